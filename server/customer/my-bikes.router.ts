// "My bikes" (issue 23 item 6, decision 032): the customer's saved configurations (in the server database, keyed by
// the Magento customer id of the session; Magento has no place for them) and the bikes they bought (the bike lines of
// their orders, read from Magento like the order history: who the customer is comes from /V1/customers/me with their
// own token, their orders by that customer_id with the integration token).
import { Router, type Response } from 'express';
import { z } from 'zod';
import { BIKE_MODELS } from '../../common/bike-models';
import { buildNameProblem, BUILD_SKU_PATTERN, CONFIGURATION_PATTERN, type BuildNameProblem } from '../../common/account/saved-builds';
import { ApiError, ErrorText, sendData } from '../api/api-envelope';
import { localeSchema, parseInput, queryOf, storeFor } from '../api/api-validation';
import { orderInStoreView } from '../api/store-names';
import type { ApiDeps } from '../api/deps';
import { AccountErrorText } from '../auth/account-error-text';
import { accountHandler, customerOf, LoginRequired, userRest, type UserRest } from '../auth/session-guard';
import { DatabaseUnavailableError } from '../db/database';
import { mpath, type RestRequest } from '../magento/magento.client';
import type { MagentoSearchResult } from '../magento/magento.types';
import { bundleProductSku, isoDate, loadBundleTitles, orderLines, type FullOrder } from './order-view';
import { isBuildId, type SavedBuildStore } from './saved-builds.store';

/** The bikes page reads this many of the newest orders; a customer with more bikes sees the newest ones. */
export const BOUGHT_BIKES_ORDER_LIMIT = 50;
/** Orders whose bikes the customer does not have: canceled before shipping, or refunded and closed. */
const NOT_OWNED_STATUSES = new Set(['canceled', 'closed']);
const MAX_PRICE_CENTS = 10_000_000;

const saveBody = z.strictObject({
  name: z.string().max(1000),
  sku: z.string().regex(BUILD_SKU_PATTERN),
  configuration: z.string().regex(CONFIGURATION_PATTERN),
  priceCents: z.number().int().min(0).max(MAX_PRICE_CENTS),
});
const bikesQuery = z.object({ locale: localeSchema });

const NAME_TEXT: Record<BuildNameProblem, string> = {
  'builds.name-required': AccountErrorText.buildNameRequired,
  'builds.name-too-long': AccountErrorText.buildNameTooLong,
  'builds.name-invalid': AccountErrorText.buildNameInvalid,
};

/** A bike the customer bought: one per bike (a line of two bikes is two), with its parts by option. */
export interface BoughtBike {
  orderNumber: string;
  orderToken: string;
  date: string | null;
  /** The bike bundle's own SKU (the configurator's). */
  sku: string;
  name: string;
  /** The model's slug (manual, test ride, maintenance), or null for a bundle that is no longer one of the models. */
  model: string | null;
  options: Array<{ label: string; value: string }>;
  /** The configurator's `o` value of the bike as ordered (option and selection ids of the order line). */
  configuration: string;
}

const modelSlugOfSku = (sku: string): string | null => BIKE_MODELS.find((model) => model.sku.toLowerCase() === sku.toLowerCase())?.slug ?? null;

/** The configurator's `o` value from the order line's bundle options: entries ascending by option id. */
export function configurationOfOrderLine(item: NonNullable<FullOrder['items']>[number]): string {
  const options = item.product_option?.extension_attributes?.bundle_options ?? [];
  return options
    .filter((option) => typeof option?.option_id === 'number' && option.option_id > 0 && Array.isArray(option.option_selections))
    .map((option) => ({ id: option.option_id!, selections: option.option_selections!.filter((id) => Number.isInteger(id) && id > 0).sort((a, b) => a - b) }))
    .filter((option) => option.selections.length > 0)
    .sort((a, b) => a.id - b.id)
    .map((option) => `${option.id}-${option.selections.join('_')}`)
    .join('.');
}

function withDatabase<T>(work: Promise<T>): Promise<T> {
  return work.catch((err: unknown) => {
    throw err instanceof DatabaseUnavailableError ? new ApiError(503, ErrorText.unavailable) : err;
  });
}

