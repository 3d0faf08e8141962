// `npm run size`: JavaScript needed for first render per page type, gzip, from Vite's build manifest:
// the entry closure + the page's layout and route chunk closures + every catalogue the page loads before its first
// render in that language (DESIGN §11). Not counted: the chunks of sections that hydrate later
// (views/shared/later-section.tsx, decision record 025), which the page imports dynamically and loads as they come
// near the viewport; the browser hydrates the page without them. They are reported on a line of their own.
// Every chunk the server's HTML has the browser preload for the page (the built server's pageModulesFor, the same
// pageAssets as server/ssr/assets.ts) is counted too, so a chunk the loader fetches before hydration cannot be missed
// (it once missed catalog-loaders.ts, 2.4 KiB: docs/decisions/037-first-render-javascript.md). That includes the way
// the page hydrates, which main.tsx imports dynamically: static-page.tsx for a marketing page, router-page.tsx (the
// router) for every other (decision record 043); a page type whose figures include neither fails here.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { hydratesWithoutRouter, pageIds, pageLayout, routePatterns, type Lang, type PageId } from '../src/locales/paths';
import { pageAssets, type ViteManifest } from '../server/ssr/assets';
import { areaDir, areasOf } from '../src/locales/catalog-areas';

interface Chunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  src?: string;
}
type Manifest = Record<string, Chunk>;

const dist = path.resolve('dist/current/client');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No build found: run "npm run build" first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
const serverEntry = path.resolve('dist/current/ssr/entry-server.js');
const { pageModulesFor } = (await import(pathToFileURL(serverEntry).href)) as { pageModulesFor: (pathname: string) => string[] };

const gz = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gz.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(dist, file))).length;
    gz.set(file, size);
  }
  return size;
}

