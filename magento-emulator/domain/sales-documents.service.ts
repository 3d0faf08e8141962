// Sales documents (Magento_Sales): invoices, shipments with tracks, credit memos, and hold/unhold, with the order
// checks Magento runs before each (Model/Order.php can*(), Model/Order/Validation/*) and the state the order ends in
// (Model/Order/StateResolver.php, ResourceModel/Order/Handler/State.php). Followed, in magento/magento2:
//   app/code/Magento/Sales/Model/InvoiceOrder.php, ShipOrder.php, RefundInvoice.php, RefundOrder.php
//   app/code/Magento/Sales/Model/Order/Validation/{CanInvoice,CanShip,CanRefund,RefundInvoice,RefundOrder}.php
//   app/code/Magento/Sales/Model/Order/InvoiceQuantityValidator.php, Shipment/Validation/{QuantityValidator,TrackValidator}.php
//   app/code/Magento/Sales/Model/Order/Creditmemo/Validation/{QuantityValidator,TotalsValidator}.php,
//   Creditmemo/Item/Validation/CreationQuantityValidator.php, Invoice/Validation/CanRefund.php
//   app/code/Magento/Sales/Model/Order.php (canHold, canUnhold, hold, unhold, canCreditmemo)
// and mollie/magento2 Model/Mollie.php::refund (a refund at Mollie, its id becomes the payment's last_trans_id) and
// etc/config.xml (can_refund, can_refund_partial_per_invoice). Cash on delivery (Magento_OfflinePayments) has no
// can_refund, so its invoices cannot be refunded "online": the shop refunds it through RefundOrder (offline).
import { one, type Queryable } from '../db/emulator.store';
import { MagentoError } from '../lib/magento.errors';
import { euros } from '../lib/magento.output';
import { addHistory, saveOrder, type OrderDoc, type OrderItemRecord } from './order.service';

export interface DocumentItem {
  entity_id: number;
  order_item_id: number;
  sku: string;
  name: string;
  qty: number;
  price_incl_tax_cents: number;
  row_total_incl_tax_cents: number;
  tax_cents: number;
  discount_cents: number;
}

export interface InvoiceRecord {
  entity_id: number;
  increment_id: string;
  grand_total_cents: number;
  transaction_id?: string;
  created_at: number;
  /** Absent on invoices written before documents had items: those covered the whole order. */
  items?: DocumentItem[];
  shipping_incl_tax_cents?: number;
  tax_cents?: number;
  /** Invoice::STATE_PAID (2); STATE_OPEN 1, STATE_CANCELED 3. */
  state?: number;
  total_refunded_cents?: number;
  is_used_for_refund?: boolean;
}

export interface TrackRecord {
  entity_id: number;
  carrier_code: string;
  title: string;
  track_number: string;
  created_at: number;
}

export interface ShipmentRecord {
  entity_id: number;
  increment_id: string;
  created_at: number;
  items: DocumentItem[];
  tracks: TrackRecord[];
  email_sent: number;
}

export interface CreditmemoRecord {
  entity_id: number;
  increment_id: string;
  invoice_id?: number;
  created_at: number;
  items: Array<DocumentItem & { back_to_stock: boolean }>;
  shipping_incl_tax_cents: number;
  adjustment_positive_cents: number;
  adjustment_negative_cents: number;
  grand_total_cents: number;
  tax_cents: number;
  /** Creditmemo::STATE_REFUNDED. */
  state: number;
  transaction_id?: string;
  online: boolean;
}

export interface ItemQty {
  order_item_id: number;
  qty: number;
}

export interface RefundArguments {
  shipping_amount_cents?: number;
  adjustment_positive_cents: number;
  adjustment_negative_cents: number;
  return_to_stock_items: number[];
}

const STATE_DEFAULT_STATUS: Record<string, string> = {
  new: 'pending',
  pending_payment: 'pending_payment',
  processing: 'processing',
  complete: 'complete',
  closed: 'closed',
  canceled: 'canceled',
  holded: 'holded',
};

