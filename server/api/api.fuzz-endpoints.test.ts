// Property-based fuzzing of every /api endpoint (the routes with a schema have api.fuzz.test.ts).
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { parseSetCookie, stringifyCookie } from 'cookie';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openTestDatabase } from '../forms/forms-test.fixture';
import { isUnsafePathParameter } from '../magento/magento.client';
import { startApiHarness, type ApiHarness } from './api-test-harness';
import { ADDRESS, CART, RUNS, mutate, queryArb, toQueryString } from './api-fuzz.arbitraries';

// ── every /api endpoint ─────────────────────────────────────────────────────────────────────────────────────
// The routes above draw only inputs their schema refuses. Here every endpoint of /api (the shop's, the logins, the
// customer's and the admin's behind a real session, the forms and the leads) takes nasty path parameters, queries and
// bodies, sent one at a time over a raw socket (so %2E%2E and %FF reach the server as written). Magento is down
// (nothing listens on port 1), so an input either is refused before any call (a 4xx, and not one upstream call) or
// passes and meets the outage (503/504 after a call). Any other 5xx, a broken envelope or a crash fails.
const ENDPOINT_RUNS = Math.max(20, Math.ceil(RUNS / 10));

interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** With :name placeholders, filled from `params` or a nasty segment. */
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  /** Answers that are no JSON envelope when they succeed (CSV, PDF, the CV). */
  binary?: boolean;
  /** The valid body with a value that ends up in a Magento path (the coupon code). */
  bodyWith?: (value: string) => unknown;
}

/** Every spelling of a dot segment: sent in each path parameter (and `bodyWith`) of an otherwise valid request. */
const DOT_SEGMENTS = ['..', '.', '%2e%2e', '%2E%2e', '.%2E', '%2e', '%252e%252e', '%25252E.', 'a%2F..%2Fb', '..%2Fx', '%2e%2e%5cx'];

