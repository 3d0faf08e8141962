// Client mistakes through the whole app (createApp with the /api router, forms mounted, a stub page renderer and a
// Magento that knows no cart): each is a 4xx, never a 500 and never an error in the log. A language cookie that is no
// valid percent-encoding, bodies whose Content-Encoding is a lie, malformed escapes in paths.
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp, httpServerOptions } from './app';
import { createApiRouter } from './api/api.router';
import { createApiDeps, type ApiDeps } from './api/deps';
import { loadConfig } from './config';
import type { Database } from './db/database';
import { errorCollectingLogger, openTestDatabase } from './forms/forms-test.fixture';
import type { PageRenderer, SsrEntry } from './ssr/renderer';

const CART = 'a'.repeat(32);
let server: http.Server;
let url = '';
let db: Database;
let deps: ApiDeps & { close(): Promise<void> };
const upstream: string[] = [];
const errorLogs: string[] = [];

/** Every page renders "page <path>"; the English home and the cart exist for the payment-return redirect. */
function stubRenderer(): PageRenderer {
  const entry = {
    renderPage: async ({ request }: { request: Request }) =>
      new Response(`page ${new URL(request.url).pathname}`, { status: 200, headers: { 'content-type': 'text/html' } }),
    renderPayload: async () => null,
    pagePathOfPayload: () => null,
    decideRoute: () => null,
    buildMeta: () => ({ redirects: [], pages: {} }),
    sitemapXml: async () => '',
    robotsTxt: () => '',
    isPublicPage: () => true,
    pageModulesFor: () => [],
    resolvePublicPath: (p: string) => (p === '/shop/cart' ? { id: 'cart', lang: 'nl', prefix: 'none', params: {} } : null),
    toPublicPath: (_id: string, lang: string) => `/${lang}/shop/cart`,
  } as unknown as SsrEntry;
  return { entry: async () => entry, manifest: {} as PageRenderer['manifest'], buildId: null, buildMeta: async () => null, close: async () => {} };
}

beforeAll(async () => {
  db = await openTestDatabase();
  const logger = errorCollectingLogger(errorLogs);
  server = http.createServer(httpServerOptions({ requestTimeoutMs: 1500, headersTimeoutMs: 1000 }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const config = {
    ...loadConfig({ FORM_RATE_LIMIT: 'off' }, { warn: () => {} }),
    magentoUrl: 'http://127.0.0.1:1',
    magentoToken: 'unused',
    publicUrl: url,
    upstreamTimeoutMs: 500,
  };
  deps = await createApiDeps(config, logger, {
    db,
    // A Magento that knows no cart: what it answers for an unknown masked id (contract B §5).
    fetch: async (input, init) => {
      upstream.push(`${init.method ?? 'GET'} ${input}`);
      const body = { message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'cartId', fieldValue: CART } };
      return { status: 404, text: async () => JSON.stringify(body) };
    },
  });
  const app = createApp({
    logger,
    renderer: stubRenderer(),
    publicUrl: url,
    isProduction: false,
    api: createApiRouter(deps),
    session: async (req) => deps.sessions.info(req),
  });
  server.on('request', app);
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await deps.close();
  await db.close();
});
afterEach(() => {
  upstream.length = 0;
  expect(errorLogs.splice(0)).toEqual([]);
});

const send = (method: string, path: string, headers: Record<string, string> = {}, body?: Buffer | string) =>
  fetch(url + path, {
    method,
    redirect: 'manual',
    headers: { ...(method === 'GET' ? {} : { origin: url }), ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : new Uint8Array(body) }),
  });

describe('a language cookie that is not valid percent-encoding', () => {
  it('still renders every page (it answered 500 before), and counts as no language choice', async () => {
    for (const cookie of ['lang=%E0%A4%A', 'lang=%', 'lang=%FF; other=1', 'x=%zz; lang=%C3%28']) {
      const page = await send('GET', '/over-ons', { cookie });
      expect([cookie, page.status, await page.text()]).toEqual([cookie, 200, 'page /over-ons']);
      expect((await send('GET', '/', { cookie })).status, cookie).toBe(200); // no redirect to /en or /de
      expect((await send('GET', '/shop/cart?payment=abc', { cookie })).status, cookie).toBe(200);
    }
  });

  it('is read the same way everywhere: a valid one still picks the page language and the store view', async () => {
    const home = await send('GET', '/', { cookie: 'a=%zz; lang=en' });
    expect([home.status, home.headers.get('location')]).toEqual([302, '/en']);
    const back = await send('GET', '/shop/cart?payment=abc', { cookie: 'consent=%E0%A4%A; lang=de' });
    expect([back.status, back.headers.get('location')]).toEqual([302, '/de/shop/cart?payment=abc']);
    // The cart's store view follows the cookie; a broken one falls back to Dutch (Magento knows no such cart: 404).
    await send('GET', `/api/magento/cart/totals?cartId=${CART}`, { cookie: 'lang=de' });
    await send('GET', `/api/magento/cart/totals?cartId=${CART}`, { cookie: 'lang=%E0%A4%A' });
    // Each asks for the totals and the cart's items (which products the lines are, server/api/store-names.ts).
    expect(upstream.map((call) => call.replace(/^GET http:\/\/127\.0\.0\.1:1\/rest\/(\w+)\/.*$/, '$1'))).toEqual(['de', 'de', 'nl', 'nl']);
  });
});

