// The browser inspector: when it switches on, what it sends for real actors (registration with parent and system
// id, snapshots, events with their sender), batching into frames, queueing while offline and re-announcing the
// live actors after a reconnect.
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, sendParent, setup } from 'xstate';
import type { InspectMessage } from './inspection-messages';
import { createInspector, INSPECT_STORAGE_KEY, isInspectorEnabled, MAX_QUEUED_MESSAGES, startInspector } from './xstate-inspector';

class MemoryStorage {
  readonly data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
}

describe('isInspectorEnabled', () => {
  it('?inspect switches it on for the tab and ?inspect=0 off again', () => {
    const storage = new MemoryStorage();
    expect(isInspectorEnabled('?inspect', storage, undefined)).toBe(true);
    expect(storage.data.get(INSPECT_STORAGE_KEY)).toBe('1');
    expect(isInspectorEnabled('', storage, undefined)).toBe(true);
    expect(isInspectorEnabled('?coupon=X&inspect=0', storage, undefined)).toBe(false);
    expect(isInspectorEnabled('', storage, undefined)).toBe(false);
    expect(isInspectorEnabled('?inspect=1', storage, undefined)).toBe(true);
  });

  it('follows VITE_XSTATE_INSPECT unless the tab chose otherwise', () => {
    expect(isInspectorEnabled('', new MemoryStorage(), '1')).toBe(true);
    expect(isInspectorEnabled('', new MemoryStorage(), 'true')).toBe(true);
    expect(isInspectorEnabled('', new MemoryStorage(), undefined)).toBe(false);
    expect(isInspectorEnabled('', new MemoryStorage(), '0')).toBe(false);
    const optedOut = new MemoryStorage();
    optedOut.setItem(INSPECT_STORAGE_KEY, '0');
    expect(isInspectorEnabled('', optedOut, '1')).toBe(false);
  });

  it('works when storage is missing or throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(isInspectorEnabled('?inspect', broken, undefined)).toBe(true);
    expect(isInspectorEnabled('', broken, '1')).toBe(true);
    expect(isInspectorEnabled('?inspect', undefined, undefined)).toBe(true);
  });
});

describe('createInspector', () => {
  it('is undefined outside a browser (server rendering, Node)', () => {
    expect(createInspector()).toBeUndefined();
  });
});

class FakeSocket {
  static instances: FakeSocket[] = [];
  readonly sent: string[] = [];
  closed = false;
  onopen: ((this: WebSocket, ev: Event) => unknown) | null = null;
  onclose: ((this: WebSocket, ev: CloseEvent) => unknown) | null = null;
  onerror: ((this: WebSocket, ev: Event) => unknown) | null = null;
  onmessage: ((this: WebSocket, ev: MessageEvent) => unknown) | null = null;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.call(this as unknown as WebSocket, new Event('open'));
  }
  /** A frame from the dev server (the page's "send event"). */
  receive(data: string) {
    this.onmessage?.call(this as unknown as WebSocket, new MessageEvent('message', { data }));
  }
  drop() {
    this.onclose?.call(this as unknown as WebSocket, new Event('close') as CloseEvent);
  }
  messages(): InspectMessage[] {
    return this.sent.flatMap((frame) => JSON.parse(frame) as InspectMessage[]);
  }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

const child = setup({}).createMachine({
  id: 'cartLine',
  initial: 'idle',
  states: { idle: { on: { bump: { actions: sendParent({ type: 'line.bumped' }) } } } },
});
const parent = setup({ actors: { child } }).createMachine({
  id: 'shop',
  context: { items: 0 },
  initial: 'open',
  invoke: { id: 'line', src: 'child', systemId: 'line' },
  states: { open: { on: { 'line.bumped': 'bumped' } }, bumped: {} },
});

function start() {
  FakeSocket.instances = [];
  const inspector = startInspector({ url: 'ws://shop.test/__inspect/ws', page: '/nl/shop?inspect', WebSocket: FakeSocket, retryDelays: [5], now: () => 1000 });
  const socket = FakeSocket.instances[0]!;
  return { inspector, socket };
}

