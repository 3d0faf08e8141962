// Between deploys in Chromium, against the built site: the build manifest, a new build while a page is open (the next
// navigation loads in full, a toast offers to reload), a chunk answering 404 (exactly one reload, then the error
// page), preloading (never more than 4 at once; nothing in data-saver mode or on 2g) and the route rules (server and
// client redirects, external ones as a full load, refused external navigations, a page marked invalid).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext, waitForHydration, watchConsole } from './browser';

const base = inject('shopUrl');
let browser: Browser;

interface ViteChunk {
  file: string;
  isDynamicEntry?: boolean;
  dynamicImports?: string[];
  imports?: string[];
}
const manifest = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../dist/current/client/.vite/manifest.json'), 'utf8')) as Record<
  string,
  ViteChunk
>;

/** The chunk a marketing page's view lives in. */
function viewChunkOf(pageId: string): string {
  return manifest[`src/views/marketing/${pageId}/${pageId}.page.tsx`]!.file;
}
/** Route chunks: page views and page catalogues, loaded by navigations and preloads (not the idle-time lib chunks). */
const routeChunks = new Set(
  Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && key.startsWith('src/views/') && !key.startsWith('src/views/shared/'))
    .map(([, chunk]) => `/${chunk.file}`),
);
/**
 * The lazy code of an open page's own modules (a view and what it imports): the shop list's runtime parts, loaded when
 * the page is idle, not a preload of another page.
 */
function ownLazyChunks(viewKey: string): Set<string> {
  const seen = new Set<string>();
  const lazy = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dynamic of manifest[key]!.dynamicImports ?? []) lazy.add(`/${manifest[dynamic]!.file}`);
    for (const imported of manifest[key]!.imports ?? []) visit(imported);
  };
  visit(viewKey);
  return lazy;
}
const isRouteFetch = (url: string) => {
  const { pathname } = new URL(url);
  return routeChunks.has(pathname) || pathname.endsWith('/_payload.json');
};

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Full document loads of the page (a client navigation makes none). */
function countDocuments(page: Page): string[] {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) documents.push(request.url());
  });
  return documents;
}

async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(base + path);
  await waitForHydration(page);
  return page;
}

/** The visitor switches to another tab and back. */
async function tabAwayAndBack(page: Page): Promise<void> {
  await page.evaluate(() => {
    const flip = (state: 'hidden' | 'visible') => {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    flip('hidden');
    flip('visible');
  });
}

describe('build manifest', () => {
  it('serves latest.json (no-cache) and the build meta (immutable), and tells the page its build id', async () => {
    const latest = await fetch(`${base}/builds/latest.json?t=${Date.now()}`);
    expect(latest.status).toBe(200);
    expect(latest.headers.get('cache-control')).toBe('no-cache');
    const { id, timestamp } = (await latest.json()) as { id: string; timestamp: number };
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(timestamp).toBeGreaterThan(Date.parse('2024-01-01'));
    const meta = await fetch(`${base}/builds/meta/${id}.json`);
    expect(meta.status).toBe(200);
    expect(meta.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable/);
    expect(((await meta.json()) as { redirects: unknown[] }).redirects).toContainEqual({
      from: '/dealer-portal',
      to: 'https://dealers.folt.example',
      external: true,
    });
    const html = await (await fetch(`${base}/over-ons`)).text();
    expect(html).toContain(id);
  });
});

describe('a new build deployed while a page is open', () => {
  it('asks builds/latest.json?t=…, shows a toast with "Reload now", and the next navigation loads in full', async () => {
    const context = await newContext(browser, { locale: 'en-GB' });
    const page = await context.newPage();
    const asked: string[] = [];
    let deployed: string | null = null;
    await page.route('**/builds/latest.json*', async (route) => {
      asked.push(route.request().url());
      if (deployed) await route.fulfill({ status: 200, contentType: 'application/json', headers: { 'cache-control': 'no-cache' }, body: deployed });
      else await route.continue();
    });
    // A page that hydrates with the router: a marketing page has no build watch, its links load documents of the
    // server's build anyway (decision record 043).
    await page.goto(`${base}/en/shop`);
    await waitForHydration(page);
    // The first check runs when the page is idle; it finds this build.
    await expect.poll(() => asked.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await page.waitForTimeout(300);
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);

    deployed = JSON.stringify({ id: 'f00dfeedf00dfeed', timestamp: Date.now() });
    await tabAwayAndBack(page);
    const toast = page.locator('[data-sonner-toast]');
    await toast.first().waitFor({ state: 'visible', timeout: 10_000 });
    expect(await toast.first().locator('button[data-button]').count()).toBe(1);
    expect(asked.length).toBeGreaterThanOrEqual(2);
    for (const url of asked) expect(new URL(url).searchParams.get('t')).toMatch(/^\d{13}$/);
    // The toast waits for the visitor (duration Infinity).
    await page.waitForTimeout(3500);
    expect(await toast.count()).toBe(1);

    const documents = countDocuments(page);
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    await page.locator('.main-nav a[href="/en/contact"]').click();
    await page.waitForURL(`${base}/en/contact`);
    await page.waitForLoadState('load');
    expect(documents).toEqual([`${base}/en/contact`]);
    expect(await page.evaluate(() => 'samePage' in window || '__samePage' in window)).toBe(false);
    // Back goes to the page before, not to a duplicate entry.
    await page.goBack();
    await page.waitForURL(`${base}/en/shop`);
    await context.close();
  });

  it('reloads at once from the toast', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.route('**/builds/latest.json*', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ id: 'another-build', timestamp: Date.now() }) }),
    );
    await page.goto(`${base}/shop`);
    await waitForHydration(page);
    const action = page.locator('[data-sonner-toast] button[data-button]');
    await action.waitFor({ state: 'visible', timeout: 10_000 });
    const documents = countDocuments(page);
    await action.click();
    await page.waitForLoadState('load');
    await expect.poll(() => documents).toEqual([`${base}/shop`]);
    await context.close();
  });
});

