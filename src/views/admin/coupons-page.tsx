// admin/coupons: the shop's coupon codes (newest first) with what each gives, its limits and how often it was used;
// a new coupon (percent or fixed amount, minimum subtotal, SKU or category restriction, start and end, usage limits)
// is checked here field by field and then by the server; a running coupon can be ended. Both writes go through the
// list machine (row.save), so a double click sends one request and a failure keeps what was typed.
import { useState, type FormEvent } from 'react';
import { Plural, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { useRouterState } from '@tanstack/react-router';
import { useSelector } from '../shared/use-selector';
import type { AdminApi, CouponsQuery } from '../../lib/api/admin-api';
import type { CouponInput, CouponRow, CouponsPage, CouponStatus } from '../../machines/admin-common/admin.types';
import { selectData, selectIsLoading, selectListFailure, selectQuery, selectSavingKey } from '../../machines/admin-list/admin-list.selectors';
import type { Lang } from '../../locales/paths';
import { useCurrentPage } from '../shared/page-context';
import { withSearch } from '../account/account-runtime';
import { Pager } from '../account/pager';
import { formatMoney } from '../shared/money';
import { queryParams, readCouponsQuery, withFilters } from './admin-queries';
import { AdminList, AdminPageHeader, listEmptyText } from './admin-ui';
import { FilterForm } from './filter-form';
import { useAdminList, type AdminListActor } from './use-admin-list';
import { useRowEdit } from './use-row-edit';

// The H1 and description of the area's pages, which a page's head reads from its view (routes/page-components.ts
// pageHead).
export { heads } from './admin.meta';

type CouponPatch = { create: CouponInput } | { expire: number };
const NEW = 'new';
/** SKUs and categories shown per coupon before "and N more". */
const SCOPE_SHOWN = 4;

const couponsUrl = { read: readCouponsQuery, params: queryParams };
const loadCoupons = (api: AdminApi, query: CouponsQuery, signal: AbortSignal) => api.coupons(query, signal);
const saveCoupon = (api: AdminApi, _key: string, patch: CouponPatch) => ('create' in patch ? api.createCoupon(patch.create) : api.expireCoupon(patch.expire));
export function applySavedCoupon(data: CouponsPage, _key: string, patch: CouponPatch, saved: unknown): CouponsPage {
  if ('expire' in patch) {
    return { ...data, items: data.items.map((item) => (item.ruleId === patch.expire ? { ...item, status: 'inactive' as const } : item)) };
  }
  const row = saved && typeof saved === 'object' && (saved as CouponRow).code ? (saved as CouponRow) : null;
  return row ? { ...data, items: [row, ...data.items], total: data.total + 1 } : data;
}

const STATUS_LABELS: Record<CouponStatus, MessageDescriptor> = {
  active: msg`Active`,
  inactive: msg`Ended`,
  scheduled: msg`Not started yet`,
  expired: msg`Expired`,
  'used-up': msg`Used up`,
};

/** What a coupon gives, in the page's language: "10 %" or "€ 50,00", with its minimum and restriction. */
function couponValue(i18n: I18n, coupon: CouponRow, lang: Lang): string {
  const amount = coupon.type === 'percent' ? `${coupon.amount} %` : coupon.type === 'fixed' ? formatMoney(coupon.amount, lang) : i18n._(msg`other discount`);
  return coupon.minSubtotal ? i18n._(msg`${amount} from ${formatMoney(coupon.minSubtotal, lang)}`) : amount;
}

type Errors = Partial<Record<keyof CouponInput, string>>;

/** The form's values as the API wants them, or the fields that are wrong (checked here first, clearly). */
export function readCouponForm(i18n: I18n, form: FormData): { input: CouponInput | null; errors: Errors } {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const errors: Errors = {};
  const number = (name: keyof CouponInput, optional: boolean): number | null => {
    const raw = text(name).replace(',', '.');
    if (raw === '') {
      if (!optional) errors[name] = i18n._(msg`Fill this in.`);
      return null;
    }
    const value = Number(raw);
    if (!Number.isFinite(value) || value < 0) errors[name] = i18n._(msg`Enter a number of 0 or more.`);
    return value;
  };
  const code = text('code');
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]{2,31}$/.test(code)) errors.code = i18n._(msg`3 to 32 letters, digits, - or _, starting with a letter or digit.`);
  const type = text('type') === 'fixed' ? 'fixed' : 'percent';
  const amount = number('amount', false);
  if (amount !== null && !errors.amount) {
    if (amount <= 0) errors.amount = i18n._(msg`The discount must be more than 0.`);
    else if (type === 'percent' && amount > 100) errors.amount = i18n._(msg`A percentage is at most 100.`);
    else if (Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6) errors.amount = i18n._(msg`At most two decimals.`);
  }
  const minSubtotal = number('minSubtotal', true);
  const usesPerCoupon = number('usesPerCoupon', true) ?? 0;
  const usesPerCustomer = number('usesPerCustomer', true) ?? 0;
  for (const [name, value] of [
    ['usesPerCoupon', usesPerCoupon],
    ['usesPerCustomer', usesPerCustomer],
  ] as const) {
    if (!errors[name] && !Number.isInteger(value)) errors[name] = i18n._(msg`Enter a whole number.`);
  }
  const fromDate = text('fromDate') || null;
  const toDate = text('toDate') || null;
  if (fromDate && toDate && toDate < fromDate) errors.toDate = i18n._(msg`The end date is before the start date.`);
  const skus = text('skus')
    .split(/[\s,;]+/)
    .filter(Boolean);
  const category = text('categoryId');
  if (Object.keys(errors).length) return { input: null, errors };
  return {
    input: {
      code,
      description: text('description'),
      type,
      amount: amount ?? 0,
      minSubtotal,
      skus,
      categoryIds: category ? [category] : [],
      fromDate,
      toDate,
      usesPerCoupon,
      usesPerCustomer,
    },
    errors,
  };
}

