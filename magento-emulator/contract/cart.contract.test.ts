// Contract: guest carts, items (simple and bundle), totals, coupons, shipping, payment methods, place order (Part B §2, §5).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES, NL_ADDRESS, call, defaultBundleItem, openTarget, placeOrderBody, readyCart, type ContractTarget } from './contract.harness';

let target: ContractTarget;
const V1 = '/rest/nl/V1';

beforeAll(async () => {
  target = await openTarget();
});
afterAll(async () => {
  await target?.close();
});

async function newCart(store = 'nl'): Promise<string> {
  const answer = await call<string>(target, 'POST', `/rest/${store}/V1/guest-carts`);
  expect(answer.status).toBe(200);
  return answer.body;
}

async function addSimple(cartId: string, qty: unknown = 1, sku = FIXTURES.simpleSku) {
  return call(target, 'POST', `${V1}/guest-carts/${cartId}/items`, { body: { cartItem: { sku, qty, quote_id: cartId } } });
}

const NO_SUCH_CART = 'No such entity with %fieldName = %fieldValue';

describe('guest cart create and get', () => {
  it('creates a cart and answers the masked id as a bare JSON string', async () => {
    const answer = await call(target, 'POST', `${V1}/guest-carts`);
    expect(answer.status).toBe(200);
    expect(answer.text).toMatch(/^"[A-Za-z0-9]{32}"$/);
  });

  it('gets an active cart with a numeric id, is_active, items and currency; null fields left out', async () => {
    const cartId = await newCart();
    await addSimple(cartId, 2);
    const { status, body } = await call(target, 'GET', `${V1}/guest-carts/${cartId}`);
    expect(status).toBe(200);
    expect(typeof body.id).toBe('number');
    expect(body.is_active).toBe(true);
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({ sku: FIXTURES.simpleSku, qty: 2, product_type: 'simple' });
    expect(typeof body.items[0].item_id).toBe('number');
    expect(body.items_qty).toBe(2);
    expect(body.currency.quote_currency_code).toBe('EUR');
    expect(JSON.stringify(body)).not.toContain('null');
  });

  it('answers 404 with fieldValue null for an unknown masked id', async () => {
    const { status, body } = await call(target, 'GET', `${V1}/guest-carts/doesnotexist000000000000000000000`);
    expect(status).toBe(404);
    expect(body).toEqual({ message: NO_SUCH_CART, parameters: { fieldName: 'cartId', fieldValue: null } });
  });
});

