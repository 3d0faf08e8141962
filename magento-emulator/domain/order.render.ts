// OrderInterface as the REST API prints it (Magento_Sales's OrderRepository and its data objects): the order, its
// items with their parent lines, addresses, payment, totals paid/due/canceled and status comments; and the fields an
// order search may filter or sort on. Split from order.service.ts, which keeps placing and changing orders.
import { storeById } from '../emulator.config';
import { euros, magentoDate } from '../lib/magento.output';
import type { Address } from './address.rules';
import type { OrderDoc, OrderItemRecord, StatusHistoryRecord } from './order.service';
import { paidCents, refundedCents, shippingRefundedCents } from './sales-documents.service';

function renderOrderAddress(address: Address, order: OrderDoc, type: 'billing' | 'shipping', id: number): Record<string, unknown> {
  return {
    address_type: type,
    entity_id: id,
    parent_id: order.entity_id,
    email: address.email ?? order.customer_email,
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company,
    street: address.street ?? [],
    city: address.city,
    postcode: address.postcode,
    country_id: address.country_id,
    region: address.region,
    region_id: address.region_id,
    region_code: address.region_code,
    telephone: address.telephone,
    vat_id: address.vat_id,
  };
}

function renderOrderItem(order: OrderDoc, item: OrderItemRecord, withParent: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {
    item_id: item.item_id,
    order_id: order.entity_id,
    parent_item_id: item.parent_item_id,
    quote_item_id: item.item_id,
    store_id: order.store_id,
    created_at: magentoDate(order.created_at),
    updated_at: magentoDate(order.updated_at),
    product_id: item.product_id,
    product_type: item.product_type,
    sku: item.sku,
    name: item.name,
    qty_ordered: item.qty_ordered,
    qty_invoiced: item.qty_invoiced,
    qty_shipped: item.qty_shipped,
    qty_canceled: item.qty_canceled,
    qty_refunded: item.qty_refunded,
    price: euros(item.price_cents),
    base_price: euros(item.price_cents),
    original_price: euros(item.price_incl_tax_cents),
    price_incl_tax: euros(item.price_incl_tax_cents),
    base_price_incl_tax: euros(item.price_incl_tax_cents),
    row_total: euros(item.row_total_cents),
    base_row_total: euros(item.row_total_cents),
    row_total_incl_tax: euros(item.row_total_incl_tax_cents),
    base_row_total_incl_tax: euros(item.row_total_incl_tax_cents),
    discount_amount: euros(item.discount_cents),
    base_discount_amount: euros(item.discount_cents),
    tax_amount: euros(item.tax_cents),
    base_tax_amount: euros(item.tax_cents),
    tax_percent: item.tax_percent,
    is_virtual: 0,
    weight: 0,
  };
  if (item.bundle_options) out.product_option = { extension_attributes: { bundle_options: item.bundle_options } };
  if (withParent && item.parent_item_id !== undefined) {
    const parent = order.items.find((entry) => entry.item_id === item.parent_item_id);
    if (parent) out.parent_item = renderOrderItem(order, parent, false);
  }
  return out;
}

export function renderHistory(order: OrderDoc, entry: StatusHistoryRecord): Record<string, unknown> {
  return {
    comment: entry.comment,
    created_at: magentoDate(entry.created_at),
    entity_id: entry.entity_id,
    entity_name: 'order',
    is_customer_notified: entry.is_customer_notified,
    is_visible_on_front: entry.is_visible_on_front,
    parent_id: order.entity_id,
    status: entry.status,
  };
}

/** Newest first, like getStatusHistoryCollection (created_at DESC, then id DESC). */
export function sortedHistories(order: OrderDoc): StatusHistoryRecord[] {
  return [...order.histories].sort((a, b) => b.created_at - a.created_at || b.entity_id - a.entity_id);
}

function paymentInfo(order: OrderDoc): Record<string, string> {
  return { method_title: order.payment_title, ...order.payment_info };
}

/**
 * The paid/due/canceled/refunded totals. An invoice (Invoice::pay) adds to total_invoiced and total_paid; a credit
 * memo to total_refunded (online or offline); registerCancellation puts what was not paid into total_canceled. Seeded
 * orders carry no invoice records: their processing/complete state stands for one.
 */
function paymentTotals(order: OrderDoc): Record<string, number | undefined> {
  const seededPaid = order.invoices === undefined && (order.state === 'processing' || order.state === 'complete');
  const paid = seededPaid ? order.grand_total_cents : paidCents(order);
  const canceled = order.state === 'canceled' ? order.grand_total_cents - paid : 0;
  const refunded = refundedCents(order);
  const online = (order.creditmemos ?? []).filter((memo) => memo.online).reduce((sum, memo) => sum + memo.grand_total_cents, 0);
  return {
    total_due: euros(order.grand_total_cents - paid - canceled),
    base_total_due: euros(order.grand_total_cents - paid - canceled),
    ...(paid > 0 ? { total_paid: euros(paid), base_total_paid: euros(paid), total_invoiced: euros(paid), base_total_invoiced: euros(paid) } : {}),
    ...(canceled > 0 ? { total_canceled: euros(canceled), base_total_canceled: euros(canceled) } : {}),
    ...(refunded > 0
      ? {
          total_refunded: euros(refunded),
          base_total_refunded: euros(refunded),
          ...(online > 0 ? { total_online_refunded: euros(online), base_total_online_refunded: euros(online) } : {}),
          ...(refunded - online > 0 ? { total_offline_refunded: euros(refunded - online), base_total_offline_refunded: euros(refunded - online) } : {}),
          shipping_refunded: euros(shippingRefundedCents(order)),
          base_shipping_refunded: euros(shippingRefundedCents(order)),
        }
      : {}),
  };
}

