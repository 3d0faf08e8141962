// admin/order-view/{id}: one order: lines (every bike on its own, with a print-sheet link), totals, addresses, payment
// and the status history (newest first); a comment with a status change, optionally mailed to the customer and
// shown in their order history. The admin-order-view machine loads, sends and reloads.
import { useMemo, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useInspectedActorRef } from '../../lib/inspect/use-inspected-actor-ref';
import { useRouterState } from '@tanstack/react-router';
import { useSelector } from '../shared/use-selector';
import type { ActorRefFrom } from 'xstate';
import { toPublicPath, type Lang } from '../../locales/paths';
import { provideAdminOrderViewMachine } from '../../machines/admin-order-view/admin-order-view.live';
import { ORDER_COMMENT_MAX } from '../../machines/admin-order-view/admin-order-view.machine';
import { selectBusy, selectCommentError, selectDraft, selectLoadFailure, selectOrder } from '../../machines/admin-order-view/admin-order-view.selectors';
import { useCurrentPage } from '../shared/page-context';
import { withSearch } from '../account/account-runtime';
import { failureText } from '../account/account-text';
import { AddressBlock, OrderHistory, OrderLines, OrderTotalsList, StatusBadge } from '../account/order-details';
import { PageLink } from '../shared/page-link';
import { showToast } from '../shared/toast';
import { formatOrderDate, orderStatusLabel, paymentMethodLabel } from '../order/order-labels';
import { AdminFailure, AdminLoading, AdminPageHeader, useAdminEffects } from './admin-ui';
import { OrderOperations } from './order-operations';
import type { OrderOperation } from '../../machines/admin-common/admin.types';
import { AuditTrail } from './audit-trail';

// The H1 and description of the area's pages, which a page's head reads from its view (routes/page-components.ts
// pageHead).
export { heads } from './admin.meta';

/** Which bike of its order line each shown line is (1, 2, … per item id), for the numbered workshop sheets. */
export function numberBikes<T extends { itemId: number | null }>(lines: readonly T[]): Map<T, number> {
  const counts = new Map<number, number>();
  const numbers = new Map<T, number>();
  for (const line of lines) {
    if (line.itemId === null) continue;
    const next = (counts.get(line.itemId) ?? 0) + 1;
    counts.set(line.itemId, next);
    numbers.set(line, next);
  }
  return numbers;
}

type OrderViewActor = ActorRefFrom<ReturnType<typeof provideAdminOrderViewMachine>>;

export function AdminOrderViewPage() {
  const { lang, params } = useCurrentPage();
  const id = Number(params.id);
  return <OrderView key={id} id={id} lang={lang} />;
}

