// Magento's and Mollie's answers as they really come (tests/fixtures/magento, each shaped after the Magento source named
// in its README), fed through the server's real routes and mappers — a fixture "Magento" stands behind the transport —
// and on into the views' own data functions: what the shopper and the back office see must be clean text, right
// prices, a placeholder for a product without a picture, the "Change" link of a configured bike, and no raw
// %placeholder in any message. Every answer is what the browser-facing contract (common/contract) says it is.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { toCartLineViews } from '../../src/machines/cart/cart-lines';
import { toTotalsRows } from '../../src/views/order/totals-rows';
import { changeBikeHref } from '../../src/views/configurator/change-bike';
import { toShopProduct } from '../../src/machines/product-loading/products';
import { cartItemSchema, cartSchema, type CartItem } from '../../common/contract/cart.schema';
import { countryRegionsSchema, paymentDetailsSchema, paymentMethodsSchema, processPaymentSchema, tokenSchema } from '../../common/contract/checkout.schema';
import { shopConfigSchema } from '../../common/contract/config.schema';
import { couponDiscountsSchema } from '../../common/contract/coupon.schema';
import { envelopeSchema } from '../../common/contract/envelope.schema';
import { orderCommentsSchema, orderSchema } from '../../common/contract/order.schema';
import { productListSchema, type Product } from '../../common/contract/product.schema';
import { totalsSchema, type Totals } from '../../common/contract/totals.schema';
import { z } from '../../common/zod-mini';
import { lowStockSkus, stockBySku } from '../../server/admin/admin-stock';
import { loadCategories, stockQtyOf } from '../../server/admin/admin-magento';
import { shopperSafeMagentoText } from '../../server/api/api-envelope';
import { startApiHarness, type ApiHarness } from '../../server/api/api-test-harness';
import type { UserRest } from '../../server/auth/session-guard';
import {
  addressView,
  bundleSkusOf,
  historyView,
  loadBundleTitles,
  orderLines,
  orderTotals,
  paymentView,
  shippingAddressOf,
  type FullOrder,
} from '../../server/customer/order-view';
import type { UpstreamFetch } from '../../server/magento/http-fetch';
import type { MagentoProduct } from '../../server/magento/magento.types';
import { htmlToText } from '../../server/magento/option-text';
import { mapProduct } from '../../server/magento/product.mapper';
import { UpstreamError } from '../../server/magento/upstream-error';

const fixture = <T = any>(name: string): T => JSON.parse(readFileSync(new URL(`../../tests/fixtures/magento/${name}.json`, import.meta.url), 'utf8')) as T;

