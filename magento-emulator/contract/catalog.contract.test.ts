// Contract: products (searchCriteria semantics, get, store-view scoped PUT), directory countries, ACL 401s (Part B §2, §5.7, §6).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES, call, openTarget, searchQuery, type ContractTarget } from './contract.harness';

let target: ContractTarget;

beforeAll(async () => {
  target = await openTarget();
});
afterAll(async () => {
  await target?.close();
});

function attribute(product: { custom_attributes: Array<{ attribute_code: string; value: unknown }> }, code: string): unknown {
  return product.custom_attributes.find((entry) => entry.attribute_code === code)?.value;
}

describe('product ACL', () => {
  it('answers 401 with the resource parameter without a token, with a bad token and with a customer token', async () => {
    const expected = { message: "The consumer isn't authorized to access %resources.", parameters: { resources: 'Magento_Catalog::products' } };
    const none = await call(target, 'GET', `/rest/nl/V1/products?${searchQuery([])}`);
    expect(none.status).toBe(401);
    expect(none.body).toEqual(expected);
    const bad = await call(target, 'GET', `/rest/nl/V1/products/${encodeURIComponent(FIXTURES.simpleSku)}`, { token: 'not-a-token' });
    expect(bad.status).toBe(401);
    if (target.customer.email) {
      const customerToken = (
        await call<string>(target, 'POST', '/rest/V1/integration/customer/token', {
          body: { username: target.customer.email, password: target.customer.password },
        })
      ).body;
      const asCustomer = await call(target, 'GET', `/rest/nl/V1/products?${searchQuery([])}`, { token: customerToken });
      expect(asCustomer.status).toBe(401);
    }
  });
});

