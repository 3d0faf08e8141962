// What the back office's routers share: Magento calls with the admin's own token, searchCriteria built from plain
// filter groups, the category list, and reading a product's custom attributes, stock and status.
import type { Response } from 'express';
import { mpath } from '../magento/magento.client';
import type { MagentoProduct } from '../magento/magento.types';
import type { ApiDeps } from '../api/deps';
import { adminOf, userRest, type UserRest } from '../auth/session-guard';

/** Magento calls as the logged-in admin; a 401 ends the admin session (LoginRequired). */
export function adminRest(deps: ApiDeps, res: Response): UserRest {
  return userRest(deps.magentoAs(adminOf(res).token), 'admin');
}

export interface Filter {
  field: string;
  value: string;
  condition?: 'eq' | 'neq' | 'in' | 'nin' | 'like' | 'gteq' | 'lt' | 'lteq' | 'gt';
}

/** Groups are AND-ed, the filters inside a group OR-ed (contract B §6.2). */
export function searchCriteria(
  groups: Filter[][],
  options: { sort?: Array<[field: string, direction: 'ASC' | 'DESC']>; pageSize: number; page: number },
): URLSearchParams {
  const q = new URLSearchParams();
  groups.forEach((filters, g) =>
    filters.forEach((filter, f) => {
      const prefix = `searchCriteria[filter_groups][${g}][filters][${f}]`;
      q.set(`${prefix}[field]`, filter.field);
      q.set(`${prefix}[value]`, filter.value);
      q.set(`${prefix}[condition_type]`, filter.condition ?? 'eq');
    }),
  );
  (options.sort ?? []).forEach(([field, direction], i) => {
    q.set(`searchCriteria[sortOrders][${i}][field]`, field);
    q.set(`searchCriteria[sortOrders][${i}][direction]`, direction);
  });
  q.set('searchCriteria[pageSize]', String(options.pageSize));
  q.set('searchCriteria[currentPage]', String(options.page));
  return q;
}

/** Text for a `like` filter: Magento's wildcards are the user's literal characters here, so they are taken out. */
export function likeText(q: string): string {
  return `%${q.replace(/[%_\\]/g, ' ').trim()}%`;
}

export function attribute(product: MagentoProduct, code: string): string | null {
  const value = product.custom_attributes?.find((entry) => entry.attribute_code === code)?.value;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return null;
}

export function sortOrderOf(product: MagentoProduct): number {
  const value = Number(attribute(product, 'sort_order'));
  return Number.isFinite(value) ? value : 0;
}

export type ProductStatus = 'enabled' | 'disabled';
export const statusOf = (product: MagentoProduct): ProductStatus => (product.status === 2 ? 'disabled' : 'enabled');
export const statusCode = (status: ProductStatus): 1 | 2 => (status === 'disabled' ? 2 : 1);

/** The stock item of GET /V1/products/:sku (CatalogInventory adds it on get only; search items have none, magento/magento2#36533). */
export function stockQtyOf(product: MagentoProduct): number | null {
  const item = product.extension_attributes?.stock_item as { qty?: unknown } | undefined;
  return typeof item?.qty === 'number' ? item.qty : null;
}

export function categoryIdOf(product: MagentoProduct): string | null {
  const link = product.extension_attributes?.category_links?.[0];
  return link ? String(link.category_id) : null;
}

export const money = (value: unknown): number => Math.round(Number(value ?? 0) * 100) / 100;

interface CategoryNode {
  id?: number;
  name?: string;
  level?: number;
  is_active?: boolean;
  children_data?: CategoryNode[];
}

/** The store's categories below its root, flattened in tree order. */
export async function loadCategories(rest: UserRest, store: string, deadlineAt?: number): Promise<Array<{ id: string; name: string }>> {
  const root = await rest<CategoryNode>({ method: 'GET', store, path: mpath`/V1/categories`, ...(deadlineAt ? { deadlineAt } : {}) });
  const out: Array<{ id: string; name: string }> = [];
  const walk = (node: CategoryNode | undefined, depth: number) => {
    for (const child of node?.children_data ?? []) {
      if (typeof child.id === 'number') out.push({ id: String(child.id), name: typeof child.name === 'string' ? child.name : String(child.id) });
      if (depth < 5) walk(child, depth + 1);
    }
  };
  walk(root && typeof root === 'object' ? root : undefined, 0);
  return out;
}