const CART = 'Xq3vT9LmR2pW7kZc0bN4hJ8sD1fG6aYe';
const MEDIA = 'https://magento.fixture.test/media/';
/** Mid-campaign: the coupon fixture's rule runs 2026-09-01 … 2027-03-31. */
const NOW = Date.parse('2026-11-24T14:00:00Z');
const ADDRESS = {
  firstname: 'Sanne',
  lastname: 'de Vries',
  street: ['Oudegracht 120', 'bis'],
  city: 'Utrecht',
  postcode: '3511 AX',
  country_id: 'NL',
  telephone: '+31 30 123 4567',
  email: 'sanne.devries@example.nl',
};
/** Anything that would show the shopper markup, an HTML entity, a JSON escape or an unfilled Magento placeholder. */
const UNCLEAN = /<|>|&[a-z#0-9]+;|\\u[0-9a-f]{4}|\\\/|%[A-Za-z0-9_]+/i;

type Answer = { status?: number; fixture: string };
const DEFAULT_ROUTES: Record<string, Answer> = {
  [`GET /V1/guest-carts/${CART}`]: { fixture: 'guest-cart' },
  [`GET /V1/guest-carts/${CART}/items`]: { fixture: 'guest-cart-items' },
  [`POST /V1/guest-carts/${CART}/items`]: { fixture: 'guest-cart-add-bundle' },
  [`GET /V1/guest-carts/${CART}/totals`]: { fixture: 'guest-cart-totals' },
  [`POST /V1/guest-carts/${CART}/estimate-shipping-methods`]: { fixture: 'estimate-shipping-methods' },
  [`POST /V1/guest-carts/${CART}/shipping-information`]: { fixture: 'shipping-information' },
  [`GET /V1/guest-carts/${CART}/payment-methods`]: { fixture: 'payment-methods' },
  [`POST /V1/guest-carts/${CART}/payment-information`]: { fixture: 'payment-information' },
  [`GET /V1/guest-carts/${CART}/mollie/payment-token`]: { fixture: 'mollie-payment-token' },
  ['POST /V1/mollie/transaction/start']: { fixture: 'mollie-transaction-start' },
  ['POST /graphql']: { fixture: 'mollie-process-transaction-paid' },
  ['GET /V1/orders/418']: { fixture: 'order-bundle' },
  ['GET /V1/orders/418/comments']: { fixture: 'order-comments' },
  ['GET /V1/directory/countries/NL']: { fixture: 'directory-country-nl' },
  ['GET /V1/directory/countries/DE']: { fixture: 'directory-country-de' },
  ['GET /V1/coupons/search']: { fixture: 'coupons-search' },
  ['GET /V1/salesRules/4']: { fixture: 'sales-rule' },
  ['GET /V1/categories/list']: { fixture: 'categories-list' },
  ['GET /V1/products']: { fixture: 'products-search' },
};
let routes: Record<string, Answer> = { ...DEFAULT_ROUTES };
const asked: string[] = [];

/** The transport the Magento client uses, answering from the fixtures by method and path (query ignored). */
const fixtureMagento: UpstreamFetch = async (url, init) => {
  const { pathname } = new URL(url);
  const key = `${init.method ?? 'GET'} ${pathname.replace(/^\/rest\/[a-z_]+/, '')}`;
  asked.push(key);
  const answer = routes[key];
  if (!answer) return { status: 404, text: async () => JSON.stringify({ message: 'Request does not match any route.' }) };
  return {
    status: answer.status ?? 200,
    text: async () => readFileSync(new URL(`../../tests/fixtures/magento/${answer.fixture}.json`, import.meta.url), 'utf8'),
  };
};

let h: ApiHarness;
beforeAll(async () => {
  h = await startApiHarness({
    magentoUrl: 'https://magento.fixture.test',
    magentoToken: 'fixture-integration-token',
    config: { upstreamTimeoutMs: 5000, mediaBaseUrl: MEDIA } as never,
    overrides: { fetch: fixtureMagento, clock: () => NOW },
  });
});
afterAll(async () => h?.close());
beforeEach(() => {
  routes = { ...DEFAULT_ROUTES };
  asked.length = 0;
});

const get = (path: string) => h.call('GET', `/api/magento${path}`);
const post = (path: string, body: unknown) => h.call('POST', `/api/magento${path}`, body);

describe('the fixtures are the real shapes', () => {
  test('GET guest-carts/:id has no product_option; only the items list and the add answer carry it', () => {
    for (const item of fixture('guest-cart').items) expect(item).not.toHaveProperty('product_option');
    expect(fixture('guest-cart-items')[1].product_option.extension_attributes.bundle_options).toHaveLength(4);
    expect(fixture('guest-cart-add-bundle').product_option).toEqual(fixture('guest-cart-items')[1].product_option);
  });

  test("a bundle's totals options are a JSON string of storefront HTML, escaped as PHP's json_encode writes it", () => {
    const raw: string = fixture('guest-cart-totals').items[1].options;
    expect(typeof raw).toBe('string');
    expect(raw).toContain('Tas &amp; drager <span class=\\"price\\">\\u20ac\\u00a049,00<\\/span>');
    expect(raw).toContain('<br \\/>\\n1 x Tas');
    // Read as text, the storefront's HTML says what Magento's cart page says.
    const tas = (JSON.parse(raw) as { value: string; label: string }[]).find((option) => option.label === 'Tas')!;
    expect(htmlToText(tas.value)).toBe('1 x Fietstas 20 liter € 69,00\n1 x Tas & drager € 49,00');
  });

  test('product search items carry no stock_item; the single product does', () => {
    for (const item of fixture('products-search').items) expect(item.extension_attributes).not.toHaveProperty('stock_item');
    expect(fixture('product-bundle').extension_attributes.stock_item.qty).toBe(7);
  });
});

describe('cart', () => {
  test('the cart takes a configured bike’s product_option from the items list: the "Change" link reopens that bike', async () => {
    // The lines' names in the page's store view come from the catalogue (server/api/store-names.ts): cached after this.
    await get(`/cart?cartId=${CART}`);
    asked.length = 0;
    const res = await get(`/cart?cartId=${CART}`);
    expect(res.status).toBe(200);
    // Then the part lines' stock (GraphQL products, decision record 015); the bike line is not asked about.
    expect(asked).toEqual([`GET /V1/guest-carts/${CART}`, `GET /V1/guest-carts/${CART}/items`, 'POST /graphql']);
    const bike = res.json.data.items.find((item: { item_id: number }) => item.item_id === 2202);
    expect(bike.product_option.extension_attributes.bundle_options[3]).toEqual({ option_id: 26, option_qty: 1, option_selections: [72, 75] });
    const href = changeBikeHref(bike, 'nl');
    expect(href).not.toBeNull();
    const url = new URL(href!, 'https://shop.test');
    expect(url.pathname).toContain(encodeURIComponent('FOLT Classic'));
    expect(url.searchParams.get('replace')).toBe('2202');
    expect(url.searchParams.get('o')).toBeTruthy();
    // The lock is no configured bike; no internal quote id reaches the browser.
    expect(changeBikeHref(res.json.data.items[0], 'nl')).toBeNull();
    expect(res.text).not.toContain('"quote_id"');
    expect(res.text).not.toContain('1042');
  });

  test('cart totals: option text is clean, prices incl. VAT, and the cart line shows it so', async () => {
    const res = await get(`/cart/totals?cartId=${CART}`);
    expect(res.status).toBe(200);
    const totals = res.json.data;
    const bike = totals.items.find((item: { item_id: number }) => item.item_id === 2202);
    expect(bike.options).toEqual([
      { label: 'Frame en aandrijving', value: 'FOLT Classic Base BOM (frame en aandrijving)' },
      { label: 'Accu', value: '504 Wh' },
      { label: 'Kleur', value: 'Petrol' },
      { label: 'Tas', value: 'Fietstas 20 liter\nTas & drager' },
    ]);
    for (const option of bike.options) expect(`${option.label} ${option.value}`).not.toMatch(UNCLEAN);
    expect([bike.price_incl_tax, bike.row_total_incl_tax]).toEqual([2415, 2415]);
    expect(totals.coupon_code).toBe('HERFST50');
    expect(toTotalsRows(totals as Totals).map((row) => [row.code, row.amount])).toEqual([
      ['subtotal', 2494.95],
      ['discount', -50],
      ['grand_total', 2444.95],
      ['tax', 424.33],
    ]);

    // The cart page's lines (src/views/order/cart-lines.ts) from the two answers: the bike's parts by name.
    const cart = (await get(`/cart?cartId=${CART}`)).json.data;
    const lines = toCartLineViews(cart.items as CartItem[], totals as Totals);
    const line = lines.find((entry) => entry.itemId === 2202)!;
    expect(line.name).toBe('FOLT Classic');
    expect(line.unitPrice).toBe(2415);
    expect(line.options).toEqual([
      { label: 'Accu', value: '504 Wh' },
      { label: 'Kleur', value: 'Petrol' },
      { label: 'Tas', value: 'Fietstas 20 liter, Tas & drager' },
    ]);
    expect(lines.find((entry) => entry.itemId === 2201)).toMatchObject({ name: 'Vouwslot ART-2', unitPrice: 79.95, rowTotal: 79.95, options: [] });
  });

  test('adding a configured bike answers with its product_option', async () => {
    const res = await post(`/cart/items?cartId=${CART}`, {
      cartItem: { sku: 'FOLT Classic', qty: 1, product_option: fixture('guest-cart-items')[1].product_option },
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ item_id: 2202, sku: 'FOLT Classic', product_type: 'bundle' });
    expect(changeBikeHref(res.json.data, 'nl')).toContain('replace=2202');
  });

  test('payment methods by title; shipping regions with and without regions', async () => {
    expect((await get(`/cart/payment-methods?cartId=${CART}`)).json.data).toContainEqual({ code: 'mollie_methods_ideal', title: 'iDEAL | Wero' });
    const de = (await get('/shipping-regions?countryId=DE')).json.data;
    expect(de.available_regions).toHaveLength(16);
    expect(de.available_regions).toContainEqual({ id: '94', code: 'THE', name: 'Thüringen' });
    expect((await get('/shipping-regions?countryId=NL')).json.data).toEqual({ country_id: 'NL', full_name_locale: 'Nederland', available_regions: [] });
  });
});

describe('checkout', () => {
  test('shipping without a chosen method takes the first one Magento offers; the answer has clean totals', async () => {
    const res = await post(`/cart/shipping?cartId=${CART}`, { addressInformation: { shipping_address: ADDRESS } });
    expect(res.status).toBe(200);
    // Then the cart's items: which products the totals' lines are, to name them in the page's store view.
    expect(asked).toEqual([
      `POST /V1/guest-carts/${CART}/estimate-shipping-methods`,
      `POST /V1/guest-carts/${CART}/shipping-information`,
      `GET /V1/guest-carts/${CART}/items`,
    ]);
    expect(res.json.data.shipping_method).toEqual({ carrier_code: 'freeshipping', method_code: 'freeshipping' });
    expect(res.json.data.payment_methods.map((m: { title: string }) => m.title)).toEqual([
      'iDEAL | Wero',
      'Credit Cards',
      'Bancontact',
      'PayPal',
      'Banktransfer',
      'Rembours',
    ]);
    const bike = res.json.data.totals.items.find((item: { item_id: number }) => item.item_id === 2202);
    expect(bike.options.at(-1)).toEqual({ label: 'Tas', value: 'Fietstas 20 liter\nTas & drager' });
    expect(res.json.data.totals.total_segments.find((s: { code: string }) => s.code === 'shipping').title).toBe(
      'Verzending & verwerking (FOLT thuisbezorging - Gratis thuisbezorgd)',
    );
  });

  test("placing the order: Magento's bare order id becomes an order token that opens to that order", async () => {
    const placed = await post(`/cart/payment-information?cartId=${CART}`, { billingAddress: ADDRESS, paymentMethodCode: 'mollie_methods_ideal' });
    expect(placed.status).toBe(200);
    expect(h.deps.orderTokens.open('order', placed.json.data)?.orderId).toBe('418');
  });

  test("Mollie's bare-string answers: the payment token and the checkout URL", async () => {
    const token = (await get(`/cart/payment-token?cartId=${CART}`)).json.data;
    expect(token).toBe(fixture('mollie-payment-token'));
    const started = await post('/cart/start-transaction', { token });
    expect(started.json.data).toBe('https://www.mollie.com/checkout/select-issuer/ideal/7UhSN1zuXS');
  });

  test('mollieProcessTransaction: paid goes to the confirmation, canceled back to the cart, an unknown token is not found', async () => {
    const paid = await post('/cart/process-payment', { paymentToken: fixture('mollie-payment-token') });
    expect(paid.json.data.mollieProcessTransaction).toEqual({ paymentStatus: 'PAID', redirect_to_success_page: true, redirect_to_cart: false });
    routes['POST /graphql'] = { fixture: 'mollie-process-transaction-canceled' };
    const canceled = await post('/cart/process-payment', { paymentToken: fixture('mollie-payment-token') });
    expect(canceled.json.data.mollieProcessTransaction).toEqual({ paymentStatus: 'CANCELED', redirect_to_success_page: false, redirect_to_cart: true });
    routes['POST /graphql'] = { fixture: 'mollie-process-transaction-unknown-token' };
    const unknown = await post('/cart/process-payment', { paymentToken: '0000000000000000' });
    expect([unknown.status, unknown.json.error]).toEqual([404, 'Payment not found']);
  });
});

describe('orders', () => {
  const order = fixture<FullOrder>('order-bundle');
  const productSearch: UserRest = async <T>() => fixture('products-search') as T;

  test('the confirmation nests the bike’s parts under it, by name, with the paid totals', async () => {
    const token = h.deps.orderTokens.seal('order', 418);
    const res = await get(`/order?orderId=${token}`);
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data).toMatchObject({
      increment_id: '000000418',
      status: 'processing',
      grand_total: 2444.95,
      subtotal_incl_tax: 2494.95,
      discount_amount: -50,
      coupon_code: 'HERFST50',
      payment_method: 'mollie_methods_ideal',
    });
    expect(data.items.map((item: { name: string }) => item.name)).toEqual(['Vouwslot ART-2', 'FOLT Classic']);
    expect(data.items[1].sub_items.map((item: { name: string }) => item.name)).toEqual([
      'FOLT Classic Base BOM (frame en aandrijving)',
      'Accu 504 Wh',
      'Kleur petrol',
      'Fietstas 20 liter',
      'Tas & drager',
    ]);
    expect(res.text).not.toContain('sanne.devries');
    const comments = (await get(`/order-comment?orderId=${token}`)).json.data;
    expect(comments.items.map((c: { comment: string }) => c.comment)).toEqual(['Graag bezorgen na 17:00 uur, de camper staat op plek 12.']);
  });

  test("the customer's and the back office's order view: options by title, Mollie's method title, addresses, history", async () => {
    expect(bundleSkusOf(order)).toEqual(['FOLT Classic']);
    const titles = await loadBundleTitles(productSearch, 'nl', bundleSkusOf(order));
    const lines = orderLines(order, titles, { withItemIds: true });
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({ itemId: 5002, name: 'FOLT Classic', qty: 1, price: 2415, rowTotal: 2415, isBundle: true });
    expect(lines[1]!.options.map((o) => `${o.label}: ${o.value}`)).toEqual([
      'Frame en aandrijving: FOLT Classic Base BOM (frame en aandrijving)',
      'Accu: 504 Wh',
      'Kleur: Petrol',
      'Tas: Fietstas 20 liter',
      'Tas: Tas & drager',
    ]);
    expect(orderTotals(order)).toEqual({ subtotal: 2494.95, shipping: 0, discount: -50, tax: 424.33, grandTotal: 2444.95, currency: 'EUR' });
    expect(paymentView(order)).toEqual({ code: 'mollie_methods_ideal', title: 'iDEAL | Wero' });
    expect(addressView(shippingAddressOf(order), { withEmail: false })).toEqual({
      name: 'Sanne de Vries',
      street: ['Oudegracht 120', 'bis'],
      postcode: '3511 AX',
      city: 'Utrecht',
      country: 'NL',
      phone: '+31 30 123 4567',
    });
    expect(addressView(order.billing_address, { withEmail: true })).toMatchObject({ company: 'Camping De Vouw', email: 'sanne.devries@example.nl' });
    expect(historyView(order.status_histories, { customerView: true })).toEqual([
      { comment: 'Graag bezorgen na 17:00 uur, de camper staat op plek 12.', status: 'processing', date: '2026-11-24T14:15:02Z' },
    ]);
    const backOffice = historyView(order.status_histories, { customerView: false });
    expect(backOffice.map((entry) => entry.status)).toEqual(['processing', 'processing', 'pending_payment']);
    expect(backOffice[2]).toMatchObject({ notified: false, visibleOnFront: false });
  });

  test("an order search's other order (cash on delivery) reads its method title from payment_additional_info", () => {
    const other = fixture<{ items: FullOrder[] }>('orders-search').items[1]!;
    expect(paymentView(other)).toEqual({ code: 'cashondelivery', title: 'Rembours' });
    expect(orderLines(other, new Map(), { withItemIds: false })).toEqual([
      { itemId: null, sku: 'FOLT-LOCK-FOLD', name: 'Vouwslot ART-2', qty: 1, price: 79.95, rowTotal: 79.95, isBundle: false, options: [] },
    ]);
  });
});