describe('product search', () => {
  it('requires searchCriteria (400 required)', async () => {
    const answer = await call(target, 'GET', '/rest/nl/V1/products', { token: target.token });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'searchCriteria' } });
  });

  it('answers { items, search_criteria, total_count } and honours `in` with a comma-joined string', async () => {
    const skus = [FIXTURES.simpleSku, FIXTURES.secondSimpleSku];
    const { status, body } = await call(
      target,
      'GET',
      `/rest/nl/V1/products?${searchQuery([[{ field: 'sku', value: skus.join(','), condition_type: 'in' }]])}`,
      { token: target.token },
    );
    expect(status).toBe(200);
    expect(body.total_count).toBe(2);
    expect(body.items.map((item: { sku: string }) => item.sku).sort()).toEqual([...skus].sort());
    expect(body.search_criteria.filter_groups[0].filters[0]).toEqual({ field: 'sku', value: skus.join(','), condition_type: 'in' });
    const item = body.items[0];
    for (const key of [
      'id',
      'sku',
      'name',
      'price',
      'status',
      'visibility',
      'type_id',
      'custom_attributes',
      'media_gallery_entries',
      'product_links',
      'extension_attributes',
    ])
      expect(item).toHaveProperty(key);
    expect(item.extension_attributes.category_links[0]).toHaveProperty('category_id');
  });

  it('ORs filters inside a group and ANDs groups', async () => {
    const or = await call(
      target,
      'GET',
      `/rest/nl/V1/products?${searchQuery([
        [
          { field: 'sku', value: FIXTURES.simpleSku },
          { field: 'sku', value: FIXTURES.secondSimpleSku },
        ],
      ])}`,
      { token: target.token },
    );
    expect(or.body.total_count).toBe(2);
    const and = await call(
      target,
      'GET',
      `/rest/nl/V1/products?${searchQuery([[{ field: 'sku', value: FIXTURES.simpleSku }], [{ field: 'sku', value: FIXTURES.secondSimpleSku }]])}`,
      { token: target.token },
    );
    expect(and.body.total_count).toBe(0);
    expect(and.body.items).toEqual([]);
  });

  it('supports neq, nin, like, gt/gteq/lt/lteq, sort orders and paging with total_count of all matches', async () => {
    const token = target.token;
    const like = await call(target, 'GET', `/rest/nl/V1/products?${searchQuery([[{ field: 'sku', value: 'FOLT %', condition_type: 'like' }]])}`, { token });
    expect(like.body.items.every((item: { sku: string }) => item.sku.startsWith('FOLT '))).toBe(true);
    const cheap = await call(
      target,
      'GET',
      `/rest/nl/V1/products?${searchQuery([[{ field: 'price', value: '20', condition_type: 'lt' }], [{ field: 'visibility', value: '4' }]], { sort: [{ field: 'price', direction: 'DESC' }] })}`,
      { token },
    );
    const prices = cheap.body.items.map((item: { price: number }) => item.price);
    expect(prices.every((price: number) => price < 20)).toBe(true);
    expect([...prices].sort((a, b) => b - a)).toEqual(prices);
    const between = await call(
      target,
      'GET',
      `/rest/nl/V1/products?${searchQuery([[{ field: 'price', value: '10', condition_type: 'gteq' }], [{ field: 'price', value: '30', condition_type: 'lteq' }]])}`,
      { token },
    );
    expect(between.body.items.every((item: { price: number }) => item.price >= 10 && item.price <= 30)).toBe(true);
    const page1 = await call(
      target,
      'GET',
      `/rest/nl/V1/products?${searchQuery([[{ field: 'visibility', value: '4' }]], { pageSize: 5, currentPage: 1, sort: [{ field: 'sku', direction: 'ASC' }] })}`,
      { token },
    );
    const page2 = await call(
      target,
      'GET',
      `/rest/nl/V1/products?${searchQuery([[{ field: 'visibility', value: '4' }]], { pageSize: 5, currentPage: 2, sort: [{ field: 'sku', direction: 'ASC' }] })}`,
      { token },
    );
    expect(page1.body.items).toHaveLength(5);
    expect(page1.body.total_count).toBeGreaterThan(5);
    expect(page2.body.total_count).toBe(page1.body.total_count);
    expect(page2.body.items[0].sku).not.toBe(page1.body.items[0].sku);
    const nin = await call(
      target,
      'GET',
      `/rest/nl/V1/products?${searchQuery([[{ field: 'sku', value: `${FIXTURES.simpleSku},${FIXTURES.secondSimpleSku}`, condition_type: 'nin' }], [{ field: 'visibility', value: '4' }]])}`,
      { token },
    );
    expect(nin.body.items.some((item: { sku: string }) => item.sku === FIXTURES.simpleSku)).toBe(false);
    const neq = await call(target, 'GET', `/rest/nl/V1/products?${searchQuery([[{ field: 'type_id', value: 'bundle', condition_type: 'neq' }]])}`, { token });
    expect(neq.body.items.every((item: { type_id: string }) => item.type_id !== 'bundle')).toBe(true);
  });

  it('accepts snake_case spellings (search_criteria, page_size, sort_orders)', async () => {
    const answer = await call(
      target,
      'GET',
      '/rest/nl/V1/products?search_criteria[page_size]=3&search_criteria[current_page]=1&search_criteria[sort_orders][0][field]=sku&search_criteria[sort_orders][0][direction]=DESC',
      { token: target.token },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.items).toHaveLength(3);
  });

  it('emulator: sorts by the custom attribute sort_order and lists bikes first', async () => {
    if (!target.isEmulator) return; // sort_order is a custom attribute of this shop
    const answer = await call(
      target,
      'GET',
      `/rest/nl/V1/products?${searchQuery([[{ field: 'visibility', value: '4' }]], { sort: [{ field: 'sort_order', direction: 'ASC' }], pageSize: 6 })}`,
      { token: target.token },
    );
    expect(answer.body.items.map((item: { sku: string }) => item.sku)).toEqual([
      'FOLT Classic',
      'FOLT Elite',
      'FOLT Maxx',
      'FOLT Piccolo',
      'FOLT Voyage',
      'FOLT 200-S',
    ]);
  });
});

