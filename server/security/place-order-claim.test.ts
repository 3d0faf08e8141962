// Place-order claims in memory and in the real Redis (test-redis.fixture.ts: the file fails when it is not there).
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryClaimBackend, createPlaceOrderCoordinator, createRedisClaimBackend, PlaceOrderConflict, type ClaimBackend } from './place-order-claim';
import { connectTestRedis } from './test-redis.fixture';

const redis = await connectTestRedis();

function suite(name: string, makeBackend: () => ClaimBackend) {
  describe(`place-order coordinator (${name})`, () => {
    const coordinator = () => createPlaceOrderCoordinator({ backend: makeBackend(), pendingTtlMs: 2000, pollMs: 5 });

    it('50 concurrent submits → one placement, the same token for all', async () => {
      const c = coordinator();
      let calls = 0;
      const place = async () => {
        calls++;
        await new Promise((r) => setTimeout(r, 30));
        return `token-${calls}`;
      };
      const results = await Promise.all(Array.from({ length: 50 }, () => c.placeOnce('cart-a', 'fp', place)));
      expect(calls).toBe(1);
      expect(new Set(results)).toEqual(new Set(['token-1']));
      // A later repeat is answered from the claim without a new placement.
      expect(await c.placeOnce('cart-a', 'fp', place)).toBe('token-1');
      expect(calls).toBe(1);
    });

    it('two instances sharing the backend still place once', async () => {
      const backend = makeBackend();
      const a = createPlaceOrderCoordinator({ backend, pendingTtlMs: 2000, pollMs: 5 });
      const b = createPlaceOrderCoordinator({ backend, pendingTtlMs: 2000, pollMs: 5 });
      let calls = 0;
      const place = async () => {
        calls++;
        await new Promise((r) => setTimeout(r, 40));
        return 'tok';
      };
      const results = await Promise.all([
        ...Array.from({ length: 10 }, () => a.placeOnce('cart-x', 'fp', place)),
        ...Array.from({ length: 10 }, () => b.placeOnce('cart-x', 'fp', place)),
      ]);
      expect(calls).toBe(1);
      expect(new Set(results)).toEqual(new Set(['tok']));
    });

    it('a different body or a changed cart gets a conflict; release allows a new order', async () => {
      const c = coordinator();
      await c.placeOnce('cart-b', 'fp1', async () => 't1');
      await expect(c.placeOnce('cart-b', 'fp2', async () => 't2')).rejects.toBeInstanceOf(PlaceOrderConflict);
      await c.cartChanged('cart-b');
      await expect(c.placeOnce('cart-b', 'fp1', async () => 't3')).rejects.toMatchObject({ reason: 'changed' });
      await c.release('cart-b');
      expect(await c.placeOnce('cart-b', 'fp1', async () => 't4')).toBe('t4');
    });

    it('a failed placement is not remembered: the next submit tries again', async () => {
      const c = coordinator();
      await expect(c.placeOnce('cart-c', 'fp', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
      expect(await c.placeOnce('cart-c', 'fp', async () => 'ok')).toBe('ok');
    });

    it('a note is seen by every instance on the backend until it is forgotten; releasing a claim leaves it', async () => {
      const backend = makeBackend();
      const a = createPlaceOrderCoordinator({ backend, pendingTtlMs: 2000, pollMs: 5 });
      const b = createPlaceOrderCoordinator({ backend, pendingTtlMs: 2000, pollMs: 5 });
      expect(await b.recall('customer:7:placed-quote')).toBeNull();
      await a.note('customer:7:placed-quote', '{"quoteId":12}');
      expect(await b.recall('customer:7:placed-quote')).toBe('{"quoteId":12}');
      await b.release('customer:7:placed-quote');
      expect(await a.recall('customer:7:placed-quote')).toBe('{"quoteId":12}');
      await b.forget('customer:7:placed-quote');
      expect(await a.recall('customer:7:placed-quote')).toBeNull();
    });
  });
}

suite('memory', () => createMemoryClaimBackend());
const prefix = `test:${randomUUID()}:`;
suite('redis', () => createRedisClaimBackend(redis, `${prefix}${randomUUID()}:`));
afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});
