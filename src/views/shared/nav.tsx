// What views use of navigation, without naming the router: a link, the current location and page, the page's loader
// data and the context (i18n). The views and layout parts a marketing page renders read it from here, so a page can be
// rendered with the router (the server, the shop's pages: router-nav.tsx provides it) or, later, from the served
// page's own data without the router's code in its first render (docs/decisions/043-marketing-pages-without-the-router.md).
import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType, type ReactNode, type Ref } from 'react';
import type { CurrentPage, PageRouterContext } from './page-context';

export interface NavLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The public path (from the slug table). */
  to: string;
  /** The query: its parameters, or `true` to keep the current one (the language switch). */
  search?: Readonly<Record<string, string>> | true;
  hash?: string;
  /** Keep the scroll position (a choice on the same page). */
  keepScroll?: boolean;
  /** Load the target as a new document. */
  reloadDocument?: boolean;
  /** Marked active only on exactly its path (otherwise the home link would be active on every page). */
  exact?: boolean;
  ref?: Ref<HTMLAnchorElement>;
  children?: ReactNode;
}

export interface Nav {
  pathname: string;
  /** The query string as served (`?a=b`, or empty). */
  searchStr: string;
  page: CurrentPage;
  /** The shown page's loader data (its route's, as `useLoaderData({ strict: false })` gives a page view). */
  loaderData: unknown;
  context: PageRouterContext;
  Link: ComponentType<NavLinkProps>;
  /** Preload a page on intent (hover, focus, touch). */
  preloadOnIntent: (href: string) => void;
  /** Preload a page when its link comes into view after the page settled; returns the clean-up. */
  preloadInViewport: (element: Element | null, href: string) => () => void;
}

const NavContext = createContext<Nav | null>(null);

export const NavProvider = NavContext.Provider;

export function useNav(): Nav {
  const nav = useContext(NavContext);
  if (!nav) throw new Error('useNav: no NavProvider above this component (layouts/root-document.tsx provides one).');
  return nav;
}

/** The query string of the current location (the server renders from the same string). */
export function useSearchStr(): string {
  return useNav().searchStr;
}

/** The shown page's loader data. */
export function usePageLoaderData(): unknown {
  return useNav().loaderData;
}

/** What views read of the router's context (i18n, the tag manager's id). */
export function usePageContext(): PageRouterContext {
  return useNav().context;
}
