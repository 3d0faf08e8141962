// The table of every page's view chunk (Vite's import.meta.glob of the views): loaded with the first client
// navigation, not before the first render (page-components.ts imports the served page's chunk by its URL, which the
// server's HTML names), and read by the server to link a page's CSS and preload its chunk
// (docs/decisions/039-first-render-javascript-budgets.md).
import { pageIds, pageLayout, type PageId } from '../locales/paths';
import { pageModuleCandidates, type PageComponent } from './page-components';

type PageModule = Record<string, unknown>;

const modules = import.meta.glob<PageModule>(['../views/**/*-page.tsx', '../views/marketing/*/*.page.tsx']);

/** The page's view module (relative to this folder) and its exported component: the first candidate that exists. */
function pageModule(id: PageId): readonly [string, string] {
  const found = pageModuleCandidates(id).find(([path]) => path in modules);
  if (!found) throw new Error(`page-modules: no view module for ${id}`);
  return found;
}

export async function importPageComponent(id: PageId): Promise<PageComponent> {
  const [path, name] = pageModule(id);
  return (await modules[path]!())[name] as PageComponent;
}

// Every page has its view: a page-components.ts entry that names a missing file stops the server's start.
for (const id of pageIds) pageModule(id);

/** The view module of a page as a Vite manifest key (src/…), for the server to link its CSS and chunk. */
export function pageModuleKey(id: PageId): string {
  return `src/${pageModule(id)[0].replace(/^\.\.\//, '')}`;
}

/** The module of a page's layout when it is not the default one (route-tree.tsx loads those lazily), as a manifest key. */
export function layoutModuleKey(id: PageId): string | null {
  const layout = pageLayout(id);
  return layout === 'default' ? null : `src/views/layouts/${layout}-layout.tsx`;
}
