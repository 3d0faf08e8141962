// Who changed what: the audit entries of one order, product or coupon (newest first), or of the whole back office
// (the audit page's table). Values are shown as the API recorded them, before → after, one changed field a line.
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useSelector } from '../shared/use-selector';
import type { AdminApi, AuditQuery } from '../../lib/api/admin-api';
import type { AuditEntry, AuditPage } from '../../machines/admin-common/admin.types';
import { selectData, selectListFailure } from '../../machines/admin-list/admin-list.selectors';
import type { Lang } from '../../locales/paths';
import { formatOrderDate } from '../order/order-labels';
import { formatMoney } from '../shared/money';
import { useCurrentPage } from '../shared/page-context';
import { AdminFailure, AdminLoading } from './admin-ui';
import { useAdminList } from './use-admin-list';

const ACTIONS: Record<string, MessageDescriptor> = {
  'part.update': msg`Part changed`,
  'listing.update': msg`Shop listing changed`,
  'bike.update': msg`Bike changed`,
  'order.comment': msg`Order comment / status`,
  'coupon.create': msg`Coupon created`,
  'coupon.expire': msg`Coupon ended`,
  'lead.status': msg`Lead status changed`,
  'lead.delete': msg`Lead deleted`,
  'leads.purge': msg`Old leads deleted (retention)`,
};

const FIELDS: Record<string, MessageDescriptor> = {
  price: msg`Price`,
  minSubtotal: msg`Minimum subtotal`,
  skus: msg`SKUs`,
  usesPerCoupon: msg`Uses in total`,
  usesPerCustomer: msg`Uses per customer`,
  description: msg`Description`,
  qty: msg`Stock`,
  status: msg`Status`,
  visibility: msg`Visibility`,
  sortOrder: msg`Sort order`,
  categoryId: msg`Category`,
  featured: msg`Featured`,
  comment: msg`Comment`,
  notifyCustomer: msg`Customer notified`,
  visibleOnFront: msg`Visible to the customer`,
  active: msg`Active`,
  toDate: msg`Until`,
  fromDate: msg`From`,
  amount: msg`Amount`,
  type: msg`Kind`,
  code: msg`Code`,
  count: msg`Number`,
  textsChanged: msg`Texts changed`,
  selections: msg`Options`,
};

export function auditActionLabel(i18n: I18n, action: string): string {
  const known = ACTIONS[action];
  return known ? i18n._(known) : action;
}

/** Fields that hold euros: shown in the one money style (decision 021). */
const MONEY_FIELDS = new Set(['price', 'minSubtotal']);

function valueText(i18n: I18n, value: unknown, lang: Lang, field: string): string {
  if (value === null || value === undefined || value === '') return '–';
  if (MONEY_FIELDS.has(field) && typeof value === 'number') return formatMoney(value, lang);
  if (typeof value === 'boolean') return value ? i18n._(msg`yes`) : i18n._(msg`no`);
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** One line per field that the entry names: "Price: 12.5 → 14". */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const { i18n } = useLingui();
  const { lang } = useCurrentPage();
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (keys.length === 0) return null;
  return (
    <ul className="admin-audit-changes">
      {keys.map((key) => {
        const label = FIELDS[key] ? i18n._(FIELDS[key]) : key;
        const before = entry.before && key in entry.before ? valueText(i18n, entry.before[key], lang, key) : null;
        const after = entry.after && key in entry.after ? valueText(i18n, entry.after[key], lang, key) : null;
        return (
          <li key={key}>
            <span className="admin-audit-field">{label}:</span> {before !== null ? <span className="admin-audit-before">{before}</span> : null}
            {before !== null && after !== null ? ' → ' : null}
            {after !== null ? <span className="admin-audit-after">{after}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}

const loadAudit = (api: AdminApi, query: AuditQuery, signal: AbortSignal) => api.audit(query, signal);

/** The audit entries of one subject, as a small section of its page (the latest 20). */
export function AuditTrail({ lang, subjectType, subjectId, title }: { lang: Lang; subjectType: string; subjectId: string; title: ReactNode }) {
  const { t, i18n } = useLingui();
  const list = useAdminList<AuditQuery, AuditPage>({ lang, load: loadAudit, query: { subjectType, subjectId, page: 1, pageSize: 20 } });
  const data = useSelector(list, selectData<AuditPage>);
  const failure = useSelector(list, selectListFailure);
  return (
    <section className="admin-card admin-audit-trail" aria-labelledby={`audit-${subjectType}-title`}>
      <h2 id={`audit-${subjectType}-title`}>{title}</h2>
      {failure ? <AdminFailure failure={failure} title={t`The changes could not be loaded.`} onRetry={() => list.send({ type: 'list.retry' })} /> : null}
      {!data && !failure ? <AdminLoading /> : null}
      {data && data.items.length === 0 ? <p className="admin-muted">{t`No changes recorded yet.`}</p> : null}
      {data && data.items.length > 0 ? (
        <ol className="admin-audit-list">
          {data.items.map((entry) => (
            <li key={entry.id}>
              <p>
                <strong>{auditActionLabel(i18n, entry.action)}</strong> · {formatOrderDate(entry.at, lang)} · {entry.actor}
              </p>
              <AuditChanges entry={entry} />
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
