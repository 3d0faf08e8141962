// Contract taken from Magento's own api-functional tests (magento/magento2, dev/tests/api-functional/testsuite/Magento/…)
// and the unit test of GuestShippingInformationManagement: creating a guest cart, guest shipping information and its
// address validation, placing a guest order and assigning a guest cart to its customer. Each test names the PHP test and method whose assertions it repeats.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES, NL_ADDRESS, call, openTarget, readyCart, type ContractTarget } from './contract.harness';

let target: ContractTarget;
const V1 = '/rest/nl/V1';

beforeAll(async () => {
  target = await openTarget();
});
afterAll(async () => {
  await target?.close();
});

/** A cart with one simple item and the first shipping method Magento offers for NL. */
async function cartAndMethod(): Promise<{ cartId: string; carrier: string; method: string }> {
  const cartId = (await call<string>(target, 'POST', `${V1}/guest-carts`)).body;
  await call(target, 'POST', `${V1}/guest-carts/${cartId}/items`, { body: { cartItem: { sku: FIXTURES.simpleSku, qty: 1 } } });
  const methods = (
    await call(target, 'POST', `${V1}/guest-carts/${cartId}/estimate-shipping-methods`, { body: { address: { country_id: 'NL', postcode: '3511 AA' } } })
  ).body;
  return { cartId, carrier: methods[0].carrier_code, method: methods[0].method_code };
}

function shippingInformation(cartId: string, carrier: string, method: string, shipping: object, billing: object) {
  return call(target, 'POST', `${V1}/guest-carts/${cartId}/shipping-information`, {
    body: { addressInformation: { shipping_address: shipping, billing_address: billing, shipping_method_code: method, shipping_carrier_code: carrier } },
  });
}

describe('Quote/Api/GuestCartManagementTest', () => {
  it('testCreate: the masked cart id is at least 32 characters', async () => {
    const answer = await call<string>(target, 'POST', `${V1}/guest-carts`);
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBeGreaterThanOrEqual(32);
  });

  it('testPlaceOrder: PUT guest-carts/:id/order places the order; it holds the one product of the cart', async () => {
    // The fixture quote has its payment method set already; GuestCartManagementInterface::placeOrder takes it as the
    // optional paymentMethod body instead.
    const cartId = await readyCart(target);
    const placed = await call(target, 'PUT', `${V1}/guest-carts/${cartId}/order`, { body: { paymentMethod: { method: 'cashondelivery' } } });
    expect(placed.status).toBe(200);
    const order = (await call(target, 'GET', `/rest/V1/orders/${placed.body}`, { token: target.token })).body;
    const visible = order.items.filter((item: { parent_item_id?: number }) => item.parent_item_id === undefined);
    expect(visible).toHaveLength(1);
    expect(visible[0].sku).toBe(FIXTURES.simpleSku);
  });
});

