// One customer account logged in from two browsers (two Chromium contexts, as a laptop and a phone) against the whole
// shop and its emulator, whose tokens behave as Magento 2.4.4+'s: revoking one revokes every token of the account.
// The second login must not end the first, and a logout in one leaves the other logged in; "Log out on all devices"
// ends both.
// The pages are opened in English: the texts asserted are then the Lingui sources themselves.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { startShopProcess, type ShopProcess } from './shop-process';
import { openShop, unexpectedProblems, type ShopPage } from './shop-fixtures';

const CUSTOMER = { email: 'klant@example.com', password: 'Klant123!' };

let shop: ShopProcess;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShopProcess(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

async function logIn(visitor: ShopPage): Promise<void> {
  await visitor.open('/en/customer-login');
  await visitor.page.locator('#login-identifier').fill(CUSTOMER.email);
  await visitor.page.locator('#login-password').fill(CUSTOMER.password);
  await visitor.page.getByRole('button', { name: 'Log in', exact: true }).click();
  await visitor.page.waitForURL(/\/en\/customer-orders/, { timeout: 15_000 });
}

/** Opens the order history afresh (a full page load: the server decides) and waits until it shows orders. */
async function expectLoggedIn(visitor: ShopPage): Promise<void> {
  await visitor.open('/en/customer-orders');
  await visitor.page.locator('.order-card').first().waitFor({ timeout: 15_000 });
  expect(new URL(visitor.page.url()).pathname).toBe('/en/customer-orders');
}

describe('one customer account in two browsers', () => {
  it('both stay logged in after the second login, and a logout in one leaves the other logged in', async () => {
    const laptop = await openShop(browser, shop, { locale: 'en-GB' });
    const phone = await openShop(browser, shop, { locale: 'en-GB' });
    try {
      await logIn(laptop);
      await expectLoggedIn(laptop);
      // Magento's token times are whole seconds: the phone's login comes in a later second than the laptop's.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await logIn(phone);
      await expectLoggedIn(phone);
      // The second login has not ended the first: the laptop still opens the customer's orders.
      await expectLoggedIn(laptop);
      // Its account calls still reach Magento with its own token (an order's detail is loaded live).
      await laptop.page
        .locator('.order-card')
        .first()
        .getByRole('link', { name: /View details/ })
        .click();
      await laptop.page.waitForURL(/order=/);
      await laptop.page.locator('.order-detail').waitFor({ timeout: 15_000 });

      await new Promise((resolve) => setTimeout(resolve, 1100));
      await phone.page.getByRole('button', { name: 'Log out' }).first().click();
      await phone.page.getByText('You are logged out.').waitFor({ timeout: 15_000 });
      await phone.open('/en/customer-orders');
      await phone.page.waitForURL(/\/en\/customer-login/, { timeout: 15_000 });
      await expectLoggedIn(laptop);

      expect(unexpectedProblems(laptop.problems)).toEqual([]);
      // The phone's visit of the orders after its logout is answered 401 on purpose (then sent to the login).
      expect(unexpectedProblems(phone.problems).filter((line) => !line.includes('status of 401'))).toEqual([]);
    } finally {
      await laptop.close();
      await phone.close();
    }
  });

  it('"Log out on all devices" in one browser logs the other out too', async () => {
    const laptop = await openShop(browser, shop, { locale: 'en-GB' });
    const phone = await openShop(browser, shop, { locale: 'en-GB' });
    try {
      await logIn(laptop);
      await logIn(phone);
      await expectLoggedIn(phone);
      // Magento revokes the tokens issued up to one second before the revocation.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await expectLoggedIn(laptop);
      await laptop.page.getByRole('button', { name: 'Log out on all devices' }).click();
      await laptop.page.getByText('You are logged out on all your devices.').waitFor({ timeout: 15_000 });
      // The phone learns it at its next account call: its order history sends it to the login.
      await phone.open('/en/customer-orders');
      await phone.page.waitForURL(/\/en\/customer-login/, { timeout: 15_000 });
      expect(unexpectedProblems(laptop.problems)).toEqual([]);
      expect(unexpectedProblems(phone.problems).filter((line) => !line.includes('status of 401'))).toEqual([]);
    } finally {
      await laptop.close();
      await phone.close();
    }
  });
});
