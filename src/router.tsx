// The router factory shared by the server (one router per request) and the browser (one for the tab).
import { createRouter, type AnyRouter } from '@tanstack/react-router';
import { routeTree, type RouterContext } from './routes/route-tree';

export interface AppRouterOptions {
  context: RouterContext;
  nonce?: string;
}

interface DehydratedApp {
  publicUrl: string;
  organizationJsonLd?: string;
  buildId?: string;
  gtmId?: string;
}

export function createAppRouter({ context, nonce }: AppRouterOptions) {
  const router = createRouter({
    routeTree,
    context,
    // Preloading goes through PageLink's limiter (at most 4 at once, none on slow connections), not the router's own.
    defaultPreload: false,
    scrollRestoration: true,
    trailingSlash: 'never',
    ssr: nonce ? { nonce } : undefined,
    // The server writes what the browser's router reads back (hydrate); the browser's build has no dehydrate.
    dehydrate: import.meta.env.SSR
      ? (): DehydratedApp => ({
          publicUrl: context.publicUrl,
          ...(context.organizationJsonLd ? { organizationJsonLd: context.organizationJsonLd } : {}),
          ...(context.buildId ? { buildId: context.buildId } : {}),
          ...(context.gtmId ? { gtmId: context.gtmId } : {}),
        })
      : undefined,
    hydrate: (data: DehydratedApp) => {
      context.publicUrl = data.publicUrl;
      if (data.organizationJsonLd) context.organizationJsonLd = data.organizationJsonLd;
      if (data.buildId) context.buildId = data.buildId;
      if (data.gtmId) context.gtmId = data.gtmId;
    },
  });
  if (typeof document !== 'undefined') refuseUnflaggedExternalNavigation(router);
  return router;
}

/** Whether an address leaves this site (another origin, or a scheme such as mailto:). */
export function isExternalAddress(href: string, origin: string): boolean {
  if (!/^[a-z][a-z0-9+.-]*:/i.test(href) && !/^[\\/]{2}/.test(href)) return false;
  try {
    return new URL(href, origin).origin !== origin;
  } catch {
    return true;
  }
}

/**
 * The router would leave the site for any absolute `href` it is asked to navigate to; here that needs an explicit
 * `external: true` (spec §8), so a stray URL in data never sends a shopper elsewhere.
 */
export function refuseUnflaggedExternalNavigation(router: Pick<AnyRouter, 'navigate'>, origin = window.location.origin): void {
  const navigate = router.navigate;
  router.navigate = ((options: { href?: unknown; to?: unknown; external?: boolean }) => {
    const target = typeof options.href === 'string' ? options.href : typeof options.to === 'string' ? options.to : '';
    if (options.external !== true && isExternalAddress(target, origin)) {
      console.error(`Navigation to the external address ${target} refused: pass external: true to leave the site.`);
      return Promise.resolve();
    }
    const { external: _flag, ...rest } = options;
    return navigate(rest as never);
  }) as AnyRouter['navigate'];
}

export type AppRouter = ReturnType<typeof createAppRouter>;
