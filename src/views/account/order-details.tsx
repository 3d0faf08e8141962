// The parts of an order both the customer and the back office show: its lines (a bike once per ordered bike, its
// options by name), the totals, an address and the status history.
import type { ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Lang } from '../../locales/paths';
import type { Carrier } from '../../../common/contract/track-and-trace';
import type { OrderAddress, OrderComment, OrderEvent, OrderLine, OrderTotals, TrackView } from '../../machines/admin-common/admin.types';
import { formatMoney } from '../shared/money';
import { formatOrderDate, orderStatusLabel } from '../order/order-labels';

export function OrderLines({ lines, lang, action }: { lines: OrderLine[]; lang: Lang; action?: (line: OrderLine, index: number) => ReactNode }) {
  const { t } = useLingui();
  if (lines.length === 0) return <p className="account-muted">{t`This order has no lines.`}</p>;
  return (
    <ul className="order-lines">
      {lines.map((line, index) => (
        <li key={`${line.itemId ?? line.sku}-${index}`} className="order-line">
          <div className="order-line-main">
            <p className="order-line-name">
              {line.qty !== 1 ? <span className="order-line-qty">{line.qty} × </span> : null}
              {line.name}
            </p>
            {line.options.length > 0 ? (
              <dl className="order-line-options">
                {line.options.map((option, optionIndex) => (
                  <div key={`${option.label}-${optionIndex}`}>
                    <dt>{option.label || t`Option`}</dt>
                    <dd>{option.value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {action ? <div className="order-line-action">{action(line, index)}</div> : null}
          </div>
          <p className="order-line-price">
            {line.rowTotal !== null ? formatMoney(line.rowTotal, lang) : line.price !== null ? formatMoney(line.price, lang) : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}

export function OrderTotalsList({ totals, lang }: { totals: OrderTotals; lang: Lang }) {
  const { t } = useLingui();
  const rows: Array<[string, number | null, boolean]> = [
    [t`Subtotal`, totals.subtotal, false],
    [t`Shipping`, totals.shipping, false],
    [t`Discount`, totals.discount && totals.discount !== 0 ? -Math.abs(totals.discount) : null, false],
    [t`Total`, totals.grandTotal, true],
  ];
  const vat = totals.tax ? formatMoney(totals.tax, lang) : null;
  // The VAT line follows the list: a <dl> may hold only its term groups.
  return (
    <>
      <dl className="order-totals">
        {rows
          .filter(([, value]) => value !== null)
          .map(([label, value, strong]) => (
            <div key={label} className={strong ? 'is-total' : undefined}>
              <dt>{label}</dt>
              <dd>{formatMoney(value!, lang)}</dd>
            </div>
          ))}
      </dl>
      {vat ? <p className="order-totals-tax">{t`Including ${vat} VAT`}</p> : null}
    </>
  );
}

export function AddressBlock({ address }: { address: OrderAddress }) {
  return (
    <address className="order-address">
      {address.name ? <span>{address.name}</span> : null}
      {address.company ? <span>{address.company}</span> : null}
      {address.street.map((line) => (
        <span key={line}>{line}</span>
      ))}
      <span>{[address.postcode, address.city].filter(Boolean).join(' ')}</span>
      {address.country ? <span>{address.country}</span> : null}
      {address.phone ? <span>{address.phone}</span> : null}
      {address.email ? <span>{address.email}</span> : null}
    </address>
  );
}

export function StatusBadge({ status }: { status: string }) {
  const { i18n } = useLingui();
  return <span className={`status-badge status-${status.replace(/[^a-z_]/gi, '')}`}>{orderStatusLabel(i18n, status)}</span>;
}

export function OrderHistory({ history, lang, withFlags = false }: { history: OrderComment[]; lang: Lang; withFlags?: boolean }) {
  const { t } = useLingui();
  if (history.length === 0) return <p className="account-muted">{t`No messages yet.`}</p>;
  return (
    <ol className="order-history">
      {history.map((entry, index) => (
        <li key={`${entry.date ?? ''}-${index}`}>
          <p className="order-history-meta">
            {entry.date ? <time dateTime={entry.date}>{formatOrderDate(entry.date, lang)}</time> : null}
            {entry.status ? <StatusBadge status={entry.status} /> : null}
            {withFlags && entry.notified ? <span className="order-history-flag">{t`Customer notified`}</span> : null}
            {withFlags && entry.visibleOnFront ? <span className="order-history-flag">{t`Visible to the customer`}</span> : null}
          </p>
          {entry.comment ? <p className="order-history-text">{entry.comment}</p> : null}
          {entry.event ? <OrderEventText event={entry.event} lang={lang} /> : null}
        </li>
      ))}
    </ol>
  );
}

const OWN_DELIVERY = msg`Own delivery`;

/** The carrier's name as the customer and the back office read it: the brands as they are, our own delivery translated. */
export function carrierName(i18n: I18n, carrier: Carrier): string {
  return carrier === 'own' ? i18n._(OWN_DELIVERY) : { postnl: 'PostNL', dhl: 'DHL', dpd: 'DPD' }[carrier];
}

/** A shipment's tracks: the carrier, the number and, where the carrier has one, the link to its track & trace page. */
export function TrackList({ tracks }: { tracks: readonly TrackView[] }) {
  const { t, i18n } = useLingui();
  if (tracks.length === 0) return null;
  return (
    <ul className="order-tracks">
      {tracks.map((track) => (
        <li key={`${track.carrier}-${track.number}`}>
          {carrierName(i18n, track.carrier)}: {track.number}
          {track.url ? (
            <>
              {' · '}
              <a href={track.url} target="_blank" rel="noopener noreferrer">
                {t`Track & trace`}
                <span className="visually-hidden"> ({t`opens in a new tab`})</span>
              </a>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** An invoice, shipment or refund among the history's entries. */
function OrderEventText({ event, lang }: { event: OrderEvent; lang: Lang }) {
  const { t } = useLingui();
  const number = event.number;
  const amount = event.amount !== null ? formatMoney(event.amount, lang) : '';
  switch (event.kind) {
    case 'invoice':
      return <p className="order-history-text">{t`Invoice ${number} · ${amount}`}</p>;
    case 'refund':
      return <p className="order-history-text">{t`Refund ${number} · ${amount}`}</p>;
    default:
      return (
        <div className="order-history-text">
          <p>{t`Shipped (shipment ${number})`}</p>
          <TrackList tracks={event.tracks ?? []} />
        </div>
      );
  }
}
