// Tokens (Magento_Integration): admin 4 h, customer 1 h, the static integration token, and the 6-failure / 30-minute lock.
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { AUTH } from '../emulator.config.js';
import { one, type Queryable } from '../db/emulator.store.js';
import type { EmulatorStore } from '../db/emulator.store.js';
import { signInIncorrect } from '../lib/magento.errors.js';

export type Principal = { kind: 'integration' } | { kind: 'admin'; userId: number } | { kind: 'customer'; customerId: number };

/** scrypt with a per-password salt; stored as `salt:hash` (hex). Cost kept modest so seeding stays fast. */
export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, 32, { N: 16384, r: 8, p: 1 });
  return `${salt.toString('hex')}:${hash.toString('hex')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [saltHex, hashHex] = stored.split(':');
  if (!saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = scryptSync(password, Buffer.from(saltHex, 'hex'), expected.length, { N: 16384, r: 8, p: 1 });
  return timingSafeEqual(expected, actual);
}

export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * Checks a sign-in under the lock rule: a locked account fails even with the right password; the sixth failure locks
 * it for 30 minutes; a success clears the counter. Failures are written in their own transaction so they persist.
 */
export async function signIn(store: EmulatorStore, kind: 'admin' | 'customer', username: string, password: string, now: number): Promise<number> {
  const key = username.trim().toLowerCase();
  const lock = await one<{ failures: number; locked_until: string }>(store, 'select failures, locked_until from login_failures where kind = $1 and username = $2', [kind, key]);
  if (lock && Number(lock.locked_until) > now) throw signInIncorrect();
  const account = kind === 'admin'
    ? await one<{ id: number; password_hash: string }>(store, 'select user_id as id, password_hash from admin_users where lower(username) = $1', [key])
    : await one<{ id: number; password_hash: string }>(store, 'select entity_id as id, password_hash from customers where lower(email) = $1', [key]);
  if (!account || !verifyPassword(password, account.password_hash)) {
    await store.tx(async (q) => {
      const previous = lock && Number(lock.locked_until) <= now && Number(lock.locked_until) > 0 ? 0 : lock?.failures ?? 0;
      const failures = previous + 1;
      const lockedUntil = failures >= AUTH.maxFailures ? now + AUTH.lockMs : 0;
      await q.query(`insert into login_failures (kind, username, failures, locked_until) values ($1, $2, $3, $4)
        on conflict (kind, username) do update set failures = excluded.failures, locked_until = excluded.locked_until`, [kind, key, failures, lockedUntil]);
    });
    throw signInIncorrect();
  }
  if (lock) await store.query('delete from login_failures where kind = $1 and username = $2', [kind, key]);
  return account.id;
}

export async function issueToken(q: Queryable, kind: 'admin' | 'customer', subjectId: number, now: number): Promise<string> {
  const token = newToken();
  const ttl = kind === 'admin' ? AUTH.adminTokenMs : AUTH.customerTokenMs;
  await q.query('insert into auth_tokens (token, kind, subject_id, expires_at) values ($1, $2, $3, $4)', [token, kind, subjectId, now + ttl]);
  return token;
}

export async function resolveBearer(q: Queryable, header: string | undefined, integrationToken: string, now: number): Promise<Principal | null> {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) return null;
  const token = match[1]!;
  if (token.length > 512) return null;
  if (token === integrationToken) return { kind: 'integration' };
  const row = await one<{ kind: string; subject_id: number; expires_at: string }>(q, 'select kind, subject_id, expires_at from auth_tokens where token = $1', [token]);
  if (!row || Number(row.expires_at) <= now) return null;
  return row.kind === 'admin' ? { kind: 'admin', userId: row.subject_id } : { kind: 'customer', customerId: row.subject_id };
}

export async function revokeCustomerTokens(q: Queryable, customerId: number): Promise<void> {
  await q.query("delete from auth_tokens where kind = 'customer' and subject_id = $1", [customerId]);
}
