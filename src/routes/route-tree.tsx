// One internal route tree built from the slug table: four public paths per page under its layout.
import { createRootRouteWithContext, createRoute, notFound, type AnyRoute } from '@tanstack/react-router';
import type { I18n } from '@lingui/core';
import { pageIds, pageDef, pageLayout, routePatterns, isValidParam, type Layout, type PageId, type PageParams, langOfPath } from '../locales/paths';
import { activateLang } from '../locales/i18n';
import { buildPageHead } from './head';
import { resolveCheck, type SessionProbe } from './guards';
import { pageComponent } from './page-components';
import { pageLoader } from './page-loaders';
import { loadPageCatalog } from '../locales/page-catalogs';
import { RootDocument } from '../views/layouts/root-document';
import { DefaultLayout } from '../views/layouts/default-layout';
import { MinimalLayout } from '../views/layouts/minimal-layout';
import { AdminLayout } from '../views/layouts/admin-layout';
import { BlankLayout } from '../views/layouts/blank-layout';
import { ErrorPage, NotFoundPage } from '../views/error/error-page';

export interface RouterContext {
  i18n: I18n;
  session: SessionProbe;
  /** Absolute origin used in canonical and hreflang links, e.g. https://www.folt.example. */
  publicUrl: string;
  /**
   * Server rendering only: GET /api/magento/products in-process (query → `{ success, data, error }`), so public
   * shop pages carry their products in the HTML. Undefined in the browser, where the shop machines load data.
   */
  catalog?: (query: Record<string, string>) => Promise<unknown>;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootDocument,
  // The path's language is active before anything renders, the error page included.
  beforeLoad: ({ context, location }) => activateLang(context.i18n, langOfPath(location.pathname)),
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

const layoutComponents: Record<Layout, () => React.ReactNode> = {
  default: DefaultLayout,
  minimal: MinimalLayout,
  admin: AdminLayout,
  blank: BlankLayout,
};

const layoutRoutes = Object.fromEntries(
  (Object.keys(layoutComponents) as Layout[]).map((layout) => [
    layout,
    createRoute({ getParentRoute: () => rootRoute, id: `layout-${layout}`, component: layoutComponents[layout] }),
  ]),
) as unknown as Record<Layout, AnyRoute>;

function pageRoutes(id: PageId): AnyRoute[] {
  const def = pageDef(id);
  const check = def.check ? resolveCheck(def.check) : null;
  const component = pageComponent(id);
  const data = pageLoader(id);
  return routePatterns(id).map(({ lang, prefix, path }) =>
    createRoute({
      getParentRoute: () => layoutRoutes[pageLayout(id)],
      path,
      staticData: { page: { pageId: id, lang, prefix } },
      component,
      beforeLoad: async ({ context, params, location }) => {
        const ctx = context as RouterContext;
        if (def.param && !isValidParam(id, (params as PageParams)[def.param.name])) throw notFound();
        await loadPageCatalog(ctx.i18n, id, lang);
        if (check) await check({ probe: ctx.session, lang, returnTo: location.href });
      },
      loader: async ({ context, params }) => {
        const ctx = context as RouterContext;
        if (!data || !ctx.catalog) return null;
        return { data: await data.load({ context: ctx, params: params as PageParams, lang, catalog: ctx.catalog }) };
      },
      head: ({ match, params, loaderData }) => {
        const ctx = match.context as RouterContext;
        const base = buildPageHead(ctx.i18n, ctx.publicUrl, id, lang, params as PageParams);
        const loaded = loaderData as { data: unknown } | null | undefined;
        if (!data?.head || !loaded) return base;
        return data.head({ data: loaded.data, i18n: ctx.i18n, lang, publicUrl: ctx.publicUrl, params: params as PageParams, base });
      },
    }),
  );
}

export const routeTree = rootRoute.addChildren(
  (Object.keys(layoutRoutes) as Layout[]).map((layout) =>
    layoutRoutes[layout].addChildren(pageIds.filter((id) => pageLayout(id) === layout).flatMap(pageRoutes)),
  ),
);
