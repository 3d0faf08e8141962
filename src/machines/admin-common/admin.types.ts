// The shapes the account and back-office pages work with, as the API layer (src/lib/api/admin-api.ts,
// account-api.ts) hands them over after reading the server's answers. Kept free of ky and React.
import type { Carrier } from '../../../common/contract/track-and-trace';

/** One line of an order as a person reads it: a bundle (bike) line appears once per ordered bike. */
export interface OrderLine {
  /** Magento's order item id of the (parent) line; the print sheet is per bike line. */
  itemId: number | null;
  sku: string;
  name: string;
  qty: number;
  price: number | null;
  rowTotal: number | null;
  isBundle: boolean;
  /** The chosen options by name (a bike's battery, colour, …). */
  options: ReadonlyArray<{ label: string; value: string }>;
}

export interface OrderComment {
  comment: string;
  status: string | null;
  date: string | null;
  notified?: boolean;
  visibleOnFront?: boolean;
  /** An invoice, shipment or refund shown among the status entries. */
  event?: OrderEvent;
}

export interface TrackView {
  carrier: Carrier;
  number: string;
  url: string | null;
}

export interface OrderEvent {
  kind: 'invoice' | 'shipment' | 'refund';
  number: string;
  amount: number | null;
  tracks?: TrackView[];
}

export interface ShipmentView {
  id: number;
  number: string;
  date: string | null;
  tracks: TrackView[];
}

export interface OrderAddress {
  name: string;
  company?: string;
  street: readonly string[];
  postcode: string;
  city: string;
  country: string;
  phone?: string;
  email?: string;
}

export interface OrderTotals {
  subtotal: number | null;
  shipping: number | null;
  discount: number | null;
  tax: number | null;
  grandTotal: number | null;
}

export interface CustomerOrderSummary {
  orderToken: string;
  number: string;
  date: string | null;
  status: string;
  total: number | null;
}

