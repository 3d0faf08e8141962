// The readable transition lines the coverage report checks in, and the diff it shows when a machine changed.
import { assign, not, setup } from 'xstate';
import { describe, expect, test } from 'vitest';
import { notProvidedActor } from '../../src/machines/shared';
import { listTransitions } from './model-runner';
import { diffLines, expectedText, transitionLines } from './machine-catalog';

const toy = setup({
  types: { context: {} as { count: number }, events: {} as { type: 'go' } | { type: 'stop' } | { type: 'ping' } },
  actors: { work: notProvidedActor<number, void>('work') },
  guards: { isReady: () => true, isSeeded: () => false },
  delays: { wait: 100 },
  actions: { bump: assign({ count: ({ context }) => context.count + 1 }), announce: () => {} },
}).createMachine({
  id: 'toy',
  context: { count: 0 },
  initial: 'start',
  on: { ping: { actions: 'announce' } },
  states: {
    start: { always: [{ guard: 'isSeeded', target: 'done' }, { target: 'idle' }] },
    idle: {
      on: {
        go: [
          { guard: not('isReady'), target: 'idle', reenter: true },
          { target: 'busy', actions: ['bump', { type: 'announce' }] },
        ],
      },
    },
    busy: {
      invoke: { id: 'work', src: 'work', onDone: 'done', onError: { target: 'idle', actions: assign({ count: 0 }) } },
      after: { wait: 'idle' },
      on: { stop: 'idle' },
    },
    done: { type: 'final' },
  },
});

describe('machine catalog', () => {
  test('writes one line per transition: source, event, guard, target, actions', () => {
    expect(expectedText(toy).split('\n')).toEqual([
      '(machine) --ping--> (stays) / announce',
      'busy --stop--> idle',
      'busy --xstate.after.wait.toy.busy--> idle',
      'busy --xstate.done.actor.work--> done',
      'busy --xstate.error.actor.work--> idle / xstate.assign',
      'idle --go [not(isReady)]--> idle (re-enters)',
      'idle --go--> busy / bump, announce',
      'start --(always) [isSeeded]--> done',
      'start --(always)--> idle',
      '',
    ]);
  });

  test('keys the lines as the runner keys transitions, so an uncovered one is named by its line', () => {
    expect([...transitionLines(toy).keys()].sort()).toEqual(listTransitions(toy).sort());
  });

  test('a diff names the removed and the added lines, duplicates counted', () => {
    expect(diffLines(['a --x--> b', 'a --x--> b', 'c --y--> d'], ['a --x--> b', 'c --y--> e'])).toEqual({
      removed: ['a --x--> b', 'c --y--> d'],
      added: ['c --y--> e'],
    });
    expect(diffLines(['a --x--> b'], ['a --x--> b'])).toEqual({ removed: [], added: [] });
  });
});