describe('product get and store views', () => {
  it('gets a bundle with bundle_product_options whose product_links ids are selection ids, one option holding a Base BOM', async () => {
    const { status, body } = await call(target, 'GET', `/rest/nl/V1/products/${encodeURIComponent(FIXTURES.bundleSku)}`, { token: target.token });
    expect(status).toBe(200);
    expect(body.type_id).toBe('bundle');
    const options = body.extension_attributes.bundle_product_options;
    expect(options.length).toBeGreaterThan(1);
    for (const option of options) for (const link of option.product_links) expect(link.id).toMatch(/^\d+$/);
    if (target.isEmulator) {
      expect(
        options.some(
          (option: { required: boolean; product_links: Array<{ sku: string }> }) =>
            option.required && option.product_links.some((link) => link.sku.includes('Base BOM')),
        ),
      ).toBe(true);
      expect(options.map((option: { title: string }) => option.title)).toEqual(['Frame en aandrijving', 'Accu', 'Kleur', 'Zadel', 'Bagagedrager', 'Tas']);
    }
  });

  it('lists product links by type and media entries', async () => {
    const related = await call(target, 'GET', `/rest/nl/V1/products/${encodeURIComponent(FIXTURES.bundleSku)}/links/related`, { token: target.token });
    expect(related.status).toBe(200);
    expect(related.body.every((link: { link_type: string }) => link.link_type === 'related')).toBe(true);
    const media = await call(target, 'GET', `/rest/nl/V1/products/${encodeURIComponent(FIXTURES.bundleSku)}/media`, { token: target.token });
    expect(media.status).toBe(200);
    expect(media.body[0]).toHaveProperty('file');
  });

  it('lists bundle options by SKU', async () => {
    const answer = await call(target, 'GET', `/rest/nl/V1/bundle-products/${encodeURIComponent(FIXTURES.bundleSku)}/options/all`, { token: target.token });
    expect(answer.status).toBe(200);
    expect(answer.body[0]).toHaveProperty('option_id');
    expect(answer.body[0].product_links.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown SKU', async () => {
    const answer = await call(target, 'GET', '/rest/nl/V1/products/NO-SUCH-SKU', { token: target.token });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: "The product that was requested doesn't exist. Verify the product and try again." });
  });

  it('emulator: url_key, name and copy differ per store view; images are served as SVG from /media/catalog/product', async () => {
    if (!target.isEmulator) return; // seed copy
    const get = async (store: string) => (await call(target, 'GET', `/rest/${store}/V1/products/FOLT-LOCK-FOLD`, { token: target.token })).body;
    const [nl, en, de] = await Promise.all([get('nl'), get('en'), get('de')]);
    expect(new Set([attribute(nl, 'url_key'), attribute(en, 'url_key'), attribute(de, 'url_key')]).size).toBe(3);
    expect(nl.name).toBe('Vouwslot ART-2');
    expect(de.name).toBe('Faltschloss ART-2');
    for (const code of ['one_liner', 'short_description', 'sort_order']) expect(attribute(nl, code)).toBeTruthy();
    const file = nl.media_gallery_entries[0].file;
    expect(file).toMatch(/^\/[a-z0-9]\/[a-z0-9]\/.+\.svg$/);
    const image = await fetch(`${target.url}/media/catalog/product${file}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    expect(await image.text()).toContain('<svg');
    expect(nl.product_links.some((link: { link_type: string }) => link.link_type === 'related')).toBe(true);
  });

  it('emulator: PUT through a store code writes that store view only; global fields apply everywhere', async () => {
    if (!target.isEmulator) return; // writes data
    const put = await call(target, 'PUT', '/rest/de/V1/products/FOLT-BELL', {
      token: target.token,
      body: {
        product: {
          sku: 'FOLT-BELL',
          name: 'Messingglocke Deluxe',
          price: 11.95,
          custom_attributes: [{ attribute_code: 'url_key', value: 'messingglocke-deluxe' }],
        },
        saveOptions: true,
      },
    });
    expect(put.status).toBe(200);
    expect(put.body.name).toBe('Messingglocke Deluxe');
    const nl = (await call(target, 'GET', '/rest/nl/V1/products/FOLT-BELL', { token: target.token })).body;
    expect(nl.name).toBe('Messing bel');
    expect(nl.price).toBe(11.95);
    expect(attribute(nl, 'url_key')).not.toBe('messingglocke-deluxe');
  });

  it('emulator: PUT validates and writes nothing on a bad body', async () => {
    if (!target.isEmulator) return; // writes data
    const before = (await call(target, 'GET', '/rest/nl/V1/products/FOLT-PUMP', { token: target.token })).body;
    const bad = await call(target, 'PUT', '/rest/nl/V1/products/FOLT-PUMP', { token: target.token, body: { product: { name: 'Pomp', price: -5 } } });
    expect(bad.status).toBe(400);
    const wrongType = await call(target, 'PUT', '/rest/nl/V1/products/FOLT-PUMP', { token: target.token, body: { product: { price: 'cheap' } } });
    expect(wrongType.status).toBe(400);
    const missing = await call(target, 'PUT', '/rest/nl/V1/products/FOLT-PUMP', { token: target.token, body: {} });
    expect(missing.status).toBe(400);
    const taken = await call(target, 'PUT', '/rest/nl/V1/products/FOLT-PUMP', {
      token: target.token,
      body: { product: { custom_attributes: [{ attribute_code: 'url_key', value: 'messing-bel' }] } },
    });
    expect(taken.status).toBe(400);
    expect(taken.body.message).toBe('URL key for specified store already exists.');
    const after = (await call(target, 'GET', '/rest/nl/V1/products/FOLT-PUMP', { token: target.token })).body;
    expect(after.name).toBe(before.name);
    expect(after.price).toBe(before.price);
  });
});

describe('directory', () => {
  it('answers a country without regions with available_regions left out', async () => {
    const { status, body } = await call(target, 'GET', '/rest/nl/V1/directory/countries/NL');
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 'NL', two_letter_abbreviation: 'NL', three_letter_abbreviation: 'NLD', full_name_english: 'Netherlands' });
    expect(body).not.toHaveProperty('available_regions');
  });

  it('answers a country with regions as [{id, code, name}]', async () => {
    const { body } = await call(target, 'GET', '/rest/de/V1/directory/countries/DE');
    expect(body.available_regions.length).toBeGreaterThan(10);
    expect(body.available_regions[0]).toEqual({ id: expect.any(String), code: expect.any(String), name: expect.any(String) });
    if (target.isEmulator) expect(body.full_name_locale).toBe('Deutschland');
  });

  it('lists the allowed countries', async () => {
    const { status, body } = await call(target, 'GET', '/rest/en/V1/directory/countries');
    expect(status).toBe(200);
    expect(body.map((country: { id: string }) => country.id)).toEqual(expect.arrayContaining(['NL']));
  });

  it('answers 404 "The country isn\'t available." for a country that is not allowed', async () => {
    const answer = await call(target, 'GET', '/rest/nl/V1/directory/countries/XX');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: "The country isn't available." });
  });
});

describe('junk input never breaks product routes', () => {
  it('search answers 200 or a 4xx Magento error for random searchCriteria', async () => {
    const key = fc.constantFrom(
      '[filter_groups][0][filters][0][field]',
      '[filter_groups][0][filters][0][value]',
      '[filter_groups][0][filters][0][condition_type]',
      '[filter_groups][1][filters][3][field]',
      '[sortOrders][0][field]',
      '[sortOrders][0][direction]',
      '[pageSize]',
      '[currentPage]',
      '',
      '[]',
      '[filter_groups]',
    );
    const value = fc.oneof(fc.constantFrom('sku', 'price', 'url_key', 'in', 'like', 'gt', '%', '-1', '999999999999', 'DESC', ''), fc.string({ maxLength: 12 }));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(key, value), { maxLength: 6 }), async (pairs) => {
        const query = pairs.map(([k, v]) => `searchCriteria${k}=${encodeURIComponent(v)}`).join('&');
        const answer = await call(target, 'GET', `/rest/nl/V1/products?${query}`, { token: target.token });
        expect(answer.status).toBeLessThan(500);
        if (answer.status >= 400) expect(typeof answer.body.message).toBe('string');
      }),
      { numRuns: Number(process.env.JUNK_RUNS ?? 60) },
    );
  });

  it('emulator: PUT answers 2xx/4xx for random product bodies', async () => {
    if (!target.isEmulator) return; // writes data
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom('name', 'price', 'status', 'visibility', 'weight', 'custom_attributes', 'extension_attributes', 'product_links', 'sku'),
          fc.anything({ maxDepth: 2 }),
          { maxKeys: 4 },
        ),
        async (product) => {
          const answer = await call(target, 'PUT', '/rest/all/V1/products/FOLT-REFLECT-SPOKE', { token: target.token, body: { product } });
          expect(answer.status).toBeLessThan(500);
        },
      ),
      { numRuns: Number(process.env.JUNK_RUNS ?? 40) },
    );
  });
});

describe('category list (CategoryListInterface::getList)', () => {
  it('answers CategoryInterface items with url_key among custom_attributes, store-view names, filterable by url_key', async () => {
    const all = await call(target, 'GET', `/rest/en/V1/categories/list?${searchQuery([[{ field: 'is_active', value: '1' }]])}`, { token: target.token });
    expect(all.status).toBe(200);
    expect(all.body.total_count).toBe(all.body.items.length);
    const child = all.body.items.find((item: { level: number }) => item.level === 2);
    for (const key of ['id', 'parent_id', 'name', 'is_active', 'position', 'level', 'children', 'path', 'include_in_menu', 'custom_attributes'])
      expect(child).toHaveProperty(key);
    expect(child.path).toBe(`1/${child.parent_id}/${child.id}`);
    const urlKey = attribute(child, 'url_key') as string;
    expect(typeof urlKey).toBe('string');
    const byKey = await call(target, 'GET', `/rest/en/V1/categories/list?${searchQuery([[{ field: 'url_key', value: urlKey }]])}`, { token: target.token });
    expect(byKey.body.items.map((item: { id: number }) => item.id)).toEqual([child.id]);
    if (!target.isEmulator) return;
    const locks = (await call(target, 'GET', `/rest/nl/V1/categories/list?${searchQuery([[{ field: 'url_key', value: 'locks' }]])}`, { token: target.token }))
      .body;
    expect(locks.items[0]).toMatchObject({ id: 13, name: 'Sloten', parent_id: 2, level: 2 });
    const unknown = await call(target, 'GET', `/rest/en/V1/categories/list?${searchQuery([[{ field: 'no_such_attribute', value: '1' }]])}`, {
      token: target.token,
    });
    expect(unknown.status).toBe(400);
    expect((await call(target, 'GET', `/rest/en/V1/categories/list?${searchQuery([])}`)).status).toBe(401);
  });
});
