// The navigation facade (nav.tsx) backed by TanStack Router: what the server renders every page with and what the
// shop's, account's, back office's and configurator's pages hydrate with. Each value is what the view used to read
// from the router itself, so a page renders the same markup through the facade as before.
import { useMemo, type ReactNode } from 'react';
import { Link, useRouteContext, useRouter, useRouterState } from '@tanstack/react-router';
import { preloadInViewport, preloadOnIntent } from '../../lib/preload-link';
import { NavProvider, type Nav, type NavLinkProps } from './nav';
import { renderedPage, type CurrentPage, type PageRouterContext, type PageStaticData } from './page-context';
import { langOfPath, type PageParams } from '../../locales/paths';

function RouterLink({ to, search, hash, keepScroll, reloadDocument, exact, ...rest }: NavLinkProps) {
  // Only what the caller set is passed on: the router reads an absent option differently from some explicit values.
  const options = {
    ...(search !== undefined ? { search: search as never } : {}),
    ...(hash !== undefined ? { hash } : {}),
    ...(keepScroll ? { resetScroll: false } : {}),
    ...(reloadDocument !== undefined ? { reloadDocument } : {}),
    ...(exact ? { activeOptions: { exact: true } } : {}),
  };
  return <Link to={to} {...options} {...rest} />;
}

interface MatchState {
  matches: Array<{ staticData?: { page?: PageStaticData }; params: unknown }>;
  location: { pathname: string; searchStr: string };
}

function useRouterPage(): CurrentPage & { pathname: string; searchStr: string } {
  return useRouterState({
    select: (state: MatchState) => {
      const leaf = [...state.matches].reverse().find((m) => m.staticData?.page);
      const page = leaf?.staticData?.page;
      return {
        pageId: page?.pageId ?? null,
        lang: page?.lang ?? langOfPath(state.location.pathname),
        params: (leaf?.params ?? {}) as PageParams,
        pathname: state.location.pathname,
        searchStr: state.location.searchStr,
      };
    },
    structuralSharing: true,
  } as never) as CurrentPage & { pathname: string; searchStr: string };
}

/** Provides the facade from the router; rendered by the root document, above every layout and page. */
export function RouterNavProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const context = useRouteContext({ strict: false }) as PageRouterContext;
  const { pageId, lang, params, pathname, searchStr } = useRouterPage();
  // The page's own loader data: the deepest match with a page (what useLoaderData({ strict: false }) gives its view).
  const loaderData = useRouterState({
    select: (state: { matches: Array<{ staticData?: { page?: PageStaticData }; loaderData?: unknown }> }) => renderedPage(state.matches).loaderData,
  } as never) as unknown;
  const nav = useMemo<Nav>(
    () => ({
      pathname,
      searchStr,
      page: { pageId, lang, params },
      loaderData,
      context,
      Link: RouterLink,
      preloadOnIntent: (href) => preloadOnIntent(router, href),
      preloadInViewport: (element, href) => preloadInViewport(element, router, href),
    }),
    [pathname, searchStr, pageId, lang, params, loaderData, context, router],
  );
  return <NavProvider value={nav}>{children}</NavProvider>;
}
