// Orders in the back office: search with status and date filters (shop days, Amsterdam time) and paging, one order
// with its lines (bikes once per bike, options by name), addresses, payment and status history (newest first), a
// comment that also sets the status (contract B §7.3: the status sent becomes the order status), and the data of
// the printable workshop sheet of one bike line.
import { Router, type Request } from 'express';
import { z } from 'zod';
import { ApiError, sendData, type MagentoErrorMapper } from '../api/api-envelope';
import { localeSchema, parseInput, queryOf, storeFor } from '../api/api-validation';
import type { ApiDeps } from '../api/deps';
import { mpath } from '../magento/magento.client';
import type { MagentoSearchResult } from '../magento/magento.types';
import { AccountErrorText } from '../auth/account-error-text';
import { accountHandler, adminOf, type UserRest } from '../auth/session-guard';
import { recordAudit } from '../audit/audit-log';
import {
  addressView,
  bundleProductSku,
  bundleSkusOf,
  customerNameOf,
  historyView,
  isoDate,
  loadBundleTitles,
  orderLines,
  orderTotals,
  paymentView,
  shippingAddressOf,
  type FullOrder,
} from '../customer/order-view';
import { adminRest, likeText, money, searchCriteria, type Filter } from './admin-magento';
import { abilitiesOf } from './order-abilities';
import { historyWithDocuments, loadOrderDocuments, refundView, shipmentViews } from './order-documents';
import { magentoTime, nextDay, shopDayStart } from './shop-time';

/**
 * The statuses the shop works with (Magento's defaults, each assigned to its state as in sales_order_status_state);
 * labels are English source texts the browser translates.
 */
export const ORDER_STATUSES = [
  { code: 'pending', label: 'Pending', state: 'new' },
  { code: 'pending_payment', label: 'Pending Payment', state: 'pending_payment' },
  { code: 'processing', label: 'Processing', state: 'processing' },
  { code: 'holded', label: 'On Hold', state: 'holded' },
  { code: 'complete', label: 'Complete', state: 'complete' },
  { code: 'closed', label: 'Closed', state: 'closed' },
  { code: 'canceled', label: 'Canceled', state: 'canceled' },
] as const;

/**
 * What a comment may set: the statuses of the order's current state, as Magento's own admin offers them
 * (Sales/Block/Adminhtml/Order/View/History::getStatuses → Order\Config::getStateStatuses(state)). The state itself
 * changes only through the order's operations (cancel, invoice, ship, refund, hold), which do what the state means
 * (stock back, money, documents); a comment setting "complete" on a canceled order would only change its label.
 */
export function statusesOfState(state: string | undefined): Array<{ code: string; label: string }> {
  return ORDER_STATUSES.filter((status) => status.state === state).map(({ code, label }) => ({ code, label }));
}
const STATUS_CODES = ORDER_STATUSES.map((status) => status.code) as unknown as [string, ...string[]];

const noControl = /^[^\u0000-\u001f\u007f]*$/;
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)));
const listQuery = z.object({
  locale: localeSchema,
  q: z.string().trim().max(100).regex(noControl).optional(),
  status: z.enum(STATUS_CODES).optional(),
  from: day.optional(),
  to: day.optional(),
  page: z
    .string()
    .regex(/^[1-9]\d{0,4}$/)
    .transform(Number)
    .default(1),
  pageSize: z
    .string()
    .regex(/^[1-9]\d{0,2}$/)
    .transform(Number)
    .pipe(z.number().max(200))
    .default(25),
});
const commentBody = z.object({
  comment: z
    .string()
    .trim()
    .max(2000)
    .regex(/^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/)
    .default(''),
  status: z.string().trim().min(1).max(32),
  notifyCustomer: z.boolean().default(false),
  visibleOnFront: z.boolean().default(false),
});
/** A comment Magento refuses (400) is the comment's failure; the order being gone is still "not found". */
const commentRefused: MagentoErrorMapper = (err) =>
  err.status === 404 ? new ApiError(404, AccountErrorText.orderNotFound) : err.status === 400 ? new ApiError(400, AccountErrorText.commentFailed) : undefined;
const idParam = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number);

const orderNotFound: MagentoErrorMapper = (err) => (err.status === 404 || err.status === 400 ? new ApiError(404, AccountErrorText.orderNotFound) : undefined);

