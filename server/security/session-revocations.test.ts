// Logged-out session parts: refused until the token's own expiry and no longer; with Redis on every instance of the
// group (running ones at once, new ones from the stored set), never on a group with another prefix.
import type { Redis } from 'ioredis';
import { connectTestRedis } from './test-redis.fixture';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryRevocations, createRedisRevocations, type SessionRevocations } from './session-revocations';

describe('session revocations in memory', () => {
  it('refuses a revoked token until its expiry, and nothing else', async () => {
    let now = 1_000_000;
    const list = createMemoryRevocations(() => now);
    await list.revoke('token-a', now + 60_000);
    expect(list.isRevoked('token-a')).toBe(true);
    expect(list.isRevoked('token-b')).toBe(false);
    now += 60_000;
    expect(list.isRevoked('token-a')).toBe(false); // the token itself has expired: the session drops it anyway
    await list.revoke('token-c', now - 1); // already expired: nothing to keep
    expect(list.isRevoked('token-c')).toBe(false);
  });
});

describe('session revocations through Redis', () => {
  const opened: SessionRevocations[] = [];
  const clients: Redis[] = [];
  afterAll(async () => {
    for (const list of opened) await list.close();
    for (const client of clients) await client.quit();
  });
  const connect = async (): Promise<Redis> => {
    const client = await connectTestRedis();
    clients.push(client);
    return client;
  };
  const open = async (redis: Redis, prefix: string) => {
    const list = await createRedisRevocations({ redis, prefix });
    opened.push(list);
    return list;
  };

  it('a logout on one instance is refused on the others: running ones at once, later ones from the stored set', async () => {
    const redis = await connect();
    const prefix = `test${Math.random().toString(36).slice(2)}:`;
    const a = await open(redis, prefix);
    const b = await open(await connect(), prefix);
    const otherGroup = await open(redis, `other-${prefix}`);
    await a.revoke('copied-cookie-login-id', Date.now() + 60_000);
    expect(a.isRevoked('copied-cookie-login-id')).toBe(true);
    for (let i = 0; i < 50 && !b.isRevoked('copied-cookie-login-id'); i++) await new Promise((r) => setTimeout(r, 10));
    expect(b.isRevoked('copied-cookie-login-id')).toBe(true);
    const late = await open(redis, prefix);
    expect(late.isRevoked('copied-cookie-login-id')).toBe(true);
    expect(otherGroup.isRevoked('copied-cookie-login-id')).toBe(false);
    expect(b.isRevoked('another-token')).toBe(false);
    // Only hashes are stored: the token itself is not in Redis.
    const stored = await redis.zrange(`${prefix}session:revoked`, 0, -1);
    expect(stored).toHaveLength(1);
    expect(stored[0]).not.toContain('copied-cookie-login-id');
  });
});
