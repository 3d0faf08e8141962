// Contract of the customer's own cart, `/V1/carts/mine…` (Quote/etc/webapi.xml and Checkout/etc/webapi.xml, resource
// self), as Magento 2.4 answers it: QuoteManagement::createEmptyCartForCustomer / getCartForCustomer, the cart id forced
// from the token by Quote/Model/Webapi/ParamOverriderCartId ("Current customer does not have an active cart."), the
// order placed from it belonging to the customer (api-functional Quote/Api/CartManagementTest::testPlaceOrder,
// testGetCartForCustomer; CartItemRepositoryTest::testAddItem… for carts/mine/items), and `save_in_address_book`
// (QuoteManagement::_prepareCustomerQuote).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES, NL_ADDRESS, call, defaultBundleItem, graphql, openTarget, readyCart, type ContractTarget } from './contract.harness';

let target: ContractTarget;
const V1 = '/rest/nl/V1';

beforeAll(async () => {
  target = await openTarget();
});
afterAll(async () => {
  await target?.close();
});

/** A new customer (so no earlier cart of theirs is in the way) and their token. */
async function newCustomer(): Promise<{ token: string; id: number; email: string }> {
  const email = `cart-${randomUUID().slice(0, 8)}@example.nl`;
  const password = 'Fiets-2024!x';
  const created = await call(target, 'POST', `${V1}/customers`, { body: { customer: { email, firstname: 'Kees', lastname: 'Klant' }, password } });
  expect(created.status).toBe(200);
  const token = (await call<string>(target, 'POST', '/rest/V1/integration/customer/token', { body: { username: email, password } })).body;
  return { token, id: created.body.id, email };
}

describe('carts/mine: the customer has no cart yet', () => {
  it('GET carts/mine is 404 "No such entity with customerId = …"; a carts/mine/… route is 404 "Current customer does not have an active cart."', async () => {
    const { token, id } = await newCustomer();
    const cart = await call(target, 'GET', `${V1}/carts/mine`, { token });
    expect(cart.status).toBe(404);
    expect(cart.body).toEqual({ message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'customerId', fieldValue: id } });
    const items = await call(target, 'GET', `${V1}/carts/mine/items`, { token });
    expect(items.status).toBe(404);
    expect(items.body.message).toBe('Current customer does not have an active cart.');
  });

  it('without a customer token carts/mine is 401 (resource self)', async () => {
    const answer = await call(target, 'POST', `${V1}/carts/mine`);
    expect(answer.status).toBe(401);
    expect((await call(target, 'GET', `${V1}/carts/mine/totals`, { token: target.token })).status).toBe(401);
  });
});

describe('CartManagementTest for carts/mine', () => {
  it('POST carts/mine answers the numeric quote id, the same one while that cart is active; GET carts/mine is that cart, not a guest', async () => {
    const { token, id, email } = await newCustomer();
    const first = await call(target, 'POST', `${V1}/carts/mine`, { token });
    expect(first.status).toBe(200);
    expect(typeof first.body).toBe('number');
    expect((await call(target, 'POST', `${V1}/carts/mine`, { token })).body).toBe(first.body);
    const cart = (await call(target, 'GET', `${V1}/carts/mine`, { token })).body;
    expect([cart.id, cart.is_active, cart.customer_is_guest]).toEqual([first.body, true, false]);
    expect(id).toBeGreaterThan(0);
    expect(email).toContain('@');
  });

  it('items, totals and a bundle line with its options; the order from it belongs to the customer and keeps the address when asked', async () => {
    const { token, id, email } = await newCustomer();
    const quoteId = (await call<number>(target, 'POST', `${V1}/carts/mine`, { token })).body;
    const simple = await call(target, 'POST', `${V1}/carts/mine/items`, { token, body: { cartItem: { sku: FIXTURES.simpleSku, qty: 2, quote_id: quoteId } } });
    expect(simple.status).toBe(200);
    expect([simple.body.qty, simple.body.quote_id]).toEqual([2, String(quoteId)]);
    const product = (await call(target, 'GET', `${V1}/products/${encodeURIComponent(FIXTURES.bundleSku)}`, { token: target.token })).body;
    const bundle = await call(target, 'POST', `${V1}/carts/mine/items`, { token, body: defaultBundleItem(product, String(quoteId)) });
    expect(bundle.status).toBe(200);
    const listed = (await call(target, 'GET', `${V1}/carts/mine/items`, { token })).body;
    expect(listed).toHaveLength(2);
    const bundleLine = listed.find((item: { product_type: string }) => item.product_type === 'bundle');
    expect(bundleLine.product_option.extension_attributes.bundle_options.length).toBeGreaterThan(0);
    // PUT carts/mine/items/:itemId changes the quantity, as on a guest cart.
    const changed = await call(target, 'PUT', `${V1}/carts/mine/items/${simple.body.item_id}`, { token, body: { cartItem: { qty: 3, quote_id: quoteId } } });
    expect(changed.body.qty).toBe(3);
    const totals = (await call(target, 'GET', `${V1}/carts/mine/totals`, { token })).body;
    expect(totals.items_qty).toBe(4);

    const methods = (await call(target, 'POST', `${V1}/carts/mine/estimate-shipping-methods`, { token, body: { address: { country_id: 'NL' } } })).body;
    expect(methods.length).toBeGreaterThan(0);
    const shipping = await call(target, 'POST', `${V1}/carts/mine/shipping-information`, {
      token,
      body: {
        addressInformation: {
          shipping_address: { ...NL_ADDRESS, save_in_address_book: 1 },
          billing_address: { ...NL_ADDRESS, save_in_address_book: 1 },
          shipping_carrier_code: methods[0].carrier_code,
          shipping_method_code: methods[0].method_code,
        },
      },
    });
    expect(shipping.status).toBe(200);
    const placed = await call(target, 'POST', `${V1}/carts/mine/payment-information`, {
      token,
      body: { paymentMethod: { method: 'cashondelivery' }, billingAddress: { ...NL_ADDRESS, save_in_address_book: 1 } },
    });
    expect(placed.status).toBe(200);
    const order = (await call(target, 'GET', `/rest/V1/orders/${placed.body}`, { token: target.token })).body;
    expect([order.customer_id, order.customer_is_guest, order.customer_email]).toEqual([id, 0, email]);
    // The cart is ordered: the customer has no active cart any more.
    expect((await call(target, 'GET', `${V1}/carts/mine`, { token })).status).toBe(404);
    // save_in_address_book: one entry (shipping and billing are the same address), default for both.
    const me = (await call(target, 'GET', '/rest/V1/customers/me', { token })).body;
    expect(me.addresses).toHaveLength(1);
    expect([me.addresses[0].street, me.addresses[0].postcode, me.addresses[0].default_shipping, me.addresses[0].default_billing]).toEqual([
      NL_ADDRESS.street,
      NL_ADDRESS.postcode,
      true,
      true,
    ]);
    expect(String(me.default_shipping)).toBe(String(me.addresses[0].id));
  });
});

