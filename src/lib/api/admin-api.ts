// The back office's calls (/api/admin/*) on the request helper of account-api.ts: dashboard, bikes, parts, shop
// listing, orders with comments, the print sheet and the leads; plus the browser-session stash that keeps an
// unsaved bike edit across a trip to the login page (the admin session lasts as long as Magento's admin token, 60
// minutes by default: an edit may outlive it).
import type {
  AuditEntry,
  AuditPage,
  CouponInput,
  CouponRow,
  CouponsPage,
  CustomerDetail,
  CustomerRow,
  AdminOrderDetail,
  AdminOrderRow,
  AdminOrdersPage,
  BikeDetail,
  BikeOption,
  BikeStoreViewText,
  LinkedProduct,
  BikeSummary,
  DashboardFigures,
  LeadRow,
  LeadStatus,
  OperationBody,
  OrderAbilities,
  OrderCommentInput,
  OrderOperation,
  Page,
  PartRow,
  PartsPage,
  PrintSheet,
  RefundInfo,
  ShopListing,
  ShopListingRow,
  StoreView,
} from '../../machines/admin-common/admin.types';
import { PAYMENT_EXCEPTION_KINDS, STORE_VIEWS, type PaymentExceptionKind } from '../../machines/admin-common/admin.types';
import { bool, list, num, obj, readAddress, readComments, readLines, readPage, readTotals, readTracks, str } from '../../machines/admin-common/answer-reading';
import { call } from './account-api';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export interface PartsQuery {
  q?: string;
  category?: string;
  page: number;
  pageSize: number;
}
export interface OrdersQuery {
  q?: string;
  status?: string;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}
export interface LeadsQuery {
  form?: string;
  status?: string;
  from?: string;
  to?: string;
  q?: string;
  page: number;
  pageSize: number;
}

