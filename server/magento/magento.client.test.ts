// Magento transport against a scripted loopback server: URLs, auth, deadlines, resets, 5xx, malformed JSON, GraphQL errors.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPlaceholders } from './magento-message';
import { createMagentoClient, mpath, UnsafePathParameter } from './magento.client';
import { UpstreamError } from './upstream-error';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, body: string) => void;
let handler: Handler = (_q, res) => res.end('{}');
let server: http.Server;
let base = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => handler(req, res, body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const client = (timeoutMs = 500) => createMagentoClient({ baseUrl: base, integrationToken: 'int-token', timeoutMs, maxResponseBytes: 16 * 1024 * 1024 });
const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as UpstreamError,
  );

describe('magento client', () => {
  it('builds store-scoped URLs with encoded segments and the Bearer only when asked', async () => {
    const seen: { url?: string; auth?: string; body?: string; store?: string }[] = [];
    handler = (req, res, body) => {
      seen.push({ url: req.url ?? '', auth: req.headers.authorization ?? '', body, store: String(req.headers.store ?? '') });
      res.setHeader('content-type', 'application/json');
      res.end(req.url === '/graphql' ? '{"data":{"x":1}}' : '"ok"');
    };
    const c = client();
    expect(await c.rest({ method: 'PUT', store: 'en', path: mpath`/V1/guest-carts/${'abc'}/coupons/${'a/b c?'}` })).toBe('ok');
    expect(seen[0]).toMatchObject({ url: '/rest/en/V1/guest-carts/abc/coupons/a%2Fb%20c%3F', auth: '' });
    await c.rest({ method: 'POST', store: 'nl', path: mpath`/V1/x`, body: { a: 1 }, auth: 'integration', query: new URLSearchParams({ q: '1' }) });
    expect(seen[1]).toMatchObject({ url: '/rest/nl/V1/x?q=1', auth: 'Bearer int-token', body: '{"a":1}' });
    expect(await c.graphql({ store: 'de', query: 'q', label: 'x' })).toEqual({ x: 1 });
    expect(seen[2]).toMatchObject({ url: '/graphql', store: 'de' });
    expect(mpath`/V1/guest-carts/${'secret'}`.label).toBe('/V1/guest-carts/:param');
  });

  it('refuses dot segments in any parameter, however encoded, before any call', async () => {
    let calls = 0;
    handler = (_q, res) => {
      calls++;
      res.end('"ok"');
    };
    const refused = [
      '.',
      '..',
      '%2e',
      '%2E',
      '%2e%2e',
      '%2E%2e',
      '.%2e',
      '%2E.',
      '%252e%252E',
      '%25252e.',
      'a/../b',
      '../x',
      'x/..',
      '..\\x',
      'a%2F..%2Fb',
      '%2e%2e%2fx',
      '..%ZZ/..',
      '',
    ];
    for (const value of refused) {
      expect(() => mpath`/V1/guest-carts/${'abc'}/coupons/${value}`, value).toThrow(UnsafePathParameter);
      expect(() => mpath`/V1/products/${value}/stockItems/${'1'}`, value).toThrow(UnsafePathParameter);
    }
    // Dots that are no path segment are ordinary characters of a code or SKU.
    for (const value of ['A..B', '...', '.hidden', 'v1.2', 'FOLT Piccolo', '%', '%2', 'a.%2e.b']) {
      expect(mpath`/V1/products/${value}`.path, value).toBe(`/V1/products/${encodeURIComponent(value)}`);
    }
    await expect(client().rest({ method: 'GET', store: '..', path: mpath`/V1/x` })).rejects.toThrow(UnsafePathParameter);
    expect(calls).toBe(0);
  });

  it('maps a stalled answer to timeout, also when headers already came', async () => {
    handler = () => undefined; // never answers
    expect((await failure(client(100).rest({ method: 'GET', store: 'nl', path: mpath`/V1/x` })))?.failure).toBe('timeout');
    handler = (_q, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"a":');
    };
    expect((await failure(client(100).rest({ method: 'GET', store: 'nl', path: mpath`/V1/x` })))?.failure).toBe('timeout');
  });

  it('shares one deadline across the calls of a route', async () => {
    let hits = 0;
    handler = () => {
      hits++; // never answers
    };
    const c = client(5000);
    const t0 = Date.now();
    expect((await failure(c.rest({ method: 'GET', store: 'nl', path: mpath`/V1/x`, deadlineAt: Date.now() + 100 })))?.failure).toBe('timeout');
    expect(Date.now() - t0).toBeLessThan(1000);
    hits = 0;
    expect((await failure(c.rest({ method: 'GET', store: 'nl', path: mpath`/V1/x`, deadlineAt: Date.now() - 1 })))?.failure).toBe('timeout');
    expect(hits).toBe(0); // no budget left: no call at all
  });

  it('maps malformed JSON, resets, 5xx and Magento errors', async () => {
    handler = (_q, res) => res.end('{not json');
    expect((await failure(client().rest({ method: 'GET', store: 'nl', path: mpath`/V1/x` })))?.failure).toBe('format');
    let hits = 0;
    handler = (req) => {
      hits++;
      req.socket.destroy();
    };
    const reset = await failure(client().rest({ method: 'GET', store: 'nl', path: mpath`/V1/x` }));
    expect(reset?.failure).toBe('network');
    expect(hits).toBe(2); // a read is retried once
    hits = 0;
    expect((await failure(client().rest({ method: 'POST', store: 'nl', path: mpath`/V1/x`, body: {} })))?.failure).toBe('network');
    expect(hits).toBe(1); // a write never is
    handler = (_q, res) => {
      res.statusCode = 500;
      res.end('{"message":"Internal Error."}');
    };
    expect(await failure(client().rest({ method: 'GET', store: 'nl', path: mpath`/V1/x` }))).toMatchObject({ failure: 'http', status: 500 });
    handler = (_q, res) => {
      res.statusCode = 404;
      res.end('{"message":"No such entity with %fieldName = %fieldValue","parameters":{"fieldName":"cartId","fieldValue":null}}');
    };
    const nf = await failure(client().rest({ method: 'GET', store: 'nl', path: mpath`/V1/x` }));
    expect(nf).toMatchObject({ failure: 'http', status: 404, body: { message: 'No such entity with %fieldName = %fieldValue' } });
    handler = (_q, res) =>
      res.end('{"errors":[{"message":"No order found with token \\"x\\"","extensions":{"category":"graphql-no-such-entity"}}],"data":{"m":null}}');
    expect(await failure(client().graphql({ store: 'nl', query: 'q', label: 'm' }))).toMatchObject({ failure: 'graphql' });
  });

  it('maps a refused connection to network', async () => {
    const c = createMagentoClient({ baseUrl: 'http://127.0.0.1:1', integrationToken: null, timeoutMs: 1000, maxResponseBytes: 1024 * 1024 });
    expect((await failure(c.rest({ method: 'GET', store: 'nl', path: mpath`/V1/x` })))?.failure).toBe('network');
  });
});

