// Issue 20 item 5 in Chromium: the cart speaks the page's language. Things added on the Dutch page keep Magento's
// Dutch names in the quote (Magento stores a quote item's name at add time, and the emulator does too); after a switch
// to English or German, the cart lines, their options, the checkout summary, the confirmation of a cash-on-delivery
// order and a customer's order history all name them in the page's language, option titles not repeated in the parts.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { startShopProcess, type ShopProcess } from './shop-process';
import { fillDutchAddress, openShop, tr, unexpectedProblems, type ShopPage } from './shop-fixtures';

type Lang = 'nl' | 'en' | 'de';
interface BundleOption {
  option_id: number;
  title: string;
  required: boolean;
  product_links: Array<{ id: string; sku: string; is_default: boolean }>;
}
interface Listed {
  sku: string;
  name: string;
  url_key: string;
  type_id: string;
  price: number;
  extension_attributes: { bundle_product_options?: BundleOption[] };
}

const BIKE = 'FOLT Classic';
const COLOUR_TITLE: Record<Lang, string> = { nl: 'Kleur', en: 'Colour', de: 'Farbe' };
const CUSTOMER = { email: 'klant@example.com', password: 'Klant123!' };
/** The account page's link (its catalogue is the account area's, which tr() does not read). */
const VIEW_DETAILS: Record<Lang, string> = { nl: 'Details bekijken', en: 'View details', de: 'Details ansehen' };

let shop: ShopProcess;
let browser: Browser;
const catalogue: Record<Lang, Map<string, Listed>> = { nl: new Map(), en: new Map(), de: new Map() };

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShopProcess(), launchBrowser()]);
  for (const lang of ['nl', 'en', 'de'] as const) {
    const answer = (await (await fetch(`${shop.url}/api/magento/products?locale=${lang}&pageSize=300`)).json()) as { data: { items: Listed[] } };
    for (const product of answer.data.items) catalogue[lang].set(product.sku, product);
  }
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

/** A part whose name differs in all three languages (so a name in the wrong one is seen). */
function part(): Listed {
  const found = [...catalogue.nl.values()].find(
    (product) =>
      product.type_id === 'simple' &&
      product.price > 0 &&
      !product.sku.startsWith('FOLT ') &&
      new Set((['nl', 'en', 'de'] as const).map((lang) => catalogue[lang].get(product.sku)?.name)).size === 3,
  );
  if (!found) throw new Error('no part with three different names in the seed');
  return found;
}

/** The bike's default colour: the part whose Dutch name starts with "Kleur". */
function colourOf(lang: Lang): { title: string; name: string } {
  const option = catalogue[lang].get(BIKE)!.extension_attributes.bundle_product_options!.find((entry) => entry.title === COLOUR_TITLE[lang])!;
  const link = option.product_links.find((entry) => entry.is_default)!;
  return { title: option.title, name: catalogue[lang].get(link.sku)!.name };
}

/** The configured bike (each required option's default) into the shopper's cart on the Dutch store view. */
async function addBikeInDutch(cartId: string): Promise<void> {
  const chosen = catalogue.nl
    .get(BIKE)!
    .extension_attributes.bundle_product_options!.filter((option) => option.required)
    .map((option) => ({ option_id: option.option_id, option_qty: 1, option_selections: [Number(option.product_links.find((link) => link.is_default)!.id)] }));
  const res = await fetch(`${shop.url}/api/magento/cart/items?cartId=${cartId}&locale=nl`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: shop.url },
    body: JSON.stringify({ cartItem: { sku: BIKE, qty: 1, product_option: { extension_attributes: { bundle_options: chosen } } } }),
  });
  expect(res.status).toBe(200);
}

/** On the Dutch page: a part through "Add to cart", then a configured bike into the same cart. */
async function fillDutchCart(session: ShopPage, thing: Listed): Promise<void> {
  const { page } = session;
  await session.open(`/shop/${thing.url_key}`);
  await page.getByRole('heading', { level: 1, name: thing.name }).waitFor();
  await page.getByRole('button', { name: tr('nl', 'Add to cart') }).click();
  const badge = page.locator('.cart-link .badge').first();
  await expect.poll(async () => ((await badge.count()) ? Number.parseInt((await badge.textContent()) ?? '0', 10) : 0), { timeout: 15_000 }).toBe(1);
  const cartId = (await session.context.cookies()).find((cookie) => cookie.name === 'cartId')?.value;
  expect(cartId).toBeTruthy();
  await addBikeInDutch(cartId!);
  await session.open('/shop/cart');
  await page.locator('.cart-lines').getByText(thing.name, { exact: true }).waitFor({ timeout: 15_000 });
}

/** The language switch in the header, as a shopper clicks it (a client navigation, no reload). */
async function switchTo(page: Page, from: Lang, lang: Lang): Promise<void> {
  const names: Record<Lang, string> = { nl: 'Nederlands', en: 'English', de: 'Deutsch' };
  await page
    .getByRole('navigation', { name: tr(from, 'Language') })
    .first()
    .getByRole('link', { name: names[lang] })
    .click();
  await page.waitForURL(new RegExp(`/${lang}/`), { timeout: 15_000 });
}

