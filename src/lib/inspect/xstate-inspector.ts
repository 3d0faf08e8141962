// Development-only XState inspector: streams the shop's actors (created, snapshots, events) over a WebSocket to
// the dev server, which shows them live on http://localhost:<port>/__inspect (server/dev/inspector.ts).
//
// Use: call createInspector() once where the shop's root actors are created and pass its observer on:
//
//   import { createInspector } from '../lib/inspect/xstate-inspector';
//   const inspector = createInspector();
//   const cart = createActor(cartMachine, { inspect: inspector?.inspect });
//
// It returns undefined (and costs nothing) unless this is a Vite development build running in a browser AND the
// inspector is switched on: `?inspect` in the page URL (remembered for the tab in sessionStorage; `?inspect=0`
// switches it off again) or VITE_XSTATE_INSPECT=1 in the environment. Production builds contain none of it: the
// guard below is replaced by constants at build time and everything after it is tree-shaken
// (tests/unit/inspector-production-build.test.ts builds a tiny entry to prove it).
//
// Why not @statelyai/inspect's createWebSocketInspector: its viewer is stately.ai (unreachable here), it sends the
// whole machine definition with every actor, has no size caps, and pulls superjson/partysocket into the page.
import type { ActorRefLike, InspectionEvent } from 'xstate';
import { INSPECT_SOCKET_PATH, type ActorMessage, type InspectMessage, type MachineMessage, type SendCommand } from './inspection-messages';
import { describeMachine, isMachineLogic } from './machine-definition';
import { actorName, encodeMessage, serializeSnapshot, toInspectableJson } from './inspection.serializer';

/** An XState v5 inspection observer: `createActor(machine, { inspect: inspector.inspect })`. */
export interface Inspector {
  inspect: (event: InspectionEvent) => void;
}

/** sessionStorage key remembering `?inspect` for the tab. */
export const INSPECT_STORAGE_KEY = 'xstate-inspect';

// undefined: not decided yet; null: decided off for this page.
let pageInspector: (Inspector & { stop(): void }) | null | undefined;

/**
 * The page's inspector, or undefined when inspection is off (production, server rendering, not enabled).
 * Every call on a page returns the same instance, so calling it per root actor is fine too.
 */
export function createInspector(): Inspector | undefined {
  // Both: Vite derives DEV from NODE_ENV, so `NODE_ENV=test vite build` would keep DEV true; MODE is
  // 'production' for every `vite build` without --mode.
  if (!import.meta.env.DEV || import.meta.env.MODE === 'production') return undefined;
  if (typeof window === 'undefined' || typeof WebSocket === 'undefined') return undefined;
  if (pageInspector === undefined) {
    const enabled = isInspectorEnabled(window.location.search, sessionStorageOrUndefined(), import.meta.env.VITE_XSTATE_INSPECT);
    pageInspector = enabled
      ? startInspector({
          url: `${window.location.protocol === 'https:' ? 'wss:' : 'ws:'}//${window.location.host}${INSPECT_SOCKET_PATH}`,
          page: window.location.pathname + window.location.search,
          WebSocket,
        })
      : null;
    if (pageInspector) {
      console.info(`XState inspector on: open ${window.location.origin}/__inspect (turn off with ?inspect=0)`);
      // A hot update of this module would otherwise leave the old socket streaming beside the new one.
      import.meta.hot?.dispose(() => {
        pageInspector?.stop();
        pageInspector = undefined;
      });
    }
  }
  return pageInspector ?? undefined;
}

/** `?inspect` (remembered), then the tab's remembered choice, then the env flag. */
export function isInspectorEnabled(search: string, storage: Pick<Storage, 'getItem' | 'setItem'> | undefined, envFlag: unknown): boolean {
  const param = new URLSearchParams(search).get('inspect');
  if (param !== null) {
    const on = !['0', 'false', 'off', 'no'].includes(param.toLowerCase());
    try {
      storage?.setItem(INSPECT_STORAGE_KEY, on ? '1' : '0');
    } catch {
      // Storage full or blocked: the choice then lasts for this page only.
    }
    return on;
  }
  let remembered: string | null;
  try {
    remembered = storage?.getItem(INSPECT_STORAGE_KEY) ?? null;
  } catch {
    remembered = null;
  }
  if (remembered === '1') return true;
  if (remembered === '0') return false;
  return envFlag === '1' || envFlag === 'true';
}

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // blocked by the browser's privacy settings
  }
}