describe('catalogue', () => {
  test('products: category keys from the category list, the picture or, for "no_selection", none (the placeholder)', async () => {
    // The cart tests read the catalogue for their lines' names: start from a catalogue that must be read again.
    await h.deps.catalogCache.invalidate();
    const res = await get(`/products?${new URLSearchParams({ 'sku:in': 'FOLT Classic,FOLT-BAG-RACK-SET' })}`);
    expect(res.status).toBe(200);
    // The page, then the products it links to that are not on it (related FOLT Maxx, cross-sell lock), then the page's
    // stock in one GraphQL call (a fixture that is no stock answer leaves the products without stock, as here).
    // The category list has its own cache (catalog-categories.ts), which the cart tests may have filled already.
    expect(asked.filter((call) => call !== 'GET /V1/categories/list')).toEqual(['GET /V1/products', 'GET /V1/products', 'POST /graphql']);
    const [classic, bag] = res.json.data.items as [Product, Product];
    expect(classic).toMatchObject({
      sku: 'FOLT Classic',
      category_keys: ['bikes'],
      image_src: `${MEDIA}catalog/product/f/o/folt-classic.jpg`,
      url_key: 'folt-classic-elektrische-vouwfiets',
    });
    expect(bag).toMatchObject({ sku: 'FOLT-BAG-RACK-SET', name: 'Tas & drager', category_keys: ['bags'], image_src: null, images: [] });
    expect(JSON.stringify(bag)).not.toContain('catalog/product/no_selection');
    // The browser's own derivation (src/machines/product-loading/products.ts) must not turn the role back into a file.
    expect(toShopProduct(bag).image_src ?? null).toBeNull();
    expect(toShopProduct(fixture('products-search').items[1] as Product).image_src ?? null).toBeNull();
    // Description HTML stays HTML for the product page's sanitiser; the price is the catalogue's.
    expect(
      String(
        (classic as { custom_attributes: { attribute_code: string; value: unknown }[] }).custom_attributes.find((a) => a.attribute_code === 'description')
          ?.value,
      ),
    ).toContain('<strong>FOLT Classic</strong>');
    expect(classic.price).toBe(1999);
  });

  test('the single product maps like a search item, and its bundle options keep their selections', () => {
    const single = mapProduct(fixture<MagentoProduct>('product-bundle'), MEDIA);
    const listed = mapProduct(fixture<{ items: MagentoProduct[] }>('products-search').items[0]!, MEDIA);
    expect(single.image_src).toBe(listed.image_src);
    expect((single.extension_attributes.bundle_product_options as { title: string }[]).map((o) => o.title)).toEqual([
      'Frame en aandrijving',
      'Accu',
      'Kleur',
      'Tas',
    ]);
  });

  test('coupon HERFST50 shows € 50 from € 250 on every product, from its sales rule, under the code as Magento spells it', async () => {
    const res = await get('/coupon-discounts?code=HERFST50');
    // Magento prints an empty product combination without its `conditions`: every product.
    expect(res.json.data).toEqual({
      code: 'Herfst50',
      discounts: [{ discount_type: 'number', discount_amount: 50, min_subtotal: 250, products: { match: 'all', conditions: [] } }],
    });
  });
});

