// Stock (Magento_CatalogInventory/etc/webapi.xml, ACL Magento_CatalogInventory::cataloginventory): one SKU's stock
// item, the low-stock list, and updateStockItemBySku as the back office's quick stock edit uses it. And MSI's source
// items (magento/inventory InventoryApi/etc/webapi.xml, ACL Magento_InventoryApi::source), the bulk read by SKU that
// product search cannot give: getList items carry no stock_item (magento/magento2#36533).
import { Router, type Request } from 'express';
import { MagentoError, internalError, productNotFound, required } from '../lib/magento.errors';
import { asBool, asNumber, dataObject, requireParam } from '../lib/magento.input';
import { handle, pathParam, requireResource } from '../lib/route.helpers';
import { applySearchCriteria, echoCriteria, parseBracketQuery, readSearchCriteria } from '../lib/search-criteria.query';
import { one } from '../db/emulator.store';
import type { EmulatorContext } from '../domain/emulator.context';
import type { ProductRecord } from '../domain/catalog.service';
import { MAX_SALE_QTY } from '../emulator.config';

/** StockItemInterface's getters (Magento 2.4); anything else in a body is refused like Magento's data objects do. */
const STOCK_ITEM_KEYS = [
  'item_id',
  'product_id',
  'stock_id',
  'qty',
  'is_in_stock',
  'is_qty_decimal',
  'show_default_notification_message',
  'use_config_min_qty',
  'min_qty',
  'use_config_min_sale_qty',
  'min_sale_qty',
  'use_config_max_sale_qty',
  'max_sale_qty',
  'use_config_backorders',
  'backorders',
  'use_config_notify_stock_qty',
  'notify_stock_qty',
  'use_config_qty_increments',
  'qty_increments',
  'use_config_enable_qty_inc',
  'enable_qty_increments',
  'use_config_manage_stock',
  'manage_stock',
  'low_stock_date',
  'is_decimal_divided',
  'stock_status_changed_auto',
  'extension_attributes',
] as const;

/** StockItemInterface as `GET /V1/stockItems/:productSku` prints it; the item id is the product's entity id here. */
export function renderStockItem(product: ProductRecord, qty: number): Record<string, unknown> {
  return {
    item_id: product.entity_id,
    product_id: product.entity_id,
    stock_id: 1,
    qty,
    is_in_stock: qty > 0,
    is_qty_decimal: false,
    show_default_notification_message: false,
    use_config_min_qty: true,
    min_qty: 0,
    use_config_min_sale_qty: 1,
    min_sale_qty: 1,
    use_config_max_sale_qty: true,
    max_sale_qty: MAX_SALE_QTY,
    use_config_backorders: true,
    backorders: 0,
    use_config_notify_stock_qty: true,
    notify_stock_qty: 1,
    use_config_qty_increments: true,
    qty_increments: 0,
    use_config_enable_qty_inc: true,
    enable_qty_increments: false,
    use_config_manage_stock: true,
    manage_stock: true,
    is_decimal_divided: false,
    stock_status_changed_auto: 0,
  };
}

/** MSI's single-source mode: every product quantity is in the `default` source (InventoryCatalog's DefaultSourceProvider). */
export const DEFAULT_SOURCE_CODE = 'default';

/** SourceItemInterface, one per SKU in the default source: sku, source_code, quantity, status (1 in stock, 0 out). */
interface SourceItem {
  sku: string;
  source_code: string;
  quantity: number;
  status: 0 | 1;
}
/** The inventory_source_item columns a searchCriteria may name; another one is an SQL error, a masked 500. */
const SOURCE_ITEM_FIELDS = new Set(['source_item_id', 'sku', 'source_code', 'quantity', 'status']);

function rawQuery(req: Request): string {
  const index = req.originalUrl.indexOf('?');
  return index < 0 ? '' : req.originalUrl.slice(index + 1);
}

