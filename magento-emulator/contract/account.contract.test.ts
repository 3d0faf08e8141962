// Contract: tokens (admin, customer, revoke, lifetimes, 6-failure lock), customers/me, orders and comments, GraphQL customer { orders }.
// Tokens follow Magento 2.4.4+ (Magento_JwtUserToken): JWTs living webapi/jwtauth/*_expiration = 60 minutes each
// (JwtUserToken/etc/config.xml); revoke-customer-token revokes every token of that customer issued up to a second
// before (JwtUserToken/Model/Revoker.php, RevokedValidator.php); Customer/Api/AccountManagementRevokeCustomerTokenTest
// (true for a customer token, an error for a guest).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES, call, graphql, openTarget, placeOrderBody, readyCart, type ContractTarget } from './contract.harness';

let target: ContractTarget;
const SIGN_IN_INCORRECT = 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';

beforeAll(async () => {
  target = await openTarget();
});
afterAll(async () => {
  await target?.close();
});

async function customerToken(): Promise<string> {
  const answer = await call<string>(target, 'POST', '/rest/V1/integration/customer/token', {
    body: { username: target.customer.email, password: target.customer.password },
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

/** Emulator-only: moves the emulator's clock (token lifetimes, lock); a real Magento cannot be time-travelled. */
async function advanceClock(ms: number): Promise<void> {
  await fetch(`${target.url}/__emulator/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: ms }) });
}
async function resetClock(): Promise<void> {
  await fetch(`${target.url}/__emulator/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ reset: true }) });
}
/**
 * Waits into a later whole second (JWT times are seconds). Real waiting, not the emulator clock: a revocation written
 * under a clock moved forward would still be in the future after the clock is reset, and revoke later tokens.
 */
async function laterSecond(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 1100));
}
/** Emulator-only: waits until just after the start of the emulator's next second, so the next calls share it. */
async function startOfSecond(): Promise<void> {
  const answer = await fetch(`${target.url}/__emulator/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs: 0 }),
  });
  const now = Date.parse(((await answer.json()) as { now: string }).now);
  await new Promise((resolve) => setTimeout(resolve, 1000 - (now % 1000) + 5));
}

describe('emulator clock', () => {
  const move = async (body: unknown) => {
    const answer = await fetch(`${target.url}/__emulator/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: answer.status, now: answer.ok ? Date.parse(((await answer.json()) as { now: string }).now) : NaN };
  };

  it('emulator: moves back with rewindMs (what is created next is dated in the past), refuses a negative amount, resets', async () => {
    if (!target.isEmulator) return; // a real Magento cannot be time-travelled
    try {
      const rewound = await move({ rewindMs: 2 * 3_600_000 });
      expect(rewound.status).toBe(200);
      expect(Date.now() - rewound.now).toBeGreaterThanOrEqual(2 * 3_600_000 - 1000);
      expect((await move({ advanceMs: -1000 })).status).toBe(400);
      expect((await move({ rewindMs: -1000 })).status).toBe(400);
    } finally {
      const reset = await move({ reset: true });
      expect(Math.abs(Date.now() - reset.now)).toBeLessThan(1000);
    }
  });
});

