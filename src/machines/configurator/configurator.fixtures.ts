// Test fixtures (unit and model tests): a FOLT Elite bundle as GET /api/magento/products answers it, with one
// option of every kind the configurator handles: required radios with defaults, a required select without a
// default, optional checkboxes the rules act on, and an optional radio whose quantity the shopper sets.
import type { Envelope } from '../../../common/contract/envelope.schema';
import type { Product, ProductList } from '../../../common/contract/product.schema';
import { productsAnswer } from '../contract.fixtures';

const link = (id: number, sku: string, price: number, extra: Record<string, unknown> = {}) => ({
  id: String(id),
  sku,
  qty: 1,
  position: id,
  is_default: false,
  price,
  price_type: 0,
  can_change_quantity: 0,
  ...extra,
});

export const ELITE_SKU = 'FOLT Elite';

/** Option ids of the fixture. */
export const OPTION = { base: 1, battery: 2, colour: 3, frameSize: 4, rack: 5, bag: 6, tubes: 7 } as const;

/** Selection ids of the fixture. */
export const PART = {
  base: 1,
  bat360: 2,
  bat504: 3,
  bat600: 4,
  graphite: 5,
  oceanBlue: 6,
  frameM: 7,
  frameL: 8,
  rackRear: 9,
  rackFront: 10,
  pannier: 11,
  frameBag: 12,
  carryBag: 13,
  tube: 14,
} as const;

export const eliteBundle = {
  sku: ELITE_SKU,
  name: 'FOLT Elite',
  type_id: 'bundle',
  price: 2799,
  weight: 19.6,
  url_key: 'folt-elite-elektrische-vouwfiets',
  image_src: 'https://shop.example/media/catalog/product/f/o/folt-elite.svg',
  extension_attributes: {
    category_links: [{ category_id: '10' }],
    bundle_product_options: [
      {
        option_id: 1,
        title: 'Frame en aandrijving',
        required: true,
        type: 'radio',
        position: 1,
        sku: ELITE_SKU,
        product_links: [link(1, 'FOLT Elite Base BOM', 0, { is_default: true })],
      },
      {
        option_id: 2,
        title: 'Accu',
        required: true,
        type: 'radio',
        position: 2,
        sku: ELITE_SKU,
        product_links: [link(2, 'FOLT-BAT-360', 0, { is_default: true }), link(3, 'FOLT-BAT-504', 249), link(4, 'FOLT-BAT-600', 449)],
      },
      {
        option_id: 3,
        title: 'Kleur',
        required: true,
        type: 'radio',
        position: 3,
        sku: ELITE_SKU,
        product_links: [link(5, 'FOLT-COLOUR-GRAPHITE', 0, { is_default: true }), link(6, 'FOLT-COLOUR-OCEAN-BLUE', 49)],
      },
      {
        option_id: 4,
        title: 'Framemaat',
        required: true,
        type: 'select',
        position: 4,
        sku: ELITE_SKU,
        product_links: [link(7, 'FOLT-FRAME-M', 0), link(8, 'FOLT-FRAME-L', 0)],
      },
      {
        option_id: 5,
        title: 'Bagagedrager',
        required: false,
        type: 'checkbox',
        position: 5,
        sku: ELITE_SKU,
        product_links: [link(9, 'FOLT-RACK-REAR', 59), link(10, 'FOLT-RACK-FRONT', 49)],
      },
      {
        option_id: 6,
        title: 'Tas',
        required: false,
        type: 'checkbox',
        position: 6,
        sku: ELITE_SKU,
        product_links: [link(11, 'FOLT-BAG-PANNIER', 69), link(12, 'FOLT-BAG-FRAME', 39), link(13, 'FOLT-BAG-CARRY', 79)],
      },
      {
        option_id: 7,
        title: 'Reservebinnenbanden',
        required: false,
        type: 'radio',
        position: 7,
        sku: ELITE_SKU,
        product_links: [link(14, 'FOLT-TUBE-20', 7.95, { can_change_quantity: 1 })],
      },
    ],
  },
};

/** Products of some selections, as the loader appends them (store-view names and pictures). */
export const eliteParts = [
  { sku: 'FOLT-BAT-504', name: 'Accu 504 Wh', type_id: 'simple', image_src: '/f/o/folt-bat-504.svg' },
  { sku: 'FOLT-BAT-600', name: 'Accu 600 Wh', type_id: 'simple', image_src: '/f/o/folt-bat-600.svg' },
  { sku: 'FOLT-RACK-REAR', name: 'Bagagedrager achter', type_id: 'simple', image_src: null },
  { sku: 'FOLT-BAG-PANNIER', name: 'Fietstas 20 liter', type_id: 'simple' },
];

/** GET products' answer with these items: only the fields the configurator reads, the rest of a product left out. */
export function answerOf(items: readonly object[]): Envelope<ProductList> {
  return productsAnswer(items as Product[]);
}

export function eliteAnswer(withParts = true): Envelope<ProductList> {
  return answerOf(withParts ? [eliteBundle, ...eliteParts] : [eliteBundle]);
}
