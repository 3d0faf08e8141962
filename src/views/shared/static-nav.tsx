// The navigation facade (nav.tsx) for a page hydrated without the router (a marketing page, decision record 043): the
// location, page and loader data are the served page's, and a link is a plain anchor that loads its page as a new
// document. A link renders exactly what the router's Link renders on the server (href with the router's query
// encoding, `active` class, data-status and aria-current on the current page), so the page hydrates without a mismatch.
// The query's encoding and the comparison are router-core's own small functions, not the router.
import { deepEqual, defaultParseSearch, defaultStringifySearch } from '@tanstack/router-core';
import type { CurrentPage, PageRouterContext } from './page-context';
import type { Nav, NavLinkProps } from './nav';

export interface StaticLocation {
  pathname: string;
  searchStr: string;
}

const withoutTrailingSlash = (path: string) => (path.endsWith('/') && path !== '/' ? path.slice(0, -1) : path);

/** Whether the router would mark a link to `path` with `search` active at `location` (its Link's resolveIsActive). */
function isActive(location: { pathname: string; search: Record<string, unknown> }, path: string, search: Record<string, unknown>, exact: boolean): boolean {
  const current = withoutTrailingSlash(location.pathname);
  const next = withoutTrailingSlash(path);
  const pathMatches = exact ? current === next : current.startsWith(next) && (current.length === next.length || current[next.length] === '/');
  return pathMatches && deepEqual(location.search, search, !exact);
}

export interface StaticNavOptions {
  location: StaticLocation;
  page: CurrentPage;
  loaderData: unknown;
  context: PageRouterContext;
  /** A page's document fetched ahead, on intent (the next page is a document load). */
  prefetch?: (href: string) => void;
}

export function staticNav({ location, page, loaderData, context, prefetch = () => {} }: StaticNavOptions): Nav {
  const current = { pathname: location.pathname, search: defaultParseSearch(location.searchStr) as Record<string, unknown> };
  // keepScroll and reloadDocument need nothing here: every link loads its page as a new document.
  function StaticLink({ to, search, hash, keepScroll: _keepScroll, reloadDocument: _reload, exact = false, className, children, ...rest }: NavLinkProps) {
    const nextSearch = search === true ? current.search : ((search ?? {}) as Record<string, unknown>);
    const href = `${to}${defaultStringifySearch(nextSearch)}${hash ? `#${hash}` : ''}`;
    const active = isActive(current, to, nextSearch, exact);
    const state = active ? { 'data-status': 'active', 'aria-current': 'page' as const } : {};
    const classes = active ? (className ? `${className} active` : 'active') : className;
    return (
      <a {...rest} {...state} className={classes} href={href}>
        {children}
      </a>
    );
  }
  return {
    pathname: location.pathname,
    // The query as the router gives it to views: parsed and written again (a repeated parameter becomes one JSON array).
    searchStr: defaultStringifySearch(current.search),
    page,
    loaderData,
    context,
    Link: StaticLink,
    preloadOnIntent: prefetch,
    // Links in view are not fetched ahead: a document per link on screen would cost the shopper's data for pages
    // they may never open (the router fetched small payloads and chunks, not documents).
    preloadInViewport: () => () => {},
  };
}
