// The bike configurator (issue 6, spec §2): loads a model's bundle product, takes the shopper's choices under the
// compatibility rules, keeps the configuration in the URL and adds the configured bike to the cart as one bundle
// line. Prices, weight and range are derived (configurator.selectors.ts); effects are injected.
import { assign, setup } from 'xstate';
import type { Lang } from '../../../common/bike-models';
import { PRODUCT_NOT_FOUND, PRODUCT_REQUEST_TIMEOUT_MS, REQUEST_TIMED_OUT } from '../product-loading/product-loading.machine';
import { answerError } from '../product-loading/products-answer';
import { errorOf, notProvidedAction, notProvidedActor, outputOf } from '../shared';
import { requestError, type ShopError } from '../shop-error';
import type { Envelope } from '../../../common/contract/envelope.schema';
import type { ProductList } from '../../../common/contract/product.schema';
import { buildAddToCartParams, type AddToCartParams } from './configurator.cart';
import { catalogFromAnswer, type BundleCatalog } from './configurator.catalog';
import * as choices from './configurator.choices';
import type { ChoiceResult, ChoiceScope } from './configurator.choices';
import { MAX_BIKE_QTY, modelOfSku } from './configurator.facts';
import type { LoadBundleProductInput } from './configurator.loader';
import type { ConfiguratorNotice } from './configurator.notices';
import { offeredCatalog, rulesFor } from './configurator.rules';
import { missingRequiredOptions, normalizeSelection, soldOutChoices, type ConfigSelection } from './configurator.selection';
import { decodeConfiguration, encodeConfiguration } from './configurator.url';

export { PRODUCT_NOT_FOUND, REQUEST_TIMED_OUT };

export interface ConfiguratorInput {
  /** The bundle SKU of configurator/{sku}. */
  sku: string;
  lang: Lang;
  /** The `o` search parameter as the router hands it over, or a selection (e.g. from selectionFromCartItem). */
  initialSelection?: string | ConfigSelection | null;
  /** The cart line being changed ("Change" in the cart); passed on with the next add to cart. */
  replacesItemId?: number | null;
}

export interface ConfiguratorContext {
  sku: string;
  lang: Lang;
  /** The catalogue as offered for this model (parts the model does not take are already left out). */
  catalog: BundleCatalog | null;
  selection: ConfigSelection;
  /** What to resolve when the catalogue arrives: the requested choices (null: the defaults) and unreadable parts. */
  requested: ConfigSelection | null;
  requestedInvalid: string[];
  /** What the configurator changed on its own at the last load or choice (each choice replaces them). */
  notices: ConfiguratorNotice[];
  error: ShopError | null;
  replacesItemId: number | null;
}

export type ConfiguratorEvent =
  | { type: 'option.select'; optionId: number; selectionId: number }
  | { type: 'option.toggle'; optionId: number; selectionId: number }
  | { type: 'option.clear'; optionId: number }
  | { type: 'option.quantity'; optionId: number; qty: number }
  | { type: 'configuration.reset' }
  | { type: 'notices.dismiss' }
  | { type: 'cart.add'; qty?: number }
  | { type: 'language.change'; lang: Lang }
  | { type: 'product.retry' };

export interface UpdateUrlParams {
  /** The new `o` value (configurator.url.ts); the view replaces the URL's, it does not push a history entry. */
  configuration: string;
}

type BundleAnswer = Envelope<ProductList>;
type Args = { context: ConfiguratorContext; event: ConfiguratorEvent };

function isSelection(value: unknown): value is ConfigSelection {
  const isId = (id: unknown) => typeof id === 'number' && Number.isSafeInteger(id) && id > 0;
  return (
    Array.isArray(value) &&
    value.every((entry: Partial<Record<keyof ConfigSelection[number], unknown>> | null) =>
      Boolean(entry && isId(entry.optionId) && isId(entry.qty) && Array.isArray(entry.selectionIds) && entry.selectionIds.every(isId)),
    )
  );
}

function initialContext({ input }: { input: ConfiguratorInput }): ConfiguratorContext {
  const decoded = isSelection(input.initialSelection)
    ? { choices: normalizeSelection(input.initialSelection), invalid: [] }
    : decodeConfiguration(input.initialSelection);
  return {
    sku: input.sku,
    lang: input.lang,
    catalog: null,
    selection: [],
    requested: decoded.choices,
    requestedInvalid: decoded.invalid,
    notices: [],
    error: null,
    replacesItemId: input.replacesItemId ?? null,
  };
}

