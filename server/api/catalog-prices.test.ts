// Display prices are right whether the Magento catalogue is entered incl. or excl. VAT (tax/calculation/
// price_includes_tax): two emulators seeded with the same Dutch gross prices, one incl. VAT and one excl. VAT (net
// prices with Magento's six decimals), each behind a server configured for it (MAGENTO_PRICES_INCLUDE_TAX). What the
// shop shows incl. VAT, the bikes' option prices and a cart's totals must be the same in both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../magento-emulator/start';
import { startApiHarness, type ApiHarness } from './api-test-harness';

const modes = [true, false] as const;
const emulators: RunningEmulator[] = [];
const servers: ApiHarness[] = [];

beforeAll(async () => {
  for (const includeTax of modes) {
    const emu = await startEmulator({ port: 0, dataDir: null, pricesIncludeTax: includeTax });
    emulators.push(emu);
    servers.push(
      await startApiHarness({
        magentoUrl: emu.url,
        magentoToken: emu.integrationToken,
        config: { upstreamTimeoutMs: 8000, catalogPrices: { includeTax, vatPercent: 21 } },
      }),
    );
  }
}, 120_000);
afterAll(async () => {
  for (const server of servers) await server.close();
  for (const emu of emulators) await emu.close();
});

type Product = {
  sku: string;
  price: number | null;
  extension_attributes: { bundle_product_options?: Array<{ product_links: Array<{ sku: string; price?: number }> }> };
};

async function catalogue(h: ApiHarness): Promise<Product[]> {
  const res = await h.call('GET', '/api/magento/products?locale=nl&pageSize=300');
  expect(res.status).toBe(200);
  return res.json.data.items;
}

describe('catalogue prices incl. or excl. VAT', () => {
  it('the excl. VAT catalogue really holds net prices (Magento prints them with their decimals)', async () => {
    const [incl, excl] = emulators;
    const get = async (emu: RunningEmulator) =>
      (await fetch(`${emu.url}/rest/nl/V1/products/FOLT-LOCK-FOLD`, { headers: { authorization: `Bearer ${emu.integrationToken}` } })).json() as Promise<{
        price: number;
      }>;
    expect((await get(incl!)).price).toBe(79.95);
    expect((await get(excl!)).price).toBeCloseTo(79.95 / 1.21, 5);
  });

  it('the shop shows the same prices incl. VAT in both modes, bike option prices included', async () => {
    const [incl, excl] = await Promise.all(servers.map(catalogue));
    expect(incl!.length).toBeGreaterThan(50);
    const priceOf = (list: Product[]) => new Map(list.map((product) => [product.sku, product.price]));
    expect(priceOf(excl!)).toEqual(priceOf(incl!));
    const optionPrices = (list: Product[]) =>
      list.flatMap((product) =>
        (product.extension_attributes.bundle_product_options ?? []).flatMap((option) =>
          option.product_links.map((link) => `${product.sku}/${link.sku}=${link.price}`),
        ),
      );
    expect(optionPrices(incl!).length).toBeGreaterThan(30);
    expect(optionPrices(excl!)).toEqual(optionPrices(incl!));
  });

  it('a cart costs the same in both modes: the emulator adds the destination VAT to net prices', async () => {
    const totals = [];
    for (const h of servers) {
      const cartId = (await h.call('POST', '/api/magento/cart')).json.data;
      expect((await h.call('POST', `/api/magento/cart/items?cartId=${cartId}`, { cartItem: { sku: 'FOLT-LOCK-FOLD', qty: 3 } })).status).toBe(200);
      const answer = await h.call('GET', `/api/magento/cart/totals?cartId=${cartId}`);
      expect(answer.status).toBe(200);
      totals.push(answer.json.data);
    }
    const [incl, excl] = totals;
    expect(excl.grand_total).toBe(incl.grand_total);
    expect(excl.subtotal_incl_tax).toBe(incl.subtotal_incl_tax);
    expect(incl.subtotal_incl_tax).toBeCloseTo(3 * 79.95, 2);
  });
});
