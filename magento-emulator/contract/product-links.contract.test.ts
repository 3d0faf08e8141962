// Contract: related and cross-sell links as the back office edits them (Catalog/etc/webapi.xml): GET
// products/:sku/links/:type, POST products/:sku/links (ProductLinkManagement::setProductLinks, adds), PUT
// products/:sku/links (ProductLinkRepository::save, one link) and DELETE products/:sku/links/:type/:linkedProductSku
// (deleteById), with Magento 2.4's errors. Every test restores the links it changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES, call, openTarget, type ContractTarget } from './contract.harness';

let target: ContractTarget;
const PRODUCT = FIXTURES.simpleSku;
const OTHER = FIXTURES.secondSimpleSku;
const enc = encodeURIComponent;

beforeAll(async () => {
  target = await openTarget();
});
afterAll(async () => {
  await target?.close();
});

const links = async (type: string, sku = PRODUCT) => call(target, 'GET', `/rest/all/V1/products/${enc(sku)}/links/${type}`, { token: target.token });
const unlink = (type: string, linked: string, sku = PRODUCT) =>
  call(target, 'DELETE', `/rest/all/V1/products/${enc(sku)}/links/${type}/${enc(linked)}`, { token: target.token });
const add = (items: unknown, sku = PRODUCT) => call(target, 'POST', `/rest/all/V1/products/${enc(sku)}/links`, { token: target.token, body: { items } });

describe('product links (Magento_Catalog ProductLinkManagement / ProductLinkRepository)', () => {
  it('POST adds a related link next to the existing ones; GET lists it; DELETE removes it again', async () => {
    const before = (await links('related')).body as Array<{ linked_product_sku: string }>;
    expect(before.some((link) => link.linked_product_sku === OTHER)).toBe(false);
    const added = await add([{ sku: PRODUCT, link_type: 'related', linked_product_sku: OTHER, position: 9 }]);
    expect(added.status).toBe(200);
    expect(added.body).toBe(true);
    const after = (await links('related')).body as Array<Record<string, unknown>>;
    // 2.4 merges: what was there stays.
    expect(after.length).toBe(before.length + 1);
    expect(after).toContainEqual({ sku: PRODUCT, link_type: 'related', linked_product_sku: OTHER, linked_product_type: 'simple', position: 9 });
    const removed = await unlink('related', OTHER);
    expect(removed.status).toBe(200);
    expect(removed.body).toBe(true);
    expect(((await links('related')).body as unknown[]).length).toBe(before.length);
  });

  it('PUT saves one link from `entity`; the same link again replaces it (its position) instead of doubling it', async () => {
    const entity = (position: number) => ({ entity: { sku: PRODUCT, link_type: 'crosssell', linked_product_sku: OTHER, position } });
    try {
      expect((await call(target, 'PUT', `/rest/all/V1/products/${enc(PRODUCT)}/links`, { token: target.token, body: entity(3) })).body).toBe(true);
      expect((await call(target, 'PUT', `/rest/all/V1/products/${enc(PRODUCT)}/links`, { token: target.token, body: entity(4) })).body).toBe(true);
      const mine = ((await links('crosssell')).body as Array<{ linked_product_sku: string; position: number }>).filter(
        (link) => link.linked_product_sku === OTHER,
      );
      expect(mine).toEqual([expect.objectContaining({ position: 4 })]);
    } finally {
      await unlink('crosssell', OTHER);
    }
  });

  it('refuses bad input with Magento 2.4 messages and statuses', async () => {
    expect(await add([])).toMatchObject({
      status: 400,
      body: { message: 'Invalid value of "%value" provided for the %fieldName field.', parameters: { fieldName: 'items', value: 'empty array' } },
    });
    expect(await add([{ linked_product_sku: OTHER }])).toMatchObject({
      status: 400,
      body: { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'linkType' } },
    });
    expect(await add([{ link_type: 'sideways', linked_product_sku: OTHER }])).toMatchObject({
      status: 404,
      body: { message: 'The "%1" link type wasn\'t found. Verify the type and try again.', parameters: ['sideways'] },
    });
    expect(await add([{ link_type: 'related', linked_product_sku: 'NO-SUCH-SKU-42' }])).toMatchObject({
      status: 400,
      body: { message: 'The linked products data is invalid. Verify the data and try again.' },
    });
    expect(await add([{ link_type: 'related', linked_product_sku: OTHER }], 'NO-SUCH-SKU-42')).toMatchObject({
      status: 404,
      body: { message: "The product that was requested doesn't exist. Verify the product and try again." },
    });
    expect(await add([{ link_type: 'related', linked_product_sku: OTHER, colour: 'red' }])).toMatchObject({
      status: 400,
      body: { parameters: { propertyName: 'Colour' } },
    });
    expect(await links('sideways')).toMatchObject({
      status: 404,
      body: { message: 'The "%1" link type is unknown. Verify the type and try again.', parameters: ['sideways'] },
    });
    const put = (entity: unknown) => call(target, 'PUT', `/rest/all/V1/products/${enc(PRODUCT)}/links`, { token: target.token, body: { entity } });
    expect(await put({ sku: PRODUCT, link_type: 'related' })).toMatchObject({
      status: 400,
      body: { message: 'The linked product SKU is invalid. Verify the data and try again.' },
    });
    expect(await put({ link_type: 'related', linked_product_sku: OTHER })).toMatchObject({
      status: 400,
      body: { message: 'The parent product SKU is required for linking child products. Please ensure the parent product SKU is provided and try again.' },
    });
    expect(await put({ sku: PRODUCT, link_type: 'related', linked_product_sku: 'NO-SUCH-SKU-42' })).toMatchObject({ status: 404 });
    expect(await unlink('related', OTHER)).toMatchObject({
      status: 404,
      body: { message: "Product %1 doesn't have linked %2 as %3", parameters: [PRODUCT, OTHER, 'related'] },
    });
    expect(await unlink('sideways', OTHER)).toMatchObject({ status: 404, body: { message: 'The "%1" link type is unknown. Verify the type and try again.' } });
  });

  it('needs a token with catalogue access', async () => {
    const anonymous = await call(target, 'POST', `/rest/all/V1/products/${enc(PRODUCT)}/links`, {
      body: { items: [{ link_type: 'related', linked_product_sku: OTHER }] },
    });
    expect(anonymous.status).toBe(401);
  });
});
