// admin/parts: the parts and accessories with search, category filter and paging (all in the URL), their stock,
// price and status, and a quick edit of price, stock and status per row.
import { useState } from 'react';
import { Plural, useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useSelector } from '../shared/use-selector';
import type { AdminApi, PartPatch, PartsQuery } from '../../lib/api/admin-api';
import type { PartRow, PartsPage } from '../../machines/admin-common/admin.types';
import { parseAmount, formatAmount } from '../../machines/admin-bike-edit/bike-form';
import { selectData, selectIsLoading, selectListFailure, selectQuery } from '../../machines/admin-list/admin-list.selectors';
import { toPublicPath, type Lang } from '../../locales/paths';
import { useCurrentPage } from '../shared/page-context';
import { withSearch } from '../account/account-runtime';
import { Pager } from '../account/pager';
import { formatMoney } from '../shared/money';
import { productStatusLabel } from './admin-labels';
import { queryParams, readPartsQuery, withFilters } from './admin-queries';
import { AdminList, AdminPageHeader } from './admin-ui';
import { FilterForm, submitOnChange } from './filter-form';
import { useAdminList, type AdminListActor } from './use-admin-list';
import { useRowEdit } from './use-row-edit';

// The H1 and description of the area's pages, which a page's head reads from its view (routes/page-components.ts
// pageHead).
export { heads } from './admin.meta';

const partsUrl = { read: readPartsQuery, params: queryParams };
const loadParts = (api: AdminApi, query: PartsQuery, signal: AbortSignal) => api.parts(query, signal);
const saveParts = (api: AdminApi, sku: string, patch: PartPatch) => api.savePart(sku, patch);
/** A saved row: the server's answer when it sent one, else the patch on the old row. */
export function applySavedPart(data: PartsPage, sku: string, patch: PartPatch, saved: unknown): PartsPage {
  const answer = saved && typeof saved === 'object' && (saved as PartRow).sku === sku ? (saved as PartRow) : null;
  return { ...data, items: data.items.map((item) => (item.sku === sku ? { ...item, ...patch, ...(answer ?? {}) } : item)) };
}