async function expectNamesIn(region: ReturnType<Page['locator']>, lang: Lang, thing: Listed): Promise<void> {
  await region.getByText(catalogue[lang].get(thing.sku)!.name, { exact: false }).first().waitFor({ timeout: 15_000 });
  const text = await region.innerText();
  for (const other of ['nl', 'en', 'de'] as const) if (other !== lang) expect(text).not.toContain(catalogue[other].get(thing.sku)!.name);
}

describe('the cart speaks the page’s language', () => {
  for (const lang of ['en', 'de'] as const) {
    it(`nl → ${lang}: cart lines and options, checkout summary and the confirmation of a cash-on-delivery order`, async () => {
      const session = await openShop(browser, shop);
      try {
        const { page } = session;
        const thing = part();
        await fillDutchCart(session, thing);
        const dutchColour = colourOf('nl');
        const lines = page.locator('.cart-lines');
        // Dutch first, the colour's title not repeated in its value.
        await lines.getByText(`${dutchColour.title}:`).first().waitFor();
        expect(await lines.innerText()).not.toContain(dutchColour.name);

        await switchTo(page, 'nl', lang);
        const name = catalogue[lang].get(thing.sku)!.name;
        await expectNamesIn(lines, lang, thing);
        await page
          .getByRole('button', { name: tr(lang, 'Remove {name} from your cart').replace('{name}', name) })
          .first()
          .waitFor();
        const colour = colourOf(lang);
        const options = await lines.locator('.cart-line-options').first().innerText();
        expect(options).toContain(`${colour.title}:`);
        expect(options).not.toContain(dutchColour.title);
        expect(options).not.toContain(colour.name);
        expect(options.toLowerCase()).toContain(colour.name.slice(colour.title.length + 1).toLowerCase());

        await page.getByRole('link', { name: tr(lang, 'Go to checkout') }).click();
        await page.getByLabel(tr(lang, 'First name'), { exact: true }).waitFor({ timeout: 15_000 });
        const summary = page.getByRole('complementary').filter({ hasText: name });
        await expectNamesIn(summary, lang, thing);
        // The bike's parts under their options' titles there too ("Colour: Matt black").
        expect(await summary.innerText()).toContain(`${colourOf(lang).title}: `);
        await fillDutchAddress(page, lang, `cart-language-${lang}-${Date.now()}@example.nl`);
        await page.getByRole('button', { name: tr(lang, 'Continue to payment') }).click();
        await page.getByRole('button', { name: tr(lang, 'Place order') }).waitFor({ timeout: 15_000 });
        // After the shipping step the summary's totals come from that answer: still this language.
        await expectNamesIn(summary, lang, thing);
        await page.locator('input[type="radio"][value="cashondelivery"]').check();
        await page.getByRole('button', { name: tr(lang, 'Place order') }).click();
        await page.waitForURL(new RegExp(`/${lang}/shop/confirmed\\?orderId=.`), { timeout: 20_000 });
        const main = page.locator('main');
        await expectNamesIn(main, lang, thing);
        const confirmation = await main.innerText();
        expect(confirmation).not.toContain(dutchColour.name);
        // A switch on the confirmation itself reads the order again in that language.
        const next = lang === 'en' ? 'de' : 'en';
        await switchTo(page, lang, next);
        await expectNamesIn(main, next, thing);
        expect(unexpectedProblems(session.problems)).toEqual([]);
      } finally {
        await session.close();
      }
    });
  }

  it("nl → en → de: a logged-in customer's order history names the bike's parts and their options in the page's language", async () => {
    const session = await openShop(browser, shop);
    try {
      const { page } = session;
      await session.open('/customer-login');
      await page.locator('#login-identifier').fill(CUSTOMER.email);
      await page.locator('#login-password').fill(CUSTOMER.password);
      await page.locator('#login-password').press('Enter');
      await page.waitForURL(/\/customer-orders/, { timeout: 15_000 });
      let from: Lang = 'nl';
      for (const lang of ['nl', 'en', 'de'] as const) {
        if (lang !== from) await switchTo(page, from, lang);
        from = lang;
        if (lang === 'nl') {
          // The oldest seeded order: a Classic in petrol with the 504 Wh battery, and a folding lock. Its details stay
          // open across the switches (the order is in the address, which the language link keeps).
          const viewLinks = page.getByRole('link', { name: new RegExp(`^${VIEW_DETAILS[lang]}`) });
          await viewLinks.last().waitFor({ timeout: 15_000 });
          await viewLinks.last().click();
        }
        const colour = colourOf(lang);
        const details = page.locator('.order-line-options').first();
        await details.getByText(colour.title, { exact: true }).waitFor({ timeout: 15_000 });
        const text = await page.locator('.order-lines').first().innerText();
        expect(text).toContain(catalogue[lang].get('FOLT-LOCK-FOLD')!.name);
        expect(text).not.toContain(colour.name);
        for (const other of ['nl', 'en', 'de'] as const) if (other !== lang) expect(text).not.toContain(catalogue[other].get('FOLT-LOCK-FOLD')!.name);
      }
      expect(unexpectedProblems(session.problems)).toEqual([]);
    } finally {
      await session.close();
    }
  });
});
