// Issue 20's small details in Chromium against the whole shop (server + Magento emulator): the compare table on a
// phone (item 8) shows every value of every model without sideways scrolling or cut-off text; the configurator names
// an active campaign code where it applies to bikes, and not the default code or one for parts only.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { startShopProcess, type ShopProcess } from './shop-process';
import { openShop, unexpectedProblems } from './shop-fixtures';

let shop: ShopProcess;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShopProcess(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

describe('the compare table on a phone', () => {
  const cases = [
    { path: '/vergelijk?models=piccolo,classic,elite', width: 320, lang: 'nl' },
    { path: '/de/vergleichen?models=piccolo,classic,elite', width: 320, lang: 'de' },
    { path: '/en/compare?models=piccolo,elite', width: 390, lang: 'en' },
  ] as const;
  for (const { path, width, lang } of cases) {
    it(`${lang} at ${width} px: every model's value of every row is on screen, labelled with its model, nothing cut off`, async () => {
      const session = await openShop(browser, shop, { phone: true });
      await session.page.setViewportSize({ width, height: 800 });
      await session.open(path);
      const table = session.page.locator('table.mk-spec-compare');
      const layout = await table.evaluate((element) => {
        const models = [...element.querySelectorAll('thead th')].map((th) => th.textContent!.trim());
        const rows = [...element.querySelectorAll('tbody tr')].map((tr) =>
          [...tr.querySelectorAll('td')].map((td) => {
            const label = td.querySelector('.mk-cell-model')!;
            const value = td.querySelector('.mk-cell-value')!;
            const box = value.getBoundingClientRect();
            return {
              label: label.textContent!.trim(),
              labelShown: (label as HTMLElement).offsetWidth > 0,
              text: value.textContent!.trim(),
              insideScreen: box.left >= 0 && box.right <= window.innerWidth,
              cutOff: value.scrollWidth > value.clientWidth + 1,
            };
          }),
        );
        return { models, rows, pageWidth: document.documentElement.scrollWidth };
      });
      expect(layout.models).toHaveLength(path.includes('classic') ? 3 : 2);
      expect(layout.pageWidth).toBeLessThanOrEqual(width);
      expect(layout.rows.length).toBeGreaterThan(10);
      for (const cells of layout.rows) {
        expect(cells.map((cell) => cell.label)).toEqual(layout.models);
        for (const cell of cells) expect(cell, `${cell.label}: ${cell.text}`).toMatchObject({ labelShown: true, insideScreen: true, cutOff: false });
        expect(cells.every((cell) => cell.text.length > 0)).toBe(true);
      }
      expect(unexpectedProblems(session.problems)).toEqual([]);
      await session.close();
    });
  }

  it('on a wide screen the model names head the columns and the per-cell labels are hidden', async () => {
    const session = await openShop(browser, shop);
    await session.open('/vergelijk?models=piccolo,classic');
    await expect.poll(() => session.page.locator('thead th', { hasText: 'FOLT Classic' }).isVisible()).toBe(true);
    expect(await session.page.locator('.mk-cell-model').first().isVisible()).toBe(false);
    await session.close();
  });
});

describe('the configurator names an active campaign code', () => {
  const cases = [
    {
      lang: 'nl',
      path: '/configurator/FOLT%20Elite?coupon=HERFST50',
      code: 'HERFST50',
      expected: 'Kortingscode HERFST50 (€50 korting bij bestellingen vanaf € 250) wordt in je winkelwagen verrekend.',
    },
    {
      lang: 'de',
      path: '/de/configurator/FOLT%20Elite?coupon=FIETS100',
      code: 'FIETS100',
      expected: 'Der Gutscheincode FIETS100 (€100 Rabatt) wird im Warenkorb verrechnet.',
    },
    { lang: 'en', path: '/en/configurator/FOLT%20Elite?coupon=ACCESSOIRES15', code: 'ACCESSOIRES15', expected: null },
    { lang: 'nl', path: '/configurator/FOLT%20Elite', code: 'FOLT-WELKOM', expected: null },
  ] as const;
  for (const { lang, path, code, expected } of cases) {
    it(`${lang} ${code}: ${expected ?? 'no note'}`, async () => {
      const session = await openShop(browser, shop, { phone: true });
      const loaded = session.page.waitForResponse((r) => r.url().includes('/api/magento/coupon-discounts') && r.url().includes(`code=${code}`), {
        timeout: 15_000,
      });
      await session.open(path);
      await loaded;
      await session.page.locator('[data-testid="cfg-total"]').filter({ hasText: '€' }).waitFor();
      const shown = session.page.locator('[data-testid="cfg-coupon-note"]');
      if (expected) await expect.poll(async () => (await shown.textContent())?.replace(/\s+/g, ' '), { timeout: 10_000 }).toBe(expected);
      else {
        await session.page.waitForTimeout(300);
        expect(await shown.count()).toBe(0);
      }
      expect(unexpectedProblems(session.problems)).toEqual([]);
      await session.close();
    });
  }
});

describe('an add-on that costs less with the bike says its own price', () => {
  const cases = [
    { lang: 'nl', path: '/configurator/FOLT%20Elite', text: '+€ 39,00los € 49,00' },
    { lang: 'de', path: '/de/configurator/FOLT%20Elite', text: '+€ 39,00einzeln € 49,00' },
  ] as const;
  for (const { lang, path, text } of cases) {
    it(`${lang}: the frame bag € 39 with the bike, € 49 on its own`, async () => {
      const session = await openShop(browser, shop, { phone: true });
      await session.open(path);
      const price = session.page.locator('[data-sku="FOLT-BAG-FRAME"] .cfg-choice-price');
      await expect.poll(async () => (await price.textContent())?.replace(/\s+/g, ' '), { timeout: 15_000 }).toBe(text);
      await session.close();
    });
  }
});