// The customer's quote and its masked id (quote_id_mask): QuoteManagement::createEmptyCartForCustomer makes none,
// QuoteManagement::assignCustomer deletes the guest cart's, and GraphQL's Cart.id (QuoteGraphQl MaskedCartId →
// QuoteIdToMaskedQuoteId::execute) makes one when asked — the id Mollie's mollieRestoreCart takes
// (mollie/magento2 GraphQL/Resolver/Cart/ResetCart.php: re-activates the quote, only for its own customer).
describe("the customer's quote and its masked id", () => {
  const CUSTOMER_CART = 'query { customerCart { id } }';
  const RESTORE = 'mutation R($id: String!) { mollieRestoreCart(input: { cart_id: $id }) { cart { id } } }';

  it('a guest cart assigned to a customer keeps no masked id; customerCart makes a new one, which only that customer can restore with', async () => {
    const { token, id } = await newCustomer();
    const cartId = await readyCart(target);
    expect((await call(target, 'PUT', `${V1}/guest-carts/${cartId}`, { token, body: { cartId, customerId: id, storeId: 1 } })).body).toBe(true);
    expect((await call(target, 'GET', `${V1}/guest-carts/${cartId}`)).status).toBe(404);
    const asked = await graphql(target, CUSTOMER_CART, undefined, { token });
    expect(asked.body.errors).toBeUndefined();
    const masked = asked.body.data.customerCart.id as string;
    expect(masked).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(masked).not.toBe(cartId);
    // The same mask on the next ask; the quote is the customer's active cart.
    expect((await graphql(target, CUSTOMER_CART, undefined, { token })).body.data.customerCart.id).toBe(masked);
    const other = await newCustomer();
    const refused = await graphql(target, RESTORE, { id: masked }, { token: other.token });
    expect(refused.body.errors[0].message).toBe(`The current user cannot perform operations on cart "${masked}"`);
    expect(refused.body.errors[0].extensions.category).toBe('graphql-authorization');
    expect((await graphql(target, RESTORE, { id: masked })).body.errors[0].extensions.category).toBe('graphql-authorization');
  });

  it("an ordered quote of the customer comes back active with mollieRestoreCart and the customer's token", async () => {
    const { token } = await newCustomer();
    await call(target, 'POST', `${V1}/carts/mine`, { token });
    expect((await call(target, 'POST', `${V1}/carts/mine/items`, { token, body: { cartItem: { sku: FIXTURES.simpleSku, qty: 1 } } })).status).toBe(200);
    const masked = (await graphql(target, CUSTOMER_CART, undefined, { token })).body.data.customerCart.id as string;
    const shipping = await call(target, 'POST', `${V1}/carts/mine/shipping-information`, {
      token,
      body: {
        addressInformation: { shipping_address: NL_ADDRESS, billing_address: NL_ADDRESS, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
      },
    });
    expect(shipping.status).toBe(200);
    const placed = await call(target, 'POST', `${V1}/carts/mine/payment-information`, {
      token,
      body: { paymentMethod: { method: 'mollie_methods_ideal' }, billingAddress: NL_ADDRESS },
    });
    expect(placed.status).toBe(200);
    expect((await call(target, 'GET', `${V1}/carts/mine`, { token })).status).toBe(404);
    const restored = await graphql(target, RESTORE, { id: masked }, { token });
    expect(restored.body).toEqual({ data: { mollieRestoreCart: { cart: { id: masked } } } });
    const cart = (await call(target, 'GET', `${V1}/carts/mine`, { token })).body;
    expect([cart.is_active, cart.items.map((item: { sku: string }) => item.sku)]).toEqual([true, [FIXTURES.simpleSku]]);
  });

  it('customerCart without a customer token: "The current customer isn\'t authorized."', async () => {
    const answer = await graphql(target, CUSTOMER_CART);
    expect(answer.body.errors[0].message).toBe("The current customer isn't authorized.");
    expect(answer.body.errors[0].extensions.category).toBe('graphql-authorization');
  });
});