const UUID = '00000000-0000-4000-8000-000000000000';
const ENDPOINTS: Endpoint[] = [
  { method: 'GET', path: '/config' },
  { method: 'GET', path: '/session' },
  { method: 'GET', path: '/magento/products', query: { locale: 'en', 'sku:in': 'A,B' } },
  { method: 'GET', path: '/magento/coupon-discounts', query: { code: 'WELCOME' } },
  { method: 'GET', path: '/magento/order', query: { orderId: 'x' } },
  { method: 'GET', path: '/magento/order-comment', query: { orderId: 'x' } },
  { method: 'POST', path: '/magento/order-comment', body: { orderId: 'x', comment: 'Hi', status: 'pending' } },
  { method: 'POST', path: '/magento/order-lookup', body: { orderNumber: '000000042', email: 'jan@example.nl', postcode: '1234 AB' } },
  { method: 'GET', path: '/magento/cart', query: { cartId: CART } },
  { method: 'POST', path: '/magento/cart', body: {} },
  { method: 'GET', path: '/magento/cart/totals', query: { cartId: CART } },
  { method: 'POST', path: '/magento/cart/items', query: { cartId: CART }, body: { cartItem: { sku: 'A', qty: 1 } } },
  { method: 'PUT', path: '/magento/cart/item', query: { cartId: CART }, body: { cartItem: { item_id: 1, qty: 2 } } },
  { method: 'DELETE', path: '/magento/cart/item', query: { cartId: CART, itemId: '1' } },
  { method: 'PUT', path: '/magento/cart/coupon', query: { cartId: CART }, body: { coupon: 'X' }, bodyWith: (coupon) => ({ coupon }) },
  { method: 'GET', path: '/magento/cart/payment-methods', query: { cartId: CART } },
  { method: 'GET', path: '/magento/shipping-regions', query: { countryId: 'NL' } },
  { method: 'POST', path: '/magento/cart/shipping', query: { cartId: CART }, body: { addressInformation: { shipping_address: ADDRESS } } },
  { method: 'GET', path: '/magento/cart/payment-token', query: { cartId: CART } },
  {
    method: 'POST',
    path: '/magento/cart/payment-information',
    query: { cartId: CART },
    body: { billingAddress: ADDRESS, paymentMethodCode: 'cashondelivery' },
  },
  { method: 'POST', path: '/magento/cart/start-transaction', body: { token: 'abcdef123456' } },
  { method: 'POST', path: '/magento/cart/process-payment', body: { paymentToken: 'abcdef123456' } },
  { method: 'POST', path: '/magento/cart/reset-cart', body: { cartId: CART } },
  { method: 'POST', path: '/magento/cart/abandon-payment', body: { cartId: CART } },
  { method: 'POST', path: '/auth/customer/login', body: { email: 'klant@example.com', password: 'x' } },
  { method: 'POST', path: '/auth/customer/logout', body: {} },
  { method: 'POST', path: '/auth/admin/login', body: { username: 'admin', password: 'x' } },
  { method: 'POST', path: '/auth/admin/logout', body: {} },
  { method: 'GET', path: '/customer/orders' },
  { method: 'GET', path: '/customer/orders/:orderToken' },
  { method: 'GET', path: '/customer/addresses' },
  { method: 'POST', path: '/customer/addresses', body: { address: { firstname: 'An' } } },
  { method: 'PUT', path: '/customer/addresses/:id', body: { address: { firstname: 'An' } } },
  { method: 'PUT', path: '/customer/addresses/:id/default', body: { billing: true } },
  { method: 'DELETE', path: '/customer/addresses/:id' },
  { method: 'GET', path: '/admin/dashboard' },
  { method: 'GET', path: '/admin/bikes' },
  { method: 'GET', path: '/admin/bikes/:id' },
  { method: 'PUT', path: '/admin/bikes/:id', body: { name: 'x' } },
  { method: 'GET', path: '/admin/parts', query: { q: 'bel' } },
  { method: 'PATCH', path: '/admin/parts/:sku', body: { price: 10 } },
  { method: 'GET', path: '/admin/shop' },
  { method: 'PATCH', path: '/admin/shop/:sku', body: { price: 10 } },
  { method: 'GET', path: '/admin/orders' },
  { method: 'GET', path: '/admin/orders/:id' },
  { method: 'POST', path: '/admin/orders/:id/comments', body: { comment: 'x' } },
  { method: 'GET', path: '/admin/print-bike/:orderId/:itemId', binary: true },
  { method: 'GET', path: '/admin/leads', query: { q: 'x' } },
  { method: 'GET', path: '/admin/leads.csv', binary: true },
  { method: 'GET', path: `/admin/leads/:id` },
  { method: 'PATCH', path: `/admin/leads/:id`, body: { status: 'done' } },
  { method: 'GET', path: `/admin/leads/:id/cv`, binary: true },
  { method: 'POST', path: '/forms/:form', body: { name: 'An', email: 'an@example.nl', subject: 'x', message: 'Hallo daar', locale: 'nl', website_url: '' } },
  { method: 'GET', path: '/:unknown' },
];

/** A path segment as written on the wire: dot segments in every spelling, broken escapes, NUL, huge, plain ids. */
const segmentArb = fc.oneof(
  fc.constantFrom(
    '..',
    '.',
    '%2e%2e',
    '%2E%2e',
    '.%2E',
    '%252e%252e',
    '%2e',
    '%FF',
    '%E0%A4%A',
    '%',
    '%00',
    'a%2F..%2Fb',
    '%5c..',
    '1',
    '0',
    '-1',
    '99999999999',
    UUID,
    'contact',
    'job-application',
    'FOLT%20Piccolo',
    'x'.repeat(3000),
  ),
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
  fc.string({ unit: 'binary', maxLength: 12 }).map(encodeURIComponent),
);

let endpointHarness: ApiHarness;
let db: Database;
let sessionCookie = '';
let csrf = '';
const endpointReport = { endpoints: 0, inputs: 0, refusedWithoutCall: 0, upstreamDown: 0, other5xx: 0, crashes: 0 };

