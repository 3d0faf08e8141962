// Loads the six bikes' catalogue prices for the model choice with the product-loading machine and reports them to
// the page. A module of its own, loaded lazily: it brings @xstate/react, which the page's first render does not need.
import { useEffect } from 'react';
import { useInspectedActorRef } from '../../lib/inspect/use-inspected-actor-ref';
import { useSelector } from '../shared/use-selector';
import type { Product } from '../../../common/contract/product.schema';
import { selectError, selectIsLoaded, selectProducts } from '../../machines/product-loading/product-loading.selectors';
import type { ShopRuntime } from '../shared/shop-runtime';

export interface ModelPrices {
  status: 'loading' | 'ready' | 'failed';
  /** Catalogue price incl. VAT in euros by bundle SKU: the bike with its included parts, the "from" price. */
  prices: Readonly<Record<string, number>>;
  retry: (() => void) | null;
}

/** Prices by SKU; Magento answers SKUs case-insensitively, so the key is the SKU asked for. */
export function pricesBySku(products: readonly Product[], skus: readonly string[]): Record<string, number> {
  const prices: Record<string, number> = {};
  for (const sku of skus) {
    const product = products.find((candidate) => candidate.sku.toLowerCase() === sku.toLowerCase());
    if (product && typeof product.price === 'number' && Number.isFinite(product.price) && product.price > 0) prices[sku] = product.price;
  }
  return prices;
}

export function ModelPriceLoader({ runtime, skus, onChange }: { runtime: ShopRuntime; skus: readonly string[]; onChange: (prices: ModelPrices) => void }) {
  // Started with the SKUs, the machine loads them at once.
  const actor = useInspectedActorRef(runtime.machines.productLoading, { input: { filters: { sku: [...skus] } } });
  const products = useSelector(actor, selectProducts);
  const isLoaded = useSelector(actor, selectIsLoaded);
  const error = useSelector(actor, selectError);
  useEffect(() => {
    const status = error !== null ? 'failed' : isLoaded ? 'ready' : 'loading';
    onChange({ status, prices: pricesBySku(products, skus), retry: error !== null ? () => actor.send({ type: 'products.retry' }) : null });
  }, [actor, error, isLoaded, products, skus, onChange]);
  return null;
}
