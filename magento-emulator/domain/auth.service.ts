// Tokens as Magento 2.4.4+ issues them (Magento_JwtUserToken): admin and customer tokens are JWTs (JWS, HS256, header
// {"kid":"1","alg":"HS256"}, claims uid, utypid, iat, exp) signed with a key from the crypt key, living 60 minutes
// each (JwtUserToken/etc/config.xml webapi/jwtauth/customer_expiration and admin_expiration; the older
// oauth/access_token_expiration_period 1 h / 4 h of Integration/etc/config.xml no longer applies to them). Nothing
// is stored per token: revoking (JwtUserToken/Model/Revoker.php) writes one row per user, "every token issued at or
// before now - 1 s", checked by RevokedValidator.php; expiry is Integration/Model/UserToken/ExpirationValidator.php
// (exp <= now). Plus the static integration token and the 6-failure / 30-minute lock.
import { createHmac, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { AUTH } from '../emulator.config';
import { one, type Queryable } from '../db/emulator.store';
import type { EmulatorStore } from '../db/emulator.store';
import { signInIncorrect } from '../lib/magento.errors';

export type Principal = { kind: 'integration'; denied: readonly string[] } | { kind: 'admin'; userId: number } | { kind: 'customer'; customerId: number };

/** What the tokens are checked against: the integration token (and the ACL resources it lacks), and the crypt key. */
export interface TokenSettings {
  integrationToken: string;
  /** Test-only: ACL resources the integration was NOT granted (a real integration may lack some). */
  integrationDeniedResources?: readonly string[];
  cryptKey: Buffer;
}

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

/**
 * Checks a sign-in under the lock rule: a locked account fails even with the right password; the sixth failure locks
 * it for 30 minutes; a success clears the counter. Failures are written in their own transaction so they persist.
 */
export async function signIn(store: EmulatorStore, kind: 'admin' | 'customer', username: string, password: string, now: number): Promise<number> {
  const key = username.trim().toLowerCase();
  const lock = await one<{ failures: number; locked_until: string }>(
    store,
    'select failures, locked_until from login_failures where kind = $1 and username = $2',
    [kind, key],
  );
  if (lock && Number(lock.locked_until) > now) throw signInIncorrect();
  const account =
    kind === 'admin'
      ? await one<{ id: number; password_hash: string }>(store, 'select user_id as id, password_hash from admin_users where lower(username) = $1', [key])
      : await one<{ id: number; password_hash: string }>(store, 'select entity_id as id, password_hash from customers where lower(email) = $1', [key]);
  if (!account || !verifyPassword(password, account.password_hash)) {
    await store.tx(async (q) => {
      const previous = lock && Number(lock.locked_until) <= now && Number(lock.locked_until) > 0 ? 0 : (lock?.failures ?? 0);
      const failures = previous + 1;
      const lockedUntil = failures >= AUTH.maxFailures ? now + AUTH.lockMs : 0;
      await q.query(
        `insert into login_failures (kind, username, failures, locked_until) values ($1, $2, $3, $4)
        on conflict (kind, username) do update set failures = excluded.failures, locked_until = excluded.locked_until`,
        [kind, key, failures, lockedUntil],
      );
    });
    throw signInIncorrect();
  }
  if (lock) await store.query('delete from login_failures where kind = $1 and username = $2', [kind, key]);
  return account.id;
}

/** Magento\Authorization\Model\UserContextInterface::USER_TYPE_ADMIN / USER_TYPE_CUSTOMER, the token's `utypid`. */
const USER_TYPE = { admin: 2, customer: 3 } as const;
const JWS_HEADER = Buffer.from(JSON.stringify({ kid: '1', alg: 'HS256' })).toString('base64url');

/** SecretBasedJwksFactory: the crypt key, padded to 2048 characters with "&" on both sides, is the HS256 key. */
function signingKey(cryptKey: Buffer): string {
  const key = cryptKey.toString('hex');
  const pad = 2048 - key.length;
  return '&'.repeat(Math.floor(pad / 2)) + key + '&'.repeat(Math.ceil(pad / 2));
}

function sign(input: string, cryptKey: Buffer): string {
  return createHmac('sha256', signingKey(cryptKey)).update(input).digest('base64url');
}

interface Claims {
  uid: number;
  utypid: number;
  iat: number;
  exp: number;
}

/** Issuer::create: iat now (whole seconds), exp iat + the type's lifetime in minutes. Nothing is written. */
export function issueToken(settings: TokenSettings, kind: 'admin' | 'customer', subjectId: number, now: number): string {
  const iat = Math.floor(now / 1000);
  const ttlMinutes = kind === 'admin' ? AUTH.adminTokenMinutes : AUTH.customerTokenMinutes;
  const claims: Claims = { uid: subjectId, utypid: USER_TYPE[kind], iat, exp: iat + ttlMinutes * 60 };
  const body = `${JWS_HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${body}.${sign(body, settings.cryptKey)}`;
}

/** Reader::read: a JWS of this key with integer uid, utypid, iat and exp; null for anything else. */
function readToken(token: string, cryptKey: Buffer): Claims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const expected = Buffer.from(sign(`${header}.${payload}`, cryptKey));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<Claims>;
    const ints = [claims.uid, claims.utypid, claims.iat, claims.exp];
    return ints.every((value) => Number.isInteger(value) && (value as number) > 0) ? (claims as Claims) : null;
  } catch {
    return null;
  }
}

export async function resolveBearer(q: Queryable, header: string | undefined, settings: TokenSettings, now: number): Promise<Principal | null> {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) return null;
  const token = match[1]!;
  if (token.length > 2048) return null;
  if (token === settings.integrationToken) return { kind: 'integration', denied: settings.integrationDeniedResources ?? [] };
  const claims = readToken(token, settings.cryptKey);
  if (!claims || claims.exp <= Math.floor(now / 1000)) return null;
  const kind = claims.utypid === USER_TYPE.admin ? 'admin' : claims.utypid === USER_TYPE.customer ? 'customer' : null;
  if (!kind) return null;
  const revoked = await one<{ revoke_before: string }>(q, 'select revoke_before from jwt_auth_revoked where user_type_id = $1 and user_id = $2', [
    claims.utypid,
    claims.uid,
  ]);
  if (revoked && claims.iat <= Number(revoked.revoke_before)) return null;
  return kind === 'admin' ? { kind: 'admin', userId: claims.uid } : { kind: 'customer', customerId: claims.uid };
}

/**
 * CustomerTokenService::revokeCustomerAccessToken → Revoker::revokeFor: every token of this customer issued up to one
 * second ago stops working, on every device; a token issued in this very second survives (as in Magento).
 */
export async function revokeCustomerTokens(q: Queryable, customerId: number, now: number): Promise<void> {
  await q.query(
    `insert into jwt_auth_revoked (user_type_id, user_id, revoke_before) values ($1, $2, $3)
    on conflict (user_type_id, user_id) do update set revoke_before = excluded.revoke_before`,
    [USER_TYPE.customer, customerId, Math.floor(now / 1000) - 1],
  );
}
