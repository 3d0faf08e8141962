// Sessions and logins against the Magento emulator through the real app: the session cookie and its CSRF value,
// customer and admin login and logout, Magento's lock and our own limits (a spoofed X-Forwarded-For resets neither),
// two-factor admin login, expiry (ours and Magento's), one account logged in from two browsers, and the session that
// server rendering sees.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCode, emulatorSwitch, startAccountApp, startAccountEmulator, type AccountApp, type Browser, type TestEmulator } from './account-test-harness';

let emu: TestEmulator;
let app: AccountApp;
const HOUR = 3_600_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  emu = await startAccountEmulator();
  // The address limit has its own test (its own app); here many tests log in from 127.0.0.1.
  app = await startAccountApp({ emulator: emu, overrides: { loginLimits: { perIp: { limit: 1000, windowMs: 60_000 } } } });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await emu?.close();
});

/** Every answer of the account API must keep Magento's tokens out of the browser's reach. */
function expectNoToken(answer: { text: string; headers: Headers }): void {
  expect(answer.text).not.toMatch(/token"\s*:/i);
  for (const line of answer.headers.getSetCookie()) {
    // The shop's cart cookie names the customer's cart as `mine` (a login) or is emptied (a logout): never a token.
    if (line.startsWith('cartId=')) expect(line).toMatch(/^cartId=(mine)?; /);
    else if (!/^(orderId|paymentToken|couponCode)=; /.test(line)) expect(line).toMatch(/^folt_session=[A-Za-z0-9_-]+; Path=\/; HttpOnly; SameSite=Strict$/);
  }
}

describe('GET /api/session', () => {
  it('creates a session cookie with a CSRF value once, and says nobody is logged in', async () => {
    const browser = app.browser();
    const first = await browser.session();
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.json).toEqual({ success: true, data: { customer: null, admin: null, csrf: expect.stringMatching(/^[\w-]{43}$/) }, error: null });
    expect(first.headers.getSetCookie()).toHaveLength(1);
    expectNoToken(first);
    const second = await browser.session();
    expect(second.json.data.csrf).toBe(first.json.data.csrf);
    expect(second.headers.getSetCookie()).toHaveLength(0);
    // A forged or foreign cookie is ignored: a new session replaces it.
    const forged = app.browser();
    forged.cookies.set(
      'folt_session',
      browser.sessionCookie!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
    );
    const fresh = await forged.session();
    expect(fresh.json.data.csrf).not.toBe(first.json.data.csrf);
  });
});

