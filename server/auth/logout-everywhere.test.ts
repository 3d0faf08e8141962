// Issue 17 §8: a logout ends the session part on every instance. A copy of the session cookie taken before the logout
// (customer or admin) is refused afterwards — on the instance that took the logout and, through Redis, on another.
import { connectTestRedis, TEST_REDIS_URL } from '../security/test-redis.fixture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccountApp, startAccountEmulator, type AccountApp, type Browser, type TestEmulator } from './account-test-harness';

let emu: TestEmulator;
let first: AccountApp;
let second: AccountApp;

beforeAll(async () => {
  await (await connectTestRedis()).quit(); // a clear failure when Redis is not there
  emu = await startAccountEmulator();
  const prefix = `test${Math.random().toString(36).slice(2)}:`;
  // Two instances of one shop: the same secrets (the development defaults) and the same Redis group.
  const options = { emulator: emu, config: { redisUrl: TEST_REDIS_URL }, overrides: { redisPrefix: prefix } };
  first = await startAccountApp(options);
  second = await startAccountApp(options);
}, 90_000);
afterAll(async () => {
  await first?.close();
  await second?.close();
  await emu?.close();
});

/** Another visitor's browser on `app` holding a copy of `from`'s session cookie. */
function copyOf(from: Browser, app: AccountApp): Browser {
  const thief = app.browser();
  thief.cookies.set('folt_session', from.sessionCookie!);
  return thief;
}

async function until(check: () => Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < 50; i++) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return false;
}

describe('logout ends the session everywhere', () => {
  it('a customer cookie copied before the logout is refused afterwards, on this instance and on another', async () => {
    const browser = first.browser();
    await browser.loginCustomer(emu.customer.email, emu.customer.password);
    const here = copyOf(browser, first);
    const there = copyOf(browser, second);
    expect((await here.get('/api/customer/orders')).status).toBe(200);
    expect((await there.get('/api/customer/orders')).status).toBe(200);
    expect((await browser.request('POST', '/api/auth/customer/logout')).status).toBe(200);
    const refused = await here.get('/api/customer/orders');
    expect(refused.status).toBe(401);
    expect(refused.json).toEqual({ success: false, data: { login: 'customer' }, error: 'Not logged in' });
    expect((await here.session()).json.data.customer).toBeNull();
    expect(await until(async () => (await copyOf(browser, second).get('/api/customer/orders')).status === 401)).toBe(true);
    // Logging in again gives a new token, which nobody has revoked.
    await browser.session(); // the logout renewed the CSRF value
    expect((await browser.loginCustomer(emu.customer.email, emu.customer.password)).status).toBe(200);
    expect((await copyOf(browser, second).get('/api/customer/orders')).status).toBe(200);
  });

  it('an admin cookie copied before the logout no longer reads or writes, on either instance', async () => {
    const browser = first.browser();
    await browser.loginAdmin(emu.admin.username, emu.admin.password);
    const copied = copyOf(browser, second);
    expect((await copied.get('/api/admin/dashboard')).status).toBe(200);
    expect((await browser.request('POST', '/api/auth/admin/logout')).status).toBe(200);
    expect((await copyOf(browser, first).get('/api/admin/dashboard')).status).toBe(401);
    expect(await until(async () => (await copyOf(browser, second).get('/api/admin/dashboard')).status === 401)).toBe(true);
    // A write with the copy (and its CSRF value, read through the copy itself) is refused as well.
    const thief = copyOf(browser, second);
    await thief.session();
    const write = await thief.request('POST', '/api/admin/orders/1/comments', { comment: 'written with a stolen cookie' });
    expect(write.status).toBe(401);
  });
});