describe('response size limit', () => {
  const LIMIT = 256 * 1024;
  const logged: { fields: Record<string, unknown>; msg: string }[] = [];
  const logger = { debug: () => undefined, warn: (fields: Record<string, unknown>, msg: string) => logged.push({ fields, msg }) } as unknown as Logger;
  const limited = () => createMagentoClient({ baseUrl: base, integrationToken: null, timeoutMs: 5000, maxResponseBytes: LIMIT, logger });
  const get = () => limited().rest({ method: 'GET', store: 'nl', path: mpath`/V1/products` });

  it('reads an answer of exactly the limit, with a Content-Length or streamed in chunks', async () => {
    const text = JSON.stringify('x'.repeat(LIMIT - 2));
    handler = (_q, res) => res.end(text);
    expect(await get()).toHaveLength(LIMIT - 2);
    handler = (_q, res) => {
      res.write(text.slice(0, 1000));
      res.end(text.slice(1000));
    };
    expect(await get()).toHaveLength(LIMIT - 2);
  });

  it('refuses an answer that declares a larger body before reading it, as a broken answer (502 format)', async () => {
    handler = (_q, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(LIMIT + 1) });
      res.write('"');
    };
    expect(await failure(get())).toMatchObject({ failure: 'format', status: 200, label: 'GET /V1/products' });
  });

  it('stops an endless body at the limit: the connection is dropped, not read on, not retried, and logged', async () => {
    let hits = 0;
    let written = 0;
    let serverSawClose!: Promise<void>;
    handler = (_q, res) => {
      hits++;
      serverSawClose = new Promise((resolve) => res.on('close', resolve));
      res.writeHead(200, { 'content-type': 'application/json' }); // chunked: no length to check up front
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const pump = () => {
        while (!res.destroyed) {
          written += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
      };
      pump();
    };
    logged.length = 0;
    const started = Date.now();
    expect(await failure(get())).toMatchObject({ failure: 'format', status: 200 });
    expect(Date.now() - started).toBeLessThan(2000); // well inside the 5 s deadline: it did not wait for an end
    await serverSawClose;
    expect(hits).toBe(1);
    // What the server managed to write before it saw the close: the limit plus what the loopback socket buffers hold.
    expect(written).toBeLessThan(LIMIT + 16 * 1024 * 1024);
    expect(logged).toEqual([
      {
        msg: expect.stringContaining('MAGENTO_MAX_RESPONSE_BYTES'),
        fields: expect.objectContaining({ upstream: 'GET /V1/products', status: 200, limitBytes: LIMIT }),
      },
    ]);
    // The client goes on with the next call on a fresh connection.
    handler = (_q, res) => res.end('"ok"');
    expect(await get()).toBe('ok');
  });
});

describe('fillPlaceholders', () => {
  it('fills named and positional parameters and drops unknown ones', () => {
    expect(fillPlaceholders('No such entity with %fieldName = %fieldValue', { fieldName: 'cartId', fieldValue: '42' })).toBe('No such entity with cartId = 42');
    expect(fillPlaceholders("The %1 Cart doesn't contain the %2 item.", ['5', '7'])).toBe("The 5 Cart doesn't contain the 7 item.");
    expect(fillPlaceholders('Value %missing here', {})).toBe('Value here');
    expect(fillPlaceholders('%__proto__ %constructor', {})).toBe('');
  });
});
