// Client and SSR builds: one client entry (src/main.tsx) and one server entry (src/entry-server.tsx);
// the manifest lets the server link the right chunks and lets `npm run size` measure them. `npm run build`
// (scripts/build.ts) runs both with a fresh output folder each time; no folder is ever emptied, because a running
// instance may be serving from it. Browser source maps are `hidden` (no sourceMappingURL) and moved out of the
// served folder by the build; the server's keep their comment for `--enable-source-maps` stack traces.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { buildManifestPlugin, linguiTransformerPlugins, precompressPlugin } from './vite.plugins';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), ...linguiTransformerPlugins(), buildManifestPlugin(), precompressPlugin()],
  // useSyncExternalStoreWithSelector without the shim for React < 18 (use-selector.ts, TanStack's react-store): the shim's
  // own code hands React 19's useSyncExternalStore through and only weighed on every page's entry (0.3 KiB gzip).
  resolve: {
    alias: [{ find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' }],
  },
  build: isSsrBuild
    ? { emptyOutDir: false, copyPublicDir: false, sourcemap: true, rollupOptions: { input: 'src/entry-server.tsx' } }
    : {
        emptyOutDir: false,
        manifest: true,
        // A lazily loaded chunk lists only its CSS for preloading (no layout shift on a client navigation); its
        // JavaScript imports load as the browser reads it. The full dependency lists of every page in the entry
        // cost 3.3 KiB gzip of first-render JavaScript, and the server already preloads the chunks of the page it
        // renders.
        modulePreload: { resolveDependencies: (_file: string, deps: string[]) => deps.filter((dep) => dep.endsWith('.css')) },
        sourcemap: 'hidden',
        target: 'es2022',
        rollupOptions: {
          input: 'src/main.tsx',
          // Everything the entry imports statically is one chunk: every page loads all of it anyway, and one file
          // compresses better than the nineteen small shared chunks automatic splitting made of it (entry closure
          // 116.8 → 111 KiB gzip). Lazy pages import what they share with the entry from that chunk.
          // Small modules a shop or marketing page always loads together are a chunk each, not one per module: every
          // chunk costs its own compression dictionary and import lines (decision record 039). The money formatter
          // and the number formats it uses; the product card with the shop's categories, the two pages' H1 and
          // description and the retry button (shop list, product page); the shop list's page and view; the product
          // page's module, view, gallery, add-to-cart and breadcrumb (its view's own modules only: what else it
          // imports is shared with other pages and stays in their chunks); the six models' numbers with what they
          // share (home, every model page: decision record 040).
          output: {
            codeSplitting: {
              groups: [
                // The entry is what every page hydrates with: main.tsx and its imports, React, ReactDOM, Lingui, the
                // document, the default layout with the navigation facade (and what they import), and the small parts of
                // router-core a marketing page's links use. The router with the route tree (router-page.tsx and what it
                // imports beyond the entry) is one chunk for the pages that hydrate with it; a marketing page hydrates
                // without it (decision record 043). bike-slugs.ts is in the entry: the marketing pages' catalogue facts
                // read it, and in the router's chunk it would bring the router to every marketing page. The shop's
                // texts (shop-text.ts) are a chunk of their own: the shop runtime, which a marketing page with a cart
                // loads at idle, needs them, and in the router's chunk they would bring it the router.
                {
                  name: 'entry',
                  test: /\/src\/main\.tsx$|\/node_modules\/(react|react-dom|scheduler|@lingui\/[\w-]+)\/|\/node_modules\/@tanstack\/router-core\/dist\/esm\/(searchParams|qss|utils)\.js$|\/src\/views\/(layouts\/(root-document|default-layout)|shared\/nav)\.tsx$|\/common\/bike-slugs\.ts$/,
                },
                { name: 'router', test: /\/src\/router-page\.tsx$/ },
                { name: 'shop-text', test: /\/(src\/views\/shop\/shop-text|common\/contract\/stock-error-codes)\.ts$/ },
                { name: 'money', test: /\/(src\/views\/shared\/money|common\/intl-formats)\.ts$/ },
                { name: 'product-card', test: /\/src\/views\/shop\/(product-card\.tsx|shop-categories\.ts|shop\.meta\.ts|retry-button\.tsx)$/ },
                { name: 'shop-list', test: /\/src\/views\/shop\/shop-list-(page|view)\.tsx$/ },
                {
                  name: 'product-page',
                  test: /\/src\/views\/shop\/(product-page|product-view|product-add-to-cart|product-gallery)\.tsx$|\/src\/views\/shop\/product-breadcrumb\.ts$/,
                  includeDependenciesRecursively: false,
                },
                { name: 'bike-specs', test: /\/common\/(bike-specs|bikes\/([\w-]+\.specs|shared|shared-texts))\.ts$/ },
              ],
            },
          },
        },
      },
  ssr: { noExternal: [] },
  server: { middlewareMode: true },
  appType: 'custom',
}));
