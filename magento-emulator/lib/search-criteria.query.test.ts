// Unit tests of searchCriteria parsing and matching (groups AND, filters OR, `in` on a comma-joined string).
import { describe, expect, it } from 'vitest';
import { MagentoError } from './magento.errors';
import { applySearchCriteria, matchesFilter, parseBracketQuery, readSearchCriteria } from './search-criteria.query';

const rows = [
  { sku: 'A-1', price: 5, name: 'Bell' },
  { sku: 'B-2', price: 50, name: 'Lock' },
  { sku: 'C-3', price: 500, name: 'Battery' },
];
const read = (row: (typeof rows)[number], field: string) => (row as Record<string, unknown>)[field];
const known = (field: string) => ['sku', 'price', 'name'].includes(field);
const unknown = (field: string) => new MagentoError(400, 'Invalid attribute name: %1', [field]);

describe('parseBracketQuery', () => {
  it('builds nested objects from PHP-style keys', () => {
    expect(parseBracketQuery('searchCriteria[filter_groups][0][filters][0][field]=sku&searchCriteria[pageSize]=5')).toEqual({
      searchCriteria: { filter_groups: { 0: { filters: { 0: { field: 'sku' } } } }, pageSize: '5' },
    });
  });
});

describe('readSearchCriteria', () => {
  it('requires searchCriteria', () => {
    expect(() => readSearchCriteria({})).toThrow(MagentoError);
  });

  it('defaults condition_type to eq and accepts camelCase or snake_case', () => {
    const criteria = readSearchCriteria(
      parseBracketQuery(
        'search_criteria[filterGroups][0][filters][0][field]=sku&search_criteria[filterGroups][0][filters][0][value]=A-1&search_criteria[page_size]=2',
      ),
    );
    expect(criteria.filter_groups[0]!.filters[0]).toEqual({ field: 'sku', value: 'A-1', condition_type: 'eq' });
    expect(criteria.page_size).toBe(2);
  });

  it('refuses an unknown condition type and a negative page size', () => {
    expect(() =>
      readSearchCriteria(
        parseBracketQuery('searchCriteria[filter_groups][0][filters][0][field]=sku&searchCriteria[filter_groups][0][filters][0][condition_type]=drop'),
      ),
    ).toThrow(MagentoError);
    expect(() => readSearchCriteria(parseBracketQuery('searchCriteria[pageSize]=-1'))).toThrow(MagentoError);
  });
});

describe('applySearchCriteria', () => {
  it('ORs inside a group, ANDs across groups', () => {
    const or = applySearchCriteria(
      rows,
      {
        filter_groups: [
          {
            filters: [
              { field: 'sku', value: 'A-1', condition_type: 'eq' },
              { field: 'sku', value: 'C-3', condition_type: 'eq' },
            ],
          },
        ],
      },
      read,
      known,
      unknown,
    );
    expect(or.total_count).toBe(2);
    const and = applySearchCriteria(
      rows,
      {
        filter_groups: [
          { filters: [{ field: 'price', value: '10', condition_type: 'gt' }] },
          { filters: [{ field: 'price', value: '100', condition_type: 'lt' }] },
        ],
      },
      read,
      known,
      unknown,
    );
    expect(and.items.map((row) => row.sku)).toEqual(['B-2']);
  });

  it('explodes `in` and `nin` on commas, case-insensitively', () => {
    expect(matchesFilter('A-1', { field: 'sku', value: 'a-1,b-2', condition_type: 'in' })).toBe(true);
    expect(matchesFilter('C-3', { field: 'sku', value: 'A-1,B-2', condition_type: 'nin' })).toBe(true);
  });

  it('treats like with % and _ as wildcards, and compares numbers numerically', () => {
    expect(matchesFilter('Battery', { field: 'name', value: 'bat%', condition_type: 'like' })).toBe(true);
    expect(matchesFilter('B-2', { field: 'sku', value: 'B_2', condition_type: 'like' })).toBe(true);
    expect(matchesFilter(50, { field: 'price', value: '6', condition_type: 'gt' })).toBe(true);
  });

  it('sorts and pages while total_count counts every match', () => {
    const result = applySearchCriteria(
      rows,
      { filter_groups: [], sort_orders: [{ field: 'price', direction: 'DESC' }], page_size: 2, current_page: 2 },
      read,
      known,
      unknown,
    );
    expect(result.total_count).toBe(3);
    expect(result.items.map((row) => row.sku)).toEqual(['A-1']);
  });

  it('fails on an unknown field', () => {
    expect(() =>
      applySearchCriteria(rows, { filter_groups: [{ filters: [{ field: 'colour', value: 'x', condition_type: 'eq' }] }] }, read, known, unknown),
    ).toThrow(MagentoError);
  });
});
