// Catalogue answer cache: ready-to-send bytes per store view and query, with stale-while-revalidate, stale-if-error
// (the shop keeps showing products while Magento is down), one upstream call per key for concurrent misses, and
// invalidation shared by all instances through Redis pub/sub when Redis is configured.
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

export interface CacheEntry {
  body: Buffer;
  etag: string;
  storedAt: number;
  /** Set by invalidate(): must be refetched, but may still be served if Magento is down. */
  invalidated: boolean;
}

export type CacheState = 'hit' | 'miss' | 'stale' | 'error-stale';

export interface CatalogCacheOptions {
  freshMs?: number;
  /** After freshMs, how long an entry is served at once while a refresh runs in the background. */
  staleWhileRevalidateMs?: number;
  /** How long an entry may be served when the refresh fails. */
  staleIfErrorMs?: number;
  maxEntries?: number;
  clock?: () => number;
  logger?: Logger;
  /** When given, invalidations are published to and received from other instances. */
  redis?: Redis | null;
  /** The pub/sub channel; defaults to invalidationChannel(prefix, the connection's database). */
  channel?: string;
  /** The instance group's Redis key prefix (part of the default channel name). */
  prefix?: string;
}

/**
 * Redis pub/sub is not scoped by database or key prefix: a subscriber on database 3 receives what a shop on database 0
 * publishes. Shops that share a Redis but not a catalogue (production and staging on two databases, tests with random
 * prefixes) therefore name their channel after both.
 */
export function invalidationChannel(prefix: string, db: number): string {
  return `${prefix}catalog:invalidate:db${db}`;
}

/** A bounded get() gave up waiting for Magento and had nothing stale to serve (the load goes on in the background). */
export class CacheWaitTimeout extends Error {
  constructor(readonly waitedMs: number) {
    super(`no answer within ${waitedMs} ms`);
    this.name = 'CacheWaitTimeout';
  }
}

export interface CatalogCache {
  /**
   * The entry for `key`, loading it when needed. With `waitMs`, a load that takes longer is not waited for: the last
   * entry within stale-if-error is served ('error-stale'), else CacheWaitTimeout; the load still fills the cache.
   */
  get(key: string, load: () => Promise<Buffer>, options?: { waitMs?: number }): Promise<{ entry: CacheEntry; state: CacheState }>;
  /** Synchronous lookup for the raw-http fast path: returns an entry only if it may be served without waiting. */
  peek(key: string): CacheEntry | null;
  /** Drops every entry's freshness here and, through Redis, on every other instance. */
  invalidate(): Promise<void>;
  /**
   * Calls `listener` whenever this instance's entries are invalidated: by its own invalidate() or by another
   * instance's through Redis (what is built from the catalogue, such as rendered pages, goes with it). Returns an
   * unsubscribe function.
   */
  onInvalidate(listener: () => void): () => void;
  readonly freshMs: number;
  readonly staleWhileRevalidateMs: number;
  readonly staleIfErrorMs: number;
  close(): Promise<void>;
}

export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

export async function createCatalogCache(opts: CatalogCacheOptions = {}): Promise<CatalogCache> {
  const freshMs = opts.freshMs ?? 60_000;
  const swrMs = opts.staleWhileRevalidateMs ?? 300_000;
  const sieMs = opts.staleIfErrorMs ?? 86_400_000;
  const maxEntries = opts.maxEntries ?? 1000;
  const clock = opts.clock ?? Date.now;
  const channel = opts.channel ?? invalidationChannel(opts.prefix ?? 'folt:', opts.redis?.options.db ?? 0);
  const entries = new Map<string, CacheEntry>();
  const loaders = new Map<string, () => Promise<Buffer>>();
  const inFlight = new Map<string, Promise<CacheEntry>>();
  // Bumped on invalidation so that a load that started before it does not store pre-save data as fresh.
  let generation = 0;
  const listeners = new Set<() => void>();

  const markAllInvalid = () => {
    generation++;
    for (const e of entries.values()) e.invalidated = true;
    for (const listener of listeners) listener();
  };

  let subscriber: Redis | null = null;
  if (opts.redis) {
    subscriber = opts.redis.duplicate();
    subscriber.on('message', (ch: string) => {
      if (ch === channel) markAllInvalid();
    });
    subscriber.on('error', (err: Error) => opts.logger?.warn({ err: err.message }, 'catalog cache subscriber error'));
    await subscriber.subscribe(channel);
  }

  const refresh = (key: string, load: () => Promise<Buffer>): Promise<CacheEntry> => {
    const running = inFlight.get(key);
    if (running) return running;
    const gen = generation;
    const p = load().then((body) => {
      const entry: CacheEntry = { body, etag: etagOf(body), storedAt: clock(), invalidated: gen !== generation };
      entries.delete(key); // re-insert to keep Map order ≈ least recently stored first
      entries.set(key, entry);
      loaders.set(key, load);
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value as string;
        entries.delete(oldest);
        loaders.delete(oldest);
      }
      return entry;
    });
    inFlight.set(key, p);
    const clear = () => inFlight.delete(key);
    p.then(clear, clear);
    return p;
  };

  const backgroundRefresh = (key: string, load: () => Promise<Buffer>) => {
    refresh(key, load).catch((err: unknown) =>
      opts.logger?.warn({ err: err instanceof Error ? err.message : String(err) }, 'catalog background refresh failed'),
    );
  };

  const age = (e: CacheEntry) => clock() - e.storedAt;

  return {
    freshMs,
    staleWhileRevalidateMs: swrMs,
    staleIfErrorMs: sieMs,
    async get(key, load, { waitMs } = {}) {
      const e = entries.get(key);
      if (e && !e.invalidated) {
        const a = age(e);
        if (a < freshMs) return { entry: e, state: 'hit' };
        if (a < freshMs + swrMs) {
          backgroundRefresh(key, load);
          return { entry: e, state: 'stale' };
        }
      }
      try {
        const wasCoalesced = inFlight.has(key);
        const loading = refresh(key, load);
        let timer: ReturnType<typeof setTimeout> | undefined;
        const entry =
          waitMs === undefined
            ? await loading
            : await Promise.race([
                loading,
                new Promise<never>((_resolve, reject) => {
                  timer = setTimeout(() => reject(new CacheWaitTimeout(waitMs)), waitMs);
                }),
              ]).finally(() => clearTimeout(timer));
        return { entry, state: wasCoalesced ? 'hit' : 'miss' };
      } catch (err) {
        if (e && age(e) < sieMs) return { entry: e, state: 'error-stale' };
        throw err;
      }
    },
    peek(key) {
      const e = entries.get(key);
      if (!e || e.invalidated) return null;
      const a = age(e);
      if (a < freshMs) return e;
      const load = loaders.get(key);
      if (a < freshMs + swrMs && load) {
        backgroundRefresh(key, load);
        return e;
      }
      return null;
    },
    onInvalidate(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async invalidate() {
      markAllInvalid();
      if (opts.redis) {
        try {
          await opts.redis.publish(channel, String(clock()));
        } catch (err) {
          opts.logger?.error({ err: err instanceof Error ? err.message : String(err) }, 'catalog invalidation not published');
        }
      }
    },
    async close() {
      await Promise.allSettled([...inFlight.values()]);
      if (subscriber) {
        await subscriber.quit().catch(() => subscriber?.disconnect());
      }
    },
  };
}
