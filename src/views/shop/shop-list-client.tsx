// The shop list loaded in the browser (after a client-side navigation, or a retry): the product-loading machine
// (started with the list's filters, it loads at once) with its loading, error and retry, from the shop runtime.
// Loaded lazily: it brings @xstate/react.
import { useMemo } from 'react';
import { useInspectedActorRef } from '../../lib/inspect/use-inspected-actor-ref';
import { useSelector } from '../shared/use-selector';
import type { Lang } from '../../locales/paths';
import type { ProductFilters } from '../../../common/contract/product.schema';
import { selectError, selectIsLoading, selectProducts } from '../../machines/product-loading/product-loading.selectors';
import { useShopRuntime, type ShopRuntime } from '../shared/shop-runtime';
import { toProductCards } from './product-cards';
import { SHOP_CATEGORY_KEYS, SHOP_LIST_PAGE_SIZE, type ShopCategory } from './shop-categories';
import { ShopListView, type ShopListState } from './shop-list-view';

interface ShopListClientProps {
  lang: Lang;
  category: ShopCategory | null;
}

const filters: ProductFilters = { category_key: [...SHOP_CATEGORY_KEYS] };

function LoadedShopList({ runtime, lang, category }: ShopListClientProps & { runtime: ShopRuntime }) {
  const actor = useInspectedActorRef(runtime.machines.productLoading, { input: { filters, pageSize: SHOP_LIST_PAGE_SIZE } });
  const products = useSelector(actor, selectProducts);
  const error = useSelector(actor, selectError);
  const loading = useSelector(actor, selectIsLoading);
  const cards = useMemo(() => toProductCards(products), [products]);
  let state: ShopListState;
  // An empty shop is the list's empty state, not the machine's 'Product not found'.
  if (error?.code === 'product.not-found') state = { status: 'ready', products: [] };
  else if (error) state = { status: 'error', error, onRetry: () => actor.send({ type: 'products.retry' }) };
  else if (loading || products.length === 0) state = { status: 'loading' };
  else state = { status: 'ready', products: cards };
  return <ShopListView lang={lang} category={category} state={state} />;
}

export default function ShopListClient({ lang, category }: ShopListClientProps) {
  const runtime = useShopRuntime();
  if (!runtime) return <ShopListView lang={lang} category={category} state={{ status: 'loading' }} />;
  return <LoadedShopList runtime={runtime} lang={lang} category={category} />;
}
