// Categories (Magento_Catalog, ACL Magento_Catalog::categories): the category tree of CategoryManagementInterface::
// getTree, store-view scoped names, as the back office reads it for its category filters and pickers.
import { Router, type Request } from 'express';
import { MagentoError } from '../lib/magento.errors.js';
import { handle, requireResource, scopeOf } from '../lib/route.helpers.js';
import type { EmulatorContext } from '../domain/emulator.context.js';
import type { ScopeCode } from '../domain/catalog.service.js';
import { CATEGORIES } from '../seed/seed.parts.js';

/** Magento's fixed tree top: 1 "Root Catalog" (level 0), 2 "Default Category" (level 1, the store's root). */
const DEFAULT_CATEGORY_ID = 2;

interface TreeNode {
  id: number;
  parent_id: number;
  name: string;
  is_active: boolean;
  position: number;
  level: number;
  product_count: number;
  children_data: TreeNode[];
}

function queryValue(req: Request, name: string): string | undefined {
  const value = new URLSearchParams(req.originalUrl.split('?')[1] ?? '').get(name);
  return value === null || value === '' ? undefined : value;
}

export function categoryRoutes(ctx: EmulatorContext): Router {
  const router = Router();

  const tree = (scope: ScopeCode): TreeNode => {
    const counts = new Map<number, number>();
    for (const product of ctx.catalog.all()) for (const link of product.category_links) counts.set(link.category_id, (counts.get(link.category_id) ?? 0) + 1);
    // The admin scope shows the default (English) names, a store view its own.
    const children = CATEGORIES.map((category, index): TreeNode => ({
      id: category.id, parent_id: DEFAULT_CATEGORY_ID, name: category.names[scope === 'all' ? 'en' : scope], is_active: true,
      position: index + 1, level: 2, product_count: counts.get(category.id) ?? 0, children_data: [],
    }));
    return {
      id: DEFAULT_CATEGORY_ID, parent_id: 1, name: 'Default Category', is_active: true, position: 1, level: 1,
      product_count: [...counts.values()].reduce((sum, n) => sum + n, 0), children_data: children,
    };
  };

  const cut = (node: TreeNode, depth: number | undefined): TreeNode =>
    depth === undefined ? node : { ...node, children_data: depth <= 0 ? [] : node.children_data.map((child) => cut(child, depth - 1)) };

  // GET /V1/categories?rootCategoryId=&depth=: the tree from the store's root (or the given category).
  router.get('/categories', requireResource('Magento_Catalog::categories'), handle(async (req, res) => {
    const root = tree(scopeOf(res).scope);
    const rawRoot = queryValue(req, 'rootCategoryId');
    const rawDepth = queryValue(req, 'depth');
    for (const raw of [rawRoot, rawDepth]) {
      if (raw !== undefined && !/^\d+$/.test(raw)) {
        throw new MagentoError(400, 'The "%value" value\'s type is invalid. The "%type" type was expected. Verify and try again.', { value: raw, type: 'int' });
      }
    }
    const depth = rawDepth === undefined ? undefined : Number(rawDepth);
    if (rawRoot === undefined || Number(rawRoot) === DEFAULT_CATEGORY_ID) return cut(root, depth);
    const node = root.children_data.find((child) => child.id === Number(rawRoot));
    if (!node) throw new MagentoError(404, 'No such entity with %fieldName = %fieldValue', { fieldName: 'id', fieldValue: Number(rawRoot) });
    return cut(node, depth);
  }));

  return router;
}
