// Orders (Magento_Sales): placing an order from a cart in one transaction, status comments and cancel (invoices,
// shipments, credit memos and hold are in sales-documents.service.ts);
// OrderInterface rendering is in order.render.ts.
import { countRuleUse } from './sales-rule.service';
import { PAYMENT_METHODS } from '../emulator.config';
import { one, type Queryable } from '../db/emulator.store';
import { MagentoError, orderNotFound } from '../lib/magento.errors';
import { addressProblem, completeRegion, type Address } from './address.rules';
import { hasDynamicPrice, type Catalog } from './catalog.service';
import { cartTotals, countryOf, getActiveCart, itemSku, saveCart, scopeOf, selectionUnitCents, type CartRef, type CartRow } from './cart.service';
import { catalogueGrossCents, taxInGross } from './pricing.rules';
import type { CreditmemoRecord, InvoiceRecord, ShipmentRecord } from './sales-documents.service';

export interface OrderItemRecord {
  item_id: number;
  parent_item_id?: number;
  product_id: number;
  product_type: 'simple' | 'bundle';
  sku: string;
  name: string;
  qty_ordered: number;
  qty_invoiced: number;
  qty_shipped: number;
  qty_canceled: number;
  qty_refunded: number;
  price_cents: number;
  price_incl_tax_cents: number;
  row_total_cents: number;
  row_total_incl_tax_cents: number;
  discount_cents: number;
  tax_cents: number;
  tax_percent: number;
  bundle_options?: Array<{ option_id: number; option_qty: number; option_selections: number[] }>;
}

export interface StatusHistoryRecord {
  entity_id: number;
  /** null for the entry State::check writes when saving changes the state (addStatusHistoryComment('')). */
  comment: string | null;
  status: string;
  is_customer_notified: number;
  is_visible_on_front: number;
  created_at: number;
}

export interface OrderDoc {
  entity_id: number;
  increment_id: string;
  state: string;
  status: string;
  store_id: number;
  quote_id: number;
  created_at: number;
  updated_at: number;
  customer_email: string;
  customer_firstname?: string;
  customer_lastname?: string;
  customer_id?: number;
  coupon_code?: string;
  subtotal_cents: number;
  subtotal_incl_tax_cents: number;
  discount_cents: number;
  shipping_cents: number;
  shipping_incl_tax_cents: number;
  shipping_tax_cents: number;
  tax_cents: number;
  grand_total_cents: number;
  tax_percent: number;
  shipping_description: string;
  shipping_method: string;
  payment_method: string;
  payment_title: string;
  billing_address: Address;
  shipping_address: Address;
  items: OrderItemRecord[];
  histories: StatusHistoryRecord[];
  total_qty_ordered: number;
  weight: number;
  /** Invoices (Magento_Sales invoice entity, sales-documents.service.ts): what makes an order paid. */
  invoices?: InvoiceRecord[];
  /** Order::getEmailSent: the order confirmation went out (OrderSender sets it; Mollie's methods defer it until paid). */
  email_sent?: boolean;
  shipments?: ShipmentRecord[];
  creditmemos?: CreditmemoRecord[];
  /** Order::hold keeps where the order was (sales_order.hold_before_state / hold_before_status). */
  hold_before_state?: string;
  hold_before_status?: string;
  /** sales_order_payment.additional_information as key → value (Mollie's checkout_url, payment_status, …). */
  payment_info?: Record<string, string>;
  /** sales_order_payment.last_trans_id. */
  last_trans_id?: string;
}

/** Magento's state for the statuses this shop uses; a comment can set any status (2.4.6), the state then stays. */
export const STATUS_STATE: Record<string, string> = {
  pending: 'new',
  pending_payment: 'pending_payment',
  processing: 'processing',
  complete: 'complete',
  closed: 'closed',
  canceled: 'canceled',
  holded: 'holded',
  fraud: 'processing',
  payment_review: 'payment_review',
};

export const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  pending_payment: 'Pending Payment',
  processing: 'Processing',
  complete: 'Complete',
  closed: 'Closed',
  canceled: 'Canceled',
  holded: 'On Hold',
  fraud: 'Suspected Fraud',
  payment_review: 'Payment Review',
};

