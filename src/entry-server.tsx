// Server entry: renders a page for a Fetch Request with the router's SSR support, plus sitemap and robots.
import { isNotFound, isRedirect } from '@tanstack/react-router';
import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server';
import type { Manifest } from '@tanstack/router-core';
import { setupI18n } from '@lingui/core';
import { createAppRouter } from './router';
import { layoutModuleKey, pageView } from './routes/page-modules';
import { catalogPathsFor } from './locales/catalog-loaders';
import { activateLang, createI18n } from './locales/i18n';
import {
  absoluteUrl,
  hydratesWithoutRouter,
  isValidParam,
  keepsThirdPartiesOut,
  languages,
  pageIds,
  pageKind,
  resolvePublicPath,
  toPublicPath,
  type Lang,
  type PageId,
} from './locales/paths';
import { loadPageCatalog } from './locales/page-catalogs';
import type { SessionProbe } from './routes/guards';
import type { RouterContext } from './routes/route-tree';
import { loadPublicPage } from './routes/page-data';
import { pageRules, redirectRules, toBuildMeta, validateRouteRules, type BuildMeta } from './routes/route-rules';
import { organizationJsonLd } from './routes/organization-json-ld';
import { jsonLdText } from './lib/json-ld-text';
import type { PagePayload } from './lib/page-payload';
import { BIKE_MODELS } from '../common/bike-models';
import { bikeFactsView } from './views/shared/bike-facts';
import { loadBikeFacts } from './views/shared/bike-facts-data';
import { loadShopList } from './views/shop/shop-page-data';

export { resolvePublicPath, langOfPath, toPublicPath } from './locales/paths';
export { decideRoute } from './routes/route-rules.matcher';
export { pagePathOfPayload } from './lib/page-payload';

// Route rules are checked when the server loads this module: a bad rule (an external target without
// `external: true`, an unknown page or middleware name) stops the start instead of misrouting shoppers.
validateRouteRules(redirectRules, pageRules);

/** The route rules as builds/meta/<build id>.json carries them (the development server answers with this). */
export function buildMeta(): BuildMeta {
  return toBuildMeta(redirectRules, pageRules);
}

const isRetired = (id: PageId) => pageRules[id]?.valid === false;

/** main.tsx's two ways to hydrate a page, as Vite manifest keys (decision record 043). */
const ROUTER_HYDRATION = 'src/router-page.tsx';
const STATIC_HYDRATION = 'src/static-page.tsx';

/** Source modules (Vite manifest keys) of the page at a path besides the entry: its view and its own catalogue. */
export function pageModulesFor(pathname: string): string[] {
  const page = resolvePublicPath(pathname);
  // How the browser hydrates the page (main.tsx imports one of the two): a marketing page without the router.
  if (!page) return [ROUTER_HYDRATION];
  const catalogs = catalogPathsFor(page.id, page.lang).map((file) => `src/${file.replace(/^\.\.\//, '')}`);
  const layout = layoutModuleKey(page.id);
  // The catalogues go by URL to the entry (server/ssr/assets.ts PageCatalog); catalog-loaders.ts, the table of every
  // page's catalogue, is not needed before the first client navigation.
  // A product page's head module (routes/product-page-head.ts) runs when the page hydrates: preloaded with the page.
  const head = page.id === 'shop-product' ? ['src/routes/product-page-head.ts'] : [];
  // The view as `key#export`: the HTML names its chunk and export to the entry (server/ssr/assets.ts PageAssets.view).
  const [view, name] = pageView(page.id);
  const hydration = hydratesWithoutRouter(page.id) ? STATIC_HYDRATION : ROUTER_HYDRATION;
  return [...(layout ? [layout] : []), `${view}#${name}`, hydration, ...head, ...catalogs];
}

/** Whether a path shows a page that runs no third-party script (paths.ts keepsThirdPartiesOut). */
export function keepsThirdPartiesOutOf(pathname: string): boolean {
  const resolved = resolvePublicPath(pathname);
  return resolved !== null && keepsThirdPartiesOut(resolved.id);
}