describe('a chunk that fails to load', () => {
  it('reloads the page exactly once, then shows the error page instead of looping', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = watchConsole(page);
    const contactChunk = viewChunkOf('contact');
    expect(contactChunk).not.toBe(manifest['src/views/account/login-page.tsx']!.file);
    let refused = 0;
    // The deploy removed the chunk of the contact page.
    await page.route(`**/${contactChunk}`, async (route) => {
      refused += 1;
      await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
    });
    await page.goto(`${base}/customer-login`);
    await waitForHydration(page);
    const documents = countDocuments(page);
    await page.locator('.main-nav a[href="/contact"]').click();
    await page.waitForURL(`${base}/contact`);
    await expect.poll(() => documents.length, { timeout: 10_000 }).toBe(1);
    await page.waitForLoadState('load');
    // Long enough for a second reload to have happened, well inside the 10 s marker.
    await page.waitForTimeout(4000);
    expect(documents).toEqual([`${base}/contact`]);
    expect(refused).toBeGreaterThanOrEqual(2);
    await page.locator('.error-page').first().waitFor({ state: 'visible', timeout: 10_000 });
    const marker = await page.evaluate(() => Number(sessionStorage.getItem('folt:chunk-reload')));
    expect(Date.now() - marker).toBeLessThan(10_000);
    expect(problems.some((p) => p.includes('404'))).toBe(true);
    await context.close();
  });
});

describe('preloading', () => {
  it('never runs more than 4 route preloads at once on a page with many links', async () => {
    const context = await newContext(browser, { locale: 'en-GB' });
    // The router's preloading, on a page that hydrates with it (a marketing page prefetches a link's document on intent).
    const page = await open(context, '/en/shop');
    // Slow route chunks and payloads, so that preloads overlap.
    await page.route(
      (url) => isRouteFetch(url.href),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      },
    );
    const links = page.locator('header a[href^="/"], footer a[href^="/"]');
    expect(await links.count()).toBeGreaterThan(10);
    for (const link of await links.all()) await link.hover();
    await page.mouse.wheel(0, 4000);
    await expect.poll(() => page.evaluate(() => window.__foltPreload?.started ?? 0), { timeout: 15_000 }).toBeGreaterThanOrEqual(6);
    await expect.poll(() => page.evaluate(() => window.__foltPreload?.inFlight), { timeout: 20_000 }).toBe(0);
    const stats = (await page.evaluate(() => window.__foltPreload))!;
    expect(stats.maxInFlight).toBeLessThanOrEqual(4);
    expect(stats.maxInFlight).toBeGreaterThanOrEqual(2);
    expect(stats.skipped).toBe(0);
    await context.close();
  });

  it.each([
    ['data-saver mode', { saveData: true, effectiveType: '4g' }],
    ['a 2g connection', { saveData: false, effectiveType: '2g' }],
    ['a slow-2g connection', { saveData: false, effectiveType: 'slow-2g' }],
  ])('preloads nothing in %s', async (_name, connection) => {
    const context = await newContext(browser, { locale: 'en-GB' });
    await context.addInitScript((info) => {
      Object.defineProperty(Navigator.prototype, 'connection', {
        configurable: true,
        get: () => ({ ...info, downlink: 0.1, rtt: 2000, addEventListener() {}, removeEventListener() {} }),
      });
    }, connection);
    const page = await open(context, '/en/shop');
    const fetched: string[] = [];
    const ownChunks = ownLazyChunks('src/views/shop/shop-list-page.tsx');
    expect(ownChunks.size).toBeGreaterThan(0);
    page.on('request', (request) => {
      if (isRouteFetch(request.url()) && !ownChunks.has(new URL(request.url()).pathname)) fetched.push(request.url());
    });
    for (const link of await page.locator('header a[href^="/"], footer a[href^="/"]').all()) await link.hover();
    await page.mouse.wheel(0, 4000);
    await expect.poll(() => page.evaluate(() => window.__foltPreload?.skipped ?? 0), { timeout: 10_000 }).toBeGreaterThan(5);
    await page.waitForTimeout(1500);
    expect(fetched).toEqual([]);
    expect(await page.evaluate(() => window.__foltPreload?.started)).toBe(0);
    // Navigation itself still works.
    await page.locator('.main-nav a[href="/en/contact"]').click();
    await page.waitForURL(`${base}/en/contact`);
    await context.close();
  });
});

