// Loads the SSR entry (Vite's dev server in development, the built bundle otherwise) behind one interface.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest } from '@tanstack/router-core';
import type { RequestHandler } from 'express';
import { developmentRouterManifest, productionRouterManifest, readViteManifest } from './assets';

/** Who is logged in; the same shape as src/routes/guards.ts (server/ never imports src/). */
export interface SessionInfo {
  customer: { name: string } | null;
  admin: { username: string } | null;
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
  }): Promise<Response>;
  sitemapXml(publicUrl: string): string;
  robotsTxt(publicUrl: string): string;
  isPublicPage(pathname: string): boolean;
  resolvePublicPath(pathname: string): { id: string; lang: string; prefix: string; params: Record<string, string | undefined> } | null;
  toPublicPath(id: never, lang: never, params?: never): string;
}

export interface PageRenderer {
  entry(): Promise<SsrEntry>;
  manifest: Manifest;
  /** Dev only: Vite's middleware (modules, HMR). */
  middleware?: RequestHandler;
  /** Production: the folder with the built client assets. */
  clientDir?: string;
  close(): Promise<void>;
}

export async function createProductionRenderer(distDir: string): Promise<PageRenderer> {
  const clientDir = path.join(distDir, 'client');
  let vite;
  try {
    vite = await readViteManifest(path.join(clientDir, '.vite', 'manifest.json'));
  } catch {
    throw new Error(`No client build found in ${clientDir}. Run "npm run build" first (npm start does this for you).`);
  }
  const entryModule = (await import(pathToFileURL(path.join(distDir, 'server', 'entry-server.js')).href)) as SsrEntry;
  return {
    entry: async () => entryModule,
    manifest: productionRouterManifest(vite),
    clientDir,
    close: async () => {},
  };
}

/** Vite in middleware mode; `hmr: false` for tests, which need no live reload and no extra port. */
export async function createDevelopmentRenderer(root: string, { hmr = true }: { hmr?: boolean } = {}): Promise<PageRenderer> {
  const { createServer } = await import('vite');
  const vite = await createServer({ root, logLevel: hmr ? 'info' : 'error', server: { middlewareMode: true, hmr }, appType: 'custom' });
  return {
    entry: async () => (await vite.ssrLoadModule('/src/entry-server.tsx')) as SsrEntry,
    manifest: developmentRouterManifest(),
    middleware: vite.middlewares as unknown as RequestHandler,
    close: () => vite.close(),
  };
}
