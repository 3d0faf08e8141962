// Product JSON-LD: the schema.org fields and a script text no product copy can break out of.
import { describe, expect, test } from 'vitest';
import { offerAvailability, productJsonLd } from './product-json-ld';
import { jsonLdText } from '../../lib/json-ld-text';

const input = {
  name: 'Battery 360 Wh',
  sku: 'FOLT-BAT-360',
  images: ['https://media.example/a.svg', 'https://media.example/b.svg'],
  description: 'Removable 36V battery.',
  price: 549,
  url: 'https://www.folt.example/en/shop/battery-360-wh',
  brand: 'FOLT',
  availability: 'InStock' as const,
};

describe('productJsonLd', () => {
  test('a Product with an offer in euros', () => {
    expect(productJsonLd(input)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Battery 360 Wh',
      sku: 'FOLT-BAT-360',
      image: ['https://media.example/a.svg', 'https://media.example/b.svg'],
      description: 'Removable 36V battery.',
      brand: { '@type': 'Brand', name: 'FOLT' },
      url: 'https://www.folt.example/en/shop/battery-360-wh',
      offers: {
        '@type': 'Offer',
        price: '549.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        url: 'https://www.folt.example/en/shop/battery-360-wh',
      },
    });
  });

  test('availability as the page words stock, left out when Magento did not say', () => {
    expect(offerAvailability('IN_STOCK', false)).toBe('InStock');
    expect(offerAvailability('IN_STOCK', true)).toBe('MadeToOrder');
    expect(offerAvailability('OUT_OF_STOCK', false)).toBe('OutOfStock');
    expect(offerAvailability('OUT_OF_STOCK', true)).toBe('OutOfStock');
    expect(offerAvailability(null, false)).toBeNull();
    expect(offerAvailability(undefined, true)).toBeNull();
    const offers = productJsonLd({ ...input, availability: null }).offers as Record<string, unknown>;
    expect(offers.price).toBe('549.00');
    expect(offers).not.toHaveProperty('availability');
    expect(productJsonLd({ ...input, availability: 'OutOfStock' }).offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });

  test('no offer without a price, no image or description when there are none', () => {
    const ld = productJsonLd({ ...input, price: null, images: [], description: '' });
    expect(ld).not.toHaveProperty('offers');
    expect(ld).not.toHaveProperty('image');
    expect(ld).not.toHaveProperty('description');
  });
});

describe('jsonLdText', () => {
  test('cannot close the script element and parses back to the same value', () => {
    const value = productJsonLd({ ...input, name: '</script><script>alert(1)</script> & <!-- \u2028' });
    const text = jsonLdText(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
