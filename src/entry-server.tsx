// Server entry: renders a page for a Fetch Request with the router's SSR support, plus sitemap and robots.
import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server';
import type { Manifest } from '@tanstack/router-core';
import { createAppRouter } from './router';
import { createI18n } from './locales/i18n';
import { languages, pageIds, pageKind, resolvePublicPath, toPublicPath, type PageId } from './locales/paths';
import { absoluteUrl } from './routes/head';
import type { SessionProbe } from './routes/guards';
import type { RouterContext } from './routes/route-tree';

export { resolvePublicPath, langOfPath, toPublicPath } from './locales/paths';

/** Whether a path shows an indexable public page, whose HTML a CDN may cache. */
export function isPublicPage(pathname: string): boolean {
  const resolved = resolvePublicPath(pathname);
  return resolved !== null && pageKind(resolved.id) === 'public';
}

export interface RenderOptions {
  request: Request;
  nonce: string;
  publicUrl: string;
  session: SessionProbe;
  manifest: Manifest;
  catalog?: RouterContext['catalog'];
}

export async function renderPage({ request, nonce, publicUrl, session, manifest, catalog }: RenderOptions): Promise<Response> {
  const handler = createRequestHandler({
    request,
    createRouter: () => createAppRouter({ context: { i18n: createI18n(), session, publicUrl, ...(catalog ? { catalog } : {}) }, nonce }),
    getRouterManifest: () => manifest,
  });
  return handler(({ request: req, responseHeaders, router }) =>
    renderRouterToString({ request: req, responseHeaders, router, children: <RouterServer router={router} /> } as never),
  );
}

/** Pages a search engine should index: the public pages without parameters. */
export function indexablePages(): PageId[] {
  return pageIds.filter((id) => pageKind(id) === 'public' && id !== 'shop-product');
}

export function sitemapXml(publicUrl: string): string {
  const urls = indexablePages().flatMap((id) =>
    languages.map((lang) => {
      const alternates = [
        ...languages.map((alt) => `    <xhtml:link rel="alternate" hreflang="${alt}" href="${absoluteUrl(publicUrl, toPublicPath(id, alt))}"/>`),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${absoluteUrl(publicUrl, toPublicPath(id, 'nl'))}"/>`,
      ].join('\n');
      return `  <url>\n    <loc>${absoluteUrl(publicUrl, toPublicPath(id, lang))}</loc>\n${alternates}\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Crawlers stay out of admin, cart, checkout, confirmation and customer pages in every language. */
export function robotsTxt(publicUrl: string): string {
  const hidden = pageIds.filter((id) => pageKind(id) !== 'public' && id !== 'configurator-model');
  const paths = new Set<string>();
  for (const id of hidden) for (const lang of languages) {
    // Parameter pages are covered by their base path (Disallow matches by prefix).
    const path = toPublicPath(id, lang, { id: '0' }).replace(/\/0$/, '');
    paths.add(path);
    if (lang === 'nl') paths.add(`/nl${path}`);
  }
  paths.add('/api/');
  const lines = ['User-agent: *', ...[...paths].sort().map((p) => `Disallow: ${p}`), '', `Sitemap: ${absoluteUrl(publicUrl, '/sitemap.xml')}`, ''];
  return lines.join('\n');
}
