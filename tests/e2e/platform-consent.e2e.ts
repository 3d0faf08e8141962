// Tag manager and consent in Chromium, against the built site started here with a GTM id configured (the shared
// e2e server has none): no request to googletagmanager.com before consent or after a refusal, GTM with the CSP nonce
// after acceptance, e-commerce events in the dataLayer, a purchase once when the confirmation is opened twice, the
// choice kept six months and changeable from the footer, the banner accessible; an invalid id keeps GTM off.
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createApp } from '../../server/app';
import { createProductionRenderer } from '../../server/ssr/renderer';
import { launchBrowser, newContext, waitForHydration, watchConsole } from './browser';
import { freePort } from './shop-process';

const GTM_ID = 'GTM-T3ST42';
const FAKE_GTM = `window.__fakeGtmRuns = (window.__fakeGtmRuns || 0) + 1;
window.__fakeGtmNonce = document.currentScript && document.currentScript.nonce;
(window.dataLayer = window.dataLayer || []).push({ event: 'fake-gtm-ready' });`;

let browser: Browser;
const servers: Server[] = [];
let base = '';
let baseWithBadId = '';

async function startSite(gtmId: string): Promise<string> {
  const renderer = await createProductionRenderer(path.resolve(import.meta.dirname, '../../dist/current'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const app = createApp({ logger: pino({ level: 'silent' }), renderer, publicUrl: url, isProduction: false, gtmId });
  await new Promise<void>((resolve) => {
    servers.push(app.listen(port, '127.0.0.1', () => resolve()));
  });
  return url;
}

beforeAll(async () => {
  browser = await launchBrowser();
  base = await startSite(GTM_ID);
  baseWithBadId = await startSite('gtm-not-valid');
});
afterAll(async () => {
  await browser?.close();
  await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
});

interface Watched {
  context: BrowserContext;
  gtmRequests: string[];
}

/** A browser context whose requests to googletagmanager.com are counted and answered with a tiny fake gtm.js. */
async function watchedContext(locale = 'nl-NL'): Promise<Watched> {
  const context = await newContext(browser, { locale });
  const gtmRequests: string[] = [];
  await context.route('https://www.googletagmanager.com/**', (route) => {
    gtmRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_GTM });
  });
  return { context, gtmRequests };
}

/** What this spec answers for in the console: CSP violations and errors of the tag manager or the banner. */
const consentProblems = (problems: string[]) => problems.filter((p) => /Content Security Policy|googletagmanager|consent|tag manager|dataLayer/i.test(p));

async function open(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  await waitForHydration(page);
  return page;
}

const banner = (page: Page) => page.locator('.consent-banner');
const dataLayer = (page: Page) => page.evaluate(() => JSON.parse(JSON.stringify((window as { dataLayer?: unknown[] }).dataLayer ?? [])) as unknown[]);
const events = async (page: Page, name: string) => (await dataLayer(page)).filter((e) => (e as { event?: string })?.event === name);

type Track = (event: string, data: Record<string, unknown>) => boolean;
const item = { item_id: 'FOLT Classic', item_name: 'FOLT Classic', price: 1299, quantity: 1 };