describe('startInspector', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('sends hello, the actors with parent and system id, snapshots and events, in one frame per tick', async () => {
    const { inspector, socket } = start();
    stop = inspector.stop;
    expect(socket.url).toBe('ws://shop.test/__inspect/ws');
    const actor = createActor(parent, { inspect: inspector.inspect }).start();
    actor.system.get('line')!.send({ type: 'bump' });
    await tick();
    expect(socket.sent).toEqual([]); // nothing before the socket opens
    socket.open();
    expect(socket.sent).toHaveLength(1);
    const messages = socket.messages();
    expect(messages[0]).toEqual({ type: 'hello', page: '/nl/shop?inspect', at: 1000 });
    const shopId = actor.sessionId;
    const lineId = actor.system.get('line')!.sessionId;
    expect(messages).toContainEqual({ type: 'actor', sessionId: shopId, id: 'shop', logic: 'shop', at: 1000 });
    expect(messages).toContainEqual({ type: 'actor', sessionId: lineId, id: 'line', logic: 'cartLine', systemId: 'line', parentId: shopId, at: 1000 });
    expect(messages).toContainEqual({ type: 'event', sessionId: lineId, at: 1000, event: { type: 'bump' } });
    expect(messages).toContainEqual({ type: 'event', sessionId: shopId, sourceId: lineId, at: 1000, event: { type: 'line.bumped' } });
    const shopSnapshots = messages.filter((m) => m.type === 'snapshot' && m.sessionId === shopId);
    expect(shopSnapshots.at(-1)).toMatchObject({ snapshot: { status: 'active', value: 'bumped', context: { items: 0 }, children: ['line'] } });

    // Later events go out as they happen, batched per tick.
    actor.send({ type: 'noop.1' });
    actor.send({ type: 'noop.2' });
    await tick();
    expect(socket.sent).toHaveLength(2);
    expect(JSON.parse(socket.sent[1]!).filter((m: InspectMessage) => m.type === 'event')).toHaveLength(2);
    actor.stop();
  });

  it("sends each machine's statechart once, before its first actor, and names the event each snapshot followed", async () => {
    const { inspector, socket } = start();
    stop = inspector.stop;
    socket.open();
    const first = createActor(parent, { inspect: inspector.inspect }).start();
    const second = createActor(parent, { inspect: inspector.inspect }).start();
    first.send({ type: 'line.bumped' });
    await tick();
    const messages = socket.messages();
    const machines = messages.filter((m) => m.type === 'machine');
    expect(machines.map((m) => m.type === 'machine' && m.machineId)).toEqual(['shop', 'cartLine']);
    const shop = machines[0]!.type === 'machine' ? machines[0]!.definition : undefined;
    expect(shop?.root).toMatchObject({ id: 'shop', type: 'compound', initial: 'open', invoke: ['line (child)'] });
    expect(shop?.root.children.map((c) => c.path)).toEqual(['open', 'bumped']);
    expect(shop?.root.children[0]!.transitions).toEqual([{ event: 'line.bumped', targets: ['shop.bumped'] }]);
    expect(shop?.events).toEqual(['line.bumped']);
    expect(messages.findIndex((m) => m.type === 'machine' && m.machineId === 'shop')).toBeLessThan(
      messages.findIndex((m) => m.type === 'actor' && m.sessionId === first.sessionId),
    );
    const causes = messages.filter((m) => m.type === 'snapshot' && m.sessionId === first.sessionId).map((m) => m.type === 'snapshot' && m.cause);
    expect(causes).toEqual(['xstate.init', 'line.bumped']);
    first.stop();
    second.stop();
  });

  it('delivers a "send" command from the inspector page to that live actor, and ignores anything else', async () => {
    const { inspector, socket } = start();
    stop = inspector.stop;
    socket.open();
    const actor = createActor(parent, { inspect: inspector.inspect }).start();
    await tick();
    socket.receive(JSON.stringify({ type: 'send', sessionId: 'x:unknown', event: { type: 'line.bumped' } }));
    socket.receive('not json');
    socket.receive(JSON.stringify({ type: 'send', sessionId: actor.sessionId, event: { noType: true } }));
    expect(actor.getSnapshot().value).toBe('open');
    socket.receive(JSON.stringify({ type: 'send', sessionId: actor.sessionId, event: { type: 'line.bumped', from: 'page' } }));
    expect(actor.getSnapshot().value).toBe('bumped');
    await tick();
    expect(socket.messages()).toContainEqual({ type: 'event', sessionId: actor.sessionId, at: 1000, event: { type: 'line.bumped', from: 'page' } });
    actor.stop();
  });

  it('after a reconnect, sends what was queued and then the current state of every actor still running', async () => {
    const { inspector, socket } = start();
    stop = inspector.stop;
    socket.open();
    const stays = createActor(parent, { inspect: inspector.inspect }).start();
    const goes = createActor(child, { inspect: inspector.inspect }).start();
    await tick();
    socket.drop();
    goes.stop();
    stays.system.get('line')!.send({ type: 'bump' });
    await tick();
    await expect.poll(() => FakeSocket.instances.length).toBe(2);
    const next = FakeSocket.instances[1]!;
    next.open();
    const messages = next.messages();
    expect(messages[0]!.type).toBe('hello');
    const queuedEvent = messages.findIndex((m) => m.type === 'event' && (m.event as { type: string }).type === 'line.bumped');
    const announced = messages.findIndex((m) => m.type === 'actor' && m.sessionId === stays.sessionId);
    expect(queuedEvent).toBeGreaterThan(0);
    expect(announced).toBeGreaterThan(queuedEvent);
    expect(messages[announced + 1]).toMatchObject({ type: 'snapshot', sessionId: stays.sessionId, snapshot: { value: 'bumped' } });
    // The stopped actor's end was queued, but it is not announced as running.
    expect(messages.filter((m) => m.type === 'actor' && m.sessionId === goes.sessionId)).toHaveLength(0);
    expect(messages).toContainEqual(
      expect.objectContaining({ type: 'snapshot', sessionId: goes.sessionId, snapshot: expect.objectContaining({ status: 'stopped' }) }),
    );
    stays.stop();
  });

  it('keeps at most MAX_QUEUED_MESSAGES while offline, dropping the oldest', async () => {
    const { inspector, socket } = start();
    stop = inspector.stop;
    const actor = createActor(child, { inspect: inspector.inspect }).start();
    for (let i = 0; i < MAX_QUEUED_MESSAGES + 50; i += 1) actor.send({ type: `e${i}` });
    await tick();
    socket.open();
    const events = socket.messages().filter((m) => m.type === 'event');
    expect(events.at(-1)).toMatchObject({ event: { type: `e${MAX_QUEUED_MESSAGES + 49}` } });
    expect(socket.messages().length).toBeLessThanOrEqual(MAX_QUEUED_MESSAGES + 4); // + hello and the re-announcement (statechart, actor, snapshot)
    actor.stop();
  });

  it('splits a large backlog into frames of bounded size', async () => {
    const { inspector, socket } = start();
    stop = inspector.stop;
    const actor = createActor(child, { inspect: inspector.inspect }).start();
    // About 5 KB each after the serializer's 1000-character cap per string: about 1 MB in all.
    const payload = Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`part${i}`, 'z'.repeat(5000)]));
    for (let i = 0; i < 200; i += 1) actor.send({ type: 'big', ...payload });
    await tick();
    socket.open();
    expect(socket.sent.length).toBeGreaterThan(1);
    for (const frame of socket.sent) expect(frame.length).toBeLessThanOrEqual(256 * 1024 + 6000);
    expect(socket.messages().filter((m) => m.type === 'event')).toHaveLength(201); // + xstate.init
    actor.stop();
  });

  it('stop() closes the socket and ignores later events', async () => {
    const { inspector, socket } = start();
    socket.open();
    inspector.stop();
    expect(socket.closed).toBe(true);
    createActor(child, { inspect: inspector.inspect }).start();
    await tick();
    expect(socket.sent).toHaveLength(1); // the hello only
  });
});
