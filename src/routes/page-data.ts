// What a page's route loads during server rendering and for its _payload.json (the public shop pages' products, the
// cart, the bikes' facts): a chunk of its own, imported by the route's loader on the server only, so the browser's
// first render does not carry it (docs/decisions/039-first-render-javascript-budgets.md). In the browser the page's
// data comes with its payload (route-tree.tsx) or its machine loads it, with its loading and error states.
import { absoluteUrl, toPublicPath, type Lang, type PageId, type PageParams } from '../locales/paths';
import type { RouterContext } from './route-tree';
import type { PublicPageLoaded } from '../views/shared/bike-facts';
import { modelOfPage } from './page-loaders';

export interface PageLoaderArgs {
  context: RouterContext;
  params: PageParams;
  lang: Lang;
}

type LoadArgs = PageLoaderArgs & { catalog: NonNullable<RouterContext['catalog']> };

/** Throws notFound() for a missing resource so the server answers 404. */
type Load = (args: LoadArgs) => Promise<unknown>;

// The loading itself (and all it imports) is a chunk of its own.
const shopPageData = () => import('../views/shop/shop-page-data');

// The cart and the checkout: the shopper's cart (their cartId cookie) as the server's cart reader answers it, so the
// page shows its lines, totals and the checkout's first step before any script (decision record 024). Without the
// reader (tests, a server without Magento) the browser loads the cart as before.
const servedCart =
  (withAddressForm: boolean): Load =>
  async ({ context, lang }) =>
    context.shopperCart
      ? (await import('../views/order/served-cart-data')).loadServedCart({
          read: context.shopperCart,
          ...(context.cartProducts ? { products: context.cartProducts } : {}),
          lang,
          withAddressForm,
        })
      : { status: 'client' };

const loaders: Partial<Record<PageId, Load>> = {
  shop: async ({ catalog, lang }) => (await shopPageData()).loadShopList({ catalog, lang }),
  'shop-product': async ({ catalog, lang, params, context }) =>
    (await shopPageData()).loadProductPage({ catalog, lang, urlKey: params.urlKey ?? '', publicUrl: context.publicUrl }),
  'shop-cart': servedCart(false),
  'shop-checkout': servedCart(true),
  // configurator/{sku}: an unknown model answers 404; the check and its imports are a chunk of their own.
  'configurator-model': async ({ catalog, lang, params }) =>
    (await import('../views/configurator/configurator-page-data')).checkConfiguratorModel({ catalog, lang, sku: params.sku ?? '' }),
};

/** A page's own data during server rendering (the shop's pages, the cart, the checkout, a configurator model), if it has any. */
export function pageDataLoader(id: PageId): Load | undefined {
  return loaders[id];
}

/** The shop's own pages show Magento's products themselves; every other public page gets the bikes' facts. */
const WITHOUT_FACTS = new Set<PageId>(['shop', 'shop-product']);

/**
 * What a public page's route loads during server rendering and for its _payload.json: its own loader's data, the
 * bikes' facts from the catalogue, and whether it offers a bike that is no longer sold (a model page of a disabled
 * bike, an old configurator link): entry-server.tsx answers that with 410.
 */
export async function loadPublicPage(id: PageId, args: LoadArgs): Promise<PublicPageLoaded> {
  const own = pageDataLoader(id);
  const [data, facts] = await Promise.all([
    own ? own(args) : undefined,
    WITHOUT_FACTS.has(id) ? undefined : import('../views/shared/bike-facts-data').then((module) => module.loadBikeFacts(args.catalog, args.lang)),
  ]);
  const slug = modelOfPage(id);
  const gone = slug !== null ? facts?.status === 'ready' && facts.bikes[slug] === undefined : (data as { gone?: unknown } | undefined)?.gone === true;
  const url = absoluteUrl(args.context.publicUrl, toPublicPath(id, args.lang, args.params));
  const jsonLd = slug !== null ? (await import('./model-page-json-ld')).modelPageJsonLd(slug, facts, args.lang, url) : null;
  return { ...(own ? { data } : {}), ...(facts ? { facts } : {}), ...(gone ? { gone } : {}), ...(jsonLd ? { jsonLd } : {}) };
}
