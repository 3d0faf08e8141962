// Names for the back end's codes, image URLs of cart lines and order dates.
import { setupI18n } from '@lingui/core';
import { describe, expect, test } from 'vitest';
import { formatOrderDate, orderStatusLabel, paymentMethodLabel, productImageUrl } from './order-labels';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

describe('labels', () => {
  test('order statuses: known ones in words, unknown ones readable', () => {
    expect(orderStatusLabel(i18n, 'pending')).toBe('Received');
    expect(orderStatusLabel(i18n, 'processing')).toBe('Being processed');
    expect(orderStatusLabel(i18n, 'waiting_for_stock')).toBe('waiting for stock');
  });

  test('payment methods: ours for generic ones, brands as brands, else the title', () => {
    expect(paymentMethodLabel(i18n, 'cashondelivery', 'Cash On Delivery')).toBe('Cash on delivery');
    expect(paymentMethodLabel(i18n, 'mollie_methods_ideal', 'iDEAL')).toBe('iDEAL');
    expect(paymentMethodLabel(i18n, 'mollie_methods_giftcard', 'Gift card')).toBe('Gift card');
    expect(paymentMethodLabel(i18n, 'checkmo')).toBe('checkmo');
  });
});

test('product images: absolute URLs kept, Magento paths under the media URL', () => {
  const media = 'https://shop.example/media/catalog/product/';
  expect(productImageUrl(media, 'https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
  expect(productImageUrl(media, '/f/o/folt.svg')).toBe('https://shop.example/media/catalog/product/f/o/folt.svg');
  expect(productImageUrl(media, '/media/catalog/product/f/o/folt.svg')).toBe('/media/catalog/product/f/o/folt.svg');
  expect(productImageUrl(media, null)).toBeNull();
});

test("order dates: Magento's UTC time in the page's language", () => {
  expect(formatOrderDate('2026-11-22 09:55:00', 'nl', 'Europe/Amsterdam')).toBe('22 nov 2026, 10:55');
  expect(formatOrderDate('2026-11-22 09:55:00', 'de', 'Europe/Berlin')).toBe('22.11.2026, 10:55');
  expect(formatOrderDate('2026-11-22 09:55:00', 'en', 'UTC')).toBe('22 Nov 2026, 09:55');
  expect(formatOrderDate('not a date', 'en')).toBeNull();
  expect(formatOrderDate(null, 'en')).toBeNull();
});