function closure(key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no ${key}`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const i of chunk.imports ?? []) closure(i, into);
  return into;
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const entry = closure('src/main.tsx');
const entryBytes = [...entry].reduce((s, f) => s + gzipSize(f), 0);
const sharedCatalogue = (lang: Lang) => gzipSize(manifest[`src/locales/${lang}/messages.po`]!.file);

/** Every catalogue a page loads before its first render: the shared one, its areas' and its own. */
function cataloguesOf(id: PageId, lang: Lang): string[] {
  const keys = [
    `src/locales/${lang}/messages.po`,
    ...areasOf(id).map((area) => `src/views/${areaDir(area)}/locales/${lang}.po`),
    `src/views/marketing/${id}/locales/${lang}.po`,
  ];
  return keys.filter((key) => manifest[key]).map((key) => manifest[key]!.file);
}

/** First-render JavaScript of a page in a language: entry, layout chunk (other than the default), view, catalogues. */
function firstRender(id: PageId, view: string, lang: Lang): number {
  const files = closure(view, new Set(entry));
  const layout = pageLayout(id);
  if (layout !== 'default') closure(`src/views/layouts/${layout}-layout.tsx`, files);
  for (const file of cataloguesOf(id, lang)) files.add(file);
  for (const file of preloaded(id, lang)) files.add(file);
  return [...files].reduce((s, f) => s + gzipSize(f), 0);
}

/** The chunks the server's HTML preloads for a page (what its loader script inserts), as manifest files. */
function preloaded(id: PageId, lang: Lang): string[] {
  // A page with a parameter (a product's url key, a configurator's model): any value the path resolution accepts.
  const pattern = routePatterns(id).find((variant) => variant.lang === lang && (lang !== 'nl' || variant.prefix === 'none'))!;
  const pathname = pattern.path.replace(/\$(\w+)$/, (_, name: string) => (name === 'model' ? 'voyage' : 'x'));
  return pageAssets(manifest as ViteManifest, pageModulesFor(pathname)).js.map((href) => href.replace(/^\//, ''));
}

function largestMarketingPage(): Array<{ type: string; id: PageId; view: string; budget: number }> {
  let largest: { id: PageId; view: string; bytes: number } | null = null;
  for (const id of pageIds) {
    const view = `src/views/marketing/${id}/${id}.page.tsx`;
    if (!manifest[view]) continue;
    const bytes = Math.max(...(['nl', 'en', 'de'] as const).map((lang) => firstRender(id, view, lang)));
    if (!largest || bytes > largest.bytes) largest = { id, view, bytes };
  }
  return largest ? [{ type: `marketing: largest (${largest.id})`, id: largest.id, view: largest.view, budget: 110 }] : [];
}

/**
 * Page types: a real page of each (its layout, view module and catalogues as the server links them) and the budget
 * in KiB (DESIGN §11). The marketing budget holds for every marketing page, so the largest one is reported too.
 */
const pageTypes: Array<{ type: string; id: PageId; view: string; budget?: number }> = [
  { type: 'marketing: home', id: 'home', view: 'src/views/marketing/home/home.page.tsx', budget: 110 },
  { type: 'marketing: a model page', id: 'classic', view: 'src/views/marketing/classic/classic.page.tsx', budget: 110 },
  ...largestMarketingPage(),
  { type: 'login page', id: 'customer-login', view: 'src/views/account/login-page.tsx' },
  { type: 'admin page (orders)', id: 'admin-orders', view: 'src/views/admin/orders-page.tsx' },
  { type: 'print sheet', id: 'admin-print-bike', view: 'src/views/admin/print-bike-page.tsx' },
  // The configurator's machine and options load after first render (with the shop runtime), not in these figures.
  { type: 'configurator: model choice', id: 'configurator', view: 'src/views/configurator/configurator-page.tsx' },
  { type: 'configurator: a model', id: 'configurator-model', view: 'src/views/configurator/configurator-model-page.tsx' },
  // Shop list and product page render their server data without xstate; the browser-side loading (product-loading
  // machine, @xstate/react) is a lazy chunk of its own, used only after a client-side navigation.
  { type: 'shop list', id: 'shop', view: 'src/views/shop/shop-list-page.tsx', budget: 120 },
  { type: 'product page', id: 'shop-product', view: 'src/views/shop/product-page.tsx', budget: 125 },
  // Cart and checkout read the runtime's actors (xstate + @xstate/react in first render); the cart's machines come
  // with the shop runtime after first render, the checkout machine and its zod address rules when a checkout starts.
  { type: 'cart', id: 'shop-cart', view: 'src/views/order/cart-page.tsx', budget: 140 },
  { type: 'checkout', id: 'shop-checkout', view: 'src/views/order/checkout-page.tsx', budget: 160 },
  { type: 'order confirmation', id: 'shop-confirmed', view: 'src/views/order/confirmation-page.tsx' },
];

const hydration = {
  static: closure('src/static-page.tsx', new Set(entry)),
  router: closure('src/router-page.tsx', new Set(entry)),
};
const extra = (files: Set<string>) => [...files].filter((file) => !entry.has(file)).reduce((s, f) => s + gzipSize(f), 0);
console.log(`Entry closure (React, ReactDOM, Lingui, the document and default layout): ${kib(entryBytes)} KiB gzip`);
console.log(`Hydration: without the router (marketing pages) +${kib(extra(hydration.static))} KiB, with the router +${kib(extra(hydration.router))} KiB`);
console.log(`Shared catalogue: nl ${kib(sharedCatalogue('nl'))} KiB, en ${kib(sharedCatalogue('en'))} KiB, de ${kib(sharedCatalogue('de'))} KiB\n`);
console.log('| page type | layout | first-render JS incl. its catalogues, gzip (nl / en / de) | budget |');
console.log('|---|---|---|---|');
let over = false;
for (const { type, id, view, budget } of pageTypes) {
  // Each page's figures include the way it hydrates (the server preloads that chunk with the page).
  const counted = new Set(preloaded(id, 'nl'));
  const way = hydratesWithoutRouter(id) ? hydration.static : hydration.router;
  if (![...way].every((file) => entry.has(file) || counted.has(file))) throw new Error(`${type}: its hydration chunks are not counted`);
  const perLang = (['nl', 'en', 'de'] as const).map((lang) => firstRender(id, view, lang));
  const worst = Math.max(...perLang);
  if (budget && worst / 1024 > budget) over = true;
  console.log(
    `| ${type} | ${pageLayout(id)} | ${perLang.map(kib).join(' / ')} KiB | ${budget ? `≤ ${budget} KiB${worst / 1024 > budget ? ' (over)' : ''}` : '–'} |`,
  );
}

/** The later sections of the pages measured above (the page module's laterSection calls), and what they add. */
const laterSections: Array<{ type: string; view: string; sections: string[] }> = [
  {
    type: 'home',
    view: 'src/views/marketing/home/home.page.tsx',
    sections: ['models', 'perks', 'logos', 'guide'].map((name) => `src/views/marketing/home/home-${name}.tsx`),
  },
  { type: 'a model page', view: 'src/views/marketing/classic/classic.page.tsx', sections: ['src/views/marketing-kit/model-page-details.tsx'] },
];
const later = laterSections.map(({ type, view, sections }) => {
  const counted = closure(view, new Set(entry));
  const added = new Set<string>();
  for (const section of sections) for (const file of closure(section)) if (!counted.has(file)) added.add(file);
  return `${type} ${kib([...added].reduce((s, f) => s + gzipSize(f), 0))} KiB`;
});
console.log(`\nNot in the first render: sections that hydrate later, loaded as they come near the viewport: ${later.join(', ')} (gzip).`);
process.exitCode = over ? 1 : 0;
