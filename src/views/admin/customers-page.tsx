// admin/customers: the shop's customers, newest first, searched by name or e-mail, paged, with their number of
// orders; a customer opens with their orders. Filters and page live in the URL.
import { Plural, useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useSelector } from '../shared/use-selector';
import type { AdminApi, CustomersQuery } from '../../lib/api/admin-api';
import type { CustomerRow, Page } from '../../machines/admin-common/admin.types';
import { selectData, selectIsLoading, selectListFailure, selectQuery } from '../../machines/admin-list/admin-list.selectors';
import { useCurrentPage } from '../shared/page-context';
import { withSearch } from '../account/account-runtime';
import { Pager } from '../account/pager';
import { PageLink } from '../shared/page-link';
import { formatOrderDate } from '../order/order-labels';
import { queryParams, readCustomersQuery, withFilters } from './admin-queries';
import { AdminList, AdminPageHeader, listEmptyText } from './admin-ui';
import { FilterForm } from './filter-form';
import { useAdminList } from './use-admin-list';

// The H1 and description of the area's pages, which a page's head reads from its view (routes/page-components.ts
// pageHead).
export { heads } from './admin.meta';

const customersUrl = { read: readCustomersQuery, params: queryParams };
const loadCustomers = (api: AdminApi, query: CustomersQuery, signal: AbortSignal) => api.customers(query, signal);

export function AdminCustomersPage() {
  const { t } = useLingui();
  const { lang } = useCurrentPage();
  const list = useAdminList<CustomersQuery, Page<CustomerRow>>({ lang, load: loadCustomers, url: customersUrl });
  const customers = useSelector(list, selectData<Page<CustomerRow>>);
  const failure = useSelector(list, selectListFailure);
  const loading = useSelector(list, selectIsLoading);
  const query = useSelector(list, selectQuery<CustomersQuery>);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const apply = (values: Record<string, string>) => list.send({ type: 'filters.apply', query: withFilters(query, { q: values.q }) });
  const pages = customers ? Math.max(1, Math.ceil(customers.total / customers.pageSize)) : 1;
  const total = customers?.total ?? 0;
  const filtered = !!query.q;
  const firstPage = withSearch(pathname, queryParams({ ...query, page: 1 }));

  return (
    <section className="admin-page">
      <AdminPageHeader title={t`Customers`} />
      <FilterForm key={JSON.stringify(query)} label={t`Search customers`} onApply={apply} canReset={filtered} onReset={() => apply({})}>
        <div className="admin-field is-wide">
          <label htmlFor="customers-q">{t`Name or e-mail`}</label>
          <input id="customers-q" name="q" type="search" defaultValue={query.q ?? ''} autoComplete="off" />
        </div>
      </FilterForm>
      <AdminList
        loaded={Boolean(customers)}
        failure={failure}
        failureTitle={t`The customers could not be loaded.`}
        onRetry={() => list.send({ type: 'list.retry' })}
        count={loading ? t`Loading…` : <Plural value={total} one="# customer" other="# customers" />}
        isEmpty={customers?.items.length === 0}
        emptyText={listEmptyText({
          total,
          filtered,
          none: t`No customers yet.`,
          noMatch: t`No customers match this search.`,
          pastEnd: t`This page is past the end of the list.`,
        })}
        emptyAction={total > 0 ? <a href={firstPage}>{t`Go to the first page`}</a> : null}
        label={t`Customers`}
        busy={loading}
        head={
          <>
            <th scope="col">{t`Customer`}</th>
            <th scope="col">{t`E-mail`}</th>
            <th scope="col">{t`City`}</th>
            <th scope="col">{t`Customer since`}</th>
            <th scope="col" className="is-number">
              {t`Orders`}
            </th>
          </>
        }
        rows={
          <>
            {customers?.items.map((customer) => (
              <tr key={customer.id}>
                <th scope="row">
                  <PageLink page="admin-customer-view" lang={lang} params={{ id: String(customer.id) }}>
                    {customer.name || customer.email}
                  </PageLink>
                </th>
                <td>{customer.email}</td>
                <td>{customer.city ?? ''}</td>
                <td className="is-nowrap">{formatOrderDate(customer.createdAt, lang) ?? ''}</td>
                <td className="is-number">{customer.orderCount}</td>
              </tr>
            ))}
          </>
        }
        footer={<Pager page={query.page} pages={pages} hrefOf={(page) => withSearch(pathname, queryParams({ ...query, page }))} />}
      />
    </section>
  );
}
