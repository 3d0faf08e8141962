// searchCriteria as Magento reads it (Part B §6.2): bracketed query keys, groups AND-ed, filters OR-ed, `in` on a comma-joined string.
import { MagentoError, required } from './magento.errors';
import { isObject, toSnake, type Json, type JsonObject } from './magento.input';

/** Parses `a[b][0][c]=v` query strings into nested objects, as PHP does (arrays become index-keyed objects). */
export function parseBracketQuery(rawQuery: string): JsonObject {
  const root: JsonObject = {};
  for (const [rawKey, value] of new URLSearchParams(rawQuery)) {
    const match = /^([^[\]]+)((?:\[[^\]]*\])*)$/.exec(rawKey);
    const path = match ? [match[1] ?? rawKey, ...[...(match[2] ?? '').matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? '')] : [rawKey];
    if (path.length > 12) continue; // PHP's max_input_nesting_level spirit: ignore absurd nesting instead of recursing forever
    let node: JsonObject = root;
    path.forEach((segment, index) => {
      const key = segment === '' ? String(Object.keys(node).length) : segment;
      if (index === path.length - 1) {
        node[key] = value;
        return;
      }
      const next = node[key];
      if (!isObject(next)) node[key] = {};
      node = node[key] as JsonObject;
    });
  }
  return root;
}

export type ConditionType =
  'eq' | 'neq' | 'in' | 'nin' | 'like' | 'nlike' | 'gt' | 'gteq' | 'lt' | 'lteq' | 'null' | 'notnull' | 'finset' | 'from' | 'to' | 'fulltext';

export interface Filter {
  field: string;
  value: string;
  condition_type: ConditionType;
}
export interface SortOrder {
  field: string;
  direction: 'ASC' | 'DESC';
}
export interface SearchCriteria {
  filter_groups: Array<{ filters: Filter[] }>;
  sort_orders?: SortOrder[];
  page_size?: number;
  current_page?: number;
}

const CONDITIONS: readonly ConditionType[] = [
  'eq',
  'neq',
  'in',
  'nin',
  'like',
  'nlike',
  'gt',
  'gteq',
  'lt',
  'lteq',
  'null',
  'notnull',
  'finset',
  'from',
  'to',
  'fulltext',
];

function listOf(value: Json | undefined): Json[] {
  if (value === undefined || value === null || value === '') return [];
  if (Array.isArray(value)) return value;
  if (isObject(value))
    return Object.keys(value)
      .sort((a, b) => Number(a) - Number(b))
      .map((key) => value[key] as Json);
  throw new MagentoError(400, 'The "%value" value\'s type is invalid. The "%type" type was expected. Verify and try again.', {
    value: String(value),
    type: 'array',
  });
}

function get(obj: JsonObject, camel: string): Json | undefined {
  return obj[camel] ?? obj[toSnake(camel)];
}

function positiveInt(value: Json | undefined): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new MagentoError(400, 'The "%value" value\'s type is invalid. The "%type" type was expected. Verify and try again.', {
      value: String(value),
      type: 'int',
    });
  }
  return parsed;
}

/** Reads `searchCriteria` (or `search_criteria`) from a parsed query; it is a required parameter of every getList. */
export function readSearchCriteria(query: JsonObject): SearchCriteria {
  const raw = query.searchCriteria ?? query.search_criteria;
  if (raw === undefined) throw required('searchCriteria');
  const sc: JsonObject = isObject(raw) ? raw : {};
  const filterGroups = listOf(get(sc, 'filterGroups')).map((group) => {
    const filters = listOf(isObject(group) ? get(group, 'filters') : undefined).map((filter) => {
      if (!isObject(filter)) throw required('field');
      const field = get(filter, 'field');
      if (typeof field !== 'string' || field === '') throw required('field');
      const conditionRaw = get(filter, 'conditionType');
      const condition = (typeof conditionRaw === 'string' && conditionRaw !== '' ? conditionRaw : 'eq') as ConditionType;
      if (!CONDITIONS.includes(condition)) {
        throw new MagentoError(400, 'Invalid value of "%value" provided for the %fieldName field.', { value: condition, fieldName: 'condition_type' });
      }
      const value = get(filter, 'value');
      return { field, value: value === undefined || value === null ? '' : String(value), condition_type: condition };
    });
    return { filters };
  });
  const sortOrders = listOf(get(sc, 'sortOrders')).map((order) => {
    const field = isObject(order) ? get(order, 'field') : undefined;
    if (typeof field !== 'string' || field === '') throw required('field');
    const directionRaw = isObject(order) ? get(order, 'direction') : undefined;
    const direction = typeof directionRaw === 'string' && directionRaw.toUpperCase() === 'DESC' ? 'DESC' : 'ASC';
    return { field, direction } as SortOrder;
  });
  const criteria: SearchCriteria = { filter_groups: filterGroups };
  if (sortOrders.length > 0) criteria.sort_orders = sortOrders;
  const pageSize = positiveInt(get(sc, 'pageSize'));
  const currentPage = positiveInt(get(sc, 'currentPage'));
  if (pageSize !== undefined) criteria.page_size = pageSize;
  if (currentPage !== undefined) criteria.current_page = currentPage;
  return criteria;
}

