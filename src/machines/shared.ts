// Helpers shared by the shop machines: the "not provided" stubs for injected effects and the reading of actors'
// done and error events (a failed request's error is shop-error.ts requestError).
import { fromPromise } from 'xstate';

/** A request actor that must be supplied with `.provide()` (a `*.live.ts` binding or a test fake). */
export function notProvidedActor<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`actor "${name}" not provided`);
  });
}

/** An action that must be supplied with `.provide()`. */
export function notProvidedAction(name: string) {
  return (): void => {
    throw new Error(`action "${name}" not provided`);
  };
}

/**
 * The output of an actor's done event. Implementations declared in `setup` are typed with the user
 * events only, so done/error events are read through these two helpers.
 */
export function outputOf<T>(event: unknown): T | undefined {
  return (event as { output?: T }).output;
}

export function errorOf(event: unknown): unknown {
  return (event as { error?: unknown }).error;
}
