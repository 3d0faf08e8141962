// The server's side of the platform behaviours (development renderer, no build): the build manifest routes and their
// cache headers, route rules before rendering (301, external 302, retired pages 404), per-page payloads cached like
// their HTML, the build id handed to the page, and the CSP opened to GTM only for a valid configured id.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type AppDeps } from '../../server/app';
import { createDevelopmentRenderer, type PageRenderer, type RouteRulesMeta } from '../../server/ssr/renderer';

let renderer: PageRenderer;
const servers: Server[] = [];

beforeAll(async () => {
  renderer = await createDevelopmentRenderer(path.resolve(import.meta.dirname, '../..'), { hmr: false });
});
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
  await renderer?.close();
});

async function start(overrides: Partial<AppDeps> = {}, meta?: RouteRulesMeta): Promise<string> {
  const logs: string[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => void logs.push(line) });
  const wrapped: PageRenderer = meta ? { ...renderer, buildMeta: async () => meta } : renderer;
  const app = createApp({ logger, renderer: wrapped, publicUrl: 'https://www.folt.example', isProduction: false, ...overrides });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  servers.push(server);
  (start as { logs?: string[] }).logs = logs;
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const get = (url: string) => fetch(url, { redirect: 'manual' });

describe('build manifest in development', () => {
  it('answers builds/latest.json with id "dev", never from a cache unchecked', async () => {
    const base = await start();
    const res = await get(`${base}/builds/latest.json?t=123`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const body = (await res.json()) as { id: string; timestamp: number };
    expect(body.id).toBe('dev');
    expect(typeof body.timestamp).toBe('number');
  });

  it('answers builds/meta/dev.json from the rules module and 404 for other ids', async () => {
    const base = await start();
    const res = await get(`${base}/builds/meta/dev.json`);
    expect(res.status).toBe(200);
    const meta = (await res.json()) as RouteRulesMeta;
    expect(meta.redirects).toContainEqual({ from: '/winkel/*', to: 'shop' });
    expect(meta.redirects).toContainEqual({ from: '/dealer-portal', to: 'https://dealers.folt.example', external: true });
    expect((await get(`${base}/builds/meta/abc.json`)).status).toBe(404);
  });

  it('hands the build id to the page in the router data', async () => {
    const base = await start();
    const html = await (await get(`${base}/over-ons`)).text();
    expect(html).toMatch(/buildId:"dev"|"buildId":"dev"/);
  });
});

describe('route rules before rendering', () => {
  it('sends an old Dutch path to the page with a 301, keeping the language and the query', async () => {
    const base = await start();
    const res = await get(`${base}/winkel?coupon=HERFST50`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/shop?coupon=HERFST50');
    const en = await get(`${base}/en/bikes/classic`);
    expect([en.status, en.headers.get('location')]).toEqual([301, '/en/models']);
  });

  it('sends an external rule off the site with a 302', async () => {
    const base = await start();
    const res = await get(`${base}/dealer-portal`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://dealers.folt.example');
  });

  it('answers 404 for a page marked invalid, or redirects it when the rule says where to', async () => {
    const base = await start({}, { redirects: [], pages: { bedum: { valid: false }, voyage: { valid: false, redirectTo: 'models' } } });
    const gone = await get(`${base}/de/bedum`);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain('Pagina niet gevonden');
    const moved = await get(`${base}/en/voyage`);
    expect([moved.status, moved.headers.get('location')]).toEqual([301, '/en/models']);
    expect((await get(`${base}/bedum/_payload.json`)).status).toBe(404);
  });

  it('ignores (and logs) a rule that leaves the site without the flag', async () => {
    const base = await start({}, { redirects: [{ from: '/weg', to: 'https://evil.example' }], pages: {} });
    const res = await get(`${base}/weg`);
    expect(res.status).toBe(404);
    expect(res.headers.get('location')).toBeNull();
  });
});

describe('per-page payload', () => {
  it('serves a public page payload with the page cache headers', async () => {
    const base = await start();
    for (const path of ['/over-ons/_payload.json', '/en/about-us/_payload.json', '/_payload.json', '/en/shop/_payload.json']) {
      const res = await get(base + path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=600');
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(await res.json()).toBeTypeOf('object');
    }
  });

  it('has no payload for private, unknown or redirected paths', async () => {
    const base = await start();
    for (const path of ['/shop/cart/_payload.json', '/admin/_payload.json', '/bestaat-niet/_payload.json', '/winkel/_payload.json']) {
      const res = await get(base + path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
  });
});

describe('Content-Security-Policy and the tag manager', () => {
  const csp = async (base: string) => (await get(`${base}/`)).headers.get('content-security-policy') ?? '';

  it('stays closed to GTM without an id', async () => {
    expect(await csp(await start())).not.toContain('googletagmanager');
  });

  it('admits www.googletagmanager.com for scripts, images and connections with a valid id, and tells the page', async () => {
    const base = await start({ gtmId: 'GTM-AB12CD' });
    const policy = await csp(base);
    expect(await (await get(`${base}/over-ons`)).text()).toContain('GTM-AB12CD');
    for (const directive of ['script-src', 'img-src', 'connect-src']) {
      expect(policy).toMatch(new RegExp(`${directive} [^;]*https://www\\.googletagmanager\\.com`));
    }
    expect(policy).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
  });

  it('keeps GTM out of pages with personal data: the back office, the customer account and their logins, in every language', async () => {
    const base = await start({ gtmId: 'GTM-AB12CD' });
    for (const page of ['/admin/login', '/admin/orders', '/en/admin', '/customer-login', '/en/customer-orders', '/de/admin/login']) {
      const answer = await get(`${base}${page}`);
      const policy = answer.headers.get('content-security-policy') ?? '';
      expect(policy, page).not.toContain('googletagmanager');
      expect(policy, page).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
      // A redirect to the login has no page; a page must not hand the browser the container id either.
      if (answer.status === 200) expect(await answer.text(), page).not.toContain('GTM-AB12CD');
    }
    // The public pages of the same server keep it.
    expect(await csp(base)).toContain('https://www.googletagmanager.com');
  });

  it('keeps GTM out of every page while an admin is logged in (a tag could call the back office API with that cookie)', async () => {
    const base = await start({ gtmId: 'GTM-AB12CD', session: async () => ({ customer: null, admin: { username: 'beheer' } }) });
    expect(await csp(base)).not.toContain('googletagmanager');
    expect(await (await get(`${base}/over-ons`)).text()).not.toContain('GTM-AB12CD');
    const customer = await start({ gtmId: 'GTM-AB12CD', session: async () => ({ customer: { name: 'Sanne' }, admin: null }) });
    expect(await csp(customer)).toContain('https://www.googletagmanager.com');
  });

  it('refuses an invalid id with a logged warning and stays closed', async () => {
    const base = await start({ gtmId: 'gtm-<script>' });
    expect(await csp(base)).not.toContain('googletagmanager');
    expect(await (await get(`${base}/over-ons`)).text()).not.toContain('gtm-<script>');
    expect((start as { logs?: string[] }).logs?.join('\n')).toContain('GTM id refused');
  });
});