/** A field reader returns the raw value of a field, or `undefined` when the entity has no such field. */
export type FieldReader<T> = (entity: T, field: string) => unknown;

function likeToRegExp(pattern: string): RegExp {
  const escaped = pattern
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/%/g, '.*')
    .replace(/_/g, '.');
  return new RegExp(`^${escaped}$`, 'is');
}

function compare(a: unknown, b: string): number {
  const an = Number(a);
  const bn = Number(b);
  if (typeof a !== 'boolean' && String(a).trim() !== '' && b.trim() !== '' && Number.isFinite(an) && Number.isFinite(bn)) return an - bn;
  return String(a ?? '').localeCompare(b, 'en', { sensitivity: 'base' });
}

/** MySQL's default collation is case-insensitive, so eq and in are too. */
function equals(a: unknown, b: string): boolean {
  if (Array.isArray(a)) return a.some((entry) => equals(entry, b));
  return compare(a, b) === 0;
}

export function matchesFilter(actual: unknown, filter: Filter): boolean {
  const { value } = filter;
  switch (filter.condition_type) {
    case 'eq':
      return equals(actual, value);
    case 'neq':
      return !equals(actual, value);
    case 'in':
      return value.split(',').some((entry) => equals(actual, entry.trim()));
    case 'nin':
      return !value.split(',').some((entry) => equals(actual, entry.trim()));
    case 'finset':
      return String(actual ?? '')
        .split(',')
        .some((entry) => equals(entry, value));
    case 'like':
      return likeToRegExp(value).test(String(actual ?? ''));
    case 'nlike':
      return !likeToRegExp(value).test(String(actual ?? ''));
    case 'fulltext':
      return likeToRegExp(`%${value}%`).test(String(actual ?? ''));
    case 'gt':
      return actual !== undefined && compare(actual, value) > 0;
    case 'gteq':
    case 'from':
      return actual !== undefined && compare(actual, value) >= 0;
    case 'lt':
      return actual !== undefined && compare(actual, value) < 0;
    case 'lteq':
    case 'to':
      return actual !== undefined && compare(actual, value) <= 0;
    case 'null':
      return actual === undefined || actual === null || actual === '';
    case 'notnull':
      return !(actual === undefined || actual === null || actual === '');
  }
}

export interface SearchResult<T> {
  items: T[];
  total_count: number;
}

/**
 * Applies the criteria: every group must match (AND), inside a group any filter may match (OR), then sort, then page.
 * `knownField` decides whether a field exists at all, so an unknown one fails like Magento's collection does.
 */
export function applySearchCriteria<T>(
  entities: readonly T[],
  criteria: SearchCriteria,
  read: FieldReader<T>,
  knownField: (field: string) => boolean,
  unknownFieldError: (field: string) => MagentoError,
): SearchResult<T> {
  for (const group of criteria.filter_groups) for (const filter of group.filters) if (!knownField(filter.field)) throw unknownFieldError(filter.field);
  for (const order of criteria.sort_orders ?? []) if (!knownField(order.field)) throw unknownFieldError(order.field);
  const matched = entities.filter((entity) =>
    criteria.filter_groups.every((group) => group.filters.length === 0 || group.filters.some((filter) => matchesFilter(read(entity, filter.field), filter))),
  );
  const sorted = [...matched];
  const orders = criteria.sort_orders ?? [];
  if (orders.length > 0) {
    sorted.sort((a, b) => {
      for (const order of orders) {
        const av = read(a, order.field);
        const bv = read(b, order.field);
        const diff = compare(av, String(bv ?? ''));
        if (diff !== 0) return order.direction === 'DESC' ? -diff : diff;
      }
      return 0;
    });
  }
  const total = sorted.length;
  if (!criteria.page_size) return { items: sorted, total_count: total };
  const page = Math.max(1, criteria.current_page ?? 1);
  const start = (page - 1) * criteria.page_size;
  return { items: sorted.slice(start, start + criteria.page_size), total_count: total };
}

/** The echo of the criteria in the answer, in Magento's output spelling. */
export function echoCriteria(criteria: SearchCriteria): JsonObject {
  const out: JsonObject = {
    filter_groups: criteria.filter_groups.map((group) => ({
      filters: group.filters.map((f) => ({ field: f.field, value: f.value, condition_type: f.condition_type })),
    })),
  };
  if (criteria.sort_orders) out.sort_orders = criteria.sort_orders.map((o) => ({ field: o.field, direction: o.direction }));
  if (criteria.page_size !== undefined) out.page_size = criteria.page_size;
  if (criteria.current_page !== undefined) out.current_page = criteria.current_page;
  return out;
}
