// Registration and password reset in Chromium against the built shop and its emulator, in Dutch and German: a weak
// password is refused with Magento's rule in the page's language; a new account is logged in and its welcome mail
// lands in the emulator's development mailbox; "forgot password" mails a link to the shop's reset page in the
// shopper's language, which sets a new password — the old one is refused at the login, the new one opens the account.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import PO from 'pofile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { startShopProcess, type ShopProcess } from './shop-process';
import { openShop, unexpectedProblems } from './shop-fixtures';

type Lang = 'nl' | 'de';

let shop: ShopProcess;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShopProcess(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const catalogues = new Map<Lang, Map<string, string>>();
/** An account page's text in a language, from the catalogues these pages load (shared, then the account area's). */
function tr(lang: Lang, english: string): string {
  let catalogue = catalogues.get(lang);
  if (!catalogue) {
    catalogue = new Map();
    for (const file of [`src/locales/${lang}/messages.po`, `src/views/account/locales/${lang}.po`]) {
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
  nl: {
    register: '/klant-registreren',
    forgot: '/klant-wachtwoord-vergeten',
    reset: '/klant-wachtwoord-instellen',
    login: '/customer-login',
    orders: '/customer-orders',
  },
  de: {
    register: '/de/kunde-registrieren',
    forgot: '/de/kunde-passwort-vergessen',
    reset: '/de/kunde-passwort-festlegen',
    login: '/de/customer-login',
    orders: '/de/customer-orders',
  },
} as const;

interface Mail {
  template: string;
  store: string;
  subject: string;
  links: Array<{ rel: string; href: string }>;
}

async function mailsTo(address: string): Promise<Mail[]> {
  const answer = await fetch(`${shop.emulatorUrl}/dev/mailbox.json?to=${encodeURIComponent(address)}`);
  expect(answer.status).toBe(200);
  return (await answer.json()) as Mail[];
}

/** Polls the mailbox until a mail of the template arrived (the page's answer may come before the test reads it). */
async function waitForMail(address: string, template: string): Promise<Mail> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const mail = (await mailsTo(address)).find((entry) => entry.template === template);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${template} mail for ${address}`);
}

describe.each(['nl', 'de'] as const)('accounts in %s', (lang) => {
  const email = `e2e-${lang}-${Date.now().toString(36)}@example.com`;
  const oldPassword = 'Vouwfiets-2024';
  const newPassword = 'Nieuwe-Fiets-25';

  it('a weak password shows Magento’s rule; a good one registers and logs in; the welcome mail is in the mailbox', async () => {
    const visitor = await openShop(browser, shop, { locale: lang === 'nl' ? 'nl-NL' : 'de-DE' });
    try {
      await visitor.open(PATHS[lang].register);
      const { page } = visitor;
      await page.locator('#register-firstname').fill('Anna');
      await page.locator('#register-lastname').fill('Bakker');
      await page.locator('#register-email').fill(email);
      await page.locator('#register-password').fill('vouwfiets');
      await page.getByRole('button', { name: tr(lang, 'Create account'), exact: true }).click();
      await expect
        .poll(() => page.locator('#register-password-error').textContent())
        .toBe(tr(lang, 'The password needs at least 3 of these: lower case, upper case, digits, special characters.'));
      expect(await mailsTo(email)).toEqual([]);

      await page.locator('#register-password').fill(oldPassword);
      await page.getByRole('button', { name: tr(lang, 'Create account'), exact: true }).click();
      await page.waitForURL((url) => url.pathname === PATHS[lang].orders, { timeout: 20_000 });

      const welcome = await waitForMail(email, 'customer_create_account_email_template');
      expect(welcome.store).toBe(lang);
      expect(welcome.subject).toBe(lang === 'nl' ? 'Welkom bij FOLT' : 'Willkommen bei FOLT');
      expect(unexpectedProblems(visitor.problems)).toEqual([]);
    } finally {
      await visitor.close();
    }
  });

  it('forgot password → the mail’s link → a new password; the old one is refused, the new one logs in', async () => {
    const visitor = await openShop(browser, shop, { locale: lang === 'nl' ? 'nl-NL' : 'de-DE' });
    try {
      const { page } = visitor;
      await visitor.open(PATHS[lang].forgot);
      await page.locator('#forgot-email').fill(email);
      await page.getByRole('button', { name: tr(lang, 'Send the link'), exact: true }).click();
      await page.getByRole('status').filter({ hasText: email }).waitFor({ timeout: 15_000 });

      const mail = await waitForMail(email, 'customer_password_forgot_email_template');
      expect(mail.store).toBe(lang);
      const link = new URL(mail.links.find((entry) => entry.rel === 'reset-password')!.href);
      expect(link.origin).toBe(shop.url);
      expect(link.pathname).toBe(PATHS[lang].reset);

      await visitor.open(`${link.pathname}${link.search}`);
      expect(await page.locator('#reset-email').inputValue()).toBe(email);
      await page.locator('#reset-password').fill(newPassword);
      await page.locator('#reset-confirmation').fill(newPassword);
      await page.getByRole('button', { name: tr(lang, 'Save the new password'), exact: true }).click();
      await page.waitForURL((url) => url.pathname === PATHS[lang].login, { timeout: 20_000 });

      // The old password is refused …
      await page.locator('#login-identifier').fill(email);
      await page.locator('#login-password').fill(oldPassword);
      await page.getByRole('button', { name: tr(lang, 'Log in'), exact: true }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: tr(lang, 'Wrong e-mail address or password') })
        .waitFor({ timeout: 15_000 });
      // … and the reset is offered right there.
      expect(
        await page
          .getByRole('alert')
          .getByRole('link', { name: tr(lang, 'Forgot your password?') })
          .count(),
      ).toBe(1);
      // The new one opens the account.
      await page.locator('#login-password').fill(newPassword);
      await page.getByRole('button', { name: tr(lang, 'Log in'), exact: true }).click();
      await page.waitForURL((url) => url.pathname === PATHS[lang].orders, { timeout: 20_000 });

      // The link worked once: opened again, it offers a new one.
      await visitor.open(`${link.pathname}${link.search}`);
      await page.locator('#reset-password').fill('Nogmaals-Fiets-25');
      await page.locator('#reset-confirmation').fill('Nogmaals-Fiets-25');
      await page.getByRole('button', { name: tr(lang, 'Save the new password'), exact: true }).click();
      await page.getByRole('link', { name: tr(lang, 'Ask for a new link') }).waitFor({ timeout: 15_000 });
      // The refusals of the wrong password and the used link are answered 401 and 400 on purpose.
      expect(unexpectedProblems(visitor.problems).filter((line) => !line.includes('status of 401'))).toEqual([]);
    } finally {
      await visitor.close();
    }
  });
});
