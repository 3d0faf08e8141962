// The emulator's mail links (MAIL_LINKS, what a headless shop's Magento templates carry) must open the shop's own
// pages in each language: the slug table is the shop's truth.
import { describe, expect, it } from 'vitest';
import { MAIL_LINKS } from '../../magento-emulator/emulator.config';
import { languages, toPublicPath, type PageId } from '../../src/locales/paths';

const PAGE_OF = {
  resetPassword: 'customer-reset-password',
  forgotPassword: 'customer-forgot-password',
  account: 'customer-settings',
  orders: 'customer-orders',
  login: 'customer-login',
} as const satisfies Record<string, PageId>;

describe('the links in the emulator’s mails', () => {
  it.each(languages)('open the shop’s pages in %s', (lang) => {
    const links = MAIL_LINKS[lang];
    for (const [key, page] of Object.entries(PAGE_OF)) expect(`${links.prefix}${links[key as keyof typeof PAGE_OF]}`).toBe(toPublicPath(page, lang));
  });
});