export async function loadOrder(q: Queryable, entityId: number): Promise<OrderDoc | undefined> {
  const row = await one<{ doc: OrderDoc }>(q, 'select doc from orders where entity_id = $1', [entityId]);
  return row?.doc;
}

export async function requireOrder(q: Queryable, rawId: string): Promise<OrderDoc> {
  if (rawId.trim() === '') throw new MagentoError(400, 'An ID is needed. Set the ID and try again.');
  const id = Number(rawId);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw orderNotFound();
  const order = await loadOrder(q, id);
  if (!order) throw orderNotFound();
  return order;
}

export async function saveOrder(q: Queryable, order: OrderDoc): Promise<void> {
  await q.query('update orders set doc = $2 where entity_id = $1', [order.entity_id, JSON.stringify(order)]);
}

export async function insertOrder(q: Queryable, order: Omit<OrderDoc, 'entity_id' | 'increment_id'>): Promise<OrderDoc> {
  const seq = await one<{ id: string }>(q, "select nextval('orders_entity_id_seq') as id");
  const entityId = Number(seq!.id);
  const full: OrderDoc = { ...order, entity_id: entityId, increment_id: String(entityId).padStart(9, '0') };
  await q.query('insert into orders (entity_id, increment_id, quote_id, customer_id, doc) values ($1, $2, $3, $4, $5)', [
    entityId,
    full.increment_id,
    order.quote_id,
    order.customer_id ?? null,
    JSON.stringify(full),
  ]);
  return full;
}

export async function addHistory(q: Queryable, order: OrderDoc, entry: Omit<StatusHistoryRecord, 'entity_id'>): Promise<void> {
  const seq = await one<{ id: string }>(q, "select nextval('order_history_seq') as id");
  order.histories.push({ ...entry, entity_id: Number(seq!.id) });
  order.status = entry.status;
  order.updated_at = entry.created_at;
}

export interface PlaceOrderInput {
  email: string;
  method: string;
  additionalData?: Record<string, unknown>;
  billingAddress?: Address;
}

/**
 * savePaymentInformationAndPlaceOrder in one transaction: re-reads the cart (a concurrent call that got here first has
 * made it inactive, so this one answers the inactive-cart 404), checks it, reserves stock, writes the order, deactivates
 * the cart, counts the coupon use and attaches Mollie payment tokens. Any failure rolls all of it back.
 */