function OrderView({ id, lang }: { id: number; lang: Lang }) {
  const { t, i18n } = useLingui();
  const effects = useAdminEffects(lang);
  const added = t`Comment added`;
  const machine = useMemo(
    () =>
      provideAdminOrderViewMachine({
        api: effects.api,
        goToLogin: effects.goToLogin,
        notifyCommentAdded: () => void showToast({ type: 'success', message: added }),
        notifyCommentFailed: (failure) =>
          void showToast({ type: 'error', message: t`The comment was not added`, description: failureText(i18n, failure), duration: 8000 }),
        notifyOperationDone: (operation) => {
          const done: Record<OrderOperation, string> = {
            cancel: t`Order canceled`,
            invoice: t`Invoice created`,
            ship: t`Shipment created`,
            refund: t`Refund made`,
            hold: t`Order put on hold`,
            unhold: t`Hold released`,
          };
          void showToast({ type: 'success', message: done[operation] });
        },
        notifyOperationFailed: (_operation, failure) =>
          void showToast({ type: 'error', message: t`That did not work`, description: failureText(i18n, failure), duration: 8000 }),
      }),
    [effects, added, t, i18n],
  );
  const view: OrderViewActor = useInspectedActorRef(machine, { input: { id } });
  const action = useRouterState({ select: (state) => new URLSearchParams(state.location.searchStr).get('action') });
  const order = useSelector(view, selectOrder);
  const failure = useSelector(view, selectLoadFailure);
  const number = order?.number;
  const printPath = toPublicPath('admin-print-bike', lang);
  const placed = order?.date ? formatOrderDate(order.date, lang) : null;
  // A line of two bikes is shown as two lines: each gets its own sheet, numbered in the order shown.
  const bikeNumbers = useMemo(() => numberBikes(order?.lines ?? []), [order]);

  return (
    <section className="admin-page order-view" aria-labelledby="admin-title">
      <p className="admin-back">
        <PageLink page="admin-orders" lang={lang}>
          {t`All orders`}
        </PageLink>
      </p>
      <AdminPageHeader title={number ? t`Order ${number}` : t`Order`}>{order ? <StatusBadge status={order.status} /> : null}</AdminPageHeader>
      {failure ? <AdminFailure failure={failure} title={t`This order could not be loaded.`} onRetry={() => view.send({ type: 'order.retry' })} /> : null}
      {!order && !failure ? <AdminLoading /> : null}
      {order ? (
        <div className="order-view-grid">
          <div className="order-view-main">
            <p className="admin-muted">
              {placed ? t`Placed on ${placed}` : null}
              {order.isGuest ? ` · ${t`guest order`}` : ''}
            </p>
            <section className="admin-card" aria-labelledby="order-lines-title">
              <h2 id="order-lines-title">{t`Items`}</h2>
              <OrderLines
                lines={order.lines}
                lang={lang}
                action={(line) =>
                  line.isBundle && line.itemId !== null ? (
                    <a
                      className="admin-button is-small is-secondary"
                      href={withSearch(printPath, { order: order.id, item: line.itemId, bike: bikeNumbers.get(line) ?? 1 })}
                      target="_blank"
                      rel="noopener"
                    >
                      {t`Print workshop sheet`}
                      <span className="visually-hidden"> ({t`opens in a new tab`})</span>
                    </a>
                  ) : null
                }
              />
              <OrderTotalsList totals={order.totals} lang={lang} />
            </section>
            <section className="admin-card" aria-labelledby="order-history-title">
              <h2 id="order-history-title">{t`Status history`}</h2>
              <CommentForm view={view} statuses={order.statuses.length ? order.statuses.map((status) => status.code) : [order.status]} />
              <OrderHistory history={order.history} lang={lang} withFlags />
            </section>
          </div>
          <div className="order-view-side">
            <OrderOperations view={view} order={order} lang={lang} action={action} />
            <section className="admin-card" aria-labelledby="order-customer-title">
              <h2 id="order-customer-title">{t`Customer`}</h2>
              <p>
                {order.customerName}
                <br />
                {order.email ? <a href={`mailto:${order.email}`}>{order.email}</a> : null}
              </p>
              {order.billingAddress ? (
                <>
                  <h3>{t`Billing address`}</h3>
                  <AddressBlock address={order.billingAddress} />
                </>
              ) : null}
              {order.shippingAddress ? (
                <>
                  <h3>{t`Delivery address`}</h3>
                  <AddressBlock address={order.shippingAddress} />
                </>
              ) : null}
              {order.paymentMethod ? (
                <>
                  <h3>{t`Payment method`}</h3>
                  <p>{paymentMethodLabel(i18n, order.paymentMethod.code, order.paymentMethod.title)}</p>
                </>
              ) : null}
            </section>
            <AuditTrail lang={lang} subjectType="order" subjectId={String(order.id)} title={t`Changes in the back office`} />
          </div>
        </div>
      ) : null}
    </section>
  );
}

function CommentForm({ view, statuses }: { view: OrderViewActor; statuses: string[] }) {
  const { t, i18n } = useLingui();
  const draft = useSelector(view, selectDraft);
  const error = useSelector(view, selectCommentError);
  const busy = useSelector(view, selectBusy);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    view.send({ type: 'comment.submit' });
  };
  const max = ORDER_COMMENT_MAX;
  const errorText =
    error === 'too_long' ? t`The comment is too long (at most ${max} characters).` : error ? t`Write a comment or choose another status.` : null;
  return (
    <form className="admin-form order-comment-form" onSubmit={submit} noValidate aria-busy={busy}>
      <div className="admin-grid">
        <div className="admin-field">
          <label htmlFor="comment-status">{t`Status`}</label>
          <select
            id="comment-status"
            value={draft.status}
            onChange={(event) => view.send({ type: 'comment.change', field: 'status', value: event.target.value })}
          >
            {statuses.map((code) => (
              <option key={code} value={code}>
                {orderStatusLabel(i18n, code)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className={errorText ? 'admin-field has-error' : 'admin-field'}>
        <label htmlFor="comment-text">{t`Comment`}</label>
        <textarea
          id="comment-text"
          rows={4}
          value={draft.comment}
          maxLength={ORDER_COMMENT_MAX + 200}
          onChange={(event) => view.send({ type: 'comment.change', field: 'comment', value: event.target.value })}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={errorText ? 'comment-error' : undefined}
        />
        {errorText ? (
          <p className="admin-field-error" id="comment-error">
            {errorText}
          </p>
        ) : null}
      </div>
      <div className="admin-checks">
        <label className="admin-check">
          <input
            type="checkbox"
            checked={draft.visibleOnFront}
            onChange={(event) => view.send({ type: 'comment.change', field: 'visibleOnFront', value: event.target.checked })}
          />
          {t`Show in the customer's order history`}
        </label>
        <label className="admin-check">
          <input
            type="checkbox"
            checked={draft.notifyCustomer}
            onChange={(event) => view.send({ type: 'comment.change', field: 'notifyCustomer', value: event.target.checked })}
          />
          {t`E-mail the customer`}
        </label>
      </div>
      <button type="submit" className="admin-button" disabled={busy}>
        {busy ? t`Saving…` : t`Add comment`}
      </button>
    </form>
  );
}
