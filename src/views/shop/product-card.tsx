// One product in a grid (the shop list, related and cross-sell products): image, name, one-liner, price incl. VAT
// and the coupon badge. A part opens its product page; a bike, bought configured, opens its configurator.
import { useLingui } from '@lingui/react/macro';
import type { Lang } from '../../locales/paths';
import { formatMoney } from '../shared/money';
import { PageLink } from '../shared/page-link';
import { DiscountBadge } from './discount-badge';
import { StockNote } from './stock-line';
import type { ProductCardData } from './product-cards';
import './product-card.css';

interface ProductCardProps {
  product: ProductCardData;
  lang: Lang;
  /** h2 in the shop list, h3 under a section heading. */
  headingLevel?: 2 | 3;
  /** Images in the first rows load at once; the rest when they come near the viewport. */
  eager?: boolean;
}

export function ProductCard({ product, lang, headingLevel = 2, eager = false }: ProductCardProps) {
  const { t } = useLingui();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const price = product.price !== null ? formatMoney(product.price, lang) : null;
  const name = product.isBike ? (
    <PageLink page="configurator-model" lang={lang} params={{ sku: product.sku }} className="product-card-link">
      {product.name}
      <span className="visually-hidden">, {t`configure this bike`}</span>
    </PageLink>
  ) : product.urlKey ? (
    <PageLink page="shop-product" lang={lang} params={{ urlKey: product.urlKey }} className="product-card-link">
      {product.name}
    </PageLink>
  ) : (
    product.name
  );
  return (
    <li className="product-card">
      <div className="product-card-media">
        {product.imageSrc ? (
          // The heading beside it names the product: the image adds nothing for a screen reader.
          <img src={product.imageSrc} alt="" width={800} height={600} loading={eager ? 'eager' : 'lazy'} decoding="async" />
        ) : null}
      </div>
      <div className="product-card-body">
        {product.featured ? <p className="product-badge is-featured">{t({ message: 'Recommended', context: 'featured product badge' })}</p> : null}
        <Heading className="product-card-name">{name}</Heading>
        {product.oneLiner ? <p className="product-card-oneliner">{product.oneLiner}</p> : null}
        <StockNote stock={product.stock} />
        <p className="product-card-price">
          {price ? (
            <>
              <span className="price">{product.isBike ? t`from ${price}` : price}</span> <span className="vat">{t`incl. VAT`}</span>
            </>
          ) : null}
          {product.isBike ? (
            <span className="product-card-cta" aria-hidden="true">
              {t`Configure`}
            </span>
          ) : null}
        </p>
      </div>
      <DiscountBadge product={product} />
    </li>
  );
}

/** A card-shaped placeholder while products load. */
export function ProductCardSkeleton() {
  return (
    <li className="product-card is-skeleton" aria-hidden="true">
      <div className="product-card-media" />
      <div className="product-card-body">
        <span className="skeleton-line is-title" />
        <span className="skeleton-line" />
        <span className="skeleton-line is-short" />
      </div>
    </li>
  );
}
