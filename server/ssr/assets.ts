// The router manifest of the root route: which scripts, styles and preloads every page links, read from
// Vite's build manifest in production, or the dev server's entry points in development. In production the first
// screen needs nothing but the HTML: the page's CSS is inlined (pageAssetTags) and its JavaScript is fetched after the
// first paint (entryLoader), so neither competes with the largest paint (docs/decisions/022-first-load.md).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Manifest } from '@tanstack/router-core';

interface ViteChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
export type ViteManifest = Record<string, ViteChunk>;

export const CLIENT_ENTRY = 'src/main.tsx';

/** The entry chunk plus every statically imported chunk (what the browser needs for first render). */
export function entryClosure(manifest: ViteManifest, key: string): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k)) return;
    seen.add(k);
    const chunk = manifest[k];
    if (!chunk) throw new Error(`Vite manifest has no chunk ${k}`);
    js.push(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) visit(i);
  };
  visit(key);
  return { js, css: [...css] };
}

export async function readViteManifest(path: string): Promise<ViteManifest> {
  return JSON.parse(await readFile(path, 'utf8')) as ViteManifest;
}

/** A build's first-load assets: the entry chunk, the chunks it imports, and its CSS. */
export interface EntryAssets {
  entry: string;
  imports: string[];
}

export function entryAssets(vite: ViteManifest): EntryAssets {
  const [entry, ...imports] = entryClosure(vite, CLIENT_ENTRY).js.map((f) => `/${f}`);
  return { entry: entry!, imports };
}

/**
 * A catalogue the page's first render needs besides the shared one: its path as src/locales/catalog-loaders.ts names it
 * (relative to src/locales) and its chunk's URL. The loader hands the page's list to the entry (main.tsx), which imports
 * the chunks by URL: the table of every page's catalogue (catalog-loaders, 2.4 KiB gzip) is then not part of the first
 * render, only of the first client navigation (docs/decisions/037-first-render-javascript.md).
 */
export type PageCatalog = readonly [path: string, href: string];

/** Where the loader puts the page's catalogues for the entry (a global of the page, read once by main.tsx). */
export const PAGE_CATALOGS_GLOBAL = '__pageCatalogs';

/**
 * Where the loader puts the page's view as [chunk URL, export]: the entry imports the page the server rendered by it
 * (src/routes/page-components.ts), so the table of every page's chunk and module (page-modules.ts) is not part of the
 * first render (docs/decisions/039-first-render-javascript-budgets.md).
 */
export const PAGE_VIEW_GLOBAL = '__pageView';

/** How long the loader waits for the first contentful paint to be reported before it starts the scripts anyway. */
export const PAINT_WAIT_MAX_MS = 3000;

/**
 * The page's only script in the HTML besides the router's data (inline, with the response's CSP nonce): once the
 * document is parsed and its first contentful paint is reported, it preloads the entry's and the page's chunks (all
 * requested at once, no waterfall) and starts the entry, which hydrates. It waits for the paint entry itself, not for
 * a frame: on a loaded machine the task after a frame's callback ran before that frame was painted and the scripts
 * were requested before the first paint (a CI run, November 2026). A browser without paint timing falls back to the first
 * frame; a tab opened in the background paints nothing and starts at once; a timer starts it if the paint is never
 * reported. Each insertion is a task of its own (timers set together, so the browser does not clamp them): inserting
 * a module preload costs the main thread about a millisecond, 4 at a phone's speed, and thirteen in one task made a
 * long one (decision record 025). What it inserts needs no nonce ('strict-dynamic' trusts what a trusted script adds).
 */
export function entryLoader(
  { entry, imports }: EntryAssets,
  pageChunks: readonly string[],
  catalogs: readonly PageCatalog[] = [],
  view: PageView | null = null,
): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return (
    `(()=>{const d=document;self.${PAGE_CATALOGS_GLOBAL}=${json(catalogs)};self.${PAGE_VIEW_GLOBAL}=${json(view)};let started=false;const start=()=>{if(started)return;started=true;` +
    `for(const href of ${json([...imports, ...pageChunks])})setTimeout(()=>{const l=d.createElement('link');l.rel='modulepreload';l.href=href;d.head.appendChild(l)},0);` +
    `setTimeout(()=>{const s=d.createElement('script');s.type='module';s.src=${json(entry)};d.head.appendChild(s)},0)};` +
    `const painted=()=>{if(d.visibilityState==='hidden')return setTimeout(start,0);` +
    `const P=self.PerformanceObserver;if(P&&(P.supportedEntryTypes||[]).includes('paint')){` +
    `new P((l,o)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(start,0)}}).observe({type:'paint',buffered:true});` +
    `setTimeout(start,${PAINT_WAIT_MAX_MS})}else{requestAnimationFrame(()=>setTimeout(start,0));setTimeout(start,1000)}};` +
    `if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',painted);else painted()})()`
  );
}

