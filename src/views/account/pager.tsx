// Previous / next page links with "page X of Y", for the customer's orders and the back-office lists.
import { useLingui } from '@lingui/react/macro';
import { HrefLink } from './href-link';

interface PagerProps {
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
}

export function Pager({ page, pages, hrefOf }: PagerProps) {
  const { t } = useLingui();
  if (pages <= 1 && page <= 1) return null;
  const total = Math.max(pages, page);
  return (
    <nav className="pager" aria-label={t`Pages`}>
      {page > 1 ? (
        <HrefLink href={hrefOf(page - 1)} className="pager-link" rel="prev">
          {t`Previous`}
        </HrefLink>
      ) : (
        <span className="pager-link is-disabled" aria-hidden="true">
          {t`Previous`}
        </span>
      )}
      <span className="pager-status">{t`Page ${page} of ${total}`}</span>
      {page < pages ? (
        <HrefLink href={hrefOf(page + 1)} className="pager-link" rel="next">
          {t`Next`}
        </HrefLink>
      ) : (
        <span className="pager-link is-disabled" aria-hidden="true">
          {t`Next`}
        </span>
      )}
    </nav>
  );
}
