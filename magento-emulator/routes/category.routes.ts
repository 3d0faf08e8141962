// Categories (Catalog/etc/webapi.xml, ACL Magento_Catalog::categories): the tree of CategoryManagementInterface::getTree
// (`GET /V1/categories`, no url_key in CategoryTreeInterface) and CategoryListInterface::getList (`GET /V1/categories/list`,
// CategoryInterface with url_key among its custom_attributes), store-view scoped names. The back office reads the tree for
// its pickers; the shop server finds its categories in the list by url_key (server/api/catalog-categories.ts).
import { Router, type Request } from 'express';
import { MagentoError } from '../lib/magento.errors';
import { magentoDate } from '../lib/magento.output';
import { handle, requireResource, scopeOf } from '../lib/route.helpers';
import { applySearchCriteria, echoCriteria, parseBracketQuery, readSearchCriteria } from '../lib/search-criteria.query';
import type { EmulatorContext } from '../domain/emulator.context';
import type { ScopeCode } from '../domain/catalog.service';

/** Magento's fixed tree top: 1 "Root Catalog" (level 0), 2 "Default Category" (level 1, the store's root). */
const DEFAULT_CATEGORY_ID = 2;

/** What CategoryTreeInterface and CategoryInterface share. */
interface CategoryBase {
  id: number;
  parent_id: number;
  name: string;
  is_active: boolean;
  position: number;
  level: number;
}

interface TreeNode extends CategoryBase {
  product_count: number;
  children_data: TreeNode[];
}

interface CategoryRow extends CategoryBase {
  children: string;
  created_at: string;
  updated_at: string;
  path: string;
  available_sort_by: string[];
  include_in_menu: boolean;
  custom_attributes: Array<{ attribute_code: string; value: string }>;
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
    const children = ctx.catalog.categories.map((category, index): TreeNode => ({
      id: category.id,
      parent_id: DEFAULT_CATEGORY_ID,
      name: category.names[scope === 'all' ? 'en' : scope],
      is_active: true,
      position: index + 1,
      level: 2,
      product_count: counts.get(category.id) ?? 0,
      children_data: [],
    }));
    return {
      id: DEFAULT_CATEGORY_ID,
      parent_id: 1,
      name: 'Default Category',
      is_active: true,
      position: 1,
      level: 1,
      product_count: [...counts.values()].reduce((sum, n) => sum + n, 0),
      children_data: children,
    };
  };

  /** CategoryInterface rows: the root catalog, the default category and its children, as getList prints them. */
  const listRows = (scope: ScopeCode): CategoryRow[] => {
    const root = tree(scope);
    const epoch = magentoDate(0);
    const row = (node: TreeNode, path: string, urlKey: string | null): CategoryRow => ({
      id: node.id,
      parent_id: node.parent_id,
      name: node.name,
      is_active: node.is_active,
      position: node.position,
      level: node.level,
      children: node.children_data.map((child) => child.id).join(','),
      created_at: epoch,
      updated_at: epoch,
      path,
      available_sort_by: [],
      include_in_menu: true,
      custom_attributes: [
        ...(urlKey
          ? [
              { attribute_code: 'url_key', value: urlKey },
              { attribute_code: 'url_path', value: urlKey },
            ]
          : []),
        { attribute_code: 'display_mode', value: 'PRODUCTS' },
        { attribute_code: 'is_anchor', value: '1' },
        { attribute_code: 'children_count', value: String(node.children_data.length) },
      ],
    });
    const top: TreeNode = { id: 1, parent_id: 0, name: 'Root Catalog', is_active: true, position: 0, level: 0, product_count: 0, children_data: [root] };
    return [
      row(top, '1', null),
      row(root, '1/2', null),
      ...root.children_data.map((child) => row(child, `1/2/${child.id}`, ctx.catalog.categories.find((category) => category.id === child.id)?.key ?? null)),
    ];
  };
  const listField = (row: CategoryRow, field: string): unknown => {
    if (field === 'entity_id') return row.id;
    if (field === 'is_active' || field === 'include_in_menu') return row[field] ? 1 : 0;
    if (field in row && field !== 'custom_attributes') return row[field as keyof CategoryRow];
    return row.custom_attributes.find((attribute) => attribute.attribute_code === field)?.value;
  };
  const LIST_FIELDS = new Set([
    'entity_id',
    'id',
    'parent_id',
    'name',
    'is_active',
    'position',
    'level',
    'path',
    'children',
    'created_at',
    'updated_at',
    'include_in_menu',
    'url_key',
    'url_path',
    'display_mode',
    'is_anchor',
    'children_count',
  ]);

  // GET /V1/categories/list?searchCriteria: CategoryListInterface::getList (an EAV collection: an unknown attribute is
  // 400 "Invalid attribute name", as for products).
  router.get(
    '/categories/list',
    requireResource('Magento_Catalog::categories'),
    handle(async (req, res) => {
      const query = req.originalUrl.split('?')[1] ?? '';
      const criteria = readSearchCriteria(parseBracketQuery(query));
      const result = applySearchCriteria(
        listRows(scopeOf(res).scope),
        criteria,
        listField,
        (field) => LIST_FIELDS.has(field),
        (field) => new MagentoError(400, 'Invalid attribute name: %1', [field]),
      );
      return { items: result.items, search_criteria: echoCriteria(criteria), total_count: result.total_count };
    }),
  );

  const cut = (node: TreeNode, depth: number | undefined): TreeNode =>
    depth === undefined ? node : { ...node, children_data: depth <= 0 ? [] : node.children_data.map((child) => cut(child, depth - 1)) };

  // GET /V1/categories?rootCategoryId=&depth=: the tree from the store's root (or the given category).
  router.get(
    '/categories',
    requireResource('Magento_Catalog::categories'),
    handle(async (req, res) => {
      const root = tree(scopeOf(res).scope);
      const rawRoot = queryValue(req, 'rootCategoryId');
      const rawDepth = queryValue(req, 'depth');
      for (const raw of [rawRoot, rawDepth]) {
        if (raw !== undefined && !/^\d+$/.test(raw)) {
          throw new MagentoError(400, 'The "%value" value\'s type is invalid. The "%type" type was expected. Verify and try again.', {
            value: raw,
            type: 'int',
          });
        }
      }
      const depth = rawDepth === undefined ? undefined : Number(rawDepth);
      if (rawRoot === undefined || Number(rawRoot) === DEFAULT_CATEGORY_ID) return cut(root, depth);
      const node = root.children_data.find((child) => child.id === Number(rawRoot));
      if (!node) throw new MagentoError(404, 'No such entity with %fieldName = %fieldValue', { fieldName: 'id', fieldValue: Number(rawRoot) });
      return cut(node, depth);
    }),
  );

  return router;
}
