// Pages whose server-rendered HTML needs data (the public shop pages): what the route loads and the head tags it
// adds. Loaders run for real only during server rendering (context.catalog); in the browser they answer null
// and the page's machine loads the data, with its loading and error states.
import type { I18n } from '@lingui/core';
import { absoluteUrl, languages, siteName, toPublicPath, type Lang, type PageId, type PageParams } from '../locales/paths';
import { pageLinks, pageTitle, type HeadTags } from './head';
import { breadcrumbJsonLd, jsonLdScript } from './structured-data';
import type { RouterContext } from './route-tree';
import type { ConfiguratorModelData } from '../views/configurator/configurator-page-data';
import type { ProductPageData, ShopListData } from '../views/shop/shop-page-data';
import type { ServedCart } from '../machines/cart/served-cart';
import { BIKE_SLUGS, type BikeSlug } from '../../common/bike-slugs';
import type { PublicPageLoaded } from '../views/shared/bike-facts';
import { productCrumbs } from '../views/shop/product-breadcrumb';

export interface PageLoaderArgs {
  context: RouterContext;
  params: PageParams;
  lang: Lang;
}

export interface PageHeadArgs<TData> {
  data: TData;
  i18n: I18n;
  lang: Lang;
  publicUrl: string;
  params: PageParams;
  /** The page's standard head (title, description, canonical, alternates, Open Graph). */
  base: HeadTags;
}

export interface PageLoader<TData = unknown> {
  /** Throws notFound() for a missing resource so the server answers 404. */
  load(args: PageLoaderArgs & { catalog: NonNullable<RouterContext['catalog']> }): Promise<TData>;
  /** Adjusts the head once the data is known (product title, JSON-LD …). */
  head?(args: PageHeadArgs<TData>): HeadTags;
}

type PageHead = HeadTags;

// The loading itself (and all it imports) is a chunk of its own: it runs during server rendering only, and the
// head functions below, which also run in the browser, stay small for every page's first render.
const shopPageData = () => import('../views/shop/shop-page-data');

/** A page whose data could not be loaded stays out of search indexes (the shopper gets a retry). */
export function withNoIndex(base: HeadTags): PageHead {
  return { ...base, meta: [...base.meta.filter((tag) => tag.name !== 'robots'), { name: 'robots', content: 'noindex' }] };
}

const shop: PageLoader<ShopListData> = {
  load: async ({ catalog, lang }) => (await shopPageData()).loadShopList({ catalog, lang }),
  head: ({ data, base }) => (data.status === 'error' ? withNoIndex(base) : base),
};

const canonicalOf = (head: HeadTags) => head.links.find((link) => link.rel === 'canonical')?.href ?? '';

const REPLACED_META = new Set(['description', 'og:url', 'og:type', 'og:title', 'og:description', 'og:image', 'og:image:width', 'og:image:height']);

const shopProduct: PageLoader<ProductPageData> = {
  load: async ({ catalog, lang, params, context }) =>
    (await shopPageData()).loadProductPage({ catalog, lang, urlKey: params.urlKey ?? '', publicUrl: context.publicUrl }),
  head: ({ data, base, publicUrl, i18n, lang }) => {
    if (data.status === 'error') return withNoIndex(base);
    const { product, head, languageParams, modelPage } = data;
    // A bike's page is its model page (decision record 023): this one names it as canonical, with its alternates
    // and its title in the page's language (titles are in the shared catalogue; its description is not loaded here).
    const model = modelPage ? { links: pageLinks(publicUrl, modelPage, lang, {}), meta: [] } : null;
    const title = modelPage ? pageTitle(i18n, modelPage) : `${product.name} | ${siteName}`;
    const meta = base.meta.filter((tag) => !('title' in tag) && !REPLACED_META.has(tag.name ?? tag.property ?? ''));
    const description = head.description || base.meta.find((tag) => tag.name === 'description')?.content || '';
    meta.unshift(
      { title },
      { name: 'description', content: description },
      { property: 'og:type', content: 'product' },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: canonicalOf(model ?? base) },
      ...(head.image ? [{ property: 'og:image', content: head.image }] : []),
    );
    // The url key differs per store view: each language's alternate is the same product under its own key.
    const href = (lang: Lang) => absoluteUrl(publicUrl, toPublicPath('shop-product', lang, languageParams[lang]));
    const links = model ? model.links : base.links.filter((link) => link.rel !== 'alternate');
    if (!model) {
      for (const lang of languages) if (languageParams[lang]) links.push({ rel: 'alternate', hrefLang: lang, href: href(lang) });
      if (languageParams.nl) links.push({ rel: 'alternate', hrefLang: 'x-default', href: href('nl') });
    }
    const scripts = [...(base.scripts ?? []), { type: 'application/ld+json', children: head.jsonLd }];
    // The breadcrumb the page shows, in its language (a preload of another language gets it when it is shown).
    if (i18n.locale === lang) {
      const crumbs = productCrumbs(i18n, lang, product).map((crumb) => ({
        name: crumb.name,
        url:
          crumb.path === null
            ? canonicalOf(base)
            : absoluteUrl(publicUrl, crumb.category ? `${crumb.path}?category=${encodeURIComponent(crumb.category)}` : crumb.path),
      }));
      scripts.push(jsonLdScript(breadcrumbJsonLd(crumbs)));
    }
    return { meta, links, scripts };
  },
};