export interface CustomersQuery {
  q?: string;
  page: number;
  pageSize: number;
}
export interface CouponsQuery {
  q?: string;
  page: number;
  pageSize: number;
}
export interface AuditQuery {
  actor?: string;
  action?: string;
  subjectType?: string;
  subjectId?: string;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

export interface PartPatch {
  price?: number;
  qty?: number;
  status?: 'enabled' | 'disabled';
}
export interface ShopPatch {
  visibility?: string;
  sortOrder?: number;
  categoryId?: string | null;
  featured?: boolean;
}

export interface AdminApi {
  dashboard(signal?: AbortSignal): Promise<DashboardFigures>;
  bikes(signal?: AbortSignal): Promise<BikeSummary[]>;
  bike(id: number, signal?: AbortSignal): Promise<BikeDetail>;
  saveBike(bike: BikeDetail, signal?: AbortSignal): Promise<BikeDetail>;
  parts(query: PartsQuery, signal?: AbortSignal): Promise<PartsPage>;
  savePart(sku: string, patch: PartPatch): Promise<PartRow | null>;
  shopListing(signal?: AbortSignal): Promise<ShopListing>;
  saveShopListing(sku: string, patch: ShopPatch): Promise<ShopListingRow | null>;
  orders(query: OrdersQuery, signal?: AbortSignal): Promise<AdminOrdersPage>;
  order(id: number, signal?: AbortSignal): Promise<AdminOrderDetail>;
  addOrderComment(id: number, input: OrderCommentInput): Promise<void>;
  /** One order operation (cancel, invoice, ship, refund, hold, unhold); answers the order as it is afterwards. */
  orderOperation(id: number, operation: OrderOperation, body: OperationBody): Promise<AdminOrderDetail>;
  printSheet(orderId: number, itemId: number, signal?: AbortSignal): Promise<PrintSheet>;
  leads(query: LeadsQuery, signal?: AbortSignal): Promise<Page<LeadRow>>;
  setLeadStatus(id: string, status: LeadStatus): Promise<LeadRow | null>;
  deleteLead(id: string): Promise<void>;
  customers(query: CustomersQuery, signal?: AbortSignal): Promise<Page<CustomerRow>>;
  customer(id: number, signal?: AbortSignal): Promise<CustomerDetail>;
  coupons(query: CouponsQuery, signal?: AbortSignal): Promise<CouponsPage>;
  createCoupon(input: CouponInput): Promise<CouponRow | null>;
  expireCoupon(ruleId: number): Promise<void>;
  audit(query: AuditQuery, signal?: AbortSignal): Promise<AuditPage>;
}

const status = (value: unknown): 'enabled' | 'disabled' => (value === 'disabled' || value === 2 || value === '2' || value === false ? 'disabled' : 'enabled');

function readBikeSummary(value: unknown): BikeSummary {
  const row = obj(value);
  return {
    id: num(row.id) ?? 0,
    sku: str(row.sku),
    name: str(row.name),
    status: status(row.status),
    price: num(row.price) ?? 0,
    sortOrder: num(row.sortOrder ?? row.sort_order) ?? 0,
  };
}

function readStoreView(value: unknown): BikeStoreViewText {
  const view = obj(value);
  return {
    name: str(view.name),
    oneLiner: str(view.oneLiner ?? view.one_liner),
    shortDescription: str(view.shortDescription ?? view.short_description),
    description: str(view.description),
  };
}

function readOption(value: unknown): BikeOption {
  const option = obj(value);
  return {
    optionId: num(option.optionId ?? option.option_id) ?? 0,
    title: str(option.title),
    required: bool(option.required),
    type: str(option.type),
    selections: list(option.selections ?? option.product_links).map((entry) => {
      const selection = obj(entry);
      return {
        selectionId: num(selection.selectionId ?? selection.selection_id ?? selection.id) ?? 0,
        sku: str(selection.sku),
        name: str(selection.name) || str(selection.sku),
        price: num(selection.price) ?? 0,
        isDefault: bool(selection.isDefault ?? selection.is_default),
      };
    }),
  };
}

export function readBike(value: unknown): BikeDetail {
  const bike = obj(value);
  const views = obj(bike.storeViews ?? bike.store_views);
  return {
    id: num(bike.id) ?? 0,
    sku: str(bike.sku),
    price: num(bike.price) ?? 0,
    status: status(bike.status),
    sortOrder: num(bike.sortOrder ?? bike.sort_order) ?? 0,
    storeViews: Object.fromEntries(STORE_VIEWS.map((view) => [view, readStoreView(views[view])])) as Record<StoreView, BikeStoreViewText>,
    options: list(bike.options).map(readOption),
    related: readLinked(bike.related),
    crosssell: readLinked(bike.crosssell),
  };
}

function readLinked(value: unknown): LinkedProduct[] {
  return list(value)
    .map(obj)
    .map((link) => ({ sku: str(link.sku), name: str(link.name) || str(link.sku) }))
    .filter((link) => link.sku !== '');
}

function readPart(value: unknown): PartRow {
  const row = obj(value);
  return {
    sku: str(row.sku),
    name: str(row.name),
    category: str(row.category ?? row.categoryName),
    price: num(row.price) ?? 0,
    qty: num(row.qty ?? row.stock) ?? 0,
    status: status(row.status),
  };
}

function readCategories(value: unknown): Array<{ id: string; name: string }> {
  return list(value)
    .map(obj)
    .map((category) => ({ id: str(category.id ?? category.categoryId), name: str(category.name) }))
    .filter((category) => category.id !== '');
}

function readShopRow(value: unknown): ShopListingRow {
  const row = obj(value);
  const category = row.categoryId ?? row.category_id;
  return {
    sku: str(row.sku),
    name: str(row.name),
    visibility: str(row.visibility),
    sortOrder: num(row.sortOrder ?? row.sort_order) ?? 0,
    categoryId: category === null || category === undefined || category === '' ? null : str(category),
    featured: bool(row.featured),
  };
}

function readOrderRow(value: unknown): AdminOrderRow {
  const row = obj(value);
  return {
    id: num(row.id ?? row.entity_id) ?? 0,
    number: str(row.number ?? row.increment_id),
    date: str(row.date ?? row.created_at) || null,
    customerName: str(row.customerName ?? row.customer_name),
    email: str(row.email ?? row.customer_email),
    status: str(row.status),
    total: num(row.total ?? row.grand_total),
    paymentMethod: readPaymentMethod(row.paymentMethod ?? row.payment_method ?? row.payment),
  };
}

/** A payment method as `{ code, title }` (or Magento's bare code): the page words it, Magento's title is English. */
function readPaymentMethod(value: unknown): { code: string; title: string | null } | null {
  if (typeof value === 'string') return value ? { code: value, title: null } : null;
  const payment = obj(value);
  const code = str(payment.code ?? payment.method);
  return code ? { code, title: str(payment.title) || null } : null;
}

function readStatuses(value: unknown): Array<{ code: string; label: string }> {
  return list(value)
    .map((entry) =>
      typeof entry === 'string'
        ? { code: entry, label: '' }
        : { code: str(obj(entry).code ?? obj(entry).status ?? obj(entry).value), label: str(obj(entry).label) },
    )
    .filter((entry) => entry.code !== '');
}

export function readAdminOrder(value: unknown): AdminOrderDetail {
  const order = obj(value);
  const customerName =
    str(order.customerName ?? order.customer_name) || [str(order.customer_firstname), str(order.customer_lastname)].filter(Boolean).join(' ');
  return {
    id: num(order.id ?? order.entity_id) ?? 0,
    number: str(order.number ?? order.increment_id),
    date: str(order.date ?? order.created_at) || null,
    status: str(order.status),
    customerName,
    email: str(order.email ?? order.customer_email),
    isGuest: bool(order.isGuest ?? order.customer_is_guest),
    lines: readLines(order.lines ?? order.items),
    totals: readTotals(order.totals ?? order),
    billingAddress: readAddress(order.billingAddress ?? order.billing_address),
    shippingAddress: readAddress(order.shippingAddress ?? order.shipping_address),
    paymentMethod: readPaymentMethod(order.paymentMethod ?? order.payment_method ?? order.payment),
    history: readComments(order.history ?? order.statusHistory ?? order.status_histories ?? order.comments),
    statuses: readStatuses(order.statuses),
    state: str(order.state) || null,
    can: readAbilities(order.can),
    paid: num(order.paid) ?? 0,
    refunded: num(order.refunded) ?? 0,
    shipments: list(order.shipments)
      .map(obj)
      .map((shipment) => ({ id: num(shipment.id) ?? 0, number: str(shipment.number), date: str(shipment.date) || null, tracks: readTracks(shipment.tracks) })),
    refund: readRefund(order.refund),
  };
}

function readAbilities(value: unknown): OrderAbilities {
  const can = obj(value);
  return {
    cancel: can.cancel === true,
    invoice: can.invoice === true,
    ship: can.ship === true,
    creditmemo: can.creditmemo === true,
    hold: can.hold === true,
    unhold: can.unhold === true,
  };
}

function readRefund(value: unknown): RefundInfo {
  const refund = obj(value);
  return {
    available: num(refund.available) ?? 0,
    shipping: num(refund.shipping) ?? 0,
    online: refund.online === true,
    lines: list(refund.lines)
      .map(obj)
      .map((line) => ({
        itemId: num(line.itemId) ?? 0,
        sku: str(line.sku),
        name: str(line.name),
        qty: num(line.qty) ?? 0,
        unitAmount: num(line.unitAmount) ?? 0,
      }))
      .filter((line) => line.itemId > 0 && line.qty > 0),
  };
}

function readSheet(value: unknown): PrintSheet {
  const sheet = obj(value);
  const options = sheet.options ?? sheet.optionsByName;
  const entries = Array.isArray(options)
    ? options.map(obj).map((option) => ({ label: str(option.label ?? option.title ?? option.name), value: str(option.value ?? option.selection) }))
    : Object.entries(obj(options)).map(([label, entry]) => ({ label, value: str(entry) }));
  return {
    orderNumber: str(sheet.orderNumber ?? sheet.order_number ?? sheet.number),
    customerName: str(sheet.customerName ?? sheet.customer_name),
    model: str(sheet.model ?? sheet.name),
    sku: str(sheet.sku),
    options: entries.filter((entry) => entry.value !== ''),
    date: str(sheet.date ?? sheet.created_at) || null,
    qty: Math.max(1, Math.round(num(sheet.qty) ?? 1)),
  };
}

function readLead(value: unknown): LeadRow {
  const lead = obj(value);
  const file = obj(lead.file);
  return {
    id: str(lead.id),
    form: str(lead.form),
    status: (['new', 'in_progress', 'done', 'spam'] as const).find((known) => known === lead.status) ?? 'new',
    createdAt: str(lead.createdAt ?? lead.created_at),
    locale: str(lead.locale) || null,
    fields: obj(lead.fields),
    file: str(file.fileName) ? { fileName: str(file.fileName), sizeBytes: num(file.sizeBytes) ?? 0 } : null,
  };
}

function readCustomer(value: unknown): CustomerRow {
  const row = obj(value);
  return {
    id: num(row.id) ?? 0,
    name: str(row.name),
    email: str(row.email),
    createdAt: str(row.createdAt) || null,
    city: str(row.city) || null,
    orderCount: num(row.orderCount) ?? 0,
  };
}

const COUPON_STATUSES = ['active', 'inactive', 'scheduled', 'expired', 'used-up'] as const;
const strings = (value: unknown) => list(value).map(str).filter(Boolean);

function readCoupon(value: unknown): CouponRow {
  const row = obj(value);
  const type = row.type === 'percent' || row.type === 'fixed' ? row.type : 'other';
  return {
    couponId: num(row.couponId) ?? 0,
    ruleId: num(row.ruleId) ?? 0,
    code: str(row.code),
    description: str(row.description),
    type,
    amount: num(row.amount) ?? 0,
    minSubtotal: num(row.minSubtotal),
    skus: strings(row.skus),
    categoryIds: strings(row.categoryIds),
    fromDate: str(row.fromDate) || null,
    toDate: str(row.toDate) || null,
    timesUsed: num(row.timesUsed) ?? 0,
    usesPerCoupon: num(row.usesPerCoupon) ?? 0,
    usesPerCustomer: num(row.usesPerCustomer) ?? 0,
    status: COUPON_STATUSES.find((known) => known === row.status) ?? 'inactive',
  };
}

function readAudit(value: unknown): AuditEntry {
  const entry = obj(value);
  const subject = obj(entry.subject);
  const values = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);
  return {
    id: str(entry.id),
    at: str(entry.at),
    actor: str(entry.actor),
    action: str(entry.action),
    subject: { type: str(subject.type), id: str(subject.id) },
    before: values(entry.before),
    after: values(entry.after),
  };
}

