// The shop's categories are Magento's, found by url_key per store view (catalog-categories.ts): against an emulator
// whose categories are numbered unlike its usual seed (300… instead of 10…), the category filter and each product's
// category keys still come out right, so nothing assumes the seed's ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../magento-emulator/start';
import { startApiHarness, type ApiHarness } from './api-test-harness';

let emu: RunningEmulator;
let h: ApiHarness;

beforeAll(async () => {
  emu = await startEmulator({ port: 0, dataDir: null, categoryIdBase: 300 });
  h = await startApiHarness({ magentoUrl: emu.url, magentoToken: emu.integrationToken, config: { upstreamTimeoutMs: 5000 } });
}, 60_000);
afterAll(async () => {
  await h?.close();
  await emu?.close();
});

type Item = { sku: string; type_id: string; category_ids: string[]; category_keys: string[] };

describe('categories by url_key', () => {
  it("filters by category_key with the ids Magento has, and names each product's categories by key", async () => {
    const res = await h.call('GET', '/api/magento/products?locale=en&category_key:in=locks,bikes&pageSize=100');
    expect(res.status).toBe(200);
    const items: Item[] = res.json.data.items;
    expect(items.some((item) => item.sku === 'FOLT-LOCK-FOLD')).toBe(true);
    expect(items.filter((item) => item.type_id === 'bundle')).toHaveLength(6);
    for (const item of items) {
      expect(item.category_keys.some((key) => key === 'locks' || key === 'bikes')).toBe(true);
      for (const id of item.category_ids) expect(Number(id)).toBeGreaterThanOrEqual(300);
    }
    expect(items.every((item) => !item.sku.startsWith('FOLT-BAT-'))).toBe(true);
  });

  it('works the same in every store view and finds nothing for a key Magento does not have', async () => {
    for (const locale of ['nl', 'de']) {
      const res = await h.call('GET', `/api/magento/products?locale=${locale}&category_key:in=batteries&pageSize=100`);
      const items: Item[] = res.json.data.items;
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((item) => item.category_keys.includes('batteries'))).toBe(true);
    }
    const none = await h.call('GET', '/api/magento/products?locale=en&category_key:in=no-such-category');
    expect(none.json.data?.items ?? []).toEqual([]);
  });

  it('refuses a malformed key with 400', async () => {
    expect((await h.call('GET', '/api/magento/products?locale=en&category_key:in=%3Cscript%3E')).status).toBe(400);
  });
});
