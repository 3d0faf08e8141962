// Stock as Magento's storefront APIs state it (Magento 2.4.6, legacy stock in single-source mode):
// - GraphQL ProductInterface.stock_status: CatalogInventoryGraphQl/Model/Resolver/StockStatusProvider.php, the stock
//   status index row's status as IN_STOCK / OUT_OF_STOCK.
// - only_x_left_in_stock: CatalogInventoryGraphQl/Model/Resolver/OnlyXLeftInStockResolver.php, the salable quantity
//   (qty − min_qty) when the quantity is above 0 and at most `cataloginventory/options/stock_threshold_qty`, else null.
// - A bundle's index row (Bundle/Model/ResourceModel/Indexer/Stock.php) is in stock when every required option has a
//   salable selection, and its qty column is 0, so only_x_left_in_stock is always null for a bundle.
import type { StockOptions } from '../emulator.config';
import type { ProductRecord } from './catalog.service';

export type ProductStockStatus = 'IN_STOCK' | 'OUT_OF_STOCK';

/** min_qty ("Out-of-Stock Threshold", cataloginventory/item_options/min_qty): 0 by default and in the seed. */
export const MIN_QTY = 0;

export function isSalableQty(qty: number): boolean {
  return qty > MIN_QTY;
}

export function stockStatusOf(product: ProductRecord, qtyOf: (sku: string) => number): ProductStockStatus {
  if (product.type_id !== 'bundle') return isSalableQty(qtyOf(product.sku)) ? 'IN_STOCK' : 'OUT_OF_STOCK';
  const salable = (product.bundle_options ?? [])
    .filter((option) => option.required)
    .every((option) => option.selections.some((selection) => isSalableQty(qtyOf(selection.sku))));
  return salable && isSalableQty(qtyOf(product.sku)) ? 'IN_STOCK' : 'OUT_OF_STOCK';
}

/** OnlyXLeftInStockResolver::getOnlyXLeftQty, including its `=== 0` test that never matches a float (0 still gives null). */
export function onlyXLeftInStock(product: ProductRecord, qtyOf: (sku: string) => number, options: StockOptions): number | null {
  const threshold = options.stockThresholdQty;
  const current = product.type_id === 'bundle' ? 0 : qtyOf(product.sku);
  const left = current - MIN_QTY;
  return current > 0 && left <= threshold ? left : null;
}
