// Without `--dev` nothing under /__inspect exists: the shop's app (what `npm start` serves; server/index.ts
// loads server/dev/inspector.ts only with --dev) answers the normal 404 page there, and takes no WebSocket.
import { once } from 'node:events';
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startPageServer, type PageServer } from '../fixtures/page-server';

let server: PageServer;

beforeAll(async () => {
  server = await startPageServer({ isProduction: true });
});
afterAll(async () => {
  await server?.close();
});

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('/__inspect in production', () => {
  it.each(['/__inspect', '/__inspect/', '/__inspect/actors.json', '/__inspect/ws', '/__inspect/live'])('%s is the normal 404 page', async (path) => {
    const [inspect, unknown] = await Promise.all([fetch(server.url + path), fetch(`${server.url}/this-page-does-not-exist`)]);
    expect(inspect.status).toBe(404);
    expect(unknown.status).toBe(404);
    const html = await inspect.text();
    expect(title(html)).toBe(title(await unknown.text()));
    expect(html).not.toContain('XState inspector');
  });

  it('POST /__inspect/clear does nothing either', async () => {
    const res = await fetch(`${server.url}/__inspect/clear`, { method: 'POST', headers: { 'X-Inspect-Action': 'clear' } });
    expect(res.status).toBe(404);
  });

  it('a WebSocket to /__inspect/ws is not accepted', async () => {
    const socket = new WebSocket(`${server.url.replace('http:', 'ws:')}/__inspect/ws`);
    const [req, res] = (await once(socket, 'unexpected-response')) as [{ destroy(): void }, IncomingMessage];
    req.destroy();
    expect(res.statusCode).toBe(404);
    expect(socket.readyState).not.toBe(WebSocket.OPEN);
  });
});