export async function nextDocumentId(q: Queryable): Promise<number> {
  return Number((await one<{ id: string }>(q, "select nextval('sales_document_seq') as id"))!.id);
}

const increment = (id: number) => String(id).padStart(9, '0');
const parents = (order: OrderDoc) => order.items.filter((item) => item.parent_item_id === undefined);
const children = (order: OrderDoc, parent: OrderItemRecord) => order.items.filter((item) => item.parent_item_id === parent.item_id);

// Order\Item::getQtyToInvoice / getSimpleQtyToShip / getQtyToRefund.
export const qtyToInvoice = (item: OrderItemRecord) => Math.max(0, item.qty_ordered - item.qty_invoiced - item.qty_canceled);
export const qtyToShip = (item: OrderItemRecord) => Math.max(0, item.qty_ordered - item.qty_shipped - item.qty_refunded - item.qty_canceled);
export const qtyToRefund = (item: OrderItemRecord) => Math.max(0, item.qty_invoiced - item.qty_refunded);

/**
 * Orders the seed wrote as paid (processing, complete) carry no invoice document; their state stands for one invoice
 * over everything not canceled (order.render.ts reads them the same way). Made explicit before any document work.
 */
export function materialiseSeededInvoice(order: OrderDoc): void {
  if (order.invoices !== undefined || (order.state !== 'processing' && order.state !== 'complete')) return;
  for (const item of order.items) item.qty_invoiced = Math.max(item.qty_invoiced, item.qty_ordered - item.qty_canceled);
  order.invoices = [
    {
      entity_id: order.entity_id,
      increment_id: order.increment_id,
      grand_total_cents: order.grand_total_cents,
      created_at: order.created_at,
      shipping_incl_tax_cents: order.shipping_incl_tax_cents,
      tax_cents: order.tax_cents,
      state: 2,
      items: parents(order).map((item) => documentItem(item, item.qty_invoiced, item.item_id)),
    },
  ];
}

/** Before any document work: the seeded invoice made explicit, and an order without one marked as having none. */
function settleInvoices(order: OrderDoc): void {
  materialiseSeededInvoice(order);
  order.invoices ??= [];
}

export const paidCents = (order: OrderDoc) =>
  (order.invoices ?? []).filter((invoice) => (invoice.state ?? 2) === 2).reduce((sum, invoice) => sum + invoice.grand_total_cents, 0);
export const refundedCents = (order: OrderDoc) => (order.creditmemos ?? []).reduce((sum, memo) => sum + memo.grand_total_cents, 0);
const shippingInvoicedCents = (order: OrderDoc) =>
  (order.invoices ?? []).reduce((sum, invoice) => sum + (invoice.shipping_incl_tax_cents ?? (invoice.items ? 0 : order.shipping_incl_tax_cents)), 0);
export const shippingRefundedCents = (order: OrderDoc) => (order.creditmemos ?? []).reduce((sum, memo) => sum + memo.shipping_incl_tax_cents, 0);
const adjustmentNegativeCents = (order: OrderDoc) => (order.creditmemos ?? []).reduce((sum, memo) => sum + memo.adjustment_negative_cents, 0);

// Order::canUnhold, canHold, canInvoice, canShip, canCreditmemo (2.4), canCancel in order.service.ts.
export const canUnhold = (order: OrderDoc) => order.state === 'holded';
export const canHold = (order: OrderDoc) => !['canceled', 'payment_review', 'complete', 'closed', 'holded'].includes(order.state);
export function canInvoice(order: OrderDoc): boolean {
  if (canUnhold(order) || ['payment_review', 'canceled', 'complete', 'closed'].includes(order.state)) return false;
  return order.items.some((item) => qtyToInvoice(item) > 0);
}
export function canShip(order: OrderDoc): boolean {
  if (canUnhold(order) || order.state === 'payment_review' || order.state === 'canceled') return false;
  return parents(order).some((item) => qtyToShip(item) > 0);
}
export function canCreditmemo(order: OrderDoc): boolean {
  if (canUnhold(order) || ['payment_review', 'canceled', 'closed'].includes(order.state)) return false;
  const remaining = paidCents(order) - refundedCents(order);
  if (remaining <= 0) return false;
  return remaining !== adjustmentNegativeCents(order) || adjustmentNegativeCents(order) === 0;
}

