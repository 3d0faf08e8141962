// One internal route tree built from the slug table: four public paths per page under its layout.
import {
  createRootRouteWithContext,
  createRoute,
  HeadContent,
  lazyRouteComponent,
  notFound,
  Outlet,
  redirect,
  Scripts,
  type AnyRoute,
} from '@tanstack/react-router';
import type { I18n } from '@lingui/core';
import {
  keepsThirdPartiesOut,
  pageIds,
  pageDef,
  pageKind,
  pageLayout,
  routePatterns,
  isValidParam,
  resolvePublicPath,
  type Lang,
  type Layout,
  type PageId,
  type PageParams,
  langOfPath,
} from '../locales/paths';
import { activateLang } from '../locales/i18n';
import { buildPageHead } from './head';
import { resolveCheck, type SessionProbe } from './guards';
import { pageComponent, pageHead } from './page-components';
import { loadedPageHead, withNoIndex } from './page-loaders';
import type { PublicPageLoaded } from '../views/shared/bike-facts';
import { loadPageCatalog } from '../locales/page-catalogs';
import { pageMiddleware } from './route-rules';
import { RootDocument } from '../views/layouts/root-document';
import { DefaultLayout } from '../views/layouts/default-layout';
import { ErrorPage, NotFoundPage } from '../views/error/error-page';
import type { PageRouterContext } from '../views/shared/page-context';
import { RouterNavProvider } from '../views/shared/router-nav';

export interface RouterContext extends PageRouterContext {
  session: SessionProbe;
  /** Absolute origin used in canonical and hreflang links, e.g. https://www.folt.example. */
  publicUrl: string;
  /**
   * Server rendering only: GET /api/magento/products in-process (query → `{ success, data, error }`), so public
   * shop pages carry their products in the HTML. Undefined in the browser, where the shop machines load data.
   */
  catalog?: (query: Record<string, string>) => Promise<unknown>;
  /** Server rendering only: the shopper's cart in a language (server/api/cart-read.ts; its page is then personal). */
  shopperCart?: (lang: Lang) => Promise<unknown>;
  /** Server rendering only: `catalog` for the cart's lines, whose failure leaves the cart page a 200 (decision 024). */
  cartProducts?: (query: Record<string, string>) => Promise<unknown>;
  /**
   * The Organization's JSON-LD text for the head of public pages: made by the server (structured-data.ts) and handed
   * to the browser with buildId, so the company's facts and the JSON-LD builder are not in the entry.
   */
  organizationJsonLd?: string;
  /** The build this page came from (server → browser through the router's dehydrated data); 'dev' in development. */
  buildId?: string;
  /** Set by the root route on a client navigation when the build's route rules mark the page invalid. */
  pageGone?: boolean;
}

const inBrowser = () => typeof document !== 'undefined';
/** gtm.js was added to this document (lib/tag-manager.ts, after consent); checked without loading that module. */
const tagManagerInDocument = () => inBrowser() && document.querySelector('script[src^="https://www.googletagmanager.com/"]') !== null;

/**
 * Activates the path's language. On a language switch the page's own catalogues of the new language are loaded
 * first: the page on screen re-renders in the new language before the new match replaces it, and its texts must
 * already be there.
 */
async function switchLanguage(i18n: I18n, pathname: string): Promise<void> {
  const lang = langOfPath(pathname);
  if (i18n.locale && i18n.locale !== lang) {
    const page = resolvePublicPath(pathname);
    if (page) await loadPageCatalog(i18n, page.id, page.lang).catch(() => {});
  }
  await activateLang(i18n, lang);
}

/** The document with the router's head tags and scripts; the router provides the views' navigation facade. */
function RouterDocument() {
  return (
    <RouterNavProvider>
      <RootDocument head={<HeadContent />} scripts={<Scripts />}>
        <Outlet />
      </RootDocument>
    </RouterNavProvider>
  );
}

/** The default layout around the router's outlet. */
function RouterDefaultLayout() {
  return (
    <DefaultLayout>
      <Outlet />
    </DefaultLayout>
  );
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RouterDocument,
  // The path's language is active before anything renders, the error page included. On client navigations the
  // build's route rules apply too (redirects, invalid pages); the server applied them before rendering.
  beforeLoad: async ({ context, location, preload }) => {
    const rules =
      inBrowser() && context.buildId
        ? import('../lib/build-meta').then(({ applyRouteRules }) => applyRouteRules(context.buildId!, location, preload))
        : undefined;
    // A preload never switches the tab's language: one queued before a language switch and run after it would turn
    // the page being shown back into the old language (its texts and its head).
    const [, verdict] = await Promise.all([preload ? undefined : switchLanguage(context.i18n, location.pathname), rules]);
    return { pageGone: verdict?.pageGone ?? false };
  },
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
      { name: 'theme-color', content: '#0f3d3e' },
    ],
    links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
  }),
});

