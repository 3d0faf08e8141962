// Links to pages by id: the href always comes from the slug table, never from a hand-written URL. The route is
// preloaded on intent (hover, focus, touch) and when the link scrolls into view, through one limiter (at most 4 at
// once, nothing in data-saver mode or on 2g), which loads after first render.
import { useEffect, useRef, type ReactNode } from 'react';
import { toPublicPath, type Lang, type PageId, type PageParams } from '../../locales/paths';
import { useNav } from './nav';

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
  const href = toPublicPath(page, lang, params);
  const { Link, preloadInViewport, preloadOnIntent } = useNav();
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => preloadInViewport(ref.current, href), [preloadInViewport, href]);
  const intent = () => preloadOnIntent(href);
  return (
    // exact: the home link must not count as the current page on every page below it.
    <Link to={href} ref={ref} exact onMouseEnter={intent} onFocus={intent} onTouchStart={intent} {...rest}>
      {children}
    </Link>
  );
}
