// Loads the SSR entry (Vite's dev server in development, the built bundle otherwise) behind one interface.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest } from '@tanstack/router-core';
import type { RequestHandler } from 'express';
import { developmentRouterManifest, entryAssets, pageAssets, pageAssetTags, productionRouterManifest, readStylesheets, readViteManifest } from './assets';

/** Who is logged in; the same shape as src/routes/guards.ts (server/ never imports src/). */
export interface SessionInfo {
  customer: { name: string } | null;
  admin: { username: string } | null;
}

/** builds/meta/<build id>.json: the route rules of a build (src/routes/route-rules.ts describes them). */
export interface RouteRulesMeta {
  redirects: unknown[];
  pages: Record<string, unknown>;
}

/** What the route rules say about a path (src/routes/route-rules.matcher.ts). */
export type RouteDecision =
  { kind: 'redirect'; location: string; status: number; external: boolean } | { kind: 'refused'; target: string } | { kind: 'not-found' };

/** A public page's `_payload.json`: loader data and its own catalogue messages. */
export interface PagePayload {
  data?: unknown;
  messages?: Record<string, unknown>;
  facts?: unknown;
  gone?: boolean;
  /** The page's address in this language, when the HTML answer is a 302 there (src/lib/page-payload.ts). */
  moved?: string;
}

/** What server/ needs from src/entry-server.tsx (server/ never imports src/ directly). */
export interface SsrEntry {
  renderPage(options: {
    request: Request;
    nonce: string;
    publicUrl: string;
    session: () => Promise<SessionInfo>;
    manifest: Manifest;
    /** GET /api/magento/products in-process: query → `{ success, data, error }`. */
    catalog?: (query: Record<string, string>) => Promise<unknown>;
    /** The shopper's cart (server/api/cart-read.ts ShopperCart) in a language: the cart and checkout pages render it. */
    cart?: (lang: string) => Promise<unknown>;
    /** `catalog` for the cart's lines (its failure does not make the page an outage). */
    cartProducts?: (query: Record<string, string>) => Promise<unknown>;
    buildId?: string | null;
    gtmId?: string | null;
  }): Promise<Response>;
  renderPayload(options: {
    pathname: string;
    publicUrl: string;
    session: () => Promise<SessionInfo>;
    catalog?: (query: Record<string, string>) => Promise<unknown>;
  }): Promise<PagePayload | null>;
  /** The page path of a `…/_payload.json` path, or null. */
  pagePathOfPayload(pathname: string): string | null;
  decideRoute(meta: RouteRulesMeta, pathname: string, search?: string): RouteDecision | null;
  /** Vite manifest keys of the page's own modules (layout, view as `key#export`, catalogues). */
  pageModulesFor(pathname: string): string[];
  /** The route rules of the source (development has no build). */
  buildMeta(): RouteRulesMeta;
  /** Without the model pages of bikes the catalogue (`catalog`) no longer sells. */
  sitemapXml(publicUrl: string, catalog?: (query: Record<string, string>) => Promise<unknown>): Promise<string>;
  robotsTxt(publicUrl: string): string;
  isPublicPage(pathname: string): boolean;
  /** Pages with personal data (back office, customer account and their logins): no tag manager, not even in the CSP. */
  keepsThirdPartiesOutOf(pathname: string): boolean;
  resolvePublicPath(pathname: string): { id: string; lang: string; prefix: string; params: Record<string, string | undefined> } | null;
  toPublicPath(id: never, lang: never, params?: never): string;
}

export interface PageRenderer {
  entry(): Promise<SsrEntry>;
  manifest: Manifest;
  /** The client build's id (builds/latest.json); 'dev' in development; null for a build without a manifest. */
  buildId: string | null;
  /** The route rules of this build (builds/meta/<buildId>.json), applied by the server before rendering. */
  buildMeta(): Promise<RouteRulesMeta | null>;
  /** Dev only: Vite's middleware (modules, HMR). */
  middleware?: RequestHandler;
  /** Production: the folder with the built client assets. */
  clientDir?: string;
  /**
   * Production: the CSS (inline) of the entry and of a page's own modules (pageModulesFor), and the script that loads
   * the entry and the page's chunks after the first paint, with the response's CSP nonce; development lets Vite load
   * them.
   */
  pageAssetTags?(moduleKeys: readonly string[], nonce: string): string;
  close(): Promise<void>;
}

/** `buildDir`: one build of `npm run build` (dist/<build>/, scripts/build-layout.js): client/ and ssr/. */
export async function createProductionRenderer(buildDir: string): Promise<PageRenderer> {
  const clientDir = path.join(buildDir, 'client');
  let vite;
  try {
    vite = await readViteManifest(path.join(clientDir, '.vite', 'manifest.json'));
  } catch {
    throw new Error(`No client build found in ${clientDir}. Run "npm run build" first (npm start does this when needed).`);
  }
  // Importing the entry validates the route rules: a bad rule stops the start here.
  const entryModule = (await import(pathToFileURL(path.join(buildDir, 'ssr', 'entry-server.js')).href)) as SsrEntry;
  const { buildId, meta } = await readBuildManifest(clientDir);
  const stylesheets = await readStylesheets(vite, clientDir);
  const entry = entryAssets(vite);
  return {
    entry: async () => entryModule,
    manifest: productionRouterManifest(),
    pageAssetTags: (keys, nonce) => pageAssetTags(pageAssets(vite, keys), { nonce, entry, cssText: (href) => stylesheets.get(href) }),
    buildId,
    buildMeta: async () => meta,
    clientDir,
    close: async () => {},
  };
}

/** Vite in middleware mode; `hmr: false` for tests, which need no live reload and no extra port. */
export async function createDevelopmentRenderer(root: string, { hmr = true }: { hmr?: boolean } = {}): Promise<PageRenderer> {
  const { createServer } = await import('vite');
  const vite = await createServer({ root, logLevel: hmr ? 'info' : 'error', server: { middlewareMode: true, hmr }, appType: 'custom' });
  const entry = async () => (await vite.ssrLoadModule('/src/entry-server.tsx')) as SsrEntry;
  // Loaded once now so that bad route rules (or an unknown route middleware) stop the start, as in production.
  await entry().catch(async (error: unknown) => {
    await vite.close();
    throw error;
  });
  return {
    entry,
    manifest: developmentRouterManifest(),
    buildId: 'dev',
    buildMeta: async () => (await entry()).buildMeta(),
    middleware: vite.middlewares as unknown as RequestHandler,
    close: () => vite.close(),
  };
}

/**
 * The build's id and route rules, written by the client build (vite.plugins.ts). A build from before the manifest
 * existed has neither: pages then carry no build id and the browser skips version checks and rules.
 */
async function readBuildManifest(clientDir: string): Promise<{ buildId: string | null; meta: RouteRulesMeta | null }> {
  let buildId: string | null = null;
  try {
    const latest = JSON.parse(await readFile(path.join(clientDir, 'builds', 'latest.json'), 'utf8')) as { id?: unknown };
    if (typeof latest.id === 'string' && /^[\w-]{1,64}$/.test(latest.id)) buildId = latest.id;
  } catch {
    return { buildId: null, meta: null };
  }
  if (!buildId) return { buildId: null, meta: null };
  const meta = JSON.parse(await readFile(path.join(clientDir, 'builds', 'meta', `${buildId}.json`), 'utf8')) as RouteRulesMeta;
  return { buildId, meta };
}
