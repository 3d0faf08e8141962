// Selectors for the configurator page (useSelector(actorRef, selector)). Derived values are memoised per context
// object, so a selector returns the same object until the context changes. The views subscribe to the `shared`
// ones: a choice makes a new context, and those keep every part of the previous value that is still equal (the
// same objects), so each part of the page re-renders only when what it shows changed.
import type { SnapshotFrom } from 'xstate';
import type { BikeModel } from '../../../common/bike-models';
import type { ShopError } from '../shop-error';
import type { BundleCatalog, OptionType } from './configurator.catalog';
import { batteryOfSku, colourOfSku, isFixedOption, modelOfSku, PICTURE_LAYERS, type PictureLayer } from './configurator.facts';
import { scopeOf, type configuratorMachine, type ConfiguratorContext } from './configurator.machine';
import type { ConfiguratorNotice } from './configurator.notices';
import { summarize, totalPriceCents, type ConfigurationSummary } from './configurator.pricing';
import { excludedSkus } from './configurator.rules';
import { choiceOf, chosenParts, missingRequiredOptions, soldOutChoices } from './configurator.selection';
import { encodeConfiguration } from './configurator.url';

type ConfiguratorSnapshot = SnapshotFrom<typeof configuratorMachine>;

function memoByContext<T>(derive: (context: ConfiguratorContext) => T): (snapshot: ConfiguratorSnapshot) => T {
  const cache = new WeakMap<ConfiguratorContext, T>();
  return (snapshot) => {
    const context = snapshot.context;
    if (!cache.has(context)) cache.set(context, derive(context));
    return cache.get(context) as T;
  };
}

