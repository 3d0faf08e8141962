// Which view renders each page; loaded lazily so every page is its own chunk. Neither the table of every page's
// chunk nor the list of which module renders which page (page-modules.ts) is part of the first render: the page the
// server rendered is imported by the URL and export its HTML names (the loader's page-view global,
// server/ssr/assets.ts), any other page through the table, which loads with the first client navigation or preload
// (docs/decisions/039-first-render-javascript-budgets.md). The server reads the table to link a page's CSS and
// preload its chunk in the HTML.
import { lazyRouteComponent } from '@tanstack/react-router';
import { resolvePublicPath, type PageId } from '../locales/paths';
import { whenIdle } from '../lib/browser';

type Loader = ReturnType<typeof lazyRouteComponent>;
export type PageComponent = () => React.ReactNode;

/**
 * The served page (the document's own path) and its view's chunk URL and export, as the server's HTML names them;
 * none in development and on the server. Only that page is imported by it.
 */
const served: { id: PageId | undefined; view: readonly [href: string, name: string] | undefined } =
  typeof window === 'undefined'
    ? { id: undefined, view: undefined }
    : { id: resolvePublicPath(window.location.pathname)?.id, view: (window as { __pageView?: readonly [string, string] }).__pageView };

async function importPage(id: PageId): Promise<{ default: PageComponent }> {
  // Browser only: the SSR build drops this branch, so the server's bundle has no import by a computed URL
  // (tests/e2e/build-output.e2e.ts lists the ones it may have).
  if (!import.meta.env.SSR && id === served.id && served.view) {
    const [href, name] = served.view;
    const component = ((await import(/* @vite-ignore */ href)) as Record<string, PageComponent>)[name]!;
    // The table comes once the page is idle, so a first click does not wait for it before the next page's chunk.
    whenIdle(() => void import('./page-modules').catch(() => {}), { timeout: 3000, fallback: 1500 });
    return { default: component };
  }
  const { importPageComponent } = await import('./page-modules');
  return { default: await importPageComponent(id) };
}

const loaders = new Map<PageId, Loader>();

export function pageComponent(id: PageId): Loader {
  let loader = loaders.get(id);
  if (!loader) {
    loader = lazyRouteComponent(() => importPage(id));
    loaders.set(id, loader);
  }
  return loader;
}
