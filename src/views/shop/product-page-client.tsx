// The product page loaded in the browser (after a client-side navigation, or a retry): the product-loading machine
// by url key (it loads at once), with its loading, error ('Product not found' among them) and retry; its view_item
// is sent by the actor when the product arrives. Loaded lazily: it brings @xstate/react.
import { useMemo } from 'react';
import { useInspectedActorRef } from '../../lib/inspect/use-inspected-actor-ref';
import type { Lang } from '../../locales/paths';
import type { Product } from '../../../common/contract/product.schema';
import { selectError, selectProducts } from '../../machines/product-loading/product-loading.selectors';
import { useShopRuntime, type ShopRuntime } from '../shared/shop-runtime';
import { useSelector } from '../shared/use-selector';
import { trackViewItem } from './ecommerce-events';
import { isShownProduct, type ProductDetailData } from './product-cards';
import { toProductDetail } from './product-detail';
import { ProductDetailView, ProductStatusView } from './product-view';

interface ProductPageClientProps {
  lang: Lang;
  urlKey: string;
}

/**
 * The product the page shows: the one with the url key (else the first), null while none arrived and when the answer
 * holds only products that are never shown on their own (a component a bundle selects).
 */
function shownProduct(products: readonly Product[], urlKey: string): ProductDetailData | null {
  if (products.length > 0 && !products.some(isShownProduct)) return null;
  const found = products.find((candidate) => candidate.url_key === urlKey) ?? products[0];
  return found ? toProductDetail(found, products) : null;
}

function LoadedProduct({ runtime, lang, urlKey }: ProductPageClientProps & { runtime: ShopRuntime }) {
  const filters = useMemo(() => ({ url_key: [urlKey] }), [urlKey]);
  const machine = useMemo(
    () =>
      runtime.machines.productLoading.provide({
        actions: {
          notifyLoaded: (_args: unknown, { products }: { products: Product[] }) => {
            const shown = shownProduct(products, urlKey);
            if (shown) trackViewItem(shown);
          },
        },
      }),
    [runtime, urlKey],
  );
  const actor = useInspectedActorRef(machine, { input: { filters } });
  const products = useSelector(actor, selectProducts);
  const error = useSelector(actor, selectError);
  const product = useMemo(() => shownProduct(products, urlKey), [products, urlKey]);
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
