// The cart and the checkout rendered on the server with the shopper's cart (decision record 024): the cart their
// cartId cookie names, with its lines and totals, and the checkout's first step (the address form, the summary); such
// a page is private and never kept by the page cache; no cookie or an unknown cart renders the empty cart; a Magento
// that fails leaves the page a 200 that loads the cart in the browser. A fake cart reader stands for Magento.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageCache, type PageCache } from '../../server/cache/page-cache';
import type { ShopperCart } from '../../server/api/cart-read';
import { cart, cartItem, product, productsAnswer, totals, totalsItem } from '../../src/machines/contract.fixtures';
import { startPageServer, type PageServer } from '../fixtures/page-server';

const CART_A = 'A'.repeat(32);
const CART_B = 'B'.repeat(32);
const FAILING = 'F'.repeat(32);
const BROKEN = 'X'.repeat(32);
const config = { defaultCoupon: null, productMediaUrl: 'https://media.folt.example/media/catalog/product' };

const carts: Record<string, ShopperCart> = {
  [CART_A]: {
    status: 'ready',
    cartId: CART_A,
    cart: cart({
      cartId: CART_A,
      items: [cartItem({ item_id: 7, sku: 'FOLT-LOCK-FOLD', qty: 2, name: 'Folding lock ART-2', price: 66.07, product_type: 'simple' })],
      billing_address: {
        firstname: 'Jan',
        lastname: 'Jansen',
        street: ['Dorpsstraat', '12'],
        postcode: '1234 AB',
        city: 'Bedum',
        country_id: 'NL',
        email: 'jan@example.nl',
        telephone: '0612345678',
      },
    }),
    totals: totals({
      grand_total: 159.9,
      subtotal_incl_tax: 159.9,
      items: [totalsItem({ item_id: 7, qty: 2, price_incl_tax: 79.95, row_total_incl_tax: 159.9 })],
    }),
    config,
  },
  [CART_B]: {
    status: 'ready',
    cartId: CART_B,
    cart: cart({ cartId: CART_B, items: [cartItem({ item_id: 9, sku: 'FOLT-BELL', qty: 1, name: 'Bell Ding', price: 12.3, product_type: 'simple' })] }),
    totals: totals({
      grand_total: 14.88,
      subtotal_incl_tax: 14.88,
      items: [totalsItem({ item_id: 9, qty: 1, price_incl_tax: 14.88, row_total_incl_tax: 14.88 })],
    }),
    config,
  },
};

const asked: Array<string | undefined> = [];
let server: PageServer;
let pageCache: PageCache;

beforeAll(async () => {
  pageCache = createPageCache({ maxBytes: 1_000_000, maxAgeMs: 60_000 });
  server = await startPageServer({
    pageCache,
    shopperCart: async (cartId) => {
      asked.push(cartId);
      if (cartId === FAILING) return { status: 'client' };
      if (cartId === BROKEN) throw new Error('reader broke');
      return (cartId && carts[cartId]) || { status: 'none' };
    },
    catalog: async (query) =>
      productsAnswer(
        (query['sku:in'] ?? '').split(',').includes('FOLT-LOCK-FOLD')
          ? [product({ sku: 'FOLT-LOCK-FOLD', url_key: 'folding-lock-art-2', image_src: '/f/o/lock.png' })]
          : [],
      ),
  });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const page = (path: string, cartId?: string) => fetch(server.url + path, { headers: cartId ? { cookie: `cartId=${cartId}; lang=en` } : {} });
const text = (html: string) => html.replace(/<!--.*?-->/g, '');

describe('the cart page', () => {
  it("renders the lines and totals of the cart the cookie names, private and not stored, and another cookie's cart for another shopper", async () => {
    const first = await page('/en/shop/cart', CART_A);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(first.headers.get('x-page-cache')).toBeNull();
    const html = text(await first.text());
    expect(html).toContain('Folding lock ART-2');
    expect(html).toContain('€159.90');
    expect(html).toContain('/f/o/lock.png');
    expect(html).not.toContain('Loading your cart');

    const other = text(await (await page('/en/shop/cart', CART_B)).text());
    expect(other).toContain('Bell Ding');
    expect(other).toContain('€14.88');
    expect(other).not.toContain('Folding lock ART-2');
    // Asked again, the first cart is read again: nothing was kept.
    expect(text(await (await page('/en/shop/cart', CART_A)).text())).toContain('Folding lock ART-2');
    expect(asked.filter((id) => id === CART_A)).toHaveLength(2);
    expect(pageCache.stats().entries).toBe(0);
  });

  it('renders the empty cart without a cookie and for a cart Magento does not know', async () => {
    for (const cookie of [undefined, 'C'.repeat(32)]) {
      const response = await page('/en/shop/cart', cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const html = text(await response.text());
      expect(html).toContain('Your cart is empty.');
      expect(html).not.toContain('Loading your cart');
    }
  });

  it('stays a 200 that loads the cart in the browser when Magento fails, or the reader itself does', async () => {
    for (const cookie of [FAILING, BROKEN]) {
      const response = await page('/en/shop/cart', cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(text(await response.text())).toContain('Loading your cart…');
    }
  });

  it('leaves the cart to the browser while a payment is under way', async () => {
    const response = await fetch(`${server.url}/en/shop/cart`, { headers: { cookie: `cartId=${CART_A}; paymentToken=tok-1` } });
    expect(response.status).toBe(200);
    expect(text(await response.text())).not.toContain('Folding lock ART-2');
  });
});

describe('the checkout', () => {
  it("renders its first step: the address the cart has and the cart's summary", async () => {
    const response = await page('/en/shop/checkout', CART_A);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = text(await response.text());
    expect(html).toMatch(/<input[^>]*id="checkout-email"[^>]*value="jan@example.nl"/);
    expect(html).toMatch(/<input[^>]*id="checkout-houseNumber"[^>]*value="12"/);
    expect(html).toContain('Folding lock ART-2');
    expect(html).toContain('€159.90');
    expect(html).not.toContain('Loading your order');
  });

  it('says there is nothing to check out without a cart, and loads in the browser when Magento fails', async () => {
    expect(text(await (await page('/en/shop/checkout')).text())).toContain('There is nothing to check out yet.');
    const failing = await page('/en/shop/checkout', FAILING);
    expect(failing.status).toBe(200);
    expect(text(await failing.text())).toContain('Loading your order…');
  });
});
