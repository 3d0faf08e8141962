// The dashboard's payment-exception queue: orders whose payment and state disagree, each with one link that opens
// the order with the confirmation of the operation that resolves it (order-view-page.tsx reads `action`).
import { Plural, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { toPublicPath, type Lang } from '../../locales/paths';
import type { DashboardFigures, PaymentExceptionKind } from '../../machines/admin-common/admin.types';
import { withSearch } from '../account/account-runtime';
import { formatMoney } from '../shared/money';
import { formatOrderDate } from '../order/order-labels';
import { AdminTable } from './admin-ui';
import { useOperationLabels } from './order-operations';

export function PaymentQueue({ figures, lang }: { figures: DashboardFigures; lang: Lang }) {
  const { t } = useLingui();
  const labels = useOperationLabels();
  const hours = figures.paymentQueue.pendingPaymentHours;
  const days = figures.paymentQueue.codShipDays;
  const kinds: Record<PaymentExceptionKind, ReactNode> = {
    'paid-not-invoiced': t`Paid, not invoiced`,
    'canceled-but-paid': t`Canceled, but paid`,
    'stale-pending-payment': <Plural value={hours} one="Payment pending for more than # hour" other="Payment pending for more than # hours" />,
    'cod-not-shipped': <Plural value={days} one="Cash on delivery, not shipped after # day" other="Cash on delivery, not shipped after # days" />,
  };
  const rows = figures.paymentExceptions;
  return (
    <>
      <h2>{t`Payments to look at`}</h2>
      {rows.length === 0 ? (
        <p className="admin-muted">{t`No payment needs attention.`}</p>
      ) : (
        <AdminTable label={t`Payments to look at`}>
          <thead>
            <tr>
              <th scope="col">{t`Order`}</th>
              <th scope="col">{t`Problem`}</th>
              <th scope="col">{t`Customer`}</th>
              <th scope="col" className="is-number">
                {t`Total`}
              </th>
              <th scope="col">{t`Action`}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.kind}-${row.orderId}`}>
                <td className="is-code">
                  {row.number}
                  {row.date ? <span className="admin-muted"> · {formatOrderDate(row.date, lang)}</span> : null}
                </td>
                <td>{kinds[row.kind]}</td>
                <td>{row.customerName}</td>
                <td className="is-number">{formatMoney(row.total, lang)}</td>
                <td>
                  <a
                    className="admin-button is-small is-secondary"
                    href={withSearch(toPublicPath('admin-order-view', lang, { id: String(row.orderId) }), { action: row.action })}
                  >
                    {labels[row.action]}
                    <span className="visually-hidden"> ({row.number})</span>
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      )}
    </>
  );
}
