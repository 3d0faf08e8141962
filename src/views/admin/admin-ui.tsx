// Building blocks of the back-office pages: the page heading, loading and failure states, a table that scrolls
// inside its own box on a phone or tablet (never the page), and the effects every admin machine receives.
import { useMemo, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { createAdminApi, type AdminApi } from '../../lib/api/admin-api';
import type { Lang } from '../../locales/paths';
import type { RequestFailure } from '../../machines/admin-common/request-failure';
import { useGoToLogin } from '../account/account-runtime';
import { failureText } from '../account/account-text';
import { showToast } from '../shared/toast';
import '../account/account.css';
import './admin.css';

export function AdminPageHeader({ title, children, id = 'admin-title' }: { title: string; children?: ReactNode; id?: string }) {
  return (
    <header className="admin-page-header">
      <h1 id={id}>{title}</h1>
      {children ? <div className="admin-page-tools">{children}</div> : null}
    </header>
  );
}

export function AdminLoading({ text }: { text?: string }) {
  const { t } = useLingui();
  return (
    <p className="admin-loading" role="status">
      <span className="admin-spinner" aria-hidden="true" />
      {text ?? t`Loading…`}
    </p>
  );
}

export function AdminFailure({ failure, title, onRetry }: { failure: RequestFailure; title: string; onRetry?: () => void }) {
  const { t, i18n } = useLingui();
  return (
    <div className="admin-alert" role="alert">
      <p className="admin-alert-title">{title}</p>
      <p>{failureText(i18n, failure)}</p>
      {onRetry && failure.kind !== 'login-required' && failure.kind !== 'not-found' ? (
        <button type="button" className="admin-button is-secondary" onClick={onRetry}>
          {t`Try again`}
        </button>
      ) : null}
    </div>
  );
}

/**
 * A table in a box that scrolls sideways by itself; focusable so keyboard users can scroll it too. A list page whose
 * table carries the page's own name leaves its <section> unnamed: two landmarks of one name confuse a landmark list.
 */
export function AdminTable({ label, children, busy = false }: { label: string; children: ReactNode; busy?: boolean }) {
  return (
    <div className="admin-table-scroll" role="region" aria-label={label} tabIndex={0} aria-busy={busy}>
      <table className="admin-table">{children}</table>
    </div>
  );
}

interface AdminListProps {
  /** False until the list's first answer arrived. */
  loaded: boolean;
  failure: RequestFailure | null;
  failureTitle: string;
  onRetry: () => void;
  /** A paged list's count line (a new page loading says so); lists shown whole have none. */
  count?: ReactNode;
  isEmpty: boolean;
  emptyText: string;
  /** Next to the empty text: e.g. a link back to the first page when a page lies past the end. */
  emptyAction?: ReactNode;
  /** The table's name (its region's label). */
  label: string;
  busy?: boolean;
  /** The header row's cells. */
  head: ReactNode;
  rows: ReactNode;
  /** Below the table: a paged list's pager. */
  footer?: ReactNode;
}

/**
 * The frame every back-office list shares: its failure with a retry, the first load, then the count, the empty text
 * or the table, and the pager. The pages bring their texts, columns and rows.
 */
export function AdminList({
  loaded,
  failure,
  failureTitle,
  onRetry,
  count,
  isEmpty,
  emptyText,
  emptyAction,
  label,
  busy = false,
  head,
  rows,
  footer,
}: AdminListProps) {
  return (
    <>
      {failure ? <AdminFailure failure={failure} title={failureTitle} onRetry={onRetry} /> : null}
      {!loaded && !failure ? <AdminLoading /> : null}
      {loaded ? (
        <>
          {count !== undefined ? (
            <p className="admin-count" aria-live="polite">
              {count}
            </p>
          ) : null}
          {isEmpty ? (
            <p className="admin-muted">
              {emptyText} {emptyAction}
            </p>
          ) : (
            <AdminTable label={label} busy={busy}>
              <thead>
                <tr>{head}</tr>
              </thead>
              <tbody>{rows}</tbody>
            </AdminTable>
          )}
          {footer}
        </>
      ) : null}
    </>
  );
}

/**
 * What an empty page of a list says: a page past the end of a list that has items says so (never "no orders yet"
 * under "7 orders"); otherwise "none match" with filters, "none yet" without.
 */
export function listEmptyText(options: { total: number; filtered: boolean; none: string; noMatch: string; pastEnd: string }): string {
  if (options.total > 0) return options.pastEnd;
  return options.filtered ? options.noMatch : options.none;
}

export interface AdminEffects {
  api: AdminApi;
  goToLogin: (failure: RequestFailure) => void;
  notifySaved: () => void;
  notifySaveFailed: (failure: RequestFailure) => void;
}

/** The admin API and the effects shared by the back-office machines (login redirect, toasts), stable per page. */
export function useAdminEffects(lang: Lang): AdminEffects {
  const { t, i18n } = useLingui();
  const goToLogin = useGoToLogin('admin', lang);
  const saved = t`Saved`;
  const notSaved = t`Not saved`;
  return useMemo(
    () => ({
      api: createAdminApi(() => lang),
      goToLogin,
      notifySaved: () => void showToast({ type: 'success', message: saved }),
      notifySaveFailed: (failure: RequestFailure) =>
        void showToast({ type: 'error', message: notSaved, description: failureText(i18n, failure), duration: 8000 }),
    }),
    [goToLogin, saved, notSaved, i18n, lang],
  );
}
