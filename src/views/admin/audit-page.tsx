// admin/audit: every back-office write, newest first — who, when, what, before → after — filtered by person, action,
// subject and shop days, paged; the filters live in the URL (an order's or product's own trail links here).
import { Plural, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useRouterState } from '@tanstack/react-router';
import { useSelector } from '../shared/use-selector';
import type { AdminApi, AuditQuery } from '../../lib/api/admin-api';
import type { AuditPage } from '../../machines/admin-common/admin.types';
import { selectData, selectIsLoading, selectListFailure, selectQuery } from '../../machines/admin-list/admin-list.selectors';
import { useCurrentPage } from '../shared/page-context';
import { withSearch } from '../account/account-runtime';
import { Pager } from '../account/pager';
import { PageLink } from '../shared/page-link';
import { formatOrderDate } from '../order/order-labels';
import { AUDIT_SUBJECTS, queryParams, readAuditQuery, withFilters } from './admin-queries';
import { AdminList, AdminPageHeader, listEmptyText } from './admin-ui';
import { AuditChanges, auditActionLabel } from './audit-trail';
import { FilterForm, submitOnChange } from './filter-form';
import { useAdminList } from './use-admin-list';

// The H1 and description of the area's pages, which a page's head reads from its view (routes/page-components.ts
// pageHead).
export { heads } from './admin.meta';

const auditUrl = { read: readAuditQuery, params: queryParams };
const loadAudit = (api: AdminApi, query: AuditQuery, signal: AbortSignal) => api.audit(query, signal);

const SUBJECTS: Record<(typeof AUDIT_SUBJECTS)[number], MessageDescriptor> = {
  product: msg`Product`,
  bike: msg`Bike`,
  order: msg`Order`,
  coupon: msg`Coupon`,
  lead: msg`Lead`,
  leads: msg`Leads (retention)`,
};

export function AdminAuditPage() {
  const { t, i18n } = useLingui();
  const { lang } = useCurrentPage();
  const list = useAdminList<AuditQuery, AuditPage>({ lang, load: loadAudit, url: auditUrl });
  const audit = useSelector(list, selectData<AuditPage>);
  const failure = useSelector(list, selectListFailure);
  const loading = useSelector(list, selectIsLoading);
  const query = useSelector(list, selectQuery<AuditQuery>);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const apply = (values: Record<string, string>) =>
    list.send({
      type: 'filters.apply',
      query: withFilters(query, {
        actor: values.actor,
        action: values.action,
        subjectType: values.subjectType,
        subjectId: values.subjectId,
        from: values.from,
        to: values.to,
      }),
    });
  const pages = audit ? Math.max(1, Math.ceil(audit.total / audit.pageSize)) : 1;
  const total = audit?.total ?? 0;
  const filtered = !!(query.actor || query.action || query.subjectType || query.subjectId || query.from || query.to);
  const actors = [...new Set([...(audit?.actors ?? []), ...(query.actor ? [query.actor] : [])])];
  const actions = [...new Set([...(audit?.actions ?? []), ...(query.action ? [query.action] : [])])];

  return (
    <section className="admin-page">
      <AdminPageHeader title={t`Audit log`} />
      <FilterForm key={JSON.stringify(query)} label={t`Filter the audit log`} onApply={apply} canReset={filtered} onReset={() => apply({})}>
        <div className="admin-field">
          <label htmlFor="audit-actor">{t`Who`}</label>
          <select id="audit-actor" name="actor" defaultValue={query.actor ?? ''} onChange={submitOnChange}>
            <option value="">{t`Everyone`}</option>
            {actors.map((actor) => (
              <option key={actor} value={actor}>
                {actor}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="audit-action">{t`What`}</label>
          <select id="audit-action" name="action" defaultValue={query.action ?? ''} onChange={submitOnChange}>
            <option value="">{t`Every change`}</option>
            {actions.map((action) => (
              <option key={action} value={action}>
                {auditActionLabel(i18n, action)}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="audit-subject-type">{t`Subject`}</label>
          <select id="audit-subject-type" name="subjectType" defaultValue={query.subjectType ?? ''} onChange={submitOnChange}>
            <option value="">{t`Everything`}</option>
            {AUDIT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {i18n._(SUBJECTS[subject])}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="audit-subject-id">{t`SKU, order id or code`}</label>
          <input id="audit-subject-id" name="subjectId" type="search" defaultValue={query.subjectId ?? ''} autoComplete="off" />
        </div>
        <div className="admin-field">
          <label htmlFor="audit-from">{t`From`}</label>
          <input id="audit-from" name="from" type="date" defaultValue={query.from ?? ''} max={query.to} />
        </div>
        <div className="admin-field">
          <label htmlFor="audit-to">{t`Until`}</label>
          <input id="audit-to" name="to" type="date" defaultValue={query.to ?? ''} min={query.from} />
        </div>
      </FilterForm>
      <AdminList
        loaded={Boolean(audit)}
        failure={failure}
        failureTitle={t`The audit log could not be loaded.`}
        onRetry={() => list.send({ type: 'list.retry' })}
        count={loading ? t`Loading…` : <Plural value={total} one="# change" other="# changes" />}
        isEmpty={audit?.items.length === 0}
        emptyText={listEmptyText({
          total,
          filtered,
          none: t`No changes recorded yet.`,
          noMatch: t`No changes match these filters.`,
          pastEnd: t`This page is past the end of the list.`,
        })}
        emptyAction={total > 0 ? <a href={withSearch(pathname, queryParams({ ...query, page: 1 }))}>{t`Go to the first page`}</a> : null}
        label={t`Audit log`}
        busy={loading}
        head={
          <>
            <th scope="col">{t`When`}</th>
            <th scope="col">{t`Who`}</th>
            <th scope="col">{t`What`}</th>
            <th scope="col">{t`Subject`}</th>
            <th scope="col">{t`Before → after`}</th>
          </>
        }
        rows={
          <>
            {audit?.items.map((entry) => (
              <tr key={entry.id}>
                <td className="is-nowrap">{formatOrderDate(entry.at, lang)}</td>
                <td>{entry.actor}</td>
                <td>{auditActionLabel(i18n, entry.action)}</td>
                <td>
                  {entry.subject.type === 'order' && /^\d+$/.test(entry.subject.id) ? (
                    <PageLink page="admin-order-view" lang={lang} params={{ id: entry.subject.id }}>
                      {t`Order`} {entry.subject.id}
                    </PageLink>
                  ) : (
                    <>
                      {SUBJECTS[entry.subject.type as keyof typeof SUBJECTS]
                        ? i18n._(SUBJECTS[entry.subject.type as keyof typeof SUBJECTS])
                        : entry.subject.type}{' '}
                      <code>{entry.subject.id}</code>
                    </>
                  )}
                </td>
                <td>
                  <AuditChanges entry={entry} />
                </td>
              </tr>
            ))}
          </>
        }
        footer={<Pager page={query.page} pages={pages} hrefOf={(page) => withSearch(pathname, queryParams({ ...query, page }))} />}
      />
    </section>
  );
}