describe('tokens', () => {
  it('emulator: issues an admin token as a bare string that opens the admin routes', async () => {
    if (!target.isEmulator) return; // real 2.4 shops usually answer 400 and require the 2FA endpoint
    const answer = await call<string>(target, 'POST', '/rest/V1/integration/admin/token', {
      body: { username: target.admin.username, password: target.admin.password },
    });
    expect(answer.status).toBe(200);
    expect(typeof answer.body).toBe('string');
    expect((await call(target, 'GET', '/rest/V1/orders?searchCriteria[pageSize]=1', { token: answer.body })).status).toBe(200);
  });

  it('issues a customer token and answers customers/me; other tokens get 401 there', async () => {
    if (!target.customer.email) return;
    const token = await customerToken();
    const me = await call(target, 'GET', '/rest/V1/customers/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(target.customer.email.toLowerCase());
    for (const key of ['id', 'firstname', 'lastname', 'addresses']) expect(me.body).toHaveProperty(key);
    const anonymous = await call(target, 'GET', '/rest/V1/customers/me');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: "The consumer isn't authorized to access %resources.", parameters: { resources: 'self' } });
    const withCustomer = await call(target, 'GET', '/rest/V1/orders?searchCriteria[pageSize]=1', { token });
    expect(withCustomer.status).toBe(401);
    expect(withCustomer.body.parameters).toEqual({ resources: 'Magento_Sales::sales' });
  });

  it('revokes customer tokens (true), after which the token no longer works; a guest cannot revoke', async () => {
    if (!target.customer.email) return;
    const token = await customerToken();
    await laterSecond();
    const revoked = await call(target, 'POST', '/rest/V1/integration/customer/revoke-customer-token', { token });
    expect(revoked.status).toBe(200);
    expect(revoked.text).toBe('true');
    expect((await call(target, 'GET', '/rest/V1/customers/me', { token })).status).toBe(401);
    const guest = await call(target, 'POST', '/rest/V1/integration/customer/revoke-customer-token');
    expect(guest.status).toBe(401);
  });

  it('a second login leaves the first token working; revoking with either ends both (every device)', async () => {
    if (!target.customer.email) return;
    const first = await customerToken();
    await laterSecond();
    const second = await customerToken();
    expect(second).not.toBe(first);
    expect((await call(target, 'GET', '/rest/V1/customers/me', { token: first })).status).toBe(200);
    expect((await call(target, 'GET', '/rest/V1/customers/me', { token: second })).status).toBe(200);
    await laterSecond();
    expect((await call(target, 'POST', '/rest/V1/integration/customer/revoke-customer-token', { token: second })).text).toBe('true');
    expect((await call(target, 'GET', '/rest/V1/customers/me', { token: first })).status).toBe(401);
    expect((await call(target, 'GET', '/rest/V1/customers/me', { token: second })).status).toBe(401);
    // Logging in again afterwards works: the revocation is a moment, not a lock.
    await laterSecond();
    const third = await customerToken();
    expect((await call(target, 'GET', '/rest/V1/customers/me', { token: third })).status).toBe(200);
  });

  it('emulator: a token issued in the same second as the revocation survives it (Revoker: time() - 1)', async () => {
    if (!target.isEmulator) return; // needs the emulator clock to stay inside one second
    await startOfSecond();
    const token = await customerToken();
    expect((await call(target, 'POST', '/rest/V1/integration/customer/revoke-customer-token', { token })).text).toBe('true');
    expect((await call(target, 'GET', '/rest/V1/customers/me', { token })).status).toBe(200);
  });

  it('issues customer tokens as JWTs: {"kid":"1","alg":"HS256"}, uid, utypid 3, exp 60 minutes after iat', async () => {
    if (!target.customer.email) return;
    const token = await customerToken();
    const [header, payload, signature] = token.split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ kid: '1', alg: 'HS256' });
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const me = (await call(target, 'GET', '/rest/V1/customers/me', { token })).body;
    expect(claims).toMatchObject({ uid: me.id, utypid: 3 });
    expect(claims.exp - claims.iat).toBe(60 * 60);
    expect(signature).toMatch(/^[\w-]{43}$/);
    // A token whose claims were changed is no token at all (the signature no longer matches).
    const forged = [header, Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 3600 })).toString('base64url'), signature].join('.');
    expect((await call(target, 'GET', '/rest/V1/customers/me', { token: forged })).status).toBe(401);
  });

  it("answers a wrong password with 401 and Magento's sign-in message", async () => {
    const answer = await call(target, 'POST', '/rest/V1/integration/customer/token', { body: { username: 'nobody@example.com', password: 'wrong' } });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: SIGN_IN_INCORRECT });
    const missing = await call(target, 'POST', '/rest/V1/integration/customer/token', { body: { username: 'nobody@example.com' } });
    expect(missing.status).toBe(400);
    expect(missing.body.parameters).toEqual({ fieldName: 'password' });
  });

  it('emulator: customer and admin tokens both expire after 60 minutes (exp <= now is expired)', async () => {
    if (!target.isEmulator) return; // needs the emulator clock
    await startOfSecond();
    const token = await customerToken();
    const admin = (
      await call<string>(target, 'POST', '/rest/V1/integration/admin/token', { body: { username: target.admin.username, password: target.admin.password } })
    ).body;
    const adminClaims = JSON.parse(Buffer.from(admin.split('.')[1]!, 'base64url').toString());
    expect(adminClaims).toMatchObject({ utypid: 2 });
    expect(adminClaims.exp - adminClaims.iat).toBe(60 * 60);
    await advanceClock(59 * 60 * 1000);
    expect((await call(target, 'GET', '/rest/V1/customers/me', { token })).status).toBe(200);
    expect((await call(target, 'GET', '/rest/V1/orders?searchCriteria[pageSize]=1', { token: admin })).status).toBe(200);
    await advanceClock(60 * 1000);
    expect((await call(target, 'GET', '/rest/V1/customers/me', { token })).status).toBe(401);
    expect((await call(target, 'GET', '/rest/V1/orders?searchCriteria[pageSize]=1', { token: admin })).status).toBe(401);
    await resetClock();
  });

  it('emulator: six failed sign-ins lock the account for 30 minutes, even for the right password', async () => {
    if (!target.isEmulator) return; // would lock a real account
    const body = { username: target.customer.email, password: 'wrong-password' };
    for (let attempt = 0; attempt < 6; attempt += 1) expect((await call(target, 'POST', '/rest/V1/integration/customer/token', { body })).status).toBe(401);
    const locked = await call(target, 'POST', '/rest/V1/integration/customer/token', {
      body: { username: target.customer.email, password: target.customer.password },
    });
    expect(locked.status).toBe(401);
    expect(locked.body.message).toBe(SIGN_IN_INCORRECT);
    await advanceClock(31 * 60 * 1000);
    expect(
      (await call(target, 'POST', '/rest/V1/integration/customer/token', { body: { username: target.customer.email, password: target.customer.password } }))
        .status,
    ).toBe(200);
    await resetClock();
  });
});

