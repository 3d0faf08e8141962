// The inspector's serializer: cycles, actor refs, functions, Errors and other non-JSON values become readable
// JSON; depth, keys, items, strings and whole messages stay within their caps; nothing it is given makes it throw.
import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup } from 'xstate';
import { defaultLimits, encodeMessage, MAX_MESSAGE_CHARS, serializeSnapshot, toInspectableJson } from './inspection.serializer';

describe('toInspectableJson', () => {
  it('keeps plain JSON as it is', () => {
    const value = { a: 1, b: 'two', c: [true, null, { d: 1.5 }] };
    expect(toInspectableJson(value)).toEqual(value);
  });

  it('marks cycles but repeats shared (non-cyclic) references', () => {
    const shared = { name: 'shared' };
    const root: Record<string, unknown> = { left: shared, right: shared };
    root.self = root;
    const list: unknown[] = [1];
    list.push(list);
    expect(toInspectableJson(root)).toEqual({ left: { name: 'shared' }, right: { name: 'shared' }, self: '[Circular]' });
    expect(toInspectableJson(list)).toEqual([1, '[Circular]']);
  });

  it('shows actor refs as their id and session id instead of walking into the actor', () => {
    const child = createActor(setup({}).createMachine({ id: 'child' }), { systemId: 'kid' });
    expect(toInspectableJson({ ref: child })).toEqual({ ref: { $actor: 'child', sessionId: child.sessionId, systemId: 'kid' } });
  });

  it('names functions, describes Errors (with their cause) and converts other non-JSON values', () => {
    function namedThing() {}
    const error = new TypeError('bad input', { cause: new Error('root cause') });
    const out = toInspectableJson({
      fn: namedThing,
      arrow: () => 1,
      error,
      date: new Date('2024-05-01T10:00:00Z'),
      invalidDate: new Date('nope'),
      big: 12n,
      sym: Symbol('s'),
      nan: Number.NaN,
      inf: Number.POSITIVE_INFINITY,
      undef: undefined,
      re: /a+/g,
      map: new Map<unknown, unknown>([[{ k: 1 }, 'v']]),
      set: new Set(['x', 'y']),
      bytes: new Uint8Array(3),
      promise: Promise.resolve(1),
      url: new URL('https://folt.example/a?b=1'),
      node: { nodeType: 1, nodeName: 'BUTTON', id: 'buy' },
    }) as Record<string, unknown>;
    expect(out.fn).toBe('[Function namedThing]');
    expect(out.arrow).toBe('[Function arrow]');
    expect(out.error).toMatchObject({ $error: 'TypeError', message: 'bad input', cause: { $error: 'Error', message: 'root cause' } });
    expect(String((out.error as { stack: string }).stack).split('\n').length).toBeLessThanOrEqual(6);
    expect(out.date).toBe('2024-05-01T10:00:00.000Z');
    expect(out.invalidDate).toBe('Invalid Date');
    expect(out.big).toBe('12n');
    expect(out.sym).toBe('Symbol(s)');
    expect(out.nan).toBe('NaN');
    expect(out.inf).toBe('Infinity');
    expect(out.undef).toBeNull();
    expect(out.re).toBe('/a+/g');
    expect(out.map).toEqual({ $map: [[{ k: 1 }, 'v']] });
    expect(out.set).toEqual({ $set: ['x', 'y'] });
    expect(out.bytes).toBe('[Uint8Array(3 bytes)]');
    expect(out.promise).toBe('[Promise]');
    expect(out.url).toBe('https://folt.example/a?b=1');
    expect(out.node).toBe('[button#buy]');
  });

  it('caps depth, keys, items and string length', () => {
    const limits = { ...defaultLimits, maxDepth: 2, maxKeys: 2, maxItems: 3, maxString: 5 };
    expect(toInspectableJson({ a: { b: { c: 1 } }, list: { l: [1] } }, limits)).toEqual({ a: { b: '[Object]' }, list: { l: '[Array(1)]' } });
    expect(toInspectableJson({ a: 1, b: 2, c: 3, d: 4 }, limits)).toEqual({ a: 1, b: 2, '…': '+2 more keys' });
    expect(toInspectableJson([1, 2, 3, 4, 5], limits)).toEqual([1, 2, 3, '… +2 more items']);
    expect(toInspectableJson('abcdefgh', limits)).toBe('abcde… (+3 chars)');
  });

  it('stops after maxNodes so one enormous value cannot stall the page', () => {
    const wide = Array.from({ length: 40 }, (_, i) => ({ i }));
    const out = toInspectableJson(wide, { ...defaultLimits, maxItems: 100, maxNodes: 20 }) as unknown[];
    expect(JSON.stringify(out)).toContain('[Truncated]');
    expect(out).toHaveLength(40);
  });

  it('never throws: a throwing getter or a hostile Proxy becomes a marker', () => {
    const withGetter = {
      ok: 1,
      get broken(): number {
        throw new Error('nope');
      },
    };
    expect(toInspectableJson(withGetter)).toEqual({ ok: 1, broken: '[Thrown: nope]' });
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('trap');
        },
        ownKeys() {
          throw new Error('trap');
        },
      },
    );
    expect(() => toInspectableJson({ hostile })).not.toThrow();
    expect(JSON.stringify(toInspectableJson({ hostile }))).toContain('trap');
  });

  it('always produces something JSON.stringify accepts', () => {
    const nasty: Record<string, unknown> = { big: 1n, fn() {}, sym: Symbol('x') };
    nasty.loop = nasty;
    expect(() => JSON.stringify(toInspectableJson(nasty))).not.toThrow();
  });
});