/** OrderInterface as `GET /V1/orders/:id` prints it. */
export function renderOrder(order: OrderDoc): Record<string, unknown> {
  const store = storeById(order.store_id);
  const shippingAddress = renderOrderAddress(order.shipping_address, order, 'shipping', order.entity_id * 2);
  const items = order.items.map((item) => renderOrderItem(order, item, true));
  return {
    entity_id: order.entity_id,
    increment_id: order.increment_id,
    state: order.state,
    status: order.status,
    hold_before_state: order.hold_before_state,
    hold_before_status: order.hold_before_status,
    store_id: store.id,
    store_name: `FOLT\nFOLT\n${store.name}`,
    created_at: magentoDate(order.created_at),
    updated_at: magentoDate(order.updated_at),
    quote_id: order.quote_id,
    customer_email: order.customer_email,
    customer_firstname: order.customer_firstname,
    customer_lastname: order.customer_lastname,
    customer_id: order.customer_id,
    customer_is_guest: order.customer_id === undefined ? 1 : 0,
    customer_group_id: order.customer_id === undefined ? 0 : 1,
    coupon_code: order.coupon_code,
    discount_description: order.coupon_code,
    base_currency_code: 'EUR',
    global_currency_code: 'EUR',
    order_currency_code: 'EUR',
    store_currency_code: 'EUR',
    base_to_global_rate: 1,
    base_to_order_rate: 1,
    store_to_base_rate: 0,
    store_to_order_rate: 0,
    subtotal: euros(order.subtotal_cents),
    base_subtotal: euros(order.subtotal_cents),
    subtotal_incl_tax: euros(order.subtotal_incl_tax_cents),
    base_subtotal_incl_tax: euros(order.subtotal_incl_tax_cents),
    discount_amount: -euros(order.discount_cents),
    base_discount_amount: -euros(order.discount_cents),
    shipping_amount: euros(order.shipping_cents),
    base_shipping_amount: euros(order.shipping_cents),
    shipping_incl_tax: euros(order.shipping_incl_tax_cents),
    base_shipping_incl_tax: euros(order.shipping_incl_tax_cents),
    shipping_tax_amount: euros(order.shipping_tax_cents),
    base_shipping_tax_amount: euros(order.shipping_tax_cents),
    shipping_description: order.shipping_description,
    tax_amount: euros(order.tax_cents),
    base_tax_amount: euros(order.tax_cents),
    grand_total: euros(order.grand_total_cents),
    base_grand_total: euros(order.grand_total_cents),
    ...paymentTotals(order),
    total_qty_ordered: order.total_qty_ordered,
    total_item_count: order.items.filter((item) => item.parent_item_id === undefined).length,
    weight: Math.round(order.weight * 100) / 100,
    is_virtual: 0,
    email_sent: 1,
    items,
    billing_address: renderOrderAddress(order.billing_address, order, 'billing', order.entity_id * 2 - 1),
    payment: {
      account_status: null,
      additional_information: Object.values(paymentInfo(order)),
      amount_ordered: euros(order.grand_total_cents),
      base_amount_ordered: euros(order.grand_total_cents),
      ...(order.invoices?.length
        ? { amount_paid: euros(paidCents(order)), base_amount_paid: euros(paidCents(order)), last_trans_id: order.last_trans_id }
        : {}),
      ...(order.creditmemos?.length ? { amount_refunded: euros(refundedCents(order)), base_amount_refunded: euros(refundedCents(order)) } : {}),
      entity_id: order.entity_id,
      method: order.payment_method,
      parent_id: order.entity_id,
      shipping_amount: euros(order.shipping_cents),
      base_shipping_amount: euros(order.shipping_cents),
    },
    status_histories: sortedHistories(order).map((entry) => renderHistory(order, entry)),
    extension_attributes: {
      shipping_assignments: [
        {
          shipping: {
            address: shippingAddress,
            method: order.shipping_method,
            total: {
              shipping_amount: euros(order.shipping_cents),
              shipping_incl_tax: euros(order.shipping_incl_tax_cents),
              shipping_tax_amount: euros(order.shipping_tax_cents),
            },
          },
          items: items.filter((item) => item.parent_item_id === undefined),
        },
      ],
      // OrderRepository::setPaymentAdditionalInfo: every additional_information entry as key/value.
      payment_additional_info: Object.entries(paymentInfo(order)).map(([key, value]) => ({ key, value })),
    },
  };
}

/** Fields an order search may filter or sort on (sales_order_grid-ish); anything else is an SQL error in Magento. */
export const ORDER_FIELDS = new Set([
  'entity_id',
  'increment_id',
  'state',
  'status',
  'store_id',
  'created_at',
  'updated_at',
  'customer_email',
  'customer_firstname',
  'customer_lastname',
  'customer_id',
  'customer_is_guest',
  'coupon_code',
  'grand_total',
  'base_grand_total',
  'subtotal',
  'quote_id',
  'total_qty_ordered',
]);

export function readOrderField(order: OrderDoc, field: string): unknown {
  switch (field) {
    case 'created_at':
      return magentoDate(order.created_at);
    case 'updated_at':
      return magentoDate(order.updated_at);
    case 'grand_total':
    case 'base_grand_total':
      return euros(order.grand_total_cents);
    case 'subtotal':
      return euros(order.subtotal_cents);
    case 'customer_is_guest':
      return order.customer_id === undefined ? 1 : 0;
    default:
      return (order as unknown as Record<string, unknown>)[field];
  }
}