/** One order by id; an answer that is not that order is "not found". */
export async function loadOrder(rest: UserRest, store: string, id: number, deadlineAt: number): Promise<FullOrder> {
  const order = await rest<FullOrder>({ method: 'GET', store, path: mpath`/V1/orders/${id}`, deadlineAt });
  if (!order || typeof order !== 'object' || order.entity_id !== id) throw new ApiError(404, AccountErrorText.orderNotFound);
  return order;
}

/**
 * The order view's data: the order, what Magento allows for it now (abilities, computed like Model/Order.php), its
 * shipments with track & trace, what is left to refund, and the history with the invoices, shipments and credit
 * memos among Magento's status entries.
 */
export async function orderDetail(rest: UserRest, store: string, order: FullOrder, deadlineAt: number) {
  const [titles, docs] = await Promise.all([
    loadBundleTitles(rest, store, bundleSkusOf(order), deadlineAt).catch(() => new Map()),
    loadOrderDocuments(rest, store, order.entity_id!, deadlineAt),
  ]);
  return {
    id: order.entity_id!,
    number: order.increment_id ?? '',
    date: isoDate(order.created_at),
    status: order.status ?? '',
    state: typeof order.state === 'string' ? order.state : null,
    customerName: customerNameOf(order),
    email: order.customer_email ?? '',
    isGuest: order.customer_is_guest === 1 || order.customer_is_guest === true || order.customer_id === undefined,
    lines: orderLines(order, titles, { withItemIds: true }),
    totals: orderTotals(order),
    billingAddress: addressView(order.billing_address, { withEmail: true }),
    shippingAddress: addressView(shippingAddressOf(order), { withEmail: true }),
    shippingDescription: order.shipping_description ?? null,
    paymentMethod: paymentView(order),
    history: historyWithDocuments(historyView(order.status_histories, { customerView: false }), order, docs),
    statuses: statusesOfState(typeof order.state === 'string' ? order.state : undefined),
    can: abilitiesOf(order),
    paid: money(order.total_paid),
    refunded: money(order.total_refunded),
    shipments: shipmentViews(order, docs.shipments),
    refund: refundView(order),
  };
}