/** The back office in the admin's language: product names and option titles come from that store view. */
export function createAdminApi(lang: () => string): AdminApi {
  const admin = {
    role: 'admin' as const,
    get search() {
      return { locale: lang() };
    },
  };
  const searching = (query: object) => ({ search: { ...query, locale: lang() } });
  return {
    async dashboard(signal) {
      const data = obj(await call<unknown>('get', 'admin/dashboard', { ...admin, ...withSignal(signal) }));
      return {
        ordersToday: num(data.ordersToday) ?? 0,
        revenueToday: num(data.revenueToday) ?? 0,
        ordersThisWeek: num(data.ordersThisWeek) ?? 0,
        revenueThisWeek: num(data.revenueThisWeek) ?? 0,
        refundedThisWeek: num(data.refundedThisWeek) ?? 0,
        openOrders: num(data.openOrders) ?? 0,
        newLeads: num(data.newLeads) ?? 0,
        lowStockParts: list(data.lowStockParts)
          .map(obj)
          .map((part) => ({ sku: str(part.sku), name: str(part.name), qty: num(part.qty) ?? 0 })),
        paymentExceptions: list(data.paymentExceptions)
          .map(obj)
          .map((entry) => ({
            kind: str(entry.kind) as PaymentExceptionKind,
            action: str(entry.action) as OrderOperation,
            orderId: num(entry.orderId) ?? 0,
            number: str(entry.number),
            date: str(entry.date) || null,
            customerName: str(entry.customerName),
            total: num(entry.total) ?? 0,
          }))
          .filter((entry) => entry.orderId > 0 && PAYMENT_EXCEPTION_KINDS.includes(entry.kind)),
        paymentQueue: {
          pendingPaymentHours: num(obj(data.paymentQueue).pendingPaymentHours) ?? 48,
          codShipDays: num(obj(data.paymentQueue).codShipDays) ?? 3,
        },
      };
    },
    async bikes(signal) {
      const data = await call<unknown>('get', 'admin/bikes', { ...admin, ...withSignal(signal) });
      return (Array.isArray(data) ? data : list(obj(data).items)).map(readBikeSummary);
    },
    async bike(id, signal) {
      return readBike(await call<unknown>('get', `admin/bikes/${id}`, { ...admin, ...withSignal(signal) }));
    },
    async saveBike(bike, signal) {
      const saved = await call<unknown>('put', `admin/bikes/${bike.id}`, { ...admin, json: bike, ...withSignal(signal) });
      // A server that answers without the product (204-like) keeps what was sent.
      return Object.keys(obj(saved)).length > 0 ? readBike(saved) : bike;
    },
    async parts(query, signal) {
      const data = await call<unknown>('get', 'admin/parts', { ...admin, ...searching(query), ...withSignal(signal) });
      return { ...readPage(data, readPart, query.page, query.pageSize), categories: readCategories(obj(data).categories) };
    },
    async savePart(sku, patch) {
      const saved = obj(await call<unknown>('patch', `admin/parts/${encodeURIComponent(sku)}`, { ...admin, json: patch }));
      return saved.sku ? readPart(saved) : null;
    },
    async shopListing(signal) {
      const data = await call<unknown>('get', 'admin/shop', { ...admin, ...withSignal(signal) });
      return { items: (Array.isArray(data) ? data : list(obj(data).items)).map(readShopRow), categories: readCategories(obj(data).categories) };
    },
    async saveShopListing(sku, patch) {
      const saved = obj(await call<unknown>('patch', `admin/shop/${encodeURIComponent(sku)}`, { ...admin, json: patch }));
      return saved.sku ? readShopRow(saved) : null;
    },
    async orders(query, signal) {
      const data = await call<unknown>('get', 'admin/orders', { ...admin, ...searching(query), ...withSignal(signal) });
      return { ...readPage(data, readOrderRow, query.page, query.pageSize), statuses: readStatuses(obj(data).statuses) };
    },
    async order(id, signal) {
      return readAdminOrder(await call<unknown>('get', `admin/orders/${id}`, { ...admin, ...withSignal(signal) }));
    },
    async addOrderComment(id, input) {
      await call('post', `admin/orders/${id}/comments`, { ...admin, json: input });
    },
    async orderOperation(id, operation, body) {
      return readAdminOrder(await call<unknown>('post', `admin/orders/${id}/${operation}`, { ...admin, json: body }));
    },
    async printSheet(orderId, itemId, signal) {
      return readSheet(await call<unknown>('get', `admin/print-bike/${orderId}/${itemId}`, { ...admin, ...withSignal(signal) }));
    },
    async leads(query, signal) {
      const data = await call<unknown>('get', 'admin/leads', { ...admin, ...searching(query), ...withSignal(signal) });
      return readPage(data, readLead, query.page, query.pageSize);
    },
    async setLeadStatus(id, next) {
      const saved = obj(await call<unknown>('patch', `admin/leads/${encodeURIComponent(id)}`, { ...admin, json: { status: next } }));
      return saved.id ? readLead(saved) : null;
    },
    async deleteLead(id) {
      await call('delete', `admin/leads/${encodeURIComponent(id)}`, { ...admin });
    },
    async customers(query, signal) {
      return readPage(
        await call<unknown>('get', 'admin/customers', { ...admin, ...searching(query), ...withSignal(signal) }),
        readCustomer,
        query.page,
        query.pageSize,
      );
    },
    async customer(id, signal) {
      const data = obj(await call<unknown>('get', `admin/customers/${id}`, { ...admin, ...withSignal(signal) }));
      return {
        ...readCustomer(data),
        orders: list(data.orders)
          .map(obj)
          .map((order) => ({
            id: num(order.id) ?? 0,
            number: str(order.number),
            date: str(order.date) || null,
            status: str(order.status),
            total: num(order.total),
          })),
      };
    },
    async coupons(query, signal) {
      const data = await call<unknown>('get', 'admin/coupons', { ...admin, ...searching(query), ...withSignal(signal) });
      return { ...readPage(data, readCoupon, query.page, query.pageSize), categories: readCategories(obj(data).categories) };
    },
    async createCoupon(input) {
      const saved = obj(await call<unknown>('post', 'admin/coupons', { ...admin, json: input }));
      return saved.code ? readCoupon(saved) : null;
    },
    async expireCoupon(ruleId) {
      await call('post', `admin/coupons/${ruleId}/expire`, { ...admin, json: {} });
    },
    async audit(query, signal) {
      const data = await call<unknown>('get', 'admin/audit', { ...admin, ...searching(query), ...withSignal(signal) });
      return { ...readPage(data, readAudit, query.page, query.pageSize), actors: strings(obj(data).actors), actions: strings(obj(data).actions) };
    },
  };
}

