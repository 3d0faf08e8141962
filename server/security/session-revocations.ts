// Logged-out session parts are refused on every instance. The session lives in a sealed cookie (session.ts), so a
// copy of that cookie taken before a logout would otherwise keep working until the Magento token in it expires
// (60 minutes by default; Magento itself cannot revoke one customer token without revoking all of that customer's).
// A logout therefore records the hash of the part's login id (session.ts revocationKey; not the token: Magento's JWTs
// for one account issued in the same second are identical) until the token's own expiry: in this process at once, and — with
// Redis — in a sorted set that every instance loads when it (re)connects, plus a message that reaches the running
// ones within milliseconds. Reads stay synchronous: they ask this process's copy.
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

export interface SessionRevocations {
  /** Refuses the session part with this key (its login id, session.ts revocationKey) from now until `expiresAt` (ms), on every instance. */
  revoke(key: string, expiresAt: number): Promise<void>;
  /** Whether a logout ended the part with this key (this process's view, kept current by Redis). */
  isRevoked(key: string): boolean;
  close(): Promise<void>;
}

export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('base64url');

/** The process's own list: what a single instance (or a test) needs; entries go when their token would have. */
function localList(clock: () => number) {
  const revoked = new Map<string, number>();
  let sweepAt = 0;
  const sweep = (now: number) => {
    if (now < sweepAt) return;
    sweepAt = now + 60_000;
    for (const [hash, until] of revoked) if (until <= now) revoked.delete(hash);
  };
  return {
    add(hash: string, until: number) {
      if (until > clock()) revoked.set(hash, Math.max(until, revoked.get(hash) ?? 0));
    },
    has(hash: string): boolean {
      const now = clock();
      sweep(now);
      const until = revoked.get(hash);
      return until !== undefined && until > now;
    },
  };
}

export function createMemoryRevocations(clock: () => number = Date.now): SessionRevocations {
  const list = localList(clock);
  return {
    async revoke(token, expiresAt) {
      list.add(tokenHash(token), expiresAt);
    },
    isRevoked: (token) => list.has(tokenHash(token)),
    async close() {},
  };
}

export interface RedisRevocationsOptions {
  redis: Redis;
  /** The instance group's key prefix; the channel also names the database, since pub/sub ignores both. */
  prefix: string;
  clock?: () => number;
  logger?: Logger;
}

export async function createRedisRevocations(options: RedisRevocationsOptions): Promise<SessionRevocations> {
  const clock = options.clock ?? Date.now;
  const { redis, prefix } = options;
  const key = `${prefix}session:revoked`;
  const channel = `${prefix}session:revoked:db${redis.options.db ?? 0}`;
  const list = localList(clock);

  const load = async () => {
    const flat = await redis.zrangebyscore(key, clock(), '+inf', 'WITHSCORES');
    for (let i = 0; i + 1 < flat.length; i += 2) list.add(flat[i]!, Number(flat[i + 1]));
  };

  const subscriber = redis.duplicate();
  subscriber.on('message', (ch: string, message: string) => {
    if (ch !== channel) return;
    const [hash, until] = message.split(' ');
    if (hash && until) list.add(hash, Number(until));
  });
  subscriber.on('error', (err: Error) => options.logger?.warn({ err: err.message }, 'session revocation subscriber error'));
  // Messages sent while the subscriber was away are in the sorted set: read it again after every reconnect.
  subscriber.on('ready', () => {
    load().catch((err: unknown) => options.logger?.error({ err: err instanceof Error ? err.message : String(err) }, 'session revocations not reloaded'));
  });
  await subscriber.subscribe(channel);
  await load();

  return {
    async revoke(token, expiresAt) {
      const hash = tokenHash(token);
      list.add(hash, expiresAt); // this instance refuses it even if Redis fails below
      await redis
        .multi()
        .zadd(key, expiresAt, hash)
        .zremrangebyscore(key, '-inf', clock()) // what has expired anyway; the set stays small
        .exec();
      await redis.publish(channel, `${hash} ${expiresAt}`);
    },
    isRevoked: (token) => list.has(tokenHash(token)),
    async close() {
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
