// `npm run size`: JavaScript needed for first render per page type, gzip, from Vite's build manifest:
// the entry closure + the page's route chunk closure + the active language's catalogue (DESIGN §11).
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

interface Chunk { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; isDynamicEntry?: boolean; src?: string }
type Manifest = Record<string, Chunk>;

const dist = path.resolve('dist/client');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No build found: run "npm run build" first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

/** Page types, their view module and their budget in KiB (DESIGN §11). Layouts live in the entry chunk. */
const pageTypes: Array<{ type: string; layout: string; view: string; budget?: number }> = [
  { type: 'marketing page', layout: 'default', view: 'src/views/pages/standard-page.tsx', budget: 110 },
  { type: 'login page', layout: 'default / minimal', view: 'src/views/pages/login-page.tsx' },
  { type: 'admin page', layout: 'admin', view: 'src/views/pages/standard-page.tsx' },
  { type: 'print sheet', layout: 'blank', view: 'src/views/pages/standard-page.tsx' },
  // The configurator's machine and options load after first render (with the shop runtime), not in these figures.
  { type: 'configurator: model choice', layout: 'minimal', view: 'src/views/configurator/configurator-page.tsx' },
  { type: 'configurator: a model', layout: 'minimal', view: 'src/views/configurator/configurator-model-page.tsx' },
  // Shop list and product page render their server data without xstate; the browser-side loading (product-loading
  // machine, @xstate/react) is a lazy chunk of its own, used only after a client-side navigation.
  { type: 'shop list', layout: 'default', view: 'src/views/shop/shop-list-page.tsx', budget: 120 },
  { type: 'product page', layout: 'default', view: 'src/views/shop/product-page.tsx', budget: 125 },
  // Cart and checkout read the runtime's actors (xstate + @xstate/react in first render); the machines and the
  // checkout's zod address rules come with the shop runtime after first render.
  { type: 'cart', layout: 'default', view: 'src/views/shop/cart-page.tsx', budget: 140 },
  { type: 'checkout', layout: 'minimal', view: 'src/views/shop/checkout-page.tsx', budget: 160 },
  { type: 'order confirmation', layout: 'default', view: 'src/views/shop/confirmation-page.tsx' },
];

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
const catalogue = (lang: string) => gzipSize(manifest[`src/locales/${lang}/messages.po`]!.file);

console.log(`Entry closure (React, ReactDOM, router, Lingui, layouts): ${kib(entryBytes)} KiB gzip`);
console.log(`Catalogues: nl ${kib(catalogue('nl'))} KiB, en ${kib(catalogue('en'))} KiB, de ${kib(catalogue('de'))} KiB\n`);
console.log('| page type | layout | first-render JS, gzip (nl / en / de) | budget |');
console.log('|---|---|---|---|');
let over = false;
for (const { type, layout, view, budget } of pageTypes) {
  const files = closure(view, new Set(entry));
  const routeBytes = [...files].reduce((s, f) => s + gzipSize(f), 0);
  const perLang = ['nl', 'en', 'de'].map((l) => routeBytes + catalogue(l));
  const worst = Math.max(...perLang);
  if (budget && worst / 1024 > budget) over = true;
  console.log(`| ${type} | ${layout} | ${perLang.map(kib).join(' / ')} KiB | ${budget ? `≤ ${budget} KiB${worst / 1024 > budget ? ' (over)' : ''}` : '–'} |`);
}
process.exitCode = over ? 1 : 0;
