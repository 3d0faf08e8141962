// The bike configurator end to end, in Chromium against the whole shop (server + Magento emulator): a bike
// configured in German, its link opened in a new context in Dutch with the same choices, added to the cart as one
// bundle line, ordered with cash on delivery and shown with its options on the confirmation page; "Change" from
// the cart replaces the line; a dynamic-price and a dynamic-SKU bundle priced and ordered as the configurator shows
// them; links with unknown or unreadable choices, an unknown model and rule conflicts.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolvePublicPath, toPublicPath } from '../../src/locales/paths';
import { changeBikeHref } from '../../src/views/configurator/change-bike';
import { launchBrowser } from './browser';
import { startShopProcess, type ShopProcess } from './shop-process';
import { INTEGRATION_TOKEN, openShop, unexpectedProblems, type EmulatorOrder, type ShopPage } from './shop-fixtures';

type Lang = 'nl' | 'en' | 'de';

let shop: ShopProcess;
let browser: Browser;
let databaseDir: string;

beforeAll(async () => {
  // A database of its own: PGlite allows one server per directory, and other specs or a dev server may run.
  databaseDir = await mkdtemp(path.join(os.tmpdir(), 'folt-configurator-db-'));
  [shop, browser] = await Promise.all([startShopProcess({ DATABASE_DIR: databaseDir }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  if (databaseDir) await rm(databaseDir, { recursive: true, force: true });
});

const ELITE = '/configurator/FOLT%20Elite';

async function openConfigurator(session: ShopPage, path: string): Promise<void> {
  await session.open(path);
  await session.page.locator('form.cfg-options').waitFor({ timeout: 20_000 });
}

const chosenSkus = (page: Page) => page.$$eval('.cfg-choice.is-chosen[data-sku]', (labels) => labels.map((label) => label.getAttribute('data-sku')!).sort());
const total = (page: Page) => page.locator('[data-testid="cfg-total"]').textContent();
const configurationOf = (page: Page) => new URL(page.url()).searchParams.get('o');
const noticeCodes = (page: Page) => page.$$eval('[data-notice]', (items) => items.map((item) => item.getAttribute('data-notice')));

/** Option and selection id of a part, read from its input (name cfg-option-<option id>, value <selection id>). */
async function idsOf(page: Page, sku: string): Promise<string> {
  const input = page.locator(`label[data-sku="${sku}"] input`);
  const name = await input.getAttribute('name');
  return `${name!.replace('cfg-option-', '')}-${await input.getAttribute('value')}`;
}

/** Clicks a choice and waits until the machine has written the new configuration to the URL. */
async function choose(page: Page, sku: string): Promise<void> {
  const before = configurationOf(page);
  await page.locator(`label[data-sku="${sku}"]`).click();
  await expect.poll(() => configurationOf(page), { timeout: 5_000 }).not.toBe(before);
}

/** The same page and search in another language, from the slug table. */
function inLanguage(url: string, lang: Lang): string {
  const parsed = new URL(url);
  const page = resolvePublicPath(parsed.pathname);
  expect(page).not.toBeNull();
  return `${toPublicPath(page!.id, lang, page!.params)}${parsed.search}`;
}

/** Orders placed with an e-mail address, read from the emulator as from Magento (integration token). */
async function ordersFor(email: string): Promise<EmulatorOrder[]> {
  const search = new URLSearchParams({
    'searchCriteria[filter_groups][0][filters][0][field]': 'customer_email',
    'searchCriteria[filter_groups][0][filters][0][value]': email,
    'searchCriteria[filter_groups][0][filters][0][condition_type]': 'eq',
  });
  const answer = await fetch(`${shop.emulatorUrl}/rest/V1/orders?${search}`, { headers: { authorization: `Bearer ${INTEGRATION_TOKEN}` } });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { items: EmulatorOrder[] }).items;
}

async function partNames(lang: Lang, skus: string[]): Promise<Map<string, string>> {
  const answer = (await (await fetch(`${shop.url}/api/magento/products?locale=${lang}&sku:in=${encodeURIComponent(skus.join(','))}`)).json()) as {
    data: { items: Array<{ sku: string; name: string }> };
  };
  return new Map(answer.data.items.map((item) => [item.sku, item.name]));
}

describe('a configured bike across languages, into the cart and ordered', () => {
  it('configured in German, opened in Dutch from its link, added, changed from the cart and ordered with cash on delivery', async () => {
    const german = await openShop(browser, shop, { locale: 'de-DE' });
    let link: string;
    let germanTotal: string | null;
    let chosen: string[];
    try {
      await german.open('/de/configurator');
      await german.page.locator('.cfg-model-link', { hasText: 'FOLT Elite' }).click();
      await german.page.locator('form.cfg-options').waitFor({ timeout: 20_000 });
      expect(new URL(german.page.url()).pathname).toBe(`/de${ELITE}`);
      await expect.poll(() => configurationOf(german.page), { timeout: 5_000 }).toBeTruthy();
      await choose(german.page, 'FOLT-BAT-504');
      await choose(german.page, 'FOLT-COLOUR-OCEAN-BLUE');
      await choose(german.page, 'FOLT-SADDLE-COMFORT');
      // A pannier bag hangs on a rear rack: the rack comes with it, and the shopper is told.
      await choose(german.page, 'FOLT-BAG-PANNIER');
      expect(await noticeCodes(german.page)).toEqual(['part-added']);
      chosen = await chosenSkus(german.page);
      expect(chosen).toEqual(['FOLT-BAG-PANNIER', 'FOLT-BAT-504', 'FOLT-COLOUR-OCEAN-BLUE', 'FOLT-RACK-REAR', 'FOLT-SADDLE-COMFORT']);
      // The picture follows: colour, long battery, rack and bag; its text summary names them.
      expect(await german.page.$$eval('.cfg-picture [data-layer]', (layers) => layers.map((layer) => layer.getAttribute('data-layer')).sort())).toEqual([
        'bag-pannier',
        'battery-large',
        'rack-rear',
        'saddle-comfort',
      ]);
      expect(await german.page.locator('.cfg-picture path[stroke="#23507a"]').count()).toBeGreaterThan(0);
      expect(await german.page.textContent('#cfg-picture-summary')).toContain('Ozeanblau');
      germanTotal = await total(german.page);
      // 2.799 + 249 (504 Wh) + 49 (colour) + 39 (saddle) + 59 (rack) + 69 (bag)
      expect(germanTotal).toBe('€\u00a03.264,00');
      link = german.page.url();
      expect(unexpectedProblems(german.problems)).toEqual([]);
    } finally {
      await german.close();
    }

    const dutch = await openShop(browser, shop, { locale: 'nl-NL' });
    try {
      const dutchPath = inLanguage(link, 'nl');
      expect(dutchPath.startsWith(`${ELITE}?o=`)).toBe(true);
      await openConfigurator(dutch, dutchPath);
      expect(await chosenSkus(dutch.page)).toEqual(chosen);
      expect(await total(dutch.page)).toBe(germanTotal);
      expect(await noticeCodes(dutch.page)).toEqual([]);
      expect(configurationOf(dutch.page)).toBe(new URL(link).searchParams.get('o'));

      await dutch.page.locator('.cfg-add-button').click();
      await dutch.page.locator('.cfg-added').waitFor({ timeout: 15_000 });
      await dutch.page.locator('.cfg-added a').first().click();
      await dutch.page.waitForURL(/\/shop\/cart/);
      const names = await partNames('nl', ['FOLT-BAT-504', 'FOLT-RACK-REAR', 'FOLT-BAG-PANNIER', 'FOLT-SADDLE-COMFORT']);
      const cartLines = dutch.page.locator('.cart-lines > li');
      await cartLines.first().waitFor({ timeout: 15_000 });
      expect(await cartLines.count()).toBe(1);
      const cartText = (await cartLines.first().textContent()) ?? '';
      expect(cartText).toContain('FOLT Elite');
      // Each part under its option's title, the title not repeated in the part's name ("Accu: 504 Wh", record 018).
      for (const shown of ['Accu: 504 Wh', 'Kleur: Oceaanblauw', 'Zadel: Comfortzadel', 'Bagagedrager: Achter', 'Tas: Fietstas 20 liter']) {
        expect(cartText).toContain(shown);
      }

      // "Change" (the link the cart line offers) reopens the configurator with the line's options; adding replaces the line.
      const cartId = (await dutch.context.cookies()).find((cookie) => cookie.name === 'cartId')!.value;
      const cart = (await (await fetch(`${shop.url}/api/magento/cart?cartId=${encodeURIComponent(cartId)}&locale=nl`)).json()) as {
        data: { items: Array<{ item_id: number; sku: string; product_option?: unknown }> };
      };
      const line = cart.data.items[0]!;
      const change = changeBikeHref(line, 'nl');
      expect(change).toMatch(new RegExp(`^${ELITE}\\?o=.+&replace=${line.item_id}$`));
      await openConfigurator(dutch, change!);
      expect(await chosenSkus(dutch.page)).toEqual(chosen);
      await choose(dutch.page, 'FOLT-COLOUR-GRAPHITE');
      await dutch.page.locator('.cfg-add-button').click();
      await dutch.page.locator('.cfg-added').waitFor({ timeout: 15_000 });
      expect(new URL(dutch.page.url()).searchParams.get('replace')).toBeNull();
      const after = (await (await fetch(`${shop.url}/api/magento/cart?cartId=${encodeURIComponent(cartId)}&locale=nl`)).json()) as {
        data: { items: Array<{ item_id: number }> };
      };
      expect(after.data.items).toHaveLength(1);
      expect(after.data.items[0]!.item_id).not.toBe(line.item_id);

      // Checkout with cash on delivery (fields by id: their labels are the checkout's business).
      const email = `configurator-${Date.now()}@example.nl`;
      await dutch.open('/shop/checkout');
      const fields: Array<[string, string]> = [
        ['firstname', 'Jan'],
        ['lastname', 'Jansen'],
        ['street', 'Damrak'],
        ['houseNumber', '12A'],
        ['postcode', '1012 LG'],
        ['city', 'Amsterdam'],
        ['email', email],
        ['telephone', '0612345678'],
      ];
      for (const [field, value] of fields) await dutch.page.locator(`#checkout-${field}`).fill(value);
      await dutch.page.locator('.checkout-submit').click();
      await dutch.page.locator('#checkout-method-cashondelivery').check({ timeout: 15_000 });
      await dutch.page.locator('.checkout-submit').click();
      await dutch.page.waitForURL(/\/shop\/confirmed\?orderId=/, { timeout: 20_000 });
      const bikeLine = dutch.page.locator('.confirmation-line', { hasText: 'FOLT Elite' });
      await bikeLine.waitFor({ timeout: 15_000 });
      const lineText = ((await bikeLine.textContent()) ?? '').toLowerCase();
      for (const name of names.values()) expect(lineText).toContain(name.toLowerCase());
      expect(lineText).toContain('grafiet');
      const orders = await ordersFor(email);
      expect(orders).toHaveLength(1);
      expect(orders[0]!.payment?.method).toBe('cashondelivery');
      expect(orders[0]!.items.filter((item) => item.product_type === 'bundle').map((item) => item.name)).toEqual(['FOLT Elite']);
      expect(unexpectedProblems(dutch.problems)).toEqual([]);
    } finally {
      await dutch.close();
    }
  });
});

/** "€ 1.799,00" (nl) as a number of euros. */
const euros = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));

