// Server rendering of configurator/{sku}: whether the SKU is a bike the catalogue offers, so an unknown model
// answers 404 with the not-found page, and one of our models that the catalogue no longer sells (disabled in the
// back office) 410 with the 'no longer sold' page. A failing catalogue is no verdict: the page renders and the browser's
// configurator shows the error with a retry. Loaded by src/routes/page-loaders.ts as a chunk of its own.
import { notFound } from '@tanstack/react-router';
import { catalogFromAnswer } from '../../machines/configurator/configurator.catalog';
import { modelOfSku } from '../../machines/configurator/configurator.facts';
import type { Envelope } from '../../../common/contract/envelope.schema';
import type { ProductList } from '../../../common/contract/product.schema';
import type { Lang } from '../../locales/paths';

export interface ConfiguratorModelData {
  sku: string;
  /** The catalogue could not be asked; the browser will try again. */
  unchecked: boolean;
  /** One of our models that the catalogue no longer lists: the page says so (HTTP 410). */
  gone?: boolean;
}

export async function checkConfiguratorModel({
  catalog,
  lang,
  sku,
}: {
  catalog: (query: Record<string, string>) => Promise<unknown>;
  lang: Lang;
  sku: string;
}): Promise<ConfiguratorModelData> {
  const answer = (await catalog({ locale: lang, 'sku:in': sku })) as Envelope<ProductList> | null;
  if (!answer || answer.success !== true || !Array.isArray(answer.data?.items)) return { sku, unchecked: true };
  // The same test as the configurator machine's notFound state: a bundle with at least one readable option.
  if (catalogFromAnswer(answer, sku) === null) {
    if (modelOfSku(sku) !== null) return { sku, unchecked: false, gone: true };
    throw notFound();
  }
  return { sku, unchecked: false };
}