describe('orders', () => {
  let orderId: string;

  beforeAll(async () => {
    const cartId = await readyCart(target);
    orderId = (await call<string>(target, 'POST', `/rest/nl/V1/guest-carts/${cartId}/payment-information`, { body: placeOrderBody('cashondelivery') })).body;
  });

  it('gets an order by entity id with items, addresses, payment and status_histories', async () => {
    const { status, body } = await call(target, 'GET', `/rest/V1/orders/${orderId}`, { token: target.token });
    expect(status).toBe(200);
    expect(String(body.entity_id)).toBe(orderId);
    for (const key of [
      'increment_id',
      'state',
      'status',
      'grand_total',
      'subtotal',
      'tax_amount',
      'customer_email',
      'items',
      'billing_address',
      'payment',
      'status_histories',
    ])
      expect(body).toHaveProperty(key);
    expect(body.items[0]).toMatchObject({ sku: FIXTURES.simpleSku, qty_ordered: 1 });
    expect(body.payment.method).toBe('cashondelivery');
  });

  it('answers 404 for an unknown order and 401 without a token', async () => {
    const unknown = await call(target, 'GET', '/rest/V1/orders/99999999', { token: target.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: "The entity that was requested doesn't exist. Verify the entity and try again." });
    expect((await call(target, 'GET', `/rest/V1/orders/${orderId}`)).status).toBe(401);
  });

  it('searches orders with searchCriteria', async () => {
    const order = (await call(target, 'GET', `/rest/V1/orders/${orderId}`, { token: target.token })).body;
    const answer = await call(
      target,
      'GET',
      `/rest/V1/orders?searchCriteria[filter_groups][0][filters][0][field]=increment_id&searchCriteria[filter_groups][0][filters][0][value]=${order.increment_id}`,
      { token: target.token },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.total_count).toBe(1);
    expect(answer.body.items[0].entity_id).toBe(order.entity_id);
    const sorted = await call(
      target,
      'GET',
      '/rest/V1/orders?searchCriteria[sortOrders][0][field]=created_at&searchCriteria[sortOrders][0][direction]=DESC&searchCriteria[pageSize]=2',
      { token: target.token },
    );
    expect(sorted.body.items.length).toBeLessThanOrEqual(2);
  });

  it('adds a comment (true); the status sent becomes the order status; comments list newest first', async () => {
    const posted = await call(target, 'POST', `/rest/V1/orders/${orderId}/comments`, {
      token: target.token,
      body: {
        statusHistory: { comment: 'Verzonden met PostNL', status: 'processing', is_customer_notified: 0, is_visible_on_front: 1, parent_id: Number(orderId) },
      },
    });
    expect(posted.status).toBe(200);
    expect(posted.text).toBe('true');
    await call(target, 'POST', `/rest/V1/orders/${orderId}/comments`, {
      token: target.token,
      body: { statusHistory: { comment: 'Tweede opmerking', status: 'processing' } },
    });
    const order = (await call(target, 'GET', `/rest/V1/orders/${orderId}`, { token: target.token })).body;
    expect(order.status).toBe('processing');
    const comments = await call(target, 'GET', `/rest/V1/orders/${orderId}/comments`, { token: target.token });
    expect(comments.status).toBe(200);
    expect(comments.body.total_count).toBeGreaterThanOrEqual(2);
    expect(comments.body.items[0]).toMatchObject({ comment: 'Tweede opmerking', status: 'processing', parent_id: Number(orderId) });
  });

  it('refuses a comment without statusHistory (400) and on an unknown order (404)', async () => {
    expect((await call(target, 'POST', `/rest/V1/orders/${orderId}/comments`, { token: target.token, body: {} })).status).toBe(400);
    expect(
      (await call(target, 'POST', '/rest/V1/orders/99999999/comments', { token: target.token, body: { statusHistory: { comment: 'x', status: 'pending' } } }))
        .status,
    ).toBe(404);
  });
});

describe('GraphQL customer { orders }', () => {
  const QUERY = `{ customer { email orders(currentPage: 1, pageSize: 20) { total_count items { id number order_date status total { grand_total { value currency } } items { product_sku product_name quantity_ordered } } } } }`;

  it("lists the signed-in customer's orders", async () => {
    if (!target.customer.email) return;
    const token = await customerToken();
    const answer = await graphql(target, QUERY, undefined, { token, store: 'nl' });
    expect(answer.status).toBe(200);
    const orders = answer.body.data.customer.orders;
    expect(orders.total_count).toBe(orders.items.length);
    if (target.isEmulator) {
      expect(orders.total_count).toBeGreaterThanOrEqual(4);
      expect(new Set(orders.items.map((order: { status: string }) => order.status)).size).toBeGreaterThanOrEqual(3);
    }
    expect(orders.items[0].total.grand_total.currency).toBe('EUR');
  });

  it('answers HTTP 200 with errors[] and data.customer null without a customer token', async () => {
    const answer = await graphql(target, QUERY);
    expect(answer.status).toBe(200);
    expect(answer.body.data.customer).toBeNull();
    expect(answer.body.errors[0].extensions.category).toBe('graphql-authorization');
  });
});
