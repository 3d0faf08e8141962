// Model of the configurator machine: a fresh configurator, a shared link with stale and conflicting choices, and a
// bike reopened from the cart; the answers loadBundleProduct can give; every choice a shopper can make (allowed
// and refused ones), the language switch and the add to cart; and the rules that must hold in every state.
import { expect } from 'vitest';
import { buildCartItem } from '../../src/machines/configurator/configurator.cart';
import { ELITE_SKU, eliteAnswer, OPTION, PART } from '../../src/machines/configurator/configurator.fixtures';
import { PRODUCT_NOT_FOUND, REQUEST_TIMED_OUT, configuratorMachine } from '../../src/machines/configurator/configurator.machine';
import { selectCanAddToCart, selectSummary } from '../../src/machines/configurator/configurator.selectors';
import { choiceOf, isChosen, missingRequiredOptions } from '../../src/machines/configurator/configurator.selection';
import { encodeConfiguration } from '../../src/machines/configurator/configurator.url';
import type { ModelSpec, StateCheckArgs } from './model-runner';

const done = (label: string, output: unknown) => ({ label, event: { type: 'xstate.done.actor.loadBundleProduct', output } });
const select = (label: string, optionId: number, selectionId: number) => ({ label, event: { type: 'option.select', optionId, selectionId } });
const toggle = (label: string, optionId: number, selectionId: number) => ({ label, event: { type: 'option.toggle', optionId, selectionId } });

const STORE_CLOSED = done('unsuccessful answer with an error', { success: false, error: 'Store is closed' });
const UNSUCCESSFUL = done('unsuccessful answer without an error', { success: false });
const BAD_GATEWAY = {
  label: 'HTTP 502',
  event: { type: 'xstate.error.actor.loadBundleProduct', error: { code: 'unknown', status: 502, text: 'Bad Gateway' } },
};
const OFFLINE = { label: 'network down', event: { type: 'xstate.error.actor.loadBundleProduct', error: { code: 'network', text: 'Failed to fetch' } } };
/** What the shopper is told for each answer that is no bike (the timeout aside). */
const FAILURE_OF = new Map<unknown, unknown>([
  [STORE_CLOSED.event, { code: 'unknown', text: 'Store is closed' }],
  [UNSUCCESSFUL.event, { code: 'response.invalid' }],
  [BAD_GATEWAY.event, { code: 'unknown', via: 'api', text: 'Bad Gateway' }],
  [OFFLINE.event, { code: 'network', via: 'request', text: 'Failed to fetch' }],
]);
const names = (calls: StateCheckArgs['calls']) => calls.map((call) => call.action);

function expectRulesHold({ actual }: StateCheckArgs) {
  const { selection } = actual.context;
  // A pannier bag hangs on a rear rack; the 600 Wh pack leaves no room for a frame bag.
  if (isChosen(selection, OPTION.bag, PART.pannier)) expect(isChosen(selection, OPTION.rack, PART.rackRear)).toBe(true);
  if (isChosen(selection, OPTION.battery, PART.bat600)) expect(isChosen(selection, OPTION.bag, PART.frameBag)).toBe(false);
  // Required options with a default always have a choice, single-choice options at most one.
  for (const optionId of [OPTION.base, OPTION.battery, OPTION.colour]) expect(choiceOf(selection, optionId)?.selectionIds).toHaveLength(1);
  for (const optionId of [OPTION.frameSize, OPTION.tubes]) expect((choiceOf(selection, optionId)?.selectionIds ?? []).length).toBeLessThanOrEqual(1);
}

function expectEffects({ actual, calls }: StateCheckArgs) {
  const { catalog, selection } = actual.context;
  for (const call of calls.filter((entry) => entry.action === 'updateUrl')) {
    expect(call.params).toEqual({ configuration: encodeConfiguration(selection) });
  }
  for (const call of calls.filter((entry) => entry.action === 'addToCart')) {
    const { item, summary } = call.params as { item: unknown; summary: { totalCents?: number; unitPriceCents: number; replacesItemId: number | null } };
    expect(item).toEqual(buildCartItem(catalog, selection, 1));
    expect(summary.unitPriceCents).toBe(selectSummary(actual)?.totalCents);
    expect(missingRequiredOptions(catalog, selection)).toEqual([]);
    // The cart line being changed is replaced once; the line after that is a new one.
    expect(actual.context.replacesItemId).toBeNull();
  }
}

