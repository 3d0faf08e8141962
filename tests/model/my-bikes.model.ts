// Model of the "My bikes" page (the my-bikes machine), built on the production machine: the saved builds and the bikes
// bought load on their own (each may fail, or find the session ended), a saved build is deleted or refused.
import { expect } from 'vitest';
import { myBikesMachine } from '../../src/machines/saved-builds/my-bikes.machine';
import type { ActionCall, ModelSpec } from './model-runner';

const BUILD_A = {
  id: '0b7e3f3a-3c1f-4a53-9d7a-8f0c2e1b5a10',
  name: 'Camper bike',
  sku: 'FOLT Classic',
  configuration: '1-1',
  priceCents: 189_900,
  savedAt: '2026-11-26T20:00:00.000Z',
};
const BUILD_B = { ...BUILD_A, id: '5d7c1e2b-9a4f-4c3e-8b1d-2f6a7e9c0d11', name: 'For Anna', configuration: '' };
const BIKE = {
  orderNumber: '000000031',
  orderToken: 'tok',
  date: '2026-11-20T10:00:00Z',
  sku: 'FOLT Classic',
  name: 'FOLT Classic',
  model: 'classic',
  options: [{ label: 'Battery', value: '504 Wh' }],
  configuration: '1-1.2-3',
};
const LOGIN = { kind: 'login-required', code: 'account.not-logged-in', text: 'Not logged in', status: 401, login: 'customer' };
const SERVER = { kind: 'server', code: 'shop.unavailable', text: 'The shop is temporarily unavailable. Please try again.', status: 503 };
const names = (calls: ActionCall[]) => calls.map((call) => call.action);
const error = (actor: string, label: string, failure: object) => ({ label, event: { type: `xstate.error.actor.${actor}`, error: failure } });

/** The login redirect happens exactly when a step's failure says the session ended. */
function expectLoginOnlyOnEndedSession(calls: ActionCall[], event: { type: string; error?: { kind?: string } }) {
  if (event.type.startsWith('xstate.error.actor') && event.error?.kind === 'login-required') {
    expect(calls).toEqual([expect.objectContaining({ action: 'goToLogin', params: { failure: event.error } })]);
  } else {
    expect(names(calls)).not.toContain('goToLogin');
  }
}

export const myBikesModel: ModelSpec = {
  name: 'my-bikes',
  machine: myBikesMachine,
  actors: ['loadBuilds', 'loadBikes', 'deleteBuild'],
  actions: ['goToLogin'],
  events: {
    'builds.retry': [{ label: 'tries the saved bikes again', event: { type: 'builds.retry' } }],
    'bikes.retry': [{ label: 'tries the bought bikes again', event: { type: 'bikes.retry' } }],
    'build.delete': [
      { label: 'deletes "Camper bike"', event: { type: 'build.delete', id: BUILD_A.id } },
      { label: 'deletes a build that is not in the list', event: { type: 'build.delete', id: 'not-there' } },
    ],
    'xstate.done.actor.loadBuilds': [{ label: 'two saved bikes', event: { type: 'xstate.done.actor.loadBuilds', output: [BUILD_A, BUILD_B] } }],
    'xstate.error.actor.loadBuilds': [error('loadBuilds', 'the saved bikes fail (503)', SERVER), error('loadBuilds', 'the session has ended', LOGIN)],
    'xstate.done.actor.loadBikes': [{ label: 'one bike bought', event: { type: 'xstate.done.actor.loadBikes', output: [BIKE] } }],
    'xstate.error.actor.loadBikes': [error('loadBikes', 'the orders fail (503)', SERVER), error('loadBikes', 'the session has ended', LOGIN)],
    'xstate.done.actor.deleteBuild': [{ label: 'deleted', event: { type: 'xstate.done.actor.deleteBuild', output: undefined } }],
    'xstate.error.actor.deleteBuild': [
      error('deleteBuild', 'already gone (404)', { kind: 'not-found', code: 'builds.not-found', text: 'Saved bike not found', status: 404 }),
      error('deleteBuild', 'the session has ended', LOGIN),
    ],
  },
  states: {
    'builds.loading': ({ actual, calls, event }) => {
      expect(actual.hasTag('buildsLoading')).toBe(true);
      expect(actual.context.buildsFailure).toBeNull();
      expectLoginOnlyOnEndedSession(calls, event);
    },
    'builds.failed': ({ actual }) => {
      expect(actual.context.buildsFailure).not.toBeNull();
      expect(actual.context.builds).toBeNull();
    },
    'builds.ready': ({ actual, calls, event, inputs }) => {
      const { builds, deleteFailure, deletingId } = actual.context;
      if (event.type === 'xstate.done.actor.loadBuilds') expect(builds).toEqual([BUILD_A, BUILD_B]);
      // A deletion removes that build only; a refused one keeps the list as it was and says why.
      if (event.type === 'xstate.done.actor.deleteBuild') {
        expect(builds).toEqual([BUILD_B]);
        expect(deletingId).toBeNull();
        expect(deleteFailure).toBeNull();
      }
      if (event.type === 'xstate.error.actor.deleteBuild') {
        expect(builds).toEqual([BUILD_A, BUILD_B]);
        expect(deleteFailure?.kind).toBe(event.error.kind);
      }
      // An id that is not in the list (never there, or deleted already) sends nothing.
      if (event.type === 'build.delete') {
        expect(actual.hasTag('deleting')).toBe(false);
        expect((builds as Array<{ id: string }> | null)?.some((build) => build.id === event.id)).toBe(false);
      }
      expect((inputs.get('deleteBuild') ?? []).every((input) => (input as { id: string }).id === BUILD_A.id)).toBe(true);
      expectLoginOnlyOnEndedSession(calls, event);
    },
    'builds.deleting': ({ actual, inputs }) => {
      expect(actual.hasTag('deleting')).toBe(true);
      expect(actual.context.deletingId).toBe(BUILD_A.id);
      expect(actual.context.deleteFailure).toBeNull();
      expect(inputs.get('deleteBuild')?.at(-1)).toEqual({ id: BUILD_A.id });
      // The list stays in view while the build is being deleted.
      expect(actual.context.builds).toHaveLength(2);
    },
    'bikes.loading': ({ actual, calls, event }) => {
      expect(actual.hasTag('bikesLoading')).toBe(true);
      expect(actual.context.bikesFailure).toBeNull();
      expectLoginOnlyOnEndedSession(calls, event);
    },
    'bikes.failed': ({ actual }) => {
      expect(actual.context.bikesFailure).not.toBeNull();
      expect(actual.context.bikes).toBeNull();
    },
    'bikes.ready': ({ actual, event }) => {
      if (event.type === 'xstate.done.actor.loadBikes') expect(actual.context.bikes).toEqual([BIKE]);
      expect(actual.context.bikesFailure).toBeNull();
    },
  },
};
