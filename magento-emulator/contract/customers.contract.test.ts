// Contract: GET /V1/customers/search (CustomerRepositoryInterface::getList) and GET /V1/customers/:customerId
// (getById), ACL Magento_Customer::customer (Customer/etc/webapi.xml). The cases follow Magento's api-functional
// dev/tests/api-functional/testsuite/Magento/Customer/Api/CustomerRepositoryTest.php: testSearchCustomersUsingGET
// (one e-mail filter → that customer), testSearchCustomersUsingGETEmptyFilter (no searchCriteria → 400 '"%fieldName"
// is required'), testSearchCustomersMultipleFiltersWithSortUsingGET (two e-mails OR-ed, AND a last name, sorted by
// e-mail), testSearchCustomersNonExistentMultipleFiltersGET (an AND-ed last name that does not exist → 0).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, openTarget, searchQuery, type ContractTarget } from './contract.harness';

let target: ContractTarget;
const V1 = '/rest/V1';

beforeAll(async () => {
  target = await openTarget();
});
afterAll(async () => {
  await target?.close();
});

interface Customer {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  created_at: string;
  store_id: number;
  website_id: number;
  addresses: unknown[];
}
/** `token` null = no Authorization header; omitted = the integration token. */
const search = (query: string, token?: string | null) =>
  call<{ items: Customer[]; total_count: number; search_criteria: Record<string, unknown> }>(target, 'GET', `${V1}/customers/search?${query}`, {
    token: token === null ? undefined : (token ?? target.token),
  });

describe('customers/search', () => {
  it('finds one customer by e-mail (testSearchCustomersUsingGET)', async () => {
    if (!target.customer.email) return;
    const answer = await search(searchQuery([[{ field: 'email', value: target.customer.email }]]));
    expect(answer.status).toBe(200);
    expect(answer.body.total_count).toBe(1);
    const customer = answer.body.items[0]!;
    expect(customer.email).toBe(target.customer.email.toLowerCase());
    expect(Number.isInteger(customer.id)).toBe(true);
    expect(customer).toMatchObject({ firstname: expect.any(String), lastname: expect.any(String), website_id: 1 });
    expect(customer.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(Array.isArray(customer.addresses)).toBe(true);
    expect(answer.body.search_criteria).toMatchObject({ filter_groups: [{ filters: [{ field: 'email', condition_type: 'eq' }] }] });
  });

  it('answers 400 "searchCriteria is required" without criteria (testSearchCustomersUsingGETEmptyFilter)', async () => {
    const answer = await call(target, 'GET', `${V1}/customers/search`, { token: target.token });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'searchCriteria' } });
  });

  it('ORs filters in a group, ANDs groups and sorts (testSearchCustomersMultipleFiltersWithSortUsingGET / NonExistent)', async () => {
    if (!target.isEmulator) return; // needs two customers with known e-mails and last names: the seed's
    const all = await search(searchQuery([], { sort: [{ field: 'email', direction: 'ASC' }] }));
    expect(all.body.total_count).toBeGreaterThanOrEqual(2);
    const [first, second] = all.body.items;
    const emails = [first!.email, second!.email];
    const both = await search(
      searchQuery(
        [
          [
            { field: 'email', value: emails[1]! },
            { field: 'email', value: emails[0]! },
          ],
        ],
        { sort: [{ field: 'email', direction: 'ASC' }] },
      ),
    );
    expect(both.body.items.map((customer) => customer.email)).toEqual(emails);
    const andLast = await search(
      searchQuery([
        [
          { field: 'email', value: emails[0]! },
          { field: 'email', value: emails[1]! },
        ],
        [{ field: 'lastname', value: first!.lastname }],
      ]),
    );
    expect(andLast.body.items.map((customer) => customer.id)).toContain(first!.id);
    const none = await search(
      searchQuery([
        [
          { field: 'email', value: emails[0]! },
          { field: 'email', value: emails[1]! },
        ],
        [{ field: 'lastname', value: 'INVALID' }],
      ]),
    );
    expect(none.body).toMatchObject({ items: [], total_count: 0 });
  });

  it('searches names with like, pages, and refuses an unknown attribute as Eav does', async () => {
    if (!target.isEmulator) return;
    const like = await search(
      searchQuery([
        [
          { field: 'firstname', value: '%nn%', condition_type: 'like' },
          { field: 'email', value: '%nn%', condition_type: 'like' },
        ],
      ]),
    );
    expect(like.status).toBe(200);
    for (const customer of like.body.items) expect(`${customer.firstname} ${customer.email}`.toLowerCase()).toContain('nn');
    const paged = await search(searchQuery([], { pageSize: 1, currentPage: 2, sort: [{ field: 'entity_id', direction: 'ASC' }] }));
    expect(paged.body.items).toHaveLength(1);
    expect(paged.body.total_count).toBeGreaterThanOrEqual(2);
    const bad = await search(searchQuery([[{ field: 'shoe_size', value: '42' }]]));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: 'Invalid attribute name: %1', parameters: ['shoe_size'] });
  });

  it('needs Magento_Customer::customer: no token → 401, a customer token → 401', async () => {
    const anonymous = await search(searchQuery([]), null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ parameters: { resources: 'Magento_Customer::customer' } });
    if (!target.customer.email) return;
    const token = (
      await call<string>(target, 'POST', `${V1}/integration/customer/token`, { body: { username: target.customer.email, password: target.customer.password } })
    ).body;
    expect((await search(searchQuery([]), token)).status).toBe(401);
  });
});

describe('customers/:customerId', () => {
  it('answers the customer, 404 with customerId for an unknown one, and leaves customers/me to the customer', async () => {
    if (!target.isEmulator) return;
    const found = await call<Customer>(target, 'GET', `${V1}/customers/1`, { token: target.token });
    expect(found.status).toBe(200);
    expect(found.body.id).toBe(1);
    const missing = await call(target, 'GET', `${V1}/customers/999999`, { token: target.token });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({
      message: 'No such entity with %fieldName = %fieldValue',
      parameters: { fieldName: 'customerId', fieldValue: 999999 },
    });
    // customers/me with the integration token is not "customer id me": it is refused as Magento's self resource is.
    expect((await call(target, 'GET', `${V1}/customers/me`, { token: target.token })).status).toBe(401);
  });
});
