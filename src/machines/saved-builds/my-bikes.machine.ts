// The "My bikes" page (issue 23 item 6): two regions that load on their own — the saved builds (server database) and
// the bikes bought (Magento's orders) — so one failing never hides the other. A saved build can be deleted; the
// list keeps showing while it is, and a refusal is held for the view to word. An ended session leads to the login.
import { assign, setup } from 'xstate';
import type { SavedBuild } from '../../../common/account/saved-builds';
import { isLoginRequired, toRequestFailure, type RequestFailure } from '../admin-common/request-failure';
import { errorOf, notProvidedAction, notProvidedActor, outputOf } from '../shared';
import type { BoughtBike } from './my-bikes.types';

export interface MyBikesContext {
  builds: SavedBuild[] | null;
  buildsFailure: RequestFailure | null;
  bikes: BoughtBike[] | null;
  bikesFailure: RequestFailure | null;
  /** The build being deleted, then the one whose deletion failed (with deleteFailure). */
  deletingId: string | null;
  deleteFailure: RequestFailure | null;
}

export type MyBikesEvent = { type: 'builds.retry' } | { type: 'bikes.retry' } | { type: 'build.delete'; id: string };

const failureOf = (event: unknown) => toRequestFailure(errorOf(event));
const goToLogin = { type: 'goToLogin', params: ({ event }: { event: unknown }) => ({ failure: failureOf(event) }) } as const;

export const myBikesMachine = setup({
  types: { context: {} as MyBikesContext, events: {} as MyBikesEvent },
  actors: {
    loadBuilds: notProvidedActor<SavedBuild[], void>('loadBuilds'),
    loadBikes: notProvidedActor<BoughtBike[], void>('loadBikes'),
    deleteBuild: notProvidedActor<void, { id: string }>('deleteBuild'),
  },
  guards: {
    isLoginRequired: ({ event }) => isLoginRequired(errorOf(event)),
    isKnownBuild: ({ context, event }) => event.type === 'build.delete' && (context.builds ?? []).some((build) => build.id === event.id),
  },
  actions: {
    goToLogin: notProvidedAction('goToLogin') as (args: unknown, params: { failure: RequestFailure }) => void,
    assignBuilds: assign({ builds: ({ event }) => outputOf<SavedBuild[]>(event) ?? [], buildsFailure: null }),
    assignBuildsFailure: assign({ buildsFailure: ({ event }) => failureOf(event) }),
    assignBikes: assign({ bikes: ({ event }) => outputOf<BoughtBike[]>(event) ?? [], bikesFailure: null }),
    assignBikesFailure: assign({ bikesFailure: ({ event }) => failureOf(event) }),
    assignDeleting: assign({ deletingId: ({ event }) => (event.type === 'build.delete' ? event.id : null), deleteFailure: null }),
    removeDeleted: assign({
      builds: ({ context }) => (context.builds ?? []).filter((build) => build.id !== context.deletingId),
      deletingId: null,
    }),
    clearBuildsFailure: assign({ buildsFailure: null }),
    clearBikesFailure: assign({ bikesFailure: null }),
    assignDeleteFailure: assign({ deleteFailure: ({ event }) => failureOf(event) }),
  },
}).createMachine({
  id: 'myBikes',
  type: 'parallel',
  context: { builds: null, buildsFailure: null, bikes: null, bikesFailure: null, deletingId: null, deleteFailure: null },
  states: {
    builds: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['buildsLoading'],
          entry: 'clearBuildsFailure',
          invoke: {
            id: 'loadBuilds',
            src: 'loadBuilds',
            onDone: { target: 'ready', actions: 'assignBuilds' },
            onError: [
              { guard: 'isLoginRequired', target: 'failed', actions: ['assignBuildsFailure', goToLogin] },
              { target: 'failed', actions: 'assignBuildsFailure' },
            ],
          },
        },
        failed: { on: { 'builds.retry': 'loading' } },
        ready: { on: { 'build.delete': { guard: 'isKnownBuild', target: 'deleting', actions: 'assignDeleting' } } },
        deleting: {
          tags: ['deleting'],
          invoke: {
            id: 'deleteBuild',
            src: 'deleteBuild',
            input: ({ context }) => ({ id: context.deletingId ?? '' }),
            onDone: { target: 'ready', actions: 'removeDeleted' },
            onError: [
              { guard: 'isLoginRequired', target: 'ready', actions: ['assignDeleteFailure', goToLogin] },
              { target: 'ready', actions: 'assignDeleteFailure' },
            ],
          },
        },
      },
    },
    bikes: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['bikesLoading'],
          entry: 'clearBikesFailure',
          invoke: {
            id: 'loadBikes',
            src: 'loadBikes',
            onDone: { target: 'ready', actions: 'assignBikes' },
            onError: [
              { guard: 'isLoginRequired', target: 'failed', actions: ['assignBikesFailure', goToLogin] },
              { target: 'failed', actions: 'assignBikesFailure' },
            ],
          },
        },
        failed: { on: { 'bikes.retry': 'loading' } },
        ready: {},
      },
    },
  },
});

export type MyBikesMachine = typeof myBikesMachine;
