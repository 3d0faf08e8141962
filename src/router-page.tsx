// The browser's side of a page hydrated with the router (the shop, cart, checkout, account, back office and
// configurator pages, and every page in development): the router, the shop runtime's wiring on the router's events,
// the build watch and the tag manager. Marketing pages hydrate without it (static-page.tsx, decision record 043).
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { I18n } from '@lingui/core';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createAppRouter } from './router';
import type { PageId } from './locales/paths';
import { loadShopRuntime, needsShopRuntime, registerShopRuntime } from './views/shared/shop-runtime';
import { renderedPage } from './views/shared/page-context';
import { PAGE_LEFT_SIGNAL, sendPageSignal, whenIdle as whenIdleWithin } from './lib/browser';
import { hasCookie } from './lib/cookies';
import { yieldToMain } from './lib/yield-to-main';

export async function hydrateWithRouter(i18n: I18n): Promise<void> {
  // Building the router (every page's routes) and hydrating are tasks of their own: together with the catalogues'
  // evaluation they made one long task that blocked input on a phone (decision record 025).
  const router = createAppRouter({
    context: { i18n, session: () => import('./lib/api/session').then(({ fetchSession }) => fetchSession()), publicUrl: window.location.origin },
  });
  registerShopRuntime(async () => {
    // Where the page needs the runtime at once (the cart, the checkout: their controls send to its actors) it comes
    // in one go, as soon as it can; on the shop list and a product page it comes in parts, each a task of its own.
    if (!WHEN_IDLE_PAGES.has(renderedPage(router.state.matches).pageId)) {
      const { createShopRuntime } = await import('./shop-runtime');
      return createShopRuntime({ router, i18n });
    }
    const { createShopRuntime } = await importShopRuntimeInParts();
    const runtime = await createShopRuntime({ router, i18n });
    // Starting the root actors and the views' re-render with them (the slot's change renders at once) are two tasks.
    await yieldToMain();
    return runtime;
  });
  // The shop's pages run the shop runtime (cart, coupon): started when such a page has rendered, the hydrated one or a
  // later navigation's. A product page whose product came with the page (its server render, or a client navigation's
  // page payload) sends view_item once per visit of its URL; a product loaded in the browser is reported by its
  // page's product-loading actor.
  let productPath: string | null = null;
  router.subscribe('onRendered', () => {
    const rendered = renderedPage(router.state.matches);
    if (needsShopRuntime(rendered.pageId)) {
      const start = () => void loadShopRuntime().catch(() => {});
      // The shop list and a product page need it for the coupon's badges only (an add loads it on the click): it
      // waits until the page is idle, so it does not run into the hydration's tasks.
      if (WHEN_IDLE_PAGES.has(rendered.pageId)) whenIdle(start);
      else start();
    }
    const path = rendered.pageId === 'shop-product' ? router.state.location.pathname : null;
    if (path !== null && path !== productPath) void import('./views/shop/ecommerce-events').then(({ reportServedProduct }) => reportServedProduct(rendered));
    productPath = path;
  });
  // Sections of the served page that hydrate later (views/shared/later-section.tsx) load when the page is left: the
  // signal reaches lib/hydrate-later.ts, which only a page with such sections loads.
  router.subscribe('onBeforeNavigate', (event) => {
    if (event.hrefChanged) sendPageSignal(PAGE_LEFT_SIGNAL);
  });
  // After a client navigation the focus moves to the new page's heading (issue 25: page changes announced). The code
  // comes with the page table (routes/page-modules.ts), which a navigation to another page has loaded, not with the
  // first render.
  router.subscribe('onRendered', (event) => {
    if (event.fromLocation && event.pathChanged) void import('./routes/page-modules').then(({ focusNewPageHeading }) => focusNewPageHeading());
  });
  await yieldToMain();
  // Hydrated as a transition: React yields to the browser every few milliseconds instead of holding the main thread
  // for the whole document (one long task), and a click meanwhile hydrates its part at once and is replayed.
  startTransition(() => {
    hydrateRoot(document, <RouterClient router={router} />);
  });
  // A returning shopper's cart badge fills in once the page is idle, and a campaign link's ?coupon= is taken
  // then; otherwise nothing is loaded until a shop page asks for the runtime. The cookie is read at idle too: js-cookie
  // is not part of the first render.
  const hasCoupon = new URLSearchParams(window.location.search).has('coupon');
  whenIdle(() => {
    void (async () => {
      if (hasCoupon || (await hasCookie('cartId'))) await loadShopRuntime();
    })().catch(() => {});
  });
  // Between deploys: watch for a new build (and fetch this build's route rules); the tag manager, behind consent.
  whenIdle(() => {
    void import('./lib/build-watch').then(({ startBuildWatch }) => startBuildWatch({ router, i18n, buildId: router.options.context.buildId }));
    void import('./lib/tag-manager').then(({ startTagManager }) => startTagManager(router.options.context.gtmId));
  });
}

const WHEN_IDLE_PAGES: ReadonlySet<PageId | null> = new Set<PageId>(['shop', 'shop-product']);

/**
 * The shop runtime's modules, evaluated a part at a time: the browser evaluates a dynamic import's whole module graph
 * in one task, and xstate, the API client with its schemas and the machines together made one of the shop pages'
 * long tasks (issue 21; `npm run bench:lighthouse`). Each part is evaluated once; the last import finds the others
 * evaluated.
 */
async function importShopRuntimeInParts() {
  await import('xstate');
  await yieldToMain();
  await import('./lib/api/shop-api');
  await yieldToMain();
  const runtime = await import('./shop-runtime');
  await yieldToMain();
  return runtime;
}

function whenIdle(task: () => void) {
  whenIdleWithin(task, { timeout: 3000, fallback: 1500 });
}