describe('a body whose Content-Encoding is not what it says', () => {
  const json = '{"coupon":"HERFST50"}';
  it('is refused with 400 for gzip, deflate and br, 415 for an encoding we do not take; nothing reaches Magento', async () => {
    const answers: Record<string, number> = {};
    for (const encoding of ['gzip', 'deflate', 'br', 'x-unknown', 'gzip, br']) {
      const res = await send('PUT', `/api/magento/cart/coupon?cartId=${CART}`, { 'content-type': 'application/json', 'content-encoding': encoding }, json);
      answers[encoding] = res.status;
      expect(await res.json()).toMatchObject({ success: false, data: null });
    }
    expect(answers).toEqual({ gzip: 400, deflate: 400, br: 400, 'x-unknown': 415, 'gzip, br': 415 });
    const form = await send('POST', '/api/forms/contact', { 'content-type': 'application/json', 'content-encoding': 'gzip' }, json);
    expect(form.status).toBe(400);
    expect(upstream).toEqual([]);
  });

  it('is read when it really is compressed', async () => {
    // A coupon of the wrong type: the answer names the field, so the body was inflated and parsed.
    const wrong = '{"coupon":5}';
    for (const [encoding, bytes] of [
      ['gzip', gzipSync(wrong)],
      ['deflate', deflateSync(wrong)],
      ['br', brotliCompressSync(wrong)],
    ] as const) {
      const res = await send('PUT', `/api/magento/cart/coupon?cartId=${CART}`, { 'content-type': 'application/json', 'content-encoding': encoding }, bytes);
      expect([encoding, res.status, ((await res.json()) as { error: string }).error]).toEqual([encoding, 400, 'Invalid request: coupon']);
    }
  });
});

describe('malformed percent-encoding in a path', () => {
  it('is a 400 or 404 for the API and for pages, never a 500', async () => {
    for (const [method, path] of [
      ['POST', '/api/forms/%FF'],
      ['GET', '/api/admin/leads/%FF'],
      ['GET', '/api/customer/orders/%E0%A4%A'],
      ['GET', '/api/magento/%FF'],
      ['GET', '/%FF'],
      ['GET', '/en/%E0%A4%A'],
    ] as const) {
      const res = await send(method, path, method === 'POST' ? { 'content-type': 'application/json' } : {}, method === 'POST' ? '{}' : undefined);
      expect([400, 401, 404], `${method} ${path}`).toContain(res.status);
      if (path.startsWith('/api/')) expect(await res.json(), path).toMatchObject({ success: false });
    }
    const form = await send('POST', '/api/forms/%FF', { 'content-type': 'application/json' }, '{}');
    expect(form.status).toBe(400);
    expect(await form.json()).toEqual({ success: false, data: null, error: 'Invalid request' });
    expect(upstream).toEqual([]);
  });
});

describe('a client that stops sending', () => {
  /** Opens a raw socket, writes `text`, and resolves with what came back and how long the server kept it open. */
  const stall = (text: string) =>
    new Promise<{ answer: string; ms: number }>((resolve, reject) => {
      const started = Date.now();
      const socket = net.connect(Number(new URL(url).port), '127.0.0.1', () => socket.write(text));
      let answer = '';
      socket.on('data', (chunk) => (answer += String(chunk)));
      socket.on('error', reject);
      socket.on('close', () => resolve({ answer, ms: Date.now() - started }));
      setTimeout(() => socket.destroy(new Error('the server kept the connection open')), 10_000).unref();
    });

  it('is answered 408 and closed within seconds when the body is shorter than its Content-Length', async () => {
    const { answer, ms } = await stall(
      `POST /api/forms/contact HTTP/1.1\r\nHost: x\r\nOrigin: ${url}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeLessThan(4000);
  });

  it('is answered 408 and closed within seconds when the headers never end', async () => {
    const { answer, ms } = await stall('GET /over-ons HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeLessThan(4000);
  });

  it('takes its limits from REQUEST_TIMEOUT_MS and HEADERS_TIMEOUT_MS (30 s and 10 s by default)', () => {
    expect(loadConfig({}, { warn: () => {} })).toMatchObject({ requestTimeoutMs: 30_000, headersTimeoutMs: 10_000 });
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '2000' }, { warn: () => {} })).toMatchObject({
      requestTimeoutMs: 5000,
      headersTimeoutMs: 2000,
    });
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '2000' }, { warn: () => {} })).toThrow(/HEADERS_TIMEOUT_MS/);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: 'soon' }, { warn: () => {} })).toThrow(/REQUEST_TIMEOUT_MS/);
  });
});