const MAX_TEXT = 200;
const short = (value: string) => (value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value);

function describeActor(ref: ActorRefLike, at: number): ActorMessage {
  // Inspection events type the actor as ActorRefLike; at run time it is an Actor with these fields.
  const actor = ref as ActorRefLike & {
    id?: unknown;
    src?: unknown;
    logic?: { id?: unknown; config?: unknown };
    systemId?: string;
    _parent?: { sessionId: string };
  };
  const machineId = actor.logic?.config && typeof actor.logic.id === 'string' ? actor.logic.id : undefined;
  const logic = machineId ?? (typeof actor.src === 'string' ? actor.src : undefined);
  const message: ActorMessage = { type: 'actor', sessionId: short(ref.sessionId), id: short(actorName(actor)), at };
  if (logic) message.logic = short(logic);
  if (actor.systemId) message.systemId = short(actor.systemId);
  if (actor._parent) message.parentId = short(actor._parent.sessionId);
  return message;
}

/** One inspection event as a wire message; microsteps, actions and transitions are left out (noise for a list). */
export function toInspectMessage(event: InspectionEvent, at: number): InspectMessage | undefined {
  switch (event.type) {
    case '@xstate.actor':
      return describeActor(event.actorRef, at);
    case '@xstate.snapshot': {
      const message: InspectMessage = { type: 'snapshot', sessionId: short(event.actorRef.sessionId), at, snapshot: serializeSnapshot(event.snapshot) };
      const cause = (event.event as { type?: unknown } | undefined)?.type;
      if (typeof cause === 'string') message.cause = short(cause);
      return message;
    }
    case '@xstate.event': {
      const message: InspectMessage = { type: 'event', sessionId: short(event.actorRef.sessionId), at, event: toInspectableJson(event.event) };
      if (event.sourceRef) message.sourceId = short(event.sourceRef.sessionId);
      return message;
    }
    default:
      return undefined;
  }
}

/** What startInspector needs from the browser; tests pass fakes. */
export interface InspectorDeps {
  url: string;
  page: string;
  WebSocket: new (url: string) => SocketLike;
  /** Runs serialisation after the actor's own transition has finished (default: a macrotask). */
  defer?: (run: () => void) => void;
  now?: () => number;
  /** Reconnect delays in ms; the last one repeats. */
  retryDelays?: number[];
}

/** The part of the browser's WebSocket the inspector uses. */
export type SocketLike = Pick<WebSocket, 'send' | 'close' | 'onopen' | 'onclose' | 'onerror' | 'onmessage'>;

/** The statechart of the actor's machine, or undefined for promise/callback actors (and a definition that fails). */
function machineMessageOf(ref: ActorRefLike): MachineMessage | undefined {
  const logic = (ref as ActorRefLike & { logic?: unknown }).logic;
  if (!isMachineLogic(logic)) return undefined;
  try {
    return { type: 'machine', machineId: short(logic.id), definition: describeMachine(logic) };
  } catch {
    return undefined;
  }
}

/**
 * The /__inspect page's "send event": `{ type: 'send', sessionId, event }` from the dev server, delivered to that live
 * actor of this tab. Returns what happened (for tests); anything else on the socket is ignored.
 */
export function deliverCommand(data: unknown, live: ReadonlyMap<string, ActorRefLike>): 'sent' | 'unknown actor' | 'ignored' {
  let command: unknown;
  try {
    command = typeof data === 'string' ? JSON.parse(data) : undefined;
  } catch {
    return 'ignored';
  }
  // Checked field by field: the shape is SendCommand's, but the frame comes from outside this page.
  const { type, sessionId, event } = (command ?? {}) as { [K in keyof SendCommand]?: unknown };
  if (type !== 'send' || typeof sessionId !== 'string' || !event || typeof event !== 'object' || typeof (event as { type?: unknown }).type !== 'string')
    return 'ignored';
  const ref = live.get(sessionId);
  if (!ref) return 'unknown actor';
  ref.send(event as { type: string });
  return 'sent';
}

/** Messages kept while the socket is down (oldest dropped first); live actors are re-announced on connect. */
export const MAX_QUEUED_MESSAGES = 1000;
/** One WebSocket frame carries a JSON array of messages up to about this many characters. */
export const MAX_FRAME_CHARS = 256 * 1024;