export async function placeOrder(q: Queryable, catalog: Catalog, cartRef: CartRef, input: PlaceOrderInput, now: number): Promise<OrderDoc> {
  const row: CartRow = await getActiveCart(q, cartRef);
  const doc = row.doc;
  const method = PAYMENT_METHODS.find((entry) => entry.code === input.method);
  if (!method) throw new MagentoError(400, 'The requested Payment Method is not available.');
  if (doc.items.length === 0) throw new MagentoError(400, 'The shipping method is missing. Select the shipping method and try again.');
  if (!doc.shipping_address) throw new MagentoError(400, 'Please check the shipping address information. "firstname" is required. Enter and try again.');
  if (!doc.shipping_method) throw new MagentoError(400, 'The shipping method is missing. Select the shipping method and try again.');
  const billing = completeRegion({ ...(input.billingAddress ?? doc.billing_address ?? {}) });
  const billingProblem = addressProblem(billing);
  if (billingProblem) throw new MagentoError(400, `Please check the billing address information. ${billingProblem}`);
  billing.email = input.email;
  doc.billing_address = billing;
  doc.email = input.email;

  const { totals, coupon } = await cartTotals(q, catalog, doc, now);
  const scope = scopeOf(doc.store_id);
  for (const item of doc.items) {
    const updated = await q.query<{ qty: number }>('update stock set qty = qty - $1 where sku = $2 and qty >= $1 returning qty', [item.qty, item.sku]);
    if (updated.rows.length === 0) throw new MagentoError(400, 'Not all of your products are available in the requested quantity.');
  }
  if (totals.couponApplied && coupon) {
    const used = await q.query('update coupons set times_used = times_used + 1 where code = $1 and ($2::int is null or times_used < $2::int) returning code', [
      coupon.code,
      coupon.usageLimit ?? null,
    ]);
    if (used.rows.length === 0) throw new MagentoError(400, "The coupon code isn't valid. Verify the code and try again.");
    await countRuleUse(q, coupon.code, doc.customer_id ?? null, true);
  }

  let nextItemId = (await one<{ id: string }>(q, "select nextval('quote_item_seq') as id"))!.id as unknown as number;
  nextItemId = Number(nextItemId) * 10;
  const items: OrderItemRecord[] = [];
  for (const item of doc.items) {
    const product = catalog.get(item.sku);
    const line = totals.lines.find((entry) => entry.itemId === item.item_id);
    if (!product || !line) continue;
    const parentId = nextItemId++;
    items.push({
      item_id: parentId,
      product_id: product.entity_id,
      product_type: product.type_id,
      sku: itemSku(catalog, product, item),
      name: String(catalog.storeValue(product, scope, 'name')),
      qty_ordered: item.qty,
      qty_invoiced: 0,
      qty_shipped: 0,
      qty_canceled: 0,
      qty_refunded: 0,
      price_cents: line.unitNet,
      price_incl_tax_cents: line.unitGross,
      row_total_cents: line.rowNet,
      row_total_incl_tax_cents: line.rowGross,
      discount_cents: line.discount,
      tax_cents: line.tax,
      tax_percent: line.ratePercent,
      ...(item.bundle_options ? { bundle_options: item.bundle_options } : {}),
    });
    // Bundle children are order items of their own (with parent_item_id). A fixed-price bundle carries the money on the
    // parent; a dynamic-price one is calculated per child (Quote AbstractItem::isChildrenCalculated): each child has its
    // product's own price and tax, and the parent their sum (Tax CommonTaxCollector::recalculateParent).
    const dynamic = hasDynamicPrice(product);
    for (const chosen of item.bundle_options ?? []) {
      for (const selectionId of chosen.option_selections) {
        const found = catalog.selection(selectionId);
        const child = found ? catalog.get(found.selection.sku) : undefined;
        if (!found || !child) continue;
        const qty = item.qty * Math.max(1, found.selection.qty);
        const unitGross = dynamic ? catalogueGrossCents(selectionUnitCents(catalog, product, found.selection), countryOf(doc), catalog.pricesIncludeTax) : 0;
        const rowGross = unitGross * qty;
        items.push({
          item_id: nextItemId++,
          parent_item_id: parentId,
          product_id: child.entity_id,
          product_type: 'simple',
          sku: child.sku,
          name: String(catalog.storeValue(child, scope, 'name')),
          qty_ordered: qty,
          qty_invoiced: 0,
          qty_shipped: 0,
          qty_canceled: 0,
          qty_refunded: 0,
          price_cents: unitGross - taxInGross(unitGross, line.ratePercent),
          price_incl_tax_cents: unitGross,
          row_total_cents: rowGross - taxInGross(rowGross, line.ratePercent),
          row_total_incl_tax_cents: rowGross,
          discount_cents: 0,
          tax_cents: taxInGross(rowGross, line.ratePercent),
          tax_percent: line.ratePercent,
        });
      }
    }
  }
  const isMollie = method.code.startsWith('mollie_methods_');
  const status = isMollie ? 'pending_payment' : 'pending';
  const order = await insertOrder(q, {
    state: STATUS_STATE[status]!,
    status,
    store_id: doc.store_id,
    quote_id: row.entity_id,
    created_at: now,
    updated_at: now,
    customer_email: input.email,
    // QuoteManagement::submitQuote: a customer's quote carries the customer's names (Quote::setCustomer), a guest's the billing ones.
    customer_firstname: doc.customer_firstname ?? billing.firstname,
    customer_lastname: doc.customer_lastname ?? billing.lastname,
    ...(doc.customer_id !== undefined ? { customer_id: doc.customer_id } : {}),
    ...(totals.couponApplied && doc.coupon_code ? { coupon_code: doc.coupon_code } : {}),
    subtotal_cents: totals.subtotalNet,
    subtotal_incl_tax_cents: totals.subtotalGross,
    discount_cents: totals.discount,
    shipping_cents: totals.shippingNet,
    shipping_incl_tax_cents: totals.shippingGross,
    shipping_tax_cents: totals.shippingTax,
    tax_cents: totals.tax,
    grand_total_cents: totals.grandTotal,
    tax_percent: totals.ratePercent,
    shipping_description: doc.shipping_method.carrier_code === 'freeshipping' ? 'FOLT home delivery - Free' : 'Parcel service - Parcel',
    shipping_method: `${doc.shipping_method.carrier_code}_${doc.shipping_method.method_code}`,
    payment_method: method.code,
    payment_title: method.title,
    billing_address: billing,
    shipping_address: { ...doc.shipping_address, email: doc.shipping_address.email ?? input.email },
    items,
    histories: [],
    total_qty_ordered: totals.itemsQty,
    weight: items
      .filter((item) => item.parent_item_id === undefined)
      .reduce((sum, item) => sum + (catalog.byId(item.product_id)?.weight ?? 0) * item.qty_ordered, 0),
  });
  row.is_active = false;
  doc.reserved_order_id = order.increment_id;
  doc.converted_at = now;
  await saveCart(q, row, now);
  // Mollie's AttachPaymentTokenToOrder observer (sales_model_service_quote_submit_success).
  await q.query('update mollie_tokens set order_id = $1 where quote_id = $2', [order.entity_id, row.entity_id]);
  return order;
}

