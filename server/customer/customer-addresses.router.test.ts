// The address book through the real app against the emulator: what a shopper sees after each change, what the shared
// schema refuses before Magento is asked, Magento's refusals in the contract's words, and that one customer's session
// can never read, change or delete another customer's address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccountApp, startAccountEmulator, type AccountApp, type TestEmulator } from '../auth/account-test-harness';

let emu: TestEmulator;
let app: AccountApp;

beforeAll(async () => {
  emu = await startAccountEmulator();
  app = await startAccountApp({
    emulator: emu,
    overrides: { loginLimits: { perIp: { limit: 1000, windowMs: 60_000 }, registerPerIp: { limit: 1000, windowMs: 60_000 } } },
  });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await emu?.close();
});

let serial = 0;
async function newShopper() {
  const browser = app.browser();
  const email = `book-${Date.now().toString(36)}-${(serial += 1)}@example.com`;
  const registered = await browser.request(
    'POST',
    '/api/auth/customer/register',
    { email, firstname: 'Anna', lastname: 'Bakker', password: 'Fiets-2024' },
    { csrf: true },
  );
  expect(registered.status).toBe(200);
  await browser.session();
  return browser;
}

const UTRECHT = {
  firstname: 'Anna',
  lastname: 'Bakker',
  street: 'Oudegracht',
  houseNumber: '12a',
  postcode: '3511ab',
  city: 'Utrecht',
  country_id: 'NL',
  telephone: '0612345678',
  region_id: null,
};
const BERLIN = { ...UTRECHT, street: 'Unter den Linden', houseNumber: '5', postcode: '10117', city: 'Berlin', country_id: 'DE', region_id: 82 };

describe('/api/customer/addresses', () => {
  it('adds, edits, makes default and deletes; every answer is the saved list', async () => {
    const browser = await newShopper();
    expect((await browser.request('GET', '/api/customer/addresses')).json.data).toEqual({ addresses: [] });

    const added = await browser.request('POST', '/api/customer/addresses', { address: UTRECHT, defaultBilling: true, defaultShipping: true });
    expect(added.status).toBe(200);
    const [utrecht] = added.json.data.addresses;
    // The postcode as the checkout writes it; street and house number back in their own fields.
    expect(utrecht).toMatchObject({ ...UTRECHT, postcode: '3511 AB', region: null, defaultBilling: true, defaultShipping: true });

    const second = await browser.request('POST', '/api/customer/addresses', { address: BERLIN });
    const berlin = second.json.data.addresses[1];
    expect(berlin).toMatchObject({ city: 'Berlin', region_id: 82, region: 'Berlin', defaultBilling: false, defaultShipping: false });

    const edited = await browser.request('PUT', `/api/customer/addresses/${berlin.id}`, { address: { ...BERLIN, city: 'Berlin-Mitte', region_id: null } });
    expect(edited.json.data.addresses[1]).toMatchObject({ id: berlin.id, city: 'Berlin-Mitte', region_id: null, region: null });

    const shipping = await browser.request('PUT', `/api/customer/addresses/${berlin.id}/default`, { shipping: true });
    expect(shipping.json.data.addresses.map((a: { defaultBilling: boolean; defaultShipping: boolean }) => [a.defaultBilling, a.defaultShipping])).toEqual([
      [true, false],
      [false, true],
    ]);

    const deleted = await browser.request('DELETE', `/api/customer/addresses/${utrecht.id}`);
    expect(deleted.json.data.addresses).toEqual([expect.objectContaining({ id: berlin.id, defaultBilling: false, defaultShipping: true })]);
  });

  it('refuses what the checkout would refuse, without asking Magento', async () => {
    const browser = await newShopper();
    const before = app.upstreamCalls.length;
    const bad = await browser.request('POST', '/api/customer/addresses', { address: { ...UTRECHT, postcode: '0123 AB' } });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe('The address is incomplete or not valid');
    const unknownField = await browser.request('POST', '/api/customer/addresses', { address: { ...UTRECHT, customer_id: 1 } });
    expect(unknownField.status).toBe(400);
    const france = await browser.request('POST', '/api/customer/addresses', { address: { ...UTRECHT, country_id: 'FR' } });
    expect(france.status).toBe(400);
    expect(app.upstreamCalls.slice(before).filter((call) => call.url.includes('/customers/me'))).toEqual([]);
  });

  it('Magento’s refusal of a region is the contract’s text', async () => {
    const browser = await newShopper();
    const answer = await browser.request('POST', '/api/customer/addresses', { address: { ...BERLIN, region_id: 999 } });
    expect(answer.status).toBe(400);
    expect(answer.json.error).toBe('The state or region is not valid for this country');
  });

  it('never reaches another customer’s address', async () => {
    const anna = await newShopper();
    const piet = await newShopper();
    const annas = (await anna.request('POST', '/api/customer/addresses', { address: UTRECHT })).json.data.addresses[0];
    const before = app.upstreamCalls.length;
    for (const [method, path, body] of [
      ['PUT', `/api/customer/addresses/${annas.id}`, { address: { ...UTRECHT, city: 'Gestolen' } }],
      ['PUT', `/api/customer/addresses/${annas.id}/default`, { billing: true }],
      ['DELETE', `/api/customer/addresses/${annas.id}`, undefined],
    ] as const) {
      const answer = await piet.request(method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.json.error).toBe('Address not found');
    }
    // Piet's token only ever read his own list: no save went to Magento.
    expect(app.upstreamCalls.slice(before).filter((call) => call.method === 'PUT')).toEqual([]);
    expect((await anna.request('GET', '/api/customer/addresses')).json.data.addresses).toEqual([expect.objectContaining({ id: annas.id, city: 'Utrecht' })]);
    expect((await piet.request('GET', '/api/customer/addresses')).json.data.addresses).toEqual([]);
  });

  it('needs a login and the session’s CSRF value', async () => {
    expect((await app.browser().request('GET', '/api/customer/addresses')).status).toBe(401);
    const browser = await newShopper();
    const forged = await browser.request('POST', '/api/customer/addresses', { address: UTRECHT }, { csrf: 'x'.repeat(43) });
    expect(forged.status).toBe(403);
    expect((await browser.request('GET', '/api/customer/addresses')).json.data.addresses).toEqual([]);
  });
});
