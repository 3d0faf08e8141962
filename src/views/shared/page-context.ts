// What every page route carries (static data), what views read of the router's context, and a hook that reads the
// current page (through the navigation facade, nav.tsx). A view's part of the router: routes import it, views never
// import routes.
import type { I18n } from '@lingui/core';
import { useNav } from './nav';
import { type Lang, type PageId, type PageParams, type Prefix } from '../../locales/paths';

export interface PageStaticData {
  pageId: PageId;
  lang: Lang;
  prefix: Prefix;
}

declare module '@tanstack/router-core' {
  interface StaticDataRouteOption {
    page?: PageStaticData;
  }
}

/** What views read of the router's context; the route tree's `RouterContext` extends it with the rest. */
export interface PageRouterContext {
  i18n: I18n;
  /** The validated GTM container id (GTM_ID), passed like buildId; absent when no tag manager is configured. */
  gtmId?: string;
}

export interface CurrentPage {
  pageId: PageId | null;
  lang: Lang;
  params: PageParams;
}

/** The page being shown (null pageId on the error page), its language and its parameters. */
export function useCurrentPage(): CurrentPage {
  return useNav().page;
}

/** The page a list of router matches renders (the wiring reads it on the router's events), with its loader's data. */
export function renderedPage(matches: ReadonlyArray<{ staticData?: { page?: PageStaticData }; loaderData?: unknown }>): {
  pageId: PageId | null;
  loaderData: unknown;
} {
  const leaf = [...matches].reverse().find((m) => m.staticData?.page);
  return { pageId: leaf?.staticData?.page?.pageId ?? null, loaderData: leaf?.loaderData };
}
