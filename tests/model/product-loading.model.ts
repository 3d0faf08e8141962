// Model of the product-loading machine: started without filters (a page sends products.load) or with them (it loads
// at once), the answers loadProducts can give, what each state shows, and the products reported when they arrive.
import { expect } from 'vitest';
import { PRODUCT_NOT_FOUND, productLoadingMachine, REQUEST_TIMED_OUT } from '../../src/machines/product-loading/product-loading.machine';
import type { ModelSpec } from './model-runner';

const bike = {
  sku: 'FOLT 200-S',
  custom_attributes: [
    { attribute_code: 'url_key', value: 'folt-200-s' },
    { attribute_code: 'sort_order', value: '2' },
  ],
};
const battery = { sku: 'BAT-1', custom_attributes: [{ attribute_code: 'sort_order', value: '1' }] };

const TWO_PRODUCTS = { type: 'xstate.done.actor.loadProducts', output: { success: true, data: { items: [bike, battery] } } };
const NO_PRODUCTS = { type: 'xstate.done.actor.loadProducts', output: { success: true, data: { items: [] } } };
const STORE_CLOSED = { type: 'xstate.done.actor.loadProducts', output: { success: false, error: 'Store is closed' } };
const UNSUCCESSFUL = { type: 'xstate.done.actor.loadProducts', output: { success: false } };
const BAD_GATEWAY = { type: 'xstate.error.actor.loadProducts', error: { code: 'unknown', status: 502, text: 'Bad Gateway' } };
const OFFLINE = { type: 'xstate.error.actor.loadProducts', error: { code: 'network', text: 'Failed to fetch' } };
/** What the shopper is told for each answer that is no list of products (the timeout aside). */
const FAILURE_OF = new Map<unknown, unknown>([
  [NO_PRODUCTS, PRODUCT_NOT_FOUND],
  [STORE_CLOSED, { code: 'unknown', text: 'Store is closed' }],
  [UNSUCCESSFUL, { code: 'response.invalid' }],
  [BAD_GATEWAY, { code: 'unknown', via: 'api', text: 'Bad Gateway' }],
  [OFFLINE, { code: 'network', via: 'request', text: 'Failed to fetch' }],
]);

export const productLoadingModel: ModelSpec = {
  name: 'product-loading',
  machine: productLoadingMachine,
  inputs: {
    'started without filters': {},
    'started with url_key folt-200-s': { filters: { url_key: ['folt-200-s'] } },
  },
  actors: ['loadProducts'],
  actions: ['notifyLoaded'],
  events: {
    'products.load': [{ label: 'url_key folt-200-s', event: { type: 'products.load', filters: { url_key: ['folt-200-s'] } } }],
    'products.retry': [{ label: 'the shopper retries', event: { type: 'products.retry' } }],
    'xstate.done.actor.loadProducts': [
      { label: 'two products', event: TWO_PRODUCTS },
      { label: 'no products', event: NO_PRODUCTS },
      { label: 'unsuccessful answer with an error', event: STORE_CLOSED },
      { label: 'unsuccessful answer without an error', event: UNSUCCESSFUL },
    ],
    'xstate.error.actor.loadProducts': [
      { label: 'HTTP 502', event: BAD_GATEWAY },
      { label: 'network down', event: OFFLINE },
    ],
  },
  states: {
    starting: () => {
      throw new Error('starting is transient and never rests');
    },
    idle: ({ actual, calls, inputs }) => {
      expect(actual.hasTag('busy')).toBe(false);
      expect(actual.context.products).toEqual([]);
      expect(actual.context.error).toBeNull();
      expect(calls).toEqual([]);
      // Without filters nothing is asked until a page sends products.load.
      expect(inputs.get('loadProducts')).toBeUndefined();
    },
    loading: ({ actual, calls, event, inputs, startedActors }) => {
      expect(actual.hasTag('busy')).toBe(true);
      // A new load (a first one, a retry, new filters even while one runs) asks again and shows no old error.
      expect(startedActors).toEqual(['loadProducts']);
      expect(actual.context.error).toBeNull();
      expect(calls).toEqual([]);
      expect(inputs.get('loadProducts')?.at(-1)).toEqual({ filters: { url_key: ['folt-200-s'] } });
      if (event.type === 'products.load') expect(actual.context.filters).toEqual(event.filters);
    },
    success: ({ actual, calls, event }) => {
      expect(actual.hasTag('busy')).toBe(false);
      // Sorted by sort_order, as the shop lists them.
      expect(actual.context.products.map((p: { sku: string }) => p.sku)).toEqual(['BAT-1', 'FOLT 200-S']);
      expect(actual.context.error).toBeNull();
      // The arrival is reported once, with the products as they are kept.
      if (event.type === 'xstate.done.actor.loadProducts')
        expect(calls).toEqual([{ action: 'notifyLoaded', params: { products: actual.context.products }, context: actual.context }]);
    },
    failure: ({ actual, calls, event }) => {
      expect(actual.hasTag('busy')).toBe(false);
      expect(calls).toEqual([]);
      // Nothing of an earlier answer stays on screen beside the error.
      expect(actual.context.products).toEqual([]);
      expect(actual.context.error).toEqual(FAILURE_OF.get(event) ?? (event.type.startsWith('xstate.after.') ? REQUEST_TIMED_OUT : 'a failure without a cause'));
    },
  },
};
