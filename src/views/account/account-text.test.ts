// Issue 20 item 6: an account error the shop has no words for never shows the server's English text on a Dutch or
// German page, but words in the page's language with a next step.
import { setupI18n } from '@lingui/core';
import { describe, expect, test } from 'vitest';
import { failureText } from './account-text';

describe('failureText', () => {
  test.each([
    ['nl', /Probeer het/],
    ['de', /versuchen Sie/],
  ] as const)('%s: an unknown code is worded, not shown as it came', async (lang, nextStep) => {
    const { messages: account } = await import(`./locales/${lang}.po`);
    const { messages: shop } = await import(`../shop/locales/${lang}.po`);
    const i18n = setupI18n();
    i18n.loadAndActivate({ locale: lang, messages: { ...shop, ...account } });
    const text = failureText(i18n, { kind: 'conflict', code: 'unknown', text: 'The account sign-in was incorrect or your account is disabled temporarily.' });
    expect(text).not.toContain('account sign-in');
    expect(text).toMatch(nextStep);
  });
});