/** One request with the path exactly as given (fetch and node:http's URL parsing would remove %2E%2E segments). */
function rawCall(
  method: string,
  path: string,
  body: string | undefined,
  headers: Record<string, string>,
): Promise<{ status: number; type: string; text: string }> {
  const { hostname, port } = new URL(endpointHarness.url);
  return new Promise((resolve, reject) => {
    const h: Record<string, string | number> = { cookie: sessionCookie, 'x-csrf-token': csrf, ...headers };
    if (method !== 'GET') h.origin = endpointHarness.origin;
    if (method !== 'GET') h['content-length'] = body === undefined ? 0 : Buffer.byteLength(body);
    const req = http.request({ hostname, port, path, method, headers: h }, (res) => {
      let text = '';
      res.setEncoding('latin1');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('fuzzing every /api endpoint', () => {
  beforeAll(async () => {
    db = await openTestDatabase();
    endpointHarness = await startApiHarness({
      magentoUrl: 'http://127.0.0.1:1',
      magentoToken: 'unused',
      env: { FORM_RATE_LIMIT: 'off' },
      config: { upstreamTimeoutMs: 500 },
      overrides: { db },
    });
  });
  /** A customer and an admin logged in (tokens Magento would have issued), so the guarded routes read their input; new per endpoint, as the logouts end theirs. */
  const logIn = () => {
    const headers = new Map<string, unknown>();
    const res = {
      getHeader: (name: string) => headers.get(name.toLowerCase()),
      setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
    };
    csrf = 'c'.repeat(43);
    const hour = Date.now() + 3600_000;
    endpointHarness.deps.sessions.write({} as never, res as never, {
      csrf,
      // Tokens of their own: a logout revokes what it ended (server/security/session.ts revocationKey).
      customer: { token: `customer-${randomUUID()}`, id: 1, name: 'Klant', email: 'klant@example.com', expiresAt: hour },
      admin: { token: `admin-${randomUUID()}`, username: 'admin', expiresAt: hour },
    });
    const { name, value } = parseSetCookie((headers.get('set-cookie') as string[])[0]!);
    sessionCookie = stringifyCookie({ [name]: value });
  };
  afterAll(async () => {
    await endpointHarness?.close();
    await db?.close();
    console.info(`api fuzz, every endpoint: ${JSON.stringify(endpointReport)}`);
  });

  it.each(ENDPOINTS.map((e) => [`${e.method} /api${e.path}`, e] as const))(
    '%s',
    async (_name, endpoint) => {
      endpointReport.endpoints++;
      logIn();
      const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
      const baseQuery = Object.fromEntries(Object.entries(endpoint.query ?? {}).map(([k, v]) => [k, [v]]));
      const inputArb = fc.record({
        segments: fc.array(segmentArb, { minLength: 2, maxLength: 2 }),
        q: fc.oneof(fc.constant(baseQuery), queryArb(endpoint.query ?? {})),
        body:
          endpoint.method === 'GET'
            ? fc.constant<string | undefined>(undefined)
            : fc.oneof(
                // The valid body half the time, so the path and the query are what gets tested.
                { weight: 4, arbitrary: fc.constant<string | undefined>(JSON.stringify(endpoint.body ?? {})) },
                { weight: 3, arbitrary: mutate(endpoint.body ?? {}).map((b) => JSON.stringify(b) as string | undefined) },
                { weight: 1, arbitrary: fc.constantFrom<string | undefined>('{"a":', '', undefined, '\u0000', JSON.stringify({ pad: 'y'.repeat(110_000) })) },
              ),
        type: fc.constantFrom('application/json', 'application/json', 'application/json', 'application/json', 'text/plain', 'multipart/form-data; boundary=x'),
        encoding: fc.constantFrom(undefined, undefined, undefined, undefined, undefined, 'gzip', 'br', 'x-unknown'),
      });
      const failures: string[] = [];
      // First the dot segments, each in an otherwise valid request: refused (4xx) before any call to Magento.
      const params = (endpoint.path.match(/:\w+/g) ?? []).length;
      const valid = endpoint.body === undefined ? undefined : JSON.stringify(endpoint.body);
      const json: Record<string, string> = valid === undefined ? {} : { 'content-type': 'application/json' };
      const dotted = [
        ...(params ? DOT_SEGMENTS.map((dot) => ({ path: `/api${endpoint.path.replace(/:\w+/g, dot)}${toQueryString(baseQuery)}`, body: valid })) : []),
        ...(endpoint.bodyWith
          ? DOT_SEGMENTS.map((dot) => ({
              path: `/api${endpoint.path}${toQueryString(baseQuery)}`,
              body: JSON.stringify(endpoint.bodyWith!(decodeURIComponent(dot))),
            }))
          : []),
      ];
      for (const c of dotted) {
        const before = endpointHarness.upstreamCalls.length;
        const res = await rawCall(endpoint.method, c.path, c.body, json);
        endpointReport.inputs++;
        const calls = endpointHarness.upstreamCalls.length - before;
        if (res.status < 400 || res.status >= 500 || calls > 0)
          failures.push(`dot segment not refused: ${res.status} ${endpoint.method} ${c.path} body=${c.body} calls=${calls}`);
        else endpointReport.refusedWithoutCall++;
      }
      for (const input of fc.sample(inputArb, { numRuns: ENDPOINT_RUNS, seed })) {
        let segment = 0;
        const path = `/api${endpoint.path.replace(/:\w+/g, () => input.segments[segment++ % 2]!)}${toQueryString(input.q as Record<string, string[]>)}`;
        const headers: Record<string, string> = {};
        if (input.body !== undefined) headers['content-type'] = input.type;
        if (input.encoding && input.body !== undefined) headers['content-encoding'] = input.encoding;
        const before = endpointHarness.upstreamCalls.length;
        let res: Awaited<ReturnType<typeof rawCall>>;
        try {
          res = await rawCall(endpoint.method, path, input.body, headers);
        } catch (error) {
          endpointReport.crashes++;
          failures.push(`no answer (${String(error)}) to ${endpoint.method} ${path.slice(0, 200)} (seed ${seed})`);
          continue;
        }
        endpointReport.inputs++;
        const calls = endpointHarness.upstreamCalls.length - before;
        const described = `${res.status} ${endpoint.method} ${path.slice(0, 200)} body=${String(input.body).slice(0, 200)} calls=${calls} → ${res.text.slice(0, 160)} (seed ${seed})`;
        type Answer = { success?: unknown; error?: unknown };
        const json = ((): Answer | null => {
          try {
            return JSON.parse(res.text) as Answer;
          } catch {
            return null;
          }
        })();
        const envelopeOk =
          (endpoint.binary && res.status < 300) ||
          (json !== null && typeof json.success === 'boolean' && (res.status < 400 || (json.success === false && typeof json.error === 'string')));
        if (res.status >= 500) {
          if ((res.status === 503 || res.status === 504) && calls > 0) endpointReport.upstreamDown++;
          else {
            endpointReport.other5xx++;
            failures.push(described);
          }
        } else if (res.status >= 400) {
          if (calls === 0) endpointReport.refusedWithoutCall++;
          else failures.push(`refused after an upstream call: ${described}`);
        }
        if (!envelopeOk) failures.push(`no envelope: ${described}`);
        // A dot segment in a path parameter never reaches Magento, however it is spelled (an empty segment is another
        // route: /customer/orders/ is the list).
        if (calls > 0 && input.segments.slice(0, params).some((segment) => segment !== '' && isUnsafePathParameter(segment)))
          failures.push(`dot segment sent upstream: ${described}`);
      }
      expect(failures).toEqual([]);
    },
    120_000,
  );
});
