// Runtime texts (spec §8 messages and the server's error texts) reach the shopper in the page's language.
import { setupI18n } from '@lingui/core';
import { describe, expect, test } from 'vitest';
import { translateShopText } from './shop-text';

function i18nWith(messages: Record<string, string>) {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale: 'xx', messages });
  return i18n;
}

describe('translateShopText', () => {
  test('untranslated catalogues fall back to the English source', () => {
    const i18n = i18nWith({});
    expect(translateShopText(i18n, 'Payment failed. Please try again.')).toBe('Payment failed. Please try again.');
    expect(translateShopText(i18n, 'Request failed: Request timed out. Please try again.')).toBe('Request failed: Request timed out. Please try again.');
  });

  test('texts the shop does not know are shown as they are', () => {
    expect(translateShopText(i18nWith({}), 'Something new from Magento')).toBe('Something new from Magento');
  });

  test('a prefixed failure translates the prefix and the reason separately', async () => {
    const { messages: nl } = await import('./locales/nl.po');
    const i18n = setupI18n();
    i18n.loadAndActivate({ locale: 'nl', messages: nl });
    const whole = translateShopText(i18n, 'API error: Cart not found');
    expect(whole).not.toContain('API error');
    expect(whole).not.toContain('Cart not found');
    expect(translateShopText(i18n, 'Cart item added')).not.toBe('Cart item added');
  });
});
