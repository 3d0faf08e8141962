// Contract taken from Magento's own api-functional tests (magento/magento2, dev/tests/api-functional/testsuite/Magento/…):
// customer and admin tokens, the directory, and order comments. Each test names the PHP test and method whose assertions
// it repeats. Lock-out tests run against the emulator only (they would lock a real account for 30 minutes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, openTarget, placeOrderBody, readyCart, type ContractTarget } from './contract.harness';

let target: ContractTarget;
const SIGN_IN_INCORRECT = 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
const REQUIRED_BOTH = {
  message: 'One or more input exceptions have occurred.',
  errors: [
    { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'username' } },
    { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'password' } },
  ],
};

beforeAll(async () => {
  target = await openTarget();
});
afterAll(async () => {
  await target?.close();
});

const tokenOf = (kind: 'customer' | 'admin', body: object, store = '') => call(target, 'POST', `/rest${store}/V1/integration/${kind}/token`, { body });

describe('Integration/Model/CustomerTokenServiceTest', () => {
  it.each([
    ['default store', ''],
    ['all store view', '/all'],
  ])('testCreateCustomerAccessToken (%s): a wrong password first, then the right one gives a customer token', async (_name, store) => {
    await tokenOf('customer', { username: target.customer.email, password: 'invalid' });
    const answer = await tokenOf('customer', { username: target.customer.email, password: target.customer.password }, store);
    expect(answer.status).toBe(200);
    // assertToken: the token belongs to that customer.
    const me = await call(target, 'GET', '/rest/V1/customers/me', { token: answer.body });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(target.customer.email);
  });

  it.each([
    ['empty', ''],
    ['null', null],
  ])('testCreateCustomerAccessTokenEmptyOrNullCredentials (%s): 400 with both fields required', async (_name, value) => {
    const answer = await tokenOf('customer', { username: value, password: value });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(REQUIRED_BOTH);
  });

  it('testCreateCustomerAccessTokenInvalidCustomer: 401 and exactly the sign-in message', async () => {
    const answer = await tokenOf('customer', { username: 'invalid', password: 'invalid' });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: SIGN_IN_INCORRECT });
  });

  it('emulator: testThrottlingMaxAttempts + testThrottlingAccountLockout: five failures still allow the right password; six lock the account', async () => {
    if (!target.isEmulator) return; // would lock a real customer account
    const username = 'piet@example.com';
    for (let i = 0; i < 5; i++) expect((await tokenOf('customer', { username, password: 'invalid' })).status).toBe(401);
    expect((await tokenOf('customer', { username, password: 'Piet123!' })).status).toBe(200);
    for (let i = 0; i < 6; i++) {
      const failed = await tokenOf('customer', { username, password: 'invalid' });
      expect(failed.status).toBe(401);
      expect(failed.body).toEqual({ message: SIGN_IN_INCORRECT });
    }
    const locked = await tokenOf('customer', { username, password: 'Piet123!' });
    expect(locked.status).toBe(401);
    expect(locked.body).toEqual({ message: SIGN_IN_INCORRECT });
  });
});

describe('Integration/Model/AdminTokenServiceTest', () => {
  it('testCreateAdminAccessToken: the admin token opens an admin route', async () => {
    if (!target.admin.username) return; // needs MAGENTO_ADMIN_USER / MAGENTO_ADMIN_PASSWORD against a real shop
    const answer = await tokenOf('admin', { username: target.admin.username, password: target.admin.password });
    expect(answer.status).toBe(200);
    expect(typeof answer.body).toBe('string');
    expect((await call(target, 'GET', '/rest/V1/orders?searchCriteria[pageSize]=1', { token: answer.body })).status).toBe(200);
  });

  it('testCreateAdminAccessTokenEmptyOrNullCredentials: 400 with both fields required', async () => {
    const answer = await tokenOf('admin', { username: '', password: '' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(REQUIRED_BOTH);
  });

  it('testCreateAdminAccessTokenInvalidCredentials: 401 and exactly the sign-in message', async () => {
    const answer = await tokenOf('admin', { username: 'invalid', password: 'invalid' });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: SIGN_IN_INCORRECT });
  });
});