export interface CustomerOrderDetail {
  number: string;
  date: string | null;
  status: string;
  lines: OrderLine[];
  totals: OrderTotals;
  billingAddress: OrderAddress | null;
  paymentMethod: { code: string; title: string | null } | null;
  comments: OrderComment[];
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface DashboardFigures {
  ordersToday: number;
  revenueToday: number;
  ordersThisWeek: number;
  /** Net of refunds. */
  revenueThisWeek: number;
  /** What was refunded of this week's orders (credit memos). */
  refundedThisWeek: number;
  openOrders: number;
  newLeads: number;
  lowStockParts: Array<{ sku: string; name: string; qty: number }>;
  /** Orders whose payment and state disagree, with the operation that resolves each (oldest first per kind). */
  paymentExceptions: PaymentExceptionRow[];
  paymentQueue: { pendingPaymentHours: number; codShipDays: number };
}

export const PAYMENT_EXCEPTION_KINDS = ['paid-not-invoiced', 'canceled-but-paid', 'stale-pending-payment', 'cod-not-shipped'] as const;
export type PaymentExceptionKind = (typeof PAYMENT_EXCEPTION_KINDS)[number];

export interface PaymentExceptionRow {
  kind: PaymentExceptionKind;
  action: OrderOperation;
  orderId: number;
  number: string;
  date: string | null;
  customerName: string;
  total: number;
}

export interface BikeSummary {
  id: number;
  sku: string;
  name: string;
  status: 'enabled' | 'disabled';
  price: number;
  sortOrder: number;
}

export const STORE_VIEWS = ['nl', 'en', 'de'] as const;
export type StoreView = (typeof STORE_VIEWS)[number];

export interface BikeStoreViewText {
  name: string;
  /** Plain text on every shop card. */
  oneLiner: string;
  /** Rich text (common/rich-text.ts's allow-list). */
  shortDescription: string;
  description: string;
}

export interface BikeOptionSelection {
  selectionId: number;
  sku: string;
  name: string;
  price: number;
  isDefault: boolean;
}

export interface BikeOption {
  optionId: number;
  title: string;
  required: boolean;
  type: string;
  selections: BikeOptionSelection[];
}

export interface BikeDetail {
  id: number;
  sku: string;
  price: number;
  status: 'enabled' | 'disabled';
  sortOrder: number;
  storeViews: Record<StoreView, BikeStoreViewText>;
  options: BikeOption[];
  /** Related and cross-sell products, in the order the shop shows them. */
  related: LinkedProduct[];
  crosssell: LinkedProduct[];
}

/** A product another links to (and one the editor's picker offers). */
export interface LinkedProduct {
  sku: string;
  name: string;
}

export type ProductLinkType = 'related' | 'crosssell';

export interface PartRow {
  sku: string;
  name: string;
  category: string;
  price: number;
  qty: number;
  status: 'enabled' | 'disabled';
}

export interface PartsPage extends Page<PartRow> {
  categories: Array<{ id: string; name: string }>;
}

export interface ShopListingRow {
  sku: string;
  name: string;
  visibility: string;
  sortOrder: number;
  categoryId: string | null;
  featured: boolean;
}

export interface ShopListing {
  items: ShopListingRow[];
  categories: Array<{ id: string; name: string }>;
}

export interface AdminOrderRow {
  id: number;
  number: string;
  date: string | null;
  customerName: string;
  email: string;
  status: string;
  total: number | null;
  paymentMethod: { code: string; title: string | null } | null;
}

export interface AdminOrdersPage extends Page<AdminOrderRow> {
  statuses: Array<{ code: string; label: string }>;
}

export interface AdminOrderDetail {
  id: number;
  number: string;
  date: string | null;
  status: string;
  customerName: string;
  email: string;
  isGuest: boolean;
  lines: OrderLine[];
  totals: OrderTotals;
  billingAddress: OrderAddress | null;
  shippingAddress: OrderAddress | null;
  paymentMethod: { code: string; title: string | null } | null;
  /** Newest first. */
  history: OrderComment[];
  statuses: Array<{ code: string; label: string }>;
  /** Magento's order state (new, pending_payment, processing, complete, closed, canceled, holded). */
  state: string | null;
  /** What Magento allows for the order now (computed by the server like Model/Order.php's can*()). */
  can: OrderAbilities;
  paid: number;
  refunded: number;
  shipments: ShipmentView[];
  refund: RefundInfo;
}

export interface OrderAbilities {
  cancel: boolean;
  invoice: boolean;
  ship: boolean;
  creditmemo: boolean;
  hold: boolean;
  unhold: boolean;
}

export interface RefundInfo {
  /** Paid and not refunded yet. */
  available: number;
  /** Shipping not refunded yet. */
  shipping: number;
  /** Through the payment provider (Mollie); otherwise the shop pays back itself (cash on delivery). */
  online: boolean;
  lines: Array<{ itemId: number; sku: string; name: string; qty: number; unitAmount: number }>;
}

export interface OrderCommentInput {
  comment: string;
  status: string;
  notifyCustomer: boolean;
  visibleOnFront: boolean;
}

export interface PrintSheet {
  orderNumber: string;
  customerName: string;
  model: string;
  sku: string;
  options: ReadonlyArray<{ label: string; value: string }>;
  date: string | null;
  /** Bikes on this order line: a line of two gets two sheets, numbered 1/2 and 2/2. */
  qty: number;
}

export const LEAD_STATUSES = ['new', 'in_progress', 'done', 'spam'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export interface LeadRow {
  id: string;
  form: string;
  status: LeadStatus;
  createdAt: string;
  locale: string | null;
  /** The submitted fields, as the server stores them. */
  fields: Record<string, unknown>;
  /** The uploaded CV of a job application. */
  file: { fileName: string; sizeBytes: number } | null;
}

// ---- Customers, coupons and the audit log (issue 22) ----

export interface CustomerRow {
  id: number;
  name: string;
  email: string;
  createdAt: string | null;
  city: string | null;
  orderCount: number;
}

export interface CustomerOrder {
  id: number;
  number: string;
  date: string | null;
  status: string;
  total: number | null;
}

export interface CustomerDetail extends CustomerRow {
  orders: CustomerOrder[];
}

export type CouponKind = 'percent' | 'fixed' | 'other';
export type CouponStatus = 'active' | 'inactive' | 'scheduled' | 'expired' | 'used-up';

export interface CouponRow {
  couponId: number;
  ruleId: number;
  code: string;
  description: string;
  type: CouponKind;
  amount: number;
  minSubtotal: number | null;
  skus: string[];
  categoryIds: string[];
  fromDate: string | null;
  toDate: string | null;
  timesUsed: number;
  usesPerCoupon: number;
  usesPerCustomer: number;
  status: CouponStatus;
}

export interface CouponsPage extends Page<CouponRow> {
  categories: Array<{ id: string; name: string }>;
}

/** What the admin fills in to create a coupon (server/admin/admin-coupons.router.ts couponBody). */
export interface CouponInput {
  code: string;
  description: string;
  type: 'percent' | 'fixed';
  amount: number;
  minSubtotal: number | null;
  skus: string[];
  categoryIds: string[];
  fromDate: string | null;
  toDate: string | null;
  usesPerCoupon: number;
  usesPerCustomer: number;
}

export interface AuditEntry {
  id: string;
  at: string;
  actor: string;
  action: string;
  subject: { type: string; id: string };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface AuditPage extends Page<AuditEntry> {
  actors: string[];
  actions: string[];
}

/** The back office's order operations (server/admin/admin-order-operations.router.ts). */
export type OrderOperation = 'cancel' | 'invoice' | 'ship' | 'refund' | 'hold' | 'unhold';

/** What an operation sends: the confirmation's key (one operation per key), and the ship and refund details. */
export interface OperationBody {
  key: string;
  carrier?: Carrier;
  trackingNumber?: string;
  notifyCustomer?: boolean;
  /** Refund: the lines and quantities; empty = everything left. */
  lines?: Array<{ itemId: number; qty: number }>;
  refundShipping?: boolean;
  returnToStock?: boolean;
}
