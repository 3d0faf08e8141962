// The runner must refuse to pass silently: missing state checks, missing event cases, a real actor that
// disagrees with the model, and transitions no path takes are all reported.
import { assign, setup } from 'xstate';
import { describe, expect, test } from 'vitest';
import { notProvidedActor } from '../../src/machines/shared';
import { listTransitions, runModel, type ModelSpec } from './model-runner';

const toy = setup({
  types: { context: {} as { count: number }, events: {} as { type: 'go' } | { type: 'never' } },
  actors: { work: notProvidedActor<number, void>('work') },
  guards: { isImpossible: () => false },
  delays: { wait: 100 },
  actions: { bump: assign({ count: ({ context }) => context.count + 1 }) },
}).createMachine({
  context: { count: 0 },
  initial: 'idle',
  states: {
    idle: { on: { go: 'busy', never: { guard: 'isImpossible', target: 'done' } } },
    busy: {
      invoke: { id: 'work', src: 'work', onDone: { target: 'done', actions: 'bump' }, onError: 'idle' },
      after: { wait: 'idle' },
    },
    done: {},
  },
});

const base: ModelSpec = {
  name: 'toy',
  machine: toy,
  actors: ['work'],
  actions: [],
  events: {
    go: [{ label: 'go', event: { type: 'go' } }],
    never: [{ label: 'never', event: { type: 'never' } }],
    'xstate.done.actor.work': [{ label: '1', event: { type: 'xstate.done.actor.work', output: 1 } }],
    'xstate.error.actor.work': [{ label: 'boom', event: { type: 'xstate.error.actor.work', error: 'boom' } }],
  },
  states: { idle: () => {}, busy: () => {}, done: () => {} },
};

describe('model runner', () => {
  test('lists every transition, guarded branches and delays included', () => {
    expect(listTransitions(toy)).toHaveLength(5);
  });

  test('reports the transition no path can take', async () => {
    const report = await runModel(base);
    expect(report.total).toBe(5);
    expect(report.uncovered).toEqual(['(machine).idle | never | 0']);
  });

  test('fails on a state without a check', async () => {
    await expect(runModel({ ...base, states: { idle: () => {}, busy: () => {} } })).rejects.toThrow(/states without a check: done/);
  });

  test('fails on an accepted event without an event case', async () => {
    const { 'xstate.error.actor.work': _omitted, ...events } = base.events;
    await expect(runModel({ ...base, events })).rejects.toThrow(/accepts "xstate.error.actor.work"/);
  });

  test('fails when a state check fails', async () => {
    await expect(
      runModel({
        ...base,
        states: {
          ...base.states,
          done: ({ actual }) => expect(actual.context.count).toBe(2),
        },
      }),
    ).rejects.toThrow(/path failed/);
  });

  test('tells a state check which actors the step started', async () => {
    const seen: string[][] = [];
    await runModel({
      ...base,
      states: {
        ...base.states,
        busy: ({ event, startedActors }) => void (event.type === 'go' && seen.push(startedActors)),
        idle: ({ startedActors }) => void seen.push(startedActors),
      },
    });
    // Entering busy starts the work; arriving in idle (at the start, after a failure or the delay) starts nothing.
    expect(seen).toContainEqual(['work']);
    expect(seen.filter((started) => started.length > 0).every((started) => started.length === 1 && started[0] === 'work')).toBe(true);
    expect(seen).toContainEqual([]);
  });
});
