// What Magento allows for an order, computed from the order as GET /V1/orders/:id prints it, the way Magento's
// Model/Order.php computes it (canCancel, canInvoice, canShip, canCreditmemo, canHold, canUnhold): the back office
// offers only these actions. Magento checks again on every operation; these decide what the admin is shown.
import type { FullOrder } from '../customer/order-view';

export interface OrderAbilities {
  cancel: boolean;
  invoice: boolean;
  ship: boolean;
  creditmemo: boolean;
  hold: boolean;
  unhold: boolean;
}

export interface OrderItemQty {
  item_id?: number;
  parent_item_id?: number;
  qty_ordered?: number;
  qty_invoiced?: number;
  qty_shipped?: number;
  qty_refunded?: number;
  qty_canceled?: number;
}

const n = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : Number(value ?? 0) || 0);
const cents = (value: unknown): number => Math.round(n(value) * 100);

export const qtyToInvoice = (item: OrderItemQty) => Math.max(0, n(item.qty_ordered) - n(item.qty_invoiced) - n(item.qty_canceled));
export const qtyToShip = (item: OrderItemQty) => Math.max(0, n(item.qty_ordered) - n(item.qty_shipped) - n(item.qty_refunded) - n(item.qty_canceled));
export const qtyToRefund = (item: OrderItemQty) => Math.max(0, n(item.qty_invoiced) - n(item.qty_refunded));

const parentItems = (order: FullOrder): OrderItemQty[] => ((order.items ?? []) as OrderItemQty[]).filter((item) => item && !item.parent_item_id);

/** What is paid and not refunded yet, in cents. */
export function refundableCents(order: FullOrder): number {
  return Math.max(0, cents(order.total_paid) - cents(order.total_refunded));
}

export function abilitiesOf(order: FullOrder): OrderAbilities {
  const state = typeof order.state === 'string' ? order.state : '';
  const items = parentItems(order);
  const unhold = state === 'holded';
  const cancel = !['canceled', 'holded', 'payment_review', 'complete', 'closed'].includes(state) && items.some((item) => qtyToInvoice(item) > 0);
  const invoice = !unhold && !['payment_review', 'canceled', 'complete', 'closed'].includes(state) && items.some((item) => qtyToInvoice(item) > 0);
  const ship = !unhold && !['payment_review', 'canceled'].includes(state) && items.some((item) => qtyToShip(item) > 0);
  const creditmemo = !unhold && !['payment_review', 'canceled', 'closed'].includes(state) && refundableCents(order) > 0;
  const hold = !['canceled', 'payment_review', 'complete', 'closed', 'holded'].includes(state);
  return { cancel, invoice, ship, creditmemo, hold, unhold };
}