/** StateResolver::getStateForOrder, then the default status of that state. */
function resolveState(order: OrderDoc, inProgress: boolean): void {
  let state = order.state === 'processing' ? 'processing' : 'new';
  if (order.state !== 'canceled' && !canUnhold(order) && !canInvoice(order) && !canShip(order)) {
    if (canCreditmemo(order) || order.grand_total_cents === 0) state = 'complete';
    else if (refundedCents(order) > 0) state = 'closed';
  }
  if (order.state === 'new' && inProgress) state = 'processing';
  order.state = state;
  order.status = STATE_DEFAULT_STATUS[state]!;
}

/** ResourceModel/Order/Handler/State::check on save; a change of state or status writes an empty history entry. */
async function checkStateOnSave(q: Queryable, order: OrderDoc, now: number): Promise<void> {
  const before = `${order.state}/${order.status}`;
  if (order.state !== 'canceled' && !canUnhold(order) && !canInvoice(order)) {
    if (['processing', 'complete'].includes(order.state) && !canCreditmemo(order) && !canShip(order)) {
      order.state = 'closed';
      order.status = 'closed';
    } else if (order.state === 'processing' && !canShip(order)) {
      order.state = 'complete';
      order.status = 'complete';
    }
  }
  if (`${order.state}/${order.status}` !== before)
    await addHistory(q, order, { comment: null, status: order.status, is_customer_notified: 0, is_visible_on_front: 0, created_at: now });
}

function shareOf(total: number, item: OrderItemRecord, qty: number): number {
  return item.qty_ordered === 0 ? 0 : Math.round((total * qty) / item.qty_ordered);
}

function documentItem(item: OrderItemRecord, qty: number, entityId: number): DocumentItem {
  return {
    entity_id: entityId,
    order_item_id: item.item_id,
    sku: item.sku,
    name: item.name,
    qty,
    price_incl_tax_cents: item.price_incl_tax_cents,
    row_total_incl_tax_cents: shareOf(item.row_total_incl_tax_cents, item, qty),
    tax_cents: shareOf(item.tax_cents, item, qty),
    discount_cents: shareOf(item.discount_cents, item, qty),
  };
}

const itemMoney = (items: DocumentItem[]) => items.reduce((sum, item) => sum + item.row_total_incl_tax_cents - item.discount_cents, 0);

/** A bundle's children follow their parent's quantities (their own share of each parent unit). */
function applyToChildren(order: OrderDoc, parent: OrderItemRecord, field: 'qty_invoiced' | 'qty_shipped' | 'qty_refunded', qty: number): void {
  for (const child of children(order, parent)) {
    const perParent = parent.qty_ordered === 0 ? 0 : child.qty_ordered / parent.qty_ordered;
    child[field] += qty * perParent;
  }
}

/** Items asked for, or every parent item with something left (the document factories' default for `items: []`). */
function requested(order: OrderDoc, items: ItemQty[], left: (item: OrderItemRecord) => number): Map<number, number> {
  if (items.length > 0) {
    const out = new Map<number, number>();
    for (const item of items) out.set(item.order_item_id, (out.get(item.order_item_id) ?? 0) + item.qty);
    return out;
  }
  return new Map(parents(order).map((item) => [item.item_id, left(item)] as const));
}

