// Stock items (Magento_CatalogInventory, ACL Magento_CatalogInventory::cataloginventory): read one SKU's stock item
// and update it through StockRegistryInterface::updateStockItemBySku, as the back office's quick stock edit does.
import { Router } from 'express';
import { MagentoError, productNotFound } from '../lib/magento.errors.js';
import { asBool, asNumber, dataObject, requireParam } from '../lib/magento.input.js';
import { handle, pathParam, requireResource } from '../lib/route.helpers.js';
import { one } from '../db/emulator.store.js';
import type { EmulatorContext } from '../domain/emulator.context.js';
import type { ProductRecord } from '../domain/catalog.service.js';
import { MAX_SALE_QTY } from '../emulator.config.js';

/** StockItemInterface's getters (Magento 2.4); anything else in a body is refused like Magento's data objects do. */
const STOCK_ITEM_KEYS = [
  'item_id', 'product_id', 'stock_id', 'qty', 'is_in_stock', 'is_qty_decimal', 'show_default_notification_message', 'use_config_min_qty', 'min_qty',
  'use_config_min_sale_qty', 'min_sale_qty', 'use_config_max_sale_qty', 'max_sale_qty', 'use_config_backorders', 'backorders',
  'use_config_notify_stock_qty', 'notify_stock_qty', 'use_config_qty_increments', 'qty_increments', 'use_config_enable_qty_inc',
  'enable_qty_increments', 'use_config_manage_stock', 'manage_stock', 'low_stock_date', 'is_decimal_divided', 'stock_status_changed_auto',
  'extension_attributes',
] as const;

/** StockItemInterface as `GET /V1/stockItems/:productSku` prints it; the item id is the product's entity id here. */
export function renderStockItem(product: ProductRecord, qty: number): Record<string, unknown> {
  return {
    item_id: product.entity_id, product_id: product.entity_id, stock_id: 1, qty, is_in_stock: qty > 0, is_qty_decimal: false,
    show_default_notification_message: false, use_config_min_qty: true, min_qty: 0, use_config_min_sale_qty: 1, min_sale_qty: 1,
    use_config_max_sale_qty: true, max_sale_qty: MAX_SALE_QTY, use_config_backorders: true, backorders: 0, use_config_notify_stock_qty: true,
    notify_stock_qty: 1, use_config_qty_increments: true, qty_increments: 0, use_config_enable_qty_inc: true, enable_qty_increments: false,
    use_config_manage_stock: true, manage_stock: true, is_decimal_divided: false, stock_status_changed_auto: 0,
  };
}

export function inventoryRoutes(ctx: EmulatorContext): Router {
  const router = Router();
  const acl = requireResource('Magento_CatalogInventory::cataloginventory');

  const productOf = (sku: string): ProductRecord => {
    const product = ctx.catalog.get(sku);
    if (!product) throw productNotFound();
    return product;
  };
  const qtyOf = async (sku: string): Promise<number> => (await one<{ qty: number }>(ctx.store, 'select qty from stock where sku = $1', [sku]))?.qty ?? 0;

  router.get('/stockItems/:productSku', acl, handle(async (req) => {
    const product = productOf(pathParam(req, 'productSku'));
    return renderStockItem(product, await qtyOf(product.sku));
  }));

  // updateStockItemBySku: the URL's item id is copied into the body and then dropped again (the SKU decides), the
  // body's fields are merged into the stored item, and the answer is the item id as a bare number. is_in_stock is
  // derived from the quantity here (the emulator keeps no separate stock status).
  router.put('/products/:productSku/stockItems/:itemId', acl, handle(async (req) => {
    const product = productOf(pathParam(req, 'productSku'));
    const item = dataObject(requireParam(req.body, 'stockItem'), 'Magento\\CatalogInventory\\Api\\Data\\StockItemInterface', STOCK_ITEM_KEYS);
    asNumber(item.item_id, 'int');
    asBool(item.is_in_stock);
    const qty = asNumber(item.qty, 'float');
    if (qty !== undefined) {
      if (qty < -MAX_SALE_QTY * 100 || qty > 99_999_999) throw new MagentoError(400, 'Invalid value of "%value" provided for the %fieldName field.', { value: String(qty), fieldName: 'qty' });
      await ctx.store.tx(async (q) => {
        await q.query('insert into stock (sku, qty) values ($1, $2) on conflict (sku) do update set qty = excluded.qty', [product.sku, Math.trunc(qty)]);
      });
    }
    return product.entity_id;
  }));

  return router;
}