/**
 * The default layout (marketing and shop pages) is part of the entry; the others load with their pages (the server
 * preloads the layout's chunk with the page's: layoutModuleKey in page-components.ts), so a marketing page's first
 * render does not carry the back office's navigation or the checkout's header.
 */
const layoutComponents: Record<Layout, (() => React.ReactNode) | ReturnType<typeof lazyRouteComponent>> = {
  default: RouterDefaultLayout,
  minimal: lazyRouteComponent(() => import('../views/layouts/minimal-layout'), 'MinimalLayout'),
  admin: lazyRouteComponent(() => import('../views/layouts/admin-layout'), 'AdminLayout'),
  blank: lazyRouteComponent(() => import('../views/layouts/blank-layout'), 'BlankLayout'),
};

const layoutRoutes = Object.fromEntries(
  (Object.keys(layoutComponents) as Layout[]).map((layout) => [
    layout,
    createRoute({ getParentRoute: () => rootRoute, id: `layout-${layout}`, component: layoutComponents[layout] }),
  ]),
) as unknown as Record<Layout, AnyRoute>;

function pageRoutes(id: PageId): AnyRoute[] {
  const def = pageDef(id);
  // The slug table's check and the route rules' extra middleware; an unknown name throws here, at start-up.
  const checks = [...new Set([...(def.check ? [def.check] : []), ...pageMiddleware(id)])].map(resolveCheck);
  const component = pageComponent(id);
  const thirdPartiesOut = keepsThirdPartiesOut(id);
  return routePatterns(id).map(({ lang, prefix, path }) => {
    // Every public page: its data and extra catalogues (if any) in one request, answered from the CDN's cache.
    const usesPayload = pageKind(id) === 'public';
    return createRoute({
      getParentRoute: () => layoutRoutes[pageLayout(id)],
      path,
      staticData: { page: { pageId: id, lang, prefix } },
      component,
      beforeLoad: async ({ context, params, location, preload }) => {
        const ctx = context as RouterContext;
        if (ctx.pageGone) throw notFound();
        // A page with personal data never runs the tag manager: coming from a page that loaded it, the page is loaded
        // as a new document, which the server sends without it (and with a CSP that refuses it).
        if (!preload && thirdPartiesOut && tagManagerInDocument()) throw redirect({ href: location.href, reloadDocument: true });
        if (def.param && !isValidParam(id, (params as PageParams)[def.param.name])) throw notFound();
        // In the browser a payload page's catalogue comes with its payload (the loader).
        if (!(usesPayload && inBrowser())) await loadPageCatalog(ctx.i18n, id, lang);
        for (const check of checks) await check({ probe: ctx.session, lang, returnTo: location.href });
      },
      loader: async ({ context, params, location }) => {
        const ctx = context as RouterContext;
        // A client navigation: the payload's loading is a chunk of its own (payload-loader.ts), not part of the entry.
        // The browser's build keeps only this branch (import.meta.env.SSR is false there): the server rendering's
        // loading below is not part of its router chunk.
        if (!import.meta.env.SSR || inBrowser())
          return usesPayload ? (await import('./payload-loader')).loadFromPayload(ctx, location.pathname, id, lang) : null;
        if (!ctx.catalog) return null;
        // Server rendering: the loading is a chunk of its own (page-data.ts), not part of the browser's entry.
        const { loadPublicPage, pageDataLoader } = await import('./page-data');
        if (usesPayload) return loadPublicPage(id, { context: ctx, params: params as PageParams, lang, catalog: ctx.catalog });
        const data = pageDataLoader(id);
        if (!data) return null;
        const loaded = await data({ context: ctx, params: params as PageParams, lang, catalog: ctx.catalog });
        // A configurator link of a bike no longer sold: entry-server.tsx answers 410.
        return { data: loaded, ...((loaded as { gone?: unknown } | null)?.gone === true ? { gone: true } : {}) };
      },
      head: async ({ match, params, loaderData }) => {
        const ctx = match.context as RouterContext;
        // The H1 and description come with the page's view (its chunk, which the component needs anyway); a chunk that
        // fails to load keeps the title (the component's failure is handled by chunk-reload.ts and the error page).
        const head = await pageHead(id).catch(() => undefined);
        const base = buildPageHead(ctx.i18n, ctx.publicUrl, id, lang, params as PageParams, head, ctx.organizationJsonLd);
        const loaded = loaderData as PublicPageLoaded | null | undefined;
        // A page of a bike that is no longer sold (410) stays out of search indexes.
        if (loaded?.gone) return withNoIndex(base);
        if (!loaded) return base;
        return loadedPageHead(id, { loaded, i18n: ctx.i18n, lang, publicUrl: ctx.publicUrl, params: params as PageParams, base });
      },
    });
  });
}

export const routeTree = rootRoute.addChildren(
  (Object.keys(layoutRoutes) as Layout[]).map((layout) =>
    layoutRoutes[layout].addChildren(pageIds.filter((id) => pageLayout(id) === layout).flatMap(pageRoutes)),
  ),
);
