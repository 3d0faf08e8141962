// The one creation path: with the page's inspector on, every actor (and the children it invokes) reports to it,
// an observer the caller passes keeps receiving too, and with it off (production, server rendering) the options
// pass through untouched.
import { describe, expect, it, vi } from 'vitest';
import { fromPromise, setup, type InspectionEvent } from 'xstate';

let page: ((event: InspectionEvent) => void) | undefined;
vi.mock('./xstate-inspector', () => ({ createInspector: () => (page ? { inspect: page } : undefined) }));
const { createInspectedActor, withInspector } = await import('./inspected-actor');

const machine = setup({ actors: { load: fromPromise(async () => 'ok') } }).createMachine({
  id: 'probe',
  initial: 'loading',
  states: { loading: { invoke: { id: 'load', src: 'load', onDone: 'done' } }, done: {} },
});

describe('createInspectedActor', () => {
  it("reports the actor and its invoked child to the page's inspector, and to the caller's observer too", async () => {
    const seen: string[] = [];
    const own: string[] = [];
    page = (event) => event.type === '@xstate.actor' && seen.push((event.actorRef as unknown as { id: string }).id);
    const actor = createInspectedActor(machine, {
      inspect: { next: (event) => event.type === '@xstate.actor' && own.push((event.actorRef as unknown as { id: string }).id) },
    });
    actor.start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('done'));
    expect(seen).toEqual([actor.id, 'load']);
    expect(own).toEqual([actor.id, 'load']);
    actor.stop();
  });

  it('leaves the options alone when the inspector is off, and does not add it twice', () => {
    page = undefined;
    const options = { input: { a: 1 } };
    expect(withInspector(options)).toBe(options);
    expect(withInspector(undefined)).toBeUndefined();
    page = () => {};
    expect(withInspector({ inspect: page })).toEqual({ inspect: page });
    expect(withInspector(undefined)).toEqual({ inspect: page });
  });
});
