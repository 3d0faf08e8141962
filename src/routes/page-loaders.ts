// The head tags a public page adds once its route has loaded (the shop's pages, a model page's Product). What the
// route loads during server rendering is page-data.ts, and a product page's head product-page-head.ts: chunks of
// their own, so every page's first render carries only this dispatch (docs/decisions/039-first-render-javascript-budgets.md).
import type { I18n } from '@lingui/core';
import type { Lang, PageId, PageParams } from '../locales/paths';
import type { HeadTags } from './head';
import type { ShopListData, ProductPageData } from '../views/shop/shop-page-data';
import { BIKE_SLUGS, type BikeSlug } from '../../common/bike-slugs';
import type { PublicPageLoaded } from '../views/shared/bike-facts';

export interface PageHeadArgs<TData> {
  data: TData;
  i18n: I18n;
  lang: Lang;
  publicUrl: string;
  params: PageParams;
  /** The page's standard head (title, description, canonical, alternates, Open Graph). */
  base: HeadTags;
}

/** A page whose data could not be loaded stays out of search indexes (the shopper gets a retry). */
export function withNoIndex(base: HeadTags): HeadTags {
  return { ...base, meta: [...base.meta.filter((tag) => tag.name !== 'robots'), { name: 'robots', content: 'noindex' }] };
}

/** A model's own page (its page id is its slug). */
export function modelOfPage(id: PageId): BikeSlug | null {
  return (BIKE_SLUGS as readonly string[]).includes(id) ? (id as BikeSlug) : null;
}

/**
 * A public page's head once its route has loaded: the shop's pages' own (a product's title, alternates and
 * structured data; the list's noindex when it failed) or a model page's structured data; else the standard one.
 */
export async function loadedPageHead(id: PageId, args: Omit<PageHeadArgs<unknown>, 'data'> & { loaded: PublicPageLoaded }): Promise<HeadTags> {
  const { loaded, base } = args;
  // A model page's Product, as its loader computed it (model-page-json-ld.ts).
  if (modelOfPage(id) !== null)
    return loaded.jsonLd ? { ...base, scripts: [...(base.scripts ?? []), { type: 'application/ld+json', children: loaded.jsonLd }] } : base;
  if (!('data' in loaded)) return base;
  if (id === 'shop') return (loaded.data as ShopListData).status === 'error' ? withNoIndex(base) : base;
  if (id === 'shop-product') return (await import('./product-page-head')).productPageHead({ ...args, data: loaded.data as ProductPageData });
  return base;
}
