// Customers in the back office: a page of customers searched by name or e-mail (GET /V1/customers/search, newest
// first) with their number of orders (one orders search with customer_id `in` the page's ids), and one customer with
// their orders (orders searched by customer_id, newest first). Read-only: nothing here writes.
import { Router } from 'express';
import { z } from 'zod';
import { ApiError, sendData, type MagentoErrorMapper } from '../api/api-envelope';
import { localeSchema, parseInput, queryOf, storeFor } from '../api/api-validation';
import type { ApiDeps } from '../api/deps';
import { mpath } from '../magento/magento.client';
import type { MagentoSearchResult } from '../magento/magento.types';
import { AccountErrorText } from '../auth/account-error-text';
import { accountHandler } from '../auth/session-guard';
import { isoDate, paymentView, type FullOrder } from '../customer/order-view';
import { adminRest, likeText, money, searchCriteria, type Filter } from './admin-magento';

interface MagentoCustomer {
  id?: number;
  email?: string;
  firstname?: string;
  lastname?: string;
  created_at?: string;
  store_id?: number;
  addresses?: Array<{ city?: string; country_id?: string; postcode?: string; telephone?: string; default_shipping?: boolean }>;
}

const noControl = /^[^\u0000-\u001f\u007f]*$/;
const listQuery = z.object({
  locale: localeSchema,
  q: z.string().trim().max(100).regex(noControl).optional(),
  page: z
    .string()
    .regex(/^[1-9]\d{0,4}$/)
    .transform(Number)
    .default(1),
  pageSize: z
    .string()
    .regex(/^[1-9]\d{0,2}$/)
    .transform(Number)
    .pipe(z.number().max(100))
    .default(25),
});
const idParam = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number);
/** How many of a customer's orders the detail shows (newest first); the orders page has the rest. */
const CUSTOMER_ORDERS = 100;

const customerNotFound: MagentoErrorMapper = (err) => (err.status === 404 ? new ApiError(404, AccountErrorText.customerNotFound) : undefined);

const nameOf = (customer: MagentoCustomer) => [customer.firstname, customer.lastname].filter((part) => typeof part === 'string' && part).join(' ');

function customerRow(customer: MagentoCustomer & { id: number }) {
  const address = customer.addresses?.find((entry) => entry.default_shipping) ?? customer.addresses?.[0];
  return {
    id: customer.id,
    name: nameOf(customer),
    email: customer.email ?? '',
    createdAt: isoDate(customer.created_at),
    city: address?.city ?? null,
    countryId: address?.country_id ?? null,
  };
}

function orderRow(order: FullOrder) {
  return {
    id: order.entity_id,
    number: order.increment_id ?? '',
    date: isoDate(order.created_at),
    status: order.status ?? '',
    total: money(order.grand_total),
    paymentMethod: paymentView(order),
  };
}

export function createAdminCustomersRouter(deps: ApiDeps): Router {
  const router = Router();

  router.get(
    '/customers',
    accountHandler(deps, 'admin.customers', async (req, res) => {
      const q = parseInput(listQuery, queryOf(req));
      const rest = adminRest(deps, res);
      const store = storeFor(deps.config, q.locale);
      const deadlineAt = Date.now() + 2 * deps.config.upstreamTimeoutMs;
      const groups: Filter[][] = [];
      if (q.q) {
        // "Anna de Vries" finds her by first or last name or e-mail; every word must match somewhere.
        for (const word of q.q.split(/\s+/).filter(Boolean).slice(0, 4)) {
          groups.push(['firstname', 'lastname', 'email'].map((field) => ({ field, value: likeText(word), condition: 'like' as const })));
        }
      }
      const query = searchCriteria(groups, { sort: [['created_at', 'DESC']], pageSize: q.pageSize, page: q.page });
      const result = await rest<MagentoSearchResult<MagentoCustomer>>({ method: 'GET', store, path: mpath`/V1/customers/search`, query, deadlineAt });
      const customers = (result?.items ?? []).filter((item): item is MagentoCustomer & { id: number } => !!item && typeof item.id === 'number');
      const counts = new Map<number, number>();
      if (customers.length) {
        const orderQuery = searchCriteria([[{ field: 'customer_id', value: customers.map((customer) => customer.id).join(','), condition: 'in' }]], {
          pageSize: 1000,
          page: 1,
        });
        const orders = await rest<MagentoSearchResult<FullOrder>>({ method: 'GET', store, path: mpath`/V1/orders`, query: orderQuery, deadlineAt });
        for (const order of orders?.items ?? []) {
          const id = Number(order?.customer_id);
          if (Number.isInteger(id)) counts.set(id, (counts.get(id) ?? 0) + 1);
        }
      }
      sendData(res, {
        items: customers.map((customer) => ({ ...customerRow(customer), orderCount: counts.get(customer.id) ?? 0 })),
        total: typeof result?.total_count === 'number' ? result.total_count : customers.length,
        page: q.page,
        pageSize: q.pageSize,
      });
    }),
  );

  router.get(
    '/customers/:id',
    accountHandler(
      deps,
      'admin.customer',
      async (req, res) => {
        const parsed = idParam.safeParse(String(req.params.id ?? ''));
        if (!parsed.success) throw new ApiError(404, AccountErrorText.customerNotFound);
        const id = parsed.data;
        const { locale } = parseInput(z.object({ locale: localeSchema }), queryOf(req));
        const store = storeFor(deps.config, locale);
        const rest = adminRest(deps, res);
        const deadlineAt = Date.now() + 2 * deps.config.upstreamTimeoutMs;
        const query = searchCriteria([[{ field: 'customer_id', value: String(id) }]], { sort: [['created_at', 'DESC']], pageSize: CUSTOMER_ORDERS, page: 1 });
        const [customer, orders] = await Promise.all([
          rest<MagentoCustomer>({ method: 'GET', store, path: mpath`/V1/customers/${id}`, deadlineAt }),
          rest<MagentoSearchResult<FullOrder>>({ method: 'GET', store, path: mpath`/V1/orders`, query, deadlineAt }),
        ]);
        if (!customer || typeof customer !== 'object' || customer.id !== id) throw new ApiError(404, AccountErrorText.customerNotFound);
        const items = (orders?.items ?? []).filter((order) => order && typeof order.entity_id === 'number');
        sendData(res, {
          ...customerRow({ ...customer, id }),
          orders: items.map(orderRow),
          orderCount: typeof orders?.total_count === 'number' ? orders.total_count : items.length,
        });
      },
      customerNotFound,
    ),
  );

  return router;
}