function documentError(kind: 'Invoice' | 'Shipment' | 'Creditmemo', messages: string[]): MagentoError {
  return new MagentoError(400, `${kind} Document Validation Error(s):\n${messages.join('\n')}`);
}

function money(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(euros(cents));
}

/**
 * InvoiceOrder::execute: CanInvoice and InvoiceQuantityValidator, then Payment::pay (the invoice is paid), the state
 * from the resolver with IN_PROGRESS (new and pending_payment → processing) and the state's default status. The
 * first invoice carries the shipping. Answers the invoice's entity id.
 */
export async function createInvoice(q: Queryable, order: OrderDoc, items: ItemQty[], capture: boolean, now: number, transactionId?: string): Promise<number> {
  settleInvoices(order);
  const messages: string[] = [];
  if (canUnhold(order) || ['payment_review', 'canceled', 'complete', 'closed'].includes(order.state) || !order.items.some((item) => qtyToInvoice(item) > 0))
    messages.push(`An invoice cannot be created when an order has a status of ${order.status}.`);
  const qtys = requested(order, items, qtyToInvoice);
  let total = 0;
  for (const item of parents(order)) {
    const qty = qtys.get(item.item_id);
    if (qty === undefined) continue;
    if (qty > qtyToInvoice(item)) messages.push(`The quantity to invoice must not be greater than the uninvoiced quantity for product SKU "${item.sku}".`);
    total += qty;
    qtys.delete(item.item_id);
  }
  if (qtys.size > 0) messages.push('The invoice contains one or more items that are not part of the original order.');
  else if (total <= 0) messages.push("You can't create an invoice without products.");
  if (messages.length > 0) throw documentError('Invoice', messages);

  const id = await nextDocumentId(q);
  const wanted = requested(order, items, qtyToInvoice);
  const docItems: DocumentItem[] = [];
  for (const item of parents(order)) {
    const qty = wanted.get(item.item_id) ?? 0;
    if (qty <= 0) continue;
    docItems.push(documentItem(item, qty, id * 100 + docItems.length + 1));
    item.qty_invoiced += qty;
    applyToChildren(order, item, 'qty_invoiced', qty);
  }
  const shipping = shippingInvoicedCents(order) >= order.shipping_incl_tax_cents ? 0 : order.shipping_incl_tax_cents - shippingInvoicedCents(order);
  const everything = !order.items.some((item) => qtyToInvoice(item) > 0);
  // The last invoice takes what is left, so rounding never leaves cents open.
  const grand = everything
    ? order.grand_total_cents - (order.invoices ?? []).reduce((sum, invoice) => sum + invoice.grand_total_cents, 0)
    : itemMoney(docItems) + shipping;
  (order.invoices ??= []).push({
    entity_id: id,
    increment_id: increment(id),
    grand_total_cents: grand,
    created_at: now,
    items: docItems,
    shipping_incl_tax_cents: shipping,
    tax_cents: docItems.reduce((sum, item) => sum + item.tax_cents, 0),
    state: 2,
    ...(transactionId ? { transaction_id: transactionId } : {}),
  });
  if (capture && transactionId) order.last_trans_id = transactionId;
  order.state = order.state === 'pending_payment' ? 'new' : order.state;
  resolveState(order, true);
  order.updated_at = now;
  await saveOrder(q, order);
  return id;
}

export interface TrackInput {
  carrier_code: string;
  title: string;
  track_number: string;
}

/**
 * ShipOrder::execute: CanShip, the shipment QuantityValidator and TrackValidator; the order's items shipped; a new
 * order turns processing (resolver with IN_PROGRESS); saving runs State::check (processing with nothing left to ship
 * → complete, or closed when nothing is left to refund either), which writes an empty history entry with the status.
 */