/** Memoised per catalogue: what does not depend on the choices stays the same object across them. */
function memoByCatalog<T>(derive: (catalog: BundleCatalog) => T, none: T): (snapshot: ConfiguratorSnapshot) => T {
  const cache = new WeakMap<BundleCatalog, T>();
  return (snapshot) => {
    const { catalog } = snapshot.context;
    if (!catalog) return none;
    if (!cache.has(catalog)) cache.set(catalog, derive(catalog));
    return cache.get(catalog) as T;
  };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * `next` with every part that equals the same part of `previous` replaced by that part (arrays and plain objects,
 * compared by value); `previous` itself when everything is equal.
 */
export function shareEqual<T>(previous: T, next: T): T {
  if (Object.is(previous, next)) return previous;
  if (Array.isArray(previous) && Array.isArray(next)) {
    let same = previous.length === next.length;
    let copy: unknown[] | null = null;
    for (let index = 0; index < next.length; index += 1) {
      const item = shareEqual(previous[index], next[index]);
      if (item !== previous[index]) same = false;
      if (item !== next[index]) (copy ??= [...next])[index] = item;
    }
    return (same ? previous : (copy ?? next)) as T;
  }
  if (isPlainObject(previous) && isPlainObject(next)) {
    let same = true;
    let count = 0;
    let copy: Record<string, unknown> | null = null;
    for (const key in next) {
      count += 1;
      const value = shareEqual(previous[key], next[key]);
      if (value !== previous[key] || !(key in previous)) same = false;
      if (value !== next[key]) (copy ??= { ...next })[key] = value;
    }
    return (same && count === Object.keys(previous).length ? previous : (copy ?? next)) as T;
  }
  return next;
}

/**
 * A selector whose value keeps the parts of its previous value that did not change (shareEqual), computed once per
 * context for every component that uses it. useSelector's identity check then re-renders only where the value
 * changed. The previous value is the last one computed by any actor: sharing equal values across actors is harmless.
 */
export function sharedSelector<T>(select: (snapshot: ConfiguratorSnapshot) => T): (snapshot: ConfiguratorSnapshot) => T {
  const cache = new WeakMap<ConfiguratorContext, { value: T }>();
  let last: { value: T } | null = null;
  return (snapshot) => {
    const context = snapshot.context;
    let entry = cache.get(context);
    if (!entry) {
      const next = select(snapshot);
      entry = { value: last ? shareEqual(last.value, next) : next };
      cache.set(context, entry);
      last = entry;
    }
    return entry.value;
  };
}

export const selectIsLoading = (snapshot: ConfiguratorSnapshot): boolean => snapshot.hasTag('busy');
export const selectIsReady = (snapshot: ConfiguratorSnapshot): boolean => snapshot.hasTag('ready');
/** The model SKU is no bike bundle: render the 404 page. */
export const selectIsNotFound = (snapshot: ConfiguratorSnapshot): boolean => snapshot.matches('notFound');
/** The spec's product-loading errors (timed out, a failed request, not found), worded by the view. */
export const selectError = (snapshot: ConfiguratorSnapshot): ShopError | null => (snapshot.matches('failure') ? snapshot.context.error : null);
export const selectCanRetry = (snapshot: ConfiguratorSnapshot): boolean => snapshot.can({ type: 'product.retry' });
export const selectCanAddToCart = (snapshot: ConfiguratorSnapshot): boolean => snapshot.can({ type: 'cart.add' });
export const selectNotices = (snapshot: ConfiguratorSnapshot): ConfiguratorNotice[] => snapshot.context.notices;

export interface ConfiguratorProduct {
  sku: string;
  name: string;
  imageSrc: string | null;
  urlKey: string | null;
  basePriceCents: number;
  /** The bundle's categories (for the active coupon's scope, common/coupon-scope.ts); null when not known. */
  categoryIds: string[] | null;
  /** The model's facts (specs, colours, batteries) from common/bike-models.ts; null for an unknown bundle. */
  model: BikeModel | null;
}

/** The same object for every choice (it depends on the catalogue only). */
export const selectProduct = memoByCatalog((catalog): ConfiguratorProduct | null => {
  const { sku, name, imageSrc, urlKey, basePriceCents, categoryIds } = catalog;
  return { sku, name, imageSrc, urlKey, basePriceCents, categoryIds, model: modelOfSku(sku) };
}, null);

export interface PartName {
  sku: string;
  name: string | null;
}

/** The offered parts by SKU with their store-view names (for notices; the same object for every choice). */
export const selectPartsBySku = memoByCatalog(
  (catalog): ReadonlyMap<string, PartName> => {
    const parts = new Map<string, PartName>();
    for (const option of catalog.options) {
      for (const part of option.selections) if (!parts.has(part.sku)) parts.set(part.sku, { sku: part.sku, name: part.name });
    }
    return parts;
  },
  new Map() as ReadonlyMap<string, PartName>,
);

export interface SelectionView {
  id: number;
  sku: string;
  name: string | null;
  imageSrc: string | null;
  /** Price of one piece incl. VAT in cents; 0 for included parts. */
  unitPriceCents: number;
  /** The part's own price when it costs less with the bike (CatalogSelection.separatePriceCents), else null. */
  separatePriceCents: number | null;
  isDefault: boolean;
  isChosen: boolean;
  /** Rule id (configurator.rules.ts) that makes it unavailable now, or SOLD_OUT; the view disables it and says why. */
  unavailableReason: string | null;
  canChangeQuantity: boolean;
}

export interface OptionView {
  id: number;
  title: string;
  type: OptionType;
  required: boolean;
  /** A required option still without a choice (the add to cart waits for it). */
  isMissing: boolean;
  /** The option quantity, when the chosen part lets the shopper change it (else null: no quantity field). */
  qty: number | null;
  selections: SelectionView[];
}

/** The unavailable reason of a part that is out of stock. */
export const SOLD_OUT = 'sold-out';

/** The options as offered for this model, in Magento's order. */
export const selectOptions = memoByContext((context): OptionView[] => {
  const { catalog, rules } = scopeOf(context);
  const missing = new Set(missingRequiredOptions(catalog, context.selection));
  const excluded = excludedSkus(catalog, context.selection, rules);
  return catalog.options.map((option) => {
    const choice = choiceOf(context.selection, option.id);
    const selections = option.selections.map((part) => {
      const isChosen = choice?.selectionIds.includes(part.id) ?? false;
      return {
        id: part.id,
        sku: part.sku,
        name: part.name,
        imageSrc: part.imageSrc,
        unitPriceCents: part.unitPriceCents,
        separatePriceCents: part.separatePriceCents,
        isDefault: part.isDefault,
        isChosen,
        // A sold-out part says so first; chosen (its default, or an older link), it stays shown and holds back the add.
        unavailableReason: part.soldOut ? SOLD_OUT : isChosen ? null : (excluded.get(part.sku) ?? null),
        canChangeQuantity: part.canChangeQuantity,
      };
    });
    const chosenChangeable = selections.find((part) => part.isChosen && part.canChangeQuantity);
    return {
      id: option.id,
      title: option.title,
      type: option.type,
      required: option.required,
      isMissing: missing.has(option.id),
      qty: chosenChangeable ? (choice?.qty ?? 1) : null,
      selections,
    };
  });
});

/** Total price incl. VAT, the chosen lines, ride weight and range (null before the catalogue is loaded). */
export const selectSummary = memoByContext((context): ConfigurationSummary | null => (context.catalog ? summarize(context.catalog, context.selection) : null));

/** The `o` value of the current configuration (what the URL shows). */
export const selectConfiguration = memoByContext((context): string => encodeConfiguration(context.selection));

export interface ConfiguratorPicture {
  modelSlug: string | null;
  colour: { code: string; hex: string } | null;
  /** Layers to draw over the frame, in option order (configurator.facts.ts PICTURE_LAYERS). */
  layers: PictureLayer[];
}

/** What the bike picture shows: the chosen colour and the visible parts. */
export const selectPicture = memoByContext((context): ConfiguratorPicture => {
  const { catalog } = scopeOf(context);
  const parts = chosenParts(catalog, context.selection).map(({ part }) => part.sku);
  const colour = parts.map(colourOfSku).find((found) => found !== null) ?? null;
  const layers = parts.flatMap((sku) => (PICTURE_LAYERS[sku] ? [PICTURE_LAYERS[sku]] : []));
  return {
    modelSlug: modelOfSku(catalog.sku)?.slug ?? null,
    colour: colour ? { code: colour.code, hex: colour.hex } : null,
    layers: [...new Set(layers)],
  };
});

// --- What the views subscribe to -------------------------------------------------------------------------------

/** selectOptions, shared: an option whose parts, choice and state did not change keeps its object. */
export const selectSharedOptions = sharedSelector(selectOptions);

/** The total incl. VAT in cents (null before the catalogue is loaded): selectSummary's total, without the rest. */
export const selectTotalCents = memoByContext((context): number | null => (context.catalog ? totalPriceCents(context.catalog, context.selection) : null));

export type ConfigurationFigures = Pick<ConfigurationSummary, 'weightKg' | 'rangeKm' | 'batteryWh'>;

/** Ride weight, range and battery, shared (a colour choice keeps the object). */
export const selectFigures = sharedSelector((snapshot): ConfigurationFigures | null => {
  const summary = selectSummary(snapshot);
  return summary ? { weightKg: summary.weightKg, rangeKm: summary.rangeKm, batteryWh: summary.batteryWh } : null;
});

/** The summary's lines, shared: a line that did not change keeps its object. */
export const selectSharedLines = sharedSelector((snapshot): ConfigurationSummary['lines'] => selectSummary(snapshot)?.lines ?? []);

export interface ConfiguratorPictureView extends ConfiguratorPicture {
  /** The chosen battery's capacity, written on it. */
  batteryWh: number | null;
}

/** What the live picture draws, shared: a choice that shows nothing new keeps the object. */
export const selectPictureView = sharedSelector((snapshot): ConfiguratorPictureView => {
  const { catalog, selection } = snapshot.context;
  const battery = catalog
    ? chosenParts(catalog, selection)
        .map(({ part }) => batteryOfSku(part.sku))
        .find((found) => found !== null)
    : undefined;
  return { ...selectPicture(snapshot), batteryWh: battery?.wh ?? null };
});

// --- Smaller slices, and selectors of one option or quantity ----------------------------------------------------

export const selectHasProduct = (snapshot: ConfiguratorSnapshot): boolean => selectProduct(snapshot) !== null;
/** The summary exists once the catalogue is loaded. */
export const selectHasSummary = (snapshot: ConfiguratorSnapshot): boolean => selectTotalCents(snapshot) !== null;
export const selectBatteryWh = (snapshot: ConfiguratorSnapshot): number | null => selectFigures(snapshot)?.batteryWh ?? null;

/** Titles of the required options still without a choice (why the bike cannot go to the cart yet), shared. */
export const selectMissingOptionTitles = sharedSelector((snapshot): string[] =>
  selectOptions(snapshot)
    .filter((option) => option.isMissing)
    .map((option) => option.title),
);

/** A chosen part is sold out: the bike cannot be added until another one is chosen. */
export const selectHasSoldOutChoice = (snapshot: ConfiguratorSnapshot): boolean =>
  snapshot.context.catalog !== null && soldOutChoices(snapshot.context.catalog, snapshot.context.selection).length > 0;

/** The options shown as a fixed line ("Included"): the summary leaves their parts out of its lines. Shared. */
export const selectFixedOptionIds = sharedSelector((snapshot): number[] =>
  selectOptions(snapshot)
    .filter(isFixedOption)
    .map((option) => option.id),
);

/** One selector per key, made once: a view subscribing with it keeps the same function across renders. */
function selectorPerKey<K, S>(make: (key: K) => S): (key: K) => S {
  const made = new Map<K, S>();
  return (key) => {
    let selector = made.get(key);
    if (!selector) {
      selector = make(key);
      made.set(key, selector);
    }
    return selector;
  };
}

/** One option's view (shared: it keeps its object while its parts, choice and state stay the same). */
export const selectOption = selectorPerKey(
  (optionId: number) =>
    (snapshot: ConfiguratorSnapshot): OptionView | undefined =>
      selectSharedOptions(snapshot).find((option) => option.id === optionId),
);

/** Whether `qty` bikes may go to the cart now (all required options chosen, a quantity the shop takes). */
export const selectCanAddBikes = selectorPerKey(
  (qty: number) =>
    (snapshot: ConfiguratorSnapshot): boolean =>
      snapshot.can({ type: 'cart.add', qty }),
);

/** Whether the option's quantity may become `key.qty` ("optionId:qty"). */
const selectCanSetQuantityByKey = selectorPerKey((key: string) => {
  const [optionId, qty] = key.split(':').map(Number) as [number, number];
  return (snapshot: ConfiguratorSnapshot): boolean => snapshot.can({ type: 'option.quantity', optionId, qty });
});
export const selectCanSetQuantity = (optionId: number, qty: number) => selectCanSetQuantityByKey(`${optionId}:${qty}`);
