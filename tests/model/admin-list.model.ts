// Model of the back-office list machine (orders, parts, shop listing, leads, coupons share it), built on the production
// factory with the parts page's way of applying a saved row: an admin paging, filtering and searching (written to the
// URL), the URL changing by itself (back/forward), retrying a failed load, and a quick edit of one row's price beside
// the list; the server answering a page, an empty page, a saved row or nothing, refusing a price, being down, or
// ending the admin's session (401: to the login page with the way back).
import { expect } from 'vitest';
import { createAdminListMachine } from '../../src/machines/admin-list/admin-list.machine';
import {
  selectData,
  selectIsLoading,
  selectIsSaving,
  selectListFailure,
  selectQuery,
  selectSaveFailedKey,
  selectSavingKey,
} from '../../src/machines/admin-list/admin-list.selectors';
import type { PartRow, PartsPage } from '../../src/machines/admin-common/admin.types';
import type { RequestFailure } from '../../src/machines/admin-common/request-failure';
import type { ActionCall, ModelSpec } from './model-runner';

interface PartsQuery {
  q?: string;
  category?: string;
  page: number;
  pageSize: number;
}

/** As the parts page does (src/views/admin/parts-page.tsx): the server's row when it sent one, else the patch. */
function applySavedPart(data: unknown, sku: string, patch: unknown, saved: unknown): PartsPage {
  const page = data as PartsPage;
  const answer = saved && typeof saved === 'object' && (saved as PartRow).sku === sku ? (saved as PartRow) : null;
  return { ...page, items: page.items.map((item) => (item.sku === sku ? { ...item, ...(patch as object), ...(answer ?? {}) } : item)) };
}

const FIRST_PAGE: PartsQuery = { page: 1, pageSize: 20 };
const SECOND_PAGE: PartsQuery = { page: 2, pageSize: 20 };
const LOCKS: PartsQuery = { q: 'lock', category: '12', page: 1, pageSize: 20 };
const LOCK: PartRow = { sku: 'FOLT-LOCK-01', name: 'Vouwslot', category: 'Sloten', price: 54.95, qty: 8, status: 'enabled' };
const BAG: PartRow = { sku: 'FOLT-BAG-02', name: 'Draagtas', category: 'Tassen', price: 39, qty: 0, status: 'disabled' };
const CATEGORIES = [{ id: '12', name: 'Sloten' }];
const PARTS: PartsPage = { items: [LOCK, BAG], total: 23, page: 1, pageSize: 20, categories: CATEGORIES };
const NO_PARTS: PartsPage = { items: [], total: 0, page: 1, pageSize: 20, categories: CATEGORIES };
const PRICE_PATCH = { price: 49.95 };
/** The server's row after the save: the new price, and the stock that changed meanwhile. */
const SAVED_LOCK: PartRow = { ...LOCK, price: 49.95, qty: 7 };

const SESSION_ENDED: RequestFailure = {
  kind: 'login-required',
  code: null,
  text: "The consumer isn't authorized to access %resources.",
  status: 401,
  login: 'admin',
};
const SERVER_DOWN: RequestFailure = { kind: 'server', code: null, text: '', status: 503 };
const PRICE_REFUSED: RequestFailure = { kind: 'invalid', code: 'unknown', text: 'Please enter a number 0 or greater in this field.', status: 400 };
const OFFLINE: RequestFailure = { kind: 'network', code: null, text: 'Failed to fetch' };

const names = (calls: ActionCall[]) => calls.map((call) => call.action);

const loadOf = (label: string, output: PartsPage) => ({ label, event: { type: 'xstate.done.actor.loadList', output } });
const loadFails = (label: string, error: RequestFailure) => ({ label, event: { type: 'xstate.error.actor.loadList', error } });
const saveFails = (label: string, error: RequestFailure) => ({ label, event: { type: 'xstate.error.actor.saveRow', error } });

