// The order lifecycle (the back office's order view machine) replayed in Chromium from its mapping (decision 035,
// tests/replay/admin-order-view.mapping.ts): the minimal path set that covers every transition a browser can reach,
// each path in a fresh browser context with the admin's session, the machine's requests held and answered with the
// model's order in each Magento state, the order page checked after every step for the state the path says the
// machine is in. One shop, one browser and one admin login for the file; Dutch, English and German pages by turns.
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe } from 'vitest';
import { adminOrderViewBackend, adminOrderViewMapping, ORDER_ID } from '../replay/admin-order-view.mapping';
import { planPaths } from '../replay/mapping';
import { openShop } from './shop-fixtures';
import { inLang, planCases, replayEach, replayShop } from './replay-harness';

// In node, before any browser.
const plan = await planPaths(adminOrderViewMapping.model, adminOrderViewMapping);
console.log(plan.summary);

const file = replayShop();
/** The admin's session cookies, logged in once and given to every path's context. */
let session: Awaited<ReturnType<BrowserContext['cookies']>>;

beforeAll(async () => {
  const admin = await openShop(file.browser, file.shop, { locale: 'en-GB' });
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

const started = Date.now();

describe('the order lifecycle replayed in the back office from its mapping', () => {
  const cases = planCases(adminOrderViewMapping, plan, { scenarioInTitle: false });
  replayEach(file, adminOrderViewMapping, cases, {
    backend: () => adminOrderViewBackend(),
    setUp: async ({ lang, shopPage: admin, backend }) => {
      await admin.context.addCookies(session);
      return {
        start: async () => {
          backend.live = true;
          await admin.page.goto(`${file.shop.url}${inLang(lang, `/admin/order-view/${ORDER_ID}`)}`);
          // The back office's scripts are large: with five paths hydrating at once on a loaded machine, more than the
          // 15 s the shop's pages get (the held order request does not hold the hydration up).
          await admin.page.waitForFunction(() => (window as { $_TSR?: unknown }).$_TSR === undefined && document.readyState === 'complete', undefined, {
            timeout: 45_000,
          });
        },
      };
    },
    // A dropped connection is the path's own answer; the rest is a fault of the page.
    allowed: [/ERR_INTERNET_DISCONNECTED|status of (401|409)/],
    timeout: 120_000,
  });

  afterAll(() => console.log(`[replay] admin-order-view: ${cases.length} paths in ${((Date.now() - started) / 1000).toFixed(1)} s`));
});
