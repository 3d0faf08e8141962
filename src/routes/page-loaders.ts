// Pages whose server-rendered HTML needs data (the public shop pages): what the route loads and the head tags it
// adds. Loaders run for real only during server rendering (context.catalog); in the browser they answer null
// and the page's machine loads the data, with its loading and error states.
import type { I18n } from '@lingui/core';
import type { Lang, PageId, PageParams } from '../locales/paths';
import type { HeadTags } from './head';
import type { RouterContext } from './route-tree';
import type { ConfiguratorModelData } from '../views/configurator/configurator-page-data';

export interface PageLoaderArgs {
  context: RouterContext;
  params: PageParams;
  lang: Lang;
}

export interface PageHeadArgs<TData> {
  data: TData;
  i18n: I18n;
  lang: Lang;
  publicUrl: string;
  params: PageParams;
  /** The page's standard head (title, description, canonical, alternates, Open Graph). */
  base: HeadTags;
}

export interface PageLoader<TData = unknown> {
  /** Throws notFound() for a missing resource so the server answers 404. */
  load(args: PageLoaderArgs & { catalog: NonNullable<RouterContext['catalog']> }): Promise<TData>;
  /** Adjusts the head once the data is known (product title, JSON-LD …). */
  head?(args: PageHeadArgs<TData>): HeadTags & { scripts?: Array<Record<string, string>> };
}

// configurator/{sku}: an unknown model answers 404; the check and its imports are a chunk of their own.
const configuratorModel: PageLoader<ConfiguratorModelData> = {
  load: async ({ catalog, lang, params }) =>
    (await import('../views/configurator/configurator-page-data')).checkConfiguratorModel({ catalog, lang, sku: params.sku ?? '' }),
};

const loaders: Partial<Record<PageId, PageLoader<never>>> = {
  'configurator-model': configuratorModel as PageLoader<never>,
};

export function pageLoader(id: PageId): PageLoader<unknown> | undefined {
  return loaders[id] as PageLoader<unknown> | undefined;
}
