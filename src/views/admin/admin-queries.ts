// The back-office lists' filters as URL search params and back: what the URL says is what the list shows, so a
// reload, back/forward and a shared link keep the filters. Unreadable values are dropped, never sent to the API.
import type { AuditQuery, CouponsQuery, CustomersQuery, LeadsQuery, OrdersQuery, PartsQuery } from '../../lib/api/admin-api';

export const ORDERS_PAGE_SIZE = 25;
export const PARTS_PAGE_SIZE = 50;
export const LEADS_PAGE_SIZE = 50;
export const CUSTOMERS_PAGE_SIZE = 25;
export const COUPONS_PAGE_SIZE = 25;
export const AUDIT_PAGE_SIZE = 50;
/** The audit API's subject types (server/audit/audit-log.ts AUDIT_SUBJECT_TYPES). */
export const AUDIT_SUBJECTS = ['product', 'bike', 'order', 'coupon', 'lead', 'leads'] as const;

/** The leads API's form ids (common/forms/forms.registry.ts FORM_IDS; a unit test keeps them equal). */
export const LEAD_FORMS = ['become-dealer', 'testride', 'employer-plan', 'maintenance-subscription', 'contact', 'job-application'] as const;
const LEAD_STATUS_VALUES = ['new', 'in_progress', 'done', 'spam'] as const;

type Params = Record<string, string | number | null | undefined>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function text(search: URLSearchParams, name: string, max = 100): string | undefined {
  const value = search.get(name)?.trim();
  return value ? value.slice(0, max) : undefined;
}

function day(search: URLSearchParams, name: string): string | undefined {
  const value = search.get(name);
  return value && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : undefined;
}

function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

function oneOf<T extends string>(search: URLSearchParams, name: string, values: readonly T[]): T | undefined {
  const value = search.get(name);
  return values.find((known) => known === value);
}

function clean(query: object): Params {
  const params: Params = {};
  for (const [name, value] of Object.entries(query)) {
    if (name === 'pageSize') continue;
    if (name === 'page' && value === 1) continue;
    if (value !== undefined && value !== '') params[name] = value as string | number;
  }
  return params;
}

export function readOrdersQuery(searchStr: string): OrdersQuery {
  const search = new URLSearchParams(searchStr);
  const query: OrdersQuery = { page: pageOf(search), pageSize: ORDERS_PAGE_SIZE };
  const q = text(search, 'q');
  const status = text(search, 'status', 32);
  const from = day(search, 'from');
  const to = day(search, 'to');
  if (q) query.q = q;
  if (status && /^[a-z_]+$/.test(status)) query.status = status;
  if (from) query.from = from;
  if (to) query.to = to;
  return query;
}

export function readPartsQuery(searchStr: string): PartsQuery {
  const search = new URLSearchParams(searchStr);
  const query: PartsQuery = { page: pageOf(search), pageSize: PARTS_PAGE_SIZE };
  const q = text(search, 'q');
  const category = text(search, 'category', 32);
  if (q) query.q = q;
  if (category) query.category = category;
  return query;
}

export function readLeadsQuery(searchStr: string): LeadsQuery {
  const search = new URLSearchParams(searchStr);
  const query: LeadsQuery = { page: pageOf(search), pageSize: LEADS_PAGE_SIZE };
  const form = oneOf(search, 'form', LEAD_FORMS);
  const status = oneOf(search, 'status', LEAD_STATUS_VALUES);
  const from = day(search, 'from');
  const to = day(search, 'to');
  const q = text(search, 'q');
  if (form) query.form = form;
  if (status) query.status = status;
  if (from) query.from = from;
  if (to) query.to = to;
  if (q) query.q = q;
  return query;
}

export function readCustomersQuery(searchStr: string): CustomersQuery {
  const search = new URLSearchParams(searchStr);
  const query: CustomersQuery = { page: pageOf(search), pageSize: CUSTOMERS_PAGE_SIZE };
  const q = text(search, 'q');
  if (q) query.q = q;
  return query;
}

export function readCouponsQuery(searchStr: string): CouponsQuery {
  const search = new URLSearchParams(searchStr);
  const query: CouponsQuery = { page: pageOf(search), pageSize: COUPONS_PAGE_SIZE };
  const q = text(search, 'q', 64);
  if (q) query.q = q;
  return query;
}

export function readAuditQuery(searchStr: string): AuditQuery {
  const search = new URLSearchParams(searchStr);
  const query: AuditQuery = { page: pageOf(search), pageSize: AUDIT_PAGE_SIZE };
  const actor = text(search, 'actor');
  const action = text(search, 'action', 64);
  const subjectType = oneOf(search, 'subjectType', AUDIT_SUBJECTS);
  const subjectId = text(search, 'subjectId');
  const from = day(search, 'from');
  const to = day(search, 'to');
  if (actor) query.actor = actor;
  if (action && /^[a-z0-9._-]+$/.test(action)) query.action = action;
  if (subjectType) query.subjectType = subjectType;
  if (subjectId) query.subjectId = subjectId;
  if (from) query.from = from;
  if (to) query.to = to;
  return query;
}

/** A query as search params for the URL (page 1 and the page size are left out). */
export function queryParams(query: OrdersQuery | PartsQuery | LeadsQuery | CustomersQuery | CouponsQuery | AuditQuery): Params {
  return clean(query);
}

/** The same filters from page 1 (a new filter starts at the first page). */
export function withFilters<T extends { page: number }>(query: T, filters: Partial<T>): T {
  const next = { ...query, ...filters, page: 1 } as T;
  for (const [name, value] of Object.entries(next)) if ((value as unknown) === '' || value === undefined) delete (next as Record<string, unknown>)[name];
  return next;
}
