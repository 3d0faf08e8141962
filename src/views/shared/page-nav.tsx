// A labelled list of page links (header, footer, back office); the current page is marked for assistive tech.
import type { Lang, PageId } from '../../locales/paths';
import { PageLink } from './page-link';

export interface NavItem {
  page: PageId;
  label: string;
}

interface PageNavProps {
  items: NavItem[];
  lang: Lang;
  label: string;
  current?: PageId | null;
  id?: string;
  className?: string;
}

export function PageNav({ items, lang, label, current, id, className }: PageNavProps) {
  return (
    <nav id={id} aria-label={label} className={className}>
      <ul>
        {items.map((item) => (
          <li key={item.page}>
            <PageLink page={item.page} lang={lang} aria-current={current === item.page ? 'page' : undefined}>
              {item.label}
            </PageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
