// Contract: the cart shapes a client must not assume kinder than Magento 2.4 prints them — a bundle's totals options
// as HTML inside a JSON string, product_option only on the item routes, POST …/items with an item_id, PUT …/order,
// and the error parameters of the item routes. Each block names the Magento file (or api-functional test) it follows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES, call, defaultBundleItem, openTarget, readyCart, type ContractTarget } from './contract.harness';

let target: ContractTarget;

beforeAll(async () => {
  target = await openTarget();
});
afterAll(async () => {
  await target?.close();
});

interface BundleLink {
  id: string;
  sku: string;
  is_default: boolean;
  price: number;
}
interface BundleProductOption {
  option_id: number;
  title: string;
  type: string;
  required: boolean;
  product_links: BundleLink[];
}
interface BundleProduct {
  sku: string;
  price: number;
  extension_attributes: { bundle_product_options: BundleProductOption[] };
}

async function bundleProduct(store: string): Promise<BundleProduct> {
  return (await call<BundleProduct>(target, 'GET', `/rest/${store}/V1/products/${encodeURIComponent(FIXTURES.bundleSku)}`, { token: target.token })).body;
}

/** A bundle in a new cart of `store`: the defaults, plus (when the bundle has one) two selections of a multi-select option. */
async function cartWithBundle(store: string) {
  const product = await bundleProduct(store);
  const cartId = (await call<string>(target, 'POST', `/rest/${store}/V1/guest-carts`)).body;
  const body = defaultBundleItem(product, cartId);
  const multi = product.extension_attributes.bundle_product_options.find((option) => option.type === 'checkbox' && option.product_links.length >= 2);
  if (multi) {
    body.cartItem.product_option.extension_attributes.bundle_options.push({
      option_id: multi.option_id,
      option_qty: 1,
      option_selections: multi.product_links.slice(0, 2).map((link) => Number(link.id)),
    });
  }
  const added = await call(target, 'POST', `/rest/${store}/V1/guest-carts/${cartId}/items`, { body });
  expect(added.status).toBe(200);
  return { cartId, product, multi, item: added.body as { item_id: number; product_option?: unknown } };
}

describe('totals item options of a bundle (Quote/Model/Cart/Totals/ItemConverter, Bundle/Helper/Catalog/Product/Configuration)', () => {
  it('is a JSON string as PHP json_encode writes it: {value, label} in that order, "\\/" for "/", non-ASCII as \\uXXXX', async () => {
    const { cartId } = await cartWithBundle('nl');
    const totals = await call(target, 'GET', `/rest/nl/V1/guest-carts/${cartId}/totals`);
    const options: string = totals.body.items[0].options;
    expect(options.startsWith('[{"value":"')).toBe(true);
    expect(options).toContain('<span class=\\"price\\">');
    expect(options).toContain('<\\/span>');
    expect(options).toContain('\\u20ac');
    expect(options).not.toContain('€');
    expect(options).toMatch(/","label":"[^"]+"}/);
  });

  it('renders each selection as "qty x name <span class="price">price</span>", several joined with "<br />" and a newline', async () => {
    const { cartId, product, multi } = await cartWithBundle('nl');
    const totals = await call(target, 'GET', `/rest/nl/V1/guest-carts/${cartId}/totals`);
    const options = JSON.parse(totals.body.items[0].options) as Array<{ value: string; label: string }>;
    expect(options.length).toBeGreaterThan(0);
    for (const option of options) {
      expect(Object.keys(option)).toEqual(['value', 'label']);
      for (const line of option.value.split('<br />\n')) expect(line).toMatch(/^\d+ x [^<>]+ <span class="price">[^<>]+<\/span>$/);
    }
    const titles = product.extension_attributes.bundle_product_options.map((option) => option.title);
    for (const option of options) expect(titles).toContain(option.label);
    if (multi) {
      const several = options.find((option) => option.label === multi.title)!;
      expect(several.value.split('<br />\n')).toHaveLength(2);
    }
  });

  it('formats the price in the store view\'s locale (nl_NL "€ 0,00", de_DE "0,00 €", with a no-break space)', async () => {
    if (!target.isEmulator) return; // the locales of a real shop's store views are its own
    const nl = JSON.parse((await call(target, 'GET', `/rest/nl/V1/guest-carts/${(await cartWithBundle('nl')).cartId}/totals`)).body.items[0].options);
    const de = JSON.parse((await call(target, 'GET', `/rest/de/V1/guest-carts/${(await cartWithBundle('de')).cartId}/totals`)).body.items[0].options);
    expect(nl[0].value).toMatch(/<span class="price">€\u00a0\d+,\d\d<\/span>/);
    expect(de[0].value).toMatch(/<span class="price">\d+,\d\d\u00a0€<\/span>/);
  });
});

