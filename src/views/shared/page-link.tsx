// Links to pages by id: the href always comes from the slug table, never from a hand-written URL.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { toPublicPath, type Lang, type PageId, type PageParams } from '../../locales/paths';

interface PageLinkProps {
  page: PageId;
  lang: Lang;
  params?: PageParams;
  children: ReactNode;
  className?: string;
  onClick?: () => void;
  hrefLang?: string;
  'aria-current'?: 'page' | undefined;
}

export function PageLink({ page, lang, params, children, ...rest }: PageLinkProps) {
  return (
    <Link to={toPublicPath(page, lang, params)} {...rest}>
      {children}
    </Link>
  );
}