describe('back office', () => {
  const answer =
    (name: string): UserRest =>
    async <T>() =>
      fixture(name) as T;

  test('stock is read where Magento has it: stock_item on the single product, MSI source items for lists', async () => {
    expect(stockQtyOf(fixture('product-bundle'))).toBe(7);
    expect(stockQtyOf(fixture('products-search').items[1])).toBeNull();
    const stock = await stockBySku(answer('inventory-source-items'), ['FOLT-BAG-RACK-SET', 'FOLT-LOCK-FOLD'], Date.now() + 5000);
    expect(stock.get('FOLT-BAG-RACK-SET')).toBe(2);
    expect(stock.get('FOLT-BAT-504')).toBe(0);
    const low = await lowStockSkus(answer('inventory-source-items'), 3, 20, 1, Date.now() + 5000);
    expect([...low.stock.keys()]).toEqual(['FOLT-BAG-RACK-SET', 'FOLT-BAT-504', 'FOLT-LOCK-FOLD']);
    expect(low.total).toBe(3);
  });

  test('categories from the tree, nested ones included, by name as entered', async () => {
    expect(await loadCategories(answer('categories-tree'), 'nl')).toEqual([
      { id: '41', name: 'Vouwfietsen' },
      { id: '42', name: "Accu's & laders" },
      { id: '43', name: 'Tassen en bagage' },
      { id: '57', name: 'Fietstassen' },
      { id: '44', name: 'Sloten' },
    ]);
  });
});

