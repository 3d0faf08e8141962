// REST + GraphQL transport to Magento (or the emulator): one place for the base URL, store-view scoping, the
// Bearer token, the 15 s deadline, JSON parsing and turning every failure into an UpstreamError.
import type { Logger } from 'pino';
import { httpFetch, ResponseTooLargeError, type UpstreamFetch, type UpstreamInit } from './http-fetch';
import { UpstreamError, type MagentoErrorBody } from './upstream-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** anonymous: guest routes; integration: our server-side token (catalogue, orders, coupons). */
export type MagentoAuth = 'anonymous' | 'integration';

/** A Magento path with its parameters percent-encoded, plus a label with the parameters redacted for logs. */
export interface MagentoPath {
  readonly path: string;
  readonly label: string;
}

/**
 * A path parameter that could move the request to another route once some server on the way decodes and normalises
 * the URL: '.', '..' (in any percent-encoding: %2e, %2E, .%2e, %252e…), an empty value, or one of those between
 * slashes ("a/../b"). Thrown before any call is made; the API answers it as invalid input (400).
 */
export class UnsafePathParameter extends Error {
  constructor(readonly label: string) {
    super(`path parameter refused: ${label}`);
    this.name = 'UnsafePathParameter';
  }
}

/** Percent-decoded until nothing changes (a proxy may decode once more than Magento); bad escapes are kept as sent. */
function fullyDecoded(value: string): string {
  let current = value;
  for (let round = 0; round < 5; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      next = current.replace(/%(2e|2f|5c)/gi, (escape) => String.fromCharCode(parseInt(escape.slice(1), 16)));
    }
    if (next === current) break;
    current = next;
  }
  return current;
}

/** True when the value, however often decoded, is empty or holds a '.' or '..' segment (see UnsafePathParameter). */
export function isUnsafePathParameter(value: string): boolean {
  return (
    value === '' ||
    fullyDecoded(value)
      .split(/[/\\]/)
      .some((segment) => segment === '.' || segment === '..')
  );
}

/**
 * Builds a path from a template so that ids are always encoded as one path segment (a coupon code "a/../b"
 * cannot walk to another route) and never appear in logs: mpath`/V1/guest-carts/${cartId}/totals`. The one place
 * Magento paths are made: a parameter that is or decodes to a dot segment (or is empty, which collapses the path
 * to its parent route: GET /V1/products/ lists the catalogue) throws UnsafePathParameter, so no call is made.
 */
export function mpath(strings: TemplateStringsArray, ...values: (string | number)[]): MagentoPath {
  let path = strings[0] ?? '';
  let label = strings[0] ?? '';
  const unsafe: number[] = [];
  values.forEach((v, i) => {
    if (isUnsafePathParameter(String(v))) unsafe.push(i);
    path += encodeURIComponent(String(v)) + (strings[i + 1] ?? '');
    label += ':param' + (strings[i + 1] ?? '');
  });
  if (unsafe.length) throw new UnsafePathParameter(label);
  return { path, label };
}

export interface RestRequest {
  method: HttpMethod;
  /** Magento store-view code; the path becomes /rest/{store}/V1/… */
  store: string;
  path: MagentoPath;
  query?: URLSearchParams;
  body?: unknown;
  auth?: MagentoAuth;
  /** Absolute time (ms) by which the whole route must be done; routes with several calls share one budget. */
  deadlineAt?: number;
}

export interface GraphqlRequest {
  store: string;
  query: string;
  variables?: Record<string, unknown>;
  auth?: MagentoAuth;
  /** Short name for logs, e.g. "mollieProcessTransaction". */
  label: string;
  deadlineAt?: number;
}

export interface MagentoClientOptions {
  baseUrl: string;
  integrationToken: string | null;
  timeoutMs: number;
  /** A larger answer is dropped unread and is an UpstreamError('format') (MAGENTO_MAX_RESPONSE_BYTES). */
  maxResponseBytes: number;
  /** Defaults to httpFetch (node:http keep-alive); tests wrap it to count calls. */
  fetch?: UpstreamFetch;
  logger?: Logger;
}

export interface MagentoClient {
  rest<T = unknown>(req: RestRequest): Promise<T>;
  graphql<T = unknown>(req: GraphqlRequest): Promise<T>;
  readonly baseUrl: string;
  /** Resolves when no upstream call is in flight (graceful shutdown). */
  idle(): Promise<void>;
}