const EMPTY_CATALOG: BundleCatalog = { sku: '', name: '', basePriceCents: 0, weightKg: null, imageSrc: null, urlKey: null, categoryIds: null, options: [] };

const scopes = new WeakMap<BundleCatalog, ChoiceScope>();

/**
 * The catalogue and rules of the loaded model (an empty catalogue before loading, where no choice is handled); one
 * object per catalogue, so the guards, the choice and the selectors of a choice do not rebuild it.
 */
export function scopeOf(context: Pick<ConfiguratorContext, 'catalog'>): ChoiceScope {
  const catalog = context.catalog ?? EMPTY_CATALOG;
  let scope = scopes.get(catalog);
  if (!scope) {
    scope = { catalog, rules: rulesFor(modelOfSku(catalog.sku)?.slug ?? null) };
    scopes.set(catalog, scope);
  }
  return scope;
}

function loadedCatalog(answer: BundleAnswer | undefined, sku: string): BundleCatalog | null {
  const catalog = catalogFromAnswer(answer, sku);
  return catalog && offeredCatalog(catalog, rulesFor(modelOfSku(catalog.sku)?.slug ?? null));
}

/**
 * The shopper's choice with the rules applied; a choice that leaves no notices keeps the (empty) notices array, so
 * the views showing notices see no change.
 */
function applyChoice(args: Args): ChoiceResult {
  const result = choiceResult(args);
  const { notices } = args.context;
  return result.notices.length === 0 && notices.length === 0 ? { selection: result.selection, notices } : result;
}

/** The shopper's choice of an event, applied with the rules; events of another type change nothing. */
function choiceResult({ context, event }: Args): ChoiceResult {
  const scope = scopeOf(context);
  const { selection } = context;
  switch (event.type) {
    case 'option.select':
      return choices.selectPart(scope, selection, event.optionId, event.selectionId);
    case 'option.toggle':
      return choices.togglePart(scope, selection, event.optionId, event.selectionId);
    case 'option.clear':
      return choices.clearOption(scope, selection, event.optionId);
    case 'option.quantity':
      return choices.setQuantity(selection, event.optionId, event.qty);
    case 'configuration.reset':
      return choices.resetSelection(scope);
    default:
      return { selection, notices: context.notices };
  }
}

const toLoadInput = ({ context }: { context: ConfiguratorContext }): LoadBundleProductInput => ({ sku: context.sku, lang: context.lang });
const urlParams = ({ context }: { context: ConfiguratorContext }): UpdateUrlParams => ({ configuration: encodeConfiguration(context.selection) });
const cartParams = ({ context, event }: Args): AddToCartParams =>
  buildAddToCartParams(scopeOf(context).catalog, context.selection, event.type === 'cart.add' ? (event.qty ?? 1) : 1, context.replacesItemId);
const updateUrl = { type: 'updateUrl', params: urlParams } as const;

