// The router factory shared by the server (one router per request) and the browser (one for the tab).
import { createRouter } from '@tanstack/react-router';
import { routeTree, type RouterContext } from './routes/route-tree';

export interface AppRouterOptions {
  context: RouterContext;
  nonce?: string;
}

export function createAppRouter({ context, nonce }: AppRouterOptions) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    defaultPreloadDelay: 50,
    scrollRestoration: true,
    trailingSlash: 'never',
    ssr: nonce ? { nonce } : undefined,
    dehydrate: () => ({ publicUrl: context.publicUrl }),
    hydrate: (data: { publicUrl: string }) => {
      context.publicUrl = data.publicUrl;
    },
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
