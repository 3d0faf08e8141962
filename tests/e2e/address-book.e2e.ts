// The address book in Chromium against the built shop and its emulator, in Dutch and German: a new customer reaches
// it from the account navigation, is refused an incomplete address in the checkout's words, adds two addresses (the
// first becomes both defaults), edits one, makes it the shipping address, meets Magento's refusal of a region (a region
// list gone stale) in the page's language, and deletes the other after confirming. What the page shows is what the
// server then reads from Magento.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import PO from 'pofile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AxeLedger } from './axe';
import { launchBrowser } from './browser';
import { startShopProcess, type ShopProcess } from './shop-process';
import { openShop, unexpectedProblems } from './shop-fixtures';

type Lang = 'nl' | 'de';

let shop: ShopProcess;
let browser: Browser;
const axe = new AxeLedger();

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShopProcess(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const catalogues = new Map<Lang, Map<string, string>>();
/** A text in a language, from the catalogues the customer pages load (shared, order area, account area). */
function tr(lang: Lang, english: string): string {
  let catalogue = catalogues.get(lang);
  if (!catalogue) {
    catalogue = new Map();
    for (const file of [`src/locales/${lang}/messages.po`, `src/views/order/locales/${lang}.po`, `src/views/account/locales/${lang}.po`]) {
      const po = PO.parse(readFileSync(path.resolve(import.meta.dirname, '../..', file), 'utf8'));
      for (const item of po.items) if (item.msgstr[0]) catalogue.set(item.msgid, item.msgstr[0]);
    }
    catalogues.set(lang, catalogue);
  }
  const text = catalogue.get(english);
  if (!text) throw new Error(`no ${lang} translation for "${english}"`);
  return text;
}

const PATHS = {
  nl: { register: '/klant-registreren', orders: '/customer-orders', book: '/klant-adresboek' },
  de: { register: '/de/kunde-registrieren', orders: '/de/customer-orders', book: '/de/kunde-adressbuch' },
} as const;

const HOME = {
  nl: { street: 'Oudegracht', houseNumber: '12a', postcode: '3511ab', city: 'Utrecht', telephone: '0612345678' },
  de: { street: 'Unter den Linden', houseNumber: '5', postcode: '10117', city: 'Berlin', telephone: '030 1234567' },
} as const;
const WORK = {
  nl: { street: 'Neude', houseNumber: '1', postcode: '3512 AD', city: 'Utrecht', telephone: '0301234567' },
  de: { street: 'Marienplatz', houseNumber: '8', postcode: '80331', city: 'München', telephone: '089 1234567' },
} as const;

interface Entry {
  id: number;
  city: string;
  street: string;
  postcode: string;
  region_id: number | null;
  defaultBilling: boolean;
  defaultShipping: boolean;
}

/** The address book as the server reads it from Magento now, with the page's own session. */
async function savedBook(page: Page): Promise<Entry[]> {
  return page.evaluate(async () => {
    const answer = await fetch('/api/customer/addresses', { cache: 'no-store' });
    return ((await answer.json()) as { data: { addresses: Entry[] } }).data.addresses;
  });
}

async function fill(page: Page, values: Record<string, string>): Promise<void> {
  for (const [field, value] of Object.entries(values)) await page.locator(`#address-${field}`).fill(value);
}

describe.each(['nl', 'de'] as const)('the address book in %s', (lang) => {
  it('add, validate, edit, make default, Magento’s refusal, delete — all in the page’s language', async () => {
    const from = axe.blocking.length;
    const visitor = await openShop(browser, shop, { locale: lang === 'nl' ? 'nl-NL' : 'de-DE' });
    const { page } = visitor;
    const card = (index: number) => page.locator('.address-card').nth(index);
    try {
      await visitor.open(PATHS[lang].register);
      await page.locator('#register-firstname').fill('Anna');
      await page.locator('#register-lastname').fill('Bakker');
      await page.locator('#register-email').fill(`book-${lang}-${Date.now().toString(36)}@example.com`);
      await page.locator('#register-password').fill('Vouwfiets-2024');
      await page.getByRole('button', { name: tr(lang, 'Create account'), exact: true }).click();
      await page.waitForURL((url) => url.pathname === PATHS[lang].orders, { timeout: 20_000 });

      // Reached from the account navigation.
      await page.getByRole('link', { name: tr(lang, 'Address book'), exact: true }).click();
      await page.waitForURL((url) => url.pathname === PATHS[lang].book);
      await expect.poll(() => page.locator('h1').textContent()).toBe(tr(lang, 'Address book'));
      await expect.poll(() => page.locator('.account-empty').textContent(), { timeout: 15_000 }).toBe(tr(lang, 'You have no saved addresses yet.'));

      // The shared schema refuses, in the checkout's words; nothing reaches the server.
      await page.getByRole('button', { name: tr(lang, 'Add an address'), exact: true }).click();
      expect(await page.locator('#address-country_id').inputValue()).toBe(lang === 'de' ? 'DE' : 'NL');
      await fill(page, { ...HOME[lang], houseNumber: 'twaalf' });
      await page.getByRole('button', { name: tr(lang, 'Save address'), exact: true }).click();
      await expect.poll(() => page.locator('#address-firstname-error').textContent()).toBe(tr(lang, 'Enter your first name.'));
      expect(await page.locator('#address-houseNumber-error').textContent()).toBe(tr(lang, 'Start the house number with a number, for example 12 or 12A.'));
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('address-firstname');
      expect(await savedBook(page)).toEqual([]);
      await axe.audit(page, `${lang} address form with errors`);

      // The first address: both defaults.
      await fill(page, { firstname: 'Anna', lastname: 'Bakker', houseNumber: HOME[lang].houseNumber });
      await page.getByRole('button', { name: tr(lang, 'Save address'), exact: true }).click();
      await expect.poll(() => page.locator('.address-card').count(), { timeout: 15_000 }).toBe(1);
      await expect.poll(() => page.locator('[data-sonner-toast]').first().textContent()).toContain(tr(lang, 'The address is added.'));
      expect(await card(0).textContent()).toContain(tr(lang, 'Default billing address'));
      expect(await card(0).textContent()).toContain(tr(lang, 'Default shipping address'));
      // The Dutch postcode as the checkout writes it.
      if (lang === 'nl') expect(await card(0).textContent()).toContain('3511 AB Utrecht');

      // A second one, then edited.
      await page.getByRole('button', { name: tr(lang, 'Add an address'), exact: true }).click();
      await fill(page, { firstname: 'Anna', lastname: 'Bakker', ...WORK[lang] });
      await page.getByRole('button', { name: tr(lang, 'Save address'), exact: true }).click();
      await expect.poll(() => page.locator('.address-card').count(), { timeout: 15_000 }).toBe(2);
      expect(await card(1).textContent()).not.toContain(tr(lang, 'Default billing address'));
      await card(1)
        .getByRole('button', { name: new RegExp(`^${tr(lang, 'Edit')}`) })
        .click();
      expect(await page.locator('#address-street').inputValue()).toBe(WORK[lang].street);
      await fill(page, { city: `${WORK[lang].city}-Centrum` });
      await page.getByRole('button', { name: tr(lang, 'Save address'), exact: true }).click();
      await expect.poll(() => card(1).textContent(), { timeout: 15_000 }).toContain(`${WORK[lang].city}-Centrum`);

      // Make it the shipping address: the badge moves.
      await card(1)
        .getByRole('button', { name: tr(lang, 'Use for shipping'), exact: true })
        .click();
      await expect.poll(() => card(1).textContent(), { timeout: 15_000 }).toContain(tr(lang, 'Default shipping address'));
      expect(await card(0).textContent()).not.toContain(tr(lang, 'Default shipping address'));
      expect(await card(0).textContent()).toContain(tr(lang, 'Default billing address'));
      await axe.audit(page, `${lang} address book`);
      await page.setViewportSize({ width: 390, height: 844 });
      await axe.audit(page, `${lang} address book (phone)`);
      await page.setViewportSize({ width: 1280, height: 800 });

      // Magento refuses a region its directory does not have (a list gone stale since the page loaded): its refusal
      // is shown in the page's language, and the form keeps what was typed.
      await card(1)
        .getByRole('button', { name: new RegExp(`^${tr(lang, 'Edit')}`) })
        .click();
      await page.locator('#address-country_id').selectOption('DE');
      await page.locator('#address-postcode').fill('80331');
      await page.locator('#address-region_id').waitFor();
      await page
        .locator('#address-region_id option')
        .nth(1)
        .evaluate((option) => ((option as HTMLOptionElement).value = '99999'));
      await page.locator('#address-region_id').selectOption('99999');
      await page.getByRole('button', { name: tr(lang, 'Save address'), exact: true }).click();
      await expect
        .poll(() => page.locator('.address-form [role="alert"]').textContent(), { timeout: 15_000 })
        .toBe(tr(lang, 'The chosen state or region does not belong to this country. Please choose it again.'));
      expect(await page.locator('#address-postcode').inputValue()).toBe('80331');
      await page.getByRole('button', { name: tr(lang, 'Cancel'), exact: true }).click();

      // Delete the first one, after confirming.
      await card(0)
        .getByRole('button', { name: new RegExp(`^${tr(lang, 'Delete')}`) })
        .click();
      await expect.poll(() => card(0).textContent()).toContain(tr(lang, 'Delete this address from your address book?'));
      await card(0)
        .getByRole('button', { name: tr(lang, 'Delete'), exact: true })
        .click();
      await expect.poll(() => page.locator('.address-card').count(), { timeout: 15_000 }).toBe(1);

      const saved = await savedBook(page);
      expect(saved).toEqual([
        expect.objectContaining({
          street: WORK[lang].street,
          city: `${WORK[lang].city}-Centrum`,
          region_id: null,
          defaultBilling: false,
          defaultShipping: true,
        }),
      ]);
      expect(unexpectedProblems(visitor.problems)).toEqual([]);
      axe.expectNoBlocking(from);
    } finally {
      await visitor.close();
    }
  }, 120_000);
});
