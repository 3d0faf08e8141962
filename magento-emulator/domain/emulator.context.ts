// What every route and service of the emulator shares: storage, catalogue cache, clock, fault switches, settings.
import type { EmulatorStore } from '../db/emulator.store';
import type { StockOptions } from '../emulator.config';
import type { Catalog } from './catalog.service';
import type { FaultRegistry } from './fault.registry';

/** A clock tests can move forward (token lifetimes, the sign-in lock, coupon expiry) without waiting. */
export class Clock {
  private offsetMs = 0;
  now(): number {
    return Date.now() + this.offsetMs;
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
  reset(): void {
    this.offsetMs = 0;
  }
}

export interface EmulatorSettings {
  /** Public base URL, known once the server listens (no trailing slash). */
  baseUrl: string;
  /**
   * The shop's public URL (no trailing slash): what a headless shop's Magento has as each store view's base link URL,
   * so the links in its e-mails (reset password, order, account) open the shop. MAIL_LINKS adds the paths.
   */
  shopUrl: string;
  integrationToken: string;
  /** Mollie's custom return URL with {{payment_token}}, {{order_id}}, {{increment_id}}, {{order_hash}}, {{base_url}}. */
  mollieReturnUrl: string;
  /** AES-256-GCM key for Mollie's {{order_hash}}, like Magento's crypt/key. */
  cryptKey: Buffer;
  /**
   * Magento_TwoFactorAuth on (2.4's default) or off. On: /V1/integration/admin/token answers 400 and admins get
   * their token from /V1/tfa/provider/google/authenticate with a code from their authenticator app.
   */
  twoFactorAuth: boolean;
  /** The seeded admin's Google Authenticator secret (base32); development only, so it may be public. */
  adminTotpSecret: string;
  /** How long an open Mollie payment lives before it expires and its order is canceled (bank transfer: 14 days). */
  mollieExpiryMinutes: number;
  /**
   * Test-only (`POST /__emulator/integration-acl`): ACL resources the integration token was not granted, so a check can be
   * run against a Magento set up incompletely; empty by default (the integration has every resource).
   */
  integrationDeniedResources?: string[];
  /** Catalog > Inventory > Stock Options; STOCK_OPTIONS of emulator.config.ts when absent. */
  stockOptions?: StockOptions;
}

export interface EmulatorContext {
  store: EmulatorStore;
  catalog: Catalog;
  clock: Clock;
  faults: FaultRegistry | null;
  settings: EmulatorSettings;
  log: (line: string) => void;
}
