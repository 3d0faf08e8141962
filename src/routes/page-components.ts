// Which view renders each page; loaded lazily so every page is its own chunk. Neither the table of every page's
// chunk nor the list of which module renders which page (page-modules.ts) is part of the first render: the page the
// server rendered is imported by the URL and export its HTML names (the loader's page-view global,
// server/ssr/assets.ts), any other page through the table, which loads with the first client navigation or preload
// (docs/decisions/039-first-render-javascript-budgets.md). The server reads the table to link a page's CSS and
// preload its chunk in the HTML.
import { lazyRouteComponent } from '@tanstack/react-router';
import { resolvePublicPath, type PageId } from '../locales/paths';
import type { PageHead } from '../locales/page-meta';
import { whenIdle } from '../lib/browser';

type Loader = ReturnType<typeof lazyRouteComponent>;
export type PageComponent = () => React.ReactNode;
export type PageModule = Record<string, unknown>;

/**
 * The served page (the document's own path) and its view's chunk URL and export, as the server's HTML names them;
 * none in development and on the server. Only that page is imported by it.
 */
const served: { id: PageId | undefined; view: readonly [href: string, name: string] | undefined } =
  typeof window === 'undefined'
    ? { id: undefined, view: undefined }
    : { id: resolvePublicPath(window.location.pathname)?.id, view: (window as { __pageView?: readonly [string, string] }).__pageView };

/** The page's view module and the name of its component's export. */
async function importPageModule(id: PageId): Promise<readonly [module: PageModule, name: string]> {
  // Browser only: the SSR build drops this branch, so the server's bundle has no import by a computed URL
  // (tests/e2e/build-output.e2e.ts lists the ones it may have).
  if (!import.meta.env.SSR && id === served.id && served.view) {
    const [href, name] = served.view;
    return [(await import(/* @vite-ignore */ href)) as PageModule, name];
  }
  const { importPageModule: fromTable } = await import('./page-modules');
  return fromTable(id);
}

async function importPage(id: PageId): Promise<{ default: PageComponent }> {
  const [module, name] = await importPageModule(id);
  // The table comes once the served page is idle, so a first click does not wait for it before the next page's chunk.
  if (!import.meta.env.SSR && id === served.id && served.view) whenIdle(() => void import('./page-modules').catch(() => {}), { timeout: 3000, fallback: 1500 });
  return { default: module[name] as PageComponent };
}

/**
 * A page's H1 and description, for its head: its view module exports them (`head`, or `heads` by page id where one
 * module renders several pages), so they load with the page, not with every page's first render. The route's head
 * awaits the module its component needs anyway (in hydration the router has loaded it before it builds the heads).
 */
export async function pageHead(id: PageId): Promise<PageHead | undefined> {
  const [module] = await importPageModule(id);
  return (module.heads as Partial<Record<PageId, PageHead>> | undefined)?.[id] ?? (module.head as PageHead | undefined);
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
