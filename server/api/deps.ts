// Builds everything the /api routers need from the configuration: the Magento client (and one per logged-in person's
// token), the catalogue cache, the place-order claims (Redis when configured), the order-token codec, the forms'
// database and rate limit, the account sessions with their guards and login limits, and the clock, with one close()
// for shutdown.
import type { RequestHandler } from 'express';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { createCatalogCache, type CatalogCache, type CatalogCacheOptions } from '../cache/catalog-cache';
import type { ServerConfig } from '../config';
import type { UpstreamFetch } from '../magento/http-fetch';
import { createMagentoClient, type MagentoClient } from '../magento/magento.client';
import type { Database } from '../db/database';
import { createIpHasher } from '../forms/client-ip';
import { createAuditLog, type AuditLog } from '../audit/audit-log';
import { createSavedBuildStore, type SavedBuildStore } from '../customer/saved-builds.store';
import type { FormsDeps } from '../forms/forms.router';
import { createOrderLookupLimits, DEFAULT_ORDER_LOOKUP_RULES, type OrderLookupLimits, type OrderLookupRules } from './order-lookup.router';
import { createLoginLimits, DEFAULT_LOGIN_LIMITS, type LoginLimitRules, type LoginLimits } from '../auth/login-limits';
import { sessionGuard } from '../auth/session-guard';
import { createSessionManager, type SessionManager } from '../security/session';
import { createMemoryRevocations, createRedisRevocations, type SessionRevocations } from '../security/session-revocations';
import { createOrderTokenCodec, type OrderTokenCodec } from '../security/order-token';
import { createMemoryClaimBackend, createPlaceOrderCoordinator, createRedisClaimBackend, type PlaceOrderCoordinator } from '../security/place-order-claim';
import { createMemoryRateLimitStore, createRateLimiter, createRedisRateLimitStore, type RateLimitStore } from '../security/rate-limit';

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
  /** The back office's audit log (server/audit/audit-log.ts); null without a database. Write with `recordAudit`. */
  audit: AuditLog | null;
  /** The customers' saved bikes (server/customer/saved-builds.store.ts); null without a database. */
  savedBuilds: SavedBuildStore | null;
  /** The encrypted account session cookie (server/security/session.ts). */
  sessions: SessionManager;
  /** Logged-out session parts, refused on every instance (Redis when configured). */
  revocations: SessionRevocations;
  /** An admin session (401 otherwise) and, on writes, its CSRF value; guards /api/admin, the leads included. */
  requireAdmin: RequestHandler;
  /** A customer session (401 otherwise) and, on writes, its CSRF value; guards /api/customer. */
  requireCustomer: RequestHandler;
  loginLimits: LoginLimits;
  /** Finding an order by number, e-mail and postcode: attempts per address and per order number. */
  orderLookupLimits: OrderLookupLimits;
  /** A Magento client that sends this customer's or admin's own token (with auth 'integration'). */
  magentoAs(token: string): MagentoClient;
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
  /** Replaces the admin guard (the leads tests let everyone in). */
  requireAdmin?: RequestHandler;
  /** Tighter or looser login limits (tests). */
  loginLimits?: Partial<LoginLimitRules>;
  /** Tighter or looser order-lookup limits (tests). */
  orderLookupLimits?: Partial<OrderLookupRules>;
}

export async function createApiDeps(config: ServerConfig, logger: Logger, overrides: ApiDepsOverrides = {}): Promise<ApiDeps & { close(): Promise<void> }> {
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
      throw new Error(`Cannot connect to Redis at REDIS_URL: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
    }
  }

  const clientOptions = {
    baseUrl: config.magentoUrl,
    timeoutMs: config.upstreamTimeoutMs,
    maxResponseBytes: config.magentoMaxResponseBytes,
    logger: log,
    ...(overrides.fetch ? { fetch: overrides.fetch } : {}),
  };
  const magento = createMagentoClient({ ...clientOptions, integrationToken: config.magentoToken });
  // Clients per person are cheap (closures over the shared keep-alive agents); their calls are tracked for shutdown.
  const userCalls = new Set<Promise<unknown>>();
  const track = <T>(p: Promise<T>): Promise<T> => {
    userCalls.add(p);
    const done = () => userCalls.delete(p);
    p.then(done, done);
    return p;
  };
  const magentoAs = (token: string): MagentoClient => {
    const client = createMagentoClient({ ...clientOptions, integrationToken: token });
    return { baseUrl: client.baseUrl, rest: (req) => track(client.rest(req)), graphql: (req) => track(client.graphql(req)), idle: () => client.idle() };
  };
  const catalogCache = await createCatalogCache({ ...overrides.cache, clock, logger: log, redis, prefix: overrides.redisPrefix ?? 'folt:' });
  const backend = redis ? createRedisClaimBackend(redis, overrides.redisPrefix ?? 'folt:') : createMemoryClaimBackend(clock);
  const placeOrder = createPlaceOrderCoordinator({ backend, pendingTtlMs: config.upstreamTimeoutMs + 10_000 });

  const rateStore = (): RateLimitStore =>
    redis ? createRedisRateLimitStore(redis, `${overrides.redisPrefix ?? 'folt:'}rate:`) : createMemoryRateLimitStore(clock);
  let forms: FormsDeps | null = null;
  if (overrides.db) {
    const rateLimiter = config.formRateLimit
      ? createRateLimiter({
          name: 'form',
          rule: config.formRateLimit,
          store: rateStore(),
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

  if (config.sessionSecretIsDevDefault) logger.warn('SESSION_SECRET not set: using the INSECURE development default (refused in production)');
  const revocations = redis
    ? await createRedisRevocations({ redis, prefix: overrides.redisPrefix ?? 'folt:', clock, logger: log })
    : createMemoryRevocations(clock);
  const sessions = createSessionManager({ secret: config.sessionSecret, secure: config.publicUrl.startsWith('https://'), clock, revocations });
  const loginLimits = createLoginLimits(rateStore(), { ...DEFAULT_LOGIN_LIMITS, ...overrides.loginLimits }, log);
  const orderLookupLimits = createOrderLookupLimits(
    rateStore(),
    { ...DEFAULT_ORDER_LOOKUP_RULES, ...(config.orderLookupRateLimit ?? {}), ...overrides.orderLookupLimits },
    log,
  );

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
    audit: overrides.db ? createAuditLog(overrides.db, clock) : null,
    savedBuilds: overrides.db ? createSavedBuildStore(overrides.db, clock) : null,
    sessions,
    revocations,
    requireAdmin: overrides.requireAdmin ?? sessionGuard(sessions, 'admin'),
    requireCustomer: sessionGuard(sessions, 'customer'),
    loginLimits,
    orderLookupLimits,
    magentoAs,
    async close() {
      // Let in-flight upstream calls (and the claims they hold) finish before the connections go away.
      await magento.idle();
      while (userCalls.size) await Promise.allSettled([...userCalls]);
      await catalogCache.close();
      await revocations.close();
      if (redis) await redis.quit().catch(() => redis?.disconnect());
    },
  };
}