describe('product_option only on the item routes (QuoteRepository/LoadHandler vs Quote/Item/Repository, CartItemPersister)', () => {
  it('the add answer and GET …/items carry the bundle options; GET guest-carts/:id does not', async () => {
    const { cartId, item } = await cartWithBundle('nl');
    expect(item.product_option).toMatchObject({ extension_attributes: { bundle_options: expect.any(Array) } });
    const list = await call(target, 'GET', `/rest/nl/V1/guest-carts/${cartId}/items`);
    expect(list.body[0].product_option.extension_attributes.bundle_options).toEqual(
      (item.product_option as { extension_attributes: { bundle_options: unknown } }).extension_attributes.bundle_options,
    );
    const cart = await call(target, 'GET', `/rest/nl/V1/guest-carts/${cartId}`);
    expect(cart.body.items).toHaveLength(1);
    expect(cart.body.items[0].item_id).toBe(item.item_id);
    expect(cart.body.items[0]).not.toHaveProperty('product_option');
  });
});

describe('POST …/items with an item_id updates that item (Quote/Model/Quote/Item/CartItemPersister::save)', () => {
  it('changes the quantity of the line instead of adding one, and answers the item', async () => {
    const cartId = (await call<string>(target, 'POST', '/rest/nl/V1/guest-carts')).body;
    const added = (
      await call(target, 'POST', `/rest/nl/V1/guest-carts/${cartId}/items`, { body: { cartItem: { sku: FIXTURES.simpleSku, qty: 1, quote_id: cartId } } })
    ).body;
    const updated = await call(target, 'POST', `/rest/nl/V1/guest-carts/${cartId}/items`, {
      body: { cartItem: { item_id: added.item_id, qty: 3, quote_id: cartId } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ item_id: added.item_id, qty: 3 });
    const list = await call(target, 'GET', `/rest/nl/V1/guest-carts/${cartId}/items`);
    expect(list.body.map((entry: { item_id: number; qty: number }) => [entry.item_id, entry.qty])).toEqual([[added.item_id, 3]]);
  });

  it('answers an unknown item_id with 404 "The %1 Cart doesn\'t contain the %2 item." and [quote id, item id]', async () => {
    const cartId = (await call<string>(target, 'POST', '/rest/nl/V1/guest-carts')).body;
    const missing = await call(target, 'POST', `/rest/nl/V1/guest-carts/${cartId}/items`, {
      body: { cartItem: { item_id: 987654, qty: 1, quote_id: cartId } },
    });
    expect(missing.status).toBe(404);
    const quoteId = (await call(target, 'GET', `/rest/nl/V1/guest-carts/${cartId}`)).body.id;
    expect(missing.body).toEqual({ message: "The %1 Cart doesn't contain the %2 item.", parameters: [String(quoteId), '987654'] });
  });

  it('checks the qty before the item: InputException::invalidFieldValue with {fieldName, value} in that order', async () => {
    const cartId = (await call<string>(target, 'POST', '/rest/nl/V1/guest-carts')).body;
    const answer = await call(target, 'POST', `/rest/nl/V1/guest-carts/${cartId}/items`, { body: { cartItem: { item_id: 987654, qty: 0, quote_id: cartId } } });
    expect(answer.status).toBe(400);
    expect(answer.text).toBe('{"message":"Invalid value of \\"%value\\" provided for the %fieldName field.","parameters":{"fieldName":"qty","value":0}}');
  });
});

describe('PUT guest-carts/:cartId/order (Quote/etc/webapi.xml → GuestCartManagementInterface::placeOrder)', () => {
  it('refuses without a payment method (400) and keeps the cart', async () => {
    const cartId = await readyCart(target);
    const answer = await call(target, 'PUT', `/rest/nl/V1/guest-carts/${cartId}/order`, { body: {} });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'Enter a valid payment method and try again.' });
    expect((await call(target, 'GET', `/rest/nl/V1/guest-carts/${cartId}`)).body.is_active).toBe(true);
  });

  it("places the order with the body's payment method: the order id as a string, the cart inactive, a second call 404", async () => {
    const cartId = await readyCart(target);
    const placed = await call(target, 'PUT', `/rest/nl/V1/guest-carts/${cartId}/order`, { body: { paymentMethod: { method: 'cashondelivery' } } });
    expect(placed.status).toBe(200);
    expect(placed.text).toMatch(/^"\d+"$/);
    const order = await call(target, 'GET', `/rest/nl/V1/orders/${placed.body}`, { token: target.token });
    expect(order.body.customer_email).toBe('anna@example.nl');
    expect(order.body.payment.method).toBe('cashondelivery');
    const cart = await call(target, 'GET', `/rest/nl/V1/guest-carts/${cartId}`);
    expect(cart.body.is_active).toBe(false);
    const again = await call(target, 'PUT', `/rest/nl/V1/guest-carts/${cartId}/order`, { body: { paymentMethod: { method: 'cashondelivery' } } });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'cartId', fieldValue: cart.body.id } });
  });
});