export const configuratorModel: ModelSpec = {
  name: 'configurator',
  machine: configuratorMachine,
  inputs: {
    'fresh configurator': { sku: ELITE_SKU, lang: 'nl', initialSelection: null },
    // 600 Wh + frame bag conflict, a pannier without its rack, an option that is gone, and an unreadable entry.
    'shared link with stale and conflicting choices': { sku: ELITE_SKU, lang: 'de', initialSelection: '2-4.4-8.6-11_12.99-1.junk' },
    'reopened from the cart': {
      sku: ELITE_SKU,
      lang: 'en',
      replacesItemId: 7,
      initialSelection: [
        { optionId: OPTION.base, selectionIds: [PART.base], qty: 1 },
        { optionId: OPTION.battery, selectionIds: [PART.bat504], qty: 1 },
        { optionId: OPTION.colour, selectionIds: [PART.oceanBlue], qty: 1 },
        { optionId: OPTION.frameSize, selectionIds: [PART.frameM], qty: 1 },
        { optionId: OPTION.tubes, selectionIds: [PART.tube], qty: 2 },
      ],
    },
  },
  actors: ['loadBundleProduct'],
  actions: ['updateUrl', 'addToCart'],
  events: {
    'option.select': [
      select('battery 600 Wh', OPTION.battery, PART.bat600),
      select('frame size M', OPTION.frameSize, PART.frameM),
      select('a spare tube', OPTION.tubes, PART.tube),
      select('a selection that does not exist', OPTION.battery, 99),
    ],
    'option.toggle': [
      toggle('the pannier bag', OPTION.bag, PART.pannier),
      toggle('the rear rack', OPTION.rack, PART.rackRear),
      toggle('the frame bag', OPTION.bag, PART.frameBag),
      toggle('a battery (not a checkbox)', OPTION.battery, PART.bat504),
    ],
    'option.clear': [
      { label: 'no spare tubes', event: { type: 'option.clear', optionId: OPTION.tubes } },
      { label: 'no battery (required)', event: { type: 'option.clear', optionId: OPTION.battery } },
    ],
    'option.quantity': [
      { label: '3 spare tubes', event: { type: 'option.quantity', optionId: OPTION.tubes, qty: 3 } },
      { label: '11 spare tubes (too many)', event: { type: 'option.quantity', optionId: OPTION.tubes, qty: 11 } },
    ],
    'configuration.reset': [{ label: 'back to the defaults', event: { type: 'configuration.reset' } }],
    'notices.dismiss': [{ label: 'dismiss the notices', event: { type: 'notices.dismiss' } }],
    'cart.add': [{ label: 'one bike', event: { type: 'cart.add' } }],
    'language.change': [{ label: 'switch to English', event: { type: 'language.change', lang: 'en' } }],
    'product.retry': [{ label: 'the shopper retries', event: { type: 'product.retry' } }],
    'xstate.done.actor.loadBundleProduct': [
      done('the Elite with its parts', eliteAnswer(true)),
      done('the Elite without part names', eliteAnswer(false)),
      done('no products', { success: true, data: { items: [] } }),
      done('a battery, not a bike bundle', { success: true, data: { items: [{ sku: ELITE_SKU, type_id: 'simple', price: 549 }] } }),
      STORE_CLOSED,
      UNSUCCESSFUL,
    ],
    'xstate.error.actor.loadBundleProduct': [BAD_GATEWAY, OFFLINE],
  },
  states: {
    loading: ({ actual, calls, event, inputs, startedActors }) => {
      expect(actual.hasTag('busy')).toBe(true);
      expect(actual.context.error).toBeNull();
      expect(calls).toEqual([]);
      // Loaded in the page's language; a language switch loads the bike again in the new one.
      expect(startedActors).toEqual(['loadBundleProduct']);
      if (event.type === 'language.change') expect(actual.context.lang).toBe(event.lang);
      expect(inputs.get('loadBundleProduct')?.at(-1)).toEqual({ sku: ELITE_SKU, lang: actual.context.lang });
    },
    failure: ({ actual, calls, event }) => {
      expect(actual.hasTag('busy')).toBe(false);
      expect(actual.context.error).toEqual(FAILURE_OF.get(event) ?? (event.type.startsWith('xstate.after.') ? REQUEST_TIMED_OUT : 'a failure without a cause'));
      expect(calls).toEqual([]);
      expect(actual.can({ type: 'product.retry' })).toBe(true);
      expect(actual.can({ type: 'cart.add' })).toBe(false);
    },
    notFound: ({ actual, calls }) => {
      expect(actual.context.error).toEqual(PRODUCT_NOT_FOUND);
      expect(calls).toEqual([]);
      expect(actual.can({ type: 'cart.add' })).toBe(false);
    },
    configuring: (args) => {
      const { actual, calls, event } = args;
      expect(actual.hasTag('ready')).toBe(true);
      expect(actual.context.error).toBeNull();
      expect(actual.context.catalog.sku).toBe(ELITE_SKU);
      expectRulesHold(args);
      expectEffects(args);
      const complete = missingRequiredOptions(actual.context.catalog, actual.context.selection).length === 0;
      expect(selectCanAddToCart(actual)).toBe(complete);
      for (const notice of actual.context.notices) expect(['choices-dropped', 'part-added', 'part-removed']).toContain(notice.code);
      // The loaded configuration goes into the URL at once (a shared link shows the same bike).
      if (event.type === 'xstate.done.actor.loadBundleProduct') expect(names(calls)).toEqual(['updateUrl']);
      // A complete bike goes to the cart, once per press; an incomplete one does not.
      if (event.type === 'cart.add') expect(names(calls)).toEqual(complete ? ['addToCart'] : []);
      if (event.type === 'notices.dismiss') {
        expect(actual.context.notices).toEqual([]);
        expect(calls).toEqual([]);
      }
      // A choice changes the URL or, refused, nothing.
      if (event.type.startsWith('option.') || event.type === 'configuration.reset') expect([[], ['updateUrl']]).toContainEqual(names(calls));
    },
  },
};