export async function createShipment(q: Queryable, order: OrderDoc, items: ItemQty[], tracks: TrackInput[], notify: boolean, now: number): Promise<number> {
  // A shipped unpaid order turns processing: it must not then read as a seeded paid one.
  settleInvoices(order);
  const messages: string[] = [];
  if (['payment_review', 'holded', 'canceled'].includes(order.state))
    messages.push(`A shipment cannot be created when an order has a status of ${order.status}`);
  else if (!canShip(order)) messages.push('The order does not allow a shipment to be created.');
  const qtys = requested(order, items, qtyToShip);
  let total = 0;
  for (const [itemId, qty] of qtys) {
    const item = order.items.find((entry) => entry.item_id === itemId);
    if (!item) {
      messages.push(`We can not found item "${itemId}" in order.`);
      continue;
    }
    if (item.parent_item_id !== undefined) continue; // a bundle child ships with its parent (isDummy(true))
    if (qty > qtyToShip(item)) messages.push(`We found an invalid quantity to ship for item "${item.name}".`);
    else total += qty;
  }
  if (total <= 0) messages.push("You can't create a shipment without products.");
  for (const track of tracks) if (!track.track_number) messages.push('Please enter a tracking number.');
  if (messages.length > 0) throw documentError('Shipment', messages);

  const id = await nextDocumentId(q);
  const docItems: DocumentItem[] = [];
  for (const item of parents(order)) {
    const qty = qtys.get(item.item_id) ?? 0;
    if (qty <= 0) continue;
    docItems.push(documentItem(item, qty, id * 100 + docItems.length + 1));
    item.qty_shipped += qty;
    applyToChildren(order, item, 'qty_shipped', qty);
  }
  (order.shipments ??= []).push({
    entity_id: id,
    increment_id: increment(id),
    created_at: now,
    items: docItems,
    tracks: tracks.map((track, index) => ({ entity_id: id * 100 + index + 1, ...track, created_at: now })),
    email_sent: notify ? 1 : 0,
  });
  if (order.state === 'new' || order.state === 'pending_payment') resolveState(order, true);
  order.updated_at = now;
  await checkStateOnSave(q, order, now);
  await saveOrder(q, order);
  return id;
}

export interface RefundRequest {
  items: ItemQty[];
  args: RefundArguments;
  online: boolean;
  invoice?: InvoiceRecord;
  /** The Mollie payment to refund at (online refunds of Mollie orders). */
  refundAtMollie?: (amountCents: number) => Promise<string>;
}

/**
 * RefundInvoice / RefundOrder: the order's CanRefund, the invoice's CanRefund (invoice refunds only), the credit
 * memo's QuantityValidator and TotalsValidator, each item's CreationQuantityValidator; then the payment refund
 * (online: at Mollie, Model/Mollie.php::refund; offline: nothing leaves the shop), "We refunded … online/offline."
 * on the order, the items back to stock that return_to_stock_items names (SalesInventory ReturnProcessor), the state
 * from the resolver (complete while something paid is left, closed when everything is refunded). Shipping is
 * refunded in full unless `shipping_amount` says otherwise (Creditmemo Total\Shipping).
 */
