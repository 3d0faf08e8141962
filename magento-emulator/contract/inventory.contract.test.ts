// Contract: stock in bulk. Product search items carry no stock_item (magento/magento2#36533; only GET /V1/products/:sku
// has it), so stock for many products comes from MSI's source items (InventoryApi/etc/webapi.xml) or CatalogInventory's
// low-stock list (CatalogInventory/etc/webapi.xml, StockRegistry::getLowStockItems).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES, call, openTarget, searchQuery, type ContractTarget } from './contract.harness';

let target: ContractTarget;

beforeAll(async () => {
  target = await openTarget();
});
afterAll(async () => {
  await target?.close();
});

describe('stock_item on products', () => {
  it('is absent from product search items and present on a single product', async () => {
    const sku = FIXTURES.simpleSku;
    const list = await call(target, 'GET', `/rest/nl/V1/products?${searchQuery([[{ field: 'sku', value: sku }]])}`, { token: target.token });
    expect(list.status).toBe(200);
    expect(list.body.items[0].sku).toBe(sku);
    expect(list.body.items[0].extension_attributes).not.toHaveProperty('stock_item');
    const one = await call(target, 'GET', `/rest/nl/V1/products/${encodeURIComponent(sku)}`, { token: target.token });
    expect(one.body.extension_attributes.stock_item).toMatchObject({ qty: expect.any(Number), is_in_stock: expect.any(Boolean) });
  });
});

describe('MSI source items (GET /V1/inventory/source-items)', () => {
  it('answers {items: [{sku, source_code, quantity, status}], search_criteria, total_count} for a list of SKUs in one call', async () => {
    const skus = [FIXTURES.simpleSku, FIXTURES.secondSimpleSku];
    const query = searchQuery([[{ field: 'sku', value: skus.join(','), condition_type: 'in' }], [{ field: 'source_code', value: 'default' }]]);
    const { status, body } = await call(target, 'GET', `/rest/V1/inventory/source-items?${query}`, { token: target.token });
    expect(status).toBe(200);
    expect(body.total_count).toBe(2);
    expect(body.items.map((item: { sku: string }) => item.sku).sort()).toEqual([...skus].sort());
    for (const item of body.items) {
      expect(Object.keys(item).sort()).toEqual(['quantity', 'sku', 'source_code', 'status']);
      expect(item.source_code).toBe('default');
      expect(item.status).toBe(item.quantity > 0 ? 1 : 0);
    }
    expect(body.search_criteria.filter_groups[0].filters[0]).toEqual({ field: 'sku', value: skus.join(','), condition_type: 'in' });
    // The quantity is the stock item's (MSI keeps the legacy stock item in step with the default source).
    const item = await call(target, 'GET', `/rest/V1/stockItems/${encodeURIComponent(FIXTURES.simpleSku)}`, { token: target.token });
    expect(body.items.find((entry: { sku: string }) => entry.sku === FIXTURES.simpleSku).quantity).toBe(item.body.qty);
  });

  it('filters on quantity and sorts, has no source item for a bundle, needs Magento_InventoryApi::source', async () => {
    const low = await call(
      target,
      'GET',
      `/rest/V1/inventory/source-items?${searchQuery([[{ field: 'quantity', value: '5', condition_type: 'lteq' }]], { sort: [{ field: 'quantity', direction: 'ASC' }] })}`,
      { token: target.token },
    );
    expect(low.status).toBe(200);
    const quantities = low.body.items.map((item: { quantity: number }) => item.quantity);
    expect(quantities.every((qty: number) => qty <= 5)).toBe(true);
    expect([...quantities].sort((a, b) => a - b)).toEqual(quantities);
    if (target.isEmulator) expect(low.body.items).toContainEqual({ sku: 'FOLT-COVER-STORAGE', source_code: 'default', quantity: 0, status: 0 });
    const bundle = await call(target, 'GET', `/rest/V1/inventory/source-items?${searchQuery([[{ field: 'sku', value: FIXTURES.bundleSku }]])}`, {
      token: target.token,
    });
    expect(bundle.body).toMatchObject({ items: [], total_count: 0 });
    const anonymous = await call(target, 'GET', `/rest/V1/inventory/source-items?${searchQuery([])}`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({
      message: "The consumer isn't authorized to access %resources.",
      parameters: { resources: 'Magento_InventoryApi::source' },
    });
  });

  it('requires searchCriteria; an unknown field is a masked 500', async () => {
    const none = await call(target, 'GET', '/rest/V1/inventory/source-items', { token: target.token });
    expect(none.status).toBe(400);
    expect(none.body.parameters).toEqual({ fieldName: 'searchCriteria' });
    const unknown = await call(target, 'GET', `/rest/V1/inventory/source-items?${searchQuery([[{ field: 'qty', value: '1' }]])}`, { token: target.token });
    expect(unknown.status).toBe(500);
    expect(unknown.body.message).toMatch(/^Internal Error\. Details are available in Magento log file\. Report ID: /);
  });
});

describe('low-stock items (GET /V1/stockItems/lowStock)', () => {
  it('answers the stock items at or below qty in scope 0, paged, with product_id and no sku', async () => {
    const { status, body } = await call(target, 'GET', '/rest/V1/stockItems/lowStock?scopeId=0&qty=5&pageSize=100', { token: target.token });
    expect(status).toBe(200);
    expect(body.items.length).toBeGreaterThan(0);
    for (const item of body.items) {
      expect(item.qty).toBeLessThanOrEqual(5);
      expect(item).toHaveProperty('product_id');
      expect(item).not.toHaveProperty('sku');
    }
    expect(body.total_count).toBeGreaterThanOrEqual(body.items.length);
    const small = await call(target, 'GET', '/rest/V1/stockItems/lowStock?scopeId=0&qty=5&pageSize=1&currentPage=1', { token: target.token });
    expect(small.body.items).toHaveLength(1);
    expect(small.body.total_count).toBe(body.total_count);
  });

  it('requires scopeId and qty; another scope finds nothing (2.4 keeps stock in scope 0)', async () => {
    const missing = await call(target, 'GET', '/rest/V1/stockItems/lowStock?qty=5', { token: target.token });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'scopeId' } });
    const website = await call(target, 'GET', '/rest/V1/stockItems/lowStock?scopeId=1&qty=5', { token: target.token });
    expect(website.body).toMatchObject({ items: [], total_count: 0 });
  });
});
