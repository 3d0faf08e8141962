// useSelector for the parts of the configurator that follow a choice rather than answer it (the summary's figures
// and lines, the picture's text): the value changes in a task after the next paint, so the frame of the click
// holds only the work of the control itself, the price, the picture and the notices (issue 6: a choice shows its
// price and picture within one frame on a slow phone). All of them update in that one task, so React renders them
// together once.
import { useEffect, useState } from 'react';
import type { ConfiguratorActor } from './configurator-types';

type Snapshot = ReturnType<ConfiguratorActor['getSnapshot']>;

const waiting = new Set<() => void>();
let scheduled = false;

function runWaiting(): void {
  scheduled = false;
  const callbacks = [...waiting];
  waiting.clear();
  for (const callback of callbacks) callback();
}

/**
 * Runs `then` in a task after the next frame has been painted (a timer started by that frame's animation-frame
 * callback; at once where there are no frames). Returns a function that cancels it.
 */
export function afterNextPaint(then: () => void): () => void {
  const callback = () => then();
  waiting.add(callback);
  if (!scheduled) {
    scheduled = true;
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(runWaiting, 0));
    else setTimeout(runWaiting, 0);
  }
  return () => {
    waiting.delete(callback);
  };
}

/**
 * The selected value, updated after the next paint when the actor's snapshot changes. `select` must be stable (a
 * module-level selector or one from useCallback); the value is compared by identity, so shared selectors re-render
 * only when their slice changed.
 */
export function useSelectorAfterPaint<T>(actor: ConfiguratorActor, select: (snapshot: Snapshot) => T): T {
  const [value, setValue] = useState(() => select(actor.getSnapshot()));
  useEffect(() => {
    let cancel: (() => void) | null = null;
    const update = () => {
      cancel = null;
      const next = select(actor.getSnapshot());
      setValue(() => next);
    };
    // A change between the first render and this effect.
    update();
    const subscription = actor.subscribe(() => {
      cancel ??= afterNextPaint(update);
    });
    return () => {
      subscription.unsubscribe();
      cancel?.();
    };
  }, [actor, select]);
  return value;
}