export async function createCreditmemo(q: Queryable, order: OrderDoc, request: RefundRequest, now: number): Promise<number> {
  settleInvoices(order);
  const { items, args, invoice } = request;
  const messages: string[] = [];
  // Order\Validation\CanRefund.
  if (['payment_review', 'holded', 'canceled', 'closed'].includes(order.state))
    messages.push(`A creditmemo can not be created when an order has a status of ${order.status}`);
  else if (!order.items.some((item) => qtyToRefund(item) > 0)) messages.push('The order does not allow a creditmemo to be created.');
  if (paidCents(order) - refundedCents(order) === 0) messages.push("We can't create creditmemo for the order.");
  // Invoice\Validation\CanRefund: paid, something left, and a method that refunds (Mollie can, partially too).
  if (invoice) {
    const methodRefunds = order.payment_method.startsWith('mollie_methods_');
    const left = invoice.grand_total_cents - (invoice.total_refunded_cents ?? 0);
    if ((invoice.state ?? 2) !== 2 || left === 0 || !methodRefunds) messages.push("We can't create creditmemo for the invoice.");
  }
  // Item\Validation\CreationQuantityValidator per item asked for.
  for (const item of items) {
    const orderItem = order.items.find((entry) => entry.item_id === item.order_item_id);
    if (!orderItem) messages.push('The creditmemo contains product item that is not part of the original order.');
    else if (orderItem.parent_item_id === undefined && item.qty > qtyToRefund(orderItem))
      messages.push('The quantity to refund must not be greater than the unrefunded quantity.');
  }
  // The credit memo the factory builds: asked quantities, or all refundable ones (of the invoice, when refunding one).
  const invoiceLimit = (item: OrderItemRecord) => {
    if (!invoice?.items) return qtyToRefund(item);
    const onInvoice = invoice.items.filter((entry) => entry.order_item_id === item.item_id).reduce((sum, entry) => sum + entry.qty, 0);
    const refundedFromInvoice = (order.creditmemos ?? [])
      .filter((memo) => memo.invoice_id === invoice.entity_id)
      .flatMap((memo) => memo.items)
      .filter((entry) => entry.order_item_id === item.item_id)
      .reduce((sum, entry) => sum + entry.qty, 0);
    return Math.min(qtyToRefund(item), onInvoice - refundedFromInvoice);
  };
  const qtys =
    items.length > 0
      ? new Map(items.filter((item) => item.qty > 0).map((item) => [item.order_item_id, item.qty] as const))
      : requested(order, [], invoiceLimit);
  const id = await nextDocumentId(q);
  const memoItems: CreditmemoRecord['items'] = [];
  let totalQty = 0;
  for (const item of parents(order)) {
    const qty = qtys.get(item.item_id) ?? 0;
    if (qty <= 0) continue;
    if (qty > invoiceLimit(item)) {
      // Creditmemo\Validation\QuantityValidator.
      if (!messages.includes('The quantity to refund must not be greater than the unrefunded quantity.'))
        messages.push(`The quantity to creditmemo must not be greater than the unrefunded quantity for product SKU "${item.sku}".`);
      continue;
    }
    totalQty += qty;
    memoItems.push({ ...documentItem(item, qty, id * 100 + memoItems.length + 1), back_to_stock: args.return_to_stock_items.includes(item.item_id) });
  }
  // SalesInventory ReturnValidator: every item to return must be an item of the order and of this credit memo.
  for (const itemId of args.return_to_stock_items) {
    if (!order.items.some((item) => item.item_id === itemId))
      messages.push('The return to stock argument contains product item that is not part of the original order.');
    else if (!memoItems.some((item) => item.order_item_id === itemId))
      messages.push('The return to stock argument contains product item that is not part of the creditmemo.');
  }
  const shippingLeft = Math.max(0, shippingInvoicedCents(order) - shippingRefundedCents(order));
  const shipping = args.shipping_amount_cents ?? shippingLeft;
  if (shipping > shippingLeft) throw new MagentoError(400, 'Maximum shipping amount allowed to refund is: %1', [money(shippingLeft)]);
  const grand = itemMoney(memoItems) + shipping + args.adjustment_positive_cents - args.adjustment_negative_cents;
  if (grand <= 0) messages.push("The credit memo's total must be positive.");
  else if (totalQty <= 0 && shippingLeft === 0) messages.push("You can't create a creditmemo without products.");
  // Creditmemo\Validation\TotalsValidator: never more than was paid.
  if (refundedCents(order) + grand > paidCents(order))
    messages.push(`The most money available to refund is ${euros(paidCents(order) - refundedCents(order))}.`);
  if (messages.length > 0) throw documentError('Creditmemo', messages);

  let transactionId: string | undefined;
  if (request.online && request.refundAtMollie) transactionId = await request.refundAtMollie(grand);
  (order.creditmemos ??= []).push({
    entity_id: id,
    increment_id: increment(id),
    ...(invoice ? { invoice_id: invoice.entity_id } : {}),
    created_at: now,
    items: memoItems,
    shipping_incl_tax_cents: shipping,
    adjustment_positive_cents: args.adjustment_positive_cents,
    adjustment_negative_cents: args.adjustment_negative_cents,
    grand_total_cents: grand,
    tax_cents: memoItems.reduce((sum, item) => sum + item.tax_cents, 0),
    state: 2,
    online: request.online,
    ...(transactionId ? { transaction_id: transactionId } : {}),
  });
  if (invoice && !request.online) {
    invoice.is_used_for_refund = true;
    invoice.total_refunded_cents = (invoice.total_refunded_cents ?? 0) + grand;
  } else if (invoice) invoice.total_refunded_cents = (invoice.total_refunded_cents ?? 0) + grand;
  for (const memoItem of memoItems) {
    const item = order.items.find((entry) => entry.item_id === memoItem.order_item_id)!;
    item.qty_refunded += memoItem.qty;
    applyToChildren(order, item, 'qty_refunded', memoItem.qty);
    if (memoItem.back_to_stock)
      await q.query('update stock set qty = qty + $1 where sku = (select sku from products where entity_id = $2)', [memoItem.qty, item.product_id]);
  }
  if (transactionId) order.last_trans_id = transactionId;
  // Order\Payment::refund: the comment names the amount, and the refund's transaction when there is one.
  const comment = request.online
    ? `We refunded ${money(grand)} online.${transactionId ? ` Transaction ID: "${transactionId}"` : ''}`
    : `We refunded ${money(grand)} offline.`;
  await addHistory(q, order, { comment, status: order.status, is_customer_notified: 0, is_visible_on_front: 0, created_at: now });
  resolveState(order, false);
  order.updated_at = now;
  await saveOrder(q, order);
  return id;
}

