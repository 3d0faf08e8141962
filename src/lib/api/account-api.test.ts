// How HTTP answers of the account API become the machines' failures: who must log in, the code step, lock and limit.
import { describe, expect, test } from 'vitest';
import { failureOfAnswer } from './account-api';

const headers = (values: Record<string, string> = {}) => new Headers(values);

describe('failureOfAnswer', () => {
  test('a 401 with data.login sends to that login page, whatever the call', () => {
    expect(failureOfAnswer(401, { success: false, data: { login: 'admin' }, error: 'Not logged in' }, headers(), 'customer')).toEqual({
      kind: 'login-required',
      code: 'account.not-logged-in',
      text: 'Not logged in',
      status: 401,
      login: 'admin',
    });
  });

  test("a plain 401 is 'log in' on a role's call, a refused password on a login call", () => {
    expect(failureOfAnswer(401, { error: 'Not logged in', data: null }, headers(), 'admin').kind).toBe('login-required');
    expect(failureOfAnswer(401, { error: 'Wrong e-mail address or password' }, headers(), undefined).kind).toBe('wrong-credentials');
    expect(failureOfAnswer(401, { error: 'The code is not correct' }, headers(), undefined).kind).toBe('wrong-otp');
    expect(failureOfAnswer(401, { error: 'Enter the code from your authenticator app', data: { otpRequired: true } }, headers(), undefined).kind).toBe(
      'otp-required',
    );
  });

  test('locked, rate-limited with Retry-After, and the rest by status', () => {
    expect(failureOfAnswer(423, { error: 'This account is temporarily locked. Please try again later.' }, headers(), undefined).kind).toBe('locked');
    expect(failureOfAnswer(429, { error: 'Too many login attempts. Please wait a few minutes.' }, headers({ 'retry-after': '120' }), undefined)).toEqual({
      kind: 'rate-limited',
      code: 'login.too-many-attempts',
      text: 'Too many login attempts. Please wait a few minutes.',
      status: 429,
      retryAfterSeconds: 120,
    });
    expect(failureOfAnswer(403, null, headers(), 'admin').kind).toBe('forbidden');
    expect(failureOfAnswer(404, { error: 'Order not found' }, headers(), 'customer')).toMatchObject({
      kind: 'not-found',
      code: 'order.not-found',
      text: 'Order not found',
    });
    expect(failureOfAnswer(502, 'not json', headers(), 'admin')).toMatchObject({ kind: 'server', code: null, text: '' });
  });
});
