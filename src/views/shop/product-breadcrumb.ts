// The product page's breadcrumb — the shop, the product's first shop category, the product — in the page's
// language: shown by product-view.tsx and stated as schema.org BreadcrumbList in its head (page-loaders.ts), so
// both say the same.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { toPublicPath, type Lang } from '../../locales/paths';
import { categoryOf } from './shop-categories';

export interface Crumb {
  name: string;
  /** The public path; the product's own crumb has none (it is the page). */
  path: string | null;
  /** The shop list's ?category= value. */
  category?: string;
}

const shopCrumb = msg`Shop`;

/** The crumbs; without a product (still loading) only the shop. */
export function productCrumbs(i18n: I18n, lang: Lang, product: { name: string; categoryKeys: readonly string[] } | null): Crumb[] {
  const shop = toPublicPath('shop', lang);
  const category = product ? categoryOf(product.categoryKeys) : null;
  return [
    { name: i18n._(shopCrumb), path: shop },
    ...(category ? [{ name: i18n._(category.name), path: shop, category: category.key }] : []),
    ...(product ? [{ name: product.name, path: null }] : []),
  ];
}
