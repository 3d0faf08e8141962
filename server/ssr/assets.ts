// The router manifest of the root route: which scripts, styles and preloads every page links, read from
// Vite's build manifest in production, or the dev server's entry points in development.
import { readFile } from 'node:fs/promises';
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

export function productionRouterManifest(vite: ViteManifest): Manifest {
  const { js, css } = entryClosure(vite, CLIENT_ENTRY);
  const [entry, ...rest] = js;
  return {
    routes: {
      __root__: {
        preloads: rest.map((f) => `/${f}`),
        css: css.map((f) => `/${f}`),
        scripts: [{ attrs: { type: 'module', src: `/${entry}`, async: true } }],
      },
    },
  };
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

/**
 * The CSS and JS chunks of a page's own modules (its view, its catalogue) that the entry does not already bring:
 * linked in the server's HTML so the page is styled at first paint and its chunk loads in parallel.
 */
export function pageAssets(manifest: ViteManifest, keys: readonly string[]): { css: string[]; js: string[] } {
  const entry = entryClosure(manifest, CLIENT_ENTRY);
  const known = new Set([...entry.js, ...entry.css]);
  const css = new Set<string>();
  const js = new Set<string>();
  for (const key of keys) {
    if (!manifest[key]) continue;
    const closure = entryClosure(manifest, key);
    for (const file of closure.css) if (!known.has(file)) css.add(file);
    for (const file of closure.js) if (!known.has(file)) js.add(file);
  }
  return { css: [...css].map((f) => `/${f}`), js: [...js].map((f) => `/${f}`) };
}

/** `<link>` tags for pageAssets, to go before `</head>`. */
export function pageAssetTags(assets: { css: string[]; js: string[] }): string {
  const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return [
    ...assets.css.map((href) => `<link rel="stylesheet" href="${attr(href)}">`),
    ...assets.js.map((href) => `<link rel="modulepreload" href="${attr(href)}">`),
  ].join('');
}
