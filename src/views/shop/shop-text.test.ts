// The shop's error codes and notices reach the shopper in the page's language, worded as spec §8 says.
import { setupI18n } from '@lingui/core';
import { describe, expect, test } from 'vitest';
import { errorCodeOf } from '../../../common/contract/error-codes';
import { shopErrorText, shopNoticeText } from './shop-text';

function i18nWith(messages: Record<string, string>) {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale: 'xx', messages });
  return i18n;
}

describe('shopErrorText', () => {
  test('untranslated catalogues fall back to the English source', () => {
    const i18n = i18nWith({});
    expect(shopErrorText(i18n, { code: 'payment.failed' })).toBe('Payment failed. Please try again.');
    expect(shopErrorText(i18n, { code: 'request.timeout', via: 'request', text: 'Request timed out. Please try again.' })).toBe(
      'Request failed: Request timed out. Please try again.',
    );
    expect(shopErrorText(i18n, { code: 'network', via: 'request', text: 'Failed to fetch' })).toBe(
      'Request failed: The connection failed. Check your internet connection and try again.',
    );
  });

  test("a code the shop has no words for never shows the server's (English) text, but the shop's words with a next step", async () => {
    const generic = 'The shop could not do this just now. Please try again in a moment; if it keeps happening, call or e-mail us.';
    const i18n = i18nWith({});
    expect(shopErrorText(i18n, { code: 'unknown', text: 'Something new from Magento' })).toBe(generic);
    expect(shopErrorText(i18n, { code: 'unknown', via: 'api', text: 'Payment declined' })).toBe(`API error: ${generic}`);
    expect(shopErrorText(i18n, { code: 'request.cross-site', via: 'api', text: 'Cross-site request refused' })).toBe(`API error: ${generic}`);
    const { messages: nl } = await import('./locales/nl.po');
    const dutch = setupI18n();
    dutch.loadAndActivate({ locale: 'nl', messages: nl });
    const text = shopErrorText(dutch, { code: 'unknown', via: 'api', text: 'The requested qty is not available' });
    expect(text).not.toContain('requested qty');
    expect(text).toMatch(/probeer het/i);
  });

  test('a failed request is worded with its prefix and the code in the page language', async () => {
    const { messages: nl } = await import('./locales/nl.po');
    const i18n = setupI18n();
    i18n.loadAndActivate({ locale: 'nl', messages: nl });
    const whole = shopErrorText(i18n, { code: 'cart.not-found', via: 'api', text: 'Cart not found' });
    expect(whole).not.toContain('API error');
    expect(whole).not.toContain('Cart not found');
    expect(whole).toContain(shopErrorText(i18n, { code: 'cart.not-found' }));
    expect(shopNoticeText(i18n, 'cart.item-added')).not.toBe('Cart item added');
  });

  test("Magento's stock refusals are told in the page language, without the server-error prefix", async () => {
    const { messages: nl } = await import('./locales/nl.po');
    const i18n = setupI18n();
    i18n.loadAndActivate({ locale: 'nl', messages: nl });
    for (const [text, code] of [
      ['The requested qty is not available', 'cart.qty-not-available'],
      ['Product that you are trying to add is not available.', 'cart.product-not-available'],
      ['The required options you selected are not available.', 'cart.option-not-available'],
      ['Not all of your products are available in the requested quantity.', 'order.stock-changed'],
    ] as const) {
      expect(errorCodeOf(text)).toBe(code);
      const shown = shopErrorText(i18n, { code, via: 'api', text });
      expect(shown).toBe(shopErrorText(i18n, { code }));
      expect(shown).not.toContain(text);
      expect(shown).not.toMatch(/^Fout van de server/);
    }
    expect(shopErrorText(i18n, { code: 'cart.product-not-available', via: 'api', text: '' })).toBe('Dit product is uitverkocht.');
  });
});