describe('customer login and logout', () => {
  it("refuses a login without the session's CSRF value, with a wrong one, and from another site (403)", async () => {
    const browser = app.browser();
    const before = app.upstreamCalls.length;
    const body = { email: emu.customer.email, password: emu.customer.password };
    const noSession = await browser.request('POST', '/api/auth/customer/login', body, { csrf: false });
    expect(noSession.status).toBe(403);
    expect(noSession.json).toEqual({ success: false, data: null, error: 'Cross-site request refused' });
    await browser.session();
    expect((await browser.request('POST', '/api/auth/customer/login', body, { csrf: false })).status).toBe(403);
    expect((await browser.request('POST', '/api/auth/customer/login', body, { csrf: 'x'.repeat(43) })).status).toBe(403);
    expect((await browser.request('POST', '/api/auth/customer/login', body, { headers: { origin: 'https://evil.example' } })).status).toBe(403);
    expect((await browser.request('POST', '/api/auth/customer/login', body, { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    expect(app.upstreamCalls.length).toBe(before);
  });

  it('logs in: the name in the answer and in the session, a new CSRF value, no token anywhere', async () => {
    const browser = app.browser();
    await browser.session();
    const csrfBefore = browser.csrf;
    const login = await browser.request('POST', '/api/auth/customer/login', { email: emu.customer.email, password: emu.customer.password });
    expect(login.status).toBe(200);
    // The cart is the customer's Magento cart from now on (cart-merge.ts); this browser had no guest cart to merge.
    expect(login.json).toEqual({
      success: true,
      data: { customer: { name: 'Sanne de Vries', email: emu.customer.email }, cart: { cartId: 'mine', merged: 0, leftBehind: [] } },
      error: null,
    });
    expectNoToken(login);
    const session = await browser.session();
    expect(session.json.data).toMatchObject({ customer: { name: 'Sanne de Vries' }, admin: null });
    expect(session.json.data.csrf).not.toBe(csrfBefore);
    // The old CSRF value no longer works for writes.
    expect((await browser.request('POST', '/api/auth/customer/logout', undefined, { csrf: csrfBefore! })).status).toBe(403);
    // Server rendering's route checks see the same session.
    const page = await browser.get('/account/orders');
    expect(page.json).toEqual({ customer: { name: 'Sanne de Vries' }, admin: null });
    expect((await app.browser().get('/account/orders')).json).toEqual({ customer: null, admin: null });
  });

  it('answers a wrong password with 401 and a malformed e-mail address with 400', async () => {
    const browser = app.browser();
    const wrong = await browser.request('POST', '/api/auth/customer/login', { email: 'niemand@example.com', password: 'fout' });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toEqual({ success: false, data: null, error: 'Wrong e-mail address or password' });
    const bad = await browser.request('POST', '/api/auth/customer/login', { email: 'not-an-address', password: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe('Invalid request: email');
  });

  it('logs out this browser only: the customer APIs answer 401 here, nothing is revoked at Magento', async () => {
    const browser = app.browser();
    await browser.loginCustomer(emu.customer.email, emu.customer.password);
    expect((await browser.get('/api/customer/orders')).status).toBe(200);
    const before = app.upstreamCalls.length;
    const logout = await browser.request('POST', '/api/auth/customer/logout');
    expect(logout.status).toBe(200);
    expect(logout.json).toEqual({ success: true, data: null, error: null });
    // Magento can only revoke all of the account's tokens, which would log out the customer's other browsers too.
    expect(app.upstreamCalls.slice(before).some((call) => call.url.endsWith('/V1/integration/customer/revoke-customer-token'))).toBe(false);
    expect((await browser.session()).json.data.customer).toBeNull();
    const after = await browser.get('/api/customer/orders');
    expect(after.status).toBe(401);
    expect(after.json).toEqual({ success: false, data: { login: 'customer' }, error: 'Not logged in' });
    expect((await browser.request('POST', '/api/auth/customer/logout', { everywhere: 'yes' })).status).toBe(400);
  });
});

describe("the guest cart merged at login, in the shopper's store view", () => {
  it("a shopper browsing in German gets the guest cart merged into a customer cart of the German store view: every cart call goes to Magento's de store", async () => {
    const email = `merge-de-${Date.now().toString(36)}@example.com`;
    const password = 'Vouwfiets-2024';
    const created = await fetch(`${emu.url}/rest/V1/customers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ customer: { email, firstname: 'Klaus', lastname: 'Kunde' }, password }),
    });
    expect(created.status).toBe(200);
    const browser = app.browser();
    await browser.session();
    const guestId = (await browser.request('POST', '/api/magento/cart?locale=de')).json.data as string;
    expect((await browser.request('POST', `/api/magento/cart/items?cartId=${guestId}&locale=de`, { cartItem: { sku: 'FOLT-BELL', qty: 2 } })).status).toBe(200);
    browser.cookies.set('cartId', guestId);
    const before = app.upstreamCalls.length;
    const login = await browser.request('POST', '/api/auth/customer/login', { email, password, locale: 'de' });
    expect(login.status).toBe(200);
    expect(login.json.data.cart).toEqual({ cartId: 'mine', merged: 1, leftBehind: [] });
    const cartCalls = app.upstreamCalls.slice(before).filter((call) => /\/V1\/(carts|guest-carts)\//.test(`${call.url}/`));
    expect(cartCalls.length).toBeGreaterThanOrEqual(4); // carts/mine, the guest cart and its items, the add, the guest line's delete
    for (const call of cartCalls) expect(`${call.method} ${new URL(call.url).pathname}`).toMatch(/^\w+ \/rest\/de\/V1\//);
    // The customer's cart is one of the German store view (Magento names its lines, totals and messages in it).
    const token = (await (
      await fetch(`${emu.url}/rest/V1/integration/customer/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: email, password }),
      })
    ).json()) as string;
    const mine = (await (await fetch(`${emu.url}/rest/V1/carts/mine`, { headers: { authorization: `Bearer ${token}` } })).json()) as { store_id: number };
    const guestDe = (await (await fetch(`${emu.url}/rest/de/V1/guest-carts`, { method: 'POST' })).json()) as string;
    const germanStore = ((await (await fetch(`${emu.url}/rest/de/V1/guest-carts/${guestDe}`)).json()) as { store_id: number }).store_id;
    expect(mine.store_id).toBe(germanStore);
    // Without a locale (an older page) the login still works, in the default store view.
    expect((await app.browser().request('POST', '/api/auth/customer/login', { email, password })).status).toBe(200);
  });
});

describe('one account, several browsers', () => {
  it('two logins on one account both stay logged in, also after a login again in the first browser and a logout in the second', async () => {
    const laptop = app.browser();
    const phone = app.browser();
    await laptop.loginCustomer(emu.customer.email, emu.customer.password);
    await pause(1100); // JWT times are whole seconds: the two tokens differ in iat
    await phone.loginCustomer(emu.customer.email, emu.customer.password);
    expect((await laptop.get('/api/customer/orders')).status).toBe(200);
    expect((await phone.get('/api/customer/orders')).status).toBe(200);
    // Logging in again where one is logged in already replaces that token without revoking (all of) them.
    expect((await laptop.loginCustomer(emu.customer.email, emu.customer.password)).status).toBe(200);
    await pause(1100);
    expect((await phone.get('/api/customer/orders')).status).toBe(200);
    expect((await laptop.get('/api/customer/orders')).status).toBe(200);
    expect((await phone.request('POST', '/api/auth/customer/logout')).status).toBe(200);
    expect((await phone.get('/api/customer/orders')).status).toBe(401);
    expect((await laptop.get('/api/customer/orders')).status).toBe(200);
    expect((await laptop.session()).json.data.customer).toEqual({ name: 'Sanne de Vries' });
  });

  it('"log out everywhere" revokes at Magento: the other browser is logged out at its next account call', async () => {
    const laptop = app.browser();
    const phone = app.browser();
    await laptop.loginCustomer(emu.customer.email, emu.customer.password);
    await phone.loginCustomer(emu.customer.email, emu.customer.password);
    await pause(1100); // Magento revokes the tokens issued up to one second before the call
    const before = app.upstreamCalls.length;
    const logout = await laptop.request('POST', '/api/auth/customer/logout', { everywhere: true });
    expect(logout.status).toBe(200);
    expect(logout.json).toEqual({ success: true, data: { everywhere: true }, error: null });
    expect(app.upstreamCalls.slice(before).filter((call) => call.url.endsWith('/V1/integration/customer/revoke-customer-token'))).toHaveLength(1);
    expect((await laptop.get('/api/customer/orders')).status).toBe(401);
    const phoneAfter = await phone.get('/api/customer/orders');
    expect(phoneAfter.status).toBe(401);
    expect(phoneAfter.json.data).toEqual({ login: 'customer' });
    expect((await phone.session()).json.data.customer).toBeNull();
    // Without a customer session there is nothing to revoke with: "log in first", not a logout that reached nobody.
    await laptop.session();
    const nobody = await laptop.request('POST', '/api/auth/customer/logout', { everywhere: true });
    expect(nobody.status).toBe(401);
    expect(nobody.json.data).toEqual({ login: 'customer' });
  });

  it('"log out everywhere" that Magento could not carry out still logs this browser out, and says it failed', async () => {
    const laptop = app.browser();
    await laptop.loginCustomer(emu.customer.email, emu.customer.password);
    await emulatorSwitch(emu, '/faults', { route: 'revoke-customer-token', status: 503 });
    try {
      const logout = await laptop.request('POST', '/api/auth/customer/logout', { everywhere: true });
      expect(logout.status).toBeGreaterThanOrEqual(500);
      expect(logout.json.success).toBe(false);
      expect((await laptop.session()).json.data.customer).toBeNull();
    } finally {
      await emulatorSwitch(emu, '/faults', null);
    }
  });

  it("the session part ends at the token's own exp (Magento's 60 minutes), not at a lifetime of its own", async () => {
    let now = Date.now();
    // A configured fallback of 8 h must not outlive the token Magento says ends after 60 minutes.
    const own = await startAccountApp({ emulator: emu, config: { customerTokenLifetimeMs: 8 * HOUR }, overrides: { clock: () => now } });
    try {
      const browser = own.browser();
      expect((await browser.loginCustomer(emu.customer.email, emu.customer.password)).status).toBe(200);
      now += 59 * 60_000;
      expect((await browser.session()).json.data.customer).toEqual({ name: 'Sanne de Vries' });
      now += 2 * 60_000;
      expect((await browser.session()).json.data.customer).toBeNull();
    } finally {
      await own.close();
    }
  });
});

describe('lockout and login limits', () => {
  it("wrong passwords: Magento's lock after 6 (423, even for the right password), then our own 429; a spoofed X-Forwarded-For resets neither", async () => {
    const browser = app.browser();
    const account = { email: emu.secondCustomer.email, password: 'wrong-password' };
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const answer = await browser.request('POST', '/api/auth/customer/login', account, { headers: { 'x-forwarded-for': `203.0.113.${attempt}` } });
      statuses.push(answer.status);
      if (attempt < 6) expect(answer.json.error).toBe('Wrong e-mail address or password');
      else expect(answer.json).toEqual({ success: false, data: null, error: 'This account is temporarily locked. Please try again later.' });
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 423]);
    // Locked at Magento: even the right password is refused, with the lock message.
    const right = await browser.request(
      'POST',
      '/api/auth/customer/login',
      { email: emu.secondCustomer.email, password: emu.secondCustomer.password },
      { headers: { 'x-forwarded-for': '198.51.100.7' } },
    );
    expect(right.status).toBe(423);
    for (let attempt = 8; attempt <= 10; attempt += 1) {
      expect((await browser.request('POST', '/api/auth/customer/login', account, { headers: { 'x-forwarded-for': `192.0.2.${attempt}` } })).status).toBe(423);
    }
    // Our per-account limit (10 per 15 minutes): refused before Magento is asked, with Retry-After.
    const before = app.upstreamCalls.length;
    const limited = await browser.request('POST', '/api/auth/customer/login', account, { headers: { 'x-forwarded-for': '10.9.8.7' } });
    expect(limited.status).toBe(429);
    expect(limited.json).toEqual({ success: false, data: null, error: 'Too many login attempts. Please wait a few minutes.' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another visitor (fresh cookies) from "another address" is refused the same way for this account.
    const other = app.browser();
    expect(
      (
        await other.request(
          'POST',
          '/api/auth/customer/login',
          { email: emu.secondCustomer.email.toUpperCase(), password: emu.secondCustomer.password },
          { headers: { 'x-forwarded-for': '172.16.0.1' } },
        )
      ).status,
    ).toBe(429);
    expect(app.upstreamCalls.length).toBe(before);
  });

  it('per address: 20 attempts, whatever the accounts, the role and X-Forwarded-For (not trusted here)', async () => {
    const own = await startAccountApp({ emulator: emu, trustProxy: false });
    try {
      const browser = own.browser();
      for (let attempt = 1; attempt <= 20; attempt += 1) {
        const answer = await browser.request(
          'POST',
          '/api/auth/customer/login',
          { email: `probe${attempt}@example.com`, password: 'x' },
          { headers: { 'x-forwarded-for': `203.0.113.${attempt}` } },
        );
        expect(answer.status, `attempt ${attempt}`).toBe(401);
      }
      const limited = await browser.request(
        'POST',
        '/api/auth/customer/login',
        { email: 'probe21@example.com', password: 'x' },
        { headers: { 'x-forwarded-for': '203.0.113.99' } },
      );
      expect(limited.status).toBe(429);
      // Customer and admin logins share the address's count: guessing must not get a second budget at the admin login.
      expect((await browser.request('POST', '/api/auth/admin/login', { username: 'nobody', password: 'x' })).status).toBe(429);
    } finally {
      await own.close();
    }
  });

  it('behind a trusted proxy the address comes from X-Forwarded-For, so two visitors have their own limits', async () => {
    const own = await startAccountApp({ emulator: emu, trustProxy: 'loopback', overrides: { loginLimits: { perIp: { limit: 2, windowMs: 60_000 } } } });
    try {
      const browser = own.browser();
      const attempt = (ip: string, n: number) =>
        browser.request('POST', '/api/auth/customer/login', { email: `proxy${n}@example.com`, password: 'x' }, { headers: { 'x-forwarded-for': ip } });
      expect((await attempt('198.51.100.1', 1)).status).toBe(401);
      expect((await attempt('198.51.100.1', 2)).status).toBe(401);
      expect((await attempt('198.51.100.1', 3)).status).toBe(429);
      expect((await attempt('198.51.100.2', 4)).status).toBe(401);
    } finally {
      await own.close();
    }
  });
});

describe('admin login', () => {
  it('logs in and out without two-factor login; a customer session is no admin session', async () => {
    const browser = app.browser();
    await browser.loginCustomer(emu.customer.email, emu.customer.password);
    expect((await browser.get('/api/admin/dashboard')).status).toBe(401);
    const login = await browser.loginAdmin(emu.admin.username, emu.admin.password);
    expect(login.status).toBe(200);
    expect(login.json).toEqual({ success: true, data: { admin: { username: emu.admin.username } }, error: null });
    expectNoToken(login);
    expect((await browser.session()).json.data).toMatchObject({ customer: { name: 'Sanne de Vries' }, admin: { username: emu.admin.username } });
    expect((await browser.get('/api/admin/dashboard')).status).toBe(200);
    expect((await browser.request('POST', '/api/auth/admin/logout')).status).toBe(200);
    expect((await browser.session()).json.data).toMatchObject({ customer: { name: 'Sanne de Vries' }, admin: null });
    expect((await browser.get('/api/admin/dashboard')).status).toBe(401);
    const wrong = await browser.loginAdmin(emu.admin.username, 'wrong');
    expect(wrong.status).toBe(401);
    expect(wrong.json.error).toBe('Wrong e-mail address or password');
  });

  it('with two-factor login on: code required (401 otpRequired), wrong code (401), right code (200)', async () => {
    await emulatorSwitch(emu, '/settings', { twoFactorAuth: true });
    try {
      const browser = app.browser();
      const noCode = await browser.loginAdmin(emu.admin.username, emu.admin.password);
      expect(noCode.status).toBe(401);
      expect(noCode.json).toEqual({ success: false, data: { otpRequired: true }, error: 'Enter the code from your authenticator app' });
      const code = await adminCode(emu);
      const wrong = await browser.loginAdmin(emu.admin.username, emu.admin.password, code === '000000' ? '111111' : '000000');
      expect(wrong.status).toBe(401);
      expect(wrong.json).toEqual({ success: false, data: null, error: 'The code is not correct' });
      const malformed = await browser.loginAdmin(emu.admin.username, emu.admin.password, '12ab');
      expect(malformed.json.error).toBe('The code is not correct');
      const wrongPassword = await browser.loginAdmin(emu.admin.username, 'wrong', code);
      expect(wrongPassword.json.error).toBe('Wrong e-mail address or password');
      const ok = await browser.loginAdmin(emu.admin.username, emu.admin.password, `${code.slice(0, 3)} ${code.slice(3)}`);
      expect(ok.status).toBe(200);
      expect(ok.json.data).toEqual({ admin: { username: emu.admin.username } });
      expect((await browser.get('/api/admin/bikes')).status).toBe(200);
      expect(app.upstreamCalls.some((call) => call.url.endsWith('/V1/tfa/provider/google/authenticate'))).toBe(true);
    } finally {
      await emulatorSwitch(emu, '/settings', { twoFactorAuth: false });
    }
  });

  it('a code sent to a Magento without two-factor login is not needed: the plain token endpoint decides', async () => {
    const browser = app.browser();
    const ok = await browser.loginAdmin(emu.admin.username, emu.admin.password, '123456');
    expect(ok.status).toBe(200);
  });
});

describe('expiry', () => {
  it("Magento's 401 (its token expired after 60 minutes) ends that part only: 401 with data.login, cookie rewritten", async () => {
    const browser = app.browser();
    await browser.loginCustomer(emu.customer.email, emu.customer.password);
    try {
      await emulatorSwitch(emu, '/clock', { advanceMs: 30 * 60_000 });
      await browser.loginAdmin(emu.admin.username, emu.admin.password);
      await emulatorSwitch(emu, '/clock', { advanceMs: 31 * 60_000 });
      const answer = await browser.get('/api/customer/orders');
      expect(answer.status).toBe(401);
      expect(answer.json).toEqual({ success: false, data: { login: 'customer' }, error: 'Not logged in' });
      expect(answer.headers.getSetCookie()).toHaveLength(1);
      // The admin part (its token 30 minutes younger) is untouched.
      expect((await browser.session()).json.data).toMatchObject({ customer: null, admin: { username: emu.admin.username } });
      expect((await browser.get('/api/admin/bikes')).status).toBe(200);
      await emulatorSwitch(emu, '/clock', { advanceMs: 30 * 60_000 });
      const admin = await browser.get('/api/admin/bikes');
      expect(admin.status).toBe(401);
      expect(admin.json.data).toEqual({ login: 'admin' });
      expect((await browser.session()).json.data).toMatchObject({ customer: null, admin: null });
    } finally {
      await emulatorSwitch(emu, '/clock', { reset: true });
    }
  });

  it('our own clock: a session part past its lifetime is dropped without asking Magento', async () => {
    let now = Date.now();
    const own = await startAccountApp({ emulator: emu, overrides: { clock: () => now } });
    try {
      const browser = own.browser();
      expect((await browser.loginCustomer(emu.customer.email, emu.customer.password)).status).toBe(200);
      // The token's exp counts from the moment Magento issued it, a little after `now`.
      now += HOUR + 60_000;
      const before = own.upstreamCalls.length;
      const answer = await browser.get('/api/customer/orders');
      expect(answer.status).toBe(401);
      expect(answer.json.data).toEqual({ login: 'customer' });
      expect(own.upstreamCalls.length).toBe(before);
      expect((await browser.get('/account/orders')).json).toEqual({ customer: null, admin: null });
    } finally {
      await own.close();
    }
  });
});

describe('the browser never holds a token', () => {
  it("the session cookie is opaque and bound to this server's secret", async () => {
    const browser: Browser = app.browser();
    await browser.loginCustomer(emu.customer.email, emu.customer.password);
    const other = await startAccountApp({ emulator: emu, config: { sessionSecret: 'another-secret-for-another-shop-0123456789' } });
    try {
      const stranger = other.browser();
      stranger.cookies.set('folt_session', browser.sessionCookie!);
      expect((await stranger.session()).json.data.customer).toBeNull();
      expect((await stranger.get('/api/customer/orders')).status).toBe(401);
    } finally {
      await other.close();
    }
  });
});
