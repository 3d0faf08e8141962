// A link to a page with query parameters (a test ride for a model, a comparison, a bike view): the path comes from
// the slug table like every other link; PageLink has no search parameters, so this is its sibling.
import type { ReactNode } from 'react';
import { toPublicPath, type Lang, type PageId } from '../../locales/paths';
import { useNav } from '../shared/nav';

interface SearchLinkProps {
  page: PageId;
  lang: Lang;
  search: Record<string, string>;
  children: ReactNode;
  className?: string;
  /** Keep the scroll position when only the query changes (a choice on the same page). */
  keepScroll?: boolean;
  'aria-current'?: 'true' | 'page' | undefined;
  'aria-label'?: string;
  rel?: string;
}

export function SearchLink({ page, lang, search, children, keepScroll, ...rest }: SearchLinkProps) {
  const { Link } = useNav();
  return (
    <Link to={toPublicPath(page, lang)} search={search} keepScroll={keepScroll} {...rest}>
      {children}
    </Link>
  );
}

/** The query string of the current location as URLSearchParams (the server renders from the same string). */
export function searchParamsOf(searchStr: string): URLSearchParams {
  return new URLSearchParams(searchStr.startsWith('?') ? searchStr.slice(1) : searchStr);
}