describe("Magento's error bodies", () => {
  const errorFixtures = [
    'error-404-cart-not-found',
    'error-404-cart-item-not-found',
    'error-404-order-not-found',
    'error-400-input-exception',
    'error-400-invalid-value',
    'error-401-not-authorized',
    'error-404-coupon',
  ];

  test.each(errorFixtures)('%s: the shopper-safe text has every placeholder filled or gone', (name) => {
    const body = fixture(name);
    const status = Number(/error-(\d{3})/.exec(name)![1]);
    const text = shopperSafeMagentoText(new UpstreamError('http', 'GET /V1/x', status, body));
    expect(text).not.toMatch(UNCLEAN);
    expect(text.length).toBeGreaterThan(10);
  });

  test('through the routes: unknown cart, unknown line, invalid value, aggregated input error, missing ACL resource, unknown order', async () => {
    routes[`GET /V1/guest-carts/${CART}`] = { status: 404, fixture: 'error-404-cart-not-found' };
    expect(await get(`/cart?cartId=${CART}`).then((r) => [r.status, r.json.error])).toEqual([404, 'Cart not found']);

    routes[`DELETE /V1/guest-carts/${CART}/items/2299`] = { status: 404, fixture: 'error-404-cart-item-not-found' };
    const gone = await h.call('DELETE', `/api/magento/cart/item?cartId=${CART}&itemId=2299`);
    expect([gone.status, gone.json.error]).toEqual([404, 'Cart item not found']);

    routes[`POST /V1/guest-carts/${CART}/items`] = { status: 400, fixture: 'error-400-invalid-value' };
    const invalid = await post(`/cart/items?cartId=${CART}`, { cartItem: { sku: 'FOLT-LOCK-FOLD', qty: 1 } });
    expect([invalid.status, invalid.json.error]).toEqual([400, 'Invalid value of "-1" provided for the qty field.']);

    routes[`POST /V1/guest-carts/${CART}/shipping-information`] = { status: 400, fixture: 'error-400-input-exception' };
    const input = await post(`/cart/shipping?cartId=${CART}`, { addressInformation: { shipping_address: ADDRESS } });
    expect(input.status).toBe(400);
    expect(input.json.error).not.toMatch(UNCLEAN);

    routes['GET /V1/coupons/search'] = { status: 401, fixture: 'error-401-not-authorized' };
    const acl = await get('/coupon-discounts?code=NIEUW10');
    expect([acl.status, acl.json.error]).toEqual([502, 'Request failed. Please try again.']);

    routes['GET /V1/orders/418'] = { status: 404, fixture: 'error-404-order-not-found' };
    const order = await get(`/order?orderId=${h.deps.orderTokens.seal('order', 418)}`);
    expect([order.status, order.json.error]).toEqual([404, 'Order not found']);
  });
});