export function createAdminOrdersRouter(deps: ApiDeps): Router {
  const router = Router();
  const storeOf = (req: Request) => storeFor(deps.config, parseInput(z.object({ locale: localeSchema }), queryOf(req)).locale);

  const idOf = (raw: unknown): number => {
    const parsed = idParam.safeParse(String(raw ?? ''));
    if (!parsed.success) throw new ApiError(404, AccountErrorText.orderNotFound);
    return parsed.data;
  };

  router.get(
    '/orders',
    accountHandler(deps, 'admin.orders', async (req, res) => {
      const q = parseInput(listQuery, queryOf(req));
      if (q.from && q.to && q.from > q.to) throw new ApiError(400, 'Invalid request: from, to');
      const groups: Filter[][] = [];
      if (q.q) {
        const like = likeText(q.q);
        groups.push(
          ['increment_id', 'customer_email', 'customer_lastname', 'customer_firstname'].map((field) => ({ field, value: like, condition: 'like' as const })),
        );
      }
      if (q.status) groups.push([{ field: 'status', value: q.status }]);
      // Shop days: from the first day's local midnight to the local midnight after the last day.
      if (q.from) groups.push([{ field: 'created_at', value: magentoTime(shopDayStart(q.from)), condition: 'gteq' }]);
      if (q.to) groups.push([{ field: 'created_at', value: magentoTime(shopDayStart(nextDay(q.to))), condition: 'lt' }]);
      const query = searchCriteria(groups, { sort: [['created_at', 'DESC']], pageSize: q.pageSize, page: q.page });
      const rest = adminRest(deps, res);
      const result = await rest<MagentoSearchResult<FullOrder>>({ method: 'GET', store: storeFor(deps.config, q.locale), path: mpath`/V1/orders`, query });
      const orders = (result?.items ?? []).filter((order) => order && typeof order.entity_id === 'number');
      sendData(res, {
        items: orders.map((order) => ({
          id: order.entity_id,
          number: order.increment_id ?? '',
          date: isoDate(order.created_at),
          customerName: customerNameOf(order),
          email: order.customer_email ?? '',
          status: order.status ?? '',
          total: money(order.grand_total),
          // The code and Magento's title: the page words the method in its language (Magento's titles are English).
          paymentMethod: paymentView(order),
        })),
        total_count: typeof result?.total_count === 'number' ? result.total_count : orders.length,
        page: q.page,
        pageSize: q.pageSize,
        statuses: ORDER_STATUSES.map(({ code, label }) => ({ code, label })),
      });
    }),
  );

  router.get(
    '/orders/:id',
    accountHandler(
      deps,
      'admin.order',
      async (req, res) => {
        const id = idOf(req.params.id);
        const rest = adminRest(deps, res);
        const store = storeOf(req);
        const deadlineAt = Date.now() + deps.config.upstreamTimeoutMs;
        sendData(res, await orderDetail(rest, store, await loadOrder(rest, store, id, deadlineAt), deadlineAt));
      },
      orderNotFound,
    ),
  );

  router.post(
    '/orders/:id/comments',
    accountHandler(
      deps,
      'admin.order.comment',
      async (req, res, log) => {
        const id = idOf(req.params.id);
        const body = parseInput(commentBody, req.body ?? {});
        // Magento would take any status and show it as is; only the shop's statuses are offered and accepted.
        if (!STATUS_CODES.includes(body.status)) throw new ApiError(400, AccountErrorText.unknownStatus);
        const rest = adminRest(deps, res);
        const store = storeOf(req);
        const deadlineAt = Date.now() + 2 * deps.config.upstreamTimeoutMs;
        const order = await loadOrder(rest, store, id, deadlineAt);
        if (body.comment === '' && body.status === order.status) throw new ApiError(400, AccountErrorText.nothingToChange);
        if (body.status !== order.status && !statusesOfState(order.state).some((status) => status.code === body.status))
          throw new ApiError(409, AccountErrorText.actionNotAllowed);
        // Magento 2.4.6 sets the order status to the one sent (and checks nothing), so it is always sent explicitly.
        await rest({
          method: 'POST',
          store,
          path: mpath`/V1/orders/${id}/comments`,
          deadlineAt,
          body: {
            statusHistory: {
              comment: body.comment,
              status: body.status,
              is_customer_notified: body.notifyCustomer ? 1 : 0,
              is_visible_on_front: body.visibleOnFront ? 1 : 0,
              parent_id: id,
            },
          },
        });
        log.info({ route: 'admin.order.comment', statusChanged: body.status !== order.status }, 'order comment added');
        await recordAudit(deps, {
          actor: adminOf(res).username,
          action: 'order.comment',
          subject: { type: 'order', id: String(id) },
          before: { status: order.status ?? null },
          after: {
            status: body.status,
            ...(body.comment ? { comment: body.comment } : {}),
            notifyCustomer: body.notifyCustomer,
            visibleOnFront: body.visibleOnFront,
          },
        });
        sendData(res, await orderDetail(rest, store, await loadOrder(rest, store, id, deadlineAt), deadlineAt));
      },
      commentRefused,
    ),
  );

  router.get(
    '/print-bike/:orderId/:itemId',
    accountHandler(
      deps,
      'admin.print-bike',
      async (req, res) => {
        const id = idOf(req.params.orderId);
        // An item id that cannot exist is answered before Magento is asked for the order.
        if (!/^[1-9]\d{0,9}$/.test(String(req.params.itemId ?? ''))) throw new ApiError(404, AccountErrorText.orderLineNotFound);
        const itemId = Number(req.params.itemId);
        const rest = adminRest(deps, res);
        const store = storeOf(req);
        const deadlineAt = Date.now() + deps.config.upstreamTimeoutMs;
        const order = await loadOrder(rest, store, id, deadlineAt);
        const item = (order.items ?? []).find((entry) => entry.item_id === itemId && !entry.parent_item_id);
        if (!item || item.product_type !== 'bundle') throw new ApiError(404, AccountErrorText.orderLineNotFound);
        const titles = await loadBundleTitles(rest, store, [bundleProductSku(item, order)], deadlineAt).catch(() => new Map());
        const line = orderLines(
          { ...order, items: (order.items ?? []).filter((entry) => entry.item_id === itemId || entry.parent_item_id === itemId) },
          titles,
          { withItemIds: true },
        )[0]!;
        const shipping = addressView(shippingAddressOf(order), { withEmail: false });
        sendData(res, {
          orderId: id,
          itemId,
          orderNumber: order.increment_id ?? '',
          date: isoDate(order.created_at),
          customerName: customerNameOf(order),
          model: line.name,
          sku: line.sku,
          qty: Number(item.qty_ordered ?? 1),
          options: line.options,
          deliveryCity: shipping ? [shipping.postcode, shipping.city].filter(Boolean).join(' ') : null,
        });
      },
      orderNotFound,
    ),
  );

  return router;
}
