// Parts and the shop listing in the back office. Parts: the simple products the shop shows (components the bikes are
// built from are hidden, visibility 1, and stay out), searchable by name or SKU and by category, with a quick edit of
// price, stock (read in bulk from MSI's source items, written through Magento's stockItems API) and status. Shop listing: every product's visibility, sort order, category
// and "featured" flag. Every save invalidates the catalogue cache so the shop shows it.
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { ApiError, sendData, type MagentoErrorMapper } from '../api/api-envelope';
import { localeSchema, parseInput, queryOf, skuSchema, storeFor } from '../api/api-validation';
import type { ApiDeps } from '../api/deps';
import { mpath } from '../magento/magento.client';
import type { MagentoProduct, MagentoSearchResult } from '../magento/magento.types';
import { AccountErrorText } from '../auth/account-error-text';
import { accountHandler, adminOf, type UserRest } from '../auth/session-guard';
import { changedValues, recordAudit } from '../audit/audit-log';
import {
  adminRest,
  attribute,
  categoryIdOf,
  likeText,
  loadCategories,
  money,
  searchCriteria,
  sortOrderOf,
  statusCode,
  statusOf,
  stockQtyOf,
  type Filter,
} from './admin-magento';
import { stockBySku } from './admin-stock';

/** Magento's visibility 1–4 by name (Catalog/Model/Product/Visibility.php). */
export const VISIBILITIES = ['not-visible', 'catalog', 'search', 'catalog-search'] as const;
export type Visibility = (typeof VISIBILITIES)[number];
const visibilityName = (value: unknown): Visibility => VISIBILITIES[Number(value) - 1] ?? 'catalog-search';
const visibilityCode = (name: Visibility): number => VISIBILITIES.indexOf(name) + 1;
/** The custom attribute behind "featured" (a Yes/No attribute the shop's Magento needs; the emulator takes any). */
export const FEATURED_ATTRIBUTE = 'featured';

const PARTS_PAGE_SIZE = 50;
const noControl = /^[^\u0000-\u001f\u007f]*$/;
const euros = z
  .number()
  .min(0)
  .max(1_000_000)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'at most two decimals');

const partsQuery = z.object({
  locale: localeSchema,
  q: z.string().trim().max(100).regex(noControl).optional(),
  category: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .optional(),
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
    .default(PARTS_PAGE_SIZE),
});
const partPatch = z.strictObject({
  price: euros.optional(),
  qty: z.number().int().min(0).max(1_000_000).optional(),
  status: z.enum(['enabled', 'disabled']).optional(),
});
const shopPatch = z.strictObject({
  visibility: z.enum(VISIBILITIES).optional(),
  sortOrder: z.number().int().min(0).max(1_000_000).optional(),
  categoryId: z.union([z.string().regex(/^[1-9]\d{0,9}$/), z.number().int().positive().max(2_147_483_647), z.null()]).optional(),
  featured: z.boolean().optional(),
});

const partNotFound: MagentoErrorMapper = (err) => (err.status === 404 ? new ApiError(404, AccountErrorText.partNotFound) : undefined);
const productNotFound: MagentoErrorMapper = (err) => (err.status === 404 ? new ApiError(404, AccountErrorText.productNotFound) : undefined);

const isPart = (product: MagentoProduct) => product.type_id === 'simple' && product.visibility !== 1;