describe('cart items', () => {
  it('adds a simple product and lists items with the masked quote_id', async () => {
    const cartId = await newCart();
    const added = await addSimple(cartId);
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ sku: FIXTURES.simpleSku, qty: 1, product_type: 'simple' });
    expect(typeof added.body.price).toBe('number');
    const list = await call(target, 'GET', `${V1}/guest-carts/${cartId}/items`);
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0].quote_id).toBe(cartId);
  });

  it('merges the same simple product into one line', async () => {
    const cartId = await newCart();
    await addSimple(cartId, 1);
    const again = await addSimple(cartId, 2);
    expect(again.body.qty).toBe(3);
    const list = await call(target, 'GET', `${V1}/guest-carts/${cartId}/items`);
    expect(list.body).toHaveLength(1);
  });

  it('accepts snake_case cart_item as well as cartItem', async () => {
    const cartId = await newCart();
    const answer = await call(target, 'POST', `${V1}/guest-carts/${cartId}/items`, {
      body: { cart_item: { sku: FIXTURES.simpleSku, qty: 1, quote_id: cartId } },
    });
    expect(answer.status).toBe(200);
  });

  it('adds a bundle with selection ids from bundle_product_options', async () => {
    const product = (await call(target, 'GET', `${V1}/products/${encodeURIComponent(FIXTURES.bundleSku)}`, { token: target.token })).body;
    const cartId = await newCart();
    const added = await call(target, 'POST', `${V1}/guest-carts/${cartId}/items`, { body: defaultBundleItem(product, cartId) });
    expect(added.status).toBe(200);
    expect(added.body.product_type).toBe('bundle');
    expect(added.body.sku).toMatch(/^FOLT [\w-]+/);
    expect(added.body.product_option.extension_attributes.bundle_options.length).toBeGreaterThan(0);
    const totals = (await call(target, 'GET', `${V1}/guest-carts/${cartId}/totals`)).body;
    expect(totals.items[0].price_incl_tax).toBe(product.price);
    expect(JSON.parse(totals.items[0].options)).toBeInstanceOf(Array);
  });

  it('prices chosen bundle selections on top of the base price', async () => {
    const product = (await call(target, 'GET', `${V1}/products/${encodeURIComponent(FIXTURES.bundleSku)}`, { token: target.token })).body;
    const battery = product.extension_attributes.bundle_product_options.find((option: { title: string }) => /accu|battery|akku/i.test(option.title));
    const pricey = battery.product_links.find((link: { price: number }) => link.price > 0);
    const body = defaultBundleItem(product, 'x');
    const cartId = await newCart();
    body.cartItem.quote_id = cartId;
    body.cartItem.product_option.extension_attributes.bundle_options = body.cartItem.product_option.extension_attributes.bundle_options.map((option) =>
      option.option_id === battery.option_id ? { ...option, option_selections: [Number(pricey.id)] } : option,
    );
    expect((await call(target, 'POST', `${V1}/guest-carts/${cartId}/items`, { body })).status).toBe(200);
    const totals = (await call(target, 'GET', `${V1}/guest-carts/${cartId}/totals`)).body;
    expect(totals.items[0].price_incl_tax).toBeCloseTo(product.price + pricey.price, 2);
  });

  it('refuses a bundle without options (400) and one missing a required option (400)', async () => {
    const product = (await call(target, 'GET', `${V1}/products/${encodeURIComponent(FIXTURES.bundleSku)}`, { token: target.token })).body;
    const cartId = await newCart();
    const bare = await call(target, 'POST', `${V1}/guest-carts/${cartId}/items`, { body: { cartItem: { sku: product.sku, qty: 1, quote_id: cartId } } });
    expect(bare.status).toBe(400);
    expect(bare.body.message).toBe('Please specify product option(s).');
    const partial = defaultBundleItem(product, cartId);
    partial.cartItem.product_option.extension_attributes.bundle_options.pop();
    const missing = await call(target, 'POST', `${V1}/guest-carts/${cartId}/items`, { body: partial });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please select all required options.');
    const wrong = defaultBundleItem(product, cartId);
    wrong.cartItem.product_option.extension_attributes.bundle_options[0]!.option_selections = [999_999];
    const invalid = await call(target, 'POST', `${V1}/guest-carts/${cartId}/items`, { body: wrong });
    expect(invalid.status).toBe(400);
    expect((await call(target, 'GET', `${V1}/guest-carts/${cartId}/items`)).body).toEqual([]);
  });

  it('answers 404 for an unknown SKU and writes nothing', async () => {
    const cartId = await newCart();
    const answer = await addSimple(cartId, 1, 'NO-SUCH-SKU-123');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: "The product that was requested doesn't exist. Verify the product and try again." });
    expect((await call(target, 'GET', `${V1}/guest-carts/${cartId}/items`)).body).toEqual([]);
  });

  it.each([0, -1, null])("refuses qty %s with Magento's invalid-value 400 (the value as sent)", async (qty) => {
    const cartId = await newCart();
    const answer = await addSimple(cartId, qty);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'Invalid value of "%value" provided for the %fieldName field.', parameters: { fieldName: 'qty', value: qty } });
  });

  it("refuses a non-numeric qty with the input processor's type error (CartItemInterface::setQty(float))", async () => {
    const cartId = await newCart();
    const answer = await addSimple(cartId, 'abc');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: 'The "%value" value\'s type is invalid. The "%type" type was expected. Verify and try again.',
      parameters: { value: 'abc', type: 'float' },
    });
  });

  it('refuses a huge quantity and a quantity above stock with 400', async () => {
    const cartId = await newCart();
    const huge = await addSimple(cartId, 1e9);
    expect(huge.status).toBe(400);
    const aboveStock = await addSimple(cartId, 9999);
    expect(aboveStock.status).toBe(400);
    expect(aboveStock.body.message).toBe('The requested qty is not available');
  });

  it('answers 400 when cartItem is missing, and for an unknown property', async () => {
    const cartId = await newCart();
    const missing = await call(target, 'POST', `${V1}/guest-carts/${cartId}/items`, { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'cartItem' } });
    const unknown = await call(target, 'POST', `${V1}/guest-carts/${cartId}/items`, { body: { cartItem: { sku: FIXTURES.simpleSku, qty: 1, colour: 'red' } } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Property "%propertyName" does not have accessor method "%accessorMethod" in class "%className".');
  });

  it('updates qty with PUT and deletes with DELETE (true); unknown item ids are 404 with positional parameters', async () => {
    const cartId = await newCart();
    const item = (await addSimple(cartId)).body;
    const updated = await call(target, 'PUT', `${V1}/guest-carts/${cartId}/items/${item.item_id}`, {
      body: { cartItem: { item_id: item.item_id, qty: 3, quote_id: cartId } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.qty).toBe(3);
    const missing = await call(target, 'DELETE', `${V1}/guest-carts/${cartId}/items/987654`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("The %1 Cart doesn't contain the %2 item.");
    expect(missing.body.parameters).toHaveLength(2);
    const deleted = await call(target, 'DELETE', `${V1}/guest-carts/${cartId}/items/${item.item_id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.text).toBe('true');
  });
});

describe('totals', () => {
  it('follows TotalsInterface: segments, items with price_incl_tax, options as a JSON string', async () => {
    const cartId = await newCart();
    await addSimple(cartId, 2);
    const { status, body } = await call(target, 'GET', `${V1}/guest-carts/${cartId}/totals`);
    expect(status).toBe(200);
    for (const key of [
      'grand_total',
      'subtotal',
      'discount_amount',
      'tax_amount',
      'shipping_amount',
      'subtotal_incl_tax',
      'items_qty',
      'base_currency_code',
      'quote_currency_code',
    ])
      expect(body).toHaveProperty(key);
    expect(body.coupon_code).toBeUndefined();
    const codes = body.total_segments.map((segment: { code: string }) => segment.code);
    expect(codes).toEqual(expect.arrayContaining(['subtotal', 'tax', 'grand_total']));
    expect(body.total_segments.find((segment: { code: string }) => segment.code === 'grand_total').area).toBe('footer');
    const item = body.items[0];
    expect(item.qty).toBe(2);
    expect(item.row_total_incl_tax).toBeCloseTo(item.price_incl_tax * 2, 2);
    expect(typeof item.options).toBe('string');
    expect(body.grand_total).toBeCloseTo(body.subtotal_incl_tax + body.discount_amount + body.shipping_incl_tax, 2);
  });
});

describe('coupons', () => {
  it('answers [] without a coupon, true on apply, the code on get, true on delete', async () => {
    const cartId = await newCart();
    await addSimple(cartId);
    expect((await call(target, 'GET', `${V1}/guest-carts/${cartId}/coupons`)).text).toBe('[]');
    const code = target.emulator?.defaultCoupon ?? process.env.MAGENTO_TEST_COUPON ?? 'FOLT-WELKOM';
    const applied = await call(target, 'PUT', `${V1}/guest-carts/${cartId}/coupons/${encodeURIComponent(code)}`);
    expect(applied.status).toBe(200);
    expect(applied.text).toBe('true');
    expect((await call(target, 'GET', `${V1}/guest-carts/${cartId}/coupons`)).body).toBe(code);
    const totals = (await call(target, 'GET', `${V1}/guest-carts/${cartId}/totals`)).body;
    expect(totals.discount_amount).toBeLessThan(0);
    expect(totals.coupon_code).toBe(code);
    expect(totals.total_segments.some((segment: { code: string }) => segment.code === 'discount')).toBe(true);
    expect((await call(target, 'DELETE', `${V1}/guest-carts/${cartId}/coupons`)).text).toBe('true');
    expect((await call(target, 'GET', `${V1}/guest-carts/${cartId}/coupons`)).text).toBe('[]');
  });

  it('rejects an unknown coupon with 404 (not 400)', async () => {
    const cartId = await newCart();
    await addSimple(cartId);
    const answer = await call(target, 'PUT', `${V1}/guest-carts/${cartId}/coupons/NOPE-NOPE`);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: "The coupon code isn't valid. Verify the code and try again." });
  });

  it('a rejected code replaces the earlier coupon: 404, and the cart is left without a coupon or discount', async () => {
    // CouponManagement::set() sets the code and saves the quote before checking it, so the earlier code is gone.
    const cartId = await newCart();
    await addSimple(cartId);
    const code = target.emulator?.defaultCoupon ?? process.env.MAGENTO_TEST_COUPON ?? 'FOLT-WELKOM';
    expect((await call(target, 'PUT', `${V1}/guest-carts/${cartId}/coupons/${encodeURIComponent(code)}`)).status).toBe(200);
    expect((await call(target, 'PUT', `${V1}/guest-carts/${cartId}/coupons/NOPE-NOPE`)).status).toBe(404);
    expect((await call(target, 'GET', `${V1}/guest-carts/${cartId}/coupons`)).text).toBe('[]');
    const totals = (await call(target, 'GET', `${V1}/guest-carts/${cartId}/totals`)).body;
    expect(totals.coupon_code).toBeUndefined();
    expect(Math.abs(totals.discount_amount ?? 0)).toBe(0);
  });

  it('answers 404 "Cart doesn\'t contain products" for a coupon on an empty cart', async () => {
    const cartId = await newCart();
    const answer = await call(target, 'PUT', `${V1}/guest-carts/${cartId}/coupons/FOLT-WELKOM`);
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('The "%1" Cart doesn\'t contain products.');
    expect(Array.isArray(answer.body.parameters)).toBe(true);
  });

  it('emulator seed: expired, minimum subtotal and SKU-restricted coupons are refused (404)', async () => {
    if (!target.isEmulator) return; // seed-specific coupon codes
    const cartId = await newCart();
    await addSimple(cartId, 1, 'FOLT-BELL');
    for (const code of ['VERLOPEN10', 'HERFST50', 'FIETS100']) {
      expect((await call(target, 'PUT', `${V1}/guest-carts/${cartId}/coupons/${code}`)).status).toBe(404);
    }
    expect((await call(target, 'PUT', `${V1}/guest-carts/${cartId}/coupons/ACCESSOIRES15`)).status).toBe(200);
    // A bike alone does not match the parts-only coupon, even though its selections are FOLT-… parts.
    const product = (await call(target, 'GET', `${V1}/products/${encodeURIComponent(FIXTURES.bundleSku)}`, { token: target.token })).body;
    const bikeCart = await newCart();
    await call(target, 'POST', `${V1}/guest-carts/${bikeCart}/items`, { body: defaultBundleItem(product, bikeCart) });
    expect((await call(target, 'PUT', `${V1}/guest-carts/${bikeCart}/coupons/ACCESSOIRES15`)).status).toBe(404);
    expect((await call(target, 'PUT', `${V1}/guest-carts/${bikeCart}/coupons/FIETS100`)).status).toBe(200);
    expect((await call(target, 'GET', `${V1}/guest-carts/${bikeCart}/totals`)).body.discount_amount).toBe(-100);
  });
});

describe('shipping and payment methods', () => {
  it('estimates shipping methods as ShippingMethodInterface[]', async () => {
    const cartId = await newCart();
    await addSimple(cartId);
    const { status, body } = await call(target, 'POST', `${V1}/guest-carts/${cartId}/estimate-shipping-methods`, {
      body: { address: { country_id: 'DE', postcode: '10115' } },
    });
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    for (const key of ['carrier_code', 'method_code', 'carrier_title', 'method_title', 'amount', 'available', 'price_incl_tax', 'price_excl_tax'])
      expect(body[0]).toHaveProperty(key);
  });

  it('saves shipping information and answers payment_methods and totals', async () => {
    const cartId = await newCart();
    await addSimple(cartId);
    const method = (await call(target, 'POST', `${V1}/guest-carts/${cartId}/estimate-shipping-methods`, { body: { address: { country_id: 'NL' } } })).body[0];
    const { status, body } = await call(target, 'POST', `${V1}/guest-carts/${cartId}/shipping-information`, {
      body: {
        addressInformation: {
          shipping_address: NL_ADDRESS,
          billing_address: NL_ADDRESS,
          shipping_carrier_code: method.carrier_code,
          shipping_method_code: method.method_code,
        },
      },
    });
    expect(status).toBe(200);
    expect(body.payment_methods.map((entry: { code: string }) => entry.code)).toEqual(expect.arrayContaining(['mollie_methods_ideal', 'cashondelivery']));
    expect(body.totals.total_segments.some((segment: { code: string }) => segment.code === 'shipping')).toBe(true);
    const cart = (await call(target, 'GET', `${V1}/guest-carts/${cartId}`)).body;
    expect(cart.billing_address.country_id).toBe('NL');
  });

  it('answers 404 for an unavailable carrier and 400 for a missing method or address field', async () => {
    const cartId = await newCart();
    await addSimple(cartId);
    const unknown = await call(target, 'POST', `${V1}/guest-carts/${cartId}/shipping-information`, {
      body: { addressInformation: { shipping_address: NL_ADDRESS, shipping_carrier_code: 'ups', shipping_method_code: 'express' } },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Carrier with such method not found: %1, %2', parameters: ['ups', 'express'] });
    const noMethod = await call(target, 'POST', `${V1}/guest-carts/${cartId}/shipping-information`, {
      body: { addressInformation: { shipping_address: NL_ADDRESS } },
    });
    expect(noMethod.status).toBe(400);
    expect(noMethod.body.message).toBe('The shipping method is missing. Select the shipping method and try again.');
    const { firstname: _omit, ...noName } = NL_ADDRESS;
    const invalid = await call(target, 'POST', `${V1}/guest-carts/${cartId}/shipping-information`, {
      body: { addressInformation: { shipping_address: noName, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' } },
    });
    expect(invalid.status).toBe(400);
    // 2.4.8 GuestShippingInformationManagement (see magento-tests.checkout.contract.test.ts for the billing address).
    expect(invalid.body).toEqual({ message: 'The shipping address contains invalid data: "firstname" is required. Enter and try again.' });
  });

  it('answers GET payment-information with payment_methods and totals', async () => {
    const cartId = await newCart();
    await addSimple(cartId);
    const { status, body } = await call(target, 'GET', `${V1}/guest-carts/${cartId}/payment-information`);
    expect(status).toBe(200);
    expect(body.payment_methods.length).toBeGreaterThan(0);
    expect(body.totals).toHaveProperty('grand_total');
  });

  it('lists payment methods as [{code, title}]', async () => {
    const cartId = await newCart();
    const { status, body } = await call(target, 'GET', `${V1}/guest-carts/${cartId}/payment-methods`);
    expect(status).toBe(200);
    expect(body[0]).toEqual({ code: expect.any(String), title: expect.any(String) });
  });

  it('emulator: VAT follows the destination country while the gross price stays the same', async () => {
    if (!target.isEmulator) return; // tax configuration of the emulator
    const cartId = await newCart();
    await addSimple(cartId);
    const nl = (await call(target, 'GET', `${V1}/guest-carts/${cartId}/totals`)).body;
    await call(target, 'POST', `${V1}/guest-carts/${cartId}/shipping-information`, {
      body: {
        addressInformation: {
          shipping_address: { ...NL_ADDRESS, country_id: 'DE', postcode: '10115', city: 'Berlin' },
          shipping_carrier_code: 'flatrate',
          shipping_method_code: 'flatrate',
        },
      },
    });
    const de = (await call(target, 'GET', `${V1}/guest-carts/${cartId}/totals`)).body;
    expect(de.subtotal_incl_tax).toBe(nl.subtotal_incl_tax);
    expect(nl.items[0].tax_percent).toBe(21);
    expect(de.items[0].tax_percent).toBe(19);
    expect(de.tax_amount).toBeLessThan(nl.tax_amount + de.shipping_tax_amount + 0.01);
  });
});

describe('place order and the inactive cart', () => {
  it('places the order: the answer is the entity id as a string, the cart turns inactive without items', async () => {
    const cartId = await readyCart(target);
    const placed = await call(target, 'POST', `${V1}/guest-carts/${cartId}/payment-information`, { body: placeOrderBody('cashondelivery') });
    expect(placed.status).toBe(200);
    expect(placed.text).toMatch(/^"\d+"$/);
    const cart = await call(target, 'GET', `${V1}/guest-carts/${cartId}`);
    expect(cart.status).toBe(200);
    expect(cart.body.is_active).toBe(false);
    expect(cart.body).not.toHaveProperty('items');
    // Every write/totals route now answers the inactive-cart 404 with the numeric quote id.
    for (const [method, path] of [
      ['GET', 'totals'],
      ['GET', 'items'],
      ['GET', 'coupons'],
      ['POST', 'items'],
    ] as const) {
      const answer = await call(
        target,
        method,
        `${V1}/guest-carts/${cartId}/${path}`,
        method === 'POST' ? { body: { cartItem: { sku: FIXTURES.simpleSku, qty: 1 } } } : {},
      );
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: NO_SUCH_CART, parameters: { fieldName: 'cartId', fieldValue: cart.body.id } });
    }
    expect((await call(target, 'GET', `${V1}/guest-carts/${cartId}/payment-methods`)).status).toBe(200);
  });

  it('requires email (400) and a known payment method (400)', async () => {
    const cartId = await readyCart(target);
    const noEmail = await call(target, 'POST', `${V1}/guest-carts/${cartId}/payment-information`, {
      body: { paymentMethod: { method: 'cashondelivery' }, billingAddress: NL_ADDRESS },
    });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body).toEqual({ message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'email' } });
    const badMethod = await call(target, 'POST', `${V1}/guest-carts/${cartId}/payment-information`, { body: placeOrderBody('no_such_method') });
    expect(badMethod.status).toBe(400);
    expect((await call(target, 'GET', `${V1}/guest-carts/${cartId}`)).body.is_active).toBe(true);
  });

  it('creates exactly one order for simultaneous payment-information calls on one cart', async () => {
    const cartId = await readyCart(target);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call(target, 'POST', `${V1}/guest-carts/${cartId}/payment-information`, { body: placeOrderBody('cashondelivery') })),
    );
    const ok = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(7);
    for (const answer of refused) {
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe(NO_SUCH_CART);
      expect(typeof answer.body.parameters.fieldValue).toBe('number');
    }
  });
});

describe('transport rules', () => {
  it('answers invalid JSON with 400 "Decoding error."', async () => {
    const cartId = await newCart();
    const answer = await call(target, 'POST', `${V1}/guest-carts/${cartId}/items`, { rawBody: '{"cartItem": {' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^Decoding error/);
  });

  it('answers an oversized body with 413 and writes nothing', async () => {
    if (!target.isEmulator) return; // the limit of a real shop depends on its web server
    const cartId = await newCart();
    const answer = await call(target, 'POST', `${V1}/guest-carts/${cartId}/items`, {
      rawBody: JSON.stringify({ cartItem: { sku: 'x'.repeat(2 * 1024 * 1024), qty: 1 } }),
    });
    expect(answer.status).toBe(413);
    expect((await call(target, 'GET', `${V1}/guest-carts/${cartId}/items`)).body).toEqual([]);
  });

  it('answers unknown routes and store codes with 404 "Request does not match any route."', async () => {
    for (const path of ['/rest/V1/no-such-thing', '/rest/xx/V1/guest-carts', '/rest/nl/V1/guest-carts/abc/unknown']) {
      const answer = await call(target, 'GET', path);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: 'Request does not match any route.' });
    }
  });

  it('uses the default store view for /rest/V1 and store views for /rest/{code}/V1', async () => {
    const cartId = (await call<string>(target, 'POST', '/rest/V1/guest-carts')).body;
    expect((await call(target, 'GET', `/rest/V1/guest-carts/${cartId}`)).status).toBe(200);
    const en = await call<string>(target, 'POST', '/rest/en/V1/guest-carts');
    expect(en.status).toBe(200);
  });
});

describe('junk input never breaks a route', () => {
  // Whatever arrives, the answer is a Magento error body (4xx) or a success, never a 500 and never a half-written cart.
  const junk = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 4 }),
    fc.dictionary(
      fc.constantFrom('sku', 'qty', 'item_id', 'quote_id', 'product_option', 'street', 'country_id', 'method', 'firstname', 'x'),
      fc.anything({ maxDepth: 2 }),
      { maxKeys: 5 },
    ),
  );

  it('cart routes answer 2xx/4xx with a message for random bodies', async () => {
    const cartId = await newCart();
    await addSimple(cartId);
    const routes: Array<[string, string, (value: unknown) => unknown]> = [
      ['POST', `${V1}/guest-carts/${cartId}/items`, (value) => ({ cartItem: value })],
      ['PUT', `${V1}/guest-carts/${cartId}/items/1`, (value) => ({ cartItem: value })],
      ['POST', `${V1}/guest-carts/${cartId}/estimate-shipping-methods`, (value) => ({ address: value })],
      [
        'POST',
        `${V1}/guest-carts/${cartId}/shipping-information`,
        (value) => ({ addressInformation: { shipping_address: value, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' } }),
      ],
      ['POST', `${V1}/guest-carts/${cartId}/payment-information`, (value) => ({ email: 'x@example.nl', paymentMethod: value, billingAddress: value })],
      ['POST', `${V1}/guest-carts/${cartId}/items`, (value) => value],
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), junk, async ([method, path, wrap], value) => {
        const answer = await call(target, method, path, { body: wrap(value) });
        expect(answer.status).toBeLessThan(500);
        if (answer.status >= 400) expect(typeof answer.body.message).toBe('string');
      }),
      { numRuns: Number(process.env.JUNK_RUNS ?? 60) },
    );
    // Junk may have added a valid item by chance, but the cart must still answer its totals.
    const after = await call(target, 'GET', `${V1}/guest-carts/${cartId}/totals`);
    expect([200, 404]).toContain(after.status);
  });
});
