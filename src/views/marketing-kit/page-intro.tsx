// The top of a content page: its H1 from the page's localized metadata (<page>.meta.ts, the same text as the SSR tests
// expect) and a lead paragraph in the page's own words.
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import type { PageHead } from '../../locales/page-meta';
import './content.css';

export function PageIntro({ head, children }: { head: PageHead; children?: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <header className="info-intro">
      <h1>{i18n._(head.h1)}</h1>
      {children ? <p className="lead">{children}</p> : null}
    </header>
  );
}