export function createAdminCatalogRouter(deps: ApiDeps): Router {
  const router = Router();
  const storeOf = (req: Request) => storeFor(deps.config, parseInput(z.object({ locale: localeSchema }), queryOf(req)).locale);

  const partRow = (product: MagentoProduct, qty: number | undefined, categories: Map<string, string>) => {
    const categoryId = categoryIdOf(product);
    return {
      sku: product.sku,
      name: product.name ?? product.sku,
      category: categoryId ? (categories.get(categoryId) ?? '') : '',
      categoryId,
      price: money(product.price),
      qty: qty ?? 0,
      status: statusOf(product),
    };
  };

  const shopRow = (product: MagentoProduct) => ({
    sku: product.sku,
    name: product.name ?? product.sku,
    type: product.type_id === 'bundle' ? 'bike' : 'part',
    visibility: visibilityName(product.visibility),
    sortOrder: sortOrderOf(product),
    categoryId: categoryIdOf(product),
    featured: attribute(product, FEATURED_ATTRIBUTE) === '1',
  });

  const categoryMap = async (rest: UserRest, store: string, deadlineAt: number) => {
    const list = await loadCategories(rest, store, deadlineAt);
    return { list, byId: new Map(list.map((category) => [category.id, category.name])) };
  };

  const loadProduct = async (rest: UserRest, store: string, sku: string, deadlineAt: number, notFound: string): Promise<MagentoProduct> => {
    const product = await rest<MagentoProduct>({ method: 'GET', store, path: mpath`/V1/products/${sku}`, deadlineAt });
    if (!product || typeof product !== 'object' || typeof product.sku !== 'string') throw new ApiError(404, notFound);
    return product;
  };

  const skuOf = (req: Request): string => {
    const parsed = skuSchema.safeParse(String(req.params.sku ?? ''));
    if (!parsed.success) throw new ApiError(404, AccountErrorText.productNotFound);
    return parsed.data;
  };

  router.get(
    '/parts',
    accountHandler(deps, 'admin.parts', async (req, res) => {
      const q = parseInput(partsQuery, queryOf(req));
      const rest = adminRest(deps, res);
      const store = storeFor(deps.config, q.locale);
      const deadlineAt = Date.now() + deps.config.upstreamTimeoutMs;
      const groups: Filter[][] = [[{ field: 'type_id', value: 'simple' }], [{ field: 'visibility', value: '2,3,4', condition: 'in' }]];
      if (q.q)
        groups.push([
          { field: 'name', value: likeText(q.q), condition: 'like' },
          { field: 'sku', value: likeText(q.q), condition: 'like' },
        ]);
      if (q.category) groups.push([{ field: 'category_id', value: q.category }]);
      const query = searchCriteria(groups, { sort: [['name', 'ASC']], pageSize: q.pageSize, page: q.page });
      const [result, categories] = await Promise.all([
        rest<MagentoSearchResult<MagentoProduct>>({ method: 'GET', store, path: mpath`/V1/products`, query, deadlineAt }),
        categoryMap(rest, store, deadlineAt),
      ]);
      const products = (result?.items ?? []).filter((item) => item && typeof item.sku === 'string' && isPart(item));
      // Search items carry no stock item (magento/magento2#36533): the page's quantities come in one source-items call.
      const stock = await stockBySku(
        rest,
        products.map((product) => product.sku),
        deadlineAt,
      );
      sendData(res, {
        items: products.map((product) => partRow(product, stock.get(product.sku), categories.byId)),
        total_count: typeof result?.total_count === 'number' ? result.total_count : products.length,
        page: q.page,
        pageSize: q.pageSize,
        categories: categories.list,
      });
    }),
  );

  router.patch(
    '/parts/:sku',
    accountHandler(
      deps,
      'admin.part.save',
      async (req, res) => {
        const sku = skuOf(req);
        const patch = parseInput(partPatch, req.body ?? {});
        if (patch.price === undefined && patch.qty === undefined && patch.status === undefined) throw new ApiError(400, AccountErrorText.nothingToChange);
        const rest = adminRest(deps, res);
        const store = storeOf(req);
        const deadlineAt = Date.now() + 2 * deps.config.upstreamTimeoutMs;
        const product = await loadProduct(rest, store, sku, deadlineAt, AccountErrorText.partNotFound);
        if (!isPart(product)) throw new ApiError(404, AccountErrorText.partNotFound);
        const qtyBefore =
          patch.qty === undefined ? undefined : (stockQtyOf(product) ?? (await stockBySku(rest, [product.sku], deadlineAt)).get(product.sku) ?? 0);
        const wanted = { price: patch.price, qty: patch.qty, status: patch.status };
        const before = { price: money(product.price), qty: qtyBefore, status: statusOf(product) };
        try {
          if (patch.price !== undefined || patch.status !== undefined) {
            await rest({
              method: 'PUT',
              store: 'all',
              path: mpath`/V1/products/${product.sku}`,
              deadlineAt,
              body: {
                product: {
                  sku: product.sku,
                  ...(patch.price !== undefined ? { price: patch.price } : {}),
                  ...(patch.status ? { status: statusCode(patch.status) } : {}),
                },
              },
            });
          }
          if (patch.qty !== undefined) {
            // StockRegistry::updateStockItemBySku: the item id comes from the stock item; is_in_stock follows the qty.
            const item = await rest<{ item_id?: unknown }>({ method: 'GET', store: 'all', path: mpath`/V1/stockItems/${product.sku}`, deadlineAt });
            const itemId = typeof item?.item_id === 'number' ? item.item_id : null;
            if (itemId === null) throw new ApiError(502, AccountErrorText.saveFailed);
            await rest({
              method: 'PUT',
              store: 'all',
              path: mpath`/V1/products/${product.sku}/stockItems/${itemId}`,
              deadlineAt,
              body: { stockItem: { qty: patch.qty, is_in_stock: patch.qty > 0 } },
            });
          }
        } finally {
          await deps.catalogCache.invalidate();
        }
        const [saved, categories] = await Promise.all([
          loadProduct(rest, store, product.sku, deadlineAt, AccountErrorText.partNotFound),
          categoryMap(rest, store, deadlineAt),
        ]);
        // GET /V1/products/:sku carries the stock item (CatalogInventory's read extension on get, not on getList).
        const qty = stockQtyOf(saved) ?? (await stockBySku(rest, [saved.sku], deadlineAt)).get(saved.sku);
        const changed = changedValues(before, wanted);
        if (changed)
          await recordAudit(deps, { actor: adminOf(res).username, action: 'part.update', subject: { type: 'product', id: product.sku }, ...changed });
        sendData(res, partRow(saved, qty, categories.byId));
      },
      partNotFound,
    ),
  );

  const listing = async (req: Request, res: Response) => {
    const rest = adminRest(deps, res);
    const store = storeOf(req);
    const deadlineAt = Date.now() + deps.config.upstreamTimeoutMs;
    const products: MagentoProduct[] = [];
    // A shop of a few hundred products: read them all, page by page, within one budget.
    for (let page = 1; page <= 10; page += 1) {
      const query = searchCriteria([], { sort: [['sort_order', 'ASC']], pageSize: 300, page });
      const result = await rest<MagentoSearchResult<MagentoProduct>>({ method: 'GET', store, path: mpath`/V1/products`, query, deadlineAt });
      const items = (result?.items ?? []).filter((item) => item && typeof item.sku === 'string');
      products.push(...items);
      if (items.length < 300 || products.length >= (result?.total_count ?? 0)) break;
    }
    const categories = await loadCategories(rest, store, deadlineAt);
    sendData(res, {
      items: products.map(shopRow).sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name)),
      total_count: products.length,
      categories,
      visibilities: VISIBILITIES,
    });
  };

  router.get('/shop', accountHandler(deps, 'admin.shop', listing));

  router.patch(
    '/shop/:sku',
    accountHandler(
      deps,
      'admin.shop.save',
      async (req, res) => {
        const sku = skuOf(req);
        const patch = parseInput(shopPatch, req.body ?? {});
        if (patch.visibility === undefined && patch.sortOrder === undefined && patch.categoryId === undefined && patch.featured === undefined) {
          throw new ApiError(400, AccountErrorText.nothingToChange);
        }
        const rest = adminRest(deps, res);
        const store = storeOf(req);
        const deadlineAt = Date.now() + 2 * deps.config.upstreamTimeoutMs;
        const product = await loadProduct(rest, store, sku, deadlineAt, AccountErrorText.productNotFound);
        const categoryId = patch.categoryId === undefined || patch.categoryId === null ? patch.categoryId : String(patch.categoryId);
        const listingBefore = shopRow(product);
        if (categoryId) {
          const known = await loadCategories(rest, store, deadlineAt);
          if (!known.some((category) => category.id === categoryId)) throw new ApiError(400, AccountErrorText.unknownCategory);
        }
        const customAttributes = [
          ...(patch.sortOrder !== undefined ? [{ attribute_code: 'sort_order', value: String(patch.sortOrder) }] : []),
          ...(patch.featured !== undefined ? [{ attribute_code: FEATURED_ATTRIBUTE, value: patch.featured ? '1' : '0' }] : []),
        ];
        try {
          await rest({
            method: 'PUT',
            store: 'all',
            path: mpath`/V1/products/${product.sku}`,
            deadlineAt,
            body: {
              product: {
                sku: product.sku,
                ...(patch.visibility ? { visibility: visibilityCode(patch.visibility) } : {}),
                ...(customAttributes.length ? { custom_attributes: customAttributes } : {}),
                // category_links replaces the product's categories: the listing has one category per product.
                ...(categoryId !== undefined ? { extension_attributes: { category_links: categoryId ? [{ position: 0, category_id: categoryId }] : [] } } : {}),
              },
            },
          });
        } finally {
          await deps.catalogCache.invalidate();
        }
        const changed = changedValues(
          { visibility: listingBefore.visibility, sortOrder: listingBefore.sortOrder, categoryId: listingBefore.categoryId, featured: listingBefore.featured },
          { visibility: patch.visibility, sortOrder: patch.sortOrder, categoryId, featured: patch.featured },
        );
        if (changed)
          await recordAudit(deps, { actor: adminOf(res).username, action: 'listing.update', subject: { type: 'product', id: product.sku }, ...changed });
        sendData(res, shopRow(await loadProduct(rest, store, product.sku, deadlineAt, AccountErrorText.productNotFound)));
      },
      productNotFound,
    ),
  );

  return router;
}