export async function allOrders(q: Queryable): Promise<OrderDoc[]> {
  const { rows } = await q.query<{ doc: OrderDoc }>('select doc from orders order by entity_id');
  return rows.map((row) => row.doc);
}

/**
 * CatalogInventory's CancelOrderItemObserver: each line gives back what was ordered and neither shipped, invoiced nor
 * canceled before (read before registerCancellation marks it canceled). By the product, not the line's SKU: a
 * dynamic-SKU bundle's line SKU carries its selections' SKUs (Type::getSku).
 */
async function restockCanceled(q: Queryable, order: OrderDoc): Promise<void> {
  for (const item of order.items) {
    if (item.parent_item_id !== undefined) continue;
    const qty = item.qty_ordered - Math.max(item.qty_shipped, item.qty_invoiced) - item.qty_canceled;
    if (qty > 0) await q.query('update stock set qty = qty + $1 where sku = (select sku from products where entity_id = $2)', [qty, item.product_id]);
  }
}

/**
 * Order::canCancel (magento/magento2 app/code/Magento/Sales/Model/Order.php): not canceled, on hold or in payment
 * review, something still to invoice, and not complete or closed. So an invoiced (paid) order cannot be canceled.
 */
export function canCancel(order: OrderDoc): boolean {
  if (['canceled', 'holded', 'payment_review', 'complete', 'closed'].includes(order.state)) return false;
  return order.items.some((item) => item.qty_ordered - item.qty_invoiced - item.qty_canceled > 0);
}

/**
 * OrderManagementInterface::cancel (Sales/Model/Service/OrderService.php): `false` when canCancel() says no; otherwise
 * Order::cancel → registerCancellation: items' qty_canceled, state and status canceled with a history comment, the
 * stock back (CatalogInventory's cancel observer) and the coupon use given back (SalesRule's CouponUsagesDecrement);
 * a history entry only when a comment is given (Mollie's CancelOrder gives one).
 */
export async function cancelOrder(q: Queryable, order: OrderDoc, comment: string, now: number): Promise<boolean> {
  if (!canCancel(order)) return false;
  // registerCancellation adds a history entry only for a non-empty comment.
  if (comment !== '') await addHistory(q, order, { comment, status: 'canceled', is_customer_notified: 0, is_visible_on_front: 0, created_at: now });
  order.state = 'canceled';
  order.status = 'canceled';
  order.updated_at = now;
  await restockCanceled(q, order);
  for (const item of order.items) item.qty_canceled = item.qty_ordered - item.qty_invoiced;
  if (order.coupon_code) {
    await q.query('update coupons set times_used = greatest(0, times_used - 1) where lower(code) = lower($1)', [order.coupon_code]);
    await countRuleUse(q, order.coupon_code, order.customer_id ?? null, false);
  }
  await saveOrder(q, order);
  return true;
}
