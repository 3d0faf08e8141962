// admin/bikes: the bike (bundle) products with status, price and sort order, each leading to its edit page.
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '../shared/use-selector';
import type { AdminApi } from '../../lib/api/admin-api';
import type { BikeSummary } from '../../machines/admin-common/admin.types';
import { selectData, selectListFailure } from '../../machines/admin-list/admin-list.selectors';
import { useCurrentPage } from '../shared/page-context';
import { formatMoney } from '../shared/money';
import { PageLink } from '../shared/page-link';
import { productStatusLabel } from './admin-labels';
import { AdminList, AdminPageHeader } from './admin-ui';
import { useAdminList } from './use-admin-list';

// The H1 and description of the area's pages, which a page's head reads from its view (routes/page-components.ts
// pageHead).
export { heads } from './admin.meta';

const loadBikes = (api: AdminApi, _query: unknown, signal: AbortSignal) => api.bikes(signal);

export function AdminBikesPage() {
  const { t, i18n } = useLingui();
  const { lang } = useCurrentPage();
  const list = useAdminList<Record<string, never>, BikeSummary[]>({ lang, load: loadBikes, query: {} });
  const bikes = useSelector(list, selectData<BikeSummary[]>);
  const failure = useSelector(list, selectListFailure);

  return (
    <section className="admin-page">
      <AdminPageHeader title={t`Bikes`} />
      <p className="admin-muted">{t`The models the shop sells. Open a bike to change its texts, price, status, order in the shop and option prices.`}</p>
      <AdminList
        loaded={Boolean(bikes)}
        failure={failure}
        failureTitle={t`The bikes could not be loaded.`}
        onRetry={() => list.send({ type: 'list.retry' })}
        isEmpty={bikes?.length === 0}
        emptyText={t`No bikes yet.`}
        label={t`Bikes`}
        head={
          <>
            <th scope="col">{t`Name`}</th>
            <th scope="col">{t`SKU`}</th>
            <th scope="col">{t`Status`}</th>
            <th scope="col" className="is-number">
              {t`Price`}
            </th>
            <th scope="col" className="is-number">
              {t`Sort order`}
            </th>
            <th scope="col">
              <span className="visually-hidden">{t`Actions`}</span>
            </th>
          </>
        }
        rows={
          <>
            {bikes?.map((bike) => (
              <tr key={bike.id}>
                <th scope="row">{bike.name}</th>
                <td className="is-code">{bike.sku}</td>
                <td>
                  <span className={`admin-pill is-${bike.status}`}>{productStatusLabel(i18n, bike.status)}</span>
                </td>
                <td className="is-number">{formatMoney(bike.price, lang)}</td>
                <td className="is-number">{bike.sortOrder}</td>
                <td className="is-actions">
                  <PageLink page="admin-bike-edit" lang={lang} params={{ id: String(bike.id) }} className="admin-button is-small">
                    {t`Edit`}
                    <span className="visually-hidden"> {bike.name}</span>
                  </PageLink>
                </td>
              </tr>
            ))}
          </>
        }
      />
    </section>
  );
}
