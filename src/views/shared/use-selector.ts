// The one way a view reads an actor: a small selector from the machine's `*.selectors.ts` over the actor's snapshot,
// re-rendering only when the selected value changes (DESIGN §7). Same contract and implementation as @xstate/react's
// useSelector (React's useSyncExternalStoreWithSelector, the router's too; without the shim for React < 18: vite.config.ts),
// with two differences:
// - only xstate's types are imported, so a first render that reads an actor carries no xstate. Importing
//   @xstate/react's useSelector into the header's cart badge puts all of xstate into every page's first render
//   (entry closure 111.3 → 124.3 KiB gzip, measured with `npm run size`);
// - the actor may be absent (null: the shop's actors start after the first render and never on the server; a lead
//   form's machine loads when the form comes near). Then `absent` is the value, also during server rendering and
//   hydration, where such an actor never exists.
import { useCallback } from 'react';
import { useSyncExternalStoreWithSelector } from 'use-sync-external-store/with-selector';

/** An actor, or a store shaped like one (its `subscribe` and `getSnapshot`). */
export interface Readable<TSnapshot = unknown> {
  getSnapshot(): TSnapshot;
  subscribe(observer: { next: (snapshot: TSnapshot) => void; error: (error: unknown) => void }): { unsubscribe(): void };
}

type SnapshotOf<TActor> = TActor extends { getSnapshot(): infer TSnapshot } ? TSnapshot : never;

export interface SelectorOptions<T> {
  /** When two selected values are the same (default Object.is): the same value does not re-render. */
  compare?: (a: T, b: T) => boolean;
}

export interface AbsentActorOptions<T> extends SelectorOptions<T> {
  /** The value while there is no actor, and during server rendering and hydration. */
  absent: T;
}

/** Stands for "no actor" in place of a snapshot. */
const NO_ACTOR = Symbol('no actor');
const noSubscription = () => () => {};
const getNoActor = () => NO_ACTOR;

function isErrored(snapshot: unknown): snapshot is { error: unknown } {
  return typeof snapshot === 'object' && snapshot !== null && (snapshot as { status?: unknown }).status === 'error';
}

export function useSelector<TActor extends Readable, T>(actor: TActor, select: (snapshot: SnapshotOf<TActor>) => T, options?: SelectorOptions<T>): T;
export function useSelector<TActor extends Readable, T>(
  actor: TActor | null | undefined,
  select: (snapshot: SnapshotOf<TActor>) => T,
  options: AbsentActorOptions<T>,
): T;
export function useSelector<T>(actor: Readable | null | undefined, select: (snapshot: never) => T, options: Partial<AbsentActorOptions<T>> = {}): T {
  const { compare = Object.is } = options;
  const hasAbsent = 'absent' in options;
  const absent = options.absent as T;
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return noSubscription();
      const subscription = actor.subscribe({ next: onChange, error: onChange });
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const getSnapshot = useCallback(() => {
    if (!actor) return NO_ACTOR;
    // eslint-disable-next-line folt/no-whole-snapshot -- the one hook that hands the snapshot to a selector
    const snapshot = actor.getSnapshot();
    // An actor stopped by an error no transition handled fails the component (its error boundary), as in @xstate/react.
    if (isErrored(snapshot)) throw snapshot.error;
    return snapshot;
  }, [actor]);
  const selectOrAbsent = useCallback((snapshot: unknown) => (snapshot === NO_ACTOR ? absent : select(snapshot as never)), [select, absent]);
  return useSyncExternalStoreWithSelector(subscribe, getSnapshot, hasAbsent ? getNoActor : getSnapshot, selectOrAbsent, compare);
}