describe('bundles with a dynamic price or a dynamic SKU', () => {
  it('the dynamic-price Piccolo and the dynamic-SKU Maxx go into the cart at the configurator\'s prices, keep their "Change" link and are ordered as those bikes', async () => {
    const session = await openShop(browser, shop, { locale: 'nl-NL' });
    try {
      const configured: Record<string, number> = {};
      for (const model of ['FOLT Piccolo', 'FOLT Maxx']) {
        await openConfigurator(session, `/configurator/${encodeURIComponent(model)}`);
        await expect.poll(() => configurationOf(session.page), { timeout: 5_000 }).toBeTruthy();
        configured[model] = euros(await total(session.page));
        expect(configured[model], model).toBeGreaterThan(500);
        await session.page.locator('.cfg-add-button').click();
        await session.page.locator('.cfg-added').waitFor({ timeout: 15_000 });
      }
      const cartId = (await session.context.cookies()).find((cookie) => cookie.name === 'cartId')!.value;
      const query = `cartId=${encodeURIComponent(cartId)}&locale=nl`;
      const cart = (await (await fetch(`${shop.url}/api/magento/cart?${query}`)).json()) as {
        data: { items: Array<{ item_id: number; sku: string; name: string; product_option?: unknown }> };
      };
      const lines = cart.data.items;
      expect(lines.map((line) => line.name).sort()).toEqual(['FOLT Maxx', 'FOLT Piccolo']);
      // Magento's dynamic SKU: the bike's SKU and its parts' SKUs joined with '-'; the shop still knows the bike.
      const maxx = lines.find((line) => line.name === 'FOLT Maxx')!;
      expect(maxx.sku.startsWith('FOLT Maxx-')).toBe(true);
      expect(changeBikeHref(maxx, 'nl')).toMatch(new RegExp(`^/configurator/FOLT%20Maxx\\?o=.+&replace=${maxx.item_id}$`));
      // The cart charges what the configurator showed, also for the bike whose price is the sum of its parts.
      const totals = (await (await fetch(`${shop.url}/api/magento/cart/totals?${query}`)).json()) as {
        data: { items: Array<{ item_id: number; row_total_incl_tax: number }> };
      };
      for (const line of lines) {
        expect(totals.data.items.find((item) => item.item_id === line.item_id)?.row_total_incl_tax, line.name).toBeCloseTo(configured[line.name]!, 2);
      }

      const email = `dynamic-bundles-${Date.now()}@example.nl`;
      await session.open('/shop/checkout');
      for (const [field, value] of [
        ['firstname', 'Jan'],
        ['lastname', 'Jansen'],
        ['street', 'Damrak'],
        ['houseNumber', '12A'],
        ['postcode', '1012 LG'],
        ['city', 'Amsterdam'],
        ['email', email],
        ['telephone', '0612345678'],
      ] as const) {
        await session.page.locator(`#checkout-${field}`).fill(value);
      }
      await session.page.locator('.checkout-submit').click();
      await session.page.locator('#checkout-method-cashondelivery').check({ timeout: 15_000 });
      await session.page.locator('.checkout-submit').click();
      await session.page.waitForURL(/\/shop\/confirmed\?orderId=/, { timeout: 20_000 });
      for (const model of ['FOLT Piccolo', 'FOLT Maxx']) await session.page.locator('.confirmation-line', { hasText: model }).waitFor({ timeout: 15_000 });
      const orders = await ordersFor(email);
      expect(orders).toHaveLength(1);
      expect(
        orders[0]!.items
          .filter((item) => item.product_type === 'bundle')
          .map((item) => item.name)
          .sort(),
      ).toEqual(['FOLT Maxx', 'FOLT Piccolo']);
      expect(unexpectedProblems(session.problems)).toEqual([]);
    } finally {
      await session.close();
    }
  });
});