export const configuratorMachine = setup({
  types: { context: {} as ConfiguratorContext, events: {} as ConfiguratorEvent, input: {} as ConfiguratorInput },
  actors: {
    /** GET /api/magento/products for the SKU in the input's language (configurator.loader.ts builds the live one). */
    loadBundleProduct: notProvidedActor<BundleAnswer, LoadBundleProductInput>('loadBundleProduct'),
  },
  delays: { requestTimeout: PRODUCT_REQUEST_TIMEOUT_MS },
  guards: {
    isUnsuccessfulAnswer: ({ event }) => {
      const answer = outputOf<BundleAnswer>(event);
      return !answer?.success || !Array.isArray(answer.data?.items);
    },
    isMissingBundle: ({ context, event }) => catalogFromAnswer(outputOf<BundleAnswer>(event), context.sku) === null,
    isSelectableChoice: ({ context, event }) =>
      event.type === 'option.select' && choices.canSelect(scopeOf(context), context.selection, event.optionId, event.selectionId),
    isToggleableChoice: ({ context, event }) =>
      event.type === 'option.toggle' && choices.canToggle(scopeOf(context), context.selection, event.optionId, event.selectionId),
    isClearableOption: ({ context, event }) => event.type === 'option.clear' && choices.canClear(scopeOf(context), event.optionId),
    isValidQuantity: ({ context, event }) =>
      event.type === 'option.quantity' && choices.canSetQuantity(scopeOf(context), context.selection, event.optionId, event.qty),
    canAddToCart: ({ context, event }) => {
      const qty = event.type === 'cart.add' ? (event.qty ?? 1) : 0;
      return (
        context.catalog !== null &&
        missingRequiredOptions(context.catalog, context.selection).length === 0 &&
        soldOutChoices(context.catalog, context.selection).length === 0 &&
        Number.isInteger(qty) &&
        qty >= 1 &&
        qty <= MAX_BIKE_QTY
      );
    },
  },
  actions: {
    /** Replaces the URL's `o` parameter (history replace, not push). */
    updateUrl: notProvidedAction('updateUrl') as (args: unknown, params: UpdateUrlParams) => void,
    /** Sends `item.add` with params.item to the cart actor (after removing params.summary.replacesItemId, if set). */
    addToCart: notProvidedAction('addToCart') as (args: unknown, params: AddToCartParams) => void,
    assignLanguage: assign(({ context, event }) => ({
      lang: event.type === 'language.change' ? event.lang : context.lang,
      // The shopper's choices survive the reload; they are resolved again against the new store view.
      requested: context.catalog ? context.selection : context.requested,
      requestedInvalid: context.catalog ? [] : context.requestedInvalid,
    })),
    clearError: assign({ error: null }),
    assignCatalog: assign(({ context, event }) => {
      const catalog = loadedCatalog(outputOf<BundleAnswer>(event), context.sku) ?? EMPTY_CATALOG;
      const resolved = choices.resolveRequested(scopeOf({ catalog }), context.requested, context.requestedInvalid);
      return { catalog, ...resolved, requested: null, requestedInvalid: [], error: null };
    }),
    assignAnswerError: assign({ error: ({ event }) => answerError(outputOf<BundleAnswer>(event)) }),
    assignNotFound: assign({ error: PRODUCT_NOT_FOUND }),
    assignRequestFailure: assign({ error: ({ event }) => requestError(errorOf(event)) }),
    assignTimeout: assign({ error: REQUEST_TIMED_OUT }),
    /** option.select, option.toggle, option.clear, option.quantity and configuration.reset, by event type. */
    applyChoice: assign(applyChoice),
    clearNotices: assign({ notices: [] }),
    /** After the add, the changed line is replaced; a second add is a new line. */
    forgetReplacedItem: assign({ replacesItemId: null }),
  },
}).createMachine({
  id: 'configurator',
  context: initialContext,
  initial: 'loading',
  on: {
    'language.change': { target: '.loading', reenter: true, actions: 'assignLanguage' },
  },
  states: {
    loading: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'loadBundleProduct',
        src: 'loadBundleProduct',
        input: toLoadInput,
        onDone: [
          { guard: 'isUnsuccessfulAnswer', target: 'failure', actions: 'assignAnswerError' },
          { guard: 'isMissingBundle', target: 'notFound', actions: 'assignNotFound' },
          { target: 'configuring', actions: ['assignCatalog', updateUrl] },
        ],
        onError: { target: 'failure', actions: 'assignRequestFailure' },
      },
      after: { requestTimeout: { target: 'failure', actions: 'assignTimeout' } },
    },
    failure: {
      on: { 'product.retry': 'loading' },
    },
    /** The SKU is no bike bundle in this store view: the route shows the 404 page. */
    notFound: {},
    configuring: {
      tags: ['ready'],
      on: {
        'option.select': { guard: 'isSelectableChoice', actions: ['applyChoice', updateUrl] },
        'option.toggle': { guard: 'isToggleableChoice', actions: ['applyChoice', updateUrl] },
        'option.clear': { guard: 'isClearableOption', actions: ['applyChoice', updateUrl] },
        'option.quantity': { guard: 'isValidQuantity', actions: ['applyChoice', updateUrl] },
        'configuration.reset': { actions: ['applyChoice', updateUrl] },
        'notices.dismiss': { actions: 'clearNotices' },
        'cart.add': { guard: 'canAddToCart', actions: [{ type: 'addToCart', params: cartParams }, 'forgetReplacedItem'] },
      },
    },
  },
});
