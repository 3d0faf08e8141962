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
      { label: 'two products', event: { type: 'xstate.done.actor.loadProducts', output: { success: true, data: { items: [bike, battery] } } } },
      { label: 'no products', event: { type: 'xstate.done.actor.loadProducts', output: { success: true, data: { items: [] } } } },
      { label: 'unsuccessful answer with an error', event: { type: 'xstate.done.actor.loadProducts', output: { success: false, error: 'Store is closed' } } },
      { label: 'unsuccessful answer without an error', event: { type: 'xstate.done.actor.loadProducts', output: { success: false } } },
    ],
    'xstate.error.actor.loadProducts': [
      { label: 'HTTP 502', event: { type: 'xstate.error.actor.loadProducts', error: { code: 'unknown', status: 502, text: 'Bad Gateway' } } },
      { label: 'network down', event: { type: 'xstate.error.actor.loadProducts', error: { code: 'network', text: 'Failed to fetch' } } },
    ],
  },
  states: {
    starting: () => {
      throw new Error('starting is transient and never rests');
    },
    idle: ({ actual, inputs }) => {
      expect(actual.context.products).toEqual([]);
      // Without filters nothing is asked until a page sends products.load.
      expect(inputs.get('loadProducts')).toBeUndefined();
    },
    loading: ({ actual, inputs }) => {
      expect(actual.hasTag('busy')).toBe(true);
      expect(inputs.get('loadProducts')?.at(-1)).toEqual({ filters: { url_key: ['folt-200-s'] } });
    },
    success: ({ actual, calls, event }) => {
      expect(actual.context.products.map((p: { sku: string }) => p.sku)).toEqual(['BAT-1', 'FOLT 200-S']);
      expect(actual.context.error).toBeNull();
      // The arrival is reported once, with the products as they are kept.
      if (event.type === 'xstate.done.actor.loadProducts')
        expect(calls).toEqual([{ action: 'notifyLoaded', params: { products: actual.context.products }, context: actual.context }]);
    },
    failure: ({ actual, calls }) => {
      expect(calls).toEqual([]);
      expect([
        REQUEST_TIMED_OUT,
        PRODUCT_NOT_FOUND,
        { code: 'unknown', text: 'Store is closed' },
        { code: 'response.invalid' },
        { code: 'unknown', via: 'api', text: 'Bad Gateway' },
        { code: 'network', via: 'request', text: 'Failed to fetch' },
      ]).toContainEqual(actual.context.error);
    },
  },
};
