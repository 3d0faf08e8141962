// Catalogue cache: coalesced misses, stale-while-revalidate, stale-if-error, invalidation (also via Redis pub/sub).
import { connectTestRedis } from '../security/test-redis.fixture';
import { describe, expect, it } from 'vitest';
import { CacheWaitTimeout, createCatalogCache, invalidationChannel } from './catalog-cache';

describe('catalog cache', () => {
  it('coalesces concurrent misses into one load and then hits', async () => {
    const cache = await createCatalogCache();
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 20));
      return Buffer.from('{"a":1}');
    };
    const results = await Promise.all(Array.from({ length: 20 }, () => cache.get('k', load)));
    expect(loads).toBe(1);
    expect(results.every((r) => r.entry.body.toString() === '{"a":1}')).toBe(true);
    expect((await cache.get('k', load)).state).toBe('hit');
    expect(cache.peek('k')?.etag).toMatch(/^".+"$/);
  });

  it('serves stale while revalidating, and stale when the refresh fails', async () => {
    let now = 0;
    const cache = await createCatalogCache({ clock: () => now, freshMs: 100, staleWhileRevalidateMs: 100, staleIfErrorMs: 10_000 });
    let version = 1;
    let fail = false;
    const load = async () => {
      if (fail) throw new Error('down');
      return Buffer.from(`v${version}`);
    };
    await cache.get('k', load);
    version = 2;
    now = 150; // stale, within SWR
    const stale = await cache.get('k', load);
    expect(stale.state).toBe('stale');
    expect(stale.entry.body.toString()).toBe('v1');
    await new Promise((r) => setTimeout(r, 5));
    expect((await cache.get('k', load)).entry.body.toString()).toBe('v2');
    fail = true;
    now = 1000; // beyond SWR: must refresh, refresh fails → stale-if-error
    const res = await cache.get('k', load);
    expect(res.state).toBe('error-stale');
    expect(res.entry.body.toString()).toBe('v2');
    expect(cache.peek('k')).toBeNull();
    now = 20_000;
    await expect(cache.get('k', load)).rejects.toThrow('down');
  });

  it('a bounded get does not wait for a hanging load: stale data when there is some, CacheWaitTimeout otherwise; the load still fills the cache', async () => {
    let now = 0;
    const cache = await createCatalogCache({ clock: () => now, freshMs: 100, staleWhileRevalidateMs: 100, staleIfErrorMs: 10_000 });
    let release: (body: Buffer) => void = () => {};
    const hanging = () => new Promise<Buffer>((resolve) => (release = resolve));
    const started = Date.now();
    await expect(cache.get('cold', hanging, { waitMs: 50 })).rejects.toBeInstanceOf(CacheWaitTimeout);
    expect(Date.now() - started).toBeLessThan(1000);
    release(Buffer.from('late'));
    await new Promise((r) => setTimeout(r, 10));
    expect((await cache.get('cold', hanging, { waitMs: 50 })).entry.body.toString()).toBe('late');

    await cache.get('warm', async () => Buffer.from('v1'));
    now = 1000; // beyond fresh + stale-while-revalidate: a get must refresh, and the refresh hangs
    const stale = await cache.get('warm', hanging, { waitMs: 50 });
    expect(stale.state).toBe('error-stale');
    expect(stale.entry.body.toString()).toBe('v1');
    release(Buffer.from('v2'));
    await new Promise((r) => setTimeout(r, 10));
    expect((await cache.get('warm', hanging, { waitMs: 50 })).entry.body.toString()).toBe('v2');
  });

  it('invalidate forces a reload (and keeps the old entry for errors)', async () => {
    const cache = await createCatalogCache();
    let n = 0;
    const load = async () => Buffer.from(`v${++n}`);
    await cache.get('k', load);
    await cache.invalidate();
    expect(cache.peek('k')).toBeNull();
    expect((await cache.get('k', load)).entry.body.toString()).toBe('v2');
    await cache.invalidate();
    const res = await cache.get('k', async () => Promise.reject(new Error('down')));
    expect(res.state).toBe('error-stale');
  });

  it('invalidations reach other instances through Redis pub/sub', async () => {
    const redis = await connectTestRedis();
    const channel = `test:catalog:${Math.random()}`;
    const a = await createCatalogCache({ redis, channel });
    const b = await createCatalogCache({ redis, channel });
    await b.get('k', async () => Buffer.from('x'));
    expect(b.peek('k')).not.toBeNull();
    await a.invalidate();
    for (let i = 0; i < 50 && b.peek('k'); i++) await new Promise((r) => setTimeout(r, 10));
    expect(b.peek('k')).toBeNull();
    await a.close();
    await b.close();
    await redis.quit();
  });

  it('shops on another Redis database or prefix do not receive the invalidations (pub/sub ignores both)', async () => {
    const db0 = await connectTestRedis(0);
    const db3 = await connectTestRedis(3);
    const prefix = `test${Math.random().toString(36).slice(2)}:`;
    expect(invalidationChannel(prefix, 3)).not.toBe(invalidationChannel(prefix, 0));
    const publisher = await createCatalogCache({ redis: db0, prefix });
    const sameGroup = await createCatalogCache({ redis: db0, prefix });
    const otherDatabase = await createCatalogCache({ redis: db3, prefix });
    const otherPrefix = await createCatalogCache({ redis: db0, prefix: `other-${prefix}` });
    for (const cache of [sameGroup, otherDatabase, otherPrefix]) await cache.get('k', async () => Buffer.from('x'));
    await publisher.invalidate();
    for (let i = 0; i < 50 && sameGroup.peek('k'); i++) await new Promise((r) => setTimeout(r, 10));
    expect(sameGroup.peek('k')).toBeNull();
    await new Promise((r) => setTimeout(r, 100));
    expect(otherDatabase.peek('k')).not.toBeNull();
    expect(otherPrefix.peek('k')).not.toBeNull();
    for (const cache of [publisher, sameGroup, otherDatabase, otherPrefix]) await cache.close();
    await db0.quit();
    await db3.quit();
  });
});
