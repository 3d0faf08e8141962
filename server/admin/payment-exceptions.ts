// The dashboard's payment-exception queue: orders whose money and state disagree, each with the operation that
// resolves it (the order view opens with that confirmation):
// - a payment pending longer than the threshold (pending_payment): cancel, or wait for the bank transfer;
// - paid at Mollie but not invoiced (the paid webhook did not reach the shop): invoice;
// - canceled but paid (a payment that came in after the order was given up): refund;
// - cash on delivery not shipped after N days: ship.
import { mpath } from '../magento/magento.client';
import type { MagentoSearchResult } from '../magento/magento.types';
import type { UserRest } from '../auth/session-guard';
import { customerNameOf, isoDate, type FullOrder } from '../customer/order-view';
import { money, searchCriteria, type Filter } from './admin-magento';
import { abilitiesOf, refundableCents } from './order-abilities';
import { magentoTime } from './shop-time';

export type ExceptionKind = 'stale-pending-payment' | 'paid-not-invoiced' | 'canceled-but-paid' | 'cod-not-shipped';
export type ResolvingAction = 'cancel' | 'invoice' | 'refund' | 'ship';

export interface PaymentException {
  kind: ExceptionKind;
  action: ResolvingAction;
  orderId: number;
  number: string;
  date: string | null;
  customerName: string;
  total: number;
}

const QUEUE_MAX = 50;
const PAGE = 100;

function paymentStatusOf(order: FullOrder): string {
  const value = order.extension_attributes?.payment_additional_info?.find((entry) => entry.key === 'payment_status')?.value;
  return typeof value === 'string' ? value : '';
}

const isMollie = (order: FullOrder) => String(order.payment?.method ?? '').startsWith('mollie_methods_');

export async function paymentExceptions(
  rest: UserRest,
  store: string,
  now: number,
  thresholds: { pendingPaymentHours: number; codShipDays: number },
  deadlineAt: number,
): Promise<PaymentException[]> {
  const search = async (status: string, createdBefore?: number, createdAfter?: number): Promise<FullOrder[]> => {
    const groups: Filter[][] = [[{ field: 'status', value: status, condition: 'in' }]];
    if (createdBefore !== undefined) groups.push([{ field: 'created_at', value: magentoTime(createdBefore), condition: 'lt' }]);
    if (createdAfter !== undefined) groups.push([{ field: 'created_at', value: magentoTime(createdAfter), condition: 'gteq' }]);
    const query = searchCriteria(groups, { sort: [['created_at', 'ASC']], pageSize: PAGE, page: 1 });
    const result = await rest<MagentoSearchResult<FullOrder>>({ method: 'GET', store, path: mpath`/V1/orders`, query, deadlineAt });
    return (result?.items ?? []).filter((order) => order && typeof order.entity_id === 'number');
  };
  const hour = 3_600_000;
  const [pending, unpaidOpen, canceled, cod] = await Promise.all([
    search('pending_payment', now - thresholds.pendingPaymentHours * hour),
    search('pending_payment,pending'),
    search('canceled', undefined, now - 60 * 24 * hour),
    search('pending,processing', now - thresholds.codShipDays * 24 * hour),
  ]);
  const out: PaymentException[] = [];
  const seen = new Set<number>();
  const add = (order: FullOrder, kind: ExceptionKind, action: ResolvingAction) => {
    if (seen.has(order.entity_id!)) return;
    seen.add(order.entity_id!);
    out.push({
      kind,
      action,
      orderId: order.entity_id!,
      number: order.increment_id ?? '',
      date: isoDate(order.created_at),
      customerName: customerNameOf(order),
      total: money(order.grand_total),
    });
  };
  // Paid at Mollie while the order still waits: the most urgent (the customer paid and nothing happens).
  for (const order of unpaidOpen)
    if (isMollie(order) && paymentStatusOf(order) === 'paid' && abilitiesOf(order).invoice) add(order, 'paid-not-invoiced', 'invoice');
  for (const order of canceled)
    if (refundableCents(order) > 0 || (isMollie(order) && paymentStatusOf(order) === 'paid' && !Number(order.total_refunded)))
      add(order, 'canceled-but-paid', 'refund');
  for (const order of pending) if (abilitiesOf(order).cancel) add(order, 'stale-pending-payment', 'cancel');
  for (const order of cod) if (String(order.payment?.method ?? '') === 'cashondelivery' && abilitiesOf(order).ship) add(order, 'cod-not-shipped', 'ship');
  return out.slice(0, QUEUE_MAX);
}