describe('Directory/Api/CountryInformationAcquirerTest', () => {
  it('testGetCountries: every entry has id, two- and three-letter codes, locale and English names', async () => {
    const answer = await call(target, 'GET', '/rest/nl/V1/directory/countries');
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBeGreaterThan(0);
    for (const key of ['id', 'two_letter_abbreviation', 'three_letter_abbreviation', 'full_name_locale', 'full_name_english'])
      expect(answer.body[0]).toHaveProperty(key);
    // The test's first country is AD because the collection is ordered by country id (all countries allowed there).
    const ids = answer.body.map((country: { id: string }) => country.id);
    expect(ids).toEqual([...ids].sort());
    const nl = answer.body.find((country: { id: string }) => country.id === 'NL');
    expect(nl).toMatchObject({ two_letter_abbreviation: 'NL', three_letter_abbreviation: 'NLD', full_name_english: 'Netherlands' });
  });

  it('testGetCountry: a country with regions answers its codes, names and available_regions', async () => {
    const answer = await call(target, 'GET', '/rest/nl/V1/directory/countries/DE');
    expect(answer.status).toBe(200);
    for (const key of ['id', 'two_letter_abbreviation', 'three_letter_abbreviation', 'full_name_locale', 'full_name_english', 'available_regions'])
      expect(answer.body).toHaveProperty(key);
    expect(answer.body).toMatchObject({ id: 'DE', two_letter_abbreviation: 'DE', three_letter_abbreviation: 'DEU', full_name_english: 'Germany' });
  });

  it('CountryInformationAcquirer::getCountryInfo: the id is matched as stored (upper case); "de" is "The country isn\'t available."', async () => {
    // Country\Collection::getItemById compares getCountryId() == $countryId, which is case-sensitive in PHP.
    const answer = await call(target, 'GET', '/rest/nl/V1/directory/countries/de');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: "The country isn't available." });
  });
});

describe('Sales/Service/V1/OrderCommentsListTest and OrderStatusHistoryAddTest', () => {
  let orderId: string;

  beforeAll(async () => {
    const cartId = await readyCart(target);
    orderId = (await call<string>(target, 'POST', `/rest/nl/V1/guest-carts/${cartId}/payment-information`, { body: placeOrderBody('cashondelivery') })).body;
  });

  it('OrderStatusHistoryAddTest::testOrderCommentAdd: comment, parent_id, is_customer_notified and is_visible_on_front are stored as sent', async () => {
    const statusHistory = {
      comment: 'Hello',
      entity_id: null,
      is_customer_notified: 1,
      created_at: null,
      parent_id: Number(orderId),
      entity_name: null,
      status: null,
      is_visible_on_front: 1,
    };
    const posted = await call(target, 'POST', `/rest/V1/orders/${orderId}/comments`, { token: target.token, body: { statusHistory } });
    expect(posted.status).toBe(200);
    const order = (await call(target, 'GET', `/rest/V1/orders/${orderId}`, { token: target.token })).body;
    const stored = order.status_histories.find((entry: { comment: string }) => entry.comment === 'Hello');
    expect(stored.comment).toBe('Hello');
    expect(stored.parent_id).toBe(Number(orderId));
    expect(stored.is_customer_notified).toBe(1);
    expect(stored.is_visible_on_front).toBe(1);
  });

  it('OrderCommentsListTest::testOrderCommentsList: every listed comment has the comment and status stored for its entity_id', async () => {
    await call(target, 'POST', `/rest/V1/orders/${orderId}/comments`, {
      token: target.token,
      body: { statusHistory: { comment: 'Test comment', status: 'pending' } },
    });
    const list = await call(target, 'GET', `/rest/V1/orders/${orderId}/comments`, { token: target.token });
    expect(list.status).toBe(200);
    const histories = (await call(target, 'GET', `/rest/V1/orders/${orderId}`, { token: target.token })).body.status_histories as Array<{
      entity_id: number;
      comment: string;
      status: string;
    }>;
    expect(list.body.items.length).toBe(histories.length);
    for (const history of list.body.items) {
      const stored = histories.find((entry) => entry.entity_id === history.entity_id)!;
      expect(history.comment).toBe(stored.comment);
      expect(history.status).toBe(stored.status);
    }
    expect(list.body.items.some((history: { comment: string }) => history.comment === 'Test comment')).toBe(true);
  });
});
