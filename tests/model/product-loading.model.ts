// Model of the product-loading machine: the answers loadProducts can give and what each state shows.
import { expect } from 'vitest';
import {
  PRODUCT_NOT_FOUND,
  productLoadingMachine,
  REQUEST_TIMED_OUT,
} from '../../src/machines/product-loading/product-loading.machine.ts';
import type { ModelSpec } from './model-runner.ts';

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
  actors: ['loadProducts'],
  actions: [],
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
    idle: ({ actual }) => expect(actual.context.products).toEqual([]),
    loading: ({ actual, inputs }) => {
      expect(actual.hasTag('busy')).toBe(true);
      expect(inputs.get('loadProducts')?.at(-1)).toEqual({ filters: { url_key: ['folt-200-s'] } });
    },
    success: ({ actual }) => {
      expect(actual.context.products.map((p: { sku: string }) => p.sku)).toEqual(['BAT-1', 'FOLT 200-S']);
      expect(actual.context.error).toBeNull();
    },
    failure: ({ actual }) => {
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
