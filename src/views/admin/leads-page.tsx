// admin/leads: what the site's forms collected (dealer sign-ups, test rides, employer plans, maintenance
// subscriptions, contact, job applications) with form, status, date and text filters in the URL, paging, a status
// per lead changed in place, the CV of an application and the CSV export of the filtered leads.
import { useState } from 'react';
import { Plural, useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useSelector } from '../shared/use-selector';
import { leadCvHref, leadsCsvHref, type AdminApi, type LeadsQuery } from '../../lib/api/admin-api';
import { LEAD_STATUSES, type LeadRow, type LeadStatus, type Page } from '../../machines/admin-common/admin.types';
import { selectData, selectIsLoading, selectListFailure, selectQuery, selectSavingKey } from '../../machines/admin-list/admin-list.selectors';
import type { Lang } from '../../locales/paths';
import { useCurrentPage } from '../shared/page-context';
import { withSearch } from '../account/account-runtime';
import { Pager } from '../account/pager';
import { formatOrderDate } from '../order/order-labels';
import { leadFieldLabel, leadFormLabel, leadStatusLabel } from './admin-labels';
import { LEAD_FORMS, queryParams, readLeadsQuery, withFilters } from './admin-queries';
import { AdminList, AdminPageHeader, listEmptyText } from './admin-ui';
import { FilterForm, submitOnChange } from './filter-form';
import { useAdminList, type AdminListActor } from './use-admin-list';

// The H1 and description of the area's pages, which a page's head reads from its view (routes/page-components.ts
// pageHead).
export { heads } from './admin.meta';

const leadsUrl = { read: readLeadsQuery, params: queryParams };
const loadLeads = (api: AdminApi, query: LeadsQuery, signal: AbortSignal) => api.leads(query, signal);
type LeadPatch = { status: LeadStatus } | { delete: true };
const saveLead = (api: AdminApi, id: string, patch: LeadPatch) => ('delete' in patch ? api.deleteLead(id) : api.setLeadStatus(id, patch.status));
export function applySavedLead(data: Page<LeadRow>, id: string, patch: LeadPatch, saved: unknown): Page<LeadRow> {
  if ('delete' in patch) return { ...data, items: data.items.filter((item) => item.id !== id), total: Math.max(0, data.total - 1) };
  const answer = saved && typeof saved === 'object' && (saved as LeadRow).id === id ? (saved as LeadRow) : null;
  return { ...data, items: data.items.map((item) => (item.id === id ? (answer ?? { ...item, ...patch }) : item)) };
}

/** The person behind a lead in one line: name (or company) and how to reach them. */
export function leadContact(fields: Record<string, unknown>): { name: string; email: string; phone: string } {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const name =
    text(fields.name) ||
    [text(fields.firstName ?? fields.first_name), text(fields.lastName ?? fields.last_name)].filter(Boolean).join(' ') ||
    text(fields.company ?? fields.companyName);
  return { name, email: text(fields.email), phone: text(fields.phone ?? fields.telephone) };
}