export function inventoryRoutes(ctx: EmulatorContext): Router {
  const router = Router();
  const acl = requireResource('Magento_CatalogInventory::cataloginventory');

  const stockRows = async (): Promise<Array<{ product: ProductRecord; qty: number }>> => {
    const { rows } = await ctx.store.query<{ sku: string; qty: number }>('select sku, qty from stock');
    return rows
      .flatMap((row) => {
        const product = ctx.catalog.get(row.sku);
        return product ? [{ product, qty: row.qty }] : [];
      })
      .sort((a, b) => a.product.entity_id - b.product.entity_id);
  };

  // StockRegistry::getLowStockItems($scopeId, $qty, $currentPage = 1, $pageSize = 0): stock items with qty <= $qty in the
  // scope (StockItemCriteriaMapper filters main_table.website_id; Magento 2.4 keeps every item in scope 0, so another
  // scope finds none). StockItemInterface has no sku: a caller matches product_id. Registered before :productSku.
  router.get(
    '/stockItems/lowStock',
    acl,
    handle(async (req) => {
      const query = parseBracketQuery(rawQuery(req));
      const int = (name: string, fallback?: number): number => {
        const raw = query[name];
        if (raw === undefined || raw === '') {
          if (fallback === undefined) throw required(name);
          return fallback;
        }
        const value = asNumber(raw, name === 'qty' ? 'float' : 'int');
        if (value === undefined) throw required(name);
        return value;
      };
      const scopeId = int('scopeId');
      const qty = int('qty');
      const currentPage = Math.max(1, int('currentPage', 1));
      const pageSize = int('pageSize', 0);
      const low = scopeId === 0 ? (await stockRows()).filter((row) => row.qty <= qty) : [];
      const page = pageSize > 0 ? low.slice((currentPage - 1) * pageSize, currentPage * pageSize) : low;
      return {
        items: page.map((row) => renderStockItem(row.product, row.qty)),
        // StockItemCriteriaInterface printed through its getters (Framework\Api\CriteriaInterface); nobody reads it.
        search_criteria: {
          mapper_interface_name: 'Magento\\CatalogInventory\\Model\\ResourceModel\\Stock\\Item\\StockItemCriteriaMapper',
          criteria_list: [],
          filters: [],
          orders: [],
          limit: [currentPage, pageSize],
        },
        total_count: low.length,
      };
    }),
  );

  // SourceItemRepositoryInterface::getList. Bundles have no source items (MSI allows source items for simple,
  // virtual and downloadable types only: IsSourceItemManagementAllowedForProductType).
  router.get(
    '/inventory/source-items',
    requireResource('Magento_InventoryApi::source'),
    handle(async (req) => {
      const criteria = readSearchCriteria(parseBracketQuery(rawQuery(req)));
      const items: SourceItem[] = (await stockRows())
        .filter((row) => row.product.type_id !== 'bundle')
        .map((row) => ({ sku: row.product.sku, source_code: DEFAULT_SOURCE_CODE, quantity: row.qty, status: row.qty > 0 ? 1 : 0 }));
      const result = applySearchCriteria(
        items,
        criteria,
        (item, field) => (field === 'source_item_id' ? ctx.catalog.get(item.sku)?.entity_id : item[field as keyof SourceItem]),
        (field) => SOURCE_ITEM_FIELDS.has(field),
        () => internalError(),
      );
      return { items: result.items, search_criteria: echoCriteria(criteria), total_count: result.total_count };
    }),
  );

  const productOf = (sku: string): ProductRecord => {
    const product = ctx.catalog.get(sku);
    if (!product) throw productNotFound();
    return product;
  };
  const qtyOf = async (sku: string): Promise<number> => (await one<{ qty: number }>(ctx.store, 'select qty from stock where sku = $1', [sku]))?.qty ?? 0;

  router.get(
    '/stockItems/:productSku',
    acl,
    handle(async (req) => {
      const product = productOf(pathParam(req, 'productSku'));
      return renderStockItem(product, await qtyOf(product.sku));
    }),
  );

  // updateStockItemBySku: the URL's item id is copied into the body and then dropped again (the SKU decides), the
  // body's fields are merged into the stored item, and the answer is the item id as a bare number. is_in_stock is
  // derived from the quantity here (the emulator keeps no separate stock status).
  router.put(
    '/products/:productSku/stockItems/:itemId',
    acl,
    handle(async (req) => {
      const product = productOf(pathParam(req, 'productSku'));
      const item = dataObject(requireParam(req.body, 'stockItem'), 'Magento\\CatalogInventory\\Api\\Data\\StockItemInterface', STOCK_ITEM_KEYS);
      asNumber(item.item_id, 'int');
      asBool(item.is_in_stock);
      const qty = asNumber(item.qty, 'float');
      if (qty !== undefined) {
        if (qty < -MAX_SALE_QTY * 100 || qty > 99_999_999)
          throw new MagentoError(400, 'Invalid value of "%value" provided for the %fieldName field.', { value: String(qty), fieldName: 'qty' });
        await ctx.store.tx(async (q) => {
          await q.query('insert into stock (sku, qty) values ($1, $2) on conflict (sku) do update set qty = excluded.qty', [product.sku, Math.trunc(qty)]);
        });
      }
      return product.entity_id;
    }),
  );

  return router;
}
