// The back office's front page: orders and revenue (net of refunds) today and this week (shop days in Amsterdam
// time, weeks from Monday; canceled orders count for neither) with what was refunded of this week's orders, open orders, new leads and the parts running low on stock (from MSI's
// source items, admin-stock.ts), and the payment-exception queue (payment-exceptions.ts).
import { Router } from 'express';
import { sendData } from '../api/api-envelope';
import { localeSchema, parseInput, queryOf, storeFor } from '../api/api-validation';
import type { ApiDeps } from '../api/deps';
import { z } from 'zod';
import { createSubmissionStore } from '../forms/form-submissions.store';
import { mpath } from '../magento/magento.client';
import type { MagentoProduct, MagentoSearchResult } from '../magento/magento.types';
import { accountHandler } from '../auth/session-guard';
import type { FullOrder } from '../customer/order-view';
import { adminRest, money, searchCriteria, type Filter } from './admin-magento';
import { lowStockSkus } from './admin-stock';
import { paymentExceptions } from './payment-exceptions';
import { magentoTime, shopDay, shopDayStart, shopWeekStartDay } from './shop-time';

/** Orders still to be handled by the shop. */
export const OPEN_STATUSES = ['pending', 'pending_payment', 'processing', 'holded'];
/** A part at or below this stock shows on the dashboard. */
export const LOW_STOCK_QTY = 5;
const LOW_STOCK_SHOWN = 20;
const LOW_STOCK_PAGES = 5;
const PAGE = 300;

export function createAdminDashboardRouter(deps: ApiDeps): Router {
  const router = Router();

  router.get(
    '/dashboard',
    accountHandler(deps, 'admin.dashboard', async (req, res) => {
      const { locale } = parseInput(z.object({ locale: localeSchema }), queryOf(req));
      const store = storeFor(deps.config, locale);
      const rest = adminRest(deps, res);
      const deadlineAt = Date.now() + deps.config.upstreamTimeoutMs;
      const now = deps.clock();
      const todayStart = shopDayStart(shopDay(now));
      const weekStart = shopDayStart(shopWeekStartDay(now));

      const weekOrders = async (): Promise<FullOrder[]> => {
        const orders: FullOrder[] = [];
        for (let page = 1; page <= 20; page += 1) {
          const query = searchCriteria([[{ field: 'created_at', value: magentoTime(weekStart), condition: 'gteq' }]], { pageSize: PAGE, page });
          const result = await rest<MagentoSearchResult<FullOrder>>({ method: 'GET', store, path: mpath`/V1/orders`, query, deadlineAt });
          const items = (result?.items ?? []).filter((order) => order && typeof order === 'object');
          orders.push(...items);
          if (items.length < PAGE || orders.length >= (result?.total_count ?? 0)) break;
        }
        return orders;
      };
      const openOrders = async (): Promise<number> => {
        const query = searchCriteria([[{ field: 'status', value: OPEN_STATUSES.join(','), condition: 'in' }]], { pageSize: 1, page: 1 });
        const result = await rest<MagentoSearchResult<FullOrder>>({ method: 'GET', store, path: mpath`/V1/orders`, query, deadlineAt });
        return typeof result?.total_count === 'number' ? result.total_count : 0;
      };
      // The parts at or below the threshold: the low source items, lowest first, then the shop's parts among them by
      // one product search (search items carry no stock item, magento/magento2#36533). Hidden components and
      // anything else on a page are skipped; a few pages at most.
      const lowStock = async () => {
        const parts: Array<{ sku: string; name: string; qty: number }> = [];
        for (let page = 1; page <= LOW_STOCK_PAGES && parts.length < LOW_STOCK_SHOWN; page += 1) {
          const { stock, total } = await lowStockSkus(rest, LOW_STOCK_QTY, PAGE, page, deadlineAt);
          const skus = [...stock.keys()].filter((sku) => !sku.includes(','));
          if (skus.length > 0) {
            const groups: Filter[][] = [
              [{ field: 'sku', value: skus.join(','), condition: 'in' }],
              [{ field: 'type_id', value: 'simple' }],
              [{ field: 'visibility', value: '2,3,4', condition: 'in' }],
            ];
            const result = await rest<MagentoSearchResult<MagentoProduct>>({
              method: 'GET',
              store,
              path: mpath`/V1/products`,
              query: searchCriteria(groups, { pageSize: skus.length, page: 1 }),
              deadlineAt,
            });
            for (const product of result?.items ?? []) {
              const qty = product && typeof product.sku === 'string' ? stock.get(product.sku) : undefined;
              if (qty !== undefined) parts.push({ sku: product.sku, name: product.name ?? product.sku, qty });
            }
          }
          if (page * PAGE >= total) break;
        }
        return parts.sort((a, b) => a.qty - b.qty || a.name.localeCompare(b.name)).slice(0, LOW_STOCK_SHOWN);
      };
      const newLeads = async (): Promise<number> =>
        deps.forms ? (await createSubmissionStore(deps.forms.db, deps.clock).list({ status: 'new' }, 1, 1)).total : 0;

      const [week, open, low, leads, exceptions] = await Promise.all([
        weekOrders(),
        openOrders(),
        lowStock(),
        newLeads(),
        paymentExceptions(rest, store, now, deps.config.paymentQueue, deadlineAt),
      ]);
      const counted = week.filter((order) => order.status !== 'canceled' && order.state !== 'canceled');
      const today = counted.filter((order) => Date.parse(`${String(order.created_at ?? '').replace(' ', 'T')}Z`) >= todayStart);
      // Revenue is what stays with the shop: an order's total less what was refunded of it (credit memos).
      const refunded = (order: FullOrder) => Number(order.total_refunded ?? 0) || 0;
      const sum = (orders: FullOrder[]) => money(orders.reduce((total, order) => total + Number(order.grand_total ?? 0) - refunded(order), 0));
      sendData(res, {
        ordersToday: today.length,
        revenueToday: sum(today),
        ordersThisWeek: counted.length,
        revenueThisWeek: sum(counted),
        refundedThisWeek: money(counted.reduce((total, order) => total + refunded(order), 0)),
        openOrders: open,
        newLeads: leads,
        lowStockParts: low,
        lowStockThreshold: LOW_STOCK_QTY,
        paymentExceptions: exceptions,
        paymentQueue: deps.config.paymentQueue,
      });
    }),
  );

  return router;
}
