// admin/shop: what the shop lists and how: each product's visibility, sort order, category and "featured" flag,
// edited in its row. A text filter narrows the (short) list in the browser.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '../shared/use-selector';
import type { AdminApi, ShopPatch } from '../../lib/api/admin-api';
import type { ShopListing, ShopListingRow } from '../../machines/admin-common/admin.types';
import { selectData, selectListFailure } from '../../machines/admin-list/admin-list.selectors';
import { useCurrentPage } from '../shared/page-context';
import { VISIBILITY_VALUES, visibilityLabel } from './admin-labels';
import { AdminList, AdminPageHeader } from './admin-ui';
import { useAdminList, type AdminListActor } from './use-admin-list';
import { useRowEdit } from './use-row-edit';

// The H1 and description of the area's pages, which a page's head reads from its view (routes/page-components.ts
// pageHead).
export { heads } from './admin.meta';

const loadListing = (api: AdminApi, _query: unknown, signal: AbortSignal) => api.shopListing(signal);
const saveListing = (api: AdminApi, sku: string, patch: ShopPatch) => api.saveShopListing(sku, patch);

export function applySavedListing(data: ShopListing, sku: string, patch: ShopPatch, saved: unknown): ShopListing {
  const answer = saved && typeof saved === 'object' && (saved as ShopListingRow).sku === sku ? (saved as ShopListingRow) : null;
  const items = data.items.map((item) => (item.sku === sku ? { ...item, ...patch, ...(answer ?? {}) } : item));
  return { ...data, items: [...items].sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name)) };
}

export function AdminShopPage() {
  const { t } = useLingui();
  const { lang } = useCurrentPage();
  const list = useAdminList<Record<string, never>, ShopListing, ShopPatch>({
    lang,
    load: loadListing,
    save: saveListing,
    applySaved: applySavedListing,
    query: {},
  });
  const listing = useSelector(list, selectData<ShopListing>);
  const failure = useSelector(list, selectListFailure);
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const rows = listing?.items.filter((item) => !needle || item.name.toLowerCase().includes(needle) || item.sku.toLowerCase().includes(needle)) ?? [];
  const categoryName = new Map((listing?.categories ?? []).map((category) => [category.id, category.name]));

  return (
    <section className="admin-page">
      <AdminPageHeader title={t`Shop listing`} />
      <p className="admin-muted">{t`Where each product appears in the shop and in which order. Featured products are shown first on the shop page.`}</p>
      <div className="admin-filters" role="search">
        <div className="admin-field">
          <label htmlFor="shop-filter">{t`Find a product`}</label>
          <input id="shop-filter" type="search" value={filter} onChange={(event) => setFilter(event.target.value)} autoComplete="off" />
        </div>
      </div>
      <AdminList
        loaded={Boolean(listing)}
        failure={failure}
        failureTitle={t`The shop listing could not be loaded.`}
        onRetry={() => list.send({ type: 'list.retry' })}
        isEmpty={rows.length === 0}
        emptyText={t`No products match.`}
        label={t`Shop listing`}
        head={
          <>
            <th scope="col">{t`Product`}</th>
            <th scope="col">{t`Visibility`}</th>
            <th scope="col" className="is-number">
              {t`Sort order`}
            </th>
            <th scope="col">{t`Category`}</th>
            <th scope="col">{t`Featured`}</th>
            <th scope="col">
              <span className="visually-hidden">{t`Actions`}</span>
            </th>
          </>
        }
        rows={
          <>
            {rows.map((row) => (
              <ListingRow
                key={row.sku}
                row={row}
                list={list}
                categories={listing?.categories ?? []}
                categoryName={categoryName.get(row.categoryId ?? '') ?? ''}
              />
            ))}
          </>
        }
      />
    </section>
  );
}

interface ListingRowProps {
  row: ShopListingRow;
  list: AdminListActor;
  categories: Array<{ id: string; name: string }>;
  categoryName: string;
}

function ListingRow({ row, list, categories, categoryName }: ListingRowProps) {
  const { t, i18n } = useLingui();
  const edit = useRowEdit(list, row.sku);
  const [visibility, setVisibility] = useState(row.visibility);
  const [sortOrder, setSortOrder] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [featured, setFeatured] = useState(row.featured);
  const [error, setError] = useState<string | null>(null);
  const name = row.name;
  const open = () => {
    setVisibility(row.visibility);
    setSortOrder(String(row.sortOrder));
    setCategoryId(row.categoryId ?? '');
    setFeatured(row.featured);
    setError(null);
    edit.open();
  };
  const save = () => {
    if (!/^\d{1,6}$/.test(sortOrder.trim())) {
      setError(t`Enter a whole number of 0 or more.`);
      return;
    }
    setError(null);
    const patch: ShopPatch = {};
    if (visibility !== row.visibility) patch.visibility = visibility;
    if (Number(sortOrder) !== row.sortOrder) patch.sortOrder = Number(sortOrder);
    if ((categoryId || null) !== row.categoryId) patch.categoryId = categoryId || null;
    if (featured !== row.featured) patch.featured = featured;
    if (Object.keys(patch).length === 0) return edit.close();
    edit.save(patch);
  };

  const product = (
    <th scope="row">
      {row.name}
      <span className="admin-code-note">{row.sku}</span>
    </th>
  );
  if (!edit.editing) {
    return (
      <tr>
        {product}
        <td>{visibilityLabel(i18n, row.visibility)}</td>
        <td className="is-number">{row.sortOrder}</td>
        <td>{categoryName || <span className="admin-muted">{t`none`}</span>}</td>
        <td>{row.featured ? <span className="admin-pill is-featured">{t`Featured`}</span> : <span className="admin-muted">{t`no`}</span>}</td>
        <td className="is-actions">
          <button type="button" className="admin-button is-small is-secondary" onClick={open}>
            {t`Edit`}
            <span className="visually-hidden"> {name}</span>
          </button>
        </td>
      </tr>
    );
  }
  const id = `shop-${row.sku.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  return (
    <tr className="is-editing">
      {product}
      <td>
        <select value={visibility} onChange={(event) => setVisibility(event.target.value)} aria-label={t`Visibility of ${name}`} autoFocus>
          {VISIBILITY_VALUES.map((value) => (
            <option key={value} value={value}>
              {visibilityLabel(i18n, value)}
            </option>
          ))}
        </select>
      </td>
      <td className="is-number">
        <input
          className="admin-input-qty"
          inputMode="numeric"
          value={sortOrder}
          onChange={(event) => setSortOrder(event.target.value)}
          aria-label={t`Sort order of ${name}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error ? (
          <p className="admin-field-error" id={`${id}-error`}>
            {error}
          </p>
        ) : null}
      </td>
      <td>
        <select value={categoryId} onChange={(event) => setCategoryId(event.target.value)} aria-label={t`Category of ${name}`}>
          <option value="">{t`No category`}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </td>
      <td>
        <label className="admin-check">
          <input type="checkbox" checked={featured} onChange={(event) => setFeatured(event.target.checked)} />
          {t`Featured`}
        </label>
      </td>
      <td className="is-actions">
        <button type="button" className="admin-button is-small" onClick={save} disabled={edit.busy}>
          {edit.saving ? t`Saving…` : t`Save`}
        </button>
        <button type="button" className="admin-button is-small is-secondary" onClick={edit.close} disabled={edit.saving}>
          {t`Cancel`}
        </button>
      </td>
    </tr>
  );
}
