// Login limits: the address limit counts customer and admin logins together; the account limit is per role and
// account and starts over at a successful login.
import { describe, expect, it } from 'vitest';
import { createMemoryRateLimitStore } from '../security/rate-limit';
import { createLoginLimits, DEFAULT_LOGIN_LIMITS } from './login-limits';

const rules = { ...DEFAULT_LOGIN_LIMITS, perIp: { limit: 4, windowMs: 60_000 }, perAccount: { limit: 3, windowMs: 60_000 } };

describe('login limits', () => {
  it('one address has one budget for customer and admin logins together', async () => {
    const limits = createLoginLimits(
      createMemoryRateLimitStore(() => 0),
      rules,
    );
    expect(await limits.admit('customer', 'a@example.com', '192.0.2.1')).toEqual({ allowed: true });
    expect(await limits.admit('customer', 'b@example.com', '192.0.2.1')).toEqual({ allowed: true });
    expect(await limits.admit('admin', 'admin', '192.0.2.1')).toEqual({ allowed: true });
    expect(await limits.admit('admin', 'root', '192.0.2.1')).toEqual({ allowed: true });
    // The fifth attempt from that address is refused, whichever login it is for.
    expect((await limits.admit('admin', 'other', '192.0.2.1')).allowed).toBe(false);
    expect((await limits.admit('customer', 'c@example.com', '192.0.2.1')).allowed).toBe(false);
    // Another address has its own budget.
    expect(await limits.admit('admin', 'admin', '192.0.2.2')).toEqual({ allowed: true });
  });

  it('an account has its own budget per role, which a login starts over', async () => {
    const limits = createLoginLimits(
      createMemoryRateLimitStore(() => 0),
      { ...rules, perIp: { limit: 100, windowMs: 60_000 } },
    );
    for (let i = 0; i < 3; i++) expect((await limits.admit('admin', 'admin', `192.0.2.${i}`)).allowed).toBe(true);
    expect((await limits.admit('admin', 'Admin ', '192.0.2.9')).allowed).toBe(false);
    expect((await limits.admit('customer', 'admin', '192.0.2.9')).allowed).toBe(true);
    await limits.loggedIn('admin', 'admin');
    expect((await limits.admit('admin', 'admin', '192.0.2.9')).allowed).toBe(true);
  });
});
