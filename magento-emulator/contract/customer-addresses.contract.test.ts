// Contract: the address book through PUT /V1/customers/me (CustomerRepository::save with `addresses`, 2.4): the list
// replaces the customer's addresses (new ones created, missing ones deleted, sent ones updated), default_billing /
// default_shipping flags on addresses, the General and Country validators' texts (one error as is, several as "One or
// more input exceptions have occurred."), an unknown address id (404 addressId) and another customer's address
// (Address\Validator\Customer, 2.4.7). Follows api-functional Customer/Api/CustomerRepositoryTest
// (testCreateCustomerWithoutAddressRequiresException's single-error body) and AddressRepositoryTest.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, openTarget, type ContractTarget } from './contract.harness';

let target: ContractTarget;
const V1 = '/rest/V1';

beforeAll(async () => {
  target = await openTarget();
});
afterAll(async () => {
  await target?.close();
});

let serial = 0;
async function newCustomer(): Promise<{ email: string; token: string }> {
  serial += 1;
  const email = `book-${Date.now().toString(36)}-${serial}@example.com`;
  const created = await call(target, 'POST', `${V1}/customers`, {
    body: { customer: { email, firstname: 'Jan', lastname: 'Jansen' }, password: 'Fiets-2024!' },
  });
  expect(created.status).toBe(200);
  const token = await call<string>(target, 'POST', `${V1}/integration/customer/token`, { body: { username: email, password: 'Fiets-2024!' } });
  return { email, token: token.body };
}

const UTRECHT = {
  firstname: 'Jan',
  lastname: 'Jansen',
  street: ['Oudegracht', '12'],
  city: 'Utrecht',
  postcode: '3511 AB',
  country_id: 'NL',
  telephone: '0612345678',
};
const BERLIN = {
  firstname: 'Jan',
  lastname: 'Jansen',
  street: ['Unter den Linden', '5'],
  city: 'Berlin',
  postcode: '10117',
  country_id: 'DE',
  region_id: 82,
  telephone: '030123456',
};

interface MagentoAddress {
  id: number;
  customer_id: number;
  city: string;
  region: { region_code: string | null; region: string | null; region_id: number };
  region_id: number;
  default_billing?: boolean;
  default_shipping?: boolean;
}
interface Me {
  id: number;
  email: string;
  default_billing?: string;
  default_shipping?: string;
  addresses: MagentoAddress[];
}

async function me(token: string): Promise<Me> {
  return (await call<Me>(target, 'GET', `${V1}/customers/me`, { token })).body;
}

function put(token: string, email: string, customer: Record<string, unknown>) {
  return call<Me & { message?: string; parameters?: unknown; errors?: unknown }>(target, 'PUT', `${V1}/customers/me`, {
    token,
    body: { customer: { email, firstname: 'Jan', lastname: 'Jansen', website_id: 1, ...customer } },
  });
}

