// The order lifecycle (the back office's order view machine) replayed in Chromium from its mapping (decision 035,
// tests/replay/admin-order-view.mapping.ts): the minimal path set that covers every transition a browser can reach,
// each path in a fresh browser context with the admin's session, the machine's requests held and answered with the
// model's order in each Magento state, the order page checked after every step for the state the path says the
// machine is in. One shop, one browser and one admin login for the file; Dutch, English and German pages by turns.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrderViewBackend, adminOrderViewMapping, ORDER_ID } from '../replay/admin-order-view.mapping';
import { planPaths, plainSteps, type ReplaySession } from '../replay/mapping';
import { walkPath } from '../replay/walk';
import type { Lang } from '../replay/words';
import { launchBrowser } from './browser';
import { startShopProcess, type ShopProcess } from './shop-process';
import { openShop, unexpectedProblems } from './shop-fixtures';

// In node, before any browser.
const plan = await planPaths(adminOrderViewMapping.model, adminOrderViewMapping);
console.log(plan.summary);

let shop: ShopProcess;
let browser: Browser;
/** The admin's session cookies, logged in once and given to every path's context. */
let session: Awaited<ReturnType<import('playwright-core').BrowserContext['cookies']>>;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShopProcess(), launchBrowser()]);
  const admin = await openShop(browser, shop, { locale: 'en-GB' });
  try {
    await admin.open('/en/admin/login');
    await admin.page.locator('#login-identifier').fill('admin');
    await admin.page.locator('#login-password').fill('Admin123!');
    await admin.page.getByRole('button', { name: 'Log in', exact: true }).click();
    await admin.page.waitForURL((url) => url.pathname === '/en/admin', { timeout: 15_000 });
    session = await admin.context.cookies();
  } finally {
    await admin.close();
  }
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const LANGS: Lang[] = ['nl', 'en', 'de'];
const locales: Record<Lang, string> = { nl: 'nl-NL', en: 'en-GB', de: 'de-DE' };
const prefix = (lang: Lang) => (lang === 'nl' ? '' : `/${lang}`);
const started = Date.now();

describe('the order lifecycle replayed in the back office from its mapping', () => {
  it('the planned paths cover every transition a browser can reach; the rest is listed with its reason', () => {
    expect(plan.uncovered, 'reachable transitions no planned path takes').toEqual([]);
    expect(plan.paths.length).toBeGreaterThan(0);
    expect(Object.keys(plan.unreachable).length + plan.reachable.length).toBe(plan.total);
  });

  const cases = plan.paths.map((planned, index) => {
    const lang = LANGS[index % LANGS.length]!;
    const steps = plainSteps('en', adminOrderViewMapping, planned.generated, plan.labels).slice(1);
    return { planned, lang, title: `[${lang}] ${steps.map((step) => step.action).join(' → ')}` };
  });

  it.concurrent.for(cases)('$title', { timeout: 120_000 }, async ({ planned, lang }, { expect }) => {
    const admin = await openShop(browser, shop, { locale: locales[lang] });
    const backend = adminOrderViewBackend();
    try {
      await admin.context.addCookies(session);
      await backend.install(admin.context);
      const replay: ReplaySession = {
        page: admin.page,
        lang,
        expect,
        extras: { backend },
        answer: (event) => backend.answer(event),
        start: async () => {
          backend.live = true;
          await admin.page.goto(`${shop.url}${prefix(lang)}/admin/order-view/${ORDER_ID}`);
          // The back office's scripts are large: with five paths hydrating at once on a loaded machine, more than the
          // 15 s the shop's pages get (the held order request does not hold the hydration up).
          await admin.page.waitForFunction(() => (window as { $_TSR?: unknown }).$_TSR === undefined && document.readyState === 'complete', undefined, {
            timeout: 45_000,
          });
        },
      };
      await walkPath(replay, adminOrderViewMapping, planned);
      // A dropped connection is the path's own answer; the rest is a fault of the page.
      const problems = unexpectedProblems(admin.problems).filter((line) => !/ERR_INTERNET_DISCONNECTED|status of (401|409)/.test(line));
      expect(problems).toEqual([]);
    } finally {
      await admin.close();
    }
  });

  afterAll(() => console.log(`[replay] admin-order-view: ${cases.length} paths in ${((Date.now() - started) / 1000).toFixed(1)} s`));
});
