// Product mapping: the spec's derived fields (§3), media URLs, sort order and linked-product summaries.
import { seedPrices } from '../../magento-emulator/seed/seed.bike-prices';
import { describe, expect, it } from 'vitest';
import { BIKE_MODELS } from '../../common/bike-models';
import { Catalog } from '../../magento-emulator/domain/catalog.service';
import { buildCatalog, DYNAMIC_PRICE_MODELS } from '../../magento-emulator/seed/seed.catalog';
import { attachDynamicBundlePrices, attachLinkedProducts, dynamicBundlePartSkus, hasDynamicPrice, mapProduct, sortBySortOrder } from './product.mapper';

const MEDIA = 'https://m.example/media/';

describe('product mapper', () => {
  const raw = {
    id: 12,
    sku: 'FOLT Elite',
    name: 'Elite',
    price: 2499,
    type_id: 'bundle',
    status: 1,
    custom_attributes: [
      { attribute_code: 'url_key', value: 'elite' },
      { attribute_code: 'sort_order', value: '20' },
      { attribute_code: 'one_liner', value: 'Light' },
      { attribute_code: 'image', value: '/e/l/elite.jpg' },
    ],
    extension_attributes: { category_links: [{ position: 0, category_id: '5' }], bundle_product_options: [{ option_id: 3 }], website_ids: [1] },
    product_links: [
      { sku: 'FOLT Elite', link_type: 'crosssell', linked_product_sku: 'BAG', position: 2 },
      { sku: 'FOLT Elite', link_type: 'related', linked_product_sku: 'MAXX', position: 1 },
      { sku: 'FOLT Elite', link_type: 'upsell', linked_product_sku: 'X', position: 1 },
    ],
    media_gallery_entries: [
      { media_type: 'image', file: '/b.jpg', position: 2, types: [] },
      { media_type: 'external-video', file: '/v.jpg', position: 0 },
      { media_type: 'image', file: '/a.jpg', position: 1, types: ['image'], disabled: true },
      { media_type: 'image', file: '/c.jpg', position: 0, types: ['thumbnail'] },
    ],
  };

  it('derives the spec fields and drops internal ids', () => {
    const p = mapProduct(raw, MEDIA);
    expect(p).toMatchObject({
      sku: 'FOLT Elite',
      url_key: 'elite',
      sort_order: 20,
      one_liner: 'Light',
      category_ids: ['5'],
      related_product_skus: ['MAXX'],
      crosssell_product_skus: ['BAG'],
      images: [`${MEDIA}catalog/product/c.jpg`, `${MEDIA}catalog/product/b.jpg`],
      image_src: `${MEDIA}catalog/product/e/l/elite.jpg`,
      extension_attributes: { category_links: [{ position: 0, category_id: '5' }], bundle_product_options: [{ option_id: 3 }] },
    });
    expect(p).not.toHaveProperty('id');
    expect(mapProduct({ sku: 'A', media_gallery_entries: [{ media_type: 'image', file: '/x.jpg' }] }, MEDIA).image_src).toBe(`${MEDIA}catalog/product/x.jpg`);
    expect(mapProduct({ sku: 'A' }, MEDIA)).toMatchObject({ image_src: null, images: [], sort_order: null, url_key: null });
  });

  it('sorts by sort_order with missing last and fills linked summaries', () => {
    const list = sortBySortOrder([
      mapProduct({ sku: 'none' }, MEDIA),
      mapProduct(raw, MEDIA),
      mapProduct({ sku: 'MAXX', custom_attributes: [{ attribute_code: 'sort_order', value: 3 }] }, MEDIA),
    ]);
    expect(list.map((p) => p.sku)).toEqual(['MAXX', 'FOLT Elite', 'none']);
    attachLinkedProducts(list, [mapProduct({ sku: 'BAG', name: 'Bag', price: 49 }, MEDIA)]);
    const elite = list[1]!;
    expect(elite.related_products.map((p) => p.sku)).toEqual(['MAXX']);
    expect(elite.crosssell_products).toEqual([{ sku: 'BAG', name: 'Bag', price: 49, type_id: null, url_key: null, image_src: null }]);
  });
});

describe('prices entered excl. VAT (tax/calculation/price_includes_tax = 0)', () => {
  const bundle = {
    sku: 'FOLT Classic',
    price: 1652.066116,
    extension_attributes: {
      category_links: [{ category_id: '10' }],
      bundle_product_options: [
        {
          option_id: 1,
          product_links: [
            { sku: 'FOLT-BAT-504', price: 123.966942, price_type: 0 },
            { sku: 'FOLT-BAG', price: 10, price_type: 1 },
          ],
        },
      ],
    },
  };

  it("shows the price and fixed selection prices incl. the shop's VAT; a percentage stays a percentage", () => {
    const shown = mapProduct(bundle, MEDIA, new Map([['10', 'bikes']]), { includeTax: false, vatPercent: 21 });
    expect(shown.price).toBe(1999);
    expect(shown.category_keys).toEqual(['bikes']);
    const links = (shown.extension_attributes.bundle_product_options as Array<{ product_links: Array<{ price: number }> }>)[0]!.product_links;
    expect(links.map((link) => link.price)).toEqual([150, 10]);
  });

  it('leaves prices entered incl. VAT as they are', () => {
    expect(mapProduct({ sku: 'A', price: 79.95 }, MEDIA, new Map(), { includeTax: true, vatPercent: 21 }).price).toBe(79.95);
  });
});

describe('dynamic-price bundles (price_type 0)', () => {
  const seed = buildCatalog(0);
  const emulator = new Catalog();
  for (const product of seed.products) emulator.commit(product);
  const mapped = (sku: string) => mapProduct(emulator.render(emulator.get(sku)!, 'nl', undefined) as never, 'https://shop.example/media/');

  it("get their 'from' price from their parts' own prices: the cheapest build of the required options, as Magento's getTotalPrices('min')", () => {
    const bikes = BIKE_MODELS.map((model) => mapped(model.sku));
    const dynamic = bikes.filter(hasDynamicPrice);
    expect(dynamic.map((bike) => bike.sku)).toEqual(BIKE_MODELS.filter((model) => DYNAMIC_PRICE_MODELS.has(model.slug)).map((model) => model.sku));
    expect(dynamic[0]!.price).toBe(0);
    attachDynamicBundlePrices(bikes, dynamicBundlePartSkus(bikes).map(mapped));
    // Every bike, fixed or dynamic, shows the price of its cheapest build.
    for (const [index, model] of BIKE_MODELS.entries())
      expect([model.sku, bikes[index]!.price]).toEqual([model.sku, seedPrices(model.slug).basePriceCents / 100]);
  });

  it('show no price while a part price is missing, never one too low', () => {
    const bike = mapped('FOLT Piccolo');
    const parts = dynamicBundlePartSkus([bike])
      .filter((sku) => !sku.startsWith('FOLT-BAT-'))
      .map(mapped);
    attachDynamicBundlePrices([bike], parts);
    expect(bike.price).toBeNull();
  });
});
