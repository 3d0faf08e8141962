// Accessibility at 320 CSS pixels (issue 25), against the whole shop (production server + Magento emulator):
// - reflow (WCAG 1.4.10): every page type of the slug table in Dutch, English and German at the narrowest phone; a
//   page passes when nothing scrolls sideways and axe-core finds no serious or critical violation
//   (accessibility.e2e.ts covers 1280 px and 390 px with the interaction states);
// - the assistive texts in the page's language (toasts, cart badge, language names), errors that reach the field;
// - page changes: the focus moves to the new page's heading after a client navigation, scroll positions kept; a
//   marketing page's links load documents (decision record 043);
// - focus never hidden (WCAG 2.4.11): the category chips, the configurator's price bar.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages, pageIds, pageKind, pages, toPublicPath, type Lang, type PageId } from '../../src/locales/paths';
import { AxeLedger } from './axe';
import { launchBrowser, waitForHydration } from './browser';
import { startShopProcess, type ShopProcess } from './shop-process';
import { cartWith, shopApi } from './replay-harness';
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

/** A 320 px tab in a language with a page opened and hydrated; its context is closed after `use`. */
async function onPhonePage(locale: string, path: string, use: (page: Page) => Promise<void>): Promise<void> {
  const context = await phone(locale);
  try {
    const page = await context.newPage();
    await page.goto(`${shop.url}${path}`);
    await waitForHydration(page);
    await use(page);
  } finally {
    await context.close();
  }
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
    const part = (await partsIn(shop, 'de'))[1]!;
    await onPhonePage('de-DE', toPublicPath('shop-product', 'de', { urlKey: part.url_key }), async (page) => {
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
    });
    axe.expectNoBlocking(from);
  });
});

/**
 * What of a totals box (.order-totals) does not fit it: an element sticking out of the box or cut inside itself
 * (scrollWidth over clientWidth), an amount not ending at the box's right edge, a label running into its amount.
 */
async function totalsMisfits(page: Page): Promise<string[]> {
  return page
    .locator('.order-totals')
    .first()
    .evaluate((box) => {
      const edge = box.getBoundingClientRect();
      const name = (el: Element) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim()}"`;
      const misfits: string[] = [];
      for (const el of box.querySelectorAll('*')) {
        const rect = el.getBoundingClientRect();
        if (rect.left < edge.left - 0.5 || rect.right > edge.right + 0.5)
          misfits.push(
            `${name(el)} sticks out of the box (${Math.round(rect.left)}–${Math.round(rect.right)} in ${Math.round(edge.left)}–${Math.round(edge.right)})`,
          );
        if (el.scrollWidth > el.clientWidth + 0.5) misfits.push(`${name(el)} is cut (${el.scrollWidth} px in ${el.clientWidth} px)`);
      }
      for (const row of box.querySelectorAll('.order-totals-row')) {
        const label = row.querySelector('dt')!.getBoundingClientRect();
        const amount = row.querySelector('dd')!.getBoundingClientRect();
        if (Math.abs(amount.right - edge.right) > 0.5) misfits.push(`${name(row)}: the amount does not end at the right edge`);
        if (label.right > amount.left + 0.5 && label.bottom > amount.top + 0.5) misfits.push(`${name(row)}: the label runs into the amount`);
      }
      return misfits;
    });
}

describe(`the totals box at ${WIDTH} px in German with a coupon`, () => {
  it('fits every label and amount in the box on the cart and the checkout, the amounts right-aligned', async () => {
    // A FOLT- part ACCESSOIRES15 applies to: a discount line with its code ("Rabatt (ACCESSOIRES15)"; the checkout may
    // show the shop's default FOLT-WELKOM instead).
    const part = (await partsIn(shop, 'de')).find((product) => product.sku.startsWith('FOLT-') && product.price > 0)!;
    const { cartId } = await cartWith(shop, 'de', part.sku, 3);
    await shopApi(shop, 'PUT', `cart/coupon?cartId=${encodeURIComponent(cartId)}`, { coupon: 'ACCESSOIRES15' });
    const context = await phone('de-DE');
    try {
      await context.addCookies([{ name: 'cartId', value: cartId, url: shop.url }]);
      const page = await context.newPage();
      for (const id of ['shop-cart', 'shop-checkout'] as const) {
        await page.goto(`${shop.url}${toPublicPath(id, 'de')}`);
        await waitForHydration(page);
        await page.locator('.order-totals .is-discount').first().waitFor({ timeout: 15_000 });
        await expect.poll(() => page.locator('.order-totals .is-discount dt').first().textContent()).toMatch(/\(.+\)/);
        expect(await totalsMisfits(page), id).toEqual([]);
      }
    } finally {
      await context.close();
    }
  });
});