/** Whether a path shows an indexable public page, whose HTML a CDN may cache. */
export function isPublicPage(pathname: string): boolean {
  const resolved = resolvePublicPath(pathname);
  return resolved !== null && pageKind(resolved.id) === 'public';
}

export interface RenderOptions {
  request: Request;
  nonce: string;
  publicUrl: string;
  session: SessionProbe;
  manifest: Manifest;
  catalog?: RouterContext['catalog'];
  /** The shopper's cart for the cart and checkout pages (their cookie's, read by the server: decision record 024). */
  cart?: RouterContext['shopperCart'];
  /** The products of the cart's lines (the catalogue, without turning the page into an outage when it fails). */
  cartProducts?: RouterContext['cartProducts'];
  /** Handed to the browser through the router's dehydrated data (new-version detection, the build's route rules). */
  buildId?: string | null;
  /** The validated GTM id, handed to the browser the same way (no extra request to learn whether to ask consent). */
  gtmId?: string | null;
}

export async function renderPage({
  request,
  nonce,
  publicUrl,
  session,
  manifest,
  catalog,
  cart,
  cartProducts,
  buildId,
  gtmId,
}: RenderOptions): Promise<Response> {
  const handler = createRequestHandler({
    request,
    createRouter: () => {
      const context: RouterContext = {
        i18n: createI18n(),
        session,
        publicUrl,
        organizationJsonLd: jsonLdText(organizationJsonLd(publicUrl)),
        ...(catalog ? { catalog } : {}),
        ...(cart ? { shopperCart: cart } : {}),
        ...(cartProducts ? { cartProducts } : {}),
        ...(buildId ? { buildId } : {}),
        ...(gtmId ? { gtmId } : {}),
      };
      return createAppRouter({ context, nonce });
    },
    getRouterManifest: () => manifest,
  });
  return handler(async ({ request: req, responseHeaders, router }) => {
    const response = await renderRouterToString({ request: req, responseHeaders, router, children: <RouterServer router={router} /> } as never);
    // The router knows 200, 404 and 500; a page whose loader found its bike no longer sold is 410 Gone (it rendered
    // the "no longer sold" view), so a search engine drops it.
    return response.status === 200 && rendersGonePage(router.state.matches)
      ? new Response(response.body, { status: 410, headers: response.headers })
      : response;
  });
}

function rendersGonePage(matches: ReadonlyArray<{ loaderData?: unknown }>): boolean {
  return matches.some((match) => (match.loaderData as { gone?: unknown } | null | undefined)?.gone === true);
}

export interface PayloadOptions {
  pathname: string;
  publicUrl: string;
  session: SessionProbe;
  catalog?: RouterContext['catalog'];
}

/**
 * `<page path>/_payload.json` of a public page: its loader data (as the server render computes it) and its own
 * catalogue messages. Null for anything else (404): private pages render their data in the browser.
 */
export async function renderPayload({ pathname, publicUrl, session, catalog }: PayloadOptions): Promise<PagePayload | null> {
  const page = resolvePublicPath(pathname);
  if (!page || pageKind(page.id) !== 'public') return null;
  let payload: PagePayload = {};
  if (catalog) {
    const i18n = createI18n();
    await activateLang(i18n, page.lang);
    try {
      payload = await loadPublicPage(page.id, { context: { i18n, session, publicUrl, catalog }, params: page.params, lang: page.lang, catalog });
    } catch (error) {
      if (isNotFound(error)) return null;
      // The loader's redirect (shop-page-data.ts: another store view's URL key) is the HTML answer's 302; the payload
      // names the same address so that a client navigation lands where a page load would.
      if (isRedirect(error) && typeof error.options.href === 'string') return { moved: error.options.href };
      throw error;
    }
  }
  if (catalogPathsFor(page.id, page.lang).length > 0) {
    // A separate instance, so only the page's own and area messages go out (the shared catalogue is in the tab).
    const own = setupI18n();
    await loadPageCatalog(own, page.id, page.lang);
    own.activate(page.lang);
    payload.messages = own.messages;
  }
  return payload;
}

