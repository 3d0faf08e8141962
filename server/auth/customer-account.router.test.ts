// Register, forgot password, reset by the mailed link, change password and name, through the real app against the
// emulator (its mailbox stands in for the shopper's inbox): what a shopper and an attacker can observe.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccountApp, startAccountEmulator, type AccountApp, type TestEmulator } from './account-test-harness';

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
const newEmail = () => `shopper-${Date.now().toString(36)}-${(serial += 1)}@example.com`;

async function mailsTo(address: string): Promise<Array<{ template: string; store: string; subject: string; links: Array<{ rel: string; href: string }> }>> {
  return (await (await fetch(`${emu.url}/dev/mailbox.json?to=${encodeURIComponent(address)}`)).json()) as never;
}

describe('POST /api/auth/customer/register', () => {
  it('creates the account in the shopper’s store view and logs them in', async () => {
    const browser = app.browser();
    const email = newEmail();
    const answer = await browser.request(
      'POST',
      '/api/auth/customer/register',
      { email, firstname: 'Anna', lastname: 'Bakker', password: 'Fiets-2024', locale: 'de' },
      { csrf: true },
    );
    expect(answer.status).toBe(200);
    // Registered means logged in, with the new customer's cart as the browser's cart (cart-merge.ts).
    expect(answer.json).toEqual({
      success: true,
      data: { customer: { name: 'Anna Bakker', email }, cart: { cartId: 'mine', merged: 0, leftBehind: [] } },
      error: null,
    });
    expect((await browser.session()).json.data.customer).toMatchObject({ name: 'Anna Bakker' });
    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({ template: 'customer_create_account_email_template', store: 'de' });
  });

  it('refuses a weak password before asking Magento, with the rule broken', async () => {
    const browser = app.browser();
    const before = app.upstreamCalls.length;
    const email = newEmail();
    const weak = await browser.request(
      'POST',
      '/api/auth/customer/register',
      { email, firstname: 'A', lastname: 'B', password: 'alllowercase' },
      { csrf: true },
    );
    expect(weak.status).toBe(400);
    expect(weak.json.error).toBe('The password needs at least 3 of: lower case, upper case, digits, special characters');
    const short = await browser.request('POST', '/api/auth/customer/register', { email, firstname: 'A', lastname: 'B', password: 'Ab1!' }, { csrf: true });
    expect(short.json.error).toBe('The password needs at least 8 characters');
    expect(app.upstreamCalls.length).toBe(before);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('says an address already has an account (409), and needs the CSRF value', async () => {
    const browser = app.browser();
    const taken = await browser.request(
      'POST',
      '/api/auth/customer/register',
      { email: emu.customer.email, firstname: 'A', lastname: 'B', password: 'Fiets-2024' },
      { csrf: true },
    );
    expect(taken.status).toBe(409);
    expect(taken.json.error).toBe('An account with this e-mail address already exists');
    const noCsrf = await app
      .browser()
      .request('POST', '/api/auth/customer/register', { email: newEmail(), firstname: 'A', lastname: 'B', password: 'Fiets-2024' }, { csrf: false });
    expect(noCsrf.status).toBe(403);
  });

  it('limits registrations per address (429 with Retry-After)', async () => {
    const own = await startAccountApp({ emulator: emu, overrides: { loginLimits: { registerPerIp: { limit: 1, windowMs: 60_000 } } } });
    try {
      const browser = own.browser();
      const body = () => ({ email: newEmail(), firstname: 'A', lastname: 'B', password: 'Fiets-2024' });
      expect((await browser.request('POST', '/api/auth/customer/register', body(), { csrf: true })).status).toBe(200);
      await browser.session();
      const refused = await browser.request('POST', '/api/auth/customer/register', body(), { csrf: true });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.json.error).toBe('Too many requests. Please wait a few minutes.');
    } finally {
      await own.close();
    }
  });
});

describe('forgot password and the reset link', () => {
  it('answers the same for an unknown address as for a known one; only the known one gets a mail', async () => {
    const browser = app.browser();
    const known = await browser.request('POST', '/api/auth/customer/password-forgot', { email: emu.secondCustomer.email, locale: 'en' }, { csrf: true });
    const unknownAddress = newEmail();
    const unknown = await browser.request('POST', '/api/auth/customer/password-forgot', { email: unknownAddress, locale: 'en' }, { csrf: true });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.text).toBe(known.text);
    expect(await mailsTo(unknownAddress)).toEqual([]);
    expect((await mailsTo(emu.secondCustomer.email))[0]).toMatchObject({ template: 'customer_password_forgot_email_template', store: 'en' });
  });

  it('sets a new password with the mailed token once; the old password stops working', async () => {
    const browser = app.browser();
    const email = newEmail();
    await browser.request(
      'POST',
      '/api/auth/customer/register',
      { email, firstname: 'Jan', lastname: 'Smit', password: 'Fiets-2024', locale: 'nl' },
      { csrf: true },
    );
    await browser.session(); // a login renews the CSRF value, as the shop's pages ask again
    await browser.request('POST', '/api/auth/customer/password-forgot', { email, locale: 'nl' }, { csrf: true });
    const link = new URL((await mailsTo(email)).find((mail) => mail.template === 'customer_password_forgot_email_template')!.links[0]!.href);
    expect(link.pathname).toBe('/klant-wachtwoord-instellen');
    const token = link.searchParams.get('token')!;

    const weak = await browser.request('POST', '/api/auth/customer/password-reset', { email, token, password: 'nieuw' }, { csrf: true });
    expect(weak.json.error).toBe('The password needs at least 8 characters');
    const wrong = await browser.request('POST', '/api/auth/customer/password-reset', { email, token: 'f'.repeat(32), password: 'Nieuw-2025' }, { csrf: true });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toBe('This link to set a new password is not valid (any more). Please request a new one.');
    const done = await browser.request('POST', '/api/auth/customer/password-reset', { email, token, password: 'Nieuw-2025' }, { csrf: true });
    expect(done.status).toBe(200);
    const again = await browser.request('POST', '/api/auth/customer/password-reset', { email, token, password: 'Nogmaals-2025' }, { csrf: true });
    expect(again.json.error).toBe('This link to set a new password is not valid (any more). Please request a new one.');

    expect((await app.browser().loginCustomer(email, 'Fiets-2024')).status).toBe(401);
    expect((await app.browser().loginCustomer(email, 'Nieuw-2025')).status).toBe(200);
  });

  it('answers an unknown address on the reset link like a wrong token', async () => {
    const answer = await app
      .browser()
      .request('POST', '/api/auth/customer/password-reset', { email: newEmail(), token: 'a'.repeat(32), password: 'Nieuw-2025' }, { csrf: true });
    expect(answer.status).toBe(400);
    expect(answer.json.error).toBe('This link to set a new password is not valid (any more). Please request a new one.');
  });
});

