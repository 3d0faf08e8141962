// The customer's own orders (contract A §7, option B): who the customer is comes from /V1/customers/me with their own
// token, never from the browser; their orders are searched by that customer_id with the server's integration token.
// Orders reach the browser as order tokens only; another customer's token answers exactly like an unknown one (404).
import { Router } from 'express';
import { z } from 'zod';
import { ApiError, sendData, type MagentoErrorMapper } from '../api/api-envelope';
import { localeSchema, parseInput, queryOf, storeFor } from '../api/api-validation';
import { orderInStoreView } from '../api/store-names';
import type { ApiDeps } from '../api/deps';
import { mpath, type RestRequest } from '../magento/magento.client';
import type { MagentoSearchResult } from '../magento/magento.types';
import { ORDER_TOKEN_PATTERN } from '../security/order-token';
import { AccountErrorText } from '../auth/account-error-text';
import { historyWithDocuments, loadOrderDocuments, shipmentViews } from '../admin/order-documents';
import { accountHandler, customerOf, LoginRequired, userRest, type UserRest } from '../auth/session-guard';
import {
  addressView,
  bundleSkusOf,
  historyView,
  isoDate,
  loadBundleTitles,
  orderLines,
  orderTotals,
  paymentView,
  shippingAddressOf,
  type FullOrder,
} from './order-view';

export const CUSTOMER_ORDERS_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 50;

const listQuery = z.object({
  locale: localeSchema,
  page: z
    .string()
    .regex(/^[1-9]\d{0,4}$/)
    .transform(Number)
    .default(1),
  pageSize: z
    .string()
    .regex(/^[1-9]\d{0,1}$/)
    .transform(Number)
    .pipe(z.number().max(MAX_PAGE_SIZE))
    .default(CUSTOMER_ORDERS_PAGE_SIZE),
});
const detailQuery = z.object({ locale: localeSchema });

const orderNotFound: MagentoErrorMapper = (err) => (err.status === 404 || err.status === 400 ? new ApiError(404, AccountErrorText.orderNotFound) : undefined);

export function createCustomerRouter(deps: ApiDeps): Router {
  const router = Router();
  router.use(deps.requireCustomer);

  /** The integration token's calls, in the shape the order-view helpers take. */
  const shopRest: UserRest = <T>(req: Omit<RestRequest, 'auth'>) => deps.magento.rest<T>({ ...req, auth: 'integration' });

  /** The customer id Magento gives this token now; a session that no longer matches it is over. */
  const currentCustomerId = async (res: Parameters<typeof customerOf>[0], store: string, deadlineAt: number): Promise<number> => {
    const part = customerOf(res);
    const me = await userRest(deps.magentoAs(part.token), 'customer')<{ id?: unknown }>({ method: 'GET', store, path: mpath`/V1/customers/me`, deadlineAt });
    if (!me || typeof me.id !== 'number' || me.id !== part.id) throw new LoginRequired('customer');
    return me.id;
  };

  router.get(
    '/orders',
    accountHandler(deps, 'customer.orders', async (req, res) => {
      const q = parseInput(listQuery, queryOf(req));
      const store = storeFor(deps.config, q.locale);
      const deadlineAt = Date.now() + deps.config.upstreamTimeoutMs;
      const customerId = await currentCustomerId(res, store, deadlineAt);
      const query = new URLSearchParams({
        'searchCriteria[filter_groups][0][filters][0][field]': 'customer_id',
        'searchCriteria[filter_groups][0][filters][0][value]': String(customerId),
        'searchCriteria[filter_groups][0][filters][0][condition_type]': 'eq',
        'searchCriteria[sortOrders][0][field]': 'created_at',
        'searchCriteria[sortOrders][0][direction]': 'DESC',
        'searchCriteria[pageSize]': String(q.pageSize),
        'searchCriteria[currentPage]': String(q.page),
      });
      const result = await shopRest<MagentoSearchResult<FullOrder>>({ method: 'GET', store, path: mpath`/V1/orders`, query, deadlineAt });
      // Belt and braces: only orders of this customer, whatever the search answered.
      const orders = (result?.items ?? []).filter((order) => order && order.customer_id === customerId && typeof order.entity_id === 'number');
      sendData(res, {
        items: orders.map((order) => ({
          orderToken: deps.orderTokens.seal('order', order.entity_id as number),
          number: order.increment_id ?? '',
          date: isoDate(order.created_at),
          status: order.status ?? '',
          total: Math.round(Number(order.grand_total ?? 0) * 100) / 100,
        })),
        total_count: typeof result?.total_count === 'number' ? result.total_count : orders.length,
        page: q.page,
        pageSize: q.pageSize,
      });
    }),
  );

  router.get(
    '/orders/:orderToken',
    accountHandler(
      deps,
      'customer.order',
      async (req, res) => {
        const q = parseInput(detailQuery, queryOf(req));
        const token = String(req.params.orderToken ?? '');
        const opened = ORDER_TOKEN_PATTERN.test(token) ? deps.orderTokens.open('order', token) : null;
        if (!opened) throw new ApiError(404, AccountErrorText.orderNotFound);
        const store = storeFor(deps.config, q.locale);
        const deadlineAt = Date.now() + deps.config.upstreamTimeoutMs;
        const customerId = await currentCustomerId(res, store, deadlineAt);
        const stored = await shopRest<FullOrder>({ method: 'GET', store, path: mpath`/V1/orders/${opened.orderId}`, deadlineAt });
        if (!stored || typeof stored !== 'object' || stored.customer_id !== customerId) throw new ApiError(404, AccountErrorText.orderNotFound);
        const order = await orderInStoreView(deps, q.locale, stored);
        const [titles, docs] = await Promise.all([
          loadBundleTitles(shopRest, store, bundleSkusOf(order), deadlineAt).catch(() => new Map()),
          // Shipments (with track & trace) and refunds are the customer's business too; invoices stay in the back office.
          loadOrderDocuments(shopRest, store, order.entity_id as number, deadlineAt),
        ]);
        sendData(res, {
          number: order.increment_id ?? '',
          date: isoDate(order.created_at),
          status: order.status ?? '',
          items: orderLines(order, titles, { withItemIds: false }),
          totals: orderTotals(order),
          billingAddress: addressView(order.billing_address, { withEmail: false }),
          shippingAddress: addressView(shippingAddressOf(order), { withEmail: false }),
          paymentMethod: paymentView(order),
          comments: historyWithDocuments(historyView(order.status_histories, { customerView: true }), order, { ...docs, invoices: [] }),
          shipments: shipmentViews(order, docs.shipments),
        });
      },
      orderNotFound,
    ),
  );

  return router;
}
