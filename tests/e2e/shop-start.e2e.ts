// `npm start` as a new user runs it: the server starts the Magento emulator, pages render with catalogue data
// behind them, the browser-facing API answers, and SIGTERM shuts everything down cleanly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShopProcess, type ShopProcess } from './shop-process';

let shop: ShopProcess;
let startedIn = 0;

beforeAll(async () => {
  const t0 = Date.now();
  shop = await startShopProcess();
  startedIn = Date.now() - t0;
});
afterAll(async () => {
  await shop?.stop();
});

describe('the whole shop started like npm start', () => {
  it('starts server and emulator together within 30 s', () => {
    expect(startedIn).toBeLessThan(30_000);
  });

  it('serves pages and the runtime configuration', async () => {
    const home = await fetch(`${shop.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<html lang="nl"');
    const config = await (await fetch(`${shop.url}/api/config`)).json();
    expect(config.success).toBe(true);
    expect(config.data.languages).toEqual(['nl', 'en', 'de']);
    expect(typeof config.data.defaultCoupon).toBe('string');
  });

  it('reaches the emulator over HTTP for the catalogue', async () => {
    const answer = await (await fetch(`${shop.url}/api/magento/products?locale=de`)).json();
    expect(answer.success).toBe(true);
    // Spec §9: the default page size is 24.
    expect(answer.data.items.length).toBe(24);
    const bike = answer.data.items.find((p: { sku: string }) => p.sku.startsWith('FOLT '));
    expect(bike).toBeTruthy();
  });

  it("answers the session check with no session (and the new session's CSRF value)", async () => {
    const answer = await (await fetch(`${shop.url}/api/session`)).json();
    expect(answer).toEqual({ success: true, data: { customer: null, admin: null, csrf: expect.stringMatching(/^[\w-]{43}$/) }, error: null });
  });
});

describe('graceful shutdown', () => {
  it('lets an in-flight request finish after SIGTERM, then exits with 0', async () => {
    const own = await startShopProcess();
    try {
      // Slow the emulator's product search down so the request is still running when the signal arrives.
      const fault = await fetch(`${own.emulatorUrl}/__emulator/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ route: '/V1/products', latencyMs: 1500 }),
      });
      expect(fault.ok).toBe(true);
      const inFlight = fetch(`${own.url}/api/magento/products?locale=en&category_id:in=3`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const exitCode = own.terminate();
      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect((await answer.json()).success).toBe(true);
      expect(await exitCode).toBe(0);
    } finally {
      await own.stop();
    }
  });
});
