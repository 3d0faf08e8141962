// Server side of bike-facts.ts: the six bikes from the catalogue (the in-process GET /api/magento/products, so the
// same cache, invalidation by the back office's saves on every instance, bounded wait and stale-if-error as the
// shop pages), with the from-price the shop list and the configurator's model choice show. Runs during server rendering and for
// _payload.json only; loaded as a chunk of its own.
import { BIKE_MODELS, type BikeSlug } from '../../../common/bike-models';
import type { Envelope } from '../../../common/contract/envelope.schema';
import type { ProductList } from '../../../common/contract/product.schema';
import { catalogFromAnswer, findBundleItem, selectionSkusOf } from '../../machines/configurator/configurator.catalog';
import { batteryOfSku } from '../../machines/configurator/configurator.facts';
import type { Lang } from '../../locales/paths';
import type { BikeFact, BikeFacts } from './bike-facts';

export type Catalog = (query: Record<string, string>) => Promise<unknown>;

async function ask(catalog: Catalog, query: Record<string, string>): Promise<Envelope<ProductList> | null> {
  try {
    const answer = (await catalog(query)) as Envelope<ProductList> | null;
    return answer?.success === true && Array.isArray(answer.data?.items) ? answer : null;
  } catch {
    return null;
  }
}

function isDynamicPrice(item: { custom_attributes?: unknown } | undefined): boolean {
  const attributes = Array.isArray(item?.custom_attributes) ? (item.custom_attributes as Array<{ attribute_code?: unknown; value?: unknown }>) : [];
  return String(attributes.find((entry) => entry?.attribute_code === 'price_type')?.value) === '0';
}

/**
 * The facts in a store view. A bike the catalogue does not list (disabled: the product list asks for status 1
 * only; deleted; not a readable bundle) is not sold. A failed bundle query is no verdict ('unknown'); a failed
 * query for the parts of a dynamic-price bike leaves that bike's battery surcharges unknown.
 */
export async function loadBikeFacts(catalog: Catalog, lang: Lang): Promise<BikeFacts> {
  const answer = await ask(catalog, { locale: lang, 'sku:in': BIKE_MODELS.map((model) => model.sku).join(',') });
  if (!answer) return { status: 'unknown' };
  const bundles = BIKE_MODELS.map((model) => {
    const item = findBundleItem(answer, model.sku) as { status?: unknown; custom_attributes?: unknown } | undefined;
    return { model, item, dynamic: isDynamicPrice(item) };
  });
  // A dynamic-price bundle's battery surcharges are its parts' prices (as the configurator's loader reads them): one
  // more cached query for those parts.
  const partSkus = [...new Set(bundles.flatMap(({ item, dynamic }) => (dynamic ? selectionSkusOf(item) : [])))].sort();
  const parts = partSkus.length > 0 ? await ask(catalog, { locale: lang, 'sku:in': partSkus.join(',') }) : null;
  const merged: Envelope<ProductList> = { ...answer, data: { ...answer.data!, items: [...answer.data!.items, ...(parts?.data?.items ?? [])] } };
  const bikes: Partial<Record<BikeSlug, BikeFact>> = {};
  for (const { model, item, dynamic } of bundles) {
    if (!item || (item.status !== undefined && item.status !== null && item.status !== 1)) continue;
    const bundle = catalogFromAnswer(merged, model.sku);
    if (!bundle) continue;
    // The shop's from-price (the product list's `price`: a fixed bundle's price with its included parts, a dynamic one's
    // cheapest build, server/magento/product.mapper.ts), which the shop list and the configurator's model choice show.
    const price = (item as { price?: unknown }).price;
    const fromPriceCents = typeof price === 'number' && Number.isFinite(price) && price > 0 ? Math.round(price * 100) : null;
    const batteryOption = bundle.options.find((option) => option.selections.some((part) => batteryOfSku(part.sku) !== null));
    const included = batteryOption?.selections.find((part) => part.isDefault) ?? batteryOption?.selections[0];
    // Unknown for a dynamic-price bike whose parts did not load (its selections would all read as free).
    const batterySurchargeCents =
      dynamic && parts === null
        ? {}
        : Object.fromEntries((batteryOption?.selections ?? []).map((part) => [part.sku, part.unitPriceCents - (included?.unitPriceCents ?? 0)] as const));
    // The stock the shop list carries (server/magento/stock-status.ts): the structured data's availability.
    const stock = (item as { stock_status?: unknown }).stock_status;
    const stockStatus = stock === 'IN_STOCK' || stock === 'OUT_OF_STOCK' ? stock : null;
    bikes[model.slug] = { fromPriceCents, weightKg: bundle.weightKg, batterySurchargeCents, stockStatus };
  }
  return { status: 'ready', bikes };
}
