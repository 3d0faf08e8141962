// The product page loaded in the browser (after a client-side navigation, or a retry): the product-loading machine
// by url key, with its loading, error ('Product not found' among them) and retry. Loaded lazily: it brings
// @xstate/react.
import { useEffect, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { Lang } from '../../locales/paths';
import { selectError, selectProducts } from '../../machines/product-loading/product-loading.selectors';
import { useShopRuntime, type ShopRuntime } from '../shared/shop-runtime';
import { isShownProduct } from './product-cards';
import { toProductDetail } from './product-detail';
import { ProductDetailView, ProductStatusView } from './product-view';

interface ProductPageClientProps {
  lang: Lang;
  urlKey: string;
}

function LoadedProduct({ runtime, lang, urlKey }: ProductPageClientProps & { runtime: ShopRuntime }) {
  const filters = useMemo(() => ({ url_key: [urlKey] }), [urlKey]);
  const actor = useActorRef(runtime.machines.productLoading, { input: { filters }, inspect: runtime.inspect });
  useEffect(() => {
    actor.send({ type: 'products.load', filters });
  }, [actor, filters]);
  const products = useSelector(actor, selectProducts);
  const error = useSelector(actor, selectError);
  const product = useMemo(() => {
    const found = products.find((candidate) => candidate.url_key === urlKey) ?? products[0];
    return found ? toProductDetail(found, products) : null;
  }, [products, urlKey]);
  const hidden = products.length > 0 && !products.some(isShownProduct);
  if (error?.code === 'product.not-found' || hidden) {
    // A component a bundle selects is a product too, but never shown on its own.
    return <ProductStatusView lang={lang} state={{ status: 'error', error: { code: 'product.not-found' }, notFound: true }} />;
  }
  if (error) return <ProductStatusView lang={lang} state={{ status: 'error', error, onRetry: () => actor.send({ type: 'products.retry' }) }} />;
  if (!product) return <ProductStatusView lang={lang} state={{ status: 'loading' }} />;
  return <ProductDetailView lang={lang} product={product} />;
}

export default function ProductPageClient({ lang, urlKey }: ProductPageClientProps) {
  const runtime = useShopRuntime();
  if (!runtime) return <ProductStatusView lang={lang} state={{ status: 'loading' }} />;
  return <LoadedProduct runtime={runtime} lang={lang} urlKey={urlKey} />;
}
