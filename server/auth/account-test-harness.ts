// Test harness for the account API: the in-memory Magento emulator, the real createApp (so /api/session, the session
// cookie and the server-rendering session dep are the production ones) with a stub page renderer that prints who is
// logged in, and a small browser with a cookie jar that sends Origin and X-CSRF-Token the way the shop's pages do.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseSetCookie, stringifyCookie } from 'cookie';
import pino from 'pino';
import { createApp } from '../app';
import { loadConfig, type ServerConfig } from '../config';
import { createApiRouter } from '../api/api.router';
import { createApiDeps, type ApiDeps, type ApiDepsOverrides } from '../api/deps';
import type { Database } from '../db/database';
import type { PageRenderer, SsrEntry } from '../ssr/renderer';

export interface TestEmulator {
  url: string;
  integrationToken: string;
  admin: { username: string; password: string; totpSecret: string };
  customer: { email: string; password: string };
  secondCustomer: { email: string; password: string };
  close(): Promise<void>;
}

export async function startAccountEmulator(): Promise<TestEmulator> {
  // A computed specifier, as in api-test-harness.ts: server/ code does not import the emulator statically.
  const specifier = '../../magento-emulator/start';
  const mod = (await import(/* @vite-ignore */ specifier)) as { startEmulator(o: object): Promise<TestEmulator> };
  return mod.startEmulator({ port: 0, dataDir: null, faults: true });
}

/** The emulator's test switches (fault routes): clock, settings and faults (`DELETE /faults` clears them). */
export async function emulatorSwitch(emu: TestEmulator, path: '/clock' | '/settings' | '/faults', body: Record<string, unknown> | null): Promise<void> {
  const res = await fetch(`${emu.url}/__emulator${path}`, {
    method: body === null ? 'DELETE' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body === null ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`emulator switch ${path} refused: ${res.status}`);
}

/** The TOTP code the emulator's admin would read from an authenticator app now. */
export async function adminCode(emu: TestEmulator, at = Date.now()): Promise<string> {
  const specifier = '../../magento-emulator/lib/totp';
  const { totp } = (await import(/* @vite-ignore */ specifier)) as { totp(secret: string, now: number): string };
  return totp(emu.admin.totpSecret, at);
}

/** A page renderer whose every page is the JSON of what the session dep says (the route checks' input). */
function sessionEchoRenderer(): PageRenderer {
  const entry = {
    async renderPage({ session }: { session: () => Promise<unknown> }) {
      return new Response(JSON.stringify(await session()), { status: 200, headers: { 'content-type': 'application/json' } });
    },
    async renderPayload() {
      return null;
    },
    pagePathOfPayload: () => null,
    decideRoute: () => null,
    buildMeta: () => ({ redirects: [], pages: {} }),
    sitemapXml: async () => '',
    robotsTxt: () => '',
    isPublicPage: () => false,
    resolvePublicPath: () => null,
    toPublicPath: () => '/',
  } as unknown as SsrEntry;
  return { entry: async () => entry, manifest: {} as PageRenderer['manifest'], buildId: null, buildMeta: async () => null, close: async () => {} };
}

export interface AccountApp {
  url: string;
  deps: ApiDeps & { close(): Promise<void> };
  /** Upstream calls made so far (method + URL). */
  upstreamCalls: { method: string; url: string }[];
  browser(): Browser;
  close(): Promise<void>;
}

export interface AccountAppOptions {
  emulator: TestEmulator;
  db?: Database;
  config?: Partial<ServerConfig>;
  overrides?: Omit<ApiDepsOverrides, 'db' | 'fetch'>;
  /** Express's trust proxy; false (ignore X-Forwarded-For) unless given. */
  trustProxy?: boolean | number | string;
}

export async function startAccountApp(options: AccountAppOptions): Promise<AccountApp> {
  const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const upstreamCalls: { method: string; url: string }[] = [];
  let handler: http.RequestListener = (_req, res) => res.end();
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const config: ServerConfig = {
    ...loadConfig({}, { warn: () => {} }),
    magentoUrl: options.emulator.url,
    magentoToken: options.emulator.integrationToken,
    publicUrl: url,
    upstreamTimeoutMs: 5000,
    ...options.config,
  };
  const { httpFetch } = await import('../magento/http-fetch');
  const deps = await createApiDeps(config, logger, {
    ...options.overrides,
    ...(options.db ? { db: options.db } : {}),
    fetch: (input, init) => {
      upstreamCalls.push({ method: init.method ?? 'GET', url: input });
      return httpFetch(input, init);
    },
  });
  const app = createApp({
    logger,
    renderer: sessionEchoRenderer(),
    publicUrl: url,
    isProduction: false,
    api: createApiRouter(deps),
    session: async (req) => deps.sessions.info(req),
    trustProxy: options.trustProxy ?? false,
  });
  handler = app;
  return {
    url,
    deps,
    upstreamCalls,
    browser: () => new Browser(url),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await deps.close();
    },
  };
}

export interface Answer {
  status: number;
  headers: Headers;
  json: any;
  text: string;
}

export interface SendOptions {
  /** true: the CSRF value of the last /api/session answer (fetched first when there is none); a string: that value. */
  csrf?: boolean | string;
  headers?: Record<string, string>;
}

/** One visitor: cookies kept between calls, Origin on writes, X-CSRF-Token as the shop's request helper sends it. */
export class Browser {
  readonly cookies = new Map<string, string>();
  csrf: string | null = null;

  constructor(readonly url: string) {}

  get sessionCookie(): string | undefined {
    return this.cookies.get('folt_session');
  }

  /** The Cookie header this browser sends; undefined while the jar is empty. */
  get cookieHeader(): string | undefined {
    return this.cookies.size ? stringifyCookie(Object.fromEntries(this.cookies)) : undefined;
  }

  async request(method: string, path: string, body?: unknown, options: SendOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { ...options.headers };
    const isWrite = method !== 'GET' && method !== 'HEAD';
    if (isWrite && !Object.keys(headers).some((key) => key.toLowerCase() === 'origin')) headers.origin = this.url;
    const csrf = options.csrf ?? isWrite;
    if (csrf === true) {
      if (!this.csrf) await this.session();
      headers['x-csrf-token'] = this.csrf!;
    } else if (typeof csrf === 'string') headers['x-csrf-token'] = csrf;
    const cookie = this.cookieHeader;
    if (cookie) headers.cookie = cookie;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(this.url + path, { method, headers, redirect: 'manual', ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
    for (const line of res.headers.getSetCookie()) {
      const { name, value } = parseSetCookie(line);
      this.cookies.set(name, value ?? '');
    }
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    return { status: res.status, headers: res.headers, json, text };
  }

  get(path: string, options: SendOptions = {}): Promise<Answer> {
    return this.request('GET', path, undefined, options);
  }

  /** GET /api/session, remembering the CSRF value like src/lib/api/session.ts. */
  async session(): Promise<Answer> {
    const answer = await this.get('/api/session');
    if (answer.json?.data?.csrf) this.csrf = answer.json.data.csrf;
    return answer;
  }

  async loginCustomer(email: string, password: string): Promise<Answer> {
    const answer = await this.request('POST', '/api/auth/customer/login', { email, password });
    await this.session();
    return answer;
  }

  async loginAdmin(username: string, password: string, otp?: string): Promise<Answer> {
    const answer = await this.request('POST', '/api/auth/admin/login', { username, password, ...(otp ? { otp } : {}) });
    await this.session();
    return answer;
  }
}
