// Rendered pages kept by the server (decision record 020) through the whole app: a stored page is sent again without
// rendering, with this response's own nonce in it and in its CSP; a catalogue invalidation (a back-office save) shows
// on the next request, on another instance too (Redis); personal pages, failed renders and private pages are never
// stored. The page renderer is a stub that counts its renders and shows the catalogue's current price.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { createCatalogCache, type CatalogCache } from './cache/catalog-cache';
import { createPageCache } from './cache/page-cache';
import { createPageFastPath } from './cache/page-fast-path';
import { connectTestRedis } from './security/test-redis.fixture';
import type { PageRenderer, SessionInfo, SsrEntry } from './ssr/renderer';

/** What Magento says; a save in the back office changes it and invalidates the catalogue cache. */
let price = 2499;
let magentoDown = false;
const renders: string[] = [];

/** Public pages: /maxx, /en/maxx and /welcome (which greets whoever is logged in); /shop/cart is private. */
function stubRenderer(): PageRenderer {
  const entry = {
    renderPage: async ({ request, nonce, session, catalog }: Parameters<SsrEntry['renderPage']>[0]) => {
      const { pathname } = new URL(request.url);
      renders.push(pathname);
      const answer = (await catalog!({})) as { data: number };
      const greeting = pathname === '/welcome' ? `<p>Hello ${(await session()).customer?.name ?? 'guest'}</p>` : '';
      return new Response(`<html><head><script nonce="${nonce}">start()</script></head><body>${greeting}<p>from € ${answer.data}</p></body></html>`, {
        status: 200,
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    },
    renderPayload: async ({ pathname, catalog }: Parameters<SsrEntry['renderPayload']>[0]) => {
      renders.push(`payload ${pathname}`);
      return { data: { price: ((await catalog!({})) as { data: number }).data } };
    },
    pagePathOfPayload: (p: string) => (p.endsWith('/_payload.json') ? p.slice(0, -'/_payload.json'.length) || '/' : null),
    decideRoute: () => null,
    buildMeta: () => ({ redirects: [], pages: {} }),
    isPublicPage: (p: string) => p !== '/shop/cart',
    pageModulesFor: () => [],
    keepsThirdPartiesOutOf: () => false,
    resolvePublicPath: () => null,
  } as unknown as SsrEntry;
  return {
    entry: async () => entry,
    manifest: {} as PageRenderer['manifest'],
    buildId: 'b1',
    buildMeta: async () => null,
    // The built renderer's tags carry a nonce of their own (the script loader); the stored page must renew it too.
    pageAssetTags: (_keys, nonce) => `<script nonce="${nonce}">load()</script>`,
    close: async () => {},
  };
}

interface Instance {
  url: string;
  catalogCache: CatalogCache;
  close(): Promise<void>;
}

const customer = { value: null as SessionInfo['customer'] };

async function startInstance(redis: Redis, channel: string): Promise<Instance> {
  const catalogCache = await createCatalogCache({ redis, channel });
  const pageCache = createPageCache({ maxBytes: 1_000_000, maxAgeMs: 60_000, catalogCache });
  const app = createApp({
    logger: pino({ level: 'silent' }),
    renderer: stubRenderer(),
    publicUrl: 'http://shop.test',
    isProduction: false,
    pageCache,
    session: async () => ({ customer: customer.value, admin: null }),
    // The catalogue as the app reads it: through the catalogue cache, a 503 answer while Magento is down.
    catalog: async () => {
      if (magentoDown) return { success: false, status: 503, data: null, error: 'down' };
      const { entry } = await catalogCache.get('products', async () => Buffer.from(String(price)));
      return { success: true, data: Number(entry.body.toString()) };
    },
  });
  // As server/index.ts runs it: stored pages for clients that take them uncompressed straight from the http server.
  const fastPath = createPageFastPath({ pageCache, buildId: 'b1', gtmId: null });
  const server = http.createServer((req, res) => {
    if (!fastPath(req, res)) app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    catalogCache,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await catalogCache.close();
    },
  };
}

let redis: Redis;
let a: Instance;
let b: Instance;

beforeAll(async () => {
  redis = await connectTestRedis();
  const channel = `test:pages:${Math.random()}`;
  [a, b] = await Promise.all([startInstance(redis, channel), startInstance(redis, channel)]);
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  await redis?.quit();
});

async function get(instance: Instance, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(instance.url + path, { headers });
  return { status: res.status, headers: res.headers, body: await res.text() };
}

/** A request as a load generator or a plain client sends it: no Accept-Encoding. */
function rawGet(instance: Instance, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    http
      .get(instance.url + path, { headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
      .on('error', reject);
  });
}

const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];

describe('rendered public pages kept by the server', () => {
  it('sends a stored page again without rendering, each response with its own nonce, the one its CSP names', async () => {
    renders.length = 0;
    const first = await get(a, '/maxx');
    const second = await get(a, '/maxx');
    const third = await get(a, '/maxx');
    expect(renders).toEqual(['/maxx']);
    expect([first.headers.get('x-page-cache'), second.headers.get('x-page-cache'), third.headers.get('x-page-cache')]).toEqual(['miss', 'hit', 'hit']);
    const nonces = [first, second, third].map((res) => nonceOf(res.headers.get('content-security-policy')));
    expect(new Set(nonces).size).toBe(3);
    for (const [i, res] of [first, second, third].entries()) {
      expect(res.body).toContain(`<script nonce="${nonces[i]}">start()</script>`);
      expect(res.body).toContain(`<script nonce="${nonces[i]}">load()</script>`);
      expect(res.body.match(/nonce="/g)).toHaveLength(2);
      expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=600');
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    }
    // Another URL (here another language) is another page.
    await get(a, '/en/maxx');
    expect(renders).toEqual(['/maxx', '/en/maxx']);
  });

  it('sends a stored page from the raw http server to a client without compression, as Express would, with its own nonce', async () => {
    renders.length = 0;
    const viaExpress = await get(a, '/de/maxx');
    const fast = [await rawGet(a, '/de/maxx'), await rawGet(a, '/de/maxx')];
    expect(renders).toEqual(['/de/maxx']);
    const nonces = fast.map((res) => nonceOf(String(res.headers['content-security-policy'])));
    expect(nonces[0]).not.toBe(nonces[1]);
    for (const [i, res] of fast.entries()) {
      expect(res.headers['x-page-cache']).toBe('hit');
      expect(res.body).toBe(viaExpress.body.replaceAll(nonceOf(viaExpress.headers.get('content-security-policy'))!, nonces[i]!));
      expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,64}$/);
    }
    expect(fast[0]!.headers['x-request-id']).not.toBe(fast[1]!.headers['x-request-id']);
    // Every header Express sent but those of one response.
    const perResponse = new Set([
      'date',
      'x-request-id',
      'x-page-cache',
      'content-length',
      'etag',
      'connection',
      'keep-alive',
      'content-encoding',
      'transfer-encoding',
    ]);
    const names = (list: Iterable<string>) => [...list].filter((name) => !perResponse.has(name)).sort();
    expect(names(Object.keys(fast[0]!.headers))).toEqual(names(viaExpress.headers.keys()));
    for (const name of ['x-frame-options', 'strict-transport-security', 'referrer-policy', 'cache-control', 'content-type'])
      expect([name, fast[0]!.headers[name]]).toEqual([name, viaExpress.headers.get(name) ?? undefined]);
  });

  it('leaves requests whose answer depends on a cookie to Express: the language cookie still sends the home page on', async () => {
    await rawGet(a, '/');
    expect((await rawGet(a, '/')).headers['x-page-cache']).toBe('hit');
    const english = await rawGet(a, '/', { cookie: 'lang=en' });
    expect([english.status, english.headers.location]).toEqual([302, '/en']);
    expect(String((await rawGet(a, '/')).headers.vary)).toMatch(/Cookie/);
  });

  it('shows a back-office save on the next request, on this instance and on another one (through Redis)', async () => {
    for (const instance of [a, b]) {
      await get(instance, '/maxx');
      await get(instance, '/maxx/_payload.json');
      expect((await get(instance, '/maxx')).headers.get('x-page-cache')).toBe('hit');
    }
    price = 2549;
    await a.catalogCache.invalidate();
    expect((await get(a, '/maxx')).body).toContain('from € 2549');
    expect(JSON.parse((await get(a, '/maxx/_payload.json')).body)).toEqual({ data: { price: 2549 } });
    // Another instance hears of it through Redis pub/sub: its stored pages go at once.
    let other = await get(b, '/maxx');
    for (let i = 0; i < 50 && other.body.includes('2499'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      other = await get(b, '/maxx');
    }
    expect(other.body).toContain('from € 2549');
    expect(JSON.parse((await get(b, '/maxx/_payload.json')).body)).toEqual({ data: { price: 2549 } });
  });

  it('keeps payloads too, and sends them again without rendering', async () => {
    renders.length = 0;
    const first = await get(a, '/en/maxx/_payload.json');
    const second = await get(a, '/en/maxx/_payload.json');
    expect(renders).toEqual(['payload /en/maxx']);
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(second.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(second.body).toBe(first.body);
  });

  it('never stores a page that asked who is logged in: each visitor gets their own', async () => {
    renders.length = 0;
    customer.value = { name: 'Anna' };
    const anna = await get(a, '/welcome');
    customer.value = { name: 'Bram' };
    const bram = await get(a, '/welcome');
    customer.value = null;
    expect(anna.body).toContain('Hello Anna');
    expect(bram.body).toContain('Hello Bram');
    expect(bram.body).not.toContain('Anna');
    expect(renders).toEqual(['/welcome', '/welcome']);
    expect([anna.headers.get('x-page-cache'), bram.headers.get('x-page-cache')]).toEqual([null, null]);
  });

  it('never stores a private page or a page rendered while Magento failed', async () => {
    renders.length = 0;
    await get(a, '/shop/cart');
    const cart = await get(a, '/shop/cart');
    expect(cart.headers.get('cache-control')).toBe('private, no-store');
    magentoDown = true;
    const outage = await get(a, '/outage-page');
    magentoDown = false;
    expect(outage.status).toBe(503);
    const after = await get(a, '/outage-page');
    expect(after.status).toBe(200);
    expect(after.headers.get('x-page-cache')).toBe('miss');
    expect(renders).toEqual(['/shop/cart', '/shop/cart', '/outage-page', '/outage-page']);
  });
});
