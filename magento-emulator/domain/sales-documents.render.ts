// InvoiceInterface, ShipmentInterface (with its tracks) and CreditmemoInterface as the REST API prints them
// (Magento_Sales's InvoiceRepository, ShipmentRepository, CreditmemoRepository), and the fields their searches take.
import { euros, magentoDate } from '../lib/magento.output';
import type { OrderDoc } from './order.service';
import type { CreditmemoRecord, DocumentItem, InvoiceRecord, ShipmentRecord } from './sales-documents.service';

function renderItem(parentId: number, item: DocumentItem): Record<string, unknown> {
  return {
    entity_id: item.entity_id,
    parent_id: parentId,
    order_item_id: item.order_item_id,
    sku: item.sku,
    name: item.name,
    qty: item.qty,
    price_incl_tax: euros(item.price_incl_tax_cents),
    base_price_incl_tax: euros(item.price_incl_tax_cents),
    row_total_incl_tax: euros(item.row_total_incl_tax_cents),
    base_row_total_incl_tax: euros(item.row_total_incl_tax_cents),
    tax_amount: euros(item.tax_cents),
    base_tax_amount: euros(item.tax_cents),
    discount_amount: euros(item.discount_cents),
    base_discount_amount: euros(item.discount_cents),
  };
}

export function renderInvoice(order: OrderDoc, invoice: InvoiceRecord): Record<string, unknown> {
  const items = invoice.items ?? [];
  return {
    entity_id: invoice.entity_id,
    increment_id: invoice.increment_id,
    order_id: order.entity_id,
    store_id: order.store_id,
    state: invoice.state ?? 2,
    grand_total: euros(invoice.grand_total_cents),
    base_grand_total: euros(invoice.grand_total_cents),
    shipping_incl_tax: euros(invoice.shipping_incl_tax_cents ?? 0),
    base_shipping_incl_tax: euros(invoice.shipping_incl_tax_cents ?? 0),
    tax_amount: euros(invoice.tax_cents ?? 0),
    base_tax_amount: euros(invoice.tax_cents ?? 0),
    base_total_refunded: invoice.total_refunded_cents ? euros(invoice.total_refunded_cents) : undefined,
    is_used_for_refund: invoice.is_used_for_refund ? 1 : undefined,
    total_qty: items.reduce((sum, item) => sum + item.qty, 0),
    transaction_id: invoice.transaction_id,
    order_currency_code: 'EUR',
    base_currency_code: 'EUR',
    created_at: magentoDate(invoice.created_at),
    updated_at: magentoDate(invoice.created_at),
    items: items.map((item) => renderItem(invoice.entity_id, item)),
    comments: [],
  };
}

export function renderShipment(order: OrderDoc, shipment: ShipmentRecord): Record<string, unknown> {
  return {
    entity_id: shipment.entity_id,
    increment_id: shipment.increment_id,
    order_id: order.entity_id,
    store_id: order.store_id,
    customer_id: order.customer_id,
    email_sent: shipment.email_sent,
    total_qty: shipment.items.reduce((sum, item) => sum + item.qty, 0),
    created_at: magentoDate(shipment.created_at),
    updated_at: magentoDate(shipment.created_at),
    items: shipment.items.map((item) => ({
      entity_id: item.entity_id,
      parent_id: shipment.entity_id,
      order_item_id: item.order_item_id,
      sku: item.sku,
      name: item.name,
      qty: item.qty,
      price: euros(item.price_incl_tax_cents),
    })),
    tracks: shipment.tracks.map((track) => ({
      entity_id: track.entity_id,
      parent_id: shipment.entity_id,
      order_id: order.entity_id,
      carrier_code: track.carrier_code,
      title: track.title,
      track_number: track.track_number,
      created_at: magentoDate(track.created_at),
      updated_at: magentoDate(track.created_at),
    })),
    comments: [],
    packages: [],
  };
}

export function renderCreditmemo(order: OrderDoc, memo: CreditmemoRecord): Record<string, unknown> {
  const adjustment = memo.adjustment_positive_cents - memo.adjustment_negative_cents;
  return {
    entity_id: memo.entity_id,
    increment_id: memo.increment_id,
    order_id: order.entity_id,
    invoice_id: memo.invoice_id,
    store_id: order.store_id,
    state: memo.state,
    grand_total: euros(memo.grand_total_cents),
    base_grand_total: euros(memo.grand_total_cents),
    adjustment_positive: euros(memo.adjustment_positive_cents),
    base_adjustment_positive: euros(memo.adjustment_positive_cents),
    adjustment_negative: euros(memo.adjustment_negative_cents),
    base_adjustment_negative: euros(memo.adjustment_negative_cents),
    adjustment: euros(adjustment),
    base_adjustment: euros(adjustment),
    shipping_incl_tax: euros(memo.shipping_incl_tax_cents),
    base_shipping_incl_tax: euros(memo.shipping_incl_tax_cents),
    tax_amount: euros(memo.tax_cents),
    base_tax_amount: euros(memo.tax_cents),
    transaction_id: memo.transaction_id,
    order_currency_code: 'EUR',
    base_currency_code: 'EUR',
    created_at: magentoDate(memo.created_at),
    updated_at: magentoDate(memo.created_at),
    items: memo.items.map((item) => renderItem(memo.entity_id, item)),
    comments: [],
  };
}

/** Fields a document search may filter or sort on; anything else is an SQL error in Magento's collection. */
export const DOCUMENT_FIELDS = new Set(['entity_id', 'increment_id', 'order_id', 'state', 'created_at', 'updated_at', 'invoice_id', 'grand_total']);

export function readDocumentField(doc: Record<string, unknown>, field: string): unknown {
  return doc[field];
}
