// The shop list as the shopper sees it, whatever loaded the products (the server render or the browser's
// product-loading machine): heading, category filter, product grid, and its loading, error and empty states.
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Plural } from '@lingui/react/macro';
import { heads } from './shop.meta';
import { toPublicPath, type Lang } from '../../locales/paths';
import type { ShopError } from '../../machines/shop-error';
import { shopErrorText } from './shop-text';
import { ProductCard, ProductCardSkeleton } from './product-card';
import { RetryButton } from './retry-button';
import type { ProductCardData } from './product-cards';
import { cardsInCategory, shopCategories, type ShopCategory } from './shop-categories';
import './shop-list.css';

export type ShopListState =
  { status: 'loading' } | { status: 'error'; error: ShopError; onRetry: () => void } | { status: 'ready'; products: readonly ProductCardData[] };

/** Cards in the first rows (two on a phone, four on a wide screen) load their image at once. */
const EAGER_IMAGES = 4;
const SKELETON_CARDS = 8;

type Search = Record<string, unknown>;

function withoutCategory(search: Search): Search {
  const { category: _category, ...rest } = search;
  return rest;
}

/** The router marks a link current by its path and query; a chip is current only when the whole query matches. */
const exactMatch = { exact: true, includeSearch: true } as const;

/** Category chips: links that keep the other query parameters (?coupon=), so a filtered list can be shared. */
function CategoryFilter({ lang, current }: { lang: Lang; current: ShopCategory | null }) {
  const { t, i18n } = useLingui();
  const to = toPublicPath('shop', lang);
  return (
    <nav className="category-filter" aria-label={t`Product categories`}>
      <ul>
        <li>
          <Link to={to} search={withoutCategory as never} resetScroll={false} activeOptions={exactMatch} aria-current={current ? undefined : 'page'}>
            {t`All`}
          </Link>
        </li>
        {shopCategories.map((category) => (
          <li key={category.key}>
            <Link
              to={to}
              search={((search: Search) => ({ ...search, category: category.key })) as never}
              resetScroll={false}
              activeOptions={exactMatch}
              aria-current={current?.key === category.key ? 'page' : undefined}
            >
              {i18n._(category.name)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ProductList({ lang, category, products }: { lang: Lang; category: ShopCategory | null; products: readonly ProductCardData[] }) {
  const { t } = useLingui();
  const shown = cardsInCategory(products, category?.key ?? null);
  const count = shown.length;
  return (
    <>
      <p className="shop-list-count" role="status">
        <Plural value={count} one="# product" other="# products" />
      </p>
      {count === 0 ? (
        <div className="shop-list-message">
          <p>{category ? t`There are no products in this category yet.` : t`There are no products in the shop yet.`}</p>
          {category ? (
            <Link to={toPublicPath('shop', lang)} search={withoutCategory as never} className="button">
              {t`Show all products`}
            </Link>
          ) : null}
        </div>
      ) : (
        <ul className="product-grid">
          {shown.map((product, index) => (
            <ProductCard key={product.sku} product={product} lang={lang} eager={index < EAGER_IMAGES} />
          ))}
        </ul>
      )}
    </>
  );
}

export function ShopListView({ lang, category, state }: { lang: Lang; category: ShopCategory | null; state: ShopListState }) {
  const { t, i18n } = useLingui();
  return (
    <article className="page shop-list">
      <h1>{i18n._(heads.shop.h1)}</h1>
      <p className="lead">{i18n._(heads.shop.description)}</p>
      <CategoryFilter lang={lang} current={category} />
      {state.status === 'ready' ? (
        <ProductList lang={lang} category={category} products={state.products} />
      ) : state.status === 'error' ? (
        <div className="shop-list-message is-error" role="alert">
          <p>{shopErrorText(i18n, state.error)}</p>
          <RetryButton onRetry={state.onRetry} />
        </div>
      ) : (
        <>
          <p className="shop-list-count" role="status">
            {t`Loading products…`}
          </p>
          <ul className="product-grid">
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <ProductCardSkeleton key={index} />
            ))}
          </ul>
        </>
      )}
    </article>
  );
}
