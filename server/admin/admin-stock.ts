// Stock for many products at once. Magento's product search leaves the stock item out (magento/magento2#36533: only
// GET /V1/products/:sku carries extension_attributes.stock_item), so the back office reads quantities from MSI's
// source items (magento/inventory InventoryApi/etc/webapi.xml, GET /V1/inventory/source-items, ACL
// Magento_InventoryApi::source) in one call per list instead of one stockItems call per product. The quantity is the
// default source's: the one the legacy stock item (the quick edit's PUT stockItems) reads and writes.
import { mpath } from '../magento/magento.client';
import type { MagentoSearchResult } from '../magento/magento.types';
import type { UserRest } from '../auth/session-guard';
import { searchCriteria, type Filter } from './admin-magento';

/** MSI's source in single-source mode (InventoryCatalogApi DefaultSourceProviderInterface). */
export const DEFAULT_SOURCE_CODE = 'default';

interface SourceItem {
  sku?: unknown;
  source_code?: unknown;
  quantity?: unknown;
}

function quantities(result: MagentoSearchResult<SourceItem> | null | undefined): Map<string, number> {
  const out = new Map<string, number>();
  for (const item of result?.items ?? []) {
    if (item && typeof item.sku === 'string' && typeof item.quantity === 'number') out.set(item.sku, item.quantity);
  }
  return out;
}

/** The default source's quantity of each SKU (one call); a SKU without a source item is left out. */
export async function stockBySku(rest: UserRest, skus: readonly string[], deadlineAt: number): Promise<Map<string, number>> {
  // `in` takes a comma-joined list, so a SKU with a comma in it cannot be asked for this way (none of the shop's has one).
  const wanted = [...new Set(skus)].filter((sku) => !sku.includes(','));
  if (wanted.length === 0) return new Map();
  const query = searchCriteria([[{ field: 'sku', value: wanted.join(','), condition: 'in' }], [{ field: 'source_code', value: DEFAULT_SOURCE_CODE }]], {
    pageSize: wanted.length,
    page: 1,
  });
  return quantities(await rest<MagentoSearchResult<SourceItem>>({ method: 'GET', store: 'all', path: mpath`/V1/inventory/source-items`, query, deadlineAt }));
}

/** The default source's SKUs at or below `threshold`, lowest first (one page of `pageSize`). */
export async function lowStockSkus(
  rest: UserRest,
  threshold: number,
  pageSize: number,
  page: number,
  deadlineAt: number,
): Promise<{ stock: Map<string, number>; total: number }> {
  const groups: Filter[][] = [[{ field: 'quantity', value: String(threshold), condition: 'lteq' }], [{ field: 'source_code', value: DEFAULT_SOURCE_CODE }]];
  const query = searchCriteria(groups, { sort: [['quantity', 'ASC']], pageSize, page });
  const result = await rest<MagentoSearchResult<SourceItem>>({ method: 'GET', store: 'all', path: mpath`/V1/inventory/source-items`, query, deadlineAt });
  return { stock: quantities(result), total: typeof result?.total_count === 'number' ? result.total_count : 0 };
}
