// Login limits on top of server/security/rate-limit.ts: attempts per address and per account (Redis when configured,
// so every instance counts together), and the account's recent sign-in failures, which tell a locked Magento account
// (6 failures lock it for 30 minutes, answered with the same 401 as a wrong password) from a mistyped password.
import type { Logger } from 'pino';
import { createRateLimiter, retryAfterSeconds, type RateLimitRule, type RateLimitStore } from '../security/rate-limit';
import type { SessionRole } from '../security/session';

export interface LoginLimitRules {
  /** Attempts per visitor address (IPv4, or IPv6 /64), whatever the account, customer and admin logins together. */
  perIp: RateLimitRule;
  /** Attempts per account since its last successful login. */
  perAccount: RateLimitRule;
  /** Magento's lock: this many failed sign-ins (`oauth/authentication_lock/max_failures_count`) … */
  magentoLockFailures: number;
  /** … within this window lock the account (`oauth/authentication_lock/timeout`, 1800 s). */
  magentoLockMs: number;
  /** New accounts per visitor address. */
  registerPerIp: RateLimitRule;
  /** "Forgot password" and "set a new password" requests per visitor address … */
  passwordResetPerIp: RateLimitRule;
  /** … and reset mails per e-mail address (whether or not it has an account: the answer is the same). */
  passwordResetPerAccount: RateLimitRule;
}

/**
 * 20 attempts per address and 10 per account in 15 minutes. The account limit sits above Magento's 6-failure lock,
 * so a person sees "locked" (with the lock's real cause) before our own "too many attempts"; ours still caps password
 * and code guessing where Magento does not count (a wrong 2FA code resets Magento's counter).
 */
export const DEFAULT_LOGIN_LIMITS: LoginLimitRules = {
  perIp: { limit: 20, windowMs: 15 * 60_000 },
  perAccount: { limit: 10, windowMs: 15 * 60_000 },
  magentoLockFailures: 6,
  magentoLockMs: 30 * 60_000,
  registerPerIp: { limit: 5, windowMs: 60 * 60_000 },
  passwordResetPerIp: { limit: 10, windowMs: 15 * 60_000 },
  passwordResetPerAccount: { limit: 3, windowMs: 15 * 60_000 },
};

export type LoginGate = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface LoginLimits {
  /** Counts one attempt for the address and the account; refused attempts are not passed on to Magento. */
  admit(role: SessionRole, account: string, ipSubject: string): Promise<LoginGate>;
  /** Magento refused the sign-in; true when the account is now locked there. */
  signInFailed(role: SessionRole, account: string): Promise<boolean>;
  /** Magento accepted the password (a token, or the 2FA step): its failure count starts over, so does ours. */
  passwordAccepted(role: SessionRole, account: string): Promise<void>;
  /** Logged in: the account's attempts start over too (the address keeps counting). */
  loggedIn(role: SessionRole, account: string): Promise<void>;
  /**
   * A registration, a reset mail or a new password by reset link: counted per address (and, for a reset mail, per
   * e-mail address), refused like a login when over the limit; a store that is down refuses too.
   */
  admitAccountRequest(kind: 'register' | 'password-reset', ipSubject: string, account?: string): Promise<LoginGate>;
}

export function createLoginLimits(store: RateLimitStore, rules: LoginLimitRules, logger?: Logger): LoginLimits {
  // A limit that silently stops counting invites password guessing: when the store is down, logins wait.
  const perIp = createRateLimiter({ name: 'login-ip', rule: rules.perIp, store, onStoreError: 'deny', ...(logger ? { logger } : {}) });
  const perAccount = createRateLimiter({ name: 'login-account', rule: rules.perAccount, store, onStoreError: 'deny', ...(logger ? { logger } : {}) });
  // Only a hint for the message; without the store the person sees "wrong password" instead of "locked".
  const failures = createRateLimiter({
    name: 'login-failures',
    rule: { limit: Math.max(1, rules.magentoLockFailures - 1), windowMs: rules.magentoLockMs },
    store,
    onStoreError: 'allow',
    ...(logger ? { logger } : {}),
  });
  const register = createRateLimiter({ name: 'register-ip', rule: rules.registerPerIp, store, onStoreError: 'deny', ...(logger ? { logger } : {}) });
  const resetIp = createRateLimiter({ name: 'reset-ip', rule: rules.passwordResetPerIp, store, onStoreError: 'deny', ...(logger ? { logger } : {}) });
  const resetAccount = createRateLimiter({
    name: 'reset-account',
    rule: rules.passwordResetPerAccount,
    store,
    onStoreError: 'deny',
    ...(logger ? { logger } : {}),
  });
  const key = (role: SessionRole, account: string) => `${role}:${account.trim().toLowerCase()}`;
  const forget = async (limiter: typeof failures, k: string) => {
    try {
      await limiter.reset(k);
    } catch (err) {
      logger?.warn({ err: err instanceof Error ? err.message : String(err) }, 'login limit reset failed');
    }
  };

  return {
    async admit(role, account, ipSubject) {
      // One count per address for customer and admin logins together: separate counts would give a guesser twice
      // the attempts (and the admin login is the one worth guessing).
      const ip = await perIp.consume(ipSubject);
      if (!ip.allowed) return { allowed: false, retryAfterSeconds: retryAfterSeconds(ip) };
      const acc = await perAccount.consume(key(role, account));
      if (!acc.allowed) return { allowed: false, retryAfterSeconds: retryAfterSeconds(acc) };
      return { allowed: true };
    },
    async signInFailed(role, account) {
      const decision = await failures.consume(key(role, account));
      return decision.count >= rules.magentoLockFailures;
    },
    async passwordAccepted(role, account) {
      await forget(failures, key(role, account));
    },
    async loggedIn(role, account) {
      await forget(failures, key(role, account));
      await forget(perAccount, key(role, account));
    },
    async admitAccountRequest(kind, ipSubject, account) {
      const ip = await (kind === 'register' ? register : resetIp).consume(ipSubject);
      if (!ip.allowed) return { allowed: false, retryAfterSeconds: retryAfterSeconds(ip) };
      if (kind === 'password-reset' && account) {
        const acc = await resetAccount.consume(account.trim().toLowerCase());
        if (!acc.allowed) return { allowed: false, retryAfterSeconds: retryAfterSeconds(acc) };
      }
      return { allowed: true };
    },
  };
}
