// admin/orders: the orders, newest first, with search (number, name, e-mail), status and date filters and paging,
// all in the URL so a filtered list can be reloaded, bookmarked and gone back to from an order.
import { Plural, useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useSelector } from '../shared/use-selector';
import type { AdminApi, OrdersQuery } from '../../lib/api/admin-api';
import type { AdminOrdersPage as OrdersPageData } from '../../machines/admin-common/admin.types';
import { selectData, selectIsLoading, selectListFailure, selectQuery } from '../../machines/admin-list/admin-list.selectors';
import { useCurrentPage } from '../shared/page-context';
import { withSearch } from '../account/account-runtime';
import { StatusBadge } from '../account/order-details';
import { paymentMethodLabel } from '../order/order-labels';
import { Pager } from '../account/pager';
import { formatMoney } from '../shared/money';
import { PageLink } from '../shared/page-link';
import { formatOrderDate, orderStatusLabel } from '../order/order-labels';
import { queryParams, readOrdersQuery, withFilters } from './admin-queries';
import { AdminList, AdminPageHeader, listEmptyText } from './admin-ui';
import { FilterForm, submitOnChange } from './filter-form';
import { useAdminList } from './use-admin-list';

// The H1 and description of the area's pages, which a page's head reads from its view (routes/page-components.ts
// pageHead).
export { heads } from './admin.meta';

const ordersUrl = { read: readOrdersQuery, params: queryParams };
const loadOrders = (api: AdminApi, query: OrdersQuery, signal: AbortSignal) => api.orders(query, signal);
/** Until the first answer names them: Magento's default order statuses. */
const DEFAULT_STATUSES = ['pending', 'pending_payment', 'processing', 'holded', 'complete', 'closed', 'canceled'];

export function AdminOrdersPage() {
  const { t, i18n } = useLingui();
  const { lang } = useCurrentPage();
  const list = useAdminList<OrdersQuery, OrdersPageData>({ lang, load: loadOrders, url: ordersUrl });
  const orders = useSelector(list, selectData<OrdersPageData>);
  const failure = useSelector(list, selectListFailure);
  const loading = useSelector(list, selectIsLoading);
  const query = useSelector(list, selectQuery<OrdersQuery>);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const statuses = orders?.statuses.length ? orders.statuses.map((status) => status.code) : DEFAULT_STATUSES;
  const apply = (values: Record<string, string>) =>
    list.send({ type: 'filters.apply', query: withFilters(query, { q: values.q, status: values.status, from: values.from, to: values.to }) });
  const pages = orders ? Math.max(1, Math.ceil(orders.total / orders.pageSize)) : 1;
  const total = orders?.total ?? 0;
  const filtered = !!(query.q || query.status || query.from || query.to);

  return (
    <section className="admin-page">
      <AdminPageHeader title={t`Orders`} />
      <FilterForm key={JSON.stringify(query)} label={t`Search orders`} onApply={apply} canReset={filtered} onReset={() => apply({})}>
        <div className="admin-field is-wide">
          <label htmlFor="orders-q">{t`Order number, name or e-mail`}</label>
          <input id="orders-q" name="q" type="search" defaultValue={query.q ?? ''} autoComplete="off" />
        </div>
        <div className="admin-field">
          <label htmlFor="orders-status">{t`Status`}</label>
          <select id="orders-status" name="status" defaultValue={query.status ?? ''} onChange={submitOnChange}>
            <option value="">{t`All statuses`}</option>
            {statuses.map((code) => (
              <option key={code} value={code}>
                {orderStatusLabel(i18n, code)}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="orders-from">{t`From`}</label>
          <input id="orders-from" name="from" type="date" defaultValue={query.from ?? ''} max={query.to} />
        </div>
        <div className="admin-field">
          <label htmlFor="orders-to">{t`Until`}</label>
          <input id="orders-to" name="to" type="date" defaultValue={query.to ?? ''} min={query.from} />
        </div>
      </FilterForm>
      <AdminList
        loaded={Boolean(orders)}
        failure={failure}
        failureTitle={t`The orders could not be loaded.`}
        onRetry={() => list.send({ type: 'list.retry' })}
        count={loading ? t`Loading…` : <Plural value={total} one="# order" other="# orders" />}
        isEmpty={orders?.items.length === 0}
        emptyText={listEmptyText({
          total,
          filtered,
          none: t`No orders yet.`,
          noMatch: t`No orders match these filters.`,
          pastEnd: t`This page is past the end of the list.`,
        })}
        emptyAction={total > 0 ? <a href={withSearch(pathname, queryParams({ ...query, page: 1 }))}>{t`Go to the first page`}</a> : null}
        label={t`Orders`}
        busy={loading}
        head={
          <>
            <th scope="col">{t`Order`}</th>
            <th scope="col">{t`Date`}</th>
            <th scope="col">{t`Customer`}</th>
            <th scope="col">{t`Status`}</th>
            <th scope="col" className="is-number">
              {t`Total`}
            </th>
            <th scope="col">{t`Payment`}</th>
          </>
        }
        rows={
          <>
            {orders?.items.map((order) => (
              <tr key={order.id}>
                <th scope="row">
                  <PageLink page="admin-order-view" lang={lang} params={{ id: String(order.id) }}>
                    {order.number}
                  </PageLink>
                </th>
                <td className="is-nowrap">{order.date ? formatOrderDate(order.date, lang) : ''}</td>
                <td>
                  {order.customerName}
                  <span className="admin-code-note">{order.email}</span>
                </td>
                <td>
                  <StatusBadge status={order.status} />
                </td>
                <td className="is-number">{order.total !== null ? formatMoney(order.total, lang) : ''}</td>
                <td>{order.paymentMethod ? paymentMethodLabel(i18n, order.paymentMethod.code, order.paymentMethod.title) : ''}</td>
              </tr>
            ))}
          </>
        }
        footer={<Pager page={query.page} pages={pages} hrefOf={(page) => withSearch(pathname, queryParams({ ...query, page }))} />}
      />
    </section>
  );
}
