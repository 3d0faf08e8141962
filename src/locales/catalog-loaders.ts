// Where each page's extra catalogues live (loaded on demand, so this table of every marketing page's catalogue is
// not part of the entry): the catalogue of its area (shop, configurator, admin, account: their views' texts) and a
// marketing page's own copy (lingui.config.ts lists the catalogues; src/locales/page-catalogs.ts merges them).
import type { Messages } from '@lingui/core';
import type { Lang, PageId } from './paths';
import { areaDir, areasOf } from './catalog-areas';

type CatalogModule = { messages: Messages };
type Load = () => Promise<CatalogModule>;

const areaCatalogs = import.meta.glob<CatalogModule>(['../views/*/locales/*.po', '../views/marketing-kit/forms/locales/*.po']);
const ownCatalogs = import.meta.glob<CatalogModule>('../views/marketing/*/locales/*.po');

/** The catalogue files of a page in a language, as paths relative to this folder. */
export function catalogPathsFor(id: PageId, lang: Lang): string[] {
  const paths = areasOf(id)
    .map((area) => `../views/${areaDir(area)}/locales/${lang}.po`)
    .filter((path) => path in areaCatalogs);
  const own = `../views/marketing/${id}/locales/${lang}.po`;
  if (own in ownCatalogs) paths.push(own);
  return paths;
}

export function catalogLoader(path: string): Load | undefined {
  return areaCatalogs[path] ?? ownCatalogs[path];
}

/** The shop's texts for the shop runtime's toasts, wherever the runtime runs. */
export const shopCatalogPath = (lang: Lang) => `../views/shop/locales/${lang}.po`;