export function productionRouterManifest(): Manifest {
  // The entry's CSS is inlined with the page's and its chunks load through entryLoader (pageAssetTags).
  return { routes: { __root__: { preloads: [], css: [], scripts: [] } } };
}

const reactRefreshPreamble = `import RefreshRuntime from "/@react-refresh";
RefreshRuntime.injectIntoGlobalHook(window);
window.$RefreshReg$ = () => {};
window.$RefreshSig$ = () => (type) => type;
window.__vite_plugin_react_preamble_installed__ = true;`;

export function developmentRouterManifest(): Manifest {
  return {
    routes: {
      __root__: {
        scripts: [
          { attrs: { type: 'module' }, children: reactRefreshPreamble },
          { attrs: { type: 'module', src: '/@vite/client' } },
          { attrs: { type: 'module', src: `/${CLIENT_ENTRY}` } },
        ],
      },
    },
  };
}

export interface PageAssets {
  css: string[];
  js: string[];
  /** The page's catalogues (manifest keys ending in .po), in the order given, for the entry to import by URL. */
  catalogs?: PageCatalog[];
  /** The page's view (a key given as `key#export`): its chunk's URL and export, for the entry to import likewise. */
  view?: PageView | null;
}

/** A page's view module as the entry imports it: its chunk's URL and the export that renders the page. */
export type PageView = readonly [href: string, name: string];

/**
 * The CSS of the entry and of a page's own modules (its view, its catalogue), and the JS chunks of those modules
 * that the entry does not already bring: the CSS goes into the server's HTML so the page is styled at first paint,
 * the chunks are preloaded with the entry once the page has painted. The page's view is named `key#export`
 * (src/entry-server.tsx pageModulesFor): the entry imports it by its chunk's URL (PageAssets.view).
 */
export function pageAssets(manifest: ViteManifest, names: readonly string[]): PageAssets {
  const entry = entryClosure(manifest, CLIENT_ENTRY);
  const known = new Set([...entry.js, ...entry.css]);
  const css = new Set<string>(entry.css);
  const js = new Set<string>();
  const catalogs: PageCatalog[] = [];
  let view: PageView | null = null;
  for (const name of names) {
    const [key = '', exported] = name.split('#');
    if (!manifest[key]) continue;
    if (key.endsWith('.po')) catalogs.push([key.replace(/^src\//, '../'), `/${manifest[key].file}`]);
    if (exported) view = [`/${manifest[key].file}`, exported];
    const closure = entryClosure(manifest, key);
    for (const file of closure.css) if (!known.has(file)) css.add(file);
    for (const file of closure.js) if (!known.has(file)) js.add(file);
  }
  return { css: [...css].map((f) => `/${f}`), js: [...js].map((f) => `/${f}`), catalogs, view };
}

/** A stylesheet larger than this stays a `<link>`: inlined, it would be sent again with every page. */
export const INLINE_CSS_MAX_BYTES = 32 * 1024;

export interface PageAssetTagOptions {
  /** The response's CSP nonce, for the loader script. */
  nonce: string;
  entry: EntryAssets;
  /** A stylesheet's text by its public path, when known. */
  cssText?: (href: string) => string | undefined;
}

/**
 * Tags for pageAssets, to go before `</head>`: each stylesheet inline (`<style>`, allowed by the CSP's style-src)
 * when its text is known and small, else a `<link>`; then the loader of the entry and the page's chunks. An inlined
 * stylesheet also gets a disabled `<link>` (not fetched, not applied): it tells Vite's preloading, which looks for
 * `link[rel=stylesheet][href]` before it loads a chunk's CSS, that the sheet is already on the page.
 */
export function pageAssetTags(assets: PageAssets, { nonce, entry, cssText = () => undefined }: PageAssetTagOptions): string {
  const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const style = (href: string) => {
    const text = cssText(href);
    return text !== undefined && Buffer.byteLength(text) <= INLINE_CSS_MAX_BYTES && !/<\/style/i.test(text)
      ? `<style>${text}</style><link rel="stylesheet" href="${attr(href)}" disabled>`
      : `<link rel="stylesheet" href="${attr(href)}">`;
  };
  return [...assets.css.map(style), `<script nonce="${attr(nonce)}">${entryLoader(entry, assets.js, assets.catalogs, assets.view)}</script>`].join('');
}

/** The text of every stylesheet of a build, by its public path (`/assets/…`), for pageAssetTags. */
export async function readStylesheets(manifest: ViteManifest, clientDir: string): Promise<Map<string, string>> {
  const files = new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []));
  const texts = new Map<string, string>();
  for (const file of files) texts.set(`/${file}`, (await readFile(path.join(clientDir, file), 'utf8')).trim());
  return texts;
}