/** What has the focus: its tag, the text of a heading, or the id or name of a control. */
async function focused(page: Page): Promise<{ tag: string; id: string; name: string; text: string; inMain: boolean }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      id: el?.id ?? '',
      name: el?.getAttribute('name') ?? '',
      text: (el?.textContent ?? '').trim(),
      inMain: !!el?.closest('main'),
    };
  });
}

describe("assistive texts in the page's language, and errors that reach their field", () => {
  it('names the toast region, its close button and the cart badge in Dutch (singular and plural), the languages in their own', async () => {
    const part = (await partsIn(shop, 'nl'))[2]!;
    await onPhonePage('nl-NL', toPublicPath('shop-product', 'nl', { urlKey: part.url_key }), async (page) => {
      await page.getByRole('button', { name: tr('nl', 'Add to cart') }).click();
      await page.locator('[data-sonner-toast]').first().waitFor({ state: 'visible', timeout: 15_000 });
      expect(await page.getByRole('region', { name: 'Meldingen (Alt+T)' }).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Melding sluiten' }).count()).toBeGreaterThan(0);
      const cart = page.locator('.cart-link');
      await expect.poll(() => cart.locator('.badge .visually-hidden').textContent(), { timeout: 15_000 }).toBe(' 1 artikel in je winkelwagen');
      await page.getByLabel(tr('nl', 'Quantity'), { exact: true }).fill('2');
      await page.getByRole('button', { name: tr('nl', 'Add to cart') }).click();
      await expect.poll(() => cart.locator('.badge .visually-hidden').textContent(), { timeout: 15_000 }).toBe(' 3 artikelen in je winkelwagen');
      // Each language's name is spoken in that language.
      const names = await page
        .locator('.lang-switch .visually-hidden')
        .evaluateAll((spans) => spans.map((span) => `${span.getAttribute('lang')}:${span.textContent}`));
      expect(names).toEqual(['nl:Nederlands', 'en:English', 'de:Deutsch']);
    });
  });

  it("moves the customer login's focus to the first invalid field, whose error it reads", async () => {
    await onPhonePage('de-DE', toPublicPath('customer-login', 'de'), async (page) => {
      const submit = page.locator('form.account-form button[type="submit"]');
      await submit.click();
      await expect.poll(async () => (await focused(page)).id).toBe('login-identifier');
      expect(await page.locator('#login-identifier').getAttribute('aria-describedby')).toBe('login-identifier-error');
      expect(await page.locator('#login-identifier-error').textContent()).toBeTruthy();
      await page.locator('#login-identifier').fill('klant@example.com');
      await submit.click();
      await expect.poll(async () => (await focused(page)).id).toBe('login-password');
      expect(await page.locator('#login-password').getAttribute('aria-invalid')).toBe('true');
    });
  });

  it("links a radio group's error to each of its radios (maintenance subscription, employer plan)", async () => {
    const context = await phone('en-GB');
    try {
      const page = await context.newPage();
      for (const [id, group] of [
        ['maintenance-subscription', 'plan'],
        ['employer-plan', 'country'],
      ] as const) {
        await page.goto(`${shop.url}${toPublicPath(id, 'en')}`);
        await waitForHydration(page);
        await page.locator('.lead-form form button[type="submit"]').click();
        const radios = page.locator(`.lead-form input[type="radio"][name="${group}"]`);
        await radios.first().and(page.locator('[aria-invalid="true"]')).waitFor({ state: 'attached', timeout: 15_000 });
        const described = await radios.evaluateAll((inputs) =>
          inputs.map((input) =>
            (input.getAttribute('aria-describedby') ?? '')
              .split(' ')
              .map((ref) => document.getElementById(ref))
              .some((el) => el?.classList.contains('field-error') && !!el.textContent?.trim()),
          ),
        );
        expect(described.length, id).toBeGreaterThan(1);
        expect(described.every(Boolean), id).toBe(true);
      }
    } finally {
      await context.close();
    }
  });
});

/** Follows the footer's contact link with the keyboard, from far down the page; returns where the page was scrolled. */
async function followFooterContactLink(page: Page): Promise<number> {
  const link = page.locator('.site-footer a[href="/contact"]').first();
  await link.focus();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/contact$/);
  return scrolled;
}