// Client navigations go through the router TanStack puts on window in the browser (self.__TSR_ROUTER__).
describe('route rules', () => {
  it('redirect on the server: 301 to the page in the source language, 302 off the site', async () => {
    const winkel = await fetch(`${base}/winkel?coupon=HERFST50`, { redirect: 'manual' });
    expect([winkel.status, winkel.headers.get('location')]).toEqual([301, '/shop?coupon=HERFST50']);
    const bikes = await fetch(`${base}/de/fahrraeder/classic`, { redirect: 'manual' });
    expect([bikes.status, bikes.headers.get('location')]).toEqual([301, '/de/modelle']);
    const portal = await fetch(`${base}/dealer-portal`, { redirect: 'manual' });
    expect([portal.status, portal.headers.get('location')]).toEqual([302, 'https://dealers.folt.example']);
  });

  it('redirect on client navigations without a page load', async () => {
    const context = await newContext(browser, { locale: 'en-GB' });
    // Client navigations exist on pages that hydrate with the router (not on a marketing page: decision record 043).
    const page = await open(context, '/en/shop');
    const documents = countDocuments(page);
    await page.evaluate(() => void window.__TSR_ROUTER__!.navigate({ href: '/en/bikes/classic' }));
    await page.waitForURL(`${base}/en/models`);
    await page.evaluate(() => void window.__TSR_ROUTER__!.navigate({ href: '/winkel?coupon=HERFST50' }));
    await page.waitForURL(`${base}/shop?coupon=HERFST50`);
    expect(documents).toEqual([]);
    await context.close();
  });

  it('leaves the site with a full page load for an external rule', async () => {
    const context = await newContext(browser);
    await context.route('https://dealers.folt.example/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Dealer portal</title><h1>Dealers</h1>' }),
    );
    const page = await open(context, '/shop');
    await page.evaluate(() => void window.__TSR_ROUTER__!.navigate({ href: '/dealer-portal' }));
    await page.waitForURL('https://dealers.folt.example/');
    expect(await page.title()).toBe('Dealer portal');
    await context.close();
  });

  it('refuses external navigations without the flag: a tampered rule and a bare router call', async () => {
    const context = await newContext(browser);
    let evilRequests = 0;
    await context.route('https://evil.example/**', (route) => {
      evilRequests += 1;
      return route.fulfill({ status: 200, body: 'evil' });
    });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.route('**/builds/meta/*.json', async (route) => {
      const response = await route.fetch();
      const meta = (await response.json()) as { redirects: unknown[]; pages: Record<string, unknown> };
      meta.redirects.unshift({ from: '/weg', to: 'https://evil.example/' });
      await route.fulfill({ response, json: meta });
    });
    await page.goto(`${base}/shop`);
    await waitForHydration(page);
    await page.evaluate(() => void window.__TSR_ROUTER__!.navigate({ href: '/weg' }));
    await page.waitForURL(`${base}/weg`);
    await page.locator('.error-code', { hasText: '404' }).waitFor();
    await page.evaluate(() => void window.__TSR_ROUTER__!.navigate({ href: 'https://evil.example/login' }));
    await page.waitForTimeout(500);
    expect(new URL(page.url()).origin).toBe(base);
    expect(evilRequests).toBe(0);
    expect(problems.filter((p) => p.includes('refused'))).toEqual([
      expect.stringContaining('https://evil.example/ refused'),
      expect.stringContaining('https://evil.example/login refused'),
    ]);
    await context.close();
  });

  it('shows the 404 page on a client navigation to a page the build marks invalid', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.route('**/builds/meta/*.json', async (route) => {
      const response = await route.fetch();
      const meta = (await response.json()) as { pages: Record<string, unknown> };
      meta.pages.contact = { valid: false };
      await route.fulfill({ response, json: meta });
    });
    await page.goto(`${base}/shop`);
    await waitForHydration(page);
    const documents = countDocuments(page);
    await page.locator('.main-nav a[href="/contact"]').click();
    await page.waitForURL(`${base}/contact`);
    await page.locator('.error-code', { hasText: '404' }).waitFor();
    expect(documents).toEqual([]);
    await context.close();
  });
});
