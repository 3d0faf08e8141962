// Reading a products answer: the interpretation the machine and the server-rendering loaders share.
import { describe, expect, test } from 'vitest';
import { PRODUCT_NOT_FOUND, readProductsAnswer } from './products-answer';
import { withLinkedProducts } from './products';

/** A product as our server sends it: derived fields with absolute image URLs and linked-product summaries. */
const served = {
  sku: 'FOLT-BAT-360',
  name: 'Battery 360 Wh',
  price: 549,
  custom_attributes: [
    { attribute_code: 'url_key', value: 'battery-360-wh' },
    { attribute_code: 'sort_order', value: '110' },
    { attribute_code: 'image', value: '/f/o/folt-bat-360.svg' },
  ],
  media_gallery_entries: [{ media_type: 'image', file: '/f/o/folt-bat-360.svg' }],
  product_links: [{ sku: 'FOLT-BAT-360', link_type: 'related', linked_product_sku: 'FOLT-BAT-504' }],
  url_key: 'battery-360-wh',
  sort_order: 110,
  images: ['https://media.example/media/catalog/product/f/o/folt-bat-360.svg'],
  image_src: 'https://media.example/media/catalog/product/f/o/folt-bat-360.svg',
  related_products: [{ sku: 'FOLT-BAT-504', name: 'Battery 504 Wh', price: 699, url_key: 'battery-504-wh', image_src: null }],
};

describe('readProductsAnswer', () => {
  test('products, sorted by sort_order', () => {
    const reading = readProductsAnswer({
      success: true,
      data: { items: [served, { sku: 'A', custom_attributes: [{ attribute_code: 'sort_order', value: '1' }] }] },
      error: null,
    });
    expect(reading.outcome).toBe('products');
    if (reading.outcome !== 'products') return;
    expect(reading.products.map((p) => p.sku)).toEqual(['A', 'FOLT-BAT-360']);
  });

  test.each([
    [{ success: true, data: { items: [] } }, 'empty', PRODUCT_NOT_FOUND],
    [
      { success: false, error: 'The shop is temporarily unavailable. Please try again.' },
      'unsuccessful',
      { code: 'shop.unavailable', text: 'The shop is temporarily unavailable. Please try again.' },
    ],
    [
      { success: false, error: 'The requested qty is not available' },
      'unsuccessful',
      { code: 'cart.qty-not-available', text: 'The requested qty is not available' },
    ],
    [{ success: false, error: 'Store closed for stocktaking' }, 'unsuccessful', { code: 'unknown', text: 'Store closed for stocktaking' }],
    [{ success: false, data: null, error: '' }, 'unsuccessful', { code: 'response.invalid' }],
    [{ success: true, data: { items: 'nope' } }, 'unsuccessful', { code: 'response.invalid' }],
    [{ success: true }, 'unsuccessful', { code: 'response.invalid' }],
    [null, 'unsuccessful', { code: 'response.invalid' }],
    ['<html>', 'unsuccessful', { code: 'response.invalid' }],
  ] as const)('%j → %s %j', (answer, outcome, error) => {
    expect(readProductsAnswer(answer)).toEqual({ outcome, error });
  });

  test("keeps the server's absolute image URLs", () => {
    const reading = readProductsAnswer({ success: true, data: { items: [served] } });
    if (reading.outcome !== 'products') throw new Error('expected products');
    expect(reading.products[0]!.image_src).toBe(served.image_src);
    expect(reading.products[0]!.images).toEqual(served.images);
  });
});

describe('withLinkedProducts', () => {
  test("keeps the server's summary of a linked product the list does not hold", () => {
    const reading = readProductsAnswer({ success: true, data: { items: [served] } });
    if (reading.outcome !== 'products') throw new Error('expected products');
    const product = withLinkedProducts(reading.products[0]!, reading.products);
    expect(product.related_products?.map((p) => p.name)).toEqual(['Battery 504 Wh']);
    expect(product.crosssell_products).toEqual([]);
  });
});
