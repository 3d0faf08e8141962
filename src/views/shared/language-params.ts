// Per-language page parameters, for pages whose parameters differ per language: a product's url key differs per
// store view. A page supplies them in its loader data as `languageParams` (server rendering knows them all); the
// language switch and the hreflang alternates use them instead of the current parameters.
import { usePageLoaderData } from './nav';
import { pageDef, type Lang, type PageId, type PageParams } from '../../locales/paths';

export type LanguageParams = Partial<Record<Lang, PageParams>>;

function languageParamsOf(loaderData: unknown): LanguageParams | null {
  const params = (loaderData as { data?: { languageParams?: unknown } } | null | undefined)?.data?.languageParams;
  return typeof params === 'object' && params !== null ? (params as LanguageParams) : null;
}

/** The current page's parameters per language, when its loader supplied them; null otherwise. */
export function useLanguageParams(): LanguageParams | null {
  return languageParamsOf(usePageLoaderData());
}

/**
 * Whether a page's parameter is a value of the language's store view (a url key), which another language may
 * spell differently; ids and skus are the same in every language.
 */
export function hasLanguageSpecificParam(page: PageId): boolean {
  return pageDef(page).param?.name === 'urlKey';
}