export function startInspector(deps: InspectorDeps): Inspector & { stop(): void } {
  const defer = deps.defer ?? ((run: () => void) => void setTimeout(run, 0));
  const now = deps.now ?? Date.now;
  const retryDelays = deps.retryDelays ?? [500, 1000, 2000, 5000, 10_000];
  const pending: Array<{ event: InspectionEvent; at: number }> = [];
  const outbox: string[] = [];
  const live = new Map<string, ActorRefLike>();
  /** Machine ids whose statechart went out on this connection (forgotten on reconnect: the server may be new). */
  const sentMachines = new Set<string>();
  let socket: SocketLike | undefined;
  let open = false;
  let stopped = false;
  let scheduled = false;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const enqueue = (message: InspectMessage) => {
    outbox.push(encodeMessage(message));
    if (outbox.length > MAX_QUEUED_MESSAGES) outbox.splice(0, outbox.length - MAX_QUEUED_MESSAGES);
  };

  /** The actor's statechart, the first time its machine shows up on this connection. */
  const enqueueMachine = (ref: ActorRefLike) => {
    const message = machineMessageOf(ref);
    if (!message || sentMachines.has(message.machineId)) return;
    sentMachines.add(message.machineId);
    enqueue(message);
  };

  const flush = () => {
    if (!open || !socket || outbox.length === 0) return;
    let batch: string[] = [];
    let size = 2;
    for (const text of outbox.splice(0)) {
      if (batch.length > 0 && size + text.length + 1 > MAX_FRAME_CHARS) {
        socket.send(`[${batch.join(',')}]`);
        batch = [];
        size = 2;
      }
      batch.push(text);
      size += text.length + 1;
    }
    if (batch.length > 0) socket.send(`[${batch.join(',')}]`);
  };

  // Serialising is deferred so a transition never waits for it; snapshots and events are immutable, and
  // by then the actor's constructor has finished (its systemId is set).
  const process = () => {
    scheduled = false;
    for (const { event, at } of pending.splice(0)) {
      const message = toInspectMessage(event, at);
      if (!message) continue;
      if (message.type === 'actor') {
        live.set(event.actorRef.sessionId, event.actorRef);
        enqueueMachine(event.actorRef);
      }
      if (message.type === 'snapshot' && message.snapshot.status !== 'active') live.delete(event.actorRef.sessionId);
      enqueue(message);
    }
    flush();
  };

  /** After a (re)connect the server may have restarted: tell it about every actor still running. */
  const announceLive = () => {
    const at = now();
    for (const ref of live.values()) {
      const snapshot = ref.getSnapshot() as { status?: string } | undefined;
      if (snapshot?.status && snapshot.status !== 'active') {
        live.delete(ref.sessionId);
        continue;
      }
      enqueueMachine(ref);
      enqueue(describeActor(ref, at));
      enqueue({ type: 'snapshot', sessionId: ref.sessionId, at, snapshot: serializeSnapshot(snapshot) });
    }
  };

  const connect = () => {
    retryTimer = undefined;
    if (stopped) return;
    let ws: SocketLike;
    try {
      ws = new deps.WebSocket(deps.url);
    } catch {
      reconnectLater();
      return;
    }
    socket = ws;
    ws.onopen = () => {
      if (socket !== ws) return;
      open = true;
      attempt = 0;
      sentMachines.clear();
      // The queued messages go out first (in order), then the current state of whatever is still running.
      outbox.unshift(encodeMessage({ type: 'hello', page: short(deps.page), at: now() }));
      announceLive();
      flush();
    };
    ws.onclose = () => {
      if (socket !== ws) return;
      open = false;
      socket = undefined;
      reconnectLater();
    };
    // A failed connection is followed by close; nothing to do here but keep the browser from logging twice.
    ws.onerror = () => {};
    ws.onmessage = (message: MessageEvent) => {
      if (socket === ws) deliverCommand(message.data, live);
    };
  };

  const reconnectLater = () => {
    if (stopped || retryTimer) return;
    const delay = retryDelays[Math.min(attempt, retryDelays.length - 1)] ?? 10_000;
    attempt += 1;
    retryTimer = setTimeout(connect, delay);
  };

  connect();

  return {
    inspect: (event) => {
      if (stopped) return;
      if (event.type !== '@xstate.actor' && event.type !== '@xstate.snapshot' && event.type !== '@xstate.event') return;
      pending.push({ event, at: now() });
      if (!scheduled) {
        scheduled = true;
        defer(process);
      }
    },
    stop: () => {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      pending.length = 0;
      outbox.length = 0;
      live.clear();
      const ws = socket;
      socket = undefined;
      open = false;
      ws?.close();
    },
  };
}
