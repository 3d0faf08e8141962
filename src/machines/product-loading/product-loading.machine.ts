// Product loading (spec §4, §8): loads products by filters through the injected `loadProducts` actor,
// with the spec's 15 s timeout and its error texts.
import { assign, setup } from 'xstate';
import type { ApiEnvelope, Product, ProductFilters, ProductList } from '../shop.types.ts';
import { describeRequestFailure, errorOf, INVALID_RESPONSE, notProvidedActor, outputOf } from '../shared.ts';
import { toShopProducts } from './products.ts';

export const PRODUCT_REQUEST_TIMEOUT_MS = 15_000;
export const TIMEOUT_MESSAGE = 'Request timed out. Please try again.';
export const NOT_FOUND_MESSAGE = 'Product not found';

export interface ProductLoadingContext {
  filters: ProductFilters;
  products: Product[];
  error: string | null;
}

export type ProductLoadingEvent = { type: 'products.load'; filters: ProductFilters } | { type: 'products.retry' };

export interface ProductLoadingInput {
  filters?: ProductFilters;
}

export interface LoadProductsInput {
  filters: ProductFilters;
}

type ProductsAnswer = ApiEnvelope<ProductList>;

function initialContext({ input }: { input: ProductLoadingInput }): ProductLoadingContext {
  return { filters: input.filters ?? {}, products: [], error: null };
}

function toLoadProductsInput({ context }: { context: ProductLoadingContext }): LoadProductsInput {
  return { filters: context.filters };
}

export const productLoadingMachine = setup({
  types: {
    context: {} as ProductLoadingContext,
    events: {} as ProductLoadingEvent,
    input: {} as ProductLoadingInput,
  },
  actors: {
    loadProducts: notProvidedActor<ProductsAnswer, LoadProductsInput>('loadProducts'),
  },
  delays: {
    requestTimeout: PRODUCT_REQUEST_TIMEOUT_MS,
  },
  guards: {
    isUnsuccessfulAnswer: ({ event }) => {
      const answer = outputOf<ProductsAnswer>(event);
      return !answer?.success || !Array.isArray(answer.data?.items);
    },
    isEmptyAnswer: ({ event }) => (outputOf<ProductsAnswer>(event)?.data?.items ?? []).length === 0,
  },
  actions: {
    assignFilters: assign({
      filters: ({ event }) => (event.type === 'products.load' ? event.filters : {}),
    }),
    clearError: assign({ error: null }),
    assignProducts: assign({
      products: ({ event }) => toShopProducts(outputOf<ProductsAnswer>(event)?.data?.items ?? []),
      error: null,
    }),
    assignAnswerError: assign({
      products: [],
      error: ({ event }) => {
        const answer = outputOf<ProductsAnswer>(event);
        return answer?.success === false && answer.error ? answer.error : INVALID_RESPONSE;
      },
    }),
    assignNotFound: assign({ products: [], error: NOT_FOUND_MESSAGE }),
    assignRequestFailure: assign({
      products: [],
      error: ({ event }) => describeRequestFailure(errorOf(event)),
    }),
    assignTimeout: assign({ products: [], error: TIMEOUT_MESSAGE }),
  },
}).createMachine({
  id: 'productLoading',
  context: initialContext,
  initial: 'idle',
  on: {
    'products.load': { target: '.loading', reenter: true, actions: 'assignFilters' },
  },
  states: {
    idle: {},
    loading: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'loadProducts',
        src: 'loadProducts',
        input: toLoadProductsInput,
        onDone: [
          { guard: 'isUnsuccessfulAnswer', target: 'failure', actions: 'assignAnswerError' },
          { guard: 'isEmptyAnswer', target: 'failure', actions: 'assignNotFound' },
          { target: 'success', actions: 'assignProducts' },
        ],
        onError: { target: 'failure', actions: 'assignRequestFailure' },
      },
      after: {
        requestTimeout: { target: 'failure', actions: 'assignTimeout' },
      },
    },
    success: {},
    failure: {
      on: { 'products.retry': 'loading' },
    },
  },
});