export function AdminLeadsPage() {
  const { t, i18n } = useLingui();
  const { lang } = useCurrentPage();
  const list = useAdminList<LeadsQuery, Page<LeadRow>, LeadPatch>({
    lang,
    load: loadLeads,
    save: saveLead,
    applySaved: applySavedLead,
    url: leadsUrl,
  });
  const leads = useSelector(list, selectData<Page<LeadRow>>);
  const failure = useSelector(list, selectListFailure);
  const loading = useSelector(list, selectIsLoading);
  const query = useSelector(list, selectQuery<LeadsQuery>);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const apply = (values: Record<string, string>) =>
    list.send({
      type: 'filters.apply',
      query: withFilters(query, { form: values.form, status: values.status, from: values.from, to: values.to, q: values.q }),
    });
  const pages = leads ? Math.max(1, Math.ceil(leads.total / leads.pageSize)) : 1;
  const total = leads?.total ?? 0;
  const filtered = !!(query.form || query.status || query.from || query.to || query.q);
  const { page: _page, pageSize: _size, ...filters } = query;

  return (
    <section className="admin-page">
      <AdminPageHeader title={t`Leads`}>
        <a className="admin-button is-secondary" href={leadsCsvHref(filters, lang)} download>
          {t`Export CSV`}
        </a>
      </AdminPageHeader>
      <FilterForm key={JSON.stringify(query)} label={t`Filter leads`} onApply={apply} canReset={filtered} onReset={() => apply({})}>
        <div className="admin-field">
          <label htmlFor="leads-form">{t`Form`}</label>
          <select id="leads-form" name="form" defaultValue={query.form ?? ''} onChange={submitOnChange}>
            <option value="">{t`All forms`}</option>
            {LEAD_FORMS.map((form) => (
              <option key={form} value={form}>
                {leadFormLabel(i18n, form)}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="leads-status">{t`Status`}</label>
          <select id="leads-status" name="status" defaultValue={query.status ?? ''} onChange={submitOnChange}>
            <option value="">{t`All but spam`}</option>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {leadStatusLabel(i18n, status)}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="leads-from">{t`From`}</label>
          <input id="leads-from" name="from" type="date" defaultValue={query.from ?? ''} />
        </div>
        <div className="admin-field">
          <label htmlFor="leads-to">{t`Until`}</label>
          <input id="leads-to" name="to" type="date" defaultValue={query.to ?? ''} />
        </div>
        <div className="admin-field is-wide">
          <label htmlFor="leads-q">{t`Text`}</label>
          <input id="leads-q" name="q" type="search" defaultValue={query.q ?? ''} autoComplete="off" />
        </div>
      </FilterForm>
      <AdminList
        loaded={Boolean(leads)}
        failure={failure}
        failureTitle={t`The leads could not be loaded.`}
        onRetry={() => list.send({ type: 'list.retry' })}
        count={loading ? t`Loading…` : <Plural value={total} one="# lead" other="# leads" />}
        isEmpty={leads?.items.length === 0}
        emptyText={listEmptyText({
          total,
          filtered,
          none: t`No leads yet.`,
          noMatch: t`No leads match these filters.`,
          pastEnd: t`This page is past the end of the list.`,
        })}
        emptyAction={total > 0 ? <a href={withSearch(pathname, queryParams({ ...query, page: 1 }))}>{t`Go to the first page`}</a> : null}
        label={t`Leads`}
        busy={loading}
        head={
          <>
            <th scope="col">{t`Received`}</th>
            <th scope="col">{t`Form`}</th>
            <th scope="col">{t`Contact`}</th>
            <th scope="col">{t`Details`}</th>
            <th scope="col">{t`Status`}</th>
          </>
        }
        rows={
          <>
            {leads?.items.map((lead) => (
              <LeadRowView key={lead.id} lead={lead} list={list} lang={lang} />
            ))}
          </>
        }
        footer={<Pager page={query.page} pages={pages} hrefOf={(page) => withSearch(pathname, queryParams({ ...query, page }))} />}
      />
    </section>
  );
}

const HIDDEN_FIELDS = new Set(['name', 'email', 'phone', 'locale', 'website']);

function LeadRowView({ lead, list, lang }: { lead: LeadRow; list: AdminListActor; lang: Lang }) {
  const { t, i18n } = useLingui();
  const savingKey = useSelector(list, selectSavingKey);
  const contact = leadContact(lead.fields);
  const details = Object.entries(lead.fields).filter(([name, value]) => !HIDDEN_FIELDS.has(name) && value !== '' && value !== null && value !== undefined);
  const saving = savingKey === lead.id;
  const [confirming, setConfirming] = useState(false);
  const who = contact.name || contact.email;
  return (
    <tr>
      <td className="is-nowrap">{formatOrderDate(lead.createdAt, lang)}</td>
      <td>{leadFormLabel(i18n, lead.form)}</td>
      <td>
        {contact.name ? <span className="admin-strong">{contact.name}</span> : null}
        {contact.email ? (
          <a className="admin-code-note" href={`mailto:${contact.email}`}>
            {contact.email}
          </a>
        ) : null}
        {contact.phone ? (
          <a className="admin-code-note" href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>
            {contact.phone}
          </a>
        ) : null}
      </td>
      <td className="lead-details">
        {details.length ? (
          <details>
            <summary>{t`Show the form`}</summary>
            <dl>
              {details.map(([name, value]) => (
                <div key={name}>
                  <dt>{leadFieldLabel(i18n, name)}</dt>
                  <dd>{typeof value === 'string' ? value : JSON.stringify(value)}</dd>
                </div>
              ))}
            </dl>
          </details>
        ) : null}
        {lead.file ? (
          <a className="admin-button is-small is-secondary" href={leadCvHref(lead.id)}>
            {t`Download CV`}
          </a>
        ) : null}
      </td>
      <td>
        <select
          value={lead.status}
          disabled={savingKey !== null}
          aria-label={t`Status of the lead from ${who}`}
          aria-busy={saving}
          onChange={(event) => list.send({ type: 'row.save', key: lead.id, patch: { status: event.target.value as LeadStatus } })}
        >
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {leadStatusLabel(i18n, status)}
            </option>
          ))}
        </select>
        {confirming ? (
          <span className="admin-row-actions">
            <button
              type="button"
              className="admin-button is-danger is-small"
              disabled={savingKey !== null}
              onClick={() => {
                setConfirming(false);
                list.send({ type: 'row.save', key: lead.id, patch: { delete: true } });
              }}
            >
              {lead.file ? t`Yes, delete the lead and its CV` : t`Yes, delete the lead`}
            </button>
            <button type="button" className="admin-button is-secondary is-small" onClick={() => setConfirming(false)}>
              {t`Cancel`}
            </button>
          </span>
        ) : (
          <button type="button" className="admin-button is-secondary is-small" disabled={savingKey !== null} onClick={() => setConfirming(true)}>
            {t`Delete`}
            <span className="visually-hidden"> {t`the lead from ${who}`}</span>
          </button>
        )}
      </td>
    </tr>
  );
}
