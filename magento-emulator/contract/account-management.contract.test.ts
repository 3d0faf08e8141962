// Contract: registration, password reset and change, name change (Customer/etc/webapi.xml, Model/AccountManagement.php
// of 2.4; api-functional Customer/Api/AccountManagementTest::testCreateCustomer, testCreateCustomerWithErrors,
// testSendPasswordResetLink, testResetPassword, testResetPasswordWithExpiredToken, testResetPasswordWithInvalidToken,
// testChangePassword; CustomerRepositoryTest::testUpdateCustomer), and the emulator's development mailbox, which a real
// Magento does not have (those checks run against the emulator only).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, openTarget, placeOrderBody, readyCart, type ContractTarget } from './contract.harness';

let target: ContractTarget;
const V1 = '/rest/V1';
const CLASSES = 'Minimum of different classes of characters in password is %1. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.';

beforeAll(async () => {
  target = await openTarget();
});
afterAll(async () => {
  await target?.close();
});

let serial = 0;
function newEmail(): string {
  serial += 1;
  return `contract-${Date.now().toString(36)}-${serial}@example.com`;
}

function register(email: string, password: string, store = 'nl', extra: Record<string, unknown> = {}) {
  return call(target, 'POST', `/rest/${store}/V1/customers`, { body: { customer: { email, firstname: 'Jan', lastname: 'Jansen', ...extra }, password } });
}

async function tokenFor(email: string, password: string) {
  return call<string>(target, 'POST', `${V1}/integration/customer/token`, { body: { username: email, password } });
}

interface Mail {
  subject: string;
  store: string;
  template: string;
  text: string;
  html: string;
  to: { email: string };
  links: Array<{ rel: string; href: string }>;
}
async function mailsTo(email: string): Promise<Mail[]> {
  const answer = await fetch(`${target.url}/dev/mailbox.json?to=${encodeURIComponent(email)}`);
  return (await answer.json()) as Mail[];
}

describe('POST /V1/customers', () => {
  it('refuses a weak password with Magento’s rule and its parameter', async () => {
    const email = newEmail();
    const cases: Array<[string, string, unknown]> = [
      ['Ab1!', 'The password needs at least %1 characters. Create a new password and try again.', [8]],
      ['abcdefgh', CLASSES, [3]],
      ['abcdefg1', CLASSES, [3]],
      [' Abcdef1! ', "The password can't begin or end with a space. Verify the password and try again.", undefined],
      [`Aa1!${'x'.repeat(253)}`, 'Please enter a password with at most %1 characters.', [256]],
    ];
    for (const [password, message, parameters] of cases) {
      const answer = await register(email, password);
      expect(answer.status, password).toBe(400);
      expect(answer.body.message).toBe(message);
      if (parameters) expect(answer.body.parameters).toEqual(parameters);
    }
    // Nothing was created: the e-mail is still free.
    expect((await register(email, 'Abcdefg1')).status).toBe(200);
  });

  it('refuses the e-mail address as the password', async () => {
    const email = newEmail();
    const answer = await register(email, email.toUpperCase().replace('CONTRACT', 'Contract1'));
    // Differs from the address in more than case: accepted; the address itself (any case) is refused.
    expect(answer.status).toBe(200);
    const same = newEmail().replace('contract', 'Contract1');
    const refused = await register(same, same);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("The password can't be the same as the email address. Create a new password and try again.");
  });

  it('creates the account in the request’s store view, answers the customer, logs in, refuses a duplicate', async () => {
    const email = newEmail();
    const answer = await register(email, 'Fiets-2024', 'de');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ email, firstname: 'Jan', lastname: 'Jansen', store_id: 3, website_id: 1 });
    expect(typeof answer.body.id).toBe('number');
    expect(answer.body).not.toHaveProperty('password');
    expect((await tokenFor(email, 'Fiets-2024')).status).toBe(200);
    const duplicate = await register(email.toUpperCase(), 'Fiets-2024');
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.message).toBe('A customer with the same email address already exists in an associated website.');
  });

  it('refuses a missing name and an invalid address', async () => {
    const missing = await call(target, 'POST', `${V1}/customers`, { body: { customer: { email: newEmail(), lastname: 'X' }, password: 'Fiets-2024' } });
    expect(missing.status).toBe(400);
    // Magento 2.4: the EAV validator's message with the attribute's label, no parameters (Customer/etc/validation.xml,
    // Eav/Model/Attribute/Data/Text::validateValue, Framework/Validator/Exception).
    expect(missing.body).toEqual({ message: '"First Name" is a required value.' });
    const both = await call(target, 'POST', `${V1}/customers`, {
      body: { customer: { email: newEmail(), firstname: '', lastname: '' }, password: 'Fiets-2024' },
    });
    expect(both.status).toBe(400);
    expect(both.body).toEqual({ message: '"First Name" is a required value.\n"Last Name" is a required value.' });
    const noEmail = await call(target, 'POST', `${V1}/customers`, { body: { customer: { firstname: 'Jan', lastname: 'X' }, password: 'Fiets-2024' } });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body).toEqual({ message: 'The customer email is missing. Enter and try again.' });
    const invalid = await register('not-an-address', 'Fiets-2024');
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('"Email" is not a valid email address.');
  });

  it('emulator: sends the welcome mail in the store view’s language', async () => {
    if (!target.isEmulator) return;
    const email = newEmail();
    await register(email, 'Fiets-2024', 'de');
    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({ template: 'customer_create_account_email_template', store: 'de', subject: 'Willkommen bei FOLT' });
    expect(mail!.text).toContain(email);
    expect(mail!.links.find((link) => link.rel === 'account')?.href).toBe('http://localhost:3000/de/kunde-einstellungen');
  });
});

