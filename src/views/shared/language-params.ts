// Per-language page parameters, for pages whose parameters differ per language: a product's url key differs per
// store view. A page supplies them in its loader data as `languageParams` (server rendering knows them all); the
// language switch and the hreflang alternates use them instead of the current parameters.
import { useRouterState } from '@tanstack/react-router';
import { pageDef, type Lang, type PageId, type PageParams } from '../../locales/paths';

export type LanguageParams = Partial<Record<Lang, PageParams>>;

interface MatchState {
  matches: Array<{ staticData?: { page?: unknown }; loaderData?: unknown }>;
}

function languageParamsOf(loaderData: unknown): LanguageParams | null {
  const params = (loaderData as { data?: { languageParams?: unknown } } | null | undefined)?.data?.languageParams;
  return typeof params === 'object' && params !== null ? (params as LanguageParams) : null;
}

/** The current page's parameters per language, when its loader supplied them; null otherwise. */
export function useLanguageParams(): LanguageParams | null {
  return useRouterState({
    select: (state: MatchState) => {
      const leaf = [...state.matches].reverse().find((match) => match.staticData?.page);
      return languageParamsOf(leaf?.loaderData);
    },
    structuralSharing: true,
  } as never) as LanguageParams | null;
}

/**
 * Whether a page's parameter is a value of the language's store view (a url key), which another language may
 * spell differently; ids and skus are the same in every language.
 */
export function hasLanguageSpecificParam(page: PageId): boolean {
  return pageDef(page).param?.name === 'urlKey';
}