export function AdminPartsPage() {
  const { t } = useLingui();
  const { lang } = useCurrentPage();
  const list = useAdminList<PartsQuery, PartsPage, PartPatch>({ lang, load: loadParts, save: saveParts, applySaved: applySavedPart, url: partsUrl });
  const parts = useSelector(list, selectData<PartsPage>);
  const failure = useSelector(list, selectListFailure);
  const loading = useSelector(list, selectIsLoading);
  const query = useSelector(list, selectQuery<PartsQuery>);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const apply = (values: Record<string, string>) => list.send({ type: 'filters.apply', query: withFilters(query, { q: values.q, category: values.category }) });
  const pages = parts ? Math.max(1, Math.ceil(parts.total / parts.pageSize)) : 1;
  const total = parts?.total ?? 0;

  return (
    <section className="admin-page">
      <AdminPageHeader title={t`Parts`} />
      <FilterForm key={JSON.stringify(query)} label={t`Search parts`} onApply={apply} canReset={!!(query.q || query.category)} onReset={() => apply({})}>
        <div className="admin-field">
          <label htmlFor="parts-q">{t`Name or SKU`}</label>
          <input id="parts-q" name="q" type="search" defaultValue={query.q ?? ''} autoComplete="off" />
        </div>
        <div className="admin-field">
          <label htmlFor="parts-category">{t`Category`}</label>
          <select id="parts-category" name="category" defaultValue={query.category ?? ''} onChange={submitOnChange}>
            <option value="">{t`All categories`}</option>
            {(parts?.categories ?? []).map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
            {query.category && parts && !parts.categories.some((category) => category.id === query.category) ? (
              <option value={query.category}>{query.category}</option>
            ) : null}
          </select>
        </div>
      </FilterForm>
      <AdminList
        loaded={Boolean(parts)}
        failure={failure}
        failureTitle={t`The parts could not be loaded.`}
        onRetry={() => list.send({ type: 'list.retry' })}
        count={loading ? t`Loading…` : <Plural value={total} one="# part" other="# parts" />}
        isEmpty={parts?.items.length === 0}
        emptyText={t`No parts match these filters.`}
        label={t`Parts`}
        busy={loading}
        head={
          <>
            <th scope="col">{t`Name`}</th>
            <th scope="col">{t`SKU`}</th>
            <th scope="col">{t`Category`}</th>
            <th scope="col" className="is-number">
              {t`Price`}
            </th>
            <th scope="col" className="is-number">
              {t`In stock`}
            </th>
            <th scope="col">{t`Status`}</th>
            <th scope="col">
              <span className="visually-hidden">{t`Actions`}</span>
            </th>
          </>
        }
        rows={
          <>
            {parts?.items.map((part) => (
              <PartRowView key={part.sku} part={part} list={list} lang={lang} />
            ))}
          </>
        }
        footer={<Pager page={query.page} pages={pages} hrefOf={(page) => withSearch(pathname, queryParams({ ...query, page }))} />}
      />
    </section>
  );
}

type PartErrors = Partial<Record<'price' | 'qty', string>>;

function PartRowView({ part, list, lang }: { part: PartRow; list: AdminListActor; lang: Lang }) {
  const { t, i18n } = useLingui();
  const row = useRowEdit(list, part.sku);
  const decimal = lang === 'en' ? '.' : ',';
  const [price, setPrice] = useState('');
  const [qty, setQty] = useState('');
  const [status, setStatus] = useState(part.status);
  const [errors, setErrors] = useState<PartErrors>({});
  const name = part.name;
  const open = () => {
    setPrice(formatAmount(part.price, decimal));
    setQty(String(part.qty));
    setStatus(part.status);
    setErrors({});
    row.open();
  };
  const save = () => {
    const nextPrice = parseAmount(price);
    const nextQty = /^\d{1,7}$/.test(qty.trim()) ? Number(qty.trim()) : null;
    const found: PartErrors = {};
    if (nextPrice === null) found.price = t`Enter an amount in euros, e.g. 12,95.`;
    if (nextQty === null) found.qty = t`Enter a whole number of 0 or more.`;
    setErrors(found);
    if (nextPrice === null || nextQty === null) return;
    const patch: PartPatch = {};
    if (nextPrice !== part.price) patch.price = nextPrice;
    if (nextQty !== part.qty) patch.qty = nextQty;
    if (status !== part.status) patch.status = status;
    if (Object.keys(patch).length === 0) return row.close();
    row.save(patch);
  };

  if (!row.editing) {
    return (
      <tr>
        <th scope="row">{part.name}</th>
        <td className="is-code">{part.sku}</td>
        <td>{part.category}</td>
        <td className="is-number">{formatMoney(part.price, lang)}</td>
        <td className={part.qty <= 0 ? 'is-number is-alarm' : part.qty < 5 ? 'is-number is-warning' : 'is-number'}>{part.qty}</td>
        <td>
          <span className={`admin-pill is-${part.status}`}>{productStatusLabel(i18n, part.status)}</span>
        </td>
        <td className="is-actions">
          <button type="button" className="admin-button is-small is-secondary" onClick={open}>
            {t`Edit`}
            <span className="visually-hidden"> {name}</span>
          </button>
          <a className="admin-row-link" href={withSearch(toPublicPath('admin-audit', lang), { subjectType: 'product', subjectId: part.sku })}>
            {t`History`}
            <span className="visually-hidden"> {name}</span>
          </a>
        </td>
      </tr>
    );
  }
  const id = `part-${part.sku.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  return (
    <tr className="is-editing">
      <th scope="row">{part.name}</th>
      <td className="is-code">{part.sku}</td>
      <td>{part.category}</td>
      <td className="is-number">
        <input
          id={`${id}-price`}
          className="admin-input-amount"
          inputMode="decimal"
          value={price}
          onChange={(event) => setPrice(event.target.value)}
          aria-label={t`Price of ${name}`}
          aria-invalid={errors.price ? true : undefined}
          aria-describedby={errors.price ? `${id}-price-error` : undefined}
          autoFocus
        />
        {errors.price ? (
          <p className="admin-field-error" id={`${id}-price-error`}>
            {errors.price}
          </p>
        ) : null}
      </td>
      <td className="is-number">
        <input
          id={`${id}-qty`}
          className="admin-input-qty"
          inputMode="numeric"
          value={qty}
          onChange={(event) => setQty(event.target.value)}
          aria-label={t`Stock of ${name}`}
          aria-invalid={errors.qty ? true : undefined}
          aria-describedby={errors.qty ? `${id}-qty-error` : undefined}
        />
        {errors.qty ? (
          <p className="admin-field-error" id={`${id}-qty-error`}>
            {errors.qty}
          </p>
        ) : null}
      </td>
      <td>
        <select value={status} onChange={(event) => setStatus(event.target.value === 'disabled' ? 'disabled' : 'enabled')} aria-label={t`Status of ${name}`}>
          <option value="enabled">{t`Enabled`}</option>
          <option value="disabled">{t`Disabled`}</option>
        </select>
      </td>
      <td className="is-actions">
        <button type="button" className="admin-button is-small" onClick={save} disabled={row.busy}>
          {row.saving ? t`Saving…` : t`Save`}
        </button>
        <button type="button" className="admin-button is-small is-secondary" onClick={row.close} disabled={row.saving}>
          {t`Cancel`}
        </button>
      </td>
    </tr>
  );
}
