// Helpers shared by the shop machines: the "not provided" stubs for injected effects and the
// shopper-facing text of a failed request (spec §8).
import { fromPromise } from 'xstate';
import type { RequestFailure } from './shop.types.ts';

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

export const INVALID_RESPONSE = 'Invalid response format';

function isRequestFailure(error: unknown): error is RequestFailure {
  return typeof error === 'object' && error !== null && typeof (error as RequestFailure).message === 'string';
}

/** 'API error: …' when the server answered with an error status, 'Request failed: …' otherwise. */
export function describeRequestFailure(error: unknown): string {
  if (!isRequestFailure(error)) return `Request failed: ${String(error)}`;
  return typeof error.status === 'number' ? `API error: ${error.message}` : `Request failed: ${error.message}`;
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