/**
 * The CSV export of the leads matching the filters (a plain link: the browser downloads it with the session cookie),
 * in the page's language: semicolons for nl/de (their Excel), commas for en.
 */
export function leadsCsvHref(query: Omit<LeadsQuery, 'page' | 'pageSize'>, locale: string): string {
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
  search.set('locale', locale);
  const text = search.toString();
  return `/api/admin/leads.csv${text ? `?${text}` : ''}`;
}

export function leadCvHref(id: string): string {
  return `/api/admin/leads/${encodeURIComponent(id)}/cv`;
}

// ---- Unsaved bike edits across a login ----

export interface DraftStore<T> {
  load(key: string): T | null;
  save(key: string, value: T): void;
  clear(key: string): void;
}

/** sessionStorage: the draft stays in this tab only and is gone when the tab closes (nothing lingers on a shared PC). */
export function createSessionDraftStore<T>(prefix: string): DraftStore<T> {
  const storage = (): Storage | null => {
    try {
      return typeof window === 'undefined' ? null : window.sessionStorage;
    } catch {
      return null;
    }
  };
  return {
    load(key) {
      try {
        const text = storage()?.getItem(`${prefix}:${key}`);
        return text ? (JSON.parse(text) as T) : null;
      } catch {
        return null;
      }
    },
    save(key, value) {
      try {
        storage()?.setItem(`${prefix}:${key}`, JSON.stringify(value));
      } catch {
        // A full or disabled storage only loses the convenience, never the edit on screen.
      }
    },
    clear(key) {
      try {
        storage()?.removeItem(`${prefix}:${key}`);
      } catch {
        // Same as above.
      }
    },
  };
}