describe('page changes', () => {
  it("moves the focus to the new page's heading after a client navigation, not on the first load; back restores the scroll", async () => {
    // The shop list hydrates with the router: its links are client navigations (a marketing page's are document loads,
    // decision record 043, below).
    await onPhonePage('nl-NL', toPublicPath('shop', 'nl'), async (page) => {
      expect((await focused(page)).tag).toBe('body');
      const scrolled = await followFooterContactLink(page);
      await expect.poll(async () => focused(page)).toMatchObject({ tag: 'h1', text: 'Neem contact op', inMain: true });
      expect(await page.evaluate(() => window.scrollY)).toBeLessThan(50);
      // Back: the previous page's heading, at the place the visitor left it.
      await page.goBack();
      await page.waitForURL(/\/shop$/);
      await expect.poll(async () => (await focused(page)).tag).toBe('h1');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
    });
  });

  it("loads the page of a marketing page's link as a new document at its top; back restores the scroll", async () => {
    await onPhonePage('nl-NL', toPublicPath('about-us', 'nl'), async (page) => {
      expect((await focused(page)).tag).toBe('body');
      // The accessibility statement is linked from every page's footer.
      expect(await page.locator('.site-footer a[href="/toegankelijkheid"]').count()).toBe(1);
      const scrolled = await followFooterContactLink(page);
      await waitForHydration(page);
      // A new document: the browser announces its title, and the keyboard starts from its top (the skip link first).
      expect((await focused(page)).tag).toBe('body');
      expect(await page.evaluate(() => window.scrollY)).toBeLessThan(50);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.className)).toBe('skip-link');
      await page.goBack();
      await page.waitForURL(/\/over-ons$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
    });
  });

  it('leaves the focus on a category chip that only changes the query', async () => {
    await onPhonePage('en-GB', toPublicPath('shop', 'en'), async (page) => {
      const chip = page.locator('.category-filter a').nth(1);
      const href = (await chip.getAttribute('href'))!;
      await chip.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
      await expect.poll(() => page.locator('.category-filter a[aria-current="page"]').getAttribute('href')).toBe(href);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(href);
    });
  });
});

describe('focus never hidden at 320 px', () => {
  it('keeps every category chip on the screen when it has the focus', async () => {
    await onPhonePage('de-DE', toPublicPath('shop', 'de'), async (page) => {
      const chips = page.locator('.category-filter a');
      const count = await chips.count();
      expect(count).toBeGreaterThan(2);
      await chips.first().focus();
      for (let i = 0; i < count; i++) {
        if (i > 0) await page.keyboard.press('Tab');
        const box = await page.evaluate(() => {
          const rect = document.activeElement!.getBoundingClientRect();
          return { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom };
        });
        // With its focus ring (3 px, 2 px away): a row that scrolls puts the chip flush with the edge, ring cut off.
        expect(box.left - 5, `chip ${i + 1}`).toBeGreaterThanOrEqual(0);
        expect(box.right + 5, `chip ${i + 1}`).toBeLessThanOrEqual(WIDTH);
      }
    });
  });

  it('scrolls a focused configurator option above the fixed price bar', async () => {
    await onPhonePage('en-GB', toPublicPath('configurator-model', 'en', { sku: 'FOLT Classic' }), async (page) => {
      await page.locator('form.cfg-options').waitFor({ timeout: 20_000 });
      // The configurator writes its configuration into the URL (?o=) once it has loaded; only then is the page settled.
      await expect.poll(() => new URL(page.url()).searchParams.get('o'), { timeout: 15_000 }).toBeTruthy();
      await page.locator('form.cfg-options input, form.cfg-options select, form.cfg-options button').first().focus();
      let checked = 0;
      for (let i = 0; i < 30; i++) {
        const where = await page.evaluate(() => {
          const el = document.activeElement;
          const bar = document.querySelector('.cfg-bar')!.getBoundingClientRect();
          if (!el?.closest('form.cfg-options')) return null;
          // The control, or the label around it (a radio is drawn as its label's card), with its 5 px focus ring.
          const box = (el.closest('label') ?? el).getBoundingClientRect();
          return { bottom: box.bottom + 5, top: box.top - 5, barTop: bar.top, name: el.getAttribute('name') ?? el.id };
        });
        if (!where) break;
        expect(where.bottom, `${where.name} is under the price bar`).toBeLessThanOrEqual(where.barTop);
        expect(where.top, `${where.name} is above the screen`).toBeGreaterThanOrEqual(0);
        checked++;
        await page.keyboard.press('Tab');
      }
      expect(checked).toBeGreaterThan(3);
    });
  });
});