describe('the contract (common/contract): every answer built from the fixtures is what its schema says, and no more', () => {
  const token = () => h.deps.orderTokens.seal('order', 418);
  const answers: Array<[string, () => Promise<{ status: number; json: unknown }>, z.ZodMiniType]> = [
    ['GET cart', () => get(`/cart?cartId=${CART}`), cartSchema],
    ['GET cart/totals', () => get(`/cart/totals?cartId=${CART}`), totalsSchema],
    ['POST cart/items', () => post(`/cart/items?cartId=${CART}`, { cartItem: { sku: 'FOLT Classic', qty: 1 } }), cartItemSchema],
    ['GET cart/payment-methods', () => get(`/cart/payment-methods?cartId=${CART}`), paymentMethodsSchema],
    ['GET shipping-regions (DE)', () => get('/shipping-regions?countryId=DE'), countryRegionsSchema],
    ['GET shipping-regions (NL)', () => get('/shipping-regions?countryId=NL'), countryRegionsSchema],
    ['POST cart/shipping', () => post(`/cart/shipping?cartId=${CART}`, { addressInformation: { shipping_address: ADDRESS } }), paymentDetailsSchema],
    ['GET cart/payment-token', () => get(`/cart/payment-token?cartId=${CART}`), tokenSchema],
    [
      'POST cart/payment-information',
      () => post(`/cart/payment-information?cartId=${CART}`, { billingAddress: ADDRESS, paymentMethodCode: 'mollie_methods_ideal' }),
      tokenSchema,
    ],
    ['POST cart/start-transaction', () => post('/cart/start-transaction', { token: fixture('mollie-payment-token') }), tokenSchema],
    ['POST cart/process-payment', () => post('/cart/process-payment', { paymentToken: fixture('mollie-payment-token') }), processPaymentSchema],
    ['GET order', () => get(`/order?orderId=${token()}`), orderSchema],
    ['GET order-comment', () => get(`/order-comment?orderId=${token()}`), orderCommentsSchema],
    ['GET products', () => get(`/products?${new URLSearchParams({ 'sku:in': 'FOLT Classic,FOLT-BAG-RACK-SET' })}`), productListSchema],
    ['GET coupon-discounts', () => get('/coupon-discounts?code=HERFST50'), couponDiscountsSchema],
    ['GET config', () => h.call('GET', '/api/config'), shopConfigSchema],
  ];

  test.each(answers)('%s', async (_name, ask, schema) => {
    const { status, json } = await ask();
    expect(status).toBe(200);
    const parsed = envelopeSchema(schema).safeParse(json);
    expect(parsed.success ? null : z.prettifyError(parsed.error)).toBeNull();
    // Parsing drops the fields a schema does not name: a field the server sends but the contract lacks shows here.
    expect(parsed.data).toEqual(json);
  });
});
