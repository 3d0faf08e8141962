// Contract: what the shop's accounts and back office call. Two-factor admin login (the 400 on admin/token, the Google
// Authenticator endpoint), admin tokens on the catalogue, stock items, the category tree, store-view scoped product
// PUT, bundle selection changes, orders searched by customer_id, and the demo customers' seeded orders.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totp } from '../lib/totp';
import { FIXTURES, call, openTarget, searchQuery, type ContractTarget } from './contract.harness';

let target: ContractTarget;
const SIGN_IN_INCORRECT = 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
const TWO_FA = 'Please use the 2fa provider-specific endpoints to obtain a token.';

beforeAll(async () => {
  target = await openTarget();
});
afterAll(async () => {
  await target?.close();
});

async function settings(body: Record<string, unknown>): Promise<Response> {
  return fetch(`${target.url}/__emulator/settings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/** An admin token: the plain endpoint, or on a real 2.4 shop with 2FA the tests that need one return early. */
async function adminToken(): Promise<string | null> {
  const answer = await call(target, 'POST', '/rest/V1/integration/admin/token', { body: { username: target.admin.username, password: target.admin.password } });
  return answer.status === 200 && typeof answer.body === 'string' ? answer.body : null;
}

describe('two-factor admin login (Magento_TwoFactorAuth)', () => {
  it('emulator: with 2FA on, admin/token checks the password, then answers 400 pointing at the provider endpoint', async () => {
    if (!target.isEmulator) return;
    expect((await settings({ twoFactorAuth: true })).status).toBe(200);
    try {
      const right = await call(target, 'POST', '/rest/V1/integration/admin/token', {
        body: { username: target.admin.username, password: target.admin.password },
      });
      expect(right.status).toBe(400);
      expect(right.body).toEqual({ message: TWO_FA, parameters: { active_providers: ['google'] } });
      const wrong = await call(target, 'POST', '/rest/V1/integration/admin/token', { body: { username: target.admin.username, password: 'wrong' } });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual({ message: SIGN_IN_INCORRECT });
    } finally {
      await settings({ twoFactorAuth: false });
    }
  });

  it('emulator: google/authenticate gives a token for the right code, 401 "Invalid code." for a wrong one', async () => {
    if (!target.isEmulator) return;
    await settings({ twoFactorAuth: true });
    try {
      const secret = target.emulator!.admin.totpSecret;
      const body = (otp: string, password = target.admin.password) => ({ body: { username: target.admin.username, password, otp } });
      const wrongCode = await call(
        target,
        'POST',
        '/rest/V1/tfa/provider/google/authenticate',
        body(totp(secret, Date.now()) === '000000' ? '111111' : '000000'),
      );
      expect(wrongCode.status).toBe(401);
      expect(wrongCode.body).toEqual({ message: 'Invalid code.' });
      const wrongPassword = await call(target, 'POST', '/rest/V1/tfa/provider/google/authenticate', body(totp(secret, Date.now()), 'wrong'));
      expect(wrongPassword.status).toBe(401);
      expect(wrongPassword.body).toEqual({ message: SIGN_IN_INCORRECT });
      const missing = await call(target, 'POST', '/rest/V1/tfa/provider/google/authenticate', {
        body: { username: target.admin.username, password: target.admin.password },
      });
      expect(missing.status).toBe(400);
      expect(missing.body.parameters).toEqual({ fieldName: 'otp' });
      const ok = await call<string>(target, 'POST', '/rest/V1/tfa/provider/google/authenticate', body(totp(secret, Date.now())));
      expect(ok.status).toBe(200);
      expect(typeof ok.body).toBe('string');
      expect((await call(target, 'GET', '/rest/V1/orders?searchCriteria[pageSize]=1', { token: ok.body })).status).toBe(200);
    } finally {
      await settings({ twoFactorAuth: false });
    }
  });

  it('emulator: without the module the provider route does not exist; the settings switch refuses nonsense', async () => {
    if (!target.isEmulator) return;
    const answer = await call(target, 'POST', '/rest/V1/tfa/provider/google/authenticate', { body: { username: 'a', password: 'b', otp: '123456' } });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'Request does not match any route.' });
    expect((await settings({ twoFactorAuth: 'yes' })).status).toBe(400);
    expect((await settings({})).status).toBe(400);
  });
});

describe('catalogue writes with an admin token', () => {
  it("store-view PUT changes that view's name only; a global price through /rest/all shows in every view", async () => {
    if (!target.isEmulator) return; // writes to the catalogue
    const token = (await adminToken())!;
    const sku = FIXTURES.simpleSku;
    const before = (await call(target, 'GET', `/rest/en/V1/products/${encodeURIComponent(sku)}`, { token })).body;
    const renamed = await call(target, 'PUT', `/rest/de/V1/products/${encodeURIComponent(sku)}`, {
      token,
      body: { product: { sku, name: 'Faltschloss Test' } },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Faltschloss Test');
    expect((await call(target, 'GET', `/rest/en/V1/products/${encodeURIComponent(sku)}`, { token })).body.name).toBe(before.name);
    const priced = await call(target, 'PUT', `/rest/all/V1/products/${encodeURIComponent(sku)}`, { token, body: { product: { sku, price: 81.5, status: 1 } } });
    expect(priced.status).toBe(200);
    for (const store of ['nl', 'en', 'de'])
      expect((await call(target, 'GET', `/rest/${store}/V1/products/${encodeURIComponent(sku)}`, { token })).body.price).toBe(81.5);
  });

  it('a customer token may not write products (401 with the ACL resource)', async () => {
    if (!target.customer.email) return;
    const customer = (
      await call<string>(target, 'POST', '/rest/V1/integration/customer/token', {
        body: { username: target.customer.email, password: target.customer.password },
      })
    ).body;
    const answer = await call(target, 'PUT', `/rest/all/V1/products/${encodeURIComponent(FIXTURES.simpleSku)}`, {
      token: customer,
      body: { product: { sku: FIXTURES.simpleSku, price: 1 } },
    });
    expect(answer.status).toBe(401);
    expect(answer.body.parameters).toEqual({ resources: 'Magento_Catalog::products' });
  });

  it("bundle links: PUT /bundle-products/:sku/links/:id changes a selection's price and default (true)", async () => {
    if (!target.isEmulator) return;
    const token = (await adminToken())!;
    const sku = encodeURIComponent(FIXTURES.bundleSku);
    const options = (await call(target, 'GET', `/rest/all/V1/bundle-products/${sku}/options/all`, { token })).body as Array<{
      option_id: number;
      product_links: Array<{ id: string; sku: string; is_default: boolean; price: number; qty: number; position: number }>;
    }>;
    const option = options.find((entry) => entry.product_links.length > 1)!;
    const [first, second] = option.product_links as [(typeof option.product_links)[0], (typeof option.product_links)[0]];
    const linked = (link: typeof first, changes: Record<string, unknown>) => ({
      linkedProduct: {
        id: Number(link.id),
        sku: link.sku,
        option_id: option.option_id,
        qty: link.qty,
        position: link.position,
        is_default: link.is_default,
        price: link.price,
        price_type: 0,
        can_change_quantity: 0,
        ...changes,
      },
    });
    const saved = await call(target, 'PUT', `/rest/all/V1/bundle-products/${sku}/links/${second.id}`, {
      token,
      body: linked(second, { price: 123.45, is_default: true }),
    });
    expect(saved.status).toBe(200);
    expect(saved.text).toBe('true');
    await call(target, 'PUT', `/rest/all/V1/bundle-products/${sku}/links/${first.id}`, { token, body: linked(first, { is_default: false }) });
    const after = (
      (await call(target, 'GET', `/rest/nl/V1/products/${sku}`, { token })).body.extension_attributes.bundle_product_options as typeof options
    ).find((entry) => entry.option_id === option.option_id)!;
    expect(after.product_links.find((link) => link.id === second.id)).toMatchObject({ price: 123.45, is_default: true });
    expect(after.product_links.find((link) => link.id === first.id)).toMatchObject({ is_default: false });

    const unknown = await call(target, 'PUT', `/rest/all/V1/bundle-products/${sku}/links/999999`, { token, body: linked(first, {}) });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ message: 'The product link with the "%1" ID field wasn\'t found. Verify the ID and try again.', parameters: ['999999'] });
    const simple = await call(target, 'PUT', `/rest/all/V1/bundle-products/${encodeURIComponent(FIXTURES.simpleSku)}/links/${first.id}`, {
      token,
      body: linked(first, {}),
    });
    expect(simple.status).toBe(400);
    expect(simple.body.message).toBe('The product with the "%1" SKU isn\'t a bundle product.');
    const extra = await call(target, 'PUT', `/rest/all/V1/bundle-products/${sku}/links/${first.id}`, {
      token,
      body: { linkedProduct: { sku: first.sku, colour: 'red' } },
    });
    expect(extra.status).toBe(400);
    expect(extra.body.message).toMatch(/^Property "%propertyName" does not have accessor method/);
  });
});

describe('stock items (Magento_CatalogInventory)', () => {
  it('reads a stock item and updates its qty by SKU; the answer is the item id', async () => {
    const token = (await adminToken()) ?? target.token;
    const sku = encodeURIComponent(FIXTURES.simpleSku);
    const item = await call(target, 'GET', `/rest/V1/stockItems/${sku}`, { token });
    expect(item.status).toBe(200);
    for (const key of ['item_id', 'product_id', 'stock_id', 'qty', 'is_in_stock', 'manage_stock']) expect(item.body).toHaveProperty(key);
    if (!target.isEmulator) return; // the write would change a real shop's stock
    const saved = await call(target, 'PUT', `/rest/V1/products/${sku}/stockItems/${item.body.item_id}`, {
      token,
      body: { stockItem: { qty: 3, is_in_stock: true } },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toBe(item.body.item_id);
    const after = (await call(target, 'GET', `/rest/V1/stockItems/${sku}`, { token })).body;
    expect(after).toMatchObject({ qty: 3, is_in_stock: true });
    const product = (await call(target, 'GET', `/rest/V1/products/${sku}`, { token })).body;
    expect(product.extension_attributes.stock_item.qty).toBe(3);
    const empty = await call(target, 'PUT', `/rest/V1/products/${sku}/stockItems/${item.body.item_id}`, { token, body: { stockItem: { qty: 0 } } });
    expect(empty.status).toBe(200);
    expect((await call(target, 'GET', `/rest/V1/stockItems/${sku}`, { token })).body.is_in_stock).toBe(false);
  });

  it('answers 404 for an unknown SKU, 401 without a token, 400 for a bad body', async () => {
    expect((await call(target, 'GET', '/rest/V1/stockItems/NO-SUCH-SKU-123', { token: target.token })).status).toBe(404);
    const anonymous = await call(target, 'GET', `/rest/V1/stockItems/${encodeURIComponent(FIXTURES.simpleSku)}`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.parameters).toEqual({ resources: 'Magento_CatalogInventory::cataloginventory' });
    const bad = await call(target, 'PUT', `/rest/V1/products/${encodeURIComponent(FIXTURES.simpleSku)}/stockItems/1`, {
      token: target.token,
      body: { stockItem: { qty: 'many' } },
    });
    expect(bad.status).toBe(400);
    expect(
      (await call(target, 'PUT', `/rest/V1/products/${encodeURIComponent(FIXTURES.simpleSku)}/stockItems/1`, { token: target.token, body: {} })).status,
    ).toBe(400);
  });
});

describe('category tree', () => {
  it('answers the store root with its children, names per store view', async () => {
    const nl = await call(target, 'GET', '/rest/nl/V1/categories', { token: target.token });
    expect(nl.status).toBe(200);
    for (const key of ['id', 'parent_id', 'name', 'is_active', 'level', 'product_count', 'children_data']) expect(nl.body).toHaveProperty(key);
    expect(nl.body.children_data.length).toBeGreaterThan(0);
    if (!target.isEmulator) return;
    const de = await call(target, 'GET', '/rest/de/V1/categories', { token: target.token });
    expect(nl.body.children_data.find((child: { id: number }) => child.id === 13).name).toBe('Sloten');
    expect(de.body.children_data.find((child: { id: number }) => child.id === 13).name).toBe('Schlösser');
    const locks = await call(target, 'GET', '/rest/nl/V1/categories?rootCategoryId=13', { token: target.token });
    expect(locks.body).toMatchObject({ id: 13, level: 2, children_data: [] });
    expect(locks.body.product_count).toBeGreaterThan(0);
    expect((await call(target, 'GET', '/rest/nl/V1/categories?depth=0', { token: target.token })).body.children_data).toEqual([]);
    expect((await call(target, 'GET', '/rest/nl/V1/categories?rootCategoryId=9999', { token: target.token })).status).toBe(404);
    expect((await call(target, 'GET', '/rest/nl/V1/categories')).status).toBe(401);
  });
});

describe('orders by customer (contract A §7 option B)', () => {
  async function customerId(email: string, password: string): Promise<number> {
    const token = (await call<string>(target, 'POST', '/rest/V1/integration/customer/token', { body: { username: email, password } })).body;
    return (await call(target, 'GET', '/rest/V1/customers/me', { token })).body.id;
  }

  it('filters /V1/orders on the customer_id that customers/me returned', async () => {
    if (!target.customer.email) return;
    const id = await customerId(target.customer.email, target.customer.password);
    const mine = await call(
      target,
      'GET',
      `/rest/V1/orders?${searchQuery([[{ field: 'customer_id', value: String(id) }]], { sort: [{ field: 'created_at', direction: 'DESC' }], pageSize: 50 })}`,
      { token: target.token },
    );
    expect(mine.status).toBe(200);
    expect(mine.body.total_count).toBeGreaterThan(0);
    for (const order of mine.body.items) expect(order.customer_id).toBe(id);
    const dates = mine.body.items.map((order: { created_at: string }) => order.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('emulator: the demo customers have their own seeded orders, one with two bikes in one line', async () => {
    if (!target.isEmulator) return;
    const first = await customerId(target.customer.email, target.customer.password);
    const second = await customerId(target.emulator!.secondCustomer.email, target.emulator!.secondCustomer.password);
    expect(second).not.toBe(first);
    const orders = async (id: number) =>
      (await call(target, 'GET', `/rest/V1/orders?${searchQuery([[{ field: 'customer_id', value: String(id) }]])}`, { token: target.token })).body;
    const firsts = await orders(first);
    const seconds = await orders(second);
    expect(firsts.total_count).toBeGreaterThanOrEqual(4);
    expect(firsts.items.some((order: { items: Array<{ product_type: string }> }) => order.items.some((item) => item.product_type === 'bundle'))).toBe(true);
    expect(seconds.total_count).toBe(1);
    const bikes = seconds.items[0].items.find((item: { product_type: string }) => item.product_type === 'bundle');
    expect(bikes).toMatchObject({ sku: 'FOLT Elite', qty_ordered: 2 });
    expect(seconds.items[0].items.filter((item: { parent_item_id?: number }) => item.parent_item_id === bikes.item_id).length).toBeGreaterThanOrEqual(4);
    const ids = new Set(firsts.items.map((order: { entity_id: number }) => order.entity_id));
    expect(seconds.items.some((order: { entity_id: number }) => ids.has(order.entity_id))).toBe(false);
  });
});
