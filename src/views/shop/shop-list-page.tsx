// The shop list page (PageId 'shop'): server-rendered with its products (the route loader's data, shown as it is
// after hydration); after a client-side navigation the browser loads them with the product-loading machine, in a
// chunk of its own so xstate never weighs on the first render. ?category= filters the list on either side.
import { lazy, Suspense, useState } from 'react';
import { useLoaderData, useSearch } from '@tanstack/react-router';
import { inBrowser } from '../../lib/browser';
import { useCurrentPage } from '../shared/page-context';
import { useShopRuntime } from '../shared/shop-runtime';
import { categoryByKey } from './shop-categories';
import type { ShopListData } from './shop-page-data';
import { ShopListView } from './shop-list-view';

// The H1 and description of the area's pages, which a page's head reads from its view (routes/page-components.ts
// pageHead).
export { heads } from './shop.meta';

const ShopListClient = lazy(() => import('./shop-list-client'));

export function ShopListPage() {
  const { lang } = useCurrentPage();
  const loaded = useLoaderData({ strict: false }) as { data?: ShopListData } | null | undefined;
  const search = useSearch({ strict: false }) as { category?: unknown };
  const category = categoryByKey(search.category);
  // The runtime brings the coupon's discount badges now and the cart for later.
  useShopRuntime();
  const [retried, setRetried] = useState(false);
  const data = loaded?.data;
  if (data?.status === 'ready') return <ShopListView lang={lang} category={category} state={{ status: 'ready', products: data.products }} />;
  if (data?.status === 'error' && !retried) {
    return <ShopListView lang={lang} category={category} state={{ status: 'error', error: data.error, onRetry: () => setRetried(true) }} />;
  }
  const skeleton = <ShopListView lang={lang} category={category} state={{ status: 'loading' }} />;
  // Server rendering without products (no catalogue reader) sends the skeleton: a lazy component cannot finish
  // there, and the browser takes the boundary over when its chunk arrives.
  return <Suspense fallback={skeleton}>{!inBrowser() ? skeleton : <ShopListClient lang={lang} category={category} />}</Suspense>;
}
