// Stock for a whole product list in one call: GraphQL `products(filter: {sku: {in: [...]}})` with stock_status and
// only_x_left_in_stock (CatalogInventoryGraphQl/etc/schema.graphqls; OnlyXLeftInStockResolver applies Magento's own
// "Only X left Threshold", StockStatusProvider the stock index). REST product search carries no stock item
// (magento/magento2#36533) and MSI's source items need an admin ACL and know neither threshold nor reservations.
// Preconditions (README): "Display Out of Stock Products" on, or sold-out products are missing from the answer.
import type { Product } from '../../common/contract/product.schema';
import type { MagentoClient } from './magento.client';

export type StockStatus = 'IN_STOCK' | 'OUT_OF_STOCK';
export interface StockInfo {
  stock_status: StockStatus | null;
  only_x_left_in_stock: number | null;
}

/** SKUs per GraphQL call: a shop list has at most 300 (products.service.ts MAX_PAGE_SIZE), so three calls at most. */
const CHUNK = 100;

const STOCK_QUERY = `query FoltStock($skus: [String], $pageSize: Int) {
  products(filter: { sku: { in: $skus } }, pageSize: $pageSize) { items { sku stock_status only_x_left_in_stock } }
}`;

interface StockAnswer {
  products?: { items?: Array<{ sku?: unknown; stock_status?: unknown; only_x_left_in_stock?: unknown } | null> | null } | null;
}

export function readStockAnswer(answer: StockAnswer | null | undefined): Map<string, StockInfo> {
  const out = new Map<string, StockInfo>();
  for (const item of answer?.products?.items ?? []) {
    if (!item || typeof item.sku !== 'string') continue;
    const status = item.stock_status === 'IN_STOCK' || item.stock_status === 'OUT_OF_STOCK' ? item.stock_status : null;
    const left = typeof item.only_x_left_in_stock === 'number' && Number.isFinite(item.only_x_left_in_stock) ? item.only_x_left_in_stock : null;
    out.set(item.sku, { stock_status: status, only_x_left_in_stock: left });
  }
  return out;
}

/** The stock of `skus` in the store view (one GraphQL call per 100 SKUs). */
export async function fetchStock(magento: MagentoClient, store: string, skus: readonly string[], deadlineAt: number): Promise<Map<string, StockInfo>> {
  const wanted = [...new Set(skus)];
  const out = new Map<string, StockInfo>();
  for (let i = 0; i < wanted.length; i += CHUNK) {
    const chunk = wanted.slice(i, i + CHUNK);
    const answer = await magento.graphql<StockAnswer>({
      store,
      query: STOCK_QUERY,
      variables: { skus: chunk, pageSize: chunk.length },
      label: 'products stock',
      deadlineAt,
    });
    for (const [sku, info] of readStockAnswer(answer)) out.set(sku, info);
  }
  return out;
}

/** Copies each product's stock into it; a product Magento did not list keeps none (unknown, the cart decides). */
export function attachStock(items: Product[], stock: ReadonlyMap<string, StockInfo>): void {
  for (const product of items) {
    const info = stock.get(product.sku);
    if (!info) continue;
    product.stock_status = info.stock_status;
    product.only_x_left_in_stock = info.only_x_left_in_stock;
  }
}
