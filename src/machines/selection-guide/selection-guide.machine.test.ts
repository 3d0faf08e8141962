// Where the selection guide opens: on its intro, or on the first question when the visitor pressed Start before the
// guide had loaded (that click is not lost); the intro stays one step back either way.
import { createActor } from 'xstate';
import { describe, expect, test } from 'vitest';
import { selectionGuideMachine } from './selection-guide.machine';
import { selectStep } from './selection-guide.selectors';

describe('selection guide machine', () => {
  test('opens on the intro; Start leads to the first question', () => {
    const actor = createActor(selectionGuideMachine, { input: {} }).start();
    expect(selectStep(actor.getSnapshot())).toBe('intro');
    actor.send({ type: 'guide.start' });
    expect(selectStep(actor.getSnapshot())).toBe('storage');
  });

  test('a Start pressed before the guide had loaded opens it on the first question, with the intro one step back', () => {
    const actor = createActor(selectionGuideMachine, { input: { startAtOnce: true } }).start();
    expect(selectStep(actor.getSnapshot())).toBe('storage');
    actor.send({ type: 'guide.back' });
    expect(selectStep(actor.getSnapshot())).toBe('intro');
  });
});