describe('Quote/Api/GuestCartManagementTest: assignCustomer (PUT guest-carts/:cartId)', () => {
  const customerToken = async () =>
    (
      await call<string>(target, 'POST', '/rest/V1/integration/customer/token', {
        body: { username: target.customer.email, password: target.customer.password },
      })
    ).body;
  const customerId = async (token: string) => (await call<{ id: number }>(target, 'GET', '/rest/V1/customers/me', { token })).body.id;

  it('testAssignCustomer: true; the cart is no longer a guest cart (its masked id is gone) and its order belongs to the customer', async () => {
    const token = await customerToken();
    const id = await customerId(token);
    const me = (await call(target, 'GET', '/rest/V1/customers/me', { token })).body;
    const cartId = await readyCart(target);
    const assigned = await call(target, 'PUT', `${V1}/guest-carts/${cartId}`, { token, body: { cartId, customerId: id, storeId: 1 } });
    expect(assigned.status).toBe(200);
    expect(assigned.body).toBe(true);
    // assertNull(quoteIdMask->load($cartId, 'masked_id')->getId()): the guest routes no longer find it.
    expect((await call(target, 'GET', `${V1}/guest-carts/${cartId}`)).status).toBe(404);
    // The quote now has customer_is_guest 0 and the customer's id and names: the order placed from it carries them.
    const placed = await call(target, 'POST', `${V1}/carts/mine/payment-information`, { token, body: { paymentMethod: { method: 'mollie_methods_ideal' } } });
    expect(placed.status).toBe(200);
    const order = (await call(target, 'GET', `/rest/V1/orders/${placed.body}`, { token: target.token })).body;
    expect([order.customer_id, order.customer_is_guest, order.customer_email]).toEqual([id, 0, me.email]);
    expect([order.customer_firstname, order.customer_lastname]).toEqual([me.firstname, me.lastname]);
  });

  it('testAssignCustomerByGuestUser: without the customer\'s own token, "You don\'t have the correct permissions to assign the customer to the cart."', async () => {
    const id = await customerId(await customerToken());
    const cartId = await readyCart(target);
    const answer = await call(target, 'PUT', `${V1}/guest-carts/${cartId}`, { body: { cartId, customerId: id, storeId: 1 } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("You don't have the correct permissions to assign the customer to the cart.");
    // The integration token is not the customer either (Authorization plugin: customerId must be the caller's user id).
    expect((await call(target, 'PUT', `${V1}/guest-carts/${cartId}`, { token: target.token, body: { cartId, customerId: id, storeId: 1 } })).status).toBe(400);
    expect((await call(target, 'GET', `${V1}/guest-carts/${cartId}`)).body.customer_is_guest).toBe(true);
  });

  it('testAssignCustomerThrowsExceptionIfThereIsNoCartWithGivenId: an unknown cart is an error, nothing assigned', async () => {
    const token = await customerToken();
    const answer = await call(target, 'PUT', `${V1}/guest-carts/9999`, { token, body: { cartId: '9999', customerId: await customerId(token), storeId: 1 } });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('No such entity with %fieldName = %fieldValue');
  });
});

describe('Checkout/Api/GuestShippingInformationManagementValidationTest', () => {
  it('testSaveAddressInformationWithValidData: the answer is not empty and has payment_methods and totals', async () => {
    const { cartId, carrier, method } = await cartAndMethod();
    const answer = await shippingInformation(cartId, carrier, method, NL_ADDRESS, NL_ADDRESS);
    expect(answer.status).toBe(200);
    expect(answer.body).not.toEqual({});
    expect(answer.body).toHaveProperty('payment_methods');
    expect(answer.body).toHaveProperty('totals');
  });

  it('testSaveAddressInformationWithInvalidBillingAddressPostcodeAndTelephoneRequired: 400 wrapped, the reason names the billing address', async () => {
    const { cartId, carrier, method } = await cartAndMethod();
    const answer = await shippingInformation(cartId, carrier, method, NL_ADDRESS, { ...NL_ADDRESS, postcode: '', telephone: '' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('The shipping information was unable to be saved. Error: "%message"');
    expect(answer.body).toHaveProperty('parameters');
    expect(answer.body.parameters).toHaveProperty('message');
    expect(answer.body.parameters.message).toContain('billing address contains invalid data');
    // Nothing was saved: the cart still has no shipping method.
    const totals = (await call(target, 'GET', `${V1}/guest-carts/${cartId}/totals`)).body;
    expect(totals.total_segments.some((segment: { code: string }) => segment.code === 'shipping')).toBe(false);
  });
});

describe('Checkout/Test/Unit/Model/GuestShippingInformationManagementTest', () => {
  it('testSaveAddressInformationWithInvalidAddress: an invalid shipping address is refused with "The shipping address contains invalid data: …" (the messages joined by ", ")', async () => {
    // The unit test mocks the validator's messages; these are the customer_address validator's own texts.
    const { cartId, carrier, method } = await cartAndMethod();
    const answer = await shippingInformation(cartId, carrier, method, { ...NL_ADDRESS, firstname: '', lastname: '' }, NL_ADDRESS);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      'The shipping address contains invalid data: "firstname" is required. Enter and try again., "lastname" is required. Enter and try again.',
    );
  });
});