/** Order::hold: not when canceled, in payment review, complete, closed or already on hold; remembers where it was. */
export async function holdOrder(q: Queryable, order: OrderDoc, now: number): Promise<true> {
  if (!canHold(order)) throw new MagentoError(400, 'A hold action is not available.');
  settleInvoices(order);
  order.hold_before_state = order.state;
  order.hold_before_status = order.status;
  order.state = 'holded';
  order.status = 'holded';
  order.updated_at = now;
  await saveOrder(q, order);
  return true;
}

/** Order::unhold: back to the state and status from before the hold. */
export async function unholdOrder(q: Queryable, order: OrderDoc, now: number): Promise<true> {
  if (!canUnhold(order)) throw new MagentoError(400, 'You cannot remove the hold.');
  order.state = order.hold_before_state ?? 'processing';
  order.status = order.hold_before_status ?? STATE_DEFAULT_STATUS[order.state] ?? order.state;
  delete order.hold_before_state;
  delete order.hold_before_status;
  order.updated_at = now;
  await saveOrder(q, order);
  return true;
}

/**
 * Payment::registerCaptureNotification with an invoice (what Mollie's SuccessfulPayment does on a paid webhook): one
 * invoice over everything still to invoice, state and status processing, a history line naming the amount and the
 * transaction. A second notification for an invoiced order changes nothing.
 */
export async function invoiceOrder(q: Queryable, order: OrderDoc, transactionId: string, now: number): Promise<boolean> {
  materialiseSeededInvoice(order);
  if (order.invoices?.length || !['new', 'pending_payment', 'processing'].includes(order.state)) return false;
  await createInvoice(q, order, [], true, now, transactionId);
  await addHistory(q, order, {
    comment: `Registered notification about captured amount of ${money(order.grand_total_cents)}. Transaction ID: "${transactionId}"`,
    status: 'processing',
    is_customer_notified: 1,
    is_visible_on_front: 0,
    created_at: now,
  });
  await saveOrder(q, order);
  return true;
}