export function AdminCouponsPage() {
  const { t, i18n } = useLingui();
  const { lang } = useCurrentPage();
  const list = useAdminList<CouponsQuery, CouponsPage, CouponPatch>({
    lang,
    load: loadCoupons,
    save: saveCoupon,
    applySaved: applySavedCoupon,
    url: couponsUrl,
  });
  const coupons = useSelector(list, selectData<CouponsPage>);
  const failure = useSelector(list, selectListFailure);
  const loading = useSelector(list, selectIsLoading);
  const query = useSelector(list, selectQuery<CouponsQuery>);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const create = useRowEdit(list, NEW);
  const apply = (values: Record<string, string>) => list.send({ type: 'filters.apply', query: withFilters(query, { q: values.q }) });
  const pages = coupons ? Math.max(1, Math.ceil(coupons.total / coupons.pageSize)) : 1;
  const total = coupons?.total ?? 0;
  const filtered = !!query.q;

  return (
    <section className="admin-page">
      <AdminPageHeader title={t`Coupons and campaigns`}>
        {!create.editing ? (
          <button type="button" className="admin-button" onClick={create.open}>
            {t`New coupon`}
          </button>
        ) : null}
      </AdminPageHeader>
      {create.editing ? <CouponForm list={list} categories={coupons?.categories ?? []} onCancel={create.close} /> : null}
      <FilterForm key={JSON.stringify(query)} label={t`Search coupons`} onApply={apply} canReset={filtered} onReset={() => apply({})}>
        <div className="admin-field is-wide">
          <label htmlFor="coupons-q">{t`Code`}</label>
          <input id="coupons-q" name="q" type="search" defaultValue={query.q ?? ''} autoComplete="off" />
        </div>
      </FilterForm>
      <AdminList
        loaded={Boolean(coupons)}
        failure={failure}
        failureTitle={t`The coupons could not be loaded.`}
        onRetry={() => list.send({ type: 'list.retry' })}
        count={loading ? t`Loading…` : <Plural value={total} one="# coupon" other="# coupons" />}
        isEmpty={coupons?.items.length === 0}
        emptyText={listEmptyText({
          total,
          filtered,
          none: t`No coupons yet.`,
          noMatch: t`No coupons match this search.`,
          pastEnd: t`This page is past the end of the list.`,
        })}
        emptyAction={total > 0 ? <a href={withSearch(pathname, queryParams({ ...query, page: 1 }))}>{t`Go to the first page`}</a> : null}
        label={t`Coupons`}
        busy={loading}
        head={
          <>
            <th scope="col">{t`Code`}</th>
            <th scope="col">{t`Discount`}</th>
            <th scope="col">{t`For`}</th>
            <th scope="col">{t`Valid`}</th>
            <th scope="col" className="is-number">
              {t`Used`}
            </th>
            <th scope="col">{t`Limits`}</th>
            <th scope="col">{t`Status`}</th>
          </>
        }
        rows={
          <>
            {coupons?.items.map((coupon) => (
              <CouponRowView key={coupon.couponId} coupon={coupon} list={list} lang={lang} categories={coupons.categories} i18n={i18n} />
            ))}
          </>
        }
        footer={<Pager page={query.page} pages={pages} hrefOf={(page) => withSearch(pathname, queryParams({ ...query, page }))} />}
      />
    </section>
  );
}

