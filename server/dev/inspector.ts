// Development-only XState inspector endpoint (server/index.ts loads it with `--dev` only): browsers running
// src/lib/inspect/xstate-inspector.ts stream their actors to /__inspect/ws, and GET /__inspect shows them live
// (the page follows /__inspect/live and loads /__inspect/actors.json). Works offline: nothing comes from
// stately.ai or a CDN. Requests are answered before the Express app, so production never routes here at all.
// The WebSockets are `ws` (a devDependency: only this module uses it, and only `npm run dev` loads this module).
import { randomBytes } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { InspectorStore, type InspectorStoreOptions } from './inspector.store';
import { renderInspectorPage } from './inspector-page';
import { layoutDiagram, type Diagram } from './inspector-diagram';

export const INSPECT_PATH = '/__inspect';
/** Where browsers send inspection events (mirrors INSPECT_SOCKET_PATH in src/lib/inspect/inspection-messages.ts). */
export const INSPECT_SOCKET_PATH = '/__inspect/ws';
/** Where the inspector page listens for changes. */
export const INSPECT_LIVE_PATH = '/__inspect/live';
/** The page's Clear and Send buttons send this header: a custom header cannot come from another site's form. */
export const CLEAR_HEADER = 'x-inspect-action';
/** Largest "send event" request body (bytes). */
const MAX_SEND_BYTES = 64 * 1024;

/** Reads a small request body; undefined when it is larger than `max`. */
function readBody(req: IncomingMessage, max: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    // Past the limit the rest is read and dropped, so the answer (413) reaches the client.
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= max) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > max ? undefined : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * The event a "send event" request asks for, or the reason it is refused (shown on the page as it is).
 * The body is `{ "key": "<tab>/<session id>", "event": { "type": "...", ... } }`.
 */
export function parseSendRequest(body: string | undefined): { key: string; event: { type: string } & Record<string, unknown> } | { error: string } {
  if (body === undefined) return { error: `The request is larger than ${MAX_SEND_BYTES / 1024} KB.` };
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { error: 'The request is not JSON.' };
  }
  const { key, event } = (parsed ?? {}) as { key?: unknown; event?: unknown };
  if (typeof key !== 'string' || key.length === 0 || key.length > 600) return { error: 'Name the actor: "key" is missing.' };
  if (!event || typeof event !== 'object' || Array.isArray(event)) return { error: 'The event must be a JSON object.' };
  const type = (event as { type?: unknown }).type;
  if (typeof type !== 'string' || type.trim() === '') return { error: 'The event needs a "type" (a non-empty string).' };
  if (type.length > 300) return { error: 'The event type is longer than 300 characters.' };
  return { key, event: event as { type: string } & Record<string, unknown> };
}

export interface DevInspectorOptions extends InspectorStoreOptions {
  /** Printed once the server listens (e.g. console.log); nothing is printed without it. */
  log?: (line: string) => void;
  /** Base URL for the printed hint. */
  publicUrl?: string;
  /** Ping interval of the WebSockets (0 turns the heartbeat off, for tests). */
  heartbeatMs?: number;
  /** Changes are pushed to open inspector pages at most this often. */
  broadcastMs?: number;
  /** Largest frame a browser may send (bytes). */
  maxMessageBytes?: number;
}

export interface DevInspector {
  /** Answers requests under /__inspect and returns true; returns false for everything else. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  /** Takes the WebSocket upgrades for /__inspect/ws and /__inspect/live on this server. */
  attach(server: Server): void;
  /** Closes the inspector's WebSockets (server.close() waits for upgraded sockets) and detaches. */
  close(): Promise<void>;
}

/** A browser may connect only from a page of this server; a tool without an Origin header (tests, curl) may too. */
function sameOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

/** Close codes sent here (RFC 6455 §7.4.1). */
const GOING_AWAY = 1001;
const UNSUPPORTED_DATA = 1003;

/** A peer that does not answer our close frame within this time is dropped (ws itself would wait 30 s). */
const CLOSE_GRACE_MS = 1000;