describe('password reset', () => {
  it('answers 404 for an unknown address and 400 for an unknown template', async () => {
    const unknown = await call(target, 'PUT', `${V1}/customers/password`, { body: { email: newEmail(), template: 'email_reset', websiteId: 1 } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('No such entity with %fieldName = %fieldValue, %field2Name = %field2Value');
    const email = newEmail();
    await register(email, 'Fiets-2024');
    const template = await call(target, 'PUT', `${V1}/customers/password`, { body: { email, template: 'email_nope', websiteId: 1 } });
    expect(template.status).toBe(400);
    expect(template.body.message).toBe('Invalid value of "%value" provided for the %fieldName field. Possible values: %template1 or %template2.');
  });

  it('emulator: mails a link to the shop’s reset page in the request’s language; the token sets a new password once', async () => {
    if (!target.isEmulator) return;
    const email = newEmail();
    await register(email, 'Fiets-2024', 'nl');
    const started = await call(target, 'PUT', '/rest/de/V1/customers/password', { body: { email, template: 'email_reset', websiteId: 1 } });
    expect(started).toMatchObject({ status: 200, body: true });
    const mail = (await mailsTo(email)).find((entry) => entry.template === 'customer_password_forgot_email_template')!;
    expect(mail).toMatchObject({ store: 'de', subject: 'Setzen Sie Ihr Passwort für FOLT zurück' });
    const link = new URL(mail.links.find((entry) => entry.rel === 'reset-password')!.href);
    expect(link.pathname).toBe('/de/kunde-passwort-festlegen');
    expect(link.searchParams.get('email')).toBe(email);
    const token = link.searchParams.get('token')!;
    expect(token).toMatch(/^[0-9a-f]{32}$/);

    const wrong = await call(target, 'POST', `${V1}/customers/resetPassword`, { body: { email, resetToken: 'f'.repeat(32), newPassword: 'Nieuw-2025' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('The password token is mismatched. Reset and try again.');
    const weak = await call(target, 'POST', `${V1}/customers/resetPassword`, { body: { email, resetToken: token, newPassword: 'zwak' } });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe('The password needs at least %1 characters. Create a new password and try again.');

    const done = await call(target, 'POST', `${V1}/customers/resetPassword`, { body: { email, resetToken: token, newPassword: 'Nieuw-2025' } });
    expect(done).toMatchObject({ status: 200, body: true });
    expect((await tokenFor(email, 'Nieuw-2025')).status).toBe(200);
    expect((await tokenFor(email, 'Fiets-2024')).status).toBe(401);
    const again = await call(target, 'POST', `${V1}/customers/resetPassword`, { body: { email, resetToken: token, newPassword: 'Nogeens-2025' } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('The password token is mismatched. Reset and try again.');
  });

  it('emulator: a token older than the 2-hour period is expired', async () => {
    if (!target.isEmulator) return;
    const email = newEmail();
    await register(email, 'Fiets-2024');
    await call(target, 'PUT', `${V1}/customers/password`, { body: { email, template: 'email_reset' } });
    const token = new URL((await mailsTo(email))[0]!.links[0]!.href).searchParams.get('token')!;
    await fetch(`${target.url}/__emulator/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: 2 * 3_600_000 }),
    });
    try {
      const expired = await call(target, 'POST', `${V1}/customers/resetPassword`, { body: { email, resetToken: token, newPassword: 'Nieuw-2025' } });
      expect(expired.status).toBe(400);
      expect(expired.body.message).toBe('The password token is expired. Reset and try again.');
    } finally {
      await fetch(`${target.url}/__emulator/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ reset: true }) });
    }
  });
});

describe('the logged-in customer', () => {
  it('changes the password (the current one checked, the rules applied) and the name', async () => {
    const email = newEmail();
    await register(email, 'Fiets-2024', 'en');
    const token = (await tokenFor(email, 'Fiets-2024')).body;
    const wrong = await call(target, 'PUT', `${V1}/customers/me/password`, { token, body: { currentPassword: 'Fout-2024', newPassword: 'Nieuw-2025' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe("The password doesn't match this account. Verify the password and try again.");
    const weak = await call(target, 'PUT', `${V1}/customers/me/password`, { token, body: { currentPassword: 'Fiets-2024', newPassword: 'alllowercase' } });
    expect(weak.status).toBe(400);
    expect(weak.body).toEqual({ message: CLASSES, parameters: [3] });
    const changed = await call(target, 'PUT', `${V1}/customers/me/password`, { token, body: { currentPassword: 'Fiets-2024', newPassword: 'Nieuw-2025' } });
    expect(changed).toMatchObject({ status: 200, body: true });
    expect((await tokenFor(email, 'Nieuw-2025')).status).toBe(200);

    const renamed = await call(target, 'PUT', `${V1}/customers/me`, { token, body: { customer: { email, firstname: 'Anna', lastname: 'de Vries' } } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ email, firstname: 'Anna', lastname: 'de Vries' });
    expect((await call(target, 'GET', `${V1}/customers/me`, { token })).body).toMatchObject({ firstname: 'Anna', lastname: 'de Vries' });
    if (target.isEmulator) {
      const mail = (await mailsTo(email)).find((entry) => entry.template === 'customer_password_reset_password_template');
      expect(mail?.subject).toBe('Your FOLT password has been changed');
    }
  });

  it('needs a customer token', async () => {
    const answer = await call(target, 'PUT', `${V1}/customers/me/password`, { body: { currentPassword: 'a', newPassword: 'b' } });
    expect(answer.status).toBe(401);
  });
});

describe('emulator: the development mailbox', () => {
  it('holds the order confirmation of a placed order in the store view’s language and shows it as a page', async () => {
    if (!target.isEmulator) return;
    const cartId = await readyCart(target, 'en');
    const body = placeOrderBody('cashondelivery');
    const placed = await call(target, 'POST', `/rest/en/V1/guest-carts/${cartId}/payment-information`, { body });
    expect(placed.status).toBe(200);
    const mail = (await mailsTo(body.email)).find((entry) => entry.template === 'sales_email_order_guest_template')!;
    expect(mail.store).toBe('en');
    expect(mail.subject).toBe('Your FOLT order confirmation');
    expect(mail.text).toMatch(/Your Order #\d+/);
    const list = await fetch(`${target.url}/dev/mailbox`);
    expect(list.status).toBe(200);
    expect(await list.text()).toContain('Your FOLT order confirmation');
  });
});