export const adminListModel: ModelSpec = {
  name: 'admin-list',
  factory: createAdminListMachine,
  machine: createAdminListMachine(applySavedPart),
  inputs: {
    'the parts list opened without filters': { query: FIRST_PAGE },
  },
  actors: ['loadList', 'saveRow'],
  actions: ['writeQuery', 'goToLogin', 'notifySaved', 'notifySaveFailed'],
  events: {
    'filters.apply': [
      { label: 'searches "lock" in the locks category', event: { type: 'filters.apply', query: LOCKS } },
      { label: 'goes to page 2', event: { type: 'filters.apply', query: SECOND_PAGE } },
      { label: 'applies the filters of the first page without changing them', event: { type: 'filters.apply', query: FIRST_PAGE } },
    ],
    'query.change': [{ label: 'presses back to the unfiltered first page', event: { type: 'query.change', query: FIRST_PAGE } }],
    'list.retry': [{ label: 'presses try again', event: { type: 'list.retry' } }],
    'row.save': [{ label: 'saves the lock at € 49.95', event: { type: 'row.save', key: LOCK.sku, patch: PRICE_PATCH } }],
    'xstate.done.actor.loadList': [loadOf('a page of 2 of 23 parts', PARTS), loadOf('no part matches', NO_PARTS)],
    'xstate.error.actor.loadList': [
      loadFails('the admin session ended (401)', SESSION_ENDED),
      loadFails('Magento is down (503)', SERVER_DOWN),
      loadFails('no connection', OFFLINE),
    ],
    'xstate.done.actor.saveRow': [
      { label: 'saved; the server answers the row', event: { type: 'xstate.done.actor.saveRow', output: SAVED_LOCK } },
      { label: 'saved; the server answers nothing', event: { type: 'xstate.done.actor.saveRow', output: null } },
    ],
    'xstate.error.actor.saveRow': [saveFails('the admin session ended (401)', SESSION_ENDED), saveFails('Magento refuses the price (400)', PRICE_REFUSED)],
  },
  states: {
    'list.loading': ({ actual, calls, event, inputs, startedActors }) => {
      expect(selectIsLoading(actual)).toBe(true);
      expect(selectListFailure(actual)).toBeNull();
      // The request is for the query on screen (and in the URL).
      expect(inputs.get('loadList')?.at(-1)).toEqual(selectQuery(actual));
      const started = startedActors.includes('loadList');
      if (event.type === 'xstate.init') expect(inputs.get('loadList')).toEqual([FIRST_PAGE]);
      if (event.type === 'filters.apply' || event.type === 'query.change') {
        expect(selectQuery(actual)).toEqual(event.query);
        // Filters applied here go into the URL, once, as they are loaded; a URL that changed by itself is loaded, not
        // written back; the query already loading neither restarts the load nor writes the URL.
        const written = calls.filter((call) => call.action === 'writeQuery').map((call) => call.params);
        expect(written).toEqual(started && event.type === 'filters.apply' ? [{ query: event.query }] : []);
        if (!started) expect(calls).toEqual([]);
      } else {
        expect(names(calls)).not.toContain('writeQuery');
      }
      if (event.type === 'list.retry') expect(started).toBe(true);
    },
    'list.ready': ({ actual, calls, event, startedActors }) => {
      expect(selectIsLoading(actual)).toBe(false);
      expect(selectListFailure(actual)).toBeNull();
      expect(actual.context.failure).toBeNull();
      // Nothing on a ready list starts a load but a new query.
      expect(startedActors).not.toContain('loadList');
      expect(names(calls)).not.toContain('writeQuery');
      const data = selectData<PartsPage>(actual);
      expect(data).not.toBeNull();
      if (event.type === 'xstate.done.actor.loadList') {
        expect(data).toEqual(event.output);
        expect(names(calls)).toEqual([]);
        // No part matches: an empty page, the filters kept for the admin to change.
        if (event.output === NO_PARTS) expect(data?.items).toEqual([]);
      }
      // The same filters again: nothing written, nothing loaded.
      if (event.type === 'filters.apply' || event.type === 'query.change') {
        expect(selectQuery(actual)).toEqual(event.query);
        expect(calls).toEqual([]);
      }
    },
    'list.failed': ({ actual, calls, event, startedActors }) => {
      expect(selectIsLoading(actual)).toBe(false);
      expect(startedActors).not.toContain('loadList');
      expect(names(calls)).not.toContain('writeQuery');
      const failure = selectListFailure(actual);
      expect(failure).not.toBeNull();
      if (event.type === 'xstate.error.actor.loadList') {
        expect(failure).toEqual(event.error);
        // An ended session goes to the login page (with the way back); anything else waits for "try again".
        if (event.error.kind === 'login-required') expect(calls).toMatchObject([{ action: 'goToLogin', params: { failure: SESSION_ENDED } }]);
        else expect(names(calls)).not.toContain('goToLogin');
      }
    },
    'save.idle': ({ actual, calls, event }) => {
      expect(selectIsSaving(actual)).toBe(false);
      expect(selectSavingKey(actual)).toBeNull();
      const data = selectData<PartsPage>(actual);
      if (event.type === 'xstate.done.actor.saveRow') {
        expect(names(calls)).toEqual(['notifySaved']);
        expect(selectSaveFailedKey(actual)).toBeNull();
        // The row shows what was saved: the server's row when it answered one, else the new price on the old row.
        const row = data?.items.find((item) => item.sku === LOCK.sku);
        if (row) expect(row).toEqual(event.output ?? { ...LOCK, ...PRICE_PATCH });
      }
      if (event.type === 'xstate.error.actor.saveRow') {
        // The row keeps its inputs open and its old values; the admin hears why (or logs in again).
        expect(selectSaveFailedKey(actual)).toBe(LOCK.sku);
        const row = data?.items.find((item) => item.sku === LOCK.sku);
        if (row) expect(row.price).toBe(LOCK.price);
        if (event.error.kind === 'login-required') expect(calls).toMatchObject([{ action: 'goToLogin', params: { failure: SESSION_ENDED } }]);
        else expect(calls).toMatchObject([{ action: 'notifySaveFailed', params: { failure: event.error } }]);
      }
    },
    'save.saving': ({ actual, calls, inputs }) => {
      expect(selectIsSaving(actual)).toBe(true);
      expect(selectSavingKey(actual)).toBe(LOCK.sku);
      expect(selectSaveFailedKey(actual)).toBeNull();
      expect(inputs.get('saveRow')?.at(-1)).toEqual({ key: LOCK.sku, patch: PRICE_PATCH });
      expect(names(calls)).not.toContain('notifySaved');
    },
  },
};
