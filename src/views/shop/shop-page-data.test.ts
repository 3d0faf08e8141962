// The shop pages' server-rendering loaders: how catalogue answers become page data, 404s, redirects and the
// per-language url keys; and the product shapes the views render.
import { isNotFound, isRedirect } from '@tanstack/react-router';
import { describe, expect, test } from 'vitest';
import type { Lang } from '../../locales/paths';
import { clampQuantity } from './product-add-to-cart';
import type { Product } from '../../../common/contract/product.schema';
import { product as productOf } from '../../machines/contract.fixtures';
import { toProductCard } from './product-cards';
import { cardsInCategory } from './shop-categories';
import { toProductDetail } from './product-detail';
import { loadProductPage, loadShopList, type Catalog } from './shop-page-data';

const keys: Record<Lang, string> = { nl: 'accu-360-wh', en: 'battery-360-wh', de: 'akku-360-wh' };

function product(lang: Lang, extra: Partial<Product> = {}): Product {
  return productOf({
    sku: 'FOLT-BAT-360',
    name: `Battery ${lang}`,
    price: 549,
    type_id: 'simple',
    visibility: 4,
    url_key: keys[lang],
    sort_order: 110,
    one_liner: 'Standard battery',
    short_description: '<p>Removable <em>36V</em> battery.</p>',
    category_ids: ['11'],
    // As the server sends it: category_ids are the links' ids (the browser derives them from the links again).
    extension_attributes: { category_links: [{ category_id: '11' }] },
    category_keys: ['batteries'],
    images: ['https://m.example/a.svg', 'https://m.example/b.svg'],
    image_src: 'https://m.example/a.svg',
    product_links: [{ link_type: 'related', linked_product_sku: 'FOLT-CHG-2A' }],
    related_product_skus: ['FOLT-CHG-2A'],
    crosssell_product_skus: [],
    related_products: [{ sku: 'FOLT-CHG-2A', name: 'Charger', price: 59, type_id: 'simple', url_key: 'charger-2a', image_src: null }],
    crosssell_products: [],
    ...extra,
  });
}

const ok = (items: unknown[]) => ({ success: true, data: { items }, error: null });

/** A catalogue that knows the battery in every store view. */
const catalog: Catalog = async (query) => {
  const lang = query.locale as Lang;
  if (query['sku:in'] === 'FOLT-BAT-360' || query['url_key:in'] === keys[lang]) return ok([product(lang)]);
  return ok([]);
};

describe('loadShopList', () => {
  test('cards of the shown products; an empty shop is the empty state; a failure its error', async () => {
    const hidden = { ...product('en', { sku: 'FOLT-COLOUR-RED', visibility: 1 }) };
    expect(await loadShopList({ lang: 'en', catalog: async () => ok([product('en'), hidden]) })).toEqual({
      status: 'ready',
      products: [toProductCard(product('en'))],
    });
    expect(await loadShopList({ lang: 'en', catalog: async () => ok([]) })).toEqual({ status: 'ready', products: [] });
    expect(
      await loadShopList({ lang: 'en', catalog: async () => ({ success: false, error: 'The shop is temporarily unavailable. Please try again.' }) }),
    ).toEqual({
      status: 'error',
      error: { code: 'shop.unavailable', text: 'The shop is temporarily unavailable. Please try again.' },
    });
    expect(await loadShopList({ lang: 'en', catalog: async () => '<html>' })).toEqual({ status: 'error', error: { code: 'response.invalid' } });
    expect(await loadShopList({ lang: 'en', catalog: () => Promise.reject(new Error('boom')) })).toEqual({
      status: 'error',
      error: { code: 'request.failed', text: 'Request failed. Please try again.' },
    });
  });
});

describe('featured products', () => {
  const part = (sku: string, sortOrder: number, category: string, featured?: string) =>
    product('nl', {
      sku,
      url_key: sku.toLowerCase(),
      sort_order: sortOrder,
      category_keys: [category],
      custom_attributes: [
        { attribute_code: 'sort_order', value: String(sortOrder) },
        ...(featured !== undefined ? [{ attribute_code: 'featured', value: featured }] : []),
      ],
    });
  const list = [
    part('LOCK-A', 100, 'locks'),
    part('BAG-A', 110, 'bags', '0'),
    part('LOCK-B', 120, 'locks', '1'),
    part('BAG-B', 130, 'bags', '1'),
    part('LOCK-C', 140, 'locks'),
  ];

  test('come first in the shop list, then the sort order; a category keeps that order; the card says so', async () => {
    const data = await loadShopList({ lang: 'nl', catalog: async () => ok(list) });
    if (data.status !== 'ready') throw new Error('not ready');
    expect(data.products.map((card) => [card.sku, card.featured])).toEqual([
      ['LOCK-B', true],
      ['BAG-B', true],
      ['LOCK-A', false],
      ['BAG-A', false],
      ['LOCK-C', false],
    ]);
    expect(cardsInCategory(data.products, 'locks').map((card) => card.sku)).toEqual(['LOCK-B', 'LOCK-A', 'LOCK-C']);
    expect(cardsInCategory(data.products, 'bags').map((card) => card.sku)).toEqual(['BAG-B', 'BAG-A']);
  });

  test('the same order whatever order the answer comes in (the browser sorts by sort_order first)', async () => {
    const data = await loadShopList({ lang: 'nl', catalog: async () => ok([...list].reverse()) });
    expect(data.status === 'ready' && data.products.map((card) => card.sku)).toEqual(['LOCK-B', 'BAG-B', 'LOCK-A', 'BAG-A', 'LOCK-C']);
  });
});

