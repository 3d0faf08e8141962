// admin/customer-view/{id}: one customer with their orders (searched by customer id, newest first), each order
// linking to its order view.
import { Plural, useLingui } from '@lingui/react/macro';
import { useSelector } from '../shared/use-selector';
import type { AdminApi } from '../../lib/api/admin-api';
import type { CustomerDetail } from '../../machines/admin-common/admin.types';
import { selectData, selectListFailure } from '../../machines/admin-list/admin-list.selectors';
import type { Lang } from '../../locales/paths';
import { useCurrentPage } from '../shared/page-context';
import { StatusBadge } from '../account/order-details';
import { formatMoney } from '../shared/money';
import { PageLink } from '../shared/page-link';
import { formatOrderDate } from '../order/order-labels';
import { AdminFailure, AdminLoading, AdminPageHeader, AdminTable } from './admin-ui';
import { useAdminList } from './use-admin-list';

// The H1 and description of the area's pages, which a page's head reads from its view (routes/page-components.ts
// pageHead).
export { heads } from './admin.meta';

const loadCustomer = (api: AdminApi, query: { id: number }, signal: AbortSignal) => api.customer(query.id, signal);

export function AdminCustomerViewPage() {
  const { lang, params } = useCurrentPage();
  const id = Number(params.id);
  return <CustomerView key={id} id={id} lang={lang} />;
}

function CustomerView({ id, lang }: { id: number; lang: Lang }) {
  const { t } = useLingui();
  const view = useAdminList<{ id: number }, CustomerDetail>({ lang, load: loadCustomer, query: { id } });
  const customer = useSelector(view, selectData<CustomerDetail>);
  const failure = useSelector(view, selectListFailure);
  return (
    <section className="admin-page" aria-labelledby="admin-title">
      <p className="admin-back">
        <PageLink page="admin-customers" lang={lang}>
          {t`All customers`}
        </PageLink>
      </p>
      <AdminPageHeader title={customer ? customer.name || customer.email : t`Customer`} />
      {failure ? <AdminFailure failure={failure} title={t`This customer could not be loaded.`} onRetry={() => view.send({ type: 'list.retry' })} /> : null}
      {!customer && !failure ? <AdminLoading /> : null}
      {customer ? (
        <>
          <dl className="admin-facts">
            <dt>{t`E-mail`}</dt>
            <dd>
              <a href={`mailto:${customer.email}`}>{customer.email}</a>
            </dd>
            {customer.city ? (
              <>
                <dt>{t`City`}</dt>
                <dd>{customer.city}</dd>
              </>
            ) : null}
            <dt>{t`Customer since`}</dt>
            <dd>{formatOrderDate(customer.createdAt, lang) ?? ''}</dd>
          </dl>
          <section className="admin-card" aria-labelledby="customer-orders-title">
            <h2 id="customer-orders-title">
              <Plural value={customer.orderCount} one="# order" other="# orders" />
            </h2>
            {customer.orders.length === 0 ? (
              <p className="admin-muted">{t`This customer has not ordered yet.`}</p>
            ) : (
              <AdminTable label={t`Orders of this customer`}>
                <thead>
                  <tr>
                    <th scope="col">{t`Order`}</th>
                    <th scope="col">{t`Date`}</th>
                    <th scope="col">{t`Status`}</th>
                    <th scope="col" className="is-number">
                      {t`Total`}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {customer.orders.map((order) => (
                    <tr key={order.id}>
                      <th scope="row">
                        <PageLink page="admin-order-view" lang={lang} params={{ id: String(order.id) }}>
                          {order.number}
                        </PageLink>
                      </th>
                      <td className="is-nowrap">{formatOrderDate(order.date, lang) ?? ''}</td>
                      <td>
                        <StatusBadge status={order.status} />
                      </td>
                      <td className="is-number">{order.total !== null ? formatMoney(order.total, lang) : ''}</td>
                    </tr>
                  ))}
                </tbody>
              </AdminTable>
            )}
          </section>
        </>
      ) : null}
    </section>
  );
}
