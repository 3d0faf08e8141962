// The only file with side effects: reads the environment, starts the Magento emulator when no MAGENTO_URL is
// set, opens the server database (migrations included) and starts the outbox worker, builds the app and listens;
// on SIGTERM/SIGINT it stops accepting, lets in-flight requests finish, then stops the worker and closes the database.
// It runs compiled (`npm start`: dist/<build>/server/index.js, scripts/build.ts) or from source with tsx (`npm run dev`).
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { ConfigError, loadConfig, type ServerConfig } from './config';
import { createApp, httpServerOptions } from './app';
import { createCatalogReader } from './api/catalog-reader';
import { createShopperCartReader } from './api/cart-read';
import { createProductionRenderer } from './ssr/renderer';
import { createApiDeps } from './api/deps';
import { createApiRouter, createCatalogFastPath } from './api/api.router';
import { openDatabase } from './db/database';
import { createSubmissionStore } from './forms/form-submissions.store';
import { createLeadNotificationDelivery, createSmtpMailer } from './forms/lead-mail';
import { createOutboxWorker } from './forms/outbox';
import { startLeadRetention } from './forms/lead-retention';
import { createPageCache } from './cache/page-cache';
import { createPageFastPath } from './cache/page-fast-path';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Compiled: dist/<build>/server/, beside the build's build.json; from source: server/. */
const compiled = existsSync(path.join(here, '..', 'build.json'));
/** The shop's folder (package.json; data/ lives here): the nearest folder above this file with a package.json. */
const root = findUp(here, 'package.json');
/** The build pages come from: its own when compiled (a later build switching dist/current does not move it), else dist/current. */
const buildDir = compiled ? path.resolve(here, '..') : path.join(root, 'dist', 'current');
const dev = process.argv.includes('--dev');

function findUp(dir: string, file: string): string {
  for (let at = dir; ; at = path.dirname(at)) {
    if (existsSync(path.join(at, file))) return at;
    if (path.dirname(at) === at) throw new Error(`No ${file} above ${dir}`);
  }
}

/**
 * `npm run dev`'s tools (Vite's middleware renderer, the XState inspector) are imported from the source by path, not
 * by a static specifier: the server build then bundles none of them and the compiled server needs no devDependency.
 */
async function devTools() {
  if (compiled) throw new ConfigError(['--dev runs the server from its source: use `npm run dev`']);
  const [{ createDevelopmentRenderer }, { createDevInspector }] = await Promise.all([
    import(new URL('./ssr/renderer.ts', import.meta.url).href) as Promise<typeof import('./ssr/renderer')>,
    import(new URL('./dev/inspector.ts', import.meta.url).href) as Promise<typeof import('./dev/inspector')>,
  ]);
  return { createDevelopmentRenderer, createDevInspector };
}

