// A page's catalogues beyond the shared one (its area's and a marketing page's own, see catalog-loaders.ts),
// merged into the request's or the tab's i18n instance before the page renders: on the server, in the browser
// before hydration (main.tsx) and before a client navigation shows the page.
import type { I18n, Messages } from '@lingui/core';
import type { Lang, PageId } from './paths';

const loaded = new Map<string, Messages>();
/**
 * The files already merged into each instance. Lingui merges and then tells every `useLingui` component to render
 * again, and a page's beforeLoad runs on every URL change (the configurator writes each choice into the URL): a file
 * merged once is not merged again. Merging only ever adds, so what was merged stays there.
 */
const merged = new WeakMap<I18n, Set<string>>();

async function loadPaths(i18n: I18n, lang: Lang, paths: readonly string[], loaderOf: (path: string) => (() => Promise<{ messages: Messages }>) | undefined) {
  let done = merged.get(i18n);
  if (!done) merged.set(i18n, (done = new Set()));
  for (const path of paths) {
    if (done.has(path)) continue;
    let messages = loaded.get(path);
    if (!messages) {
      const load = loaderOf(path);
      if (!load) continue;
      messages = (await load()).messages;
      loaded.set(path, messages);
    }
    i18n.load(lang, messages);
    done.add(path);
  }
}

/** Loads (once per file) and merges the page's extra catalogues; pages without any load nothing more. */
export async function loadPageCatalog(i18n: I18n, id: PageId, lang: Lang): Promise<void> {
  const { catalogPathsFor, catalogLoader } = await import('./catalog-loaders');
  await loadPaths(i18n, lang, catalogPathsFor(id, lang), catalogLoader);
}

/**
 * The catalogues the server linked to the page it rendered, as [path, URL] pairs (server/ssr/assets.ts PageCatalog):
 * the browser's first render imports them by URL and does not load catalog-loaders.ts, the table of every page's
 * catalogue. Merged under their paths, so a later loadPageCatalog does not merge them again.
 */
export async function loadServedCatalogs(i18n: I18n, lang: Lang, served: ReadonlyArray<readonly [string, string]>): Promise<void> {
  const hrefs = new Map(served);
  const loaderOf = (path: string) => {
    const href = hrefs.get(path);
    return href === undefined ? undefined : () => import(/* @vite-ignore */ href) as Promise<{ messages: Messages }>;
  };
  await loadPaths(i18n, lang, [...hrefs.keys()], loaderOf);
}

/** The shop area's texts (toasts of the shop runtime, which may run on any page). */
export async function loadShopCatalog(i18n: I18n, lang: Lang): Promise<void> {
  const { shopCatalogPath, catalogLoader } = await import('./catalog-loaders');
  await loadPaths(i18n, lang, [shopCatalogPath(lang)], catalogLoader);
}
