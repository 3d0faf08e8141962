// The dev inspector end to end on a plain HTTP server: the real browser module (src/lib/inspect) streams real
// XState actors over the WebSocket, and /__inspect/actors.json and the live feed show them with their state,
// context and last events; the page, its CSP and its endpoints; same-origin only; size limits and the heartbeat;
// close() lets the server stop. The clients are `ws` (Node 20 has no global WebSocket), as the browser's would be.
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket, type ClientOptions } from 'ws';
import { assign, createActor, fromPromise, setup } from 'xstate';
import { startInspector, type SocketLike } from '../../src/lib/inspect/xstate-inspector';
import { createDevInspector, parseSendRequest, type DevInspector, type DevInspectorOptions } from '../../server/dev/inspector';
import type { ActorView, InspectorFeed } from '../../server/dev/inspector.store';

let server: http.Server;
let inspector: DevInspector;
let base: string;
const sockets: WebSocket[] = [];
const stops: Array<() => void> = [];

async function startServer(options: DevInspectorOptions = {}) {
  inspector = createDevInspector({ heartbeatMs: 0, broadcastMs: 10, ...options });
  server = http.createServer((req, res) => {
    if (inspector.handle(req, res)) return;
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('the app');
  });
  inspector.attach(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeEach(() => startServer());

afterEach(async () => {
  for (const stop of stops.splice(0)) stop();
  await inspector.close();
  for (const socket of sockets.splice(0)) socket.terminate();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** A WebSocket to the inspector, remembered for cleanup, with every text message it receives. */
function connect(path: string, options: ClientOptions = {}): WebSocket & { received: string[] } {
  const socket = Object.assign(new WebSocket(`ws://${base}${path}`, options), { received: [] as string[] });
  socket.on('message', (data) => socket.received.push(String(data)));
  sockets.push(socket);
  return socket;
}

const opened = (socket: WebSocket) => once(socket, 'open');
/** The close code the socket ended with. */
const closed = async (socket: WebSocket) => ((await once(socket, 'close')) as [number, Buffer])[0];
const nextMessage = async (socket: WebSocket) => String(((await once(socket, 'message')) as [Buffer])[0]);

/** The HTTP status with which the server refused a WebSocket upgrade. */
function refusal(path: string, options: ClientOptions = {}): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://${base}${path}`, options);
    socket.on('unexpected-response', (req, res) => {
      req.destroy();
      resolve(res.statusCode);
    });
    socket.on('open', () => reject(new Error(`the server accepted a WebSocket on ${path}`)));
    socket.on('error', reject);
  });
}

/** A WebSocket constructor for startInspector (the browser's surface: onopen, onclose, send, close). */
function TrackedSocket(url: string) {
  const socket = new WebSocket(url);
  sockets.push(socket);
  return socket;
}

function browserInspector(page = '/nl/shop?inspect') {
  const started = startInspector({ url: `ws://${base}/__inspect/ws`, page, WebSocket: TrackedSocket as unknown as new (url: string) => SocketLike });
  stops.push(started.stop);
  return started;
}

async function feed(): Promise<InspectorFeed> {
  return (await fetch(`http://${base}/__inspect/actors.json`)).json() as Promise<InspectorFeed>;
}

async function actorNamed(id: string, check: (actor: ActorView) => boolean = () => true): Promise<ActorView> {
  let found: ActorView | undefined;
  await expect
    .poll(async () => {
      found = (await feed()).actors.find((a) => a.id === id && check(a));
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

const cartMachine = setup({
  types: { context: {} as { items: string[]; note: unknown }, events: {} as { type: 'add'; sku: string } | { type: 'checkout' } },
  actors: { fetchTotals: fromPromise(async () => new Promise<number>(() => {})) },
}).createMachine({
  id: 'cart',
  initial: 'ready',
  context: { items: [], note: null },
  states: {
    ready: {
      on: {
        add: { actions: assign({ items: ({ context, event }) => [...context.items, event.sku] }) },
        checkout: 'checkingOut',
      },
    },
    checkingOut: { invoke: { id: 'totals', src: 'fetchTotals' } },
  },
});

describe('the data feed', () => {
  it('lists the actor the browser module streams, with its state, context, parent links and last events', async () => {
    const { inspect } = browserInspector();
    const cart = createActor(cartMachine, { inspect, systemId: 'cart' }).start();
    for (let i = 0; i < 25; i += 1) cart.send({ type: 'add', sku: `SKU-${i}` });
    cart.send({ type: 'checkout' });

    const record = await actorNamed('cart', (a) => a.value === 'checkingOut');
    expect(record).toMatchObject({ logic: 'cart', systemId: 'cart', status: 'active', children: ['totals'] });
    expect((record.context as { items: string[] }).items).toHaveLength(25);
    expect(record.events).toHaveLength(20);
    expect(record.events.at(-1)).toMatchObject({ type: 'checkout', event: { type: 'checkout' } });
    expect(record.events.at(-2)).toMatchObject({ type: 'add', event: { type: 'add', sku: 'SKU-24' } });
    expect(record.events.every((e) => typeof e.at === 'number' && e.at > 0)).toBe(true);

    const totals = await actorNamed('totals');
    expect(totals).toMatchObject({ logic: 'fetchTotals', parentId: cart.sessionId, status: 'active' });
    const { connections } = await feed();
    expect(connections).toEqual([expect.objectContaining({ id: record.connectionId, page: '/nl/shop?inspect' })]);
    cart.stop();
  });

  it('marks stopped actors, and the actors of a tab that went away', async () => {
    const { inspect, stop } = browserInspector();
    const stopped = createActor(cartMachine, { inspect, id: 'stoppedCart' }).start();
    const running = createActor(cartMachine, { inspect, id: 'runningCart' }).start();
    stopped.stop();
    expect((await actorNamed('stoppedCart', (a) => a.ended !== undefined)).ended).toMatchObject({ reason: 'stopped' });
    expect((await actorNamed('runningCart')).ended).toBeUndefined();
    stop(); // the tab closes its socket
    expect((await actorNamed('runningCart', (a) => a.ended !== undefined)).ended).toMatchObject({ reason: 'tab closed' });
    running.stop();
  });

  it('pushes a full state and then the changes to an open inspector page', async () => {
    const viewer = connect('/__inspect/live');
    expect(JSON.parse(await nextMessage(viewer))).toEqual({ type: 'reset', connections: [], actors: [] });

    const { inspect } = browserInspector();
    const cart = createActor(cartMachine, { inspect }).start();
    cart.send({ type: 'add', sku: 'FOLT Classic' });
    await expect
      .poll(() =>
        viewer.received
          .map((text) => JSON.parse(text) as { type: string; actors?: ActorView[] })
          .flatMap((m) => (m.type === 'update' ? (m.actors ?? []) : []))
          .some((a) => a.id === 'cart' && (a.context as { items: string[] }).items[0] === 'FOLT Classic'),
      )
      .toBe(true);
    cart.stop();
  });

  it('ignores frames that are not inspection messages and keeps the connection', async () => {
    const source = connect('/__inspect/ws');
    await opened(source);
    source.send('not json');
    source.send(JSON.stringify([{ type: 'hello', page: '/x', at: 1 }, { type: 'bogus' }]));
    source.send(JSON.stringify({ type: 'actor', sessionId: 'x:0', id: 'manual', at: 2 }));
    await actorNamed('manual');
    expect(source.readyState).toBe(WebSocket.OPEN);
  });

  it('clear empties the event lists and forgets ended actors; it needs the page header', async () => {
    const { inspect } = browserInspector();
    const cart = createActor(cartMachine, { inspect }).start();
    cart.send({ type: 'add', sku: 'A' });
    await actorNamed('cart', (a) => a.events.length >= 2);
    const refused = await fetch(`http://${base}/__inspect/clear`, { method: 'POST' });
    expect(refused.status).toBe(403);
    const cleared = await fetch(`http://${base}/__inspect/clear`, { method: 'POST', headers: { 'X-Inspect-Action': 'clear' } });
    expect(cleared.status).toBe(200);
    const after = (await cleared.json()) as InspectorFeed;
    expect(after.actors.find((a) => a.id === 'cart')?.events).toEqual([]);
    cart.stop();
  });
});

describe('the page and its endpoints', () => {
  it('serves a self-contained page whose inline style and script carry the nonce of its own CSP', async () => {
    const res = await fetch(`http://${base}/__inspect`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const csp = res.headers.get('content-security-policy') ?? '';
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`connect-src 'self' ws://${base}`);
    const html = await res.text();
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(html).toContain(`<style nonce="${nonce}">`);
    expect(html).toContain('/__inspect/actors.json');
    // Nothing loaded from elsewhere (works offline): no external src/href at all.
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(html.match(/<script/g)).toHaveLength(1);
    // A fresh nonce on every response.
    const again = (await fetch(`http://${base}/__inspect/`)).headers.get('content-security-policy');
    expect(again).not.toBe(csp);
  });

  it('answers HEAD without a body, 426 for plain GETs of the sockets, 404 inside /__inspect, and leaves other paths to the app', async () => {
    const head = await fetch(`http://${base}/__inspect`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await fetch(`http://${base}/__inspect/ws`)).status).toBe(426);
    expect((await fetch(`http://${base}/__inspect/live`)).status).toBe(426);
    expect((await fetch(`http://${base}/__inspect/nothing`)).status).toBe(404);
    const other = await fetch(`http://${base}/__inspector`);
    expect(await other.text()).toBe('the app');
  });

  it('accepts WebSockets from its own pages and tools only, and refuses upgrades to other paths', async () => {
    expect(await refusal('/__inspect/ws', { origin: 'https://evil.example' })).toBe(403);
    await opened(connect('/__inspect/ws', { origin: `http://${base}` }));
    expect(await refusal('/somewhere')).toBe(404);
  });

  it('closes a connection that sends a message over the size limit (1009) or a binary one (1003)', async () => {
    await inspector.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await startServer({ maxMessageBytes: 1000 });
    const big = connect('/__inspect/ws');
    await opened(big);
    big.send(JSON.stringify({ type: 'actor', sessionId: 'x:0', id: 'x'.repeat(1000), at: 1 }));
    expect(await closed(big)).toBe(1009);
    const binary = connect('/__inspect/ws');
    await opened(binary);
    binary.send(Buffer.from([1, 2, 3]));
    expect(await closed(binary)).toBe(1003);
    // A message under the limit is taken.
    const small = connect('/__inspect/ws');
    await opened(small);
    small.send(JSON.stringify({ type: 'actor', sessionId: 'x:0', id: 'small', at: 1 }));
    await actorNamed('small');
  });

  it('pings the tabs and drops one that stops answering, marking its actors ended', async () => {
    await inspector.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await startServer({ heartbeatMs: 40 });
    const answering = connect('/__inspect/ws');
    const silent = connect('/__inspect/ws', { autoPong: false }); // a frozen tab or a dead network path
    const silentClosed = closed(silent);
    await Promise.all([opened(answering), opened(silent)]);
    answering.send(JSON.stringify({ type: 'actor', sessionId: 'a:0', id: 'answering', at: 1 }));
    silent.send(JSON.stringify({ type: 'actor', sessionId: 's:0', id: 'silent', at: 1 }));
    expect((await actorNamed('silent', (a) => a.ended !== undefined)).ended).toMatchObject({ reason: 'tab closed' });
    expect(await silentClosed).toBe(1006); // dropped without a close frame
    // The one that answers stays connected over several heartbeats.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(answering.readyState).toBe(WebSocket.OPEN);
    expect((await actorNamed('answering')).ended).toBeUndefined();
  });

  it('close() ends its WebSockets so that server.close() can finish', async () => {
    const source = connect('/__inspect/ws');
    const viewer = connect('/__inspect/live');
    await Promise.all([opened(source), opened(viewer)]);
    const started = Date.now();
    const codes = Promise.all([closed(source), closed(viewer)]);
    await inspector.close();
    expect(await codes).toEqual([1001, 1001]);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    expect(Date.now() - started).toBeLessThan(1000);
    server = http.createServer(); // afterEach closes "the" server again
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
});

describe('parseSendRequest', () => {
  it('accepts an actor key and an event object with a type, and says what is wrong otherwise', () => {
    expect(parseSendRequest(JSON.stringify({ key: 'tab-1/x:0', event: { type: 'cart.add', sku: 'A' } }))).toEqual({
      key: 'tab-1/x:0',
      event: { type: 'cart.add', sku: 'A' },
    });
    expect(parseSendRequest('{"key": ')).toEqual({ error: 'The request is not JSON.' });
    expect(parseSendRequest(undefined)).toEqual({ error: 'The request is larger than 64 KB.' });
    expect(parseSendRequest(JSON.stringify({ event: { type: 'a' } }))).toEqual({ error: 'Name the actor: "key" is missing.' });
    expect(parseSendRequest(JSON.stringify({ key: 'k', event: [1] }))).toEqual({ error: 'The event must be a JSON object.' });
    expect(parseSendRequest(JSON.stringify({ key: 'k', event: { type: ' ' } }))).toEqual({ error: 'The event needs a "type" (a non-empty string).' });
    expect(parseSendRequest(JSON.stringify({ key: 'k', event: { type: 'x'.repeat(301) } }))).toEqual({
      error: 'The event type is longer than 300 characters.',
    });
  });
});

describe('POST /__inspect/send', () => {
  it('needs its header, refuses bad requests with 400, and delivers a good one to the tab with 202', async () => {
    const tab = connect('/__inspect/ws');
    await opened(tab);
    tab.send(
      JSON.stringify([
        { type: 'hello', page: '/', at: 1 },
        { type: 'actor', sessionId: 'x:0', id: 'cart', at: 1 },
      ]),
    );
    await expect.poll(async () => ((await (await fetch(`http://${base}/__inspect/actors.json`)).json()) as InspectorFeed).actors.length).toBe(1);
    const post = (body: string, headers: Record<string, string> = { 'X-Inspect-Action': 'send' }) =>
      fetch(`http://${base}/__inspect/send`, { method: 'POST', headers, body });

    expect((await post('{}', {})).status).toBe(403);
    const bad = await post('{"key": "tab-1/x:0", "event": {"type": ""}}');
    expect([bad.status, await bad.json()]).toEqual([400, { error: 'The event needs a "type" (a non-empty string).' }]);
    const unknown = await post(JSON.stringify({ key: 'tab-1/x:9', event: { type: 'cart.add' } }));
    expect([unknown.status, await unknown.json()]).toEqual([404, { error: 'No such actor.' }]);
    expect((await post('x'.repeat(70_000))).status).toBe(413);

    const command = nextMessage(tab);
    const sent = await post(JSON.stringify({ key: 'tab-1/x:0', event: { type: 'cart.add', sku: 'A' } }));
    expect([sent.status, await sent.json()]).toEqual([202, { sent: 'cart.add' }]);
    expect(JSON.parse(await command)).toEqual({ type: 'send', sessionId: 'x:0', event: { type: 'cart.add', sku: 'A' } });
  });
});
