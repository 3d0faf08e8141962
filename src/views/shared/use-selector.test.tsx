// The views' one useSelector as the server renders it: the selected slice of a running actor, the stated value for
// an actor that does not exist (or that must not be read before hydration), and an actor's unhandled error.
import { renderToStaticMarkup } from 'react-dom/server';
import { assign, createActor, createMachine, setup } from 'xstate';
import { describe, expect, test } from 'vitest';
import { useSelector, type Readable } from './use-selector';

const counter = setup({ types: { context: {} as { count: number }, events: {} as { type: 'add' } } }).createMachine({
  context: { count: 2 },
  on: { add: { actions: assign({ count: ({ context }) => context.count + 1 }) } },
});
type CounterActor = ReturnType<typeof createActor<typeof counter>>;
const selectCount = (snapshot: ReturnType<CounterActor['getSnapshot']>) => snapshot.context.count;

function Count({ actor }: { actor: CounterActor }) {
  return <p>{useSelector(actor, selectCount)}</p>;
}

function MaybeCount({ actor }: { actor: CounterActor | null }) {
  return <p>{useSelector(actor, selectCount, { absent: -1 })}</p>;
}

describe('useSelector', () => {
  test("reads the selected slice of the actor's current snapshot", () => {
    const actor = createActor(counter).start();
    actor.send({ type: 'add' });
    expect(renderToStaticMarkup(<Count actor={actor} />)).toBe('<p>3</p>');
  });

  test('an absent actor gives the stated value', () => {
    expect(renderToStaticMarkup(<MaybeCount actor={null} />)).toBe('<p>-1</p>');
  });

  test('with a stated value, server rendering (and hydration) never reads the actor', () => {
    const actor = createActor(counter).start();
    expect(renderToStaticMarkup(<MaybeCount actor={actor} />)).toBe('<p>-1</p>');
  });

  test('reads a store shaped like an actor', () => {
    const store: Readable<{ name: string }> = { getSnapshot: () => ({ name: 'FOLT' }), subscribe: () => ({ unsubscribe: () => {} }) };
    function Name() {
      return <p>{useSelector(store, (snapshot) => snapshot.name)}</p>;
    }
    expect(renderToStaticMarkup(<Name />)).toBe('<p>FOLT</p>');
  });

  test("an actor stopped by an unhandled error fails the component, as @xstate/react's does", () => {
    const failing = createMachine({
      entry: () => {
        throw new Error('broken');
      },
    });
    const actor = createActor(failing);
    actor.subscribe({ error: () => {} });
    actor.start();
    function Status() {
      return <p>{useSelector(actor, (snapshot) => snapshot.status)}</p>;
    }
    expect(() => renderToStaticMarkup(<Status />)).toThrow('broken');
  });
});
