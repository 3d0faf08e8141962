// Fixed-window rate limits ("at most N per window per key"), shared by every server instance through Redis when
// REDIS_URL is set and kept in memory otherwise. Used for the marketing forms (per IP and form) and meant for the
// login limits (per account, per IP) as well: one limiter per rule, any string as key.
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

export interface RateLimitRule {
  /** Allowed hits per window. */
  readonly limit: number;
  readonly windowMs: number;
}

export interface RateLimitDecision {
  readonly allowed: boolean;
  /** Hits in the current window, this one included. */
  readonly count: number;
  readonly remaining: number;
  /** Until the window ends; what Retry-After says when refused. */
  readonly resetInMs: number;
}

/** Where the counters live: one atomic "count this hit" per key, the window starting at the first hit. */
export interface RateLimitStore {
  increment(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  reset(key: string): Promise<void>;
}

export interface RateLimiter {
  readonly rule: RateLimitRule;
  /** Counts one hit for `key` and says whether it is allowed. */
  consume(key: string): Promise<RateLimitDecision>;
  /** Forgets `key` (e.g. after a successful login). */
  reset(key: string): Promise<void>;
}

export interface RateLimiterOptions {
  store: RateLimitStore;
  rule: RateLimitRule;
  /** Namespace of this rule's keys ("form", "login-ip", "login-account"). */
  name: string;
  /**
   * When the store fails (Redis down): 'allow' keeps the site usable (forms: losing a lead is worse than a burst of
   * spam), 'deny' keeps the door shut (logins: a limit that silently stops counting invites password guessing).
   */
  onStoreError: 'allow' | 'deny';
  logger?: Logger;
}

/**
 * Keys are hashed: the store never sees raw IP addresses or account names, and every key has the same length.
 */
function storeKey(name: string, key: string): string {
  return `${name}:${createHash('sha256').update(key).digest('base64url').slice(0, 32)}`;
}

export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const { store, rule, name, onStoreError, logger } = options;
  if (!Number.isInteger(rule.limit) || rule.limit < 1 || !(rule.windowMs > 0)) throw new Error(`rate limit "${name}": limit and window must be positive`);
  return {
    rule,
    async consume(key) {
      try {
        const { count, resetInMs } = await store.increment(storeKey(name, key), rule.windowMs);
        return { allowed: count <= rule.limit, count, remaining: Math.max(0, rule.limit - count), resetInMs: Math.max(0, resetInMs) };
      } catch (err) {
        logger?.warn({ limiter: name, err: err instanceof Error ? err.message : String(err), decision: onStoreError }, 'rate-limit store failed');
        const allowed = onStoreError === 'allow';
        return { allowed, count: 0, remaining: allowed ? rule.limit : 0, resetInMs: allowed ? 0 : rule.windowMs };
      }
    },
    async reset(key) {
      await store.reset(storeKey(name, key));
    },
  };
}

/** Seconds for a Retry-After header: at least 1, rounded up. */
export function retryAfterSeconds(decision: RateLimitDecision): number {
  return Math.max(1, Math.ceil(decision.resetInMs / 1000));
}

/** Above this many live keys the memory store sweeps out expired windows (a flood of addresses cannot grow it forever). */
const MEMORY_SWEEP_AT = 10_000;

export function createMemoryRateLimitStore(clock: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = (now: number) => {
    for (const [key, entry] of windows) if (entry.resetAt <= now) windows.delete(key);
  };
  return {
    async increment(key, windowMs) {
      const now = clock();
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= now) {
        if (windows.size >= MEMORY_SWEEP_AT) sweep(now);
        entry = { count: 0, resetAt: now + windowMs };
        windows.set(key, entry);
      }
      entry.count++;
      return { count: entry.count, resetInMs: entry.resetAt - now };
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

/** INCR and start the window's expiry on the first hit, atomically (two instances cannot both "start" a window). */
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

export function createRedisRateLimitStore(redis: Redis, prefix = 'folt:rate:'): RateLimitStore {
  return {
    async increment(key, windowMs) {
      const [count, ttl] = (await redis.eval(INCREMENT, 1, prefix + key, String(windowMs))) as [number, number];
      return { count, resetInMs: ttl };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
