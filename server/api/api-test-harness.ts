// Test and benchmark harness: our /api router (and the catalogue fast path) on a loopback port, pointed at a given
// Magento base URL, with every upstream fetch counted so tests can prove that invalid input never leaves the server.
// With `overrides.db` the forms and leads routes are mounted too (FormData bodies are sent as multipart).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pino, { type Logger } from 'pino';
import { loadConfig, type ServerConfig } from '../config';
import { createApiRouter } from './api.router';
import { createCatalogFastPath } from './catalog-fast-path';
import { httpFetch, type UpstreamFetch } from '../magento/http-fetch';
import { createApiDeps, type ApiDeps, type ApiDepsOverrides } from './deps';

/** A valid Dutch billing and shipping address in Magento's shape, for tests that place orders. */
export const TEST_ADDRESS = {
  firstname: 'Anna',
  lastname: 'de Vries',
  street: ['Oudegracht 1'],
  city: 'Utrecht',
  postcode: '3511 AA',
  country_id: 'NL',
  telephone: '0612345678',
  email: 'anna@example.nl',
};

export interface ApiHarness {
  url: string;
  origin: string;
  deps: ApiDeps & { close(): Promise<void> };
  /** Upstream calls made so far (method + path, ids included: test-only). */
  upstreamCalls: { method: string; url: string }[];
  /** fetch against the harness with a same-origin Origin header on writes, JSON bodies serialised, FormData as multipart. */
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; headers: Headers; json: any; text: string }>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  magentoUrl: string;
  magentoToken: string | null;
  env?: Record<string, string>;
  config?: Partial<ServerConfig>;
  overrides?: ApiDepsOverrides;
  logger?: Logger;
  fastPath?: boolean;
  /** Express's `trust proxy` (app.ts uses 'loopback'); unset, X-Forwarded-For is ignored as on a bare server. */
  trustProxy?: boolean | number | string;
}

export async function startApiHarness(opts: HarnessOptions): Promise<ApiHarness> {
  const upstreamCalls: { method: string; url: string }[] = [];
  const countingFetch: UpstreamFetch = (input, init) => {
    upstreamCalls.push({ method: init.method ?? 'GET', url: input });
    return (opts.overrides?.fetch ?? httpFetch)(input, init);
  };
  const base = loadConfig({ ...opts.env });
  let config: ServerConfig = { ...base, magentoUrl: opts.magentoUrl, magentoToken: opts.magentoToken, ...opts.config };
  const logger = opts.logger ?? pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });

  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  if (opts.trustProxy !== undefined) app.set('trust proxy', opts.trustProxy);
  app.use((_req, res, next) => {
    res.locals.log = logger;
    next();
  });
  let fast: ((req: http.IncomingMessage, res: http.ServerResponse) => boolean) | null = null;
  const server = http.createServer((req, res) => {
    if (fast && fast(req, res)) return;
    app(req, res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  config = { ...config, publicUrl: url };
  const deps = await createApiDeps(config, logger, { ...opts.overrides, fetch: countingFetch });
  app.use('/api', createApiRouter(deps));
  if (opts.fastPath !== false) fast = createCatalogFastPath(deps);

  return {
    url,
    origin: url,
    deps,
    upstreamCalls,
    async call(method, path, body, headers = {}) {
      const h: Record<string, string> = { ...headers };
      if (method !== 'GET' && method !== 'HEAD' && !('origin' in h) && !('Origin' in h)) h.origin = url;
      let payload: string | FormData | undefined;
      if (body instanceof FormData) {
        payload = body;
      } else if (body !== undefined) {
        payload = typeof body === 'string' ? body : JSON.stringify(body);
        if (!Object.keys(h).some((k) => k.toLowerCase() === 'content-type')) h['content-type'] = 'application/json';
      }
      const res = await fetch(url + path, { method, headers: h, ...(payload !== undefined ? { body: payload } : {}) });
      const text = await res.text();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = null;
      }
      return { status: res.status, headers: res.headers, json, text };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      await deps.close();
    },
  };
}

export interface EmulatorHandle {
  url: string;
  integrationToken: string;
  coupons: { code: string }[];
  defaultCoupon: string;
  close(): Promise<void>;
}

/** The project's Magento emulator, in memory, fault switches on (one per test file). */
export async function startTestEmulator(): Promise<EmulatorHandle> {
  // A computed specifier keeps this module compiling while the emulator is being written.
  const specifier = '../../magento-emulator/start';
  const mod = (await import(/* @vite-ignore */ specifier)) as { startEmulator(o: object): Promise<EmulatorHandle> };
  return mod.startEmulator({ port: 0, dataDir: null, faults: true });
}

/** Sets an emulator fault switch (contract: POST {url}/__emulator/faults). */
export async function setFault(emulatorUrl: string, fault: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${emulatorUrl}/__emulator/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fault) });
  if (!res.ok) throw new Error(`fault switch refused: ${res.status} ${await res.text()}`);
}

export async function clearFaults(emulatorUrl: string): Promise<void> {
  await fetch(`${emulatorUrl}/__emulator/faults`, { method: 'DELETE' });
}

/** Calls Magento (the emulator) directly with the integration token, for checks behind the server's back. */
export async function magentoGet(emu: EmulatorHandle, path: string): Promise<{ status: number; json: any }> {
  const res = await fetch(`${emu.url}/rest/nl${path}`, { headers: { authorization: `Bearer ${emu.integrationToken}` } });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, json };
}
