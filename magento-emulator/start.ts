// startEmulator(): opens (and if needed seeds) the PGlite store, builds the app and listens; the one entry point that
// the CLI, `npm start`, the contract tests and the bench share.
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { EmulatorStore } from './db/emulator.store';
import { createEmulatorApp } from './app';
import { Catalog } from './domain/catalog.service';
import { Clock, type EmulatorContext } from './domain/emulator.context';
import { FaultRegistry } from './domain/fault.registry';
import { COUPONS, DEFAULT_COUPON, SECOND_CUSTOMER, cryptKey, seedIfEmpty } from './seed/seed.runner';
import { DEV_INTEGRATION_TOKEN } from '../common/dev-defaults';

export interface StartEmulatorOptions {
  host?: string;
  port?: number;
  dataDir?: string | null;
  reset?: boolean;
  adminUsername?: string;
  adminPassword?: string;
  customerEmail?: string;
  customerPassword?: string;
  integrationToken?: string;
  mollieReturnUrl?: string;
  /** The shop's public URL, the base of the links in the e-mails (default http://localhost:3000). */
  shopUrl?: string;
  /** Minutes until an open Mollie payment expires (default 15, as Mollie's iDEAL payments). */
  mollieExpiryMinutes?: number;
  /** Two-factor admin login (Magento_TwoFactorAuth) on; off by default, as if the module were disabled. */
  twoFactorAuth?: boolean;
  /** The seeded admin's authenticator secret (base32); defaults to DEV_ADMIN_TOTP_SECRET. */
  adminTotpSecret?: string;
  faults?: boolean;
  /** First category id of a fresh seed (default 10): tests renumber the categories to prove nobody assumes their ids. */
  categoryIdBase?: number;
  /** tax/calculation/price_includes_tax of a fresh seed (default true): false enters the catalogue's prices excl. VAT. */
  pricesIncludeTax?: boolean;
  log?: (line: string) => void;
}

export interface RunningEmulator {
  url: string;
  /** The development mailbox: every e-mail the emulator sent (HTML; `${url}/dev/mailbox.json` for tests). */
  mailboxUrl: string;
  integrationToken: string;
  /** `totpSecret` is what an authenticator app would be given (base32); it matters when two-factor login is on. */
  admin: { username: string; password: string; totpSecret: string };
  customer: { email: string; password: string };
  /** A second demo customer with an order of their own (fixed credentials). */
  secondCustomer: { email: string; password: string };
  coupons: Array<{ code: string; description: string }>;
  defaultCoupon: string;
  close(): Promise<void>;
}

export { DEV_INTEGRATION_TOKEN };
/** Development-only Google Authenticator secret of the seeded admin (base32, 160 bits); public on purpose. */
export const DEV_ADMIN_TOTP_SECRET = 'FOLTDEVADMINTOTPSECRETFORTESTING';
export const DEFAULT_MOLLIE_EXPIRY_MINUTES = 15;
export const DEFAULT_SHOP_URL = 'http://localhost:3000';
export const DEFAULT_MOLLIE_RETURN_URL = 'http://localhost:3000/shop/cart?payment={{payment_token}}';

export async function startEmulator(options: StartEmulatorOptions = {}): Promise<RunningEmulator> {
  const log = options.log ?? (() => {});
  const host = options.host ?? '127.0.0.1';
  const credentials = {
    adminUsername: options.adminUsername ?? 'admin',
    adminPassword: options.adminPassword ?? 'Admin123!',
    customerEmail: options.customerEmail ?? 'klant@example.com',
    customerPassword: options.customerPassword ?? 'Klant123!',
  };
  const integrationToken = options.integrationToken ?? DEV_INTEGRATION_TOKEN;
  const adminTotpSecret = options.adminTotpSecret ?? DEV_ADMIN_TOTP_SECRET;
  if (!/^[A-Z2-7]{16,128}$/i.test(adminTotpSecret)) throw new Error('adminTotpSecret must be base32 (A-Z, 2-7), at least 16 characters');
  const mollieExpiryMinutes = options.mollieExpiryMinutes ?? DEFAULT_MOLLIE_EXPIRY_MINUTES;
  if (!Number.isFinite(mollieExpiryMinutes) || mollieExpiryMinutes <= 0) throw new Error('mollieExpiryMinutes must be a positive number');
  const store = await EmulatorStore.open(options.dataDir === undefined ? null : options.dataDir);
  let server: Server | undefined;
  try {
    if (options.reset) await store.wipe();
    const catalog = new Catalog();
    const clock = new Clock();
    const seeded = await seedIfEmpty(store, catalog, credentials, clock.now(), {
      categoryIdBase: options.categoryIdBase,
      pricesIncludeTax: options.pricesIncludeTax,
    });
    await catalog.load(store);
    log(seeded ? 'emulator: seeded a fresh catalogue' : 'emulator: using existing data');
    const ctx: EmulatorContext = {
      store,
      catalog,
      clock,
      faults: options.faults ? new FaultRegistry() : null,
      settings: {
        baseUrl: '',
        shopUrl: (options.shopUrl ?? DEFAULT_SHOP_URL).replace(/\/+$/, ''),
        integrationToken,
        mollieReturnUrl: options.mollieReturnUrl ?? DEFAULT_MOLLIE_RETURN_URL,
        cryptKey: await cryptKey(store),
        twoFactorAuth: options.twoFactorAuth ?? false,
        adminTotpSecret: adminTotpSecret.toUpperCase(),
        mollieExpiryMinutes,
      },
      log,
    };
    const app = createEmulatorApp(ctx);
    server = createServer(app);
    // Many test clients reuse connections; keep-alive must outlive their idle pools.
    server.keepAliveTimeout = 10_000;
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(options.port ?? 0, host, () => resolve());
    });
    const address = server.address() as AddressInfo;
    const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
    ctx.settings.baseUrl = url;
    const running = server;
    let closed = false;
    return {
      url,
      mailboxUrl: `${url}/dev/mailbox`,
      integrationToken,
      admin: { username: credentials.adminUsername, password: credentials.adminPassword, totpSecret: adminTotpSecret.toUpperCase() },
      customer: { email: credentials.customerEmail, password: credentials.customerPassword },
      secondCustomer: { email: SECOND_CUSTOMER.email, password: SECOND_CUSTOMER.password },
      coupons: COUPONS.map((coupon) => ({ code: coupon.code, description: coupon.description })),
      defaultCoupon: DEFAULT_COUPON,
      async close() {
        if (closed) return;
        closed = true;
        await new Promise<void>((resolve) => {
          running.close(() => resolve());
          running.closeAllConnections();
        });
        await store.close();
      },
    };
  } catch (error) {
    server?.close();
    await store.close().catch(() => {});
    throw error;
  }
}