describe('loadProductPage', () => {
  test('the product with its url key per store view and its head', async () => {
    const data = await loadProductPage({ catalog, lang: 'de', urlKey: 'akku-360-wh', publicUrl: 'https://www.folt.example/' });
    if (data.status !== 'ready') throw new Error('expected a product');
    expect(data.product.name).toBe('Battery de');
    expect(data.product.related.map((card) => card.urlKey)).toEqual(['charger-2a']);
    expect(data.languageParams).toEqual({ nl: { urlKey: 'accu-360-wh' }, en: { urlKey: 'battery-360-wh' }, de: { urlKey: 'akku-360-wh' } });
    expect(data.head.description).toBe('Removable 36V battery.');
    expect(data.head.image).toBe('https://m.example/a.svg');
    expect(JSON.parse(data.head.jsonLd)).toMatchObject({
      '@type': 'Product',
      url: 'https://www.folt.example/de/shop/akku-360-wh',
      offers: { price: '549.00' },
    });
  });

  test('a language whose store view lacks the product is left out of the url keys', async () => {
    const partial: Catalog = async (query) => (query.locale === 'de' && query['sku:in'] ? ok([]) : catalog(query));
    const data = await loadProductPage({ catalog: partial, lang: 'en', urlKey: 'battery-360-wh', publicUrl: 'https://x.example' });
    expect(data.status === 'ready' && data.languageParams).toEqual({ nl: { urlKey: 'accu-360-wh' }, en: { urlKey: 'battery-360-wh' } });
  });

  test('an unknown key is a 404, a hidden product too', async () => {
    await expect(loadProductPage({ catalog, lang: 'en', urlKey: 'no-such-part', publicUrl: '' })).rejects.toSatisfy(isNotFound);
    const hidden: Catalog = async () => ok([product('en', { visibility: 1 })]);
    await expect(loadProductPage({ catalog: hidden, lang: 'en', urlKey: 'battery-360-wh', publicUrl: '' })).rejects.toSatisfy(isNotFound);
  });

  test("another store view's key redirects to this language's key", async () => {
    const thrown = await loadProductPage({ catalog, lang: 'en', urlKey: 'akku-360-wh', publicUrl: '' }).catch((error: unknown) => error);
    expect(isRedirect(thrown)).toBe(true);
    expect((thrown as { options: { href: string; statusCode: number } }).options).toMatchObject({ href: '/en/shop/battery-360-wh', statusCode: 302 });
  });

  test('a failed catalogue gives the error state, not a 404', async () => {
    const down: Catalog = async () => ({ success: false, error: 'Request timed out. Please try again.' });
    expect(await loadProductPage({ catalog: down, lang: 'nl', urlKey: 'accu-360-wh', publicUrl: '' })).toEqual({
      status: 'error',
      error: { code: 'request.timeout', text: 'Request timed out. Please try again.' },
    });
  });
});

describe('product shapes', () => {
  test('a bike is a card that opens the configurator; a product without name or price still renders', () => {
    expect(toProductCard(productOf({ sku: 'FOLT Classic', type_id: 'bundle', price: 1999 }))).toMatchObject({
      isBike: true,
      name: 'FOLT Classic',
      price: 1999,
    });
    expect(toProductCard(productOf({ sku: 'X', name: '  ', price: null }))).toMatchObject({ name: 'X', price: null, urlKey: null, imageSrc: null });
  });

  test('the detail sanitizes the description and puts the main image first, once', () => {
    const detail = toProductDetail(product('en', { short_description: '<p style="x">Hi<script>bad()</script></p>', image_src: 'https://m.example/b.svg' }));
    expect(detail.descriptionHtml).toBe('<p>Hi</p>');
    const long = toProductDetail(
      product('en', { custom_attributes: [{ attribute_code: 'description', value: '<ul><li onclick="x()">Weight: 2 kg</li></ul><script>bad()</script>' }] }),
    );
    expect(long.detailsHtml).toBe('<ul><li>Weight: 2 kg</li></ul>');
    expect(detail.images).toEqual(['https://m.example/b.svg', 'https://m.example/a.svg']);
  });
});

describe('clampQuantity', () => {
  test.each([
    ['1', 1],
    ['7', 7],
    ['0', 1],
    ['-3', 1],
    ['100', 99],
    ['2.9', 2],
    ['', 1],
    ['abc', 1],
    [42, 42],
  ] as const)('%j → %d', (typed, quantity) => {
    expect(clampQuantity(typed)).toBe(quantity);
  });
});
