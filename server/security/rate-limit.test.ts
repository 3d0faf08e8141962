// Fixed-window rate limits in memory and in the real Redis on 127.0.0.1:6379 (as on CI; the Redis suite fails
// with a clear message when Redis is not reachable, it does not skip): counting, windows, keys hashed, reset,
// two instances sharing one count, and what happens when the store fails.
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimitStore, createRateLimiter, createRedisRateLimitStore, retryAfterSeconds, type RateLimitStore } from './rate-limit';
import { connectTestRedis } from './test-redis.fixture';

describe('rate limiter (memory)', () => {
  it('allows `limit` hits per window, then refuses until the window ends', async () => {
    let now = 1_000_000;
    const limiter = createRateLimiter({
      name: 'form',
      rule: { limit: 3, windowMs: 60_000 },
      store: createMemoryRateLimitStore(() => now),
      onStoreError: 'allow',
    });
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.consume('contact|192.0.2.1'));
    expect(results.map((r) => [r.allowed, r.count, r.remaining])).toEqual([
      [true, 1, 2],
      [true, 2, 1],
      [true, 3, 0],
      [false, 4, 0],
    ]);
    now += 20_000;
    const refused = await limiter.consume('contact|192.0.2.1');
    expect(refused.allowed).toBe(false);
    expect(refused.resetInMs).toBe(40_000);
    expect(retryAfterSeconds(refused)).toBe(40);
    expect((await limiter.consume('contact|192.0.2.2')).allowed).toBe(true);
    now += 40_000;
    expect((await limiter.consume('contact|192.0.2.1')).count).toBe(1);
    await limiter.consume('contact|192.0.2.1');
    await limiter.reset('contact|192.0.2.1');
    expect((await limiter.consume('contact|192.0.2.1')).count).toBe(1);
  });

  it('keeps rules apart by name and refuses nonsense rules', async () => {
    const store = createMemoryRateLimitStore();
    const a = createRateLimiter({ name: 'login-ip', rule: { limit: 1, windowMs: 1000 }, store, onStoreError: 'deny' });
    const b = createRateLimiter({ name: 'login-account', rule: { limit: 1, windowMs: 1000 }, store, onStoreError: 'deny' });
    expect((await a.consume('x')).allowed).toBe(true);
    expect((await b.consume('x')).allowed).toBe(true);
    expect(() => createRateLimiter({ name: 'bad', rule: { limit: 0, windowMs: 1000 }, store, onStoreError: 'allow' })).toThrow(/positive/);
  });

  it('decides by onStoreError when the store fails', async () => {
    const broken: RateLimitStore = { increment: () => Promise.reject(new Error('ECONNREFUSED')), reset: () => Promise.resolve() };
    const open = createRateLimiter({ name: 'form', rule: { limit: 1, windowMs: 1000 }, store: broken, onStoreError: 'allow' });
    const shut = createRateLimiter({ name: 'login', rule: { limit: 1, windowMs: 1000 }, store: broken, onStoreError: 'deny' });
    expect((await open.consume('k')).allowed).toBe(true);
    const denied = await shut.consume('k');
    expect(denied.allowed).toBe(false);
    expect(retryAfterSeconds(denied)).toBe(1);
  });

  it('forgets expired windows when many addresses pass by', async () => {
    let now = 0;
    const limiter = createRateLimiter({ name: 'f', rule: { limit: 1, windowMs: 10 }, store: createMemoryRateLimitStore(() => now), onStoreError: 'allow' });
    for (let i = 0; i < 10_050; i++) {
      now += 1;
      await limiter.consume(`ip-${i}`);
    }
    expect((await limiter.consume('ip-10049')).allowed).toBe(false);
  });
});

describe('rate limiter (Redis at 127.0.0.1:6379, shared by instances)', () => {
  const prefix = `folt-test:${randomUUID()}:`;
  let redis: Redis;
  let second: Redis;

  beforeAll(async () => {
    redis = await connectTestRedis();
    second = await connectTestRedis();
  });
  afterAll(async () => {
    if (redis) {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    }
    await second?.quit();
  });

  it('counts across two connections (two server instances) and sets the window once', async () => {
    const rule = { limit: 3, windowMs: 5_000 };
    const a = createRateLimiter({ name: 'form', rule, store: createRedisRateLimitStore(redis, prefix), onStoreError: 'allow' });
    const b = createRateLimiter({ name: 'form', rule, store: createRedisRateLimitStore(second, prefix), onStoreError: 'allow' });
    const decisions = await Promise.all([a, b, a, b, a].map((limiter) => limiter.consume('contact|198.51.100.4')));
    expect(decisions.map((d) => d.count).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(decisions.filter((d) => d.allowed)).toHaveLength(3);
    const refused = decisions.find((d) => !d.allowed)!;
    expect(refused.resetInMs).toBeGreaterThan(4_000);
    expect(refused.resetInMs).toBeLessThanOrEqual(5_000);
    // The raw key never reaches Redis, only its hash.
    const keys = await redis.keys(`${prefix}*`);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(new RegExp(`^${prefix}form:[\\w-]{32}$`));
    expect(keys[0]).not.toContain('198.51.100.4');
    expect(await redis.pttl(keys[0]!)).toBeGreaterThan(4_000);
  });

  it('starts a new window when the old one expires, and resets', async () => {
    const limiter = createRateLimiter({
      name: 'short',
      rule: { limit: 1, windowMs: 150 },
      store: createRedisRateLimitStore(redis, prefix),
      onStoreError: 'deny',
    });
    expect((await limiter.consume('k')).allowed).toBe(true);
    expect((await limiter.consume('k')).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 250));
    expect((await limiter.consume('k')).allowed).toBe(true);
    await limiter.reset('k');
    expect((await limiter.consume('k')).count).toBe(1);
  });
});
