// The top of a content page: its H1 from the page's localized metadata (the same text as the SSR tests expect) and
// a lead paragraph in the page's own words.
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { pageMeta } from '../../locales/page-meta';
import type { PageId } from '../../locales/paths';
import './content.css';

export function PageIntro({ page, children }: { page: PageId; children?: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <header className="info-intro">
      <h1>{i18n._(pageMeta[page].h1)}</h1>
      {children ? <p className="lead">{children}</p> : null}
    </header>
  );
}
