// Saving a configured bike to the account (issue 23 item 6, decision 032), the configurator's "Save" action: it opens
// with the configuration and price of that moment, asks for a name (the model's name to start with), checks it under
// the shared rule and saves. A visitor who is not logged in is sent to the login page, which brings them back to the
// same configuration; a session that ended while saving does the same. A refusal keeps the name typed.
import { assign, setup } from 'xstate';
import { buildNameProblem, type BuildNameProblem, type SavedBuild } from '../../../common/account/saved-builds';
import { isLoginRequired, toRequestFailure, type RequestFailure } from '../admin-common/request-failure';
import { errorOf, notProvidedAction, notProvidedActor, outputOf } from '../shared';

export interface SaveBuildInput {
  /** The bike bundle's SKU of the configurator page. */
  sku: string;
}

export interface SaveBuildRequest {
  name: string;
  sku: string;
  configuration: string;
  priceCents: number;
}

export interface SaveBuildContext {
  sku: string;
  name: string;
  configuration: string;
  priceCents: number;
  nameProblem: BuildNameProblem | null;
  failure: RequestFailure | null;
  saved: SavedBuild | null;
}

export type SaveBuildEvent =
  /** "Save" pressed: the configuration (`o` value) and total of this moment; `defaultName` fills an empty name. */
  | { type: 'save.open'; configuration: string; priceCents: number; defaultName: string; isLoggedIn: boolean }
  | { type: 'name.change'; name: string }
  | { type: 'save.submit' }
  | { type: 'save.close' };

/** Where the login page must bring the visitor back to: this model with this configuration, the save form open. */
export interface LoginReturn {
  sku: string;
  configuration: string;
}

export const saveBuildMachine = setup({
  types: { context: {} as SaveBuildContext, events: {} as SaveBuildEvent, input: {} as SaveBuildInput },
  actors: { saveBuild: notProvidedActor<SavedBuild, SaveBuildRequest>('saveBuild') },
  guards: {
    isLoggedOut: ({ event }) => event.type === 'save.open' && !event.isLoggedIn,
    hasNameProblem: ({ context }) => context.nameProblem !== null,
    isLoginRequired: ({ event }) => isLoginRequired(errorOf(event)),
  },
  actions: {
    /** To the customer login with the way back to this configuration. */
    goToLogin: notProvidedAction('goToLogin') as (args: unknown, params: LoginReturn) => void,
    assignDraft: assign(({ context, event }) => {
      if (event.type !== 'save.open') return {};
      return {
        configuration: event.configuration,
        priceCents: event.priceCents,
        name: context.name.trim() === '' ? event.defaultName.slice(0, 60) : context.name,
        nameProblem: null,
        failure: null,
        saved: null,
      };
    }),
    assignName: assign({
      name: ({ context, event }) => (event.type === 'name.change' ? event.name : context.name),
      nameProblem: null,
    }),
    checkName: assign({ nameProblem: ({ context }) => buildNameProblem(context.name) }),
    clearFailure: assign({ failure: null }),
    assignFailure: assign({ failure: ({ event }) => toRequestFailure(errorOf(event)) }),
    assignSaved: assign({ saved: ({ event }) => outputOf<SavedBuild>(event) ?? null, failure: null }),
    /** After a save the next one starts afresh: the model's name again, not a second build of the same name. */
    forgetSaved: assign({ saved: null, name: '' }),
  },
}).createMachine({
  id: 'saveBuild',
  context: ({ input }) => ({ sku: input.sku, name: '', configuration: '', priceCents: 0, nameProblem: null, failure: null, saved: null }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'save.open': [
          {
            guard: 'isLoggedOut',
            actions: {
              type: 'goToLogin',
              params: ({ context, event }) => ({ sku: context.sku, configuration: event.type === 'save.open' ? event.configuration : '' }),
            },
          },
          { target: 'naming', actions: 'assignDraft' },
        ],
      },
    },
    naming: {
      on: {
        'name.change': { actions: 'assignName' },
        'save.submit': { target: 'checking' },
        'save.close': { target: 'closed' },
      },
    },
    checking: {
      entry: 'checkName',
      always: [
        { guard: 'hasNameProblem', target: 'naming' },
        { target: 'saving', actions: 'clearFailure' },
      ],
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveBuild',
        src: 'saveBuild',
        input: ({ context }) => ({ name: context.name.trim(), sku: context.sku, configuration: context.configuration, priceCents: context.priceCents }),
        onDone: { target: 'saved', actions: 'assignSaved' },
        onError: [
          {
            guard: 'isLoginRequired',
            target: 'closed',
            actions: ['assignFailure', { type: 'goToLogin', params: ({ context }) => ({ sku: context.sku, configuration: context.configuration }) }],
          },
          { target: 'naming', actions: 'assignFailure' },
        ],
      },
    },
    saved: {
      on: {
        'save.close': { target: 'closed', actions: 'forgetSaved' },
        'save.open': { target: 'naming', actions: ['forgetSaved', 'assignDraft'] },
      },
    },
  },
});

export type SaveBuildMachine = typeof saveBuildMachine;