describe('links the configurator has to survive', () => {
  it('an unknown model answers 404 with the not-found page; a malformed one too', async () => {
    for (const path of ['/configurator/FOLT%20Nope', '/de/configurator/FOLT%20Nope?o=1-1', '/en/configurator/%3Cscript%3E']) {
      const answer = await fetch(`${shop.url}${path}`);
      expect(answer.status, path).toBe(404);
      expect(await answer.text()).toContain('Pagina niet gevonden');
    }
    const session = await openShop(browser, shop);
    try {
      await session.open('/configurator/FOLT%20Nope');
      await session.page.getByRole('heading', { name: 'Pagina niet gevonden' }).waitFor();
    } finally {
      await session.close();
    }
  });

  it('unknown option ids and unreadable parts are dropped with a notice; the rest is kept', async () => {
    const session = await openShop(browser, shop, { locale: 'en-GB' });
    try {
      await openConfigurator(session, `/en${ELITE}`);
      const battery = await idsOf(session.page, 'FOLT-BAT-600');
      await openConfigurator(session, `/en${ELITE}?o=${battery}.999-1.garbage`);
      expect(await noticeCodes(session.page)).toEqual(['choices-dropped']);
      expect(await chosenSkus(session.page)).toContain('FOLT-BAT-600');
      await expect.poll(() => configurationOf(session.page), { timeout: 5_000 }).not.toContain('999');
      await session.page.locator('.cfg-notice button').click();
      expect(await noticeCodes(session.page)).toEqual([]);

      // Nothing readable at all: the defaults, and the notice.
      await openConfigurator(session, `/en${ELITE}?o=%25%25%3Cb%3E`);
      expect(await noticeCodes(session.page)).toEqual(['choices-dropped']);
      expect(await chosenSkus(session.page)).toEqual(['FOLT-BAT-360', 'FOLT-COLOUR-GRAPHITE', 'FOLT-SADDLE-STD']);
      expect(unexpectedProblems(session.problems)).toEqual([]);
    } finally {
      await session.close();
    }
  });

  it('the language switch right after a choice, before the URL is written, takes that choice along to the new URL', async () => {
    const session = await openShop(browser, shop);
    try {
      await openConfigurator(session, ELITE);
      await expect.poll(() => configurationOf(session.page), { timeout: 5_000 }).toBeTruthy();
      const before = configurationOf(session.page);
      // No waiting for the URL: the switch is clicked in the same breath as the choice.
      await session.page.locator('label[data-sku="FOLT-COLOUR-OCEAN-BLUE"]').click();
      expect(configurationOf(session.page)).toBe(before);
      await session.page.locator('.lang-switch a[hreflang="en"]').click();
      await session.page.waitForURL((url) => url.pathname === `/en${ELITE}`, { timeout: 10_000 });
      await session.page.locator('form.cfg-options').waitFor({ timeout: 20_000 });
      const expected = ['FOLT-BAT-360', 'FOLT-COLOUR-OCEAN-BLUE', 'FOLT-SADDLE-STD'];
      await expect.poll(() => chosenSkus(session.page), { timeout: 5_000 }).toEqual(expected);
      // The English URL holds the choice: a reload (or the link shared) shows the same bike.
      await expect.poll(() => configurationOf(session.page), { timeout: 5_000 }).not.toBe(before);
      await session.page.reload();
      await session.page.locator('form.cfg-options').waitFor({ timeout: 20_000 });
      expect(await chosenSkus(session.page)).toEqual(expected);
      expect(unexpectedProblems(session.problems)).toEqual([]);
    } finally {
      await session.close();
    }
  });

  it('a combination the rules forbid is repaired with notices: the 600 Wh pack drops the frame bag, a pannier brings its rack', async () => {
    const session = await openShop(browser, shop);
    try {
      await openConfigurator(session, ELITE);
      const battery = await idsOf(session.page, 'FOLT-BAT-600');
      const [bagOption, frameBag] = (await idsOf(session.page, 'FOLT-BAG-FRAME')).split('-');
      const [, pannier] = (await idsOf(session.page, 'FOLT-BAG-PANNIER')).split('-');
      const bags = `${bagOption}-${[frameBag, pannier].sort((a, b) => Number(a) - Number(b)).join('_')}`;
      await openConfigurator(session, `${ELITE}?o=${battery}.${bags}`);
      expect((await noticeCodes(session.page)).sort()).toEqual(['part-added', 'part-removed']);
      const chosen = await chosenSkus(session.page);
      expect(chosen).toContain('FOLT-RACK-REAR');
      expect(chosen).not.toContain('FOLT-BAG-FRAME');
      // The frame bag is shown, but unavailable while the 600 Wh battery is chosen, with the reason.
      const frameBagChoice = session.page.locator('label[data-sku="FOLT-BAG-FRAME"]');
      expect(await frameBagChoice.locator('input').isDisabled()).toBe(true);
      expect(await frameBagChoice.locator('.cfg-choice-reason').count()).toBe(1);
      // Reset brings the standard bike back.
      await session.page.locator('.cfg-reset button').click();
      await expect.poll(() => chosenSkus(session.page), { timeout: 5_000 }).toEqual(['FOLT-BAT-360', 'FOLT-COLOUR-GRAPHITE', 'FOLT-SADDLE-STD']);
    } finally {
      await session.close();
    }
  });

  it('writing the choice into the URL leaves the page where the shopper has scrolled it', async () => {
    const session = await openShop(browser, shop, { phone: true });
    try {
      const { page } = session;
      await openConfigurator(session, ELITE);
      const battery = page.locator('label[data-sku="FOLT-BAT-600"]');
      await battery.scrollIntoViewIfNeeded();
      // From here every scroll the page's own scripts make is recorded (the browser's scrolling for a click is not).
      await page.evaluate(() => {
        const calls: string[] = [];
        Object.assign(window, { scriptScrolls: calls });
        for (const name of ['scrollTo', 'scroll', 'scrollBy'] as const) {
          const original = window[name].bind(window) as (...args: unknown[]) => void;
          window[name] = ((...args: unknown[]) => {
            calls.push(`${name} ${JSON.stringify(args)}`);
            original(...args);
          }) as typeof window.scrollTo;
        }
        const intoView = Element.prototype.scrollIntoView;
        Element.prototype.scrollIntoView = function (this: Element, ...args: Parameters<Element['scrollIntoView']>) {
          calls.push('scrollIntoView');
          intoView.apply(this, args);
        };
      });
      const before = configurationOf(page);
      await battery.click();
      const scrolledTo = await page.evaluate(() => window.scrollY);
      expect(scrolledTo).toBeGreaterThan(0);
      await expect.poll(() => configurationOf(page), { timeout: 5_000 }).not.toBe(before);
      // The router has re-resolved the page for the new URL: two frames later nothing has moved it.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await page.evaluate(() => (window as unknown as { scriptScrolls: string[] }).scriptScrolls)).toEqual([]);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);
    } finally {
      await session.close();
    }
  });

  it('a choice shows its price beside the picture, in the summary and in the phone bar in the frame of the click', async () => {
    const session = await openShop(browser, shop);
    try {
      await openConfigurator(session, ELITE);
      // The click and the reading in one page task: the animation frame after the click is the frame it paints.
      const seen = await session.page.evaluate(
        () =>
          new Promise<{ before: string | null; prices: Array<string | null> }>((resolve) => {
            const texts = () =>
              ['[data-testid="cfg-picture-price"]', '[data-testid="cfg-total"]', '.cfg-bar-price'].map(
                (selector) => document.querySelector(selector)?.textContent ?? null,
              );
            const before = texts()[1]!;
            document.querySelector<HTMLElement>('label[data-sku="FOLT-BAT-600"]')!.click();
            requestAnimationFrame(() => resolve({ before, prices: texts() }));
          }),
      );
      expect(seen.before).toBe('€\u00a02.799,00');
      const [picturePrice] = seen.prices;
      expect(picturePrice).not.toBe(seen.before);
      expect(seen.prices).toEqual([picturePrice, picturePrice, picturePrice]);
      // And that is the price of the bike the page settles on.
      await expect.poll(() => chosenSkus(session.page), { timeout: 5_000 }).toContain('FOLT-BAT-600');
      expect(await total(session.page)).toBe(picturePrice);
    } finally {
      await session.close();
    }
  });
});
