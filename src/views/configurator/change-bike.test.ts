// "Change" on a configured bike in the cart leads back to its configurator with its options and the line to replace.
import { describe, expect, test } from 'vitest';
import { changeBikeHref, changeBikeTarget } from './change-bike';

const line = {
  item_id: 12,
  sku: 'FOLT Elite',
  full_sku: 'FOLT Elite~FOLT Elite Base BOM~FOLT-BAT-504',
  product_option: {
    extension_attributes: {
      bundle_options: [
        { option_id: 2, option_qty: 1, option_selections: [3] },
        { option_id: 1, option_qty: 1, option_selections: [1] },
      ],
    },
  },
};

describe('changeBikeTarget', () => {
  test('configurator/{sku} in the language, with ?o= and ?replace=', () => {
    expect(changeBikeTarget(line, 'de')).toEqual({ path: '/de/configurator/FOLT%20Elite', search: { o: '1-1.2-3', replace: 12 } });
    expect(changeBikeHref(line, 'nl')).toBe('/configurator/FOLT%20Elite?o=1-1.2-3&replace=12');
  });

  test('a line that is no configured bike has no Change link', () => {
    expect(changeBikeTarget({ item_id: 3, sku: 'FOLT-LOCK-FOLD' }, 'en')).toBeNull();
    expect(changeBikeHref({ item_id: 3, sku: 'FOLT-BAG-PANNIER', product_option: {} }, 'en')).toBeNull();
  });
});
