// The store view's categories by url_key, read from Magento (Catalog/etc/webapi.xml: GET /V1/categories/list, that is
// CategoryListInterface::getList; CategoryInterface carries url_key among its custom_attributes, the tree of
// GET /V1/categories does not). The shop names its categories by url_key (src/views/shop/shop-categories.ts), so no
// category id is assumed anywhere: a real shop numbers its categories as it likes.
import { mpath } from '../magento/magento.client';
import type { MagentoSearchResult } from '../magento/magento.types';
import type { ApiDeps } from './deps';

/** url_key → category id and back, for one store view (active categories only). */
export interface CategoryIndex {
  idsByKey: Map<string, string>;
  keysById: Map<string, string>;
}

interface MagentoCategory {
  id?: unknown;
  is_active?: unknown;
  custom_attributes?: Array<{ attribute_code?: unknown; value?: unknown }>;
}

/** Categories change seldom; the product list is cached on its own, so this only has to spare Magento a call per miss. */
const TTL_MS = 5 * 60_000;
const PAGE_SIZE = 1000;

const cache = new WeakMap<ApiDeps, Map<string, { at: number; index: Promise<CategoryIndex> }>>();

async function fetchIndex(deps: ApiDeps, store: string, deadlineAt: number): Promise<CategoryIndex> {
  const query = new URLSearchParams({
    'searchCriteria[filter_groups][0][filters][0][field]': 'is_active',
    'searchCriteria[filter_groups][0][filters][0][value]': '1',
    'searchCriteria[filter_groups][0][filters][0][condition_type]': 'eq',
    'searchCriteria[pageSize]': String(PAGE_SIZE),
    'searchCriteria[currentPage]': '1',
  });
  const res = await deps.magento.rest<MagentoSearchResult<MagentoCategory>>({
    method: 'GET',
    store,
    path: mpath`/V1/categories/list`,
    query,
    auth: 'integration',
    deadlineAt,
  });
  const index: CategoryIndex = { idsByKey: new Map(), keysById: new Map() };
  for (const category of res?.items ?? []) {
    if (!category || (typeof category.id !== 'number' && typeof category.id !== 'string')) continue;
    const urlKey = category.custom_attributes?.find((attribute) => attribute.attribute_code === 'url_key')?.value;
    if (typeof urlKey !== 'string' || urlKey === '') continue;
    const id = String(category.id);
    // Two categories with one url_key (possible under different parents): the first one found stands.
    if (!index.idsByKey.has(urlKey)) index.idsByKey.set(urlKey, id);
    index.keysById.set(id, urlKey);
  }
  return index;
}

/** The store view's category index, cached for a few minutes; a failed read is not kept. */
export function categoryIndex(deps: ApiDeps, store: string, deadlineAt: number): Promise<CategoryIndex> {
  let byStore = cache.get(deps);
  if (!byStore) cache.set(deps, (byStore = new Map()));
  const now = deps.clock();
  const hit = byStore.get(store);
  if (hit && now - hit.at < TTL_MS) return hit.index;
  const index = fetchIndex(deps, store, deadlineAt);
  byStore.set(store, { at: now, index });
  index.catch(() => {
    if (byStore.get(store)?.index === index) byStore.delete(store);
  });
  return index;
}
