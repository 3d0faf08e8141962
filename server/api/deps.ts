// Builds everything the /api routers need from the configuration: the Magento client, the catalogue cache, the
// place-order claims (Redis when configured), the order-token codec, the forms' database and rate limit, the admin
// guard and the clock, with one close() for shutdown.
import type { RequestHandler } from 'express';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { createCatalogCache, type CatalogCache, type CatalogCacheOptions } from '../cache/catalog-cache';
import type { ServerConfig } from '../config';
import type { UpstreamFetch } from '../magento/http-fetch';
import { createMagentoClient, type MagentoClient } from '../magento/magento.client';
import type { Database } from '../db/database';
import { createIpHasher } from '../forms/client-ip';
import type { FormsDeps } from '../forms/forms.router';
import { denyAdminAccess } from '../forms/leads-admin.router';
import { createOrderTokenCodec, type OrderTokenCodec } from '../security/order-token';
import {
  createMemoryClaimBackend,
  createPlaceOrderCoordinator,
  createRedisClaimBackend,
  type PlaceOrderCoordinator,
} from '../security/place-order-claim';
import { createMemoryRateLimitStore, createRateLimiter, createRedisRateLimitStore } from '../security/rate-limit';

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
  /** The marketing forms and their leads; null without a database (the /api/forms and /api/admin/leads routes are then absent). */
  forms: FormsDeps | null;
  /** Guards the admin API; until the accounts issue supplies sessions it refuses everyone (401). */
  requireAdmin: RequestHandler;
}

export interface ApiDepsOverrides {
  /** Wrap or replace the transport's fetch (tests count upstream calls with it). */
  fetch?: UpstreamFetch;
  clock?: () => number;
  cache?: Omit<CatalogCacheOptions, 'redis' | 'logger' | 'clock'>;
  /** Key prefix in Redis (tests use a random one). */
  redisPrefix?: string;
  /** The server database (server/db); enables the forms and the leads admin API. Opened and closed by the caller. */
  db?: Database;
  /** Called after a form submission is stored (server/index.ts wakes the outbox worker with it). */
  onFormStored?: () => void;
  /** Replaces the admin guard (tests let everyone in; the accounts issue checks the session). */
  requireAdmin?: RequestHandler;
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

  let forms: FormsDeps | null = null;
  if (overrides.db) {
    const rateLimiter = config.formRateLimit
      ? createRateLimiter({
          name: 'form',
          rule: config.formRateLimit,
          store: redis ? createRedisRateLimitStore(redis, `${overrides.redisPrefix ?? 'folt:'}rate:`) : createMemoryRateLimitStore(clock),
          onStoreError: 'allow',
          logger: log,
        })
      : null;
    forms = {
      db: overrides.db,
      logger: log,
      clock,
      rateLimiter,
      hashIp: createIpHasher(config.sessionSecret),
      ...(overrides.onFormStored ? { onSubmissionStored: overrides.onFormStored } : {}),
    };
  }

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
    forms,
    requireAdmin: overrides.requireAdmin ?? denyAdminAccess,
    async close() {
      // Let in-flight upstream calls (and the claims they hold) finish before the connections go away.
      await magento.idle();
      await catalogCache.close();
      if (redis) await redis.quit().catch(() => redis?.disconnect());
    },
  };
}
