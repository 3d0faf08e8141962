// The product page as the shopper sees it, whatever loaded the product (the server render or the browser's
// product-loading machine): gallery, name, one-liner, price, add to cart (a bike: configure it), description, product details (the long description),
// related and cross-sell products; and the page's loading, error and not-found states.
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { heads } from './shop.meta';
import type { Lang } from '../../locales/paths';
import { formatMoney } from '../shared/money';
import { PageLink } from '../shared/page-link';
import type { ShopError } from '../../machines/shop-error';
import { shopErrorText } from './shop-text';
import { DiscountBadge } from './discount-badge';
import { AddToCart } from './product-add-to-cart';
import { StockNote } from './stock-line';
import { ProductCard } from './product-card';
import type { ProductCardData, ProductDetailData } from './product-cards';
import { ProductGallery } from './product-gallery';
import { RetryButton } from './retry-button';
import { productCrumbs } from './product-breadcrumb';
import './product-page.css';

/** The router would mark the shop link current on every shop path; the product itself is the current crumb. */
const exactMatch = { exact: true, includeSearch: true } as const;

function Breadcrumb({ lang, product }: { lang: Lang; product: ProductDetailData | null }) {
  const { t, i18n } = useLingui();
  return (
    <nav className="breadcrumb" aria-label={t`Breadcrumb`}>
      <ol>
        {productCrumbs(i18n, lang, product).map((crumb) =>
          crumb.path === null ? (
            <li key="page" aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.category ?? 'shop'}>
              <Link to={crumb.path} {...(crumb.category ? { search: { category: crumb.category } as never } : {})} activeOptions={exactMatch}>
                {crumb.name}
              </Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

function ProductSection({ id, title, products, lang }: { id: string; title: string; products: ProductCardData[]; lang: Lang }) {
  if (products.length === 0) return null;
  return (
    <section className="product-links" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="product-grid">
        {products.map((product) => (
          <ProductCard key={product.sku} product={product} lang={lang} headingLevel={3} />
        ))}
      </ul>
    </section>
  );
}

export function ProductDetailView({ lang, product }: { lang: Lang; product: ProductDetailData }) {
  const { t } = useLingui();
  const price = product.price !== null ? formatMoney(product.price, lang) : null;
  const { name } = product;
  return (
    <article className="product-page">
      <Breadcrumb lang={lang} product={product} />
      <div className="product-main">
        <ProductGallery images={product.images} name={product.name} overlay={<DiscountBadge product={product} />} />
        <div className="product-info">
          {product.featured ? <p className="product-badge is-featured">{t({ message: 'Recommended', context: 'featured product badge' })}</p> : null}
          <h1>{product.name}</h1>
          {product.oneLiner ? <p className="product-oneliner">{product.oneLiner}</p> : null}
          {price ? (
            <p className="product-price">
              <span className="price">{product.isBike ? t`from ${price}` : price}</span> <span className="vat">{t`incl. VAT`}</span>
            </p>
          ) : null}
          <StockNote stock={product.stock} className="product-stock" />
          {product.isBike ? (
            // A bike is bought configured: battery, colour and accessories are chosen in the configurator.
            <PageLink page="configurator-model" lang={lang} params={{ sku: product.sku }} className="button product-configure">
              {t`Configure your ${name}`}
            </PageLink>
          ) : product.stock?.kind === 'sold-out' ? null : (
            <AddToCart sku={product.sku} price={product.price} maxQuantity={product.stock?.kind === 'low' ? product.stock.left : undefined} />
          )}
          {product.descriptionHtml ? (
            // Sanitized to p, ul, ol, li, strong, em, br and links with a safe href (common/rich-text.ts).
            <div className="product-description" dangerouslySetInnerHTML={{ __html: product.descriptionHtml }} />
          ) : null}
        </div>
      </div>
      {product.detailsHtml ? (
        <section className="product-details" aria-labelledby="product-details">
          <h2 id="product-details">{t`Product details`}</h2>
          <div className="product-description" dangerouslySetInnerHTML={{ __html: product.detailsHtml }} />
        </section>
      ) : null}
      <ProductSection id="product-related" title={t`Related products`} products={product.related} lang={lang} />
      <ProductSection id="product-crosssell" title={t`Goes well with`} products={product.crosssell} lang={lang} />
    </article>
  );
}

export type ProductStatus =
  | { status: 'loading' }
  /** `notFound`: the product does not exist (a retry would not help); the error is then the spec's 'Product not found'. */
  | { status: 'error'; error: ShopError; notFound?: boolean; onRetry?: () => void };

/** Loading, failed or not found: the page keeps its frame, with a heading for screen readers and a way on. */
export function ProductStatusView({ lang, state }: { lang: Lang; state: ProductStatus }) {
  const { t, i18n } = useLingui();
  if (state.status === 'loading') {
    return (
      <article className="product-page is-loading">
        <Breadcrumb lang={lang} product={null} />
        <h1 className="visually-hidden">{i18n._(heads['shop-product'].h1)}</h1>
        <p className="visually-hidden" role="status">
          {t`Loading product…`}
        </p>
        <div className="product-main" aria-hidden="true">
          <div className="product-gallery">
            <div className="gallery-main skeleton-block" />
          </div>
          <div className="product-info">
            <span className="skeleton-line is-heading" />
            <span className="skeleton-line" />
            <span className="skeleton-line is-short" />
            <span className="skeleton-line is-button" />
          </div>
        </div>
      </article>
    );
  }
  const { notFound } = state;
  return (
    <article className="product-page">
      <Breadcrumb lang={lang} product={null} />
      <h1>{notFound ? shopErrorText(i18n, state.error) : i18n._(heads['shop-product'].h1)}</h1>
      {notFound ? (
        <p>{t`This product may have been renamed or taken out of the shop.`}</p>
      ) : (
        <div className="product-status is-error" role="alert">
          <p>{shopErrorText(i18n, state.error)}</p>
          {state.onRetry ? <RetryButton onRetry={state.onRetry} /> : null}
        </div>
      )}
      <p>
        <PageLink page="shop" lang={lang} className="product-back">
          {t`View all parts and accessories`}
        </PageLink>
      </p>
    </article>
  );
}
