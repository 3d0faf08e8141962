// admin (dashboard): orders and revenue today and this week, open orders, new leads, the payment-exception queue and
// the parts low on stock.
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '../shared/use-selector';
import type { AdminApi } from '../../lib/api/admin-api';
import type { DashboardFigures } from '../../machines/admin-common/admin.types';
import { selectData, selectListFailure } from '../../machines/admin-list/admin-list.selectors';
import { useCurrentPage } from '../shared/page-context';
import { formatMoney } from '../shared/money';
import { PageLink } from '../shared/page-link';
import { AdminFailure, AdminLoading, AdminPageHeader, AdminTable } from './admin-ui';
import { PaymentQueue } from './payment-queue';
import { useAdminList } from './use-admin-list';

// The H1 and description of the area's pages, which a page's head reads from its view (routes/page-components.ts
// pageHead).
export { heads } from './admin.meta';

const loadDashboard = (api: AdminApi, _query: unknown, signal: AbortSignal) => api.dashboard(signal);

export function AdminDashboardPage() {
  const { t } = useLingui();
  const { lang } = useCurrentPage();
  const dashboard = useAdminList<Record<string, never>, DashboardFigures>({ lang, load: loadDashboard, query: {} });
  const figures = useSelector(dashboard, selectData<DashboardFigures>);
  const failure = useSelector(dashboard, selectListFailure);
  const refunded = figures ? formatMoney(figures.refundedThisWeek, lang) : '';

  return (
    <section className="admin-page" aria-labelledby="admin-title">
      <AdminPageHeader title={t`Dashboard`} />
      {failure ? <AdminFailure failure={failure} title={t`The figures could not be loaded.`} onRetry={() => dashboard.send({ type: 'list.retry' })} /> : null}
      {!figures && !failure ? <AdminLoading /> : null}
      {figures ? (
        <>
          <ul className="admin-figures">
            <li>
              <span className="admin-figure-label">{t`Orders today`}</span>
              <span className="admin-figure-value">{figures.ordersToday}</span>
              <span className="admin-figure-note">{formatMoney(figures.revenueToday, lang)}</span>
            </li>
            <li>
              <span className="admin-figure-label">{t`Orders this week`}</span>
              <span className="admin-figure-value">{figures.ordersThisWeek}</span>
              <span className="admin-figure-note">{formatMoney(figures.revenueThisWeek, lang)}</span>
              {figures.refundedThisWeek > 0 ? (
                <span className="admin-figure-note" data-testid="refunded-this-week">
                  {t`Refunded: ${refunded}`}
                </span>
              ) : null}
            </li>
            <li>
              <span className="admin-figure-label">{t`Open orders`}</span>
              <span className="admin-figure-value">{figures.openOrders}</span>
              <PageLink page="admin-orders" lang={lang} className="admin-figure-link">
                {t`To the orders`}
              </PageLink>
            </li>
            <li>
              <span className="admin-figure-label">{t`New leads`}</span>
              <span className="admin-figure-value">{figures.newLeads}</span>
              <PageLink page="admin-leads" lang={lang} className="admin-figure-link">
                {t`To the leads`}
              </PageLink>
            </li>
          </ul>
          <PaymentQueue figures={figures} lang={lang} />
          <h2>{t`Parts low on stock`}</h2>
          {figures.lowStockParts.length === 0 ? (
            <p className="admin-muted">{t`All parts are sufficiently in stock.`}</p>
          ) : (
            <AdminTable label={t`Parts low on stock`}>
              <thead>
                <tr>
                  <th scope="col">{t`SKU`}</th>
                  <th scope="col">{t`Name`}</th>
                  <th scope="col" className="is-number">
                    {t`In stock`}
                  </th>
                </tr>
              </thead>
              <tbody>
                {figures.lowStockParts.map((part) => (
                  <tr key={part.sku}>
                    <td className="is-code">{part.sku}</td>
                    <td>{part.name}</td>
                    <td className={part.qty <= 0 ? 'is-number is-alarm' : 'is-number'}>{part.qty}</td>
                  </tr>
                ))}
              </tbody>
            </AdminTable>
          )}
          <p>
            <PageLink page="admin-parts" lang={lang}>
              {t`Manage stock in Parts`}
            </PageLink>
          </p>
        </>
      ) : null}
    </section>
  );
}
