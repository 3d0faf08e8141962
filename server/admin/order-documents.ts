// An order's invoices, shipments (with their tracks) and credit memos, read from Magento (GET /V1/invoices,
// /V1/shipments, /V1/creditmemos filtered on order_id), and what the order views make of them: the shipments with
// their carrier and track & trace link (the customer's history too), the documents as entries of the order's
// history, and what is left to refund per line.
import { mpath, type MagentoPath } from '../magento/magento.client';
import type { MagentoSearchResult } from '../magento/magento.types';
import type { UserRest } from '../auth/session-guard';
import { carrierOfTitle, trackingUrl, type Carrier } from '../../common/contract/track-and-trace';
import { isoDate, shippingAddressOf, type FullOrder, type HistoryView } from '../customer/order-view';
import { money } from './admin-magento';
import { qtyToRefund, refundableCents, type OrderItemQty } from './order-abilities';
import { searchCriteria } from './admin-magento';

interface DocumentItem {
  order_item_id?: number;
  qty?: number;
}
interface MagentoTrack {
  carrier_code?: string;
  title?: string;
  track_number?: string;
  created_at?: string;
}
export interface MagentoInvoice {
  entity_id?: number;
  increment_id?: string;
  grand_total?: number;
  created_at?: string;
  items?: DocumentItem[];
}
export interface MagentoShipment {
  entity_id?: number;
  increment_id?: string;
  created_at?: string;
  items?: DocumentItem[];
  tracks?: MagentoTrack[];
}
export interface MagentoCreditmemo {
  entity_id?: number;
  increment_id?: string;
  grand_total?: number;
  created_at?: string;
  transaction_id?: string;
  items?: DocumentItem[];
}

export interface OrderDocuments {
  invoices: MagentoInvoice[];
  shipments: MagentoShipment[];
  creditmemos: MagentoCreditmemo[];
}

export interface ShipmentView {
  id: number;
  number: string;
  date: string | null;
  qty: number;
  tracks: Array<{ carrier: Carrier; number: string; url: string | null }>;
}

/** A history entry made from a document: the view words it ("Invoice 1000005 · € 120,00"). */
export interface DocumentEvent {
  kind: 'invoice' | 'shipment' | 'refund';
  number: string;
  amount: number | null;
  tracks?: ShipmentView['tracks'];
}

export async function loadOrderDocuments(rest: UserRest, store: string, orderId: number, deadlineAt: number): Promise<OrderDocuments> {
  const query = searchCriteria([[{ field: 'order_id', value: String(orderId) }]], { pageSize: 100, page: 1 });
  const list = async <T>(path: MagentoPath): Promise<T[]> => {
    const result = await rest<MagentoSearchResult<T>>({ method: 'GET', store, path, query, deadlineAt });
    return (result?.items ?? []).filter((item) => item && typeof item === 'object');
  };
  const [invoices, shipments, creditmemos] = await Promise.all([
    list<MagentoInvoice>(mpath`/V1/invoices`),
    list<MagentoShipment>(mpath`/V1/shipments`),
    list<MagentoCreditmemo>(mpath`/V1/creditmemos`),
  ]);
  return { invoices, shipments, creditmemos };
}

const qtyOf = (items: DocumentItem[] | undefined) => (items ?? []).reduce((sum, item) => sum + (Number(item.qty) || 0), 0);

export function shipmentViews(order: FullOrder, shipments: MagentoShipment[]): ShipmentView[] {
  const address = shippingAddressOf(order);
  const destination = address ? { country: String(address.country_id ?? 'NL'), postcode: String(address.postcode ?? '') } : null;
  return shipments
    .filter((shipment) => typeof shipment.entity_id === 'number')
    .map((shipment) => ({
      id: shipment.entity_id!,
      number: String(shipment.increment_id ?? shipment.entity_id),
      date: isoDate(shipment.created_at),
      qty: qtyOf(shipment.items),
      tracks: (shipment.tracks ?? [])
        .filter((track) => typeof track.track_number === 'string' && track.track_number !== '')
        .map((track) => {
          const carrier = carrierOfTitle(String(track.title ?? ''));
          return { carrier, number: track.track_number!, url: trackingUrl(carrier, track.track_number!, destination) };
        }),
    }));
}

/** The documents as history entries, merged with Magento's status history, newest first. */
export function historyWithDocuments(history: HistoryView[], order: FullOrder, docs: OrderDocuments): Array<HistoryView & { event?: DocumentEvent }> {
  const events: Array<HistoryView & { event: DocumentEvent }> = [
    ...docs.invoices.map((invoice) => ({
      comment: '',
      status: null,
      date: isoDate(invoice.created_at),
      event: { kind: 'invoice' as const, number: String(invoice.increment_id ?? ''), amount: money(invoice.grand_total) },
    })),
    ...shipmentViews(order, docs.shipments).map((shipment) => ({
      comment: '',
      status: null,
      date: shipment.date,
      event: { kind: 'shipment' as const, number: shipment.number, amount: null, tracks: shipment.tracks },
    })),
    ...docs.creditmemos.map((memo) => ({
      comment: '',
      status: null,
      date: isoDate(memo.created_at),
      event: { kind: 'refund' as const, number: String(memo.increment_id ?? ''), amount: money(memo.grand_total) },
    })),
  ];
  // Stable: at the same second a document comes after (below) the status entry Magento wrote with it.
  return [...history, ...events].sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''));
}

export interface RefundView {
  /** What is paid and not refunded yet. */
  available: number;
  /** The shipping not refunded yet (refunded with a whole refund, or when asked). */
  shipping: number;
  /** Online through the payment provider (Mollie) or offline (cash on delivery: paid back by the shop itself). */
  online: boolean;
  lines: Array<{ itemId: number; sku: string; name: string; qty: number; unitAmount: number }>;
}

export function refundView(order: FullOrder): RefundView {
  const items = (order.items ?? []) as Array<OrderItemQty & { sku?: string; name?: string; row_total_incl_tax?: number; discount_amount?: number }>;
  const shippingPaid = Math.round(Number(order.shipping_incl_tax ?? 0) * 100);
  const shippingRefunded = Math.round(Number(order.shipping_refunded ?? 0) * 100);
  const method = String(order.payment?.method ?? '');
  return {
    available: refundableCents(order) / 100,
    shipping: Math.max(0, shippingPaid - shippingRefunded) / 100,
    online: method.startsWith('mollie_methods_'),
    lines: items
      .filter((item) => !item.parent_item_id && typeof item.item_id === 'number' && qtyToRefund(item) > 0)
      .map((item) => {
        const ordered = Number(item.qty_ordered) || 1;
        const unit = (Number(item.row_total_incl_tax ?? 0) - Math.abs(Number(item.discount_amount ?? 0))) / ordered;
        return { itemId: item.item_id!, sku: String(item.sku ?? ''), name: String(item.name ?? ''), qty: qtyToRefund(item), unitAmount: money(unit) };
      }),
  };
}