describe('serializeSnapshot', () => {
  const machine = setup({
    types: { context: {} as { count: number; child?: unknown } },
    actors: { load: fromPromise(async () => 'loaded') },
  }).createMachine({
    id: 'counter',
    context: { count: 0 },
    initial: 'idle',
    states: {
      idle: { tags: ['resting'], on: { go: { target: 'busy', actions: assign({ count: ({ context }) => context.count + 1 }) } } },
      busy: { invoke: { id: 'loader', src: 'load' }, initial: 'a', states: { a: {} } },
    },
  });

  it('picks status, value, context, tags and children, and leaves out the machine and methods', () => {
    const actor = createActor(machine).start();
    actor.send({ type: 'go' });
    const out = serializeSnapshot(actor.getSnapshot());
    expect(out).toEqual({ status: 'active', value: { busy: 'a' }, context: { count: 1 }, tags: [], children: ['loader'] });
    expect(JSON.stringify(out)).not.toContain('"machine"');
    const idle = serializeSnapshot(createActor(machine).start().getSnapshot());
    expect(idle.tags).toEqual(['resting']);
    actor.stop();
  });

  it('carries output and errors of promise actors', async () => {
    const failing = createActor(fromPromise(async () => Promise.reject(new Error('offline'))));
    failing.subscribe({ error: () => {} });
    failing.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(serializeSnapshot(failing.getSnapshot())).toMatchObject({ status: 'error', error: { $error: 'Error', message: 'offline' } });
  });
});

describe('encodeMessage', () => {
  it('leaves small messages alone', () => {
    const message = { type: 'event' as const, sessionId: 'x:1', at: 1, event: { type: 'go' } };
    expect(JSON.parse(encodeMessage(message))).toEqual(message);
  });

  it('replaces a too-large context but keeps the state value and status', () => {
    const huge = 'x'.repeat(MAX_MESSAGE_CHARS);
    const text = encodeMessage({ type: 'snapshot', sessionId: 'x:1', at: 1, snapshot: { status: 'active', value: 'ready', context: { huge } } });
    expect(text.length).toBeLessThanOrEqual(MAX_MESSAGE_CHARS);
    expect(JSON.parse(text).snapshot).toEqual({ status: 'active', value: 'ready', context: expect.stringMatching(/^\[Too large: \d+ KB of JSON\]$/) });
  });

  it('replaces a too-large event payload but keeps its type', () => {
    const text = encodeMessage({ type: 'event', sessionId: 'x:1', at: 1, event: { type: 'cart.loaded', items: 'y'.repeat(MAX_MESSAGE_CHARS) } });
    expect(text.length).toBeLessThanOrEqual(MAX_MESSAGE_CHARS);
    expect(JSON.parse(text).event).toEqual({ type: 'cart.loaded', $truncated: expect.stringContaining('Too large') });
  });
});
