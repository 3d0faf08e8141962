// What every route and service of the emulator shares: storage, catalogue cache, clock, fault switches, settings.
import type { EmulatorStore } from '../db/emulator.store.js';
import type { Catalog } from './catalog.service.js';
import type { FaultRegistry } from './fault.registry.js';

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
  integrationToken: string;
  /** Mollie's custom return URL with {{payment_token}}, {{order_id}}, {{increment_id}}, {{order_hash}}, {{base_url}}. */
  mollieReturnUrl: string;
  /** AES-256-GCM key for Mollie's {{order_hash}}, like Magento's crypt/key. */
  cryptKey: Buffer;
}

export interface EmulatorContext {
  store: EmulatorStore;
  catalog: Catalog;
  clock: Clock;
  faults: FaultRegistry | null;
  settings: EmulatorSettings;
  log: (line: string) => void;
}
