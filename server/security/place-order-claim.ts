// Idempotent place-order: one claim per cart so that double clicks, retries and concurrent submits (even on
// different server instances, through Redis) produce exactly one Magento order and the same order token for all.
import { createHash, randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** Minimal key-value store with atomic "set if absent"; Redis across instances, memory for one process. */
export interface ClaimBackend {
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Deletes only when the current value is `expected` (so a late loser never removes a winner's claim). */
  deleteIf(key: string, expected: string): Promise<void>;
  del(key: string): Promise<void>;
  incr(key: string, ttlMs: number): Promise<number>;
}

export function createMemoryClaimBackend(clock: () => number = Date.now): ClaimBackend {
  const map = new Map<string, { value: string; expires: number }>();
  const live = (key: string) => {
    const e = map.get(key);
    if (e && e.expires <= clock()) {
      map.delete(key);
      return undefined;
    }
    return e;
  };
  return {
    async setIfAbsent(key, value, ttlMs) {
      if (live(key)) return false;
      map.set(key, { value, expires: clock() + ttlMs });
      return true;
    },
    async get(key) {
      return live(key)?.value ?? null;
    },
    async set(key, value, ttlMs) {
      map.set(key, { value, expires: clock() + ttlMs });
    },
    async deleteIf(key, expected) {
      if (live(key)?.value === expected) map.delete(key);
    },
    async del(key) {
      map.delete(key);
    },
    async incr(key, ttlMs) {
      const n = Number(live(key)?.value ?? '0') + 1;
      map.set(key, { value: String(n), expires: clock() + ttlMs });
      return n;
    },
  };
}

const DELETE_IF = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

export function createRedisClaimBackend(redis: Redis, prefix = 'folt:'): ClaimBackend {
  return {
    async setIfAbsent(key, value, ttlMs) {
      return (await redis.set(prefix + key, value, 'PX', ttlMs, 'NX')) === 'OK';
    },
    async get(key) {
      return redis.get(prefix + key);
    },
    async set(key, value, ttlMs) {
      await redis.set(prefix + key, value, 'PX', ttlMs);
    },
    async deleteIf(key, expected) {
      await redis.eval(DELETE_IF, 1, prefix + key, expected);
    },
    async del(key) {
      await redis.del(prefix + key);
    },
    async incr(key, ttlMs) {
      const [[, n]] = (await redis
        .multi()
        .incr(prefix + key)
        .pexpire(prefix + key, ttlMs)
        .exec()) as [[Error | null, number]];
      return n;
    },
  };
}

export class PlaceOrderConflict extends Error {
  constructor(readonly reason: 'changed' | 'in-progress') {
    super(reason === 'changed' ? 'cart changed since the order was placed' : 'order placement still in progress');
    this.name = 'PlaceOrderConflict';
  }
}

interface ClaimRecord {
  state: 'pending' | 'done';
  fp: string;
  owner: string;
  token?: string;
}

export interface PlaceOrderCoordinator {
  /**
   * Runs `place` at most once per cart and request fingerprint. Every caller with the same cart and the same
   * fingerprint (body + cart version) gets the same token; a caller whose cart or body differs gets a conflict.
   */
  placeOnce(cartId: string, requestFingerprint: string, place: () => Promise<string>): Promise<string>;
  /** Called by every route that changes a cart, so a later submit for a changed cart is recognised. */
  cartChanged(cartId: string): Promise<void>;
  /** Forget a cart's claim: Mollie re-activated the cart after a failed payment, a new order is legitimate. */
  release(cartId: string): Promise<void>;
  /** Keeps a small note beside the claims (same store, same lifetime as a finished claim): what a repeat must find again. */
  note(key: string, value: string): Promise<void>;
  /** A note kept by `note`, or null (never written, or expired). */
  recall(key: string): Promise<string | null>;
  /** Drops a note. */
  forget(key: string): Promise<void>;
}

export interface CoordinatorOptions {
  backend: ClaimBackend;
  /** How long a pending claim may live (an instance that dies mid-call must not block the cart forever). */
  pendingTtlMs: number;
  doneTtlMs?: number;
  pollMs?: number;
}

export function createPlaceOrderCoordinator(opts: CoordinatorOptions): PlaceOrderCoordinator {
  const { backend, pendingTtlMs } = opts;
  const doneTtlMs = opts.doneTtlMs ?? 24 * 3600_000;
  const pollMs = opts.pollMs ?? 50;
  const local = new Map<string, Promise<{ fp: string; token: string }>>();
  const claimKey = (cartId: string) => `place-order:${sha(cartId)}`;
  const versionKey = (cartId: string) => `cart-version:${sha(cartId)}`;
  const noteKey = (key: string) => `place-order-note:${sha(key)}`;

  async function settle(cartId: string, fp: string, place: () => Promise<string>): Promise<{ fp: string; token: string }> {
    const key = claimKey(cartId);
    const deadline = Date.now() + pendingTtlMs + 1000;
    for (;;) {
      const mine: ClaimRecord = { state: 'pending', fp, owner: randomUUID() };
      const mineRaw = JSON.stringify(mine);
      if (await backend.setIfAbsent(key, mineRaw, pendingTtlMs)) {
        let token: string;
        try {
          token = await place();
        } catch (err) {
          // Nothing was placed (or we cannot know): let the next submit try; Magento itself refuses a second
          // order on an inactive cart, so this never yields two orders.
          await backend.deleteIf(key, mineRaw).catch(() => undefined);
          throw err;
        }
        await backend.set(key, JSON.stringify({ ...mine, state: 'done', token } satisfies ClaimRecord), doneTtlMs);
        return { fp, token };
      }
      const raw = await backend.get(key);
      if (raw === null) continue; // released between our two calls: try to claim again
      const rec = JSON.parse(raw) as ClaimRecord;
      if (rec.state === 'done' && rec.token) return { fp: rec.fp, token: rec.token };
      if (rec.fp !== fp) throw new PlaceOrderConflict('changed');
      if (Date.now() > deadline) throw new PlaceOrderConflict('in-progress');
      await new Promise((r) => setTimeout(r, pollMs));
    }
  }

  return {
    async placeOnce(cartId, requestFingerprint, place) {
      const version = (await backend.get(versionKey(cartId))) ?? '0';
      const fp = sha(`${requestFingerprint}\n${version}`);
      let shared = local.get(cartId);
      if (!shared) {
        shared = settle(cartId, fp, place);
        local.set(cartId, shared);
        const clear = () => local.delete(cartId);
        shared.then(clear, clear);
      }
      const result = await shared;
      if (result.fp !== fp) throw new PlaceOrderConflict('changed');
      return result.token;
    },
    async cartChanged(cartId) {
      await backend.incr(versionKey(cartId), doneTtlMs);
    },
    async release(cartId) {
      await backend.del(claimKey(cartId));
    },
    async note(key, value) {
      await backend.set(noteKey(key), value, doneTtlMs);
    },
    async recall(key) {
      return backend.get(noteKey(key));
    },
    async forget(key) {
      await backend.del(noteKey(key));
    },
  };
}

function sha(s: string): string {
  return createHash('sha256').update(s).digest('base64url');
}
