// The back-office filters in the URL: read back what was written, drop what is unreadable, and name the same forms
// as the leads API.
import { describe, expect, test } from 'vitest';
import { FORM_IDS } from '../../../common/forms/forms.registry';
import { LEAD_FORMS, queryParams, readLeadsQuery, readOrdersQuery, readPartsQuery, withFilters } from './admin-queries';

describe('admin list queries', () => {
  test('orders: the filters round-trip through the URL; page 1 and the page size stay out of it', () => {
    const query = readOrdersQuery('?q=Sanne&status=processing&from=2026-01-01&to=2026-01-31&page=3');
    expect(query).toEqual({ q: 'Sanne', status: 'processing', from: '2026-01-01', to: '2026-01-31', page: 3, pageSize: 25 });
    expect(queryParams(query)).toEqual({ q: 'Sanne', status: 'processing', from: '2026-01-01', to: '2026-01-31', page: 3 });
    expect(queryParams(withFilters(query, { status: undefined }))).toEqual({ q: 'Sanne', from: '2026-01-01', to: '2026-01-31' });
  });

  test('unreadable values are dropped', () => {
    expect(readOrdersQuery('?status=DROP%20TABLE&from=2026-13-45&page=-1')).toEqual({ page: 1, pageSize: 25 });
    expect(readLeadsQuery('?form=unknown&status=archived&q=%20%20')).toEqual({ page: 1, pageSize: 50 });
    expect(readPartsQuery('?category=12&q=lock')).toEqual({ category: '12', q: 'lock', page: 1, pageSize: 50 });
  });

  test('the lead forms are the ones the leads API knows', () => {
    expect([...LEAD_FORMS].sort()).toEqual([...FORM_IDS].sort());
  });
});
