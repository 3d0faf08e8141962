// The request behind the machine's `loadBundleProduct` actor, written against any products call so the live
// binding stays one line: the bundle by SKU, then the products of its selections (names and pictures, in the
// same store view), appended to the same answer. Magento's bundle options carry SKUs only, not names.
import type { Lang } from '../../../common/bike-models';
import type { Envelope } from '../../../common/contract/envelope.schema';
import type { ProductFilters, ProductList } from '../../../common/contract/product.schema';
import { findBundleItem, selectionSkusOf } from './configurator.catalog';

export interface LoadBundleProductInput {
  sku: string;
  lang: Lang;
}

/** GET /api/magento/products with `{field}:in` filters (the shop API's `products`); the language is its business. */
export type FetchProducts = (filters: ProductFilters, options?: { signal?: AbortSignal }) => Promise<Envelope<ProductList>>;

/**
 * `fromPromise(createBundleProductLoader(api.products))` is the live `loadBundleProduct`. The answer is the
 * bundle's envelope as the server sent it (the machine judges success, emptiness and shape); when the selection
 * products load too, they follow the bundle in `data.items`. Without them the configurator still works and the
 * view shows SKUs, so their failure is swallowed, unless the machine gave up (aborted) meanwhile.
 */
export function createBundleProductLoader(fetchProducts: FetchProducts) {
  return async ({ input, signal }: { input: LoadBundleProductInput; signal?: AbortSignal }): Promise<Envelope<ProductList>> => {
    const options = signal ? { signal } : {};
    const answer = await fetchProducts({ sku: [input.sku] }, options);
    const bundle = answer.success ? findBundleItem(answer, input.sku) : undefined;
    const skus = selectionSkusOf(bundle);
    if (!bundle || skus.length === 0 || !answer.data) return answer;
    try {
      const parts = await fetchProducts({ sku: skus }, options);
      const extra = parts.success && Array.isArray(parts.data?.items) ? parts.data.items.filter((item) => item !== bundle && item.sku !== input.sku) : [];
      return { ...answer, data: { ...answer.data, items: [...answer.data.items, ...extra] } };
    } catch (error) {
      if (signal?.aborted) throw error;
      return answer;
    }
  };
}