async function main(): Promise<void> {
  let config: ServerConfig;
  let tools: Awaited<ReturnType<typeof devTools>> | null;
  try {
    config = loadConfig(process.env);
    tools = dev ? await devTools() : null;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = pino({
    level: process.env.LOG_LEVEL ?? 'info',
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.token', '*.password', '*.email'], censor: '[redacted]' },
  });

  const closers: Array<() => Promise<void>> = [];
  if (!config.magentoUrl) {
    const { startEmulator } = await import('../magento-emulator/start');
    const emulator = await startEmulator({
      port: Number(process.env.EMULATOR_PORT ?? 3001),
      dataDir: process.env.EMULATOR_DATA_DIR ?? path.join(root, 'data', 'emulator'),
      mollieReturnUrl: process.env.MOLLIE_RETURN_URL ?? `${config.publicUrl}/shop/cart?payment={{payment_token}}`,
      shopUrl: config.publicUrl,
      ...(process.env.EMULATOR_MOLLIE_EXPIRY_MINUTES ? { mollieExpiryMinutes: Number(process.env.EMULATOR_MOLLIE_EXPIRY_MINUTES) } : {}),
      faults: process.env.EMULATOR_FAULTS === '1',
      twoFactorAuth: process.env.EMULATOR_2FA === '1',
      ...(process.env.EMULATOR_ADMIN_TOTP_SECRET ? { adminTotpSecret: process.env.EMULATOR_ADMIN_TOTP_SECRET } : {}),
    });
    closers.push(() => emulator.close());
    config = { ...config, magentoUrl: emulator.url, magentoToken: emulator.integrationToken, defaultCoupon: config.defaultCoupon ?? emulator.defaultCoupon };
    console.log(
      [
        `Magento emulator (development only) on ${emulator.url}`,
        `  mailbox:  ${emulator.mailboxUrl} (every e-mail Magento would have sent)`,
        `  admin:    ${emulator.admin.username} / ${emulator.admin.password}${process.env.EMULATOR_2FA === '1' ? ` (two-factor login: authenticator secret ${emulator.admin.totpSecret})` : ''}`,
        `  customer: ${emulator.customer.email} / ${emulator.customer.password} (and ${emulator.secondCustomer.email} / ${emulator.secondCustomer.password})`,
        `  coupons:  ${emulator.coupons.map((c) => c.code).join(', ')} (default ${emulator.defaultCoupon})`,
      ].join('\n'),
    );
  }

  const renderer = tools ? await tools.createDevelopmentRenderer(root) : await createProductionRenderer(buildDir);
  closers.push(() => renderer.close());

  // Form submissions: PGlite under ./data (or PostgreSQL with DATABASE_URL); the outbox mails the shop about them.
  const db = await openDatabase(
    { databaseUrl: config.databaseUrl, databaseDir: path.resolve(root, config.databaseDir) },
    { logger: logger.child({ component: 'db' }) },
  ).catch((error: unknown) => {
    throw new Error(
      `Cannot open the server database (${config.databaseUrl ? 'DATABASE_URL' : config.databaseDir}): ${error instanceof Error ? error.message : String(error)}`,
    );
  });
  closers.push(() => db.close());
  const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl) : null;
  const outbox = createOutboxWorker({
    db,
    logger,
    deliver: mailer
      ? createLeadNotificationDelivery({
          store: createSubmissionStore(db),
          mailer,
          to: config.leadsEmailTo,
          from: config.leadsEmailFrom,
          adminUrl: `${config.publicUrl}/admin`,
        })
      : null,
  });
  outbox.start();
  closers.push(async () => {
    await outbox.stop();
    mailer?.close();
  });

  // Leads older than LEAD_RETENTION_MONTHS go with their files, now and daily.
  const retention = startLeadRetention({ db, logger: logger.child({ component: 'retention' }), months: config.leadRetentionMonths });
  closers.push(() => retention.stop());

  const apiDeps = await createApiDeps(config, logger, { db, redisPrefix: config.redisPrefix, onFormStored: () => outbox.wake() });
  closers.push(() => apiDeps.close());

  // Rendered public pages: as fresh as the catalogue they show, and emptied with it (here and on the other instances).
  const pageCache =
    config.pageCacheBytes > 0
      ? createPageCache({ maxBytes: config.pageCacheBytes, maxAgeMs: apiDeps.catalogCache.freshMs, catalogCache: apiDeps.catalogCache })
      : null;
  const app = createApp({
    logger,
    renderer,
    publicUrl: config.publicUrl,
    isProduction: config.isProduction,
    imageOrigins: [new URL(config.mediaBaseUrl ?? `${config.magentoUrl}/media/`).origin],
    api: createApiRouter(apiDeps),
    // Server rendering's route checks read the same encrypted session cookie as the API's guards.
    session: async (req) => apiDeps.sessions.info(req),
    catalog: createCatalogReader(apiDeps),
    shopperCart: createShopperCartReader(apiDeps),
    trustProxy: config.trustProxy,
    gtmId: config.gtmId,
    pageCache,
  });
  const fastPath = createCatalogFastPath(apiDeps);
  const pageFastPath = pageCache ? createPageFastPath({ pageCache, buildId: renderer.buildId, gtmId: config.gtmId }) : () => false;
  // Development only: the XState inspector (/__inspect and its WebSockets); production never loads the module.
  const inspector = tools?.createDevInspector({ publicUrl: config.publicUrl, log: console.log });
  const server = http.createServer(httpServerOptions(config), (req, res) => {
    if (inspector?.handle(req, res)) return;
    if (!fastPath(req, res) && !pageFastPath(req, res)) app(req, res);
  });
  inspector?.attach(server);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  console.log(`FOLT shop on ${config.publicUrl} (listening on ${config.host}:${config.port}${dev ? ', development mode' : ''})`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // Keep-alive connections that finish their last request while we wait would otherwise stay open until
    // their timeout: close them as soon as they turn idle.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    void inspector?.close(); // its WebSockets would keep server.close() waiting
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    clearInterval(sweep);
    for (const close of closers.reverse()) await close().catch((err: unknown) => logger.error({ err }, 'close failed'));
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
