// A page's heading and lead from its localized metadata; the page-specific bodies build on this frame.
import { useLingui } from '@lingui/react';
import { pageMeta } from '../../locales/page-meta';
import { useCurrentPage } from '../shared/page-context';

export function StandardPage() {
  const { i18n } = useLingui();
  const { pageId } = useCurrentPage();
  if (!pageId) return null;
  const meta = pageMeta[pageId];
  return (
    <article className="page">
      <h1>{i18n._(meta.h1)}</h1>
      <p className="lead">{i18n._(meta.description)}</p>
    </article>
  );
}
