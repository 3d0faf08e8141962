// Reflow and accessibility at 320 CSS pixels (WCAG 1.4.10, issue 25): every page type of the slug table in Dutch,
// English and German, at the narrowest phone, against the whole shop (production server + Magento emulator). A page
// passes when nothing scrolls sideways (the document is no wider than the viewport) and axe-core finds no serious or
// critical violation. accessibility.e2e.ts covers 1280 px and 390 px with the interaction states.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages, pageIds, pageKind, pages, toPublicPath, type Lang, type PageId } from '../../src/locales/paths';
import { AxeLedger } from './axe';
import { launchBrowser, waitForHydration } from './browser';
import { startShopProcess, type ShopProcess } from './shop-process';
import { partsIn, tr } from './shop-fixtures';

const WIDTH = 320;

let shop: ShopProcess;
let browser: Browser;
const axe = new AxeLedger();
const paths: Record<Lang, Array<[label: string, path: string]>> = { nl: [], en: [], de: [] };

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShopProcess(), launchBrowser()]);
  for (const lang of languages) {
    const part = (await partsIn(shop, lang))[0]!;
    const plain = pageIds.filter((id) => pageKind(id) === 'public' && !('param' in pages[id]));
    paths[lang] = [
      ...plain.map((id): [string, string] => [id, toPublicPath(id, lang)]),
      ['shop-product', toPublicPath('shop-product', lang, { urlKey: part.url_key })],
      ['configurator-model', toPublicPath('configurator-model', lang, { sku: 'FOLT Elite' })],
      ...(['shop-cart', 'shop-checkout', 'customer-login', 'admin-login'] as const satisfies PageId[]).map((id): [string, string] => [
        id,
        toPublicPath(id, lang),
      ]),
    ];
  }
});

afterAll(async () => {
  console.log(axe.summary(`phone ${WIDTH} px`));
  await browser?.close();
  await shop?.stop();
});

async function phone(locale: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    locale,
    viewport: { width: WIDTH, height: 640 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
  });
  await context.addCookies([{ name: 'folt_consent', value: `1.00.${Date.now()}`, url: shop.url }]);
  return context;
}

/** How far the page scrolls sideways, and the widest element that sticks out (to name it in the failure). */
async function overflow(page: Page): Promise<{ excess: number; culprit: string }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const excess = document.documentElement.scrollWidth - width;
    let culprit = '';
    if (excess > 0) {
      let widest = width;
      for (const el of document.body.querySelectorAll('*')) {
        const right = el.getBoundingClientRect().right;
        if (right > widest) {
          widest = right;
          culprit = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}" (right edge ${Math.round(right)} px)`;
        }
      }
    }
    return { excess, culprit };
  });
}

describe(`every page type at ${WIDTH} px in Dutch, English and German`, () => {
  it('scrolls no page sideways and has no serious or critical axe violation', { timeout: 240_000 }, async () => {
    const from = axe.blocking.length;
    const wide: string[] = [];
    // One tab per language at a time: most of a page's time is its load, which the three tabs can share.
    await Promise.all(
      (['nl-NL', 'en-GB', 'de-DE'] as const).map(async (locale) => {
        const lang = locale.slice(0, 2) as Lang;
        const context = await phone(locale);
        try {
          const page = await context.newPage();
          for (const [label, path] of paths[lang]) {
            await page.goto(`${shop.url}${path}`);
            await waitForHydration(page);
            const { excess, culprit } = await overflow(page);
            if (excess > 0) wide.push(`${path} scrolls ${excess} px sideways: ${culprit}`);
            await axe.audit(page, `${label} (${WIDTH} px)`);
          }
        } finally {
          await context.close();
        }
      }),
    );
    console.log(`reflow at ${WIDTH} px: ${paths.nl.length + paths.en.length + paths.de.length} page variants, ${wide.length} scroll sideways`);
    expect.soft(wide, wide.join('\n')).toEqual([]);
    axe.expectNoBlocking(from);
  });

  it('keeps a cart with an item, the checkout with field errors and the open menu within the width', async () => {
    const from = axe.blocking.length;
    const context = await phone('de-DE');
    try {
      const page = await context.newPage();
      const part = (await partsIn(shop, 'de'))[1]!;
      await page.goto(`${shop.url}${toPublicPath('shop-product', 'de', { urlKey: part.url_key })}`);
      await waitForHydration(page);
      await page.getByRole('button', { name: tr('de', 'Add to cart') }).click();
      await page.locator('[data-sonner-toast]').first().waitFor({ state: 'visible', timeout: 15_000 });
      expect((await overflow(page)).excess).toBeLessThanOrEqual(0);
      await axe.audit(page, `product page with the toast (${WIDTH} px)`);
      await page.goto(`${shop.url}${toPublicPath('shop-cart', 'de')}`);
      await waitForHydration(page);
      await page.locator('.cart-lines > li').first().waitFor({ timeout: 15_000 });
      expect((await overflow(page)).excess).toBeLessThanOrEqual(0);
      await axe.audit(page, `cart with an item (${WIDTH} px)`);
      await page.goto(`${shop.url}${toPublicPath('shop-checkout', 'de')}`);
      await waitForHydration(page);
      await page.getByRole('button', { name: tr('de', 'Continue to payment') }).click();
      await page.locator('[aria-invalid="true"]').first().waitFor({ timeout: 10_000 });
      expect((await overflow(page)).excess).toBeLessThanOrEqual(0);
      await axe.audit(page, `checkout with field errors (${WIDTH} px)`);
      await page.goto(`${shop.url}${toPublicPath('home', 'de')}`);
      await waitForHydration(page);
      await page.locator('.menu-toggle').click();
      await page.locator('.main-nav.open').waitFor();
      expect((await overflow(page)).excess).toBeLessThanOrEqual(0);
      await axe.audit(page, `home, menu open (${WIDTH} px)`);
    } finally {
      await context.close();
    }
    axe.expectNoBlocking(from);
  });
});
