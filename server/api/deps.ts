// Builds everything the /api routers need from the configuration: the Magento client, the catalogue cache, the
// place-order claims (Redis when configured), the order-token codec and the clock, with one close() for shutdown.
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { createCatalogCache, type CatalogCache, type CatalogCacheOptions } from '../cache/catalog-cache';
import type { ServerConfig } from '../config';
import type { UpstreamFetch } from '../magento/http-fetch';
import { createMagentoClient, type MagentoClient } from '../magento/magento.client';
import { createOrderTokenCodec, type OrderTokenCodec } from '../security/order-token';
import {
  createMemoryClaimBackend,
  createPlaceOrderCoordinator,
  createRedisClaimBackend,
  type PlaceOrderCoordinator,
} from '../security/place-order-claim';

export interface ApiDeps {
  config: ServerConfig;
  logger: Logger;
  magento: MagentoClient;
  catalogCache: CatalogCache;
  orderTokens: OrderTokenCodec;
  placeOrder: PlaceOrderCoordinator;
  /** `{media base}` with a trailing slash; product images are `{mediaBaseUrl}catalog/product{file}`. */
  mediaBaseUrl: string;
  /** Present when REDIS_URL is set (shared by the cache's pub/sub and the claims). */
  redis: Redis | null;
  clock: () => number;
}

export interface ApiDepsOverrides {
  /** Wrap or replace the transport's fetch (tests count upstream calls with it). */
  fetch?: UpstreamFetch;
  clock?: () => number;
  cache?: Omit<CatalogCacheOptions, 'redis' | 'logger' | 'clock'>;
  /** Key prefix in Redis (tests use a random one). */
  redisPrefix?: string;
}

export async function createApiDeps(
  config: ServerConfig,
  logger: Logger,
  overrides: ApiDepsOverrides = {},
): Promise<ApiDeps & { close(): Promise<void> }> {
  if (!config.magentoUrl) throw new Error('createApiDeps: config.magentoUrl is not set (start the emulator or set MAGENTO_URL)');
  if (config.orderTokenSecretIsDevDefault) {
    logger.warn('ORDER_TOKEN_SECRET not set: using the INSECURE development default (refused in production)');
  }
  const clock = overrides.clock ?? Date.now;
  const log = logger.child({ component: 'api' });

  let redis: Redis | null = null;
  if (config.redisUrl) {
    redis = new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true });
    redis.on('error', (err: Error) => log.warn({ err: err.message }, 'redis error'));
    try {
      await redis.connect();
    } catch (err) {
      redis.disconnect();
      throw new Error(`Cannot connect to Redis at REDIS_URL: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  const magento = createMagentoClient({
    baseUrl: config.magentoUrl,
    integrationToken: config.magentoToken,
    timeoutMs: config.upstreamTimeoutMs,
    logger: log,
    ...(overrides.fetch ? { fetch: overrides.fetch } : {}),
  });
  const catalogCache = await createCatalogCache({ ...overrides.cache, clock, logger: log, redis });
  const backend = redis ? createRedisClaimBackend(redis, overrides.redisPrefix ?? 'folt:') : createMemoryClaimBackend(clock);
  const placeOrder = createPlaceOrderCoordinator({ backend, pendingTtlMs: config.upstreamTimeoutMs + 10_000 });

  return {
    config,
    logger: log,
    magento,
    catalogCache,
    orderTokens: createOrderTokenCodec(config.orderTokenSecret, clock),
    placeOrder,
    mediaBaseUrl: config.mediaBaseUrl ?? `${config.magentoUrl.replace(/\/+$/, '')}/media/`,
    redis,
    clock,
    async close() {
      // Let in-flight upstream calls (and the claims they hold) finish before the connections go away.
      await magento.idle();
      await catalogCache.close();
      if (redis) await redis.quit().catch(() => redis?.disconnect());
    },
  };
}
