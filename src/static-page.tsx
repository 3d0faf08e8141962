// A marketing page hydrated without the router (decision record 043): the same document, layout and view the server
// rendered with the router, with the navigation facade (views/shared/nav.tsx) built from what the served page
// carries — its path and query, its page, the loader data and the build's data the router dehydrated into the HTML.
// Its links load their pages as new documents (the server keeps rendered pages, decision 020); Back and Forward are
// the browser's own. The router and its chunk are not part of such a page's first render.
import { startTransition, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { I18n } from '@lingui/core';
import type { AnyRouter } from '@tanstack/react-router';
import { StaticPageTree } from './views/layouts/static-page-tree';
import { staticNav } from './views/shared/static-nav';
import type { PageStaticData } from './views/shared/page-context';
import { loadShopRuntime, registerShopRuntime } from './views/shared/shop-runtime';
import { hasCookie } from './lib/cookies';
import { whenIdle } from './lib/browser';
import { pageKind, resolvePublicPath, type ResolvedPath } from './locales/paths';
import { yieldToMain } from './lib/yield-to-main';

/** What the router's server render put into the page for its client (router-core's dehydrateMatch and `dehydrate`). */
interface DehydratedRouter {
  matches?: Array<{ s?: string; l?: unknown; e?: unknown; g?: boolean }>;
  dehydratedData?: { gtmId?: string };
}

/**
 * The router's dehydrated data in the served HTML, when the page rendered as expected: every match loaded (no error,
 * no not-found). Anything else is hydrated with the router, which knows what to do with it.
 */
function servedRouterData(): { loaderData: unknown; data: NonNullable<DehydratedRouter['dehydratedData']>; hydrated: () => void } | null {
  const tsr = (window as { $_TSR?: { router?: DehydratedRouter; h?: () => void } }).$_TSR;
  const router = tsr?.router;
  const matches = router?.matches;
  if (!router || !matches?.length || matches.some((match) => match.s !== 'success' || match.e !== undefined || match.g)) return null;
  return { loaderData: matches[matches.length - 1]!.l, data: router.dehydratedData ?? {}, hydrated: () => tsr.h?.() };
}

interface StaticPageOptions {
  i18n: I18n;
  page: ResolvedPath;
  /** The served page's view: its chunk's URL and export (server/ssr/assets.ts PageAssets.view); none in development. */
  view: readonly [href: string, name: string] | undefined;
}

/** Hydrates the served marketing page; false when the page is not one this can hydrate (the router does it then). */
export async function hydrateWithoutRouter({ i18n, page, view }: StaticPageOptions): Promise<boolean> {
  const served = servedRouterData();
  if (!served) return false;
  // The development server names no chunk: the page table finds the view there. A view that fails to load (a deploy
  // removed its chunk) is left to the router, which reloads the page once and then shows the error page
  // (lib/chunk-reload.ts), as for any page.
  const loaded = await (
    view
      ? import(/* @vite-ignore */ view[0]).then((module: Record<string, unknown>) => [module, view[1]] as const)
      : import('./routes/page-modules').then(({ importPageModule }) => importPageModule(page.id))
  ).catch(() => null);
  if (!loaded) return false;
  const [module, name] = loaded;
  const Page = module[name] as (() => ReactNode) | undefined;
  if (!Page) return false;
  const { gtmId } = served.data;
  const nav = staticNav({
    location: { pathname: window.location.pathname, searchStr: window.location.search },
    page: { pageId: page.id, lang: page.lang, params: page.params },
    loaderData: served.loaderData,
    context: { i18n, ...(gtmId ? { gtmId } : {}) },
    prefetch: prefetchDocument,
  });
  registerShopRuntime(async () => {
    const { createShopRuntime } = await import('./shop-runtime');
    return createShopRuntime({ router: documentRouter(page, served.loaderData), i18n });
  });
  await yieldToMain();
  startTransition(() => {
    hydrateRoot(
      document,
      <AfterHydration run={served.hydrated}>
        <StaticPageTree nav={nav} Page={Page} />
      </AfterHydration>,
    );
  });
  // A returning shopper's cart badge and a campaign link's ?coupon=, once the page is idle (as with the router), and
  // the tag manager. No build watch (lib/build-watch.ts, with the router's route rules): every link of this page loads
  // a document, which comes from the build the server runs.
  const hasCoupon = new URLSearchParams(window.location.search).has('coupon');
  whenIdle(
    () => {
      void (async () => {
        if (hasCoupon || (await hasCookie('cartId'))) await loadShopRuntime();
      })().catch(() => {});
      void import('./lib/tag-manager').then(({ startTagManager }) => startTagManager(gtmId));
    },
    { timeout: 3000, fallback: 1500 },
  );
  return true;
}

/**
 * Runs `run` once the tree has hydrated: the router's data in the page is then released as the router releases it
 * (its globals removed), which is also what tests wait for (tests/e2e/browser.ts waitForHydration).
 */
function AfterHydration({ run, children }: { run: () => void; children: ReactNode }) {
  useEffect(run, [run]);
  return children;
}

const prefetched = new Set<string>();

/**
 * A link's page fetched ahead on intent (hover, focus, touch) as a document, which the click then loads from the HTTP
 * cache; public pages only, not in data-saver mode or on 2g (as the router's preloading), once per address.
 */
function prefetchDocument(href: string): void {
  const connection = (navigator as { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  if (prefetched.has(href) || connection?.saveData === true || connection?.effectiveType === 'slow-2g' || connection?.effectiveType === '2g') return;
  // Public pages only: a personal one (the cart, an account page) kept in the prefetch cache could be shown after it
  // changed (an item added meanwhile), and its render reads the shopper's data on the server for a page maybe not opened.
  const target = resolvePublicPath(new URL(href, window.location.href).pathname);
  if (!target || pageKind(target.id) !== 'public') return;
  prefetched.add(href);
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = href;
  document.head.appendChild(link);
}

/**
 * What the shop runtime uses of a router, for a page without one: its navigations are document
 * loads, an in-place address change (the coupon parameter) replaces the history entry, the page's match is the served
 * one, and there are no navigation events (the page is left as a document).
 */
function documentRouter(page: ResolvedPath, loaderData: unknown): AnyRouter {
  const staticData: { page: PageStaticData } = { page: { pageId: page.id, lang: page.lang, prefix: page.prefix } };
  const router = {
    state: { matches: [{ staticData, loaderData }] },
    history: { location: window.location },
    subscribe: () => () => {},
    navigate: ({ href, replace }: { href: string; replace?: boolean }) => {
      const url = new URL(href, window.location.href);
      if (replace && url.pathname === window.location.pathname) window.history.replaceState(window.history.state, '', url);
      else if (replace) window.location.replace(url);
      else window.location.assign(url);
      return Promise.resolve();
    },
  };
  // Only the members above are used (shop-runtime.ts, lib/replace-url.ts).
  return router as unknown as AnyRouter;
}
