// An order as the shopper reads it after buying: its facts (number, status, date, payment method), a bank transfer's
// instructions while it is unpaid, the lines with bundles one entry per bike, the totals and the messages. Shared by
// the confirmation page and the order lookup, which read the same shopper-safe order (server/api/order.router.ts
// mapOrder) from their own machines; these components only render what they are given.
import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { BankTransferInstructions, OrderComment } from '../../../common/contract/order.schema';
import type { ConfirmedOrder, OrderLine } from '../../machines/order-confirmation/confirmed-order';
import type { Lang } from '../../locales/paths';
import { formatMoney } from '../shared/money';
import type { TotalsRow } from './totals-rows';
import { formatDueDate, formatIban, formatOrderDate, orderStatusLabel, paymentMethodLabel } from './order-labels';
import { OrderTotals } from './order-totals';
import './order-shared.css';
import './confirmation.css';

function totalsRowsOf(order: ConfirmedOrder): TotalsRow[] {
  const rows: TotalsRow[] = [{ code: 'subtotal', amount: order.subtotal_incl_tax, couponCode: null }];
  if (order.discount_amount !== 0) rows.push({ code: 'discount', amount: -Math.abs(order.discount_amount), couponCode: order.coupon_code });
  rows.push({ code: 'shipping', amount: order.shipping_incl_tax, couponCode: null });
  rows.push({ code: 'grand_total', amount: order.grand_total, couponCode: null });
  rows.push({ code: 'tax', amount: order.tax_amount, couponCode: null });
  return rows;
}

/** Order number, status (the order's own), date and payment method. */
export function OrderFacts({ order, status, lang }: { order: ConfirmedOrder; status: string | null; lang: Lang }) {
  const { t, i18n } = useLingui();
  const orderNumber = order.increment_id ?? '—';
  const placedAt = formatOrderDate(order.created_at, lang);
  return (
    <dl className="confirmation-facts">
      <div>
        <dt>{t`Order number`}</dt>
        <dd className="confirmation-number">{orderNumber}</dd>
      </div>
      {status ? (
        <div>
          <dt>{t`Status`}</dt>
          <dd>
            <span className={`confirmation-status is-${status}`}>{orderStatusLabel(i18n, status)}</span>
          </dd>
        </div>
      ) : null}
      {placedAt ? (
        <div>
          <dt>{t`Placed on`}</dt>
          <dd>{placedAt}</dd>
        </div>
      ) : null}
      {order.payment_method ? (
        <div>
          <dt>{t`Payment method`}</dt>
          <dd>{paymentMethodLabel(i18n, order.payment_method)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** A bank transfer still to be paid: where to, how much, with which reference and by when (nothing otherwise). */
export function OrderBankTransfer({ order, status, lang }: { order: ConfirmedOrder; status: string | null; lang: Lang }) {
  if (!order.bank_transfer || (status !== 'pending_payment' && status !== 'pending')) return null;
  return <BankTransferPanel instructions={order.bank_transfer} amount={order.grand_total} lang={lang} />;
}

function BankTransferPanel({ instructions, amount, lang }: { instructions: BankTransferInstructions; amount: number; lang: Lang }) {
  const { t } = useLingui();
  const total = formatMoney(amount, lang);
  const dueDate = formatDueDate(instructions.due_at, lang);
  return (
    <section className="confirmation-section confirmation-transfer" aria-labelledby="confirmation-transfer-title">
      <h2 id="confirmation-transfer-title">{t`Pay by bank transfer`}</h2>
      <p>
        {dueDate
          ? t`Transfer ${total} by ${dueDate}, quoting the payment reference. We send your order as soon as the money has arrived.`
          : t`Transfer ${total}, quoting the payment reference. We send your order as soon as the money has arrived.`}
      </p>
      <dl className="confirmation-facts">
        <div>
          <dt>{t`Amount`}</dt>
          <dd>{total}</dd>
        </div>
        {instructions.bank_name ? (
          <div>
            <dt>{t`Account holder`}</dt>
            <dd>{instructions.bank_name}</dd>
          </div>
        ) : null}
        <div>
          <dt>IBAN</dt>
          <dd className="confirmation-number">{formatIban(instructions.iban)}</dd>
        </div>
        {instructions.bic ? (
          <div>
            <dt>BIC</dt>
            <dd>{instructions.bic}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t`Payment reference`}</dt>
          <dd className="confirmation-number">{instructions.reference}</dd>
        </div>
        {dueDate ? (
          <div>
            <dt>{t`Pay by`}</dt>
            <dd>{dueDate}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

/** "Your order": the lines (a bike once per bike, with its chosen options) and the totals. */
export function OrderLinesSection({ order, lines, lang }: { order: ConfirmedOrder; lines: readonly OrderLine[]; lang: Lang }) {
  const { t } = useLingui();
  const rows = useMemo(() => totalsRowsOf(order), [order]);
  return (
    <section className="confirmation-section" aria-labelledby="confirmation-lines-title">
      <h2 id="confirmation-lines-title">{t`Your order`}</h2>
      <ul className="order-lines">
        {lines.map((line) => {
          const qty = line.qty;
          return (
            <li key={line.key} className="order-line confirmation-line">
              <div>
                <p className="order-line-name">{line.name}</p>
                {line.parts.length > 0 ? (
                  <ul className="order-line-parts" aria-label={t`Chosen options`}>
                    {line.parts.map((part) => (
                      <li key={part.key}>{part.qty > 1 ? `${part.qty} × ${part.name}` : part.name}</li>
                    ))}
                  </ul>
                ) : null}
                {line.isBundle ? null : <p className="order-line-meta">{t`Quantity: ${qty}`}</p>}
              </div>
              <p className="order-line-price">{line.rowTotal ? formatMoney(line.rowTotal, lang) : null}</p>
            </li>
          );
        })}
      </ul>
      <OrderTotals rows={rows} lang={lang} className="confirmation-totals" />
    </section>
  );
}

/** The messages about the order, oldest first, with their date and the status they were written in. */
export function OrderCommentList({ comments, lang }: { comments: readonly OrderComment[]; lang: Lang }) {
  const { i18n } = useLingui();
  if (comments.length === 0) return null;
  return (
    <ol className="confirmation-comments">
      {comments.map((comment, index) => {
        const date = formatOrderDate(comment.created_at, lang);
        return (
          <li key={`${comment.created_at ?? ''}-${index}`}>
            <p className="confirmation-comment-text">{comment.comment}</p>
            {date || comment.status ? (
              <p className="confirmation-comment-meta">
                {date}
                {date && comment.status ? ' · ' : null}
                {comment.status ? orderStatusLabel(i18n, comment.status) : null}
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