function CouponRowView({
  coupon,
  list,
  lang,
  categories,
  i18n,
}: {
  coupon: CouponRow;
  list: AdminListActor;
  lang: Lang;
  categories: Array<{ id: string; name: string }>;
  i18n: I18n;
}) {
  const { t } = useLingui();
  const savingKey = useSelector(list, selectSavingKey);
  const [confirming, setConfirming] = useState(false);
  const key = `expire-${coupon.ruleId}`;
  // A rule made in Magento's admin may list every SKU of a range: the first few, then how many more.
  const names = [...coupon.categoryIds.map((id) => categories.find((category) => category.id === id)?.name ?? id), ...coupon.skus];
  const more = names.length - SCOPE_SHOWN;
  const scope = names.slice(0, SCOPE_SHOWN).join(', ');
  const canEnd = coupon.status === 'active' || coupon.status === 'scheduled' || coupon.status === 'used-up';
  return (
    <tr>
      <th scope="row">
        <code>{coupon.code}</code>
        {coupon.description ? <span className="admin-code-note">{coupon.description}</span> : null}
      </th>
      <td>{couponValue(i18n, coupon, lang)}</td>
      <td>
        {scope || t`Whole cart`}
        {more > 0 ? (
          <span className="admin-code-note">
            <Plural value={more} one="and # more" other="and # more" />
          </span>
        ) : null}
      </td>
      <td className="is-nowrap">{[coupon.fromDate ?? '…', coupon.toDate ?? '…'].join(' – ')}</td>
      <td className="is-number">{coupon.timesUsed}</td>
      <td>
        {coupon.usesPerCoupon > 0 ? t`${coupon.usesPerCoupon}× in total` : t`no total limit`}
        {coupon.usesPerCustomer > 0 ? <span className="admin-code-note">{t`${coupon.usesPerCustomer}× per customer`}</span> : null}
      </td>
      <td>
        <span className={`admin-coupon-status is-${coupon.status}`}>{i18n._(STATUS_LABELS[coupon.status])}</span>
        {canEnd ? (
          confirming ? (
            <span className="admin-row-actions">
              <button
                type="button"
                className="admin-button is-danger is-small"
                disabled={savingKey !== null}
                onClick={() => {
                  setConfirming(false);
                  list.send({ type: 'row.save', key, patch: { expire: coupon.ruleId } });
                }}
              >
                {t`Yes, end ${coupon.code}`}
              </button>
              <button type="button" className="admin-button is-secondary is-small" onClick={() => setConfirming(false)}>
                {t`Cancel`}
              </button>
            </span>
          ) : (
            <button type="button" className="admin-button is-secondary is-small" disabled={savingKey === key} onClick={() => setConfirming(true)}>
              {savingKey === key ? t`Ending…` : t`End`}
            </button>
          )
        ) : null}
      </td>
    </tr>
  );
}