describe('the back office at 320 px', () => {
  it('scrolls no page sideways and has no serious or critical axe violation', { timeout: 120_000 }, async () => {
    const from = axe.blocking.length;
    await onPhonePage('nl-NL', toPublicPath('admin-login', 'nl'), async (page) => {
      await page.locator('#login-identifier').fill('admin');
      await page.locator('#login-password').fill('Admin123!');
      await page.locator('form button[type="submit"]').click();
      await page.waitForURL(/\/admin$/, { timeout: 15_000 });
      const wide: string[] = [];
      const check = async (label: string) => {
        await page.locator('main h1').first().waitFor({ timeout: 15_000 });
        await page.waitForFunction(() => !document.querySelector('main .admin-loading'), undefined, { timeout: 15_000 });
        const { excess, culprit } = await overflow(page);
        if (excess > 0) wide.push(`${label} scrolls ${excess} px sideways: ${culprit}`);
        await axe.audit(page, `${label} (${WIDTH} px)`);
      };
      await check('admin dashboard');
      for (const id of ['admin-orders', 'admin-leads', 'admin-bikes', 'admin-parts', 'admin-shop'] as const) {
        await page.goto(`${shop.url}${toPublicPath(id, 'nl')}`);
        await waitForHydration(page);
        await check(id);
      }
      await page.goto(`${shop.url}${toPublicPath('admin-orders', 'nl')}`);
      await waitForHydration(page);
      await page.locator('main table a').first().click();
      await page.waitForURL(/\/admin\/order-view\/\d+/);
      await check('admin order view');
      const print = page.locator('main a[href*="print-bike"]').first();
      if (await print.count()) {
        await page.goto(`${shop.url}${(await print.getAttribute('href'))!}`);
        await waitForHydration(page);
        await check('admin workshop sheet');
      }
      expect.soft(wide, wide.join('\n')).toEqual([]);
    });
    axe.expectNoBlocking(from);
  });
});

describe('findable', () => {
  it('lists every product page of the shop in the sitemap, with its versions in the other languages', async () => {
    const xml = await (await fetch(`${shop.url}/sitemap.xml`)).text();
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => ({
      loc: /<loc>([^<]+)<\/loc>/.exec(m[1]!)![1]!,
      alternates: Object.fromEntries([...m[1]!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((a) => [a[1]!, a[2]!])),
    }));
    const byLoc = new Map(entries.map((entry) => [new URL(entry.loc).pathname, entry]));
    let products = 0;
    for (const lang of languages) {
      // The product pages the shop list links to (bikes open their model page or the configurator).
      const html = await (await fetch(`${shop.url}${toPublicPath('shop', lang)}`)).text();
      const base = toPublicPath('shop', lang);
      const links = new Set(
        [...html.matchAll(/href="([^"?#]+)"/g)].map((m) => m[1]!).filter((href) => href.startsWith(`${base}/`) && !href.slice(base.length + 1).includes('/')),
      );
      // The shop's own pages under its path (cart, checkout, confirmation, order lookup) are no products.
      const shopPages = new Set((['shop-cart', 'shop-checkout', 'shop-confirmed', 'shop-order-lookup'] as const).map((id) => toPublicPath(id, lang)));
      const cards = [...links].filter((href) => !shopPages.has(href));
      expect(cards.length, lang).toBeGreaterThan(40);
      for (const href of cards) {
        const entry = byLoc.get(href);
        expect(entry, `${href} in the sitemap`).toBeDefined();
        expect(Object.keys(entry!.alternates).sort(), href).toEqual(['de', 'en', 'nl', 'x-default']);
        // Each alternate is a product page that answers in its language.
        if (lang === 'de') {
          const nl = await fetch(entry!.alternates.nl!.replace(/^https?:\/\/[^/]+/, shop.url));
          expect(nl.status, entry!.alternates.nl).toBe(200);
        }
        products++;
      }
    }
    console.log(`sitemap: ${entries.length} URLs, ${products} of them product pages`);
  });
});
