// A configured bike through the shop's cart routes against the emulator, which answers as Magento 2.4 does: the
// cart's items carry no product_option and the totals options are HTML. The browser must get the bike's selections
// (for "Change") and its options as text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiHarness, startTestEmulator, type ApiHarness, type EmulatorHandle } from './api-test-harness';

let emu: EmulatorHandle;
let h: ApiHarness;
let bike: {
  sku: string;
  extension_attributes: {
    bundle_product_options: Array<{ option_id: number; type: string; required: boolean; product_links: Array<{ id: string; is_default: boolean }> }>;
  };
};

beforeAll(async () => {
  emu = await startTestEmulator();
  h = await startApiHarness({ magentoUrl: emu.url, magentoToken: emu.integrationToken, config: { upstreamTimeoutMs: 5000 } });
  const res = await h.call('GET', '/api/magento/products?locale=nl&pageSize=300');
  bike = res.json.data.items.find((product: { sku: string }) => product.sku === 'FOLT Classic');
}, 60_000);
afterAll(async () => {
  await h?.close();
  await emu?.close();
});

/** The defaults of the required options plus two bags (a multi-select option). */
function configuredBike() {
  const options = bike.extension_attributes.bundle_product_options;
  const chosen = options
    .filter((option) => option.required)
    .map((option) => ({
      option_id: option.option_id,
      option_qty: 1,
      option_selections: [Number((option.product_links.find((link) => link.is_default) ?? option.product_links[0]!).id)],
    }));
  const bags = options.find((option) => option.type === 'checkbox' && option.product_links.length >= 2)!;
  chosen.push({ option_id: bags.option_id, option_qty: 1, option_selections: bags.product_links.slice(0, 2).map((link) => Number(link.id)) });
  return { sku: bike.sku, qty: 1, product_option: { extension_attributes: { bundle_options: chosen } } };
}

describe('a configured bike in the cart', () => {
  it("GET /cart gives the bike its product_option (from Magento's items list), as the add answer had it", async () => {
    const cartId = (await h.call('POST', '/api/magento/cart')).json.data as string;
    const item = configuredBike();
    const added = await h.call('POST', `/api/magento/cart/items?cartId=${cartId}`, { cartItem: item });
    expect(added.status).toBe(200);
    const direct = await fetch(`${emu.url}/rest/nl/V1/guest-carts/${cartId}`).then((res) => res.json() as Promise<{ items: Array<Record<string, unknown>> }>);
    expect(direct.items[0]).not.toHaveProperty('product_option');
    const cart = await h.call('GET', `/api/magento/cart?cartId=${cartId}`);
    expect(cart.status).toBe(200);
    const line = cart.json.data.items[0];
    expect(line.product_option).toEqual(added.json.data.product_option);
    expect(line.product_option.extension_attributes.bundle_options).toHaveLength(item.product_option.extension_attributes.bundle_options.length);
  });

  it('GET /cart/totals gives the options as text: no tags, no entities, no prices, several parts one per line', async () => {
    const cartId = (await h.call('POST', '/api/magento/cart')).json.data as string;
    await h.call('POST', `/api/magento/cart/items?cartId=${cartId}`, { cartItem: configuredBike() });
    const raw = await fetch(`${emu.url}/rest/nl/V1/guest-carts/${cartId}/totals`).then((res) => res.json() as Promise<{ items: Array<{ options: string }> }>);
    expect(raw.items[0]!.options).toContain('<span class=\\"price\\">');
    const totals = await h.call('GET', `/api/magento/cart/totals?cartId=${cartId}`);
    const options = totals.json.data.items[0].options as Array<{ label: string; value: string }>;
    expect(options.length).toBeGreaterThan(2);
    for (const option of options) {
      expect(option.label).not.toBe('');
      expect(option.value).not.toMatch(/[<>]|&[#a-z0-9]+;|€|^\d+ x /i);
    }
    expect(options.some((option) => option.value.split('\n').length === 2)).toBe(true);
  });
});