// configurator/{sku}: an unknown model answers 404; the check and its imports are a chunk of their own.
const configuratorModel: PageLoader<ConfiguratorModelData> = {
  load: async ({ catalog, lang, params }) =>
    (await import('../views/configurator/configurator-page-data')).checkConfiguratorModel({ catalog, lang, sku: params.sku ?? '' }),
};

// The cart and the checkout: the shopper's cart (their cartId cookie) as the server's cart reader answers it, so the
// page shows its lines, totals and the checkout's first step before any script (decision record 024). Without the
// reader (tests, a server without Magento) the browser loads the cart as before.
const servedCart = (withAddressForm: boolean): PageLoader<ServedCart> => ({
  load: async ({ context, lang }) =>
    context.shopperCart
      ? (await import('../views/order/served-cart-data')).loadServedCart({
          read: context.shopperCart,
          ...(context.cartProducts ? { products: context.cartProducts } : {}),
          lang,
          withAddressForm,
        })
      : { status: 'client' },
});

const loaders: Partial<Record<PageId, PageLoader<never>>> = {
  shop: shop as PageLoader<never>,
  'shop-cart': servedCart(false) as PageLoader<never>,
  'shop-checkout': servedCart(true) as PageLoader<never>,
  'shop-product': shopProduct as PageLoader<never>,
  'configurator-model': configuratorModel as PageLoader<never>,
};

export function pageLoader(id: PageId): PageLoader<unknown> | undefined {
  return loaders[id] as PageLoader<unknown> | undefined;
}

/** The shop's own pages show Magento's products themselves; every other public page gets the bikes' facts. */
const WITHOUT_FACTS = new Set<PageId>(['shop', 'shop-product']);

/**
 * A public page's head once its route has loaded: its own loader's head (the shop's pages) or a model page's
 * structured data; else the standard one.
 */
export function loadedPageHead(id: PageId, args: Omit<PageHeadArgs<unknown>, 'data'> & { loaded: PublicPageLoaded }): PageHead {
  const { loaded, base } = args;
  // A model page's Product, as its loader computed it (model-page-json-ld.ts).
  if (modelOfPage(id) !== null)
    return loaded.jsonLd ? { ...base, scripts: [...(base.scripts ?? []), { type: 'application/ld+json', children: loaded.jsonLd }] } : base;
  const own = pageLoader(id);
  if (!own?.head || !('data' in loaded)) return base;
  return own.head({ ...args, data: loaded.data });
}

/** A model's own page (its page id is its slug). */
function modelOfPage(id: PageId): BikeSlug | null {
  return (BIKE_SLUGS as readonly string[]).includes(id) ? (id as BikeSlug) : null;
}

/**
 * What a public page's route loads during server rendering and for its _payload.json: its own loader's data, the
 * bikes' facts from the catalogue, and whether it offers a bike that is no longer sold (a model page of a disabled
 * bike, an old configurator link): entry-server.tsx answers that with 410.
 */
export async function loadPublicPage(id: PageId, args: PageLoaderArgs & { catalog: NonNullable<RouterContext['catalog']> }): Promise<PublicPageLoaded> {
  const own = pageLoader(id);
  const [data, facts] = await Promise.all([
    own ? own.load(args) : undefined,
    WITHOUT_FACTS.has(id) ? undefined : import('../views/shared/bike-facts-data').then((module) => module.loadBikeFacts(args.catalog, args.lang)),
  ]);
  const slug = modelOfPage(id);
  const gone = slug !== null ? facts?.status === 'ready' && facts.bikes[slug] === undefined : (data as { gone?: unknown } | undefined)?.gone === true;
  const url = absoluteUrl(args.context.publicUrl, toPublicPath(id, args.lang, args.params));
  const jsonLd = slug !== null ? (await import('./model-page-json-ld')).modelPageJsonLd(slug, facts, args.lang, url) : null;
  return { ...(own ? { data } : {}), ...(facts ? { facts } : {}), ...(gone ? { gone } : {}), ...(jsonLd ? { jsonLd } : {}) };
}
