// With faults off the test-only routes must not exist: /__emulator/* answers Magento's 404 like any unknown route.
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createEmulatorApp } from './app';
import { Catalog } from './domain/catalog.service';
import { Clock } from './domain/emulator.context';
import type { EmulatorStore } from './db/emulator.store';

describe('fault switches off', () => {
  it('answers 404 "Request does not match any route." on /__emulator routes', async () => {
    // No store is needed: the request never gets past routing. A store call would throw and fail the test.
    const app = createEmulatorApp({
      store: null as unknown as EmulatorStore,
      catalog: new Catalog(),
      clock: new Clock(),
      faults: null,
      settings: {
        baseUrl: '',
        shopUrl: 'http://localhost:3000',
        integrationToken: 't',
        mollieReturnUrl: 'http://x/',
        cryptKey: Buffer.alloc(32),
        twoFactorAuth: false,
        adminTotpSecret: 'A',
        mollieExpiryMinutes: 15,
      },
      log: () => {},
    });
    const server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      for (const [method, path] of [
        ['GET', '/__emulator/faults'],
        ['POST', '/__emulator/faults'],
        ['DELETE', '/__emulator/faults'],
        ['POST', '/__emulator/clock'],
        ['POST', '/__emulator/settings'],
      ]) {
        const response = await fetch(`${base}${path}`, {
          method,
          headers: { 'content-type': 'application/json' },
          body: method === 'POST' ? '{"status":500}' : undefined,
        });
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ message: 'Request does not match any route.' });
      }
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
