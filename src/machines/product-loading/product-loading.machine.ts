// Product loading (spec §4, §8): loads products by filters through the injected `loadProducts` actor,
// with the spec's 15 s timeout and its errors; started with filters it loads at once. How an answer is read lives in products-answer.ts, shared
// with the server-rendering loaders of the shop pages.
import { assign, setup } from 'xstate';
import type { Envelope } from '../../../common/contract/envelope.schema';
import type { Product, ProductFilters, ProductList } from '../../../common/contract/product.schema';
import { errorOf, notProvidedActor, outputOf } from '../shared';
import { requestError, type ShopError } from '../shop-error';
import { answerError, isEmptyAnswer, isUnsuccessfulAnswer, PRODUCT_NOT_FOUND, productsOf } from './products-answer';

export { PRODUCT_NOT_FOUND } from './products-answer';

export const PRODUCT_REQUEST_TIMEOUT_MS = 15_000;
/** Spec §8: no answer within PRODUCT_REQUEST_TIMEOUT_MS ('Request timed out. Please try again.'). */
export const REQUEST_TIMED_OUT: ShopError = { code: 'request.timeout' };

export interface ProductLoadingContext {
  filters: ProductFilters;
  /** Products per page; unset means the server's default (24, spec §9). */
  pageSize?: number;
  products: Product[];
  error: ShopError | null;
}

export type ProductLoadingEvent = { type: 'products.load'; filters: ProductFilters; pageSize?: number } | { type: 'products.retry' };

export interface ProductLoadingInput {
  filters?: ProductFilters;
  pageSize?: number;
}

export interface LoadProductsInput {
  filters: ProductFilters;
  pageSize?: number;
}

type ProductsAnswer = Envelope<ProductList>;

function initialContext({ input }: { input: ProductLoadingInput }): ProductLoadingContext {
  return { filters: input.filters ?? {}, ...(input.pageSize ? { pageSize: input.pageSize } : {}), products: [], error: null };
}

function toLoadProductsInput({ context }: { context: ProductLoadingContext }): LoadProductsInput {
  return context.pageSize ? { filters: context.filters, pageSize: context.pageSize } : { filters: context.filters };
}

const notifyLoaded = { type: 'notifyLoaded', params: ({ context }: { context: ProductLoadingContext }) => ({ products: context.products }) } as const;

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
    hasFilters: ({ context }) => Object.keys(context.filters).length > 0,
    isUnsuccessfulAnswer: ({ event }) => isUnsuccessfulAnswer(outputOf<ProductsAnswer>(event)),
    isEmptyAnswer: ({ event }) => isEmptyAnswer(outputOf<ProductsAnswer>(event)),
  },
  actions: {
    /** The products arrived. The product page provides it (its view_item); nobody else listens. */
    notifyLoaded: (_args: unknown, _params: { products: Product[] }) => {},
    assignFilters: assign({
      filters: ({ event }) => (event.type === 'products.load' ? event.filters : {}),
      pageSize: ({ context, event }) => (event.type === 'products.load' ? event.pageSize : context.pageSize),
    }),
    clearError: assign({ error: null }),
    assignProducts: assign({
      products: ({ event }) => productsOf(outputOf<ProductsAnswer>(event)),
      error: null,
    }),
    assignAnswerError: assign({
      products: [],
      error: ({ event }) => answerError(outputOf<ProductsAnswer>(event)),
    }),
    assignNotFound: assign({ products: [], error: PRODUCT_NOT_FOUND }),
    assignRequestFailure: assign({
      products: [],
      error: ({ event }) => requestError(errorOf(event)),
    }),
    assignTimeout: assign({ products: [], error: REQUEST_TIMED_OUT }),
  },
}).createMachine({
  id: 'productLoading',
  context: initialContext,
  initial: 'starting',
  on: {
    'products.load': { target: '.loading', reenter: true, actions: 'assignFilters' },
  },
  states: {
    starting: {
      always: [{ guard: 'hasFilters', target: 'loading' }, { target: 'idle' }],
    },
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
          { target: 'success', actions: ['assignProducts', notifyLoaded] },
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
