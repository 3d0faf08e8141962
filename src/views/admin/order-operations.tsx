// The order view's operations: the buttons for what the order's state allows now (the machine decides), and the
// confirmation of each: cancel, invoice, hold and release are a question; shipping asks the carrier and tracking
// number; a refund is whole or per line, with or without the shipping and return to stock, and shows its amount.
// The confirmation's key is made here when it opens (the server runs one operation per key).
import { useEffect, useRef, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import { CARRIERS } from '../../../common/contract/track-and-trace';
import type { Lang } from '../../locales/paths';
import type { AdminOrderDetail, OrderOperation } from '../../machines/admin-common/admin.types';
import type { provideAdminOrderViewMachine } from '../../machines/admin-order-view/admin-order-view.live';
import {
  selectDialog,
  selectOfferedOperations,
  selectOperationFailure,
  selectOperationSending,
  selectRefundAmount,
} from '../../machines/admin-order-view/admin-order-view.selectors';
import { TRACKING_MAX, type OperationDialog } from '../../machines/admin-order-view/order-operation';
import { randomKey } from '../../lib/browser';
import { useSelector } from '../shared/use-selector';
import { formatMoney } from '../shared/money';
import { failureText } from '../account/account-text';
import { carrierName, TrackList } from '../account/order-details';

type OrderViewActor = ActorRefFrom<ReturnType<typeof provideAdminOrderViewMachine>>;

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((entry, index) => entry === b[index]);

export function useOperationLabels(): Record<OrderOperation, string> {
  const { t } = useLingui();
  return {
    invoice: t`Create invoice`,
    ship: t`Ship`,
    refund: t`Refund`,
    hold: t`Put on hold`,
    unhold: t`Release hold`,
    cancel: t`Cancel order`,
  };
}

/** The buttons of the operations the order allows now, its shipments, and the open confirmation. */
export function OrderOperations({ view, order, lang, action }: { view: OrderViewActor; order: AdminOrderDetail; lang: Lang; action: string | null }) {
  const { t } = useLingui();
  const offered = useSelector(view, selectOfferedOperations, { compare: sameList });
  // Opened from the dashboard's queue with the resolving action: its confirmation opens once, if the order allows it.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || !action) return;
    const operation = offered.find((entry) => entry === action);
    opened.current = true;
    if (operation) view.send({ type: 'operation.open', operation, key: randomKey() });
  }, [action, offered, view]);
  const dialog = useSelector(view, selectDialog);
  const labels = useOperationLabels();
  const paid = formatMoney(order.paid, lang);
  const refunded = formatMoney(order.refunded, lang);
  return (
    <section className="admin-card" aria-labelledby="order-actions-title">
      <h2 id="order-actions-title">{t`Actions`}</h2>
      <p className="admin-muted">
        {t`Paid: ${paid}`}
        {order.refunded > 0 ? ` · ${t`Refunded: ${refunded}`}` : ''}
      </p>
      {offered.length > 0 ? (
        <div className="order-actions">
          {offered.map((operation) => (
            <button
              key={operation}
              type="button"
              className={operation === 'cancel' ? 'admin-button is-secondary is-danger' : 'admin-button is-secondary'}
              onClick={() => view.send({ type: 'operation.open', operation, key: randomKey() })}
            >
              {labels[operation]}
            </button>
          ))}
        </div>
      ) : dialog ? null : (
        <p className="admin-muted">{t`Nothing can be done with this order any more, apart from comments.`}</p>
      )}
      {order.shipments.length > 0 ? (
        <>
          <h3>{t`Shipments`}</h3>
          <ul className="order-shipments">
            {order.shipments.map(({ id, number, tracks }) => (
              <li key={id}>
                {t`Shipment ${number}`}
                <TrackList tracks={tracks} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {dialog ? <ConfirmOperation view={view} dialog={dialog} order={order} lang={lang} /> : null}
    </section>
  );
}

function ConfirmOperation({ view, dialog, order, lang }: { view: OrderViewActor; dialog: OperationDialog; order: AdminOrderDetail; lang: Lang }) {
  const { t, i18n } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const sending = useSelector(view, selectOperationSending);
  const failure = useSelector(view, selectOperationFailure);
  const amount = useSelector(view, selectRefundAmount);
  const labels = useOperationLabels();
  useEffect(() => {
    const element = ref.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  const close = () => view.send({ type: 'operation.close' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    view.send({ type: 'operation.confirm' });
  };
  const { operation, draft, error } = dialog;
  const number = order.number;
  const titles: Record<OrderOperation, string> = {
    cancel: t`Cancel order ${number}?`,
    invoice: t`Create the invoice for order ${number}?`,
    ship: t`Ship order ${number}`,
    refund: t`Refund order ${number}`,
    hold: t`Put order ${number} on hold?`,
    unhold: t`Release the hold on order ${number}?`,
  };
  const open = formatMoney((order.totals.grandTotal ?? 0) - order.paid, lang);
  const texts: Partial<Record<OrderOperation, string>> = {
    cancel: t`The order is canceled and what was not shipped goes back into stock. This cannot be undone.`,
    invoice: t`Register the payment of ${open} as received. Use this when the cash on delivery is in, or when a paid payment did not reach the shop.`,
    hold: t`While the order is on hold, it cannot be invoiced, shipped, refunded or canceled.`,
    unhold: t`The order goes back to where it was before the hold.`,
  };
  const errorText =
    error === 'tracking_required'
      ? t`Enter the tracking number.`
      : error === 'tracking_invalid'
        ? t`A tracking number has only letters and digits (at most ${TRACKING_MAX}).`
        : error === 'nothing_to_refund'
          ? t`Choose at least one line or the shipping to refund.`
          : null;
  const shipping = formatMoney(order.refund.shipping, lang);
  const available = formatMoney(order.refund.available, lang);
  return (
    <dialog
      ref={ref}
      className="admin-dialog order-operation-dialog"
      aria-labelledby="operation-title"
      onCancel={(event) => {
        event.preventDefault();
        if (!sending) close();
      }}
    >
      <form onSubmit={submit} noValidate aria-busy={sending}>
        <h2 id="operation-title">{titles[operation]}</h2>
        {texts[operation] ? <p>{texts[operation]}</p> : null}
        {operation === 'ship' ? (
          <div className="admin-grid">
            <div className="admin-field">
              <label htmlFor="operation-carrier">{t`Carrier`}</label>
              <select
                id="operation-carrier"
                value={draft.carrier}
                onChange={(event) => view.send({ type: 'operation.change', field: 'carrier', value: event.target.value })}
              >
                {CARRIERS.map((carrier) => (
                  <option key={carrier} value={carrier}>
                    {carrierName(i18n, carrier)}
                  </option>
                ))}
              </select>
            </div>
            <div className={errorText ? 'admin-field has-error' : 'admin-field'}>
              <label htmlFor="operation-tracking">{draft.carrier === 'own' ? t`Tracking number (optional)` : t`Tracking number`}</label>
              <input
                id="operation-tracking"
                value={draft.trackingNumber}
                autoComplete="off"
                maxLength={TRACKING_MAX + 10}
                onChange={(event) => view.send({ type: 'operation.change', field: 'trackingNumber', value: event.target.value })}
                aria-invalid={errorText ? true : undefined}
                aria-describedby={errorText ? 'operation-error' : undefined}
              />
            </div>
            <label className="admin-check">
              <input
                type="checkbox"
                checked={draft.notifyCustomer}
                onChange={(event) => view.send({ type: 'operation.change', field: 'notifyCustomer', value: event.target.checked })}
              />
              {t`E-mail the customer`}
            </label>
          </div>
        ) : null}
        {operation === 'refund' ? (
          <>
            <p>
              {order.refund.online
                ? t`Paid back through Mollie to the customer's payment method.`
                : t`Cash on delivery: pay the amount back to the customer yourself; the shop records the refund.`}
            </p>
            <fieldset className="admin-checks">
              <legend>{t`What to refund`}</legend>
              <label className="admin-check">
                <input
                  type="radio"
                  name="refund-scope"
                  checked={draft.whole}
                  onChange={() => view.send({ type: 'operation.change', field: 'whole', value: true })}
                />
                {t`Everything that is left (${available})`}
              </label>
              <label className="admin-check">
                <input
                  type="radio"
                  name="refund-scope"
                  checked={!draft.whole}
                  onChange={() => view.send({ type: 'operation.change', field: 'whole', value: false })}
                />
                {t`Per line`}
              </label>
            </fieldset>
            {!draft.whole ? (
              <div className="order-refund-lines">
                {order.refund.lines.map((line) => {
                  const unit = formatMoney(line.unitAmount, lang);
                  const max = line.qty;
                  const name = line.name;
                  return (
                    <div className="admin-field" key={line.itemId}>
                      <label htmlFor={`refund-line-${line.itemId}`}>{t`${name} (at most ${max} × ${unit})`}</label>
                      <input
                        id={`refund-line-${line.itemId}`}
                        type="number"
                        inputMode="numeric"
                        min={0}
                        max={line.qty}
                        value={draft.lines[line.itemId] ?? 0}
                        onChange={(event) => view.send({ type: 'operation.line', itemId: line.itemId, qty: Number(event.target.value) })}
                      />
                    </div>
                  );
                })}
                {order.refund.shipping > 0 ? (
                  <label className="admin-check">
                    <input
                      type="checkbox"
                      checked={draft.refundShipping}
                      onChange={(event) => view.send({ type: 'operation.change', field: 'refundShipping', value: event.target.checked })}
                    />
                    {t`Refund the shipping (${shipping})`}
                  </label>
                ) : null}
              </div>
            ) : null}
            <label className="admin-check">
              <input
                type="checkbox"
                checked={draft.returnToStock}
                onChange={(event) => view.send({ type: 'operation.change', field: 'returnToStock', value: event.target.checked })}
              />
              {t`Put the refunded items back in stock`}
            </label>
            {amount !== null ? (
              <p className="order-refund-amount">
                {t`Amount to refund:`} <strong>{formatMoney(amount, lang)}</strong>
              </p>
            ) : null}
          </>
        ) : null}
        {errorText ? (
          <p className="admin-field-error" id="operation-error" role="alert">
            {errorText}
          </p>
        ) : null}
        {failure ? (
          <p className="admin-field-error" role="alert">
            {failureText(i18n, failure)}
          </p>
        ) : null}
        <div className="admin-dialog-actions">
          <button type="submit" className={operation === 'cancel' ? 'admin-button is-danger' : 'admin-button'} disabled={sending}>
            {sending ? t`Working…` : labels[operation]}
          </button>
          <button type="button" className="admin-button is-secondary" onClick={close} disabled={sending}>
            {t`Back`}
          </button>
        </div>
      </form>
    </dialog>
  );
}
