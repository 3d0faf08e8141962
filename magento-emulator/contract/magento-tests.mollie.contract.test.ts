// Contract taken from the Mollie module's own tests (mollie/magento2, Test/Integration/…): reset-cart, process
// transaction, payment tokens and the order state after a paid payment. Each test names the PHP test and method whose
// assertions it repeats. Paying needs the emulator's Mollie test checkout, so those tests run against the emulator only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, graphql, openTarget, placeOrderBody, readyCart, type ContractTarget } from './contract.harness';

let target: ContractTarget;
const V1 = '/rest/nl/V1';
const PROCESS = 'mutation ($token: String!) { mollieProcessTransaction(input: { payment_token: $token }) { paymentStatus } }';

beforeAll(async () => {
  target = await openTarget();
});
afterAll(async () => {
  await target?.close();
});

async function placeMollieOrder(): Promise<{ cartId: string; token: string; orderId: string }> {
  const cartId = await readyCart(target);
  const token = (await call<string>(target, 'GET', `${V1}/guest-carts/${cartId}/mollie/payment-token`)).body;
  const orderId = (await call<string>(target, 'POST', `${V1}/guest-carts/${cartId}/payment-information`, { body: placeOrderBody('mollie_methods_ideal') }))
    .body;
  return { cartId, token, orderId };
}

/** Emulator only: the shopper's choice on the Mollie test checkout. */
async function pay(token: string, status: string): Promise<void> {
  const url = (await call<string>(target, 'POST', '/rest/V1/mollie/transaction/start', { body: { token } })).body;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `status=${status}`,
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
}

describe('Test/Integration/GraphQL/Resolver/Cart/ResetCartTest', () => {
  it('testWorksWithInactiveCarts: mollieRestoreCart on an inactive cart answers its one item', async () => {
    const { cartId } = await placeMollieOrder();
    const answer = await graphql(target, 'mutation ($id: String!) { mollieRestoreCart(input: { cart_id: $id }) { cart { items { id } } } }', { id: cartId });
    expect(answer.body.data.mollieRestoreCart.cart.items).not.toHaveLength(0);
    expect(answer.body.data.mollieRestoreCart.cart.items).toHaveLength(1);
  });

  it('emulator: testWorksWithInactiveCarts holds for a paid order too — the resolver never looks at the order', async () => {
    if (!target.isEmulator) return;
    const { cartId, token } = await placeMollieOrder();
    await pay(token, 'paid');
    await graphql(target, PROCESS, { token });
    const answer = await graphql(target, 'mutation ($id: String!) { mollieRestoreCart(input: { cart_id: $id }) { cart { items { id } } } }', { id: cartId });
    expect(answer.body.data.mollieRestoreCart.cart.items).toHaveLength(1);
    expect((await call(target, 'GET', `${V1}/guest-carts/${cartId}`)).body.is_active).toBe(true);
  });
});

describe('Test/Integration/GraphQL/Resolver/Checkout/ProcessTransactionTest', () => {
  it('emulator: testResetsTheCartWhenPending (status failed): paymentStatus FAILED and the cart is active again', async () => {
    if (!target.isEmulator) return;
    const { cartId, token } = await placeMollieOrder();
    await pay(token, 'failed');
    const result = await graphql(target, PROCESS, { token });
    expect(result.body.data.mollieProcessTransaction.paymentStatus).toBe('FAILED');
    expect((await call(target, 'GET', `${V1}/guest-carts/${cartId}`)).body.is_active).toBe(true);
  });

  it('testThrowsANotFoundExceptionWhenTokenDoesNotExists: errors[] says No order found with token "non-existing-payment-token"', async () => {
    const result = await graphql(target, PROCESS, { token: 'non-existing-payment-token' });
    expect(result.body.errors[0].message).toBe('No order found with token "non-existing-payment-token"');
  });
});

describe('Test/Integration/GraphQL/Resolver/Checkout/PaymentTokenTest', () => {
  it('testGeneratesAPaymentTokenWhenAnOrderIsPlaced: the token is not empty and leads to the order placed, by its increment id', async () => {
    const { token, orderId } = await placeMollieOrder();
    expect(token).not.toBe('');
    const order = (await call(target, 'GET', `/rest/V1/orders/${orderId}`, { token: target.token })).body;
    const byToken = await call(target, 'POST', `/rest/V1/mollie/get-order/by-payment-token/${token}`);
    expect(byToken.body[0].increment_id).toBe(order.increment_id);
  });
});

describe('Test/Integration/Model/Client/PaymentsTest', () => {
  it('emulator: testProcessTransaction: a paid payment moves the order to state processing', async () => {
    if (!target.isEmulator) return;
    const { token, orderId } = await placeMollieOrder();
    await pay(token, 'paid');
    await graphql(target, PROCESS, { token });
    expect((await call(target, 'GET', `/rest/V1/orders/${orderId}`, { token: target.token })).body.state).toBe('processing');
  });
});
