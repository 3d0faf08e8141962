// One back-office list (orders, parts, shop listing, leads, bikes, the dashboard's figures): load for a query,
// reload when the query changes (filters applied here, or the URL changed by back/forward), retry, and save one
// row's quick edit at a time next to it. Two regions, so a list reload never cancels a save and vice versa. A
// missing session (401) sends the admin to the login page with the way back; the page state is in the URL.
import { assign, setup } from 'xstate';
import { errorOf, notProvidedAction, notProvidedActor, outputOf } from '../shared';
import { isLoginRequired, toRequestFailure, type RequestFailure } from '../admin-common/request-failure';

// The machine is one definition for every list, so query, data and patch are opaque to it (`unknown`); each page's
// live binding and selectors give them their types.
type Query = unknown;
type Data = unknown;
type Patch = unknown;

export interface AdminListInput {
  query: Query;
}

export interface SaveRowInput<TPatch = Patch> {
  key: string;
  patch: TPatch;
}

export interface AdminListContext {
  query: Query;
  data: Data | null;
  failure: RequestFailure | null;
  /** The row being saved (its key and what changes). */
  saving: SaveRowInput | null;
  /** The key of the row whose last save failed (the view keeps its inputs open). */
  saveFailedKey: string | null;
}

export type AdminListEvent =
  /** The admin applied filters or changed the page: written to the URL and loaded. */
  | { type: 'filters.apply'; query: Query }
  /** The URL's query changed by itself (back/forward, a link). */
  | { type: 'query.change'; query: Query }
  | { type: 'list.retry' }
  | { type: 'row.save'; key: string; patch: Patch };

/** How a saved row enters the list (the server's answer when it sent one, else the patch). */
export type ApplySaved<TData = Data, TPatch = Patch> = (data: TData, key: string, patch: TPatch, saved: unknown) => TData;

const sameQuery = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function createAdminListMachine(applySaved: ApplySaved) {
  return setup({
    types: {
      context: {} as AdminListContext,
      events: {} as AdminListEvent,
      input: {} as AdminListInput,
    },
    actors: {
      loadList: notProvidedActor<Data, Query>('loadList'),
      saveRow: notProvidedActor<unknown, SaveRowInput>('saveRow'),
    },
    guards: {
      isNewQuery: ({ context, event }) => (event.type === 'query.change' || event.type === 'filters.apply') && !sameQuery(context.query, event.query),
      isLoginRequired: ({ event }) => isLoginRequired(errorOf(event)),
    },
    actions: {
      /** Puts the query into the page's URL (search params), without a new load from the router. */
      writeQuery: notProvidedAction('writeQuery') as (args: unknown, params: { query: Query }) => void,
      /** To the login page with the way back. */
      goToLogin: notProvidedAction('goToLogin') as (args: unknown, params: { failure: RequestFailure }) => void,
      notifySaved: notProvidedAction('notifySaved'),
      notifySaveFailed: notProvidedAction('notifySaveFailed') as (args: unknown, params: { failure: RequestFailure }) => void,
      assignQuery: assign({ query: ({ context, event }) => (event.type === 'query.change' || event.type === 'filters.apply' ? event.query : context.query) }),
      assignData: assign({ data: ({ event }) => outputOf<Data>(event) ?? null, failure: null }),
      assignFailure: assign({ failure: ({ event }) => toRequestFailure(errorOf(event)) }),
      assignSaving: assign({
        saving: ({ event }) => (event.type === 'row.save' ? { key: event.key, patch: event.patch } : null),
        saveFailedKey: null,
      }),
      applySavedRow: assign({
        data: ({ context, event }) =>
          context.data !== null && context.saving ? applySaved(context.data, context.saving.key, context.saving.patch, outputOf(event)) : context.data,
        saving: null,
      }),
      markSaveFailed: assign({ saveFailedKey: ({ context }) => context.saving?.key ?? null, saving: null }),
    },
  }).createMachine({
    id: 'adminList',
    type: 'parallel',
    context: ({ input }) => ({ query: input.query, data: null, failure: null, saving: null, saveFailedKey: null }),
    states: {
      list: {
        initial: 'loading',
        on: {
          'filters.apply': {
            guard: 'isNewQuery',
            target: '.loading',
            actions: ['assignQuery', { type: 'writeQuery', params: ({ event }) => ({ query: event.query }) }],
          },
          'query.change': { guard: 'isNewQuery', target: '.loading', actions: 'assignQuery' },
        },
        states: {
          loading: {
            tags: ['loading'],
            invoke: {
              id: 'loadList',
              src: 'loadList',
              input: ({ context }: { context: AdminListContext }) => context.query,
              onDone: { target: 'ready', actions: 'assignData' },
              onError: [
                {
                  guard: 'isLoginRequired',
                  target: 'failed',
                  actions: ['assignFailure', { type: 'goToLogin', params: ({ event }) => ({ failure: toRequestFailure(errorOf(event)) }) }],
                },
                { target: 'failed', actions: 'assignFailure' },
              ],
            },
          },
          ready: {},
          failed: {
            on: { 'list.retry': 'loading' },
          },
        },
      },
      save: {
        initial: 'idle',
        states: {
          idle: {
            on: { 'row.save': { target: 'saving', actions: 'assignSaving' } },
          },
          saving: {
            tags: ['saving'],
            invoke: {
              id: 'saveRow',
              src: 'saveRow',
              input: ({ context }) => context.saving!,
              onDone: { target: 'idle', actions: ['applySavedRow', 'notifySaved'] },
              onError: [
                {
                  guard: 'isLoginRequired',
                  target: 'idle',
                  actions: ['markSaveFailed', { type: 'goToLogin', params: ({ event }) => ({ failure: toRequestFailure(errorOf(event)) }) }],
                },
                {
                  target: 'idle',
                  actions: ['markSaveFailed', { type: 'notifySaveFailed', params: ({ event }) => ({ failure: toRequestFailure(errorOf(event)) }) }],
                },
              ],
            },
          },
        },
      },
    },
  });
}