export function createMyBikesRouter(deps: ApiDeps & { savedBuilds: SavedBuildStore | null }): Router {
  const router = Router();
  router.use('/builds', deps.requireCustomer);
  router.use('/bikes', deps.requireCustomer);

  const store = (): SavedBuildStore => {
    if (!deps.savedBuilds) throw new ApiError(503, AccountErrorText.buildsUnavailable);
    return deps.savedBuilds;
  };
  const shopRest: UserRest = <T>(req: Omit<RestRequest, 'auth'>) => deps.magento.rest<T>({ ...req, auth: 'integration' });
  const currentCustomerId = async (res: Response, store: string, deadlineAt: number): Promise<number> => {
    const part = customerOf(res);
    const me = await userRest(deps.magentoAs(part.token), 'customer')<{ id?: unknown }>({ method: 'GET', store, path: mpath`/V1/customers/me`, deadlineAt });
    if (!me || typeof me.id !== 'number' || me.id !== part.id) throw new LoginRequired('customer');
    return me.id;
  };

  router.get(
    '/builds',
    accountHandler(deps, 'customer.builds', async (_req, res) => {
      sendData(res, { items: await withDatabase(store().list(customerOf(res).id)) });
    }),
  );

  router.post(
    '/builds',
    accountHandler(deps, 'customer.builds.save', async (req, res) => {
      const input = parseInput(saveBody, req.body);
      const problem = buildNameProblem(input.name);
      if (problem) throw new ApiError(400, NAME_TEXT[problem]);
      const model = BIKE_MODELS.find((entry) => entry.sku.toLowerCase() === input.sku.toLowerCase());
      if (!model) throw new ApiError(400, AccountErrorText.buildNotABike);
      const outcome = await withDatabase(
        store().save(customerOf(res).id, { name: input.name.trim(), sku: model.sku, configuration: input.configuration, priceCents: input.priceCents }),
      );
      if ('limitReached' in outcome) throw new ApiError(409, AccountErrorText.buildsLimitReached);
      res.status(201);
      res.setHeader('Cache-Control', 'no-store');
      res.json({ success: true, data: outcome.saved, error: null });
    }),
  );

  router.delete(
    '/builds/:id',
    accountHandler(deps, 'customer.builds.delete', async (req, res) => {
      const id = String(req.params.id ?? '');
      if (!isBuildId(id) || !(await withDatabase(store().remove(customerOf(res).id, id)))) throw new ApiError(404, AccountErrorText.buildNotFound);
      sendData(res, { deleted: id });
    }),
  );

  router.get(
    '/bikes',
    accountHandler(deps, 'customer.bikes', async (req, res) => {
      const q = parseInput(bikesQuery, queryOf(req));
      const store = storeFor(deps.config, q.locale);
      const deadlineAt = Date.now() + deps.config.upstreamTimeoutMs;
      const customerId = await currentCustomerId(res, store, deadlineAt);
      const query = new URLSearchParams({
        'searchCriteria[filter_groups][0][filters][0][field]': 'customer_id',
        'searchCriteria[filter_groups][0][filters][0][value]': String(customerId),
        'searchCriteria[filter_groups][0][filters][0][condition_type]': 'eq',
        'searchCriteria[sortOrders][0][field]': 'created_at',
        'searchCriteria[sortOrders][0][direction]': 'DESC',
        'searchCriteria[pageSize]': String(BOUGHT_BIKES_ORDER_LIMIT),
        'searchCriteria[currentPage]': '1',
      });
      const result = await shopRest<MagentoSearchResult<FullOrder>>({ method: 'GET', store, path: mpath`/V1/orders`, query, deadlineAt });
      const found = (result?.items ?? []).filter(
        (order) => order && order.customer_id === customerId && typeof order.entity_id === 'number' && !NOT_OWNED_STATUSES.has(order.status ?? ''),
      );
      // The parts by their names in the page's language (an order item keeps the store view's name it was ordered in):
      // all orders' items in one lookup, then given back to their orders.
      const named = await orderInStoreView(deps, q.locale, { items: found.flatMap((order) => order.items ?? []) } as FullOrder);
      let offset = 0;
      const orders = found.map((order) => {
        const count = (order.items ?? []).length;
        const items = (named.items ?? []).slice(offset, offset + count);
        offset += count;
        return { ...order, items };
      });
      const bundleSkus = [
        ...new Set(
          orders.flatMap((order) =>
            (order.items ?? []).filter((item) => item?.product_type === 'bundle' && !item.parent_item_id).map((item) => bundleProductSku(item, order)),
          ),
        ),
      ];
      // The option titles in the page's language; a catalogue that cannot be read only costs the titles.
      const titles = await loadBundleTitles(shopRest, store, bundleSkus, deadlineAt).catch(() => new Map());
      const bikes: BoughtBike[] = [];
      for (const order of orders) {
        const items = order.items ?? [];
        const orderToken = deps.orderTokens.seal('order', order.entity_id as number);
        for (const item of items) {
          if (item?.product_type !== 'bundle' || item.parent_item_id) continue;
          const sku = bundleProductSku(item, order);
          const own = { ...order, items: [item, ...items.filter((child) => child?.parent_item_id === item.item_id)] };
          for (const line of orderLines(own, titles, { withItemIds: false })) {
            bikes.push({
              orderNumber: order.increment_id ?? '',
              orderToken,
              date: isoDate(order.created_at),
              sku,
              name: line.name,
              model: modelSlugOfSku(sku),
              options: line.options.map(({ label, value }) => ({ label, value })),
              configuration: configurationOfOrderLine(item),
            });
          }
        }
      }
      sendData(res, { items: bikes });
    }),
  );

  return router;
}
