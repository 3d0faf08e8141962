// The product page (PageId 'shop-product', by url key): server-rendered with its product, JSON-LD and per-language
// url keys (the route loader's data, shown as it is after hydration); after a client-side navigation the browser
// loads it with the product-loading machine, in a chunk of its own so xstate never weighs on the first render.
import { lazy, Suspense, useState } from 'react';
import { useLoaderData } from '@tanstack/react-router';
import { inBrowser } from '../../lib/browser';
import { useCurrentPage } from '../shared/page-context';
import { useShopRuntime } from '../shared/shop-runtime';
import type { ProductPageData } from './shop-page-data';
import { ProductDetailView, ProductStatusView } from './product-view';

// The H1 and description of the area's pages, which a page's head reads from its view (routes/page-components.ts
// pageHead).
export { heads } from './shop.meta';

const ProductPageClient = lazy(() => import('./product-page-client'));

export function ProductPage() {
  const { lang, params } = useCurrentPage();
  const loaded = useLoaderData({ strict: false }) as { data?: ProductPageData } | null | undefined;
  // The runtime brings the cart (add to cart) and the coupon's discount badge.
  useShopRuntime();
  const [retried, setRetried] = useState(false);
  const data = loaded?.data;
  const urlKey = params.urlKey ?? '';
  if (data?.status === 'ready') return <ProductDetailView lang={lang} product={data.product} />;
  if (data?.status === 'error' && !retried) {
    return <ProductStatusView lang={lang} state={{ status: 'error', error: data.error, onRetry: () => setRetried(true) }} />;
  }
  const skeleton = <ProductStatusView lang={lang} state={{ status: 'loading' }} />;
  // Server rendering without the product (no catalogue reader) sends the skeleton: a lazy component cannot finish
  // there, and the browser takes the boundary over when its chunk arrives.
  return <Suspense fallback={skeleton}>{!inBrowser() ? skeleton : <ProductPageClient key={`${lang}/${urlKey}`} lang={lang} urlKey={urlKey} />}</Suspense>;
}