/** Pages a search engine should index: the public pages without parameters, minus those the route rules retired. */
export function indexablePages(): PageId[] {
  return pageIds.filter((id) => pageKind(id) === 'public' && id !== 'shop-product' && !isRetired(id));
}

/** One <url> of the sitemap: its address and every language's version of it (with Dutch as x-default). */
function sitemapUrl(publicUrl: string, lang: Lang, pathIn: Partial<Record<Lang, string>>): string {
  const alternates = [
    ...languages.flatMap((alt) => (pathIn[alt] ? [`    <xhtml:link rel="alternate" hreflang="${alt}" href="${absoluteUrl(publicUrl, pathIn[alt])}"/>`] : [])),
    ...(pathIn.nl ? [`    <xhtml:link rel="alternate" hreflang="x-default" href="${absoluteUrl(publicUrl, pathIn.nl)}"/>`] : []),
  ].join('\n');
  return `  <url>\n    <loc>${absoluteUrl(publicUrl, pathIn[lang]!)}</loc>\n${alternates}\n  </url>`;
}

/**
 * The shop's product pages, per sku its path in each language it is shown in (its url key differs per store view).
 * Bikes have no place here: their page is their model page (and the configurator), which the sitemap lists.
 */
async function productPaths(catalog: NonNullable<RouterContext['catalog']>): Promise<Array<Partial<Record<Lang, string>>>> {
  const bySku = new Map<string, Partial<Record<Lang, string>>>();
  for (const lang of languages) {
    const list = await loadShopList({ catalog, lang });
    if (list.status !== 'ready') continue;
    for (const card of list.products) {
      if (card.isBike || !card.urlKey || !isValidParam('shop-product', card.urlKey)) continue;
      const paths = bySku.get(card.sku) ?? {};
      paths[lang] = toPublicPath('shop-product', lang, { urlKey: card.urlKey });
      bySku.set(card.sku, paths);
    }
  }
  return [...bySku.values()];
}

/**
 * The sitemap: the indexable pages, minus the model pages of bikes the catalogue no longer sells (with `catalog`;
 * while the catalogue cannot be asked every model page stays in), and every product page of the shop with its
 * versions in the other languages (with `catalog`; none while it cannot be asked).
 */
export async function sitemapXml(publicUrl: string, catalog?: RouterContext['catalog']): Promise<string> {
  const [facts, products] = await Promise.all([catalog ? loadBikeFacts(catalog, 'nl') : undefined, catalog ? productPaths(catalog) : []]);
  const offered = bikeFactsView(facts);
  const gone = new Set<string>(BIKE_MODELS.filter((model) => !offered.isOffered(model.slug)).map((model) => model.slug));
  const pages = indexablePages()
    .filter((id) => !gone.has(id))
    .map((id) => Object.fromEntries(languages.map((lang) => [lang, toPublicPath(id, lang)])) as Partial<Record<Lang, string>>);
  const urls = [...pages, ...products].flatMap((pathIn) => languages.filter((lang) => pathIn[lang]).map((lang) => sitemapUrl(publicUrl, lang, pathIn)));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Crawlers stay out of admin, cart, checkout, confirmation and customer pages in every language. */
export function robotsTxt(publicUrl: string): string {
  const hidden = pageIds.filter((id) => pageKind(id) !== 'public' && id !== 'configurator-model');
  const paths = new Set<string>();
  for (const id of hidden)
    for (const lang of languages) {
      // Parameter pages are covered by their base path (Disallow matches by prefix).
      const path = toPublicPath(id, lang, { id: '0' }).replace(/\/0$/, '');
      paths.add(path);
      if (lang === 'nl') paths.add(`/nl${path}`);
    }
  paths.add('/api/');
  const lines = ['User-agent: *', ...[...paths].sort().map((p) => `Disallow: ${p}`), '', `Sitemap: ${absoluteUrl(publicUrl, '/sitemap.xml')}`, ''];
  return lines.join('\n');
}
