// The inspector's store: actors per tab with state, context and their last events; ends (stopped, done, error,
// tab closed); malformed input refused; sizes, event lists and actor counts bounded; clear; change tracking.
import { describe, expect, it } from 'vitest';
import { InspectorStore } from './inspector.store';

const actor = (sessionId: string, extra: Record<string, unknown> = {}) => ({ type: 'actor', sessionId, id: sessionId.replace('x:', 'a'), at: 1, ...extra });
const snapshot = (sessionId: string, snap: Record<string, unknown>, at = 2) => ({ type: 'snapshot', sessionId, at, snapshot: { status: 'active', ...snap } });
const event = (sessionId: string, type: string, at = 3, extra: Record<string, unknown> = {}) => ({ type: 'event', sessionId, at, event: { type, ...extra } });

function storeWithTab(options: ConstructorParameters<typeof InspectorStore>[0] = {}) {
  const store = new InspectorStore({ now: () => 100, ...options });
  store.openConnection('tab-1');
  return store;
}

describe('InspectorStore', () => {
  it('builds one record per actor from registration, snapshots and events', () => {
    const store = storeWithTab();
    const result = store.receive('tab-1', [
      { type: 'hello', page: '/nl/shop?inspect', at: 1 },
      actor('x:0', { id: 'shop', logic: 'shop' }),
      actor('x:1', { id: 'cart', logic: 'cart', systemId: 'cart', parentId: 'x:0' }),
      snapshot('x:1', { value: { ready: 'idle' }, context: { items: [1] }, tags: ['busy'], children: [] }),
      event('x:1', 'cart.add', 5, { sku: 'A' }),
      { type: 'event', sessionId: 'x:0', sourceId: 'x:1', at: 6, event: { type: 'cart.changed' } },
    ]);
    expect(result).toEqual({ accepted: 6, rejected: 0 });
    const feed = store.feed();
    expect(feed.connections).toEqual([{ id: 'tab-1', page: '/nl/shop?inspect', connectedAt: 100 }]);
    const cart = feed.actors.find((a) => a.id === 'cart')!;
    expect(cart).toMatchObject({
      key: 'tab-1/x:1',
      sessionId: 'x:1',
      logic: 'cart',
      systemId: 'cart',
      parentId: 'x:0',
      status: 'active',
      value: { ready: 'idle' },
      context: { items: [1] },
      tags: ['busy'],
      updatedAt: 5,
      events: [{ at: 5, type: 'cart.add', event: { type: 'cart.add', sku: 'A' } }],
    });
    expect(cart.ended).toBeUndefined();
    expect(feed.actors.find((a) => a.id === 'shop')!.events).toEqual([{ at: 6, type: 'cart.changed', sourceId: 'x:1', event: { type: 'cart.changed' } }]);
  });

  it('keeps the same session id in two tabs apart (XState numbers them from x:0 per page)', () => {
    const store = storeWithTab();
    store.openConnection('tab-2');
    store.receive('tab-1', actor('x:0', { id: 'one' }));
    store.receive('tab-2', actor('x:0', { id: 'two' }));
    expect(store.feed().actors.map((a) => [a.key, a.id])).toEqual([
      ['tab-1/x:0', 'one'],
      ['tab-2/x:0', 'two'],
    ]);
  });

  it('keeps the last events only, oldest first', () => {
    const store = storeWithTab({ eventsPerActor: 20 });
    store.receive('tab-1', [actor('x:0'), ...Array.from({ length: 30 }, (_, i) => event('x:0', `e${i}`, 10 + i))]);
    const events = store.feed().actors[0]!.events;
    expect(events).toHaveLength(20);
    expect(events[0]!.type).toBe('e10');
    expect(events.at(-1)!.type).toBe('e29');
  });

  it('marks stopped, done and failed actors, and those of a closed tab', () => {
    const store = storeWithTab();
    store.receive('tab-1', [actor('x:0'), actor('x:1'), actor('x:2'), actor('x:3')]);
    store.receive('tab-1', [
      snapshot('x:0', { status: 'stopped' }, 7),
      snapshot('x:1', { status: 'done', output: 42 }, 8),
      snapshot('x:2', { status: 'error', error: { $error: 'Error', message: 'offline' } }, 9),
    ]);
    store.closeConnection('tab-1');
    const ends = Object.fromEntries(store.feed().actors.map((a) => [a.sessionId, a.ended]));
    expect(ends).toEqual({
      'x:0': { at: 7, reason: 'stopped' },
      'x:1': { at: 8, reason: 'done' },
      'x:2': { at: 9, reason: 'error' },
      'x:3': { at: 100, reason: 'tab closed' },
    });
    expect(store.feed().connections[0]!.closedAt).toBe(100);
  });

  it('creates a record for an actor it never saw registered (the dev server restarted under a running page)', () => {
    const store = storeWithTab();
    store.receive('tab-1', snapshot('x:7', { value: 'idle' }));
    expect(store.feed().actors[0]).toMatchObject({ key: 'tab-1/x:7', id: 'x:7', value: 'idle' });
  });

  it('refuses malformed messages and messages from unknown connections', () => {
    const store = storeWithTab();
    const result = store.receive('tab-1', [
      { type: 'actor' },
      { type: 'snapshot', sessionId: 'x:0', at: 'later', snapshot: {} },
      { type: 'event', sessionId: 'x'.repeat(1000), at: 1, event: {} },
      { type: 'nonsense' },
      'text',
      null,
    ]);
    expect(result).toEqual({ accepted: 0, rejected: 6 });
    store.receive('tab-unknown', actor('x:0'));
    expect(store.feed().actors).toEqual([]);
  });

  it('replaces an oversized context or event by a marker', () => {
    const store = storeWithTab({ maxValueChars: 100 });
    store.receive('tab-1', [
      actor('x:0'),
      snapshot('x:0', { value: 'a', context: { big: 'y'.repeat(500) } }),
      event('x:0', 'big', 3, { blob: 'z'.repeat(500) }),
    ]);
    const record = store.feed().actors[0]!;
    expect(record.value).toBe('a');
    expect(record.context).toMatch(/^\[Too large: \d+ KB of JSON\]$/);
    expect(record.events[0]).toMatchObject({ type: 'big', event: expect.stringMatching(/^\[Too large/) });
  });

  it('over maxActors drops ended actors first, then the oldest', () => {
    const store = storeWithTab({ maxActors: 3 });
    store.receive('tab-1', [actor('x:0', { at: 1 }), actor('x:1', { at: 2 }), actor('x:2', { at: 3 }), snapshot('x:1', { status: 'stopped' }, 4)]);
    store.receive('tab-1', actor('x:3', { at: 5 }));
    expect(store.feed().actors.map((a) => a.sessionId)).toEqual(['x:0', 'x:2', 'x:3']);
    store.receive('tab-1', actor('x:4', { at: 6 }));
    expect(store.feed().actors.map((a) => a.sessionId)).toEqual(['x:2', 'x:3', 'x:4']);
  });

  it('clear() forgets ended actors and closed tabs and empties the event lists of the live ones', () => {
    const store = storeWithTab();
    store.openConnection('tab-2');
    store.receive('tab-1', [actor('x:0'), event('x:0', 'go'), actor('x:1'), snapshot('x:1', { status: 'stopped' })]);
    store.receive('tab-2', [actor('x:0')]);
    store.closeConnection('tab-2');
    store.clear();
    const feed = store.feed();
    expect(feed.connections.map((c) => c.id)).toEqual(['tab-1']);
    expect(feed.actors.map((a) => [a.key, a.events.length])).toEqual([['tab-1/x:0', 0]]);
  });

  it('reports what changed since the last call, then nothing', () => {
    const store = storeWithTab({ maxActors: 1 });
    store.takeChanges();
    store.receive('tab-1', actor('x:0'));
    expect(store.takeChanges()).toMatchObject({ actors: [{ key: 'tab-1/x:0' }], connections: [], removedActors: [], removedConnections: [] });
    expect(store.takeChanges()).toBeUndefined();
    store.receive('tab-1', actor('x:1', { at: 2 }));
    expect(store.takeChanges()).toMatchObject({ actors: [{ key: 'tab-1/x:1' }], removedActors: ['tab-1/x:0'] });
  });

  it('keeps an event log per actor: each event with the snapshot after it, bounded, the oldest dropped first', () => {
    const store = storeWithTab({ historyPerActor: 3 });
    store.receive('tab-1', [
      actor('x:0', { logic: 'cart' }),
      { type: 'snapshot', sessionId: 'x:0', at: 2, cause: 'xstate.init', snapshot: { status: 'active', value: 'idle', context: { n: 0 } } },
      event('x:0', 'add', 3, { sku: 'A' }),
      { type: 'snapshot', sessionId: 'x:0', at: 4, cause: 'add', snapshot: { status: 'active', value: 'saving', context: { n: 1 } } },
    ]);
    expect(store.detail('tab-1/x:0')!.history).toEqual([
      { seq: 1, at: 2, type: 'xstate.init', status: 'active', value: 'idle', context: { n: 0 } },
      { seq: 2, at: 4, type: 'add', event: { type: 'add', sku: 'A' }, status: 'active', value: 'saving', context: { n: 1 } },
    ]);
    expect(store.feed().actors[0]!.historyCount).toBe(2);
    // A snapshot whose event was not reported (an older browser module) still gets a line, named by its cause.
    store.receive('tab-1', [
      { type: 'snapshot', sessionId: 'x:0', at: 5, cause: 'done', snapshot: { status: 'active', value: 'idle' } },
      event('x:0', 'remove', 6),
      snapshot('x:0', { value: 'saving' }, 7),
    ]);
    const history = store.detail('tab-1/x:0')!.history;
    expect(history.map((h) => [h.seq, h.type, h.event !== undefined])).toEqual([
      [2, 'add', true],
      [3, 'done', false],
      [4, 'remove', true],
    ]);
    // A re-announcement after a reconnect (no cause, no event) adds a line only when the state differs.
    store.receive('tab-1', snapshot('x:0', { value: 'saving' }, 8));
    expect(store.detail('tab-1/x:0')!.history.map((h) => h.seq)).toEqual([2, 3, 4]);
    store.receive('tab-1', snapshot('x:0', { value: 'idle' }, 9));
    expect(store.detail('tab-1/x:0')!.history.map((h) => [h.seq, h.type])).toEqual([
      [3, 'done'],
      [4, 'remove'],
      [5, '(current state)'],
    ]);
    // clear() keeps the line of the state the actor is in now.
    store.clear();
    expect(store.detail('tab-1/x:0')!.history.map((h) => h.seq)).toEqual([5]);
  });

  it("links an actor to its machine's statechart, whichever arrives first", () => {
    const store = storeWithTab();
    const definition = {
      id: 'cart',
      events: ['add'],
      root: {
        id: 'cart',
        key: 'cart',
        path: '',
        type: 'compound',
        initial: 'idle',
        transitions: [],
        children: [{ id: 'cart.idle', key: 'idle', path: 'idle', type: 'atomic', children: [], transitions: [] }],
      },
    };
    store.receive('tab-1', [actor('x:0', { logic: 'cart' }), actor('x:1', { logic: 'coupon' })]);
    expect(store.feed().actors.map((a) => a.diagram)).toEqual([undefined, undefined]);
    expect(store.receive('tab-1', { type: 'machine', machineId: 'cart', definition })).toEqual({ accepted: 1, rejected: 0 });
    expect(store.feed().actors.map((a) => a.diagram)).toEqual([true, undefined]);
    store.receive('tab-1', actor('x:2', { logic: 'cart' }));
    expect(store.detail('tab-1/x:2')!.definition).toEqual(definition);
    expect(store.detail('tab-1/x:1')!.definition).toBeUndefined();
    // A malformed statechart is refused like any malformed message.
    expect(store.receive('tab-1', { type: 'machine', machineId: 'bad', definition: { id: 'bad', events: [], root: { id: 1 } } })).toEqual({
      accepted: 0,
      rejected: 1,
    });
  });

  it('sends events only to actors that run in an open tab', () => {
    const store = storeWithTab();
    store.openConnection('tab-2');
    store.receive('tab-1', [actor('x:0'), actor('x:1'), snapshot('x:1', { status: 'done' })]);
    store.receive('tab-2', [actor('x:0')]);
    expect(store.target('tab-1/x:0')).toEqual({ connectionId: 'tab-1', sessionId: 'x:0' });
    expect(store.target('tab-1/x:1')).toEqual({ refused: 'ended' });
    expect(store.target('tab-1/x:9')).toEqual({ refused: 'unknown actor' });
    store.closeConnection('tab-2');
    expect(store.target('tab-2/x:0')).toEqual({ refused: 'ended' });
  });
});