function CouponForm({ list, categories, onCancel }: { list: AdminListActor; categories: Array<{ id: string; name: string }>; onCancel: () => void }) {
  const { t, i18n } = useLingui();
  const savingKey = useSelector(list, selectSavingKey);
  const [errors, setErrors] = useState<Errors>({});
  const saving = savingKey === NEW;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { input, errors: found } = readCouponForm(i18n, new FormData(event.currentTarget));
    setErrors(found);
    if (input) list.send({ type: 'row.save', key: NEW, patch: { create: input } });
  };
  const field = (name: keyof CouponInput, label: string, control: React.ReactNode, hint?: string) => (
    <div className={`admin-field${errors[name] ? ' has-error' : ''}`}>
      <label htmlFor={`coupon-${name}`}>{label}</label>
      {control}
      {hint ? <span className="admin-hint">{hint}</span> : null}
      {errors[name] ? (
        <span className="admin-field-error" id={`coupon-${name}-error`}>
          {errors[name]}
        </span>
      ) : null}
    </div>
  );
  const described = (name: keyof CouponInput) => (errors[name] ? { 'aria-invalid': true, 'aria-describedby': `coupon-${name}-error` } : {});
  return (
    <form className="admin-card admin-coupon-form" onSubmit={submit} noValidate aria-labelledby="coupon-form-title">
      <h2 id="coupon-form-title">{t`New coupon`}</h2>
      <div className="admin-form-grid">
        {field('code', t`Code`, <input id="coupon-code" name="code" required autoComplete="off" {...described('code')} />)}
        {field('description', t`Description (for the back office)`, <input id="coupon-description" name="description" maxLength={255} />)}
        {field(
          'type',
          t`Kind`,
          <select id="coupon-type" name="type" defaultValue="percent">
            <option value="percent">{t`Percentage off`}</option>
            <option value="fixed">{t`Fixed amount off (€)`}</option>
          </select>,
        )}
        {field('amount', t`Discount`, <input id="coupon-amount" name="amount" inputMode="decimal" required {...described('amount')} />)}
        {field(
          'minSubtotal',
          t`Minimum subtotal (incl. VAT, €)`,
          <input id="coupon-minSubtotal" name="minSubtotal" inputMode="decimal" {...described('minSubtotal')} />,
        )}
        {field(
          'skus',
          t`Only for these SKUs`,
          <input id="coupon-skus" name="skus" autoComplete="off" {...described('skus')} />,
          t`Separate with commas; empty: every product.`,
        )}
        {field(
          'categoryIds',
          t`Only for this category`,
          <select id="coupon-categoryIds" name="categoryId" defaultValue="">
            <option value="">{t`Every category`}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>,
        )}
        {field('fromDate', t`Valid from`, <input id="coupon-fromDate" name="fromDate" type="date" />)}
        {field('toDate', t`Valid until (inclusive)`, <input id="coupon-toDate" name="toDate" type="date" {...described('toDate')} />)}
        {field(
          'usesPerCoupon',
          t`Uses in total`,
          <input id="coupon-usesPerCoupon" name="usesPerCoupon" inputMode="numeric" {...described('usesPerCoupon')} />,
          t`Empty or 0: no limit.`,
        )}
        {field(
          'usesPerCustomer',
          t`Uses per customer`,
          <input id="coupon-usesPerCustomer" name="usesPerCustomer" inputMode="numeric" {...described('usesPerCustomer')} />,
          t`Empty or 0: no limit.`,
        )}
      </div>
      <div className="admin-form-actions">
        <button type="submit" className="admin-button" disabled={saving}>
          {saving ? t`Creating…` : t`Create coupon`}
        </button>
        <button type="button" className="admin-button is-secondary" onClick={onCancel} disabled={saving}>
          {t`Cancel`}
        </button>
      </div>
    </form>
  );
}