export function createMagentoClient(options: MagentoClientOptions): MagentoClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch: UpstreamFetch = options.fetch ?? httpFetch;
  const inFlight = new Set<Promise<unknown>>();

  const headersFor = (auth: MagentoAuth | undefined, hasBody: boolean): Record<string, string> => {
    const h: Record<string, string> = { accept: 'application/json' };
    if (hasBody) h['content-type'] = 'application/json';
    if (auth === 'integration' && options.integrationToken) h.authorization = `Bearer ${options.integrationToken}`;
    return h;
  };

  async function send(url: string, init: UpstreamInit, label: string, retryable: boolean, deadlineAt?: number): Promise<{ status: number; text: string }> {
    // One deadline for the whole exchange, body included: a server that sends headers and then stalls is
    // as dead to the shopper as one that never answers.
    const budget = deadlineAt === undefined ? options.timeoutMs : Math.min(options.timeoutMs, deadlineAt - Date.now());
    if (budget <= 0) throw new UpstreamError('timeout', label);
    const signal = AbortSignal.timeout(budget);
    const started = performance.now();
    for (let attempt = 0; ; attempt++) {
      try {
        const res = await doFetch(url, { ...init, signal, maxBytes: options.maxResponseBytes });
        const text = await res.text();
        options.logger?.debug({ upstream: label, status: res.status, ms: Math.round(performance.now() - started) }, 'magento call');
        return { status: res.status, text };
      } catch (err) {
        if (err instanceof ResponseTooLargeError) {
          // A broken or misdirected upstream (a log, a dump, an endless stream): not retried, not read any further.
          options.logger?.warn(
            { upstream: label, status: err.status, limitBytes: err.limit, ms: Math.round(performance.now() - started) },
            'magento answer over MAGENTO_MAX_RESPONSE_BYTES, dropped',
          );
          throw new UpstreamError('format', label, err.status);
        }
        if (signal.aborted || isAbort(err)) {
          options.logger?.warn({ upstream: label, ms: Math.round(performance.now() - started) }, 'magento call timed out');
          throw new UpstreamError('timeout', label);
        }
        // Only reads are retried, once, and only when no HTTP answer came back (typically a keep-alive socket
        // the other side had just closed). A write may have reached Magento, so it is never repeated blind.
        if (retryable && attempt === 0) continue;
        options.logger?.warn({ upstream: label, code: networkCode(err) }, 'magento call failed');
        throw new UpstreamError('network', label);
      }
    }
  }

  function track<T>(p: Promise<T>): Promise<T> {
    inFlight.add(p);
    const done = () => inFlight.delete(p);
    p.then(done, done);
    return p;
  }

  async function rest<T>(req: RestRequest): Promise<T> {
    const query = req.query && [...req.query.keys()].length ? `?${req.query.toString()}` : '';
    if (isUnsafePathParameter(req.store)) throw new UnsafePathParameter('/rest/:store');
    const url = `${baseUrl}/rest/${encodeURIComponent(req.store)}${req.path.path}${query}`;
    const label = `${req.method} ${req.path.label}`;
    const hasBody = req.body !== undefined;
    const { status, text } = await send(
      url,
      { method: req.method, headers: headersFor(req.auth, hasBody), body: hasBody ? JSON.stringify(req.body) : null },
      label,
      req.method === 'GET',
      req.deadlineAt,
    );
    if (status >= 200 && status < 300) {
      try {
        return JSON.parse(text) as T;
      } catch {
        throw new UpstreamError('format', label, status);
      }
    }
    throw new UpstreamError('http', label, status, parseErrorBody(text));
  }

  async function graphql<T>(req: GraphqlRequest): Promise<T> {
    const headers = headersFor(req.auth, true);
    headers.store = req.store;
    const label = `GRAPHQL ${req.label}`;
    // GraphQL mutations are writes: never retried.
    const { status, text } = await send(
      `${baseUrl}/graphql`,
      { method: 'POST', headers, body: JSON.stringify({ query: req.query, variables: req.variables ?? {} }) },
      label,
      false,
      req.deadlineAt,
    );
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new UpstreamError(status >= 500 ? 'http' : 'format', label, status);
    }
    if (status < 200 || status >= 300) throw new UpstreamError('http', label, status);
    if (!parsed || typeof parsed !== 'object') throw new UpstreamError('format', label, status);
    const { data, errors } = parsed as { data?: unknown; errors?: unknown };
    if (Array.isArray(errors) && errors.length) {
      const list = errors.map((e) => {
        const o = (e ?? {}) as { message?: unknown; extensions?: { category?: unknown } };
        return {
          message: typeof o.message === 'string' ? o.message : '',
          ...(typeof o.extensions?.category === 'string' ? { category: o.extensions.category } : {}),
        };
      });
      throw new UpstreamError('graphql', label, status, null, list);
    }
    if (!data || typeof data !== 'object') throw new UpstreamError('format', label, status);
    return data as T;
  }

  return {
    baseUrl,
    rest: (req) => track(rest(req)),
    graphql: (req) => track(graphql(req)),
    async idle() {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
  };
}

function parseErrorBody(text: string): MagentoErrorBody | null {
  try {
    const v = JSON.parse(text) as unknown;
    if (v && typeof v === 'object' && typeof (v as { message?: unknown }).message === 'string') {
      const o = v as { message: string; parameters?: unknown };
      const parameters =
        Array.isArray(o.parameters) || (o.parameters && typeof o.parameters === 'object') ? (o.parameters as MagentoErrorBody['parameters']) : undefined;
      return parameters ? { message: o.message, parameters } : { message: o.message };
    }
  } catch {
    /* not JSON: the caller treats the status alone */
  }
  return null;
}

function isAbort(err: unknown): boolean {
  const name = (err as { name?: unknown } | null)?.name;
  return name === 'TimeoutError' || name === 'AbortError';
}

function networkCode(err: unknown): string {
  const cause = (err as { cause?: { code?: unknown } } | null)?.cause;
  return typeof cause?.code === 'string' ? cause.code : 'unknown';
}