describe('the logged-in customer’s settings', () => {
  it('changes the name (the session shows it) and the password (the current one checked)', async () => {
    const browser = app.browser();
    const email = newEmail();
    await browser.request('POST', '/api/auth/customer/register', { email, firstname: 'Piet', lastname: 'Post', password: 'Fiets-2024' }, { csrf: true });
    await browser.session();
    expect((await browser.request('GET', '/api/customer/profile')).json.data).toEqual({ firstname: 'Piet', lastname: 'Post', email });
    const renamed = await browser.request('PUT', '/api/customer/profile', { firstname: 'Pieter', lastname: 'Post' }, { csrf: true });
    expect(renamed.json.data).toMatchObject({ name: 'Pieter Post' });
    expect((await browser.session()).json.data.customer.name).toBe('Pieter Post');

    const wrong = await browser.request('PUT', '/api/customer/password', { currentPassword: 'Fout-2024', newPassword: 'Nieuw-2025' }, { csrf: true });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toBe('The current password is not correct');
    // Still logged in: Magento's 401 about the password is not an ended session.
    expect((await browser.session()).json.data.customer).not.toBeNull();
    const same = await browser.request('PUT', '/api/customer/password', { currentPassword: 'Fiets-2024', newPassword: email }, { csrf: true });
    expect(same.json.error).toBe('The password cannot be the same as the e-mail address');
    const changed = await browser.request('PUT', '/api/customer/password', { currentPassword: 'Fiets-2024', newPassword: 'Nieuw-2025' }, { csrf: true });
    expect(changed.status).toBe(200);
    expect((await app.browser().loginCustomer(email, 'Nieuw-2025')).status).toBe(200);
  });

  it('needs a login', async () => {
    const answer = await app.browser().request('PUT', '/api/customer/profile', { firstname: 'A', lastname: 'B' }, { csrf: true });
    expect(answer.status).toBe(401);
  });
});