describe('PUT /V1/customers/me with addresses', () => {
  it('creates, updates and deletes by the list; the defaults follow the flags', async () => {
    const { email, token } = await newCustomer();
    const created = await put(token, email, { addresses: [{ ...UTRECHT, default_billing: true, default_shipping: true }, BERLIN] });
    expect(created.status).toBe(200);
    const [utrecht, berlin] = created.body.addresses;
    expect(utrecht).toMatchObject({ city: 'Utrecht', customer_id: created.body.id, default_billing: true, default_shipping: true, region_id: 0 });
    // The region's name and code come from its id; a non-default address carries no flags at all.
    expect(berlin).toMatchObject({ city: 'Berlin', region: { region_code: 'BER', region: 'Berlin', region_id: 82 }, region_id: 82 });
    expect(berlin).not.toHaveProperty('default_billing');
    expect(created.body.default_billing).toBe(String(utrecht!.id));

    // Berlin becomes the shipping default; Utrecht is sent without flags and stays the billing default.
    const moved = await put(token, email, {
      addresses: [
        { id: utrecht!.id, ...UTRECHT },
        { id: berlin!.id, ...BERLIN, city: 'Berlin-Mitte', default_shipping: true },
      ],
    });
    expect(moved.status).toBe(200);
    expect(moved.body.default_billing).toBe(String(utrecht!.id));
    expect(moved.body.default_shipping).toBe(String(berlin!.id));
    expect(moved.body.addresses.map((address) => address.city)).toEqual(['Utrecht', 'Berlin-Mitte']);

    // Leaving Utrecht out deletes it, and with it the billing default.
    const deleted = await put(token, email, { addresses: [{ id: berlin!.id, ...BERLIN }] });
    expect(deleted.body.addresses.map((address) => address.id)).toEqual([berlin!.id]);
    expect(deleted.body.default_billing).toBeUndefined();
    expect(deleted.body.default_shipping).toBe(String(berlin!.id));

    // Without `addresses` the address book stays as it is (a name change).
    const renamed = await put(token, email, { firstname: 'Johannes' });
    expect(renamed.body.addresses.map((address) => address.id)).toEqual([berlin!.id]);
    expect((await put(token, email, { addresses: [] })).body.addresses).toEqual([]);
  });

  it('refuses an incomplete address with the validator’s text; several problems as an InputException', async () => {
    const { email, token } = await newCustomer();
    const one = await put(token, email, { addresses: [{ ...UTRECHT, firstname: '' }] });
    expect(one.status).toBe(400);
    expect(one.body).toEqual({ message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'firstname' } });
    const region = await put(token, email, { addresses: [{ ...BERLIN, region_id: 999 }] });
    expect(region.status).toBe(400);
    expect(region.body).toEqual({ message: 'Invalid value of "%value" provided for the %fieldName field.', parameters: { fieldName: 'regionId', value: 999 } });
    const several = await put(token, email, { addresses: [{ ...UTRECHT, city: '', country_id: 'FR' }] });
    expect(several.status).toBe(400);
    expect(several.body).toEqual({
      message: 'One or more input exceptions have occurred.',
      errors: [
        { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'city' } },
        { message: 'Invalid value of "%value" provided for the %fieldName field.', parameters: { fieldName: 'countryId', value: 'FR' } },
      ],
    });
    expect((await me(token)).addresses).toEqual([]);
  });

  it('keeps the addresses saved before a refused one, and deletes nothing (no transaction)', async () => {
    const { email, token } = await newCustomer();
    const first = await put(token, email, { addresses: [UTRECHT] });
    const utrechtId = first.body.addresses[0]!.id;
    const refused = await put(token, email, { addresses: [BERLIN, { ...UTRECHT, telephone: '' }] });
    expect(refused.status).toBe(400);
    expect((await me(token)).addresses.map((address) => address.city)).toEqual(['Utrecht', 'Berlin']);
    expect((await me(token)).addresses[0]!.id).toBe(utrechtId);
  });

  it('an unknown address id is 404; another customer’s address is refused and stays theirs', async () => {
    const anna = await newCustomer();
    const piet = await newCustomer();
    const annas = await put(anna.token, anna.email, { addresses: [UTRECHT] });
    const annasId = annas.body.addresses[0]!.id;
    const unknown = await put(piet.token, piet.email, { addresses: [{ id: 987654, ...UTRECHT }] });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'addressId', fieldValue: 987654 } });
    const foreign = await put(piet.token, piet.email, { addresses: [{ id: annasId, ...UTRECHT, city: 'Gestolen' }] });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toEqual({
      message: 'Provided customer ID "%customer_id" isn\'t related to current customer address.',
      parameters: { customer_id: (await me(piet.token)).id },
    });
    expect((await me(anna.token)).addresses).toMatchObject([{ id: annasId, city: 'Utrecht' }]);
    expect((await me(piet.token)).addresses).toEqual([]);
  });
});
