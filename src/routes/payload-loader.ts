// A client navigation's page data and catalogue from the page's _payload.json (spec §7): loaded with the first client
// navigation or preload, not part of the first render (docs/decisions/039-first-render-javascript-budgets.md).
import { notFound, redirect } from '@tanstack/react-router';
import type { Lang, PageId } from '../locales/paths';
import { loadPageCatalog } from '../locales/page-catalogs';
import { fetchPagePayload } from '../lib/page-payload';
import type { PublicPageLoaded } from '../views/shared/bike-facts';
import type { RouterContext } from './route-tree';

/**
 * A client navigation to a public page with data or its own catalogue takes both from the page's _payload.json in
 * one request. Without it (offline, server error) the page still works: its catalogue comes from its own chunk and
 * its view loads its data, as before.
 */
export async function loadFromPayload(ctx: RouterContext, pathname: string, id: PageId, lang: Lang): Promise<PublicPageLoaded | null> {
  let payload: Awaited<ReturnType<typeof fetchPagePayload>>;
  try {
    payload = await fetchPagePayload(pathname);
  } catch {
    await loadPageCatalog(ctx.i18n, id, lang);
    return null;
  }
  if (payload === 'not-found') throw notFound();
  if (payload.moved) throw redirect({ href: payload.moved });
  if (payload.messages) ctx.i18n.load(lang, payload.messages);
  const { data, facts, gone, jsonLd } = payload;
  return { ...('data' in payload ? { data } : {}), ...(facts ? { facts } : {}), ...(gone ? { gone } : {}), ...(jsonLd ? { jsonLd } : {}) };
}
