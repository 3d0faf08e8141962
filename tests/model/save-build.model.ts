// Model of the configurator's "Save" (the save-build machine), built on the production machine: a visitor who is not
// logged in (sent to the login page with the way back to this configuration), a customer who names the bike (an
// empty name, a good one) and the server saving it, refusing it (50 saved already, a name the server refuses), the
// session having ended, or no connection.
import { expect } from 'vitest';
import { saveBuildMachine } from '../../src/machines/saved-builds/save-build.machine';
import type { ActionCall, ModelSpec } from './model-runner';

const SKU = 'FOLT Classic';
const CONFIGURATION = '1-1.2-3.5-9_11';
const names = (calls: ActionCall[]) => calls.map((call) => call.action);
const open = (label: string, isLoggedIn: boolean) => ({
  label,
  event: { type: 'save.open', configuration: CONFIGURATION, priceCents: 189_900, defaultName: 'FOLT Classic', isLoggedIn },
});
const SAVED = {
  id: '0b7e3f3a-3c1f-4a53-9d7a-8f0c2e1b5a10',
  name: 'Camper bike',
  sku: SKU,
  configuration: CONFIGURATION,
  priceCents: 189_900,
  savedAt: '2026-11-26T20:00:00.000Z',
};

export const saveBuildModel: ModelSpec = {
  name: 'save-build',
  machine: saveBuildMachine,
  inputs: { 'the Classic configurator': { sku: SKU } },
  actors: ['saveBuild'],
  actions: ['goToLogin'],
  events: {
    'save.open': [open('a visitor who is not logged in presses Save', false), open('a logged-in customer presses Save', true)],
    'name.change': [
      { label: 'empties the name', event: { type: 'name.change', name: '   ' } },
      { label: 'names the bike', event: { type: 'name.change', name: '  Camper bike ' } },
    ],
    'save.submit': [{ label: 'presses Save in the form', event: { type: 'save.submit' } }],
    'save.close': [{ label: 'closes the form', event: { type: 'save.close' } }],
    'xstate.done.actor.saveBuild': [{ label: 'the server saved it', event: { type: 'xstate.done.actor.saveBuild', output: SAVED } }],
    'xstate.error.actor.saveBuild': [
      {
        label: '50 bikes saved already (409)',
        event: {
          type: 'xstate.error.actor.saveBuild',
          error: { kind: 'conflict', code: 'builds.limit-reached', text: 'You have 50 saved bikes: delete one before you save another', status: 409 },
        },
      },
      {
        label: 'the session has ended (401)',
        event: {
          type: 'xstate.error.actor.saveBuild',
          error: { kind: 'login-required', code: 'account.not-logged-in', text: 'Not logged in', status: 401, login: 'customer' },
        },
      },
      { label: 'no connection', event: { type: 'xstate.error.actor.saveBuild', error: { kind: 'network', code: 'network', text: 'Failed to fetch' } } },
    ],
  },
  states: {
    closed: ({ actual, calls, event }) => {
      expect(actual.hasTag('busy')).toBe(false);
      expect(actual.context.saved).toBeNull();
      // Not logged in: to the login page with this model and configuration to come back to, and nothing saved.
      if (event.type === 'save.open' && !event.isLoggedIn) {
        expect(calls).toEqual([expect.objectContaining({ action: 'goToLogin', params: { sku: SKU, configuration: CONFIGURATION } })]);
      } else if (event.type === 'xstate.error.actor.saveBuild') {
        expect(event.error.kind).toBe('login-required');
        expect(calls).toEqual([expect.objectContaining({ action: 'goToLogin', params: { sku: SKU, configuration: CONFIGURATION } })]);
      } else {
        expect(names(calls)).not.toContain('goToLogin');
      }
    },
    naming: ({ actual, calls, event }) => {
      expect(actual.hasTag('busy')).toBe(false);
      expect(names(calls)).not.toContain('goToLogin');
      const { context } = actual;
      // The form opens with the configuration and total of the moment, and the model's name when nothing was typed.
      if (event.type === 'save.open') {
        expect(context).toMatchObject({ configuration: CONFIGURATION, priceCents: 189_900, nameProblem: null, failure: null, saved: null });
        expect(context.name.trim()).not.toBe('');
      }
      if (event.type === 'name.change') expect(context.name).toBe(event.name);
      // An empty name is held back before any request, with the reason.
      if (event.type === 'save.submit') expect(context.nameProblem).toBe('builds.name-required');
      // A refusal keeps the name typed and holds the failure for the view.
      if (event.type === 'xstate.error.actor.saveBuild') {
        expect(context.failure?.kind).toBe(event.error.kind);
        expect(context.failure?.code).toBe(event.error.code);
        expect(context.name.trim()).not.toBe('');
      }
    },
    checking: () => {
      throw new Error('checking is transient');
    },
    saving: ({ actual, inputs }) => {
      expect(actual.hasTag('busy')).toBe(true);
      expect(actual.context.nameProblem).toBeNull();
      expect(actual.context.failure).toBeNull();
      // What is sent: the trimmed name, the page's model, the configuration and price of the moment Save was pressed.
      const sent = inputs.get('saveBuild')?.at(-1) as { name: string; sku: string; configuration: string; priceCents: number };
      expect(sent).toMatchObject({ sku: SKU, configuration: CONFIGURATION, priceCents: 189_900 });
      expect(sent.name).toBe(sent.name.trim());
      expect(sent.name).not.toBe('');
    },
    saved: ({ actual, calls }) => {
      expect(actual.context.saved).toEqual(SAVED);
      expect(actual.context.failure).toBeNull();
      expect(names(calls)).not.toContain('goToLogin');
    },
  },
};
