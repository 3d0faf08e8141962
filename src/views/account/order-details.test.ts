// A shipment's carrier as the customer (their order page) and the back office (the ship dialog) read it: the shop's
// own delivery in the page's language — it was once a `t` that Lingui's macro did not see, English on every page.
import { setupI18n } from '@lingui/core';
import { describe, expect, test } from 'vitest';
import { carrierName } from './order-details';

describe('carrierName', () => {
  test.each([
    ['nl', 'Eigen bezorging'],
    ['en', 'Own delivery'],
    ['de', 'Eigene Zustellung'],
  ] as const)('%s: our own delivery is named in the page language, the carriers by their brand', async (lang, own) => {
    const { messages } = await import(`./locales/${lang}.po`);
    const i18n = setupI18n();
    i18n.loadAndActivate({ locale: lang, messages });
    expect(carrierName(i18n, 'own')).toBe(own);
    expect(carrierName(i18n, 'postnl')).toBe('PostNL');
    expect(carrierName(i18n, 'dhl')).toBe('DHL');
  });
});
