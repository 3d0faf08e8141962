// Selectors for the configurator page (useSelector(actorRef, selector)). Derived values are memoised per context
// object, so a selector returns the same object until the context changes and React skips the re-render.
import type { SnapshotFrom } from 'xstate';
import type { BikeModel } from '../../../common/bike-models.ts';
import type { OptionType } from './configurator.catalog.ts';
import { colourOfSku, modelOfSku, PICTURE_LAYERS, type PictureLayer } from './configurator.facts.ts';
import { scopeOf, type configuratorMachine, type ConfiguratorContext } from './configurator.machine.ts';
import type { ConfiguratorNotice } from './configurator.notices.ts';
import { summarize, type ConfigurationSummary } from './configurator.pricing.ts';
import { unavailableReason } from './configurator.rules.ts';
import { choiceOf, chosenParts, missingRequiredOptions } from './configurator.selection.ts';
import { encodeConfiguration } from './configurator.url.ts';

type ConfiguratorSnapshot = SnapshotFrom<typeof configuratorMachine>;

function memoByContext<T>(derive: (context: ConfiguratorContext) => T): (snapshot: ConfiguratorSnapshot) => T {
  const cache = new WeakMap<ConfiguratorContext, T>();
  return (snapshot) => {
    const context = snapshot.context;
    if (!cache.has(context)) cache.set(context, derive(context));
    return cache.get(context) as T;
  };
}

export const selectIsLoading = (snapshot: ConfiguratorSnapshot): boolean => snapshot.hasTag('busy');
export const selectIsReady = (snapshot: ConfiguratorSnapshot): boolean => snapshot.hasTag('ready');
/** The model SKU is no bike bundle: render the 404 page. */
export const selectIsNotFound = (snapshot: ConfiguratorSnapshot): boolean => snapshot.matches('notFound');
/** The spec's product-loading texts ('Request timed out. Please try again.', 'API error: …', …), translated by the view. */
export const selectError = (snapshot: ConfiguratorSnapshot): string | null => (snapshot.matches('failure') ? snapshot.context.error : null);
export const selectCanRetry = (snapshot: ConfiguratorSnapshot): boolean => snapshot.can({ type: 'product.retry' });
export const selectCanAddToCart = (snapshot: ConfiguratorSnapshot): boolean => snapshot.can({ type: 'cart.add' });
export const selectNotices = (snapshot: ConfiguratorSnapshot): ConfiguratorNotice[] => snapshot.context.notices;

export interface ConfiguratorProduct {
  sku: string;
  name: string;
  imageSrc: string | null;
  urlKey: string | null;
  basePriceCents: number;
  /** The model's facts (specs, colours, batteries) from common/bike-models.ts; null for an unknown bundle. */
  model: BikeModel | null;
}

export const selectProduct = memoByContext((context): ConfiguratorProduct | null => {
  const { catalog } = context;
  if (!catalog) return null;
  const { sku, name, imageSrc, urlKey, basePriceCents } = catalog;
  return { sku, name, imageSrc, urlKey, basePriceCents, model: modelOfSku(sku) };
});

export interface SelectionView {
  id: number;
  sku: string;
  name: string | null;
  imageSrc: string | null;
  /** Price of one piece incl. VAT in cents; 0 for included parts. */
  unitPriceCents: number;
  isDefault: boolean;
  isChosen: boolean;
  /** Rule id (configurator.rules.ts) that makes it unavailable now; the view disables it and says why. */
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

/** The options as offered for this model, in Magento's order. */
export const selectOptions = memoByContext((context): OptionView[] => {
  const { catalog, rules } = scopeOf(context);
  const missing = new Set(missingRequiredOptions(catalog, context.selection));
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
        isDefault: part.isDefault,
        isChosen,
        unavailableReason: isChosen ? null : unavailableReason(catalog, context.selection, part.sku, rules),
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
export const selectSummary = memoByContext((context): ConfigurationSummary | null =>
  context.catalog ? summarize(context.catalog, context.selection) : null,
);

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