describe('tag manager and consent', () => {
  it('asks first: a banner, the denied defaults, and no request to googletagmanager.com', async () => {
    const { context, gtmRequests } = await watchedContext();
    const page = await open(context, `${base}/over-ons`);
    const problems = watchConsole(page);
    await banner(page).waitFor({ state: 'visible', timeout: 10_000 });
    expect(await banner(page).evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    const layer = await dataLayer(page);
    expect(layer[0]).toEqual({
      0: 'consent',
      1: 'default',
      2: { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', wait_for_update: 500 },
    });
    await page.waitForTimeout(500);
    expect(gtmRequests).toEqual([]);
    expect(await page.evaluate(() => (window as { __foltTrack?: Track }).__foltTrack!('view_item', { value: 1299, items: [] }))).toBe(false);
    expect(consentProblems(problems)).toEqual([]);
    await context.close();
  });

  it('after a refusal: no tag manager and no banner, also on the next page', async () => {
    const { context, gtmRequests } = await watchedContext('de-DE');
    const page = await open(context, `${base}/de/uber-uns`);
    await banner(page).waitFor({ state: 'visible', timeout: 10_000 });
    await page.locator('[data-consent="reject"]').click();
    await banner(page).waitFor({ state: 'detached' });
    const cookie = (await context.cookies()).find((c) => c.name === 'folt_consent');
    expect(cookie?.value).toMatch(/^1\.00\.\d+$/);
    await page.goto(`${base}/de/kontakt`);
    await waitForHydration(page);
    await page.waitForTimeout(2500);
    expect(await banner(page).count()).toBe(0);
    expect(gtmRequests).toEqual([]);
    await context.close();
  });

  it('after acceptance: GTM once per page with the CSP nonce, events in the dataLayer, the choice kept six months', async () => {
    const { context, gtmRequests } = await watchedContext('en-GB');
    const page = await open(context, `${base}/en/about-us`);
    const problems = watchConsole(page);
    await banner(page).waitFor({ state: 'visible', timeout: 10_000 });
    await page.locator('[data-consent="accept"]').click();
    await expect.poll(() => page.evaluate(() => (window as { __fakeGtmRuns?: number }).__fakeGtmRuns ?? 0)).toBe(1);
    expect(gtmRequests).toEqual([`https://www.googletagmanager.com/gtm.js?id=${GTM_ID}`]);
    expect(await page.evaluate(() => (window as { __fakeGtmNonce?: string }).__fakeGtmNonce)).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
    const layer = await dataLayer(page);
    expect(layer[0]).toMatchObject({ 0: 'consent', 1: 'default' });
    expect(layer[1]).toEqual({
      0: 'consent',
      1: 'update',
      2: { ad_storage: 'granted', analytics_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' },
    });
    expect(layer.findIndex((e) => (e as { event?: string }).event === 'gtm.js')).toBeGreaterThan(1);

    for (const event of ['view_item', 'add_to_cart', 'begin_checkout']) {
      expect(
        await page.evaluate(([name, data]) => (window as { __foltTrack?: Track }).__foltTrack!(name, data), [event, { value: 1299, items: [item] }] as const),
      ).toBe(true);
      expect(await events(page, event)).toEqual([{ event, ecommerce: { currency: 'EUR', value: 1299, items: [item] } }]);
    }

    const cookie = (await context.cookies()).find((c) => c.name === 'folt_consent');
    expect(cookie?.value).toMatch(/^1\.11\.\d+$/);
    expect(cookie?.sameSite).toBe('Lax');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(180);
    expect(days).toBeLessThan(185);

    // The next page loads GTM by itself, without asking again.
    await page.goto(`${base}/en/contact`);
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(() => (window as { __fakeGtmRuns?: number }).__fakeGtmRuns ?? 0), { timeout: 10_000 }).toBe(1);
    expect(gtmRequests).toHaveLength(2);
    await page.waitForTimeout(500);
    expect(await banner(page).count()).toBe(0);
    expect(consentProblems(problems)).toEqual([]);
    await context.close();
  });

  it('never runs the tag manager on pages with personal data: a client navigation there loads a new document without it', async () => {
    const { context, gtmRequests } = await watchedContext('en-GB');
    // The shop list hydrates with the router (a marketing page has no client navigations: decision record 043).
    const page = await open(context, `${base}/en/shop`);
    await banner(page).waitFor({ state: 'visible', timeout: 10_000 });
    await page.locator('[data-consent="accept"]').click();
    await expect.poll(() => page.evaluate(() => (window as { __fakeGtmRuns?: number }).__fakeGtmRuns ?? 0)).toBe(1);
    // A marker that survives client navigations but not a new document.
    await page.evaluate(() => void ((window as { __sameDocument?: boolean }).__sameDocument = true));
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/en/admin/login');
    await page.evaluate(() => void window.__TSR_ROUTER__!.navigate({ href: '/en/admin/login' }));
    const policy = (await answer).headers()['content-security-policy'] ?? '';
    await page.waitForURL(`${base}/en/admin/login`);
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument ?? false)).toBe(false);
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
    expect(policy).not.toContain('googletagmanager');
    await page.waitForTimeout(500);
    expect(gtmRequests).toHaveLength(1); // only the public page's
    expect(await page.evaluate(() => (window as { __fakeGtmRuns?: number }).__fakeGtmRuns ?? 0)).toBe(0);
    expect(await banner(page).count()).toBe(0);
    // Opened directly, a customer-account page keeps it out as well (the choice is stored: a public page would load it).
    await page.goto(`${base}/en/customer-login`);
    await waitForHydration(page);
    await page.waitForTimeout(500);
    expect(gtmRequests).toHaveLength(1);
    await context.close();
  });

  it('sends a purchase once when the order confirmation is opened twice', async () => {
    const { context } = await watchedContext();
    await context.addCookies([{ name: 'folt_consent', value: `1.10.${Date.now()}`, url: base }]);
    const page = await open(context, `${base}/shop/confirmed?orderId=dG9rZW4tb2YtdGhlLW9yZGVy`);
    const purchase = () =>
      page.evaluate(() =>
        (window as { __foltTrack?: Track }).__foltTrack!('purchase', {
          transaction_id: '000000042',
          orderToken: new URLSearchParams(location.search).get('orderId')!,
          value: 1349,
          tax: 234.12,
          shipping: 50,
          items: [{ item_id: 'FOLT Classic', price: 1299, quantity: 1 }],
        }),
      );
    await page.waitForFunction(() => typeof (window as { __foltTrack?: unknown }).__foltTrack === 'function', undefined, { timeout: 10_000 });
    expect(await purchase()).toBe(true);
    const sent = await events(page, 'purchase');
    expect(sent).toHaveLength(1);
    expect(JSON.stringify(sent)).not.toContain('dG9rZW4tb2YtdGhlLW9yZGVy');

    // The payment return replayed: the same confirmation again.
    await page.reload();
    await waitForHydration(page);
    await page.waitForFunction(() => typeof (window as { __foltTrack?: unknown }).__foltTrack === 'function', undefined, { timeout: 10_000 });
    expect(await purchase()).toBe(false);
    expect(await events(page, 'purchase')).toEqual([]);
    await context.close();
  });

  it('"Cookie settings" in the footer reopens the choice with its categories', async () => {
    const { context, gtmRequests } = await watchedContext();
    await context.addCookies([{ name: 'folt_consent', value: `1.00.${Date.now()}`, url: base }]);
    const page = await open(context, `${base}/over-ons`);
    await page.waitForTimeout(2000);
    expect(await banner(page).count()).toBe(0);
    await page.locator('.site-footer button').click();
    await banner(page).waitFor({ state: 'visible' });
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H2');
    await page.locator('.consent-banner input[name="analytics"]').check();
    await page.locator('[data-consent="save"]').click();
    await banner(page).waitFor({ state: 'detached' });
    expect((await context.cookies()).find((c) => c.name === 'folt_consent')?.value).toMatch(/^1\.10\.\d+$/);
    await expect.poll(() => gtmRequests.length, { timeout: 10_000 }).toBe(1);
    const layer = await dataLayer(page);
    expect(layer).toContainEqual({
      0: 'consent',
      1: 'update',
      2: { ad_storage: 'denied', analytics_storage: 'granted', ad_user_data: 'denied', ad_personalization: 'denied' },
    });
    await context.close();
  });

  it('has an accessible banner (axe: no serious or critical violations)', async () => {
    const { context } = await watchedContext();
    const page = await open(context, `${base}/over-ons`);
    await banner(page).waitFor({ state: 'visible', timeout: 10_000 });
    await page.locator('[data-consent="settings"]').click();
    const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
    // Evaluated through the DevTools protocol, which the page's CSP does not govern.
    await page.evaluate(axeSource);
    const violations = await page.evaluate(async () => {
      const result = await (window as unknown as { axe: { run(ctx: string): Promise<{ violations: Array<{ id: string; impact: string }> }> } }).axe.run(
        '.consent-banner',
      );
      return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
    });
    expect(violations).toEqual([]);
    await context.close();
  });

  it('keeps GTM off, the banner away and the CSP closed with an invalid id', async () => {
    const csp = (await fetch(`${baseWithBadId}/`)).headers.get('content-security-policy');
    expect(csp).not.toContain('googletagmanager');
    expect((await fetch(`${base}/`)).headers.get('content-security-policy')).toContain('https://www.googletagmanager.com');
    const { context, gtmRequests } = await watchedContext();
    const page = await open(context, `${baseWithBadId}/over-ons`);
    await page.waitForTimeout(2500);
    expect(await banner(page).count()).toBe(0);
    expect(gtmRequests).toEqual([]);
    await context.close();
  });
});