/** Refuses an upgrade with a plain HTTP answer and drops the socket. */
function rejectUpgrade(socket: Duplex, status: number): void {
  const body = `${STATUS_CODES[status]}\n`;
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

function pathOf(req: IncomingMessage): string {
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

export function createDevInspector(options: DevInspectorOptions = {}): DevInspector {
  const store = new InspectorStore(options);
  const heartbeatMs = options.heartbeatMs ?? 30_000;
  const broadcastMs = options.broadcastMs ?? 100;
  // A larger frame closes the connection with 1009; ws checks UTF-8 (1007) and the protocol (1002) itself.
  const wss = new WebSocketServer({ noServer: true, maxPayload: options.maxMessageBytes ?? 1024 * 1024 });
  const sources = new Set<WebSocket>();
  /** Each tab's socket by its connection id, for "send event". */
  const sourceById = new Map<string, WebSocket>();
  const viewers = new Set<WebSocket>();
  let connectionCount = 0;
  let broadcastTimer: ReturnType<typeof setTimeout> | undefined;
  let heartbeatTimer: ReturnType<typeof setInterval> | undefined;
  let attached: Server | undefined;
  const answeredPing = new WeakMap<WebSocket, boolean>();

  /** A ping every heartbeatMs; a peer that has not answered the previous one by then is dropped. */
  const heartbeat = () => {
    for (const ws of wss.clients) {
      if (answeredPing.get(ws) === false) {
        ws.terminate();
        continue;
      }
      answeredPing.set(ws, false);
      ws.ping();
    }
  };

  const sendToViewers = (message: unknown) => {
    if (viewers.size === 0) return;
    const text = JSON.stringify(message);
    for (const viewer of viewers) viewer.send(text);
  };

  const scheduleBroadcast = () => {
    if (broadcastTimer) return;
    broadcastTimer = setTimeout(() => {
      broadcastTimer = undefined;
      const changes = store.takeChanges();
      if (changes) sendToViewers({ type: 'update', ...changes });
    }, broadcastMs);
  };

  const addSource = (ws: WebSocket) => {
    connectionCount += 1;
    const id = `tab-${connectionCount}`;
    sources.add(ws);
    sourceById.set(id, ws);
    store.openConnection(id);
    ws.on('message', (data, isBinary) => {
      if (isBinary) {
        ws.close(UNSUPPORTED_DATA, 'binary messages are not accepted');
        return;
      }
      let payload: unknown;
      try {
        payload = JSON.parse(data.toString());
      } catch {
        return; // not ours; the browser module only sends JSON
      }
      store.receive(id, payload);
      scheduleBroadcast();
    });
    ws.on('close', () => {
      sources.delete(ws);
      sourceById.delete(id);
      store.closeConnection(id);
      scheduleBroadcast();
    });
    scheduleBroadcast();
  };

  const addViewer = (ws: WebSocket) => {
    viewers.add(ws);
    ws.send(JSON.stringify({ type: 'reset', ...store.feed() }));
    ws.on('close', () => viewers.delete(ws));
  };

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const pathname = pathOf(req);
    if (pathname !== INSPECT_SOCKET_PATH && pathname !== INSPECT_LIVE_PATH) {
      // Someone else may take it (Vite's HMR when it shares the server); if nobody can, say so instead of hanging.
      if (attached && attached.listenerCount('upgrade') === 1) rejectUpgrade(socket, 404);
      return;
    }
    if (!sameOrigin(req)) {
      rejectUpgrade(socket, 403);
      return;
    }
    // ws answers a request that is not a valid opening handshake with 400 itself.
    wss.handleUpgrade(req, socket, head, (ws) => {
      answeredPing.set(ws, true);
      ws.on('pong', () => answeredPing.set(ws, true));
      ws.on('error', () => undefined); // a protocol error or an oversized frame: ws closes the connection, 'close' follows
      if (pathname === INSPECT_LIVE_PATH) addViewer(ws);
      else addSource(ws);
    });
  };

  const send = (res: ServerResponse, status: number, type: string, body: string, headers: Record<string, string> = {}) => {
    res.writeHead(status, {
      'Content-Type': type,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      ...headers,
    });
    res.end(res.req.method === 'HEAD' ? undefined : body);
  };

  const handle = (req: IncomingMessage, res: ServerResponse): boolean => {
    const pathname = pathOf(req);
    if (pathname !== INSPECT_PATH && !pathname.startsWith(`${INSPECT_PATH}/`)) return false;
    const method = req.method ?? 'GET';
    const readOnly = method === 'GET' || method === 'HEAD';

    if ((pathname === INSPECT_PATH || pathname === `${INSPECT_PATH}/`) && readOnly) {
      const nonce = randomBytes(16).toString('base64');
      // Its own policy (the app's helmet CSP never sees this response): only this nonce runs, and the page
      // may talk to this server's HTTP and WebSocket endpoints and nothing else.
      const host = /^[\w.:[\]-]+$/.test(req.headers.host ?? '') ? req.headers.host : undefined;
      const connect = host ? `'self' ws://${host} wss://${host}` : "'self'";
      send(res, 200, 'text/html; charset=utf-8', renderInspectorPage(nonce), {
        'Content-Security-Policy': `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src ${connect}; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
        'X-Frame-Options': 'DENY',
      });
      return true;
    }
    if (pathname === `${INSPECT_PATH}/actors.json` && readOnly) {
      send(res, 200, 'application/json; charset=utf-8', JSON.stringify(store.feed()));
      return true;
    }
    if (pathname === `${INSPECT_PATH}/clear` && method === 'POST') {
      if (req.headers[CLEAR_HEADER] !== 'clear') {
        send(res, 403, 'text/plain; charset=utf-8', `Send the ${CLEAR_HEADER}: clear header.\n`);
        return true;
      }
      store.clear();
      store.takeChanges(); // the reset below carries everything
      const feed = store.feed();
      sendToViewers({ type: 'reset', ...feed });
      send(res, 200, 'application/json; charset=utf-8', JSON.stringify(feed));
      return true;
    }
    if (pathname === `${INSPECT_PATH}/actor.json` && readOnly) {
      const key = new URL(req.url ?? '/', 'http://inspector.invalid').searchParams.get('key') ?? '';
      const detail = store.detail(key);
      if (!detail) {
        send(res, 404, 'application/json; charset=utf-8', JSON.stringify({ error: 'No such actor (it may have been cleared).' }));
        return true;
      }
      const { definition, ...rest } = detail;
      // The diagram is laid out once per statechart; a layout failure leaves the log and the send form usable.
      const answer = (diagram: Diagram | undefined, diagramError?: string) =>
        send(
          res,
          200,
          'application/json; charset=utf-8',
          JSON.stringify({ ...rest, ...(definition ? { events: definition.events, diagram } : {}), ...(diagramError ? { diagramError } : {}) }),
        );
      if (!definition) answer(undefined);
      else
        layoutDiagram(definition).then(
          (diagram) => answer(diagram),
          (error: unknown) => answer(undefined, `The diagram could not be laid out: ${error instanceof Error ? error.message : String(error)}`),
        );
      return true;
    }
    if (pathname === `${INSPECT_PATH}/send` && method === 'POST') {
      if (req.headers[CLEAR_HEADER] !== 'send') {
        send(res, 403, 'text/plain; charset=utf-8', `Send the ${CLEAR_HEADER}: send header.\n`);
        return true;
      }
      const json = (status: number, body: unknown) => send(res, status, 'application/json; charset=utf-8', JSON.stringify(body));
      readBody(req, MAX_SEND_BYTES).then(
        (body) => {
          const request = parseSendRequest(body);
          if ('error' in request) return json(body === undefined ? 413 : 400, { error: request.error });
          const target = store.target(request.key);
          if ('refused' in target)
            return json(target.refused === 'ended' ? 409 : 404, {
              error: target.refused === 'ended' ? 'That actor has ended (or its tab closed): it takes no events.' : 'No such actor.',
            });
          const socket = sourceById.get(target.connectionId);
          if (!socket) return json(409, { error: 'The tab of that actor is not connected.' });
          socket.send(JSON.stringify({ type: 'send', sessionId: target.sessionId, event: request.event }));
          json(202, { sent: request.event.type });
        },
        () => json(400, { error: 'The request could not be read.' }),
      );
      return true;
    }
    if ((pathname === INSPECT_SOCKET_PATH || pathname === INSPECT_LIVE_PATH) && readOnly) {
      send(res, 426, 'text/plain; charset=utf-8', 'This endpoint speaks WebSocket only.\n', { Upgrade: 'websocket' });
      return true;
    }
    send(res, 404, 'text/plain; charset=utf-8', 'Not found. The inspector is at /__inspect.\n');
    return true;
  };

  return {
    handle,
    attach(server) {
      attached = server;
      server.on('upgrade', onUpgrade);
      if (heartbeatMs > 0 && !heartbeatTimer) {
        heartbeatTimer = setInterval(heartbeat, heartbeatMs);
        heartbeatTimer.unref();
      }
      if (options.log) {
        const log = options.log;
        // setImmediate: after the caller's own listen callback, so the hint follows its "listening on" line.
        server.once('listening', () =>
          setImmediate(() =>
            log(`XState inspector (development only) on ${options.publicUrl ?? ''}${INSPECT_PATH}: open the shop with ?inspect to stream its actors`),
          ),
        );
      }
    },
    async close() {
      attached?.off('upgrade', onUpgrade);
      attached = undefined;
      if (broadcastTimer) clearTimeout(broadcastTimer);
      broadcastTimer = undefined;
      if (heartbeatTimer) clearInterval(heartbeatTimer);
      heartbeatTimer = undefined;
      await Promise.all(
        [...wss.clients].map(
          (ws) =>
            new Promise<void>((resolve) => {
              const drop = setTimeout(() => ws.terminate(), CLOSE_GRACE_MS).unref();
              ws.once('close', () => {
                clearTimeout(drop);
                resolve();
              });
              ws.close(GOING_AWAY, 'server shutting down');
            }),
        ),
      );
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
