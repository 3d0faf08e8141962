// Accessibility of every page type (issue 7, DESIGN §10): axe-core in Chromium against the whole shop (production
// server + Magento emulator), in the three languages, at desktop and phone width, and in the states a visitor
// reaches: an open menu, a quiz half answered, a toast, a checkout with field errors, an order confirmed, the
// consent banner, the back office and the customer's orders. Any violation of impact serious or critical fails,
// listed with its rule, the selectors of the elements and the page. Moderate and minor ones are printed only.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AxeLedger } from './axe';
import { launchBrowser, waitForHydration } from './browser';
import { startShopProcess, type ShopProcess } from './shop-process';
import { ordersFor, partsIn, tr, type CatalogueProduct } from './shop-fixtures';

type Lang = 'nl' | 'en' | 'de';

/** A valid container id, so the consent banner asks (the tag manager itself is answered by a stub). */
const GTM_ID = 'GTM-A11Y7';

let shop: ShopProcess;
let browser: Browser;
const parts: Partial<Record<Lang, CatalogueProduct[]>> = {};
const axe = new AxeLedger();

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShopProcess({ GTM_ID }), launchBrowser()]);
  for (const lang of ['nl', 'en', 'de'] as const) parts[lang] = await partsIn(shop, lang);
});

afterAll(async () => {
  console.log(axe.summary('desktop 1280 px and phone 390 px'));
  await browser?.close();
  await shop?.stop();
});

const prefix = (lang: Lang) => (lang === 'nl' ? '' : `/${lang}`);

/**
 * A browser context as a visitor has it: Dutch, English or German, desktop or phone, reduced motion (the scroll
 * reveals would otherwise leave sections half faded while axe measures contrast) and, unless `consent` is false,
 * the cookie choice already made so the banner stays away.
 */
async function visitor(options: { locale: string; phone?: boolean; consent?: boolean }): Promise<BrowserContext> {
  const context = await browser.newContext({
    locale: options.locale,
    viewport: options.phone ? { width: 390, height: 844 } : { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    isMobile: options.phone ?? false,
    hasTouch: options.phone ?? false,
    reducedMotion: 'reduce',
  });
  await context.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }));
  if (options.consent !== false) await context.addCookies([{ name: 'folt_consent', value: `1.00.${Date.now()}`, url: shop.url }]);
  return context;
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${shop.url}${path}`);
  await waitForHydration(page);
}

const audit = (page: Page, label: string) => axe.audit(page, label);
const expectNoBlocking = (from: number) => axe.expectNoBlocking(from);

/** Opens and audits a list of pages in one tab. */
async function auditPages(page: Page, list: Array<[label: string, path: string]>): Promise<void> {
  for (const [label, path] of list) {
    await open(page, path);
    await audit(page, label);
  }
}

/** Waits until a back-office page has its data (or its empty or failure text) instead of the loading line. */
async function adminLoaded(page: Page): Promise<void> {
  await page.locator('main h1').waitFor({ timeout: 15_000 });
  await page.waitForFunction(() => !document.querySelector('main .admin-loading'), undefined, { timeout: 15_000 });
}

describe('axe-core on every page type: no serious or critical violations', () => {
  it('Dutch marketing and shop pages at desktop width, the selection guide mid-quiz and the 404 page', async () => {
    const from = axe.blocking.length;
    const context = await visitor({ locale: 'nl-NL' });
    const page = await context.newPage();
    try {
      const part = parts.nl![0]!;
      await auditPages(page, [
        ['home', '/'],
        ['models overview', '/modellen'],
        ['model page', '/classic'],
        ['compare with two models', '/vergelijk?models=classic,elite'],
        ['privacy (long text)', '/privacy'],
        ['shop list', '/shop'],
        ['product page', `/shop/${part.url_key}`],
        ['customer login', '/customer-login'],
        ['admin login', '/admin/login'],
        ['campaign page', '/kampeerauto-25-2'],
      ]);
      await open(page, '/keuzehulp');
      await audit(page, 'selection guide');
      await page.locator('#guide .mk-actions button').first().click();
      await page.locator('.mk-answer').first().waitFor({ timeout: 15_000 });
      await audit(page, 'selection guide, first question');
      await page.locator('.mk-answer').first().click();
      await page.locator('.mk-quiz-progress', { hasText: '2' }).waitFor();
      await audit(page, 'selection guide, second question');

      const notFound = await page.goto(`${shop.url}/bestaat-niet`);
      expect(notFound?.status()).toBe(404);
      await waitForHydration(page);
      await audit(page, '404 error page');
    } finally {
      await context.close();
    }
    expectNoBlocking(from);
  });

  it('English pages at phone width, with the menu open', async () => {
    const from = axe.blocking.length;
    const context = await visitor({ locale: 'en-GB', phone: true });
    const page = await context.newPage();
    try {
      await open(page, '/en');
      await audit(page, 'home (phone)');
      await page.locator('.menu-toggle').click();
      await page.locator('.main-nav.open').waitFor();
      await audit(page, 'home, menu open (phone)');
      const part = parts.en![1]!;
      await auditPages(page, [
        ['battery info and range (phone)', '/en/battery-info-and-range'],
        ['employer plan (phone)', '/en/employer-plan'],
        ['vacancy (phone)', '/en/vacancies/mechanic'],
        ['campaign page (phone)', '/en/kampeerauto-25-1'],
        ['compare with two models (phone)', '/en/compare?models=maxx,piccolo'],
        ['shop list (phone)', '/en/shop'],
        ['product page (phone)', `/en/shop/${part.url_key}`],
        ['model page (phone)', '/en/voyage'],
        ['selection guide (phone)', '/en/selection-guide'],
      ]);
    } finally {
      await context.close();
    }
    expectNoBlocking(from);
  });

  it('German pages at desktop width, the employer-plan form in view, the contact form with errors and sent', async () => {
    const from = axe.blocking.length;
    const context = await visitor({ locale: 'de-DE' });
    const page = await context.newPage();
    try {
      await auditPages(page, [
        ['contact', '/de/kontakt'],
        ['manuals', '/de/handbuecher'],
        ['instructions folding', '/de/anleitung-ausklappen'],
        ['bike view', '/de/bike-view'],
        ['models overview', '/de/modelle'],
        ['model page', '/de/elite'],
        ['privacy (long text)', '/de/datenschutz'],
        ['battery info and range', '/de/akkulaufzeit-und-reichweite'],
        ['vacancy', '/de/vacancies/intern'],
        ['campaign page', '/de/kampeerauto-25-1'],
      ]);
      await open(page, '/de/fiscfree-fahrrad');
      await page.locator('.lead-form form').scrollIntoViewIfNeeded();
      await audit(page, 'employer plan, form in view');

      // The contact form sent empty (its errors), then filled in (its thank-you); the lead shows in the back office.
      await open(page, '/de/kontakt');
      const form = page.locator('.lead-form form');
      await form.locator('button[type="submit"]').click();
      await page.locator('.lead-form [aria-invalid="true"]').first().waitFor({ timeout: 15_000 });
      await audit(page, 'contact form with field errors');
      await form.locator('[name="name"]').fill('Erika Mustermann');
      await form.locator('[name="email"]').fill(`a11y-${Date.now()}@example.de`);
      await form.locator('[name="subject"]').fill('Probefahrt');
      await form.locator('[name="message"]').fill('Kann ich die Elite nächste Woche in Bedum probefahren?');
      await form.locator('button[type="submit"]').click();
      await page.locator('.lead-form .form-success').waitFor({ timeout: 15_000 });
      await audit(page, 'contact form sent');
    } finally {
      await context.close();
    }
    expectNoBlocking(from);
  });

  it('the other marketing pages, in Dutch, English and German side by side', async () => {
    const from = axe.blocking.length;
    const lanes: Array<[locale: string, pages: Array<[label: string, path: string]>]> = [
      [
        'nl-NL',
        [
          ['about us', '/over-ons'],
          ['test ride', '/proefrit?model=maxx'],
          ['testimonials', '/ervaringen'],
          ['folding e-bike test', '/folding-ebike-test'],
          ['vacancies', '/vacancies'],
          ['bedum', '/bedum'],
          ['kampeerauto-25-3', '/kampeerauto-25-3'],
          ['model page piccolo', '/piccolo'],
        ],
      ],
      [
        'en-GB',
        [
          ['become a dealer', '/en/become-dealer'],
          ['maintenance', '/en/maintenance'],
          ['lightweight e-bike for camper', '/en/lightweight-ebike-for-camper'],
          ['returns', '/en/returns'],
          ['vacancy allrounder', '/en/vacancies/allrounder'],
          ['campergids', '/en/campergids'],
          ['kampeerauto-25-4', '/en/kampeerauto-25-4'],
          ['model page maxx', '/en/maxx'],
          ['bike view, another model and colour', '/en/bike-view?model=voyage'],
        ],
      ],
      [
        'de-DE',
        [
          ['best in tests', '/de/testsieger'],
          ['maintenance subscription', '/de/maintenance-subscription'],
          ['folding e-bike 20 inch', '/de/elektrische-faltrader-20-zoll'],
          ['terms and conditions', '/de/allgemeine-bedingungen'],
          ['acsi-25-4', '/de/acsi-25-4'],
          ['campertv', '/de/campertv'],
          ['model page folt-200-s', '/de/folt-200-s'],
          ['compare with three models', '/de/vergleichen?models=classic,elite,voyage'],
        ],
      ],
    ];
    // One tab per language at a time: most of a page's time is its load, which the three tabs can share.
    await Promise.all(
      lanes.map(async ([locale, pages]) => {
        const context = await visitor({ locale });
        try {
          await auditPages(await context.newPage(), pages);
        } finally {
          await context.close();
        }
      }),
    );
    expectNoBlocking(from);
  });

  it('cart (empty, with an item, with the toast), checkout with field errors and a cash-on-delivery confirmation', async () => {
    const from = axe.blocking.length;
    const context = await visitor({ locale: 'de-DE' });
    const page = await context.newPage();
    try {
      const lang: Lang = 'de';
      await open(page, `${prefix(lang)}/shop/cart`);
      await page.locator('.cart-empty').waitFor({ timeout: 15_000 });
      await audit(page, 'cart, empty');
      const part = parts.de![2]!;
      await open(page, `${prefix(lang)}/shop/${part.url_key}`);
      await page.getByRole('button', { name: tr(lang, 'Add to cart') }).click();
      await page.locator('[data-sonner-toast]').first().waitFor({ state: 'visible', timeout: 15_000 });
      await audit(page, 'product page with the "added" toast');
      await open(page, `${prefix(lang)}/shop/cart`);
      await page.locator('.cart-lines > li').first().waitFor({ timeout: 15_000 });
      await audit(page, 'cart with an item');

      await open(page, `${prefix(lang)}/shop/checkout`);
      const cont = page.getByRole('button', { name: tr(lang, 'Continue to payment') });
      await cont.waitFor({ timeout: 15_000 });
      await audit(page, 'checkout, address step');
      await page.getByLabel(tr(lang, 'Postcode'), { exact: true }).fill('xx');
      await page.getByLabel(tr(lang, 'E-mail address'), { exact: true }).fill('not-an-address');
      await cont.click();
      await page.locator('[aria-invalid="true"]').first().waitFor({ timeout: 10_000 });
      await audit(page, 'checkout with field errors');

      // The German page starts the address in Germany: a German address needs no country choice.
      expect(await page.getByLabel(tr(lang, 'Country'), { exact: true }).inputValue()).toBe('DE');
      const fields: Array<[string, string]> = [
        ['First name', 'Jana'],
        ['Last name', 'Schmidt'],
        ['Street', 'Unter den Linden'],
        ['House number', '5'],
        ['Postcode', '10117'],
        ['Town or city', 'Berlin'],
        ['E-mail address', `a11y-${Date.now()}@example.de`],
        ['Phone number', '030 1234567'],
      ];
      for (const [label, value] of fields) await page.getByLabel(tr(lang, label), { exact: true }).fill(value);
      await cont.click();
      const place = page.getByRole('button', { name: tr(lang, 'Place order') });
      await place.waitFor({ timeout: 15_000 });
      await audit(page, 'checkout, payment step');
      await page.getByRole('radio', { name: new RegExp(tr(lang, 'Cash on delivery'), 'i') }).check();
      await place.click();
      await page.waitForURL(/\/de\/shop\/confirmed\?orderId=/, { timeout: 20_000 });
      await page.getByText(tr(lang, 'We have received your order.')).waitFor({ timeout: 15_000 });
      // The confirmation opens with the focus on its heading (a client navigation), not on the body.
      await expect.poll(() => page.evaluate(() => document.activeElement?.matches('main h1') ?? false)).toBe(true);
      await audit(page, 'order confirmation (cash on delivery)');
    } finally {
      await context.close();
    }
    expectNoBlocking(from);
  });

  it('cart at phone width (Dutch), empty and with an item', async () => {
    const from = axe.blocking.length;
    const context = await visitor({ locale: 'nl-NL', phone: true });
    const page = await context.newPage();
    try {
      await open(page, '/shop/cart');
      await page.locator('.cart-empty').waitFor({ timeout: 15_000 });
      await audit(page, 'cart, empty (phone)');
      await open(page, `/shop/${parts.nl![3]!.url_key}`);
      await page.getByRole('button', { name: tr('nl', 'Add to cart') }).click();
      await page.locator('[data-sonner-toast]').first().waitFor({ state: 'visible', timeout: 15_000 });
      await open(page, '/shop/cart');
      await page.locator('.cart-lines > li').first().waitFor({ timeout: 15_000 });
      await audit(page, 'cart with an item (phone)');
      await open(page, '/shop/checkout');
      await page.getByRole('button', { name: tr('nl', 'Continue to payment') }).click();
      await page.locator('[aria-invalid="true"]').first().waitFor({ timeout: 10_000 });
      await audit(page, 'checkout with field errors (phone)');
    } finally {
      await context.close();
    }
    expectNoBlocking(from);
  });

  it('the configurator: model choice and a model, desktop and phone', async () => {
    const from = axe.blocking.length;
    const desktop = await visitor({ locale: 'nl-NL' });
    const phone = await visitor({ locale: 'en-GB', phone: true });
    try {
      const page = await desktop.newPage();
      await open(page, '/configurator');
      await audit(page, 'configurator, model choice');
      await open(page, '/configurator/FOLT%20Elite');
      await page.locator('form.cfg-options').waitFor({ timeout: 20_000 });
      await audit(page, 'configurator, a model');
      const small = await phone.newPage();
      await open(small, '/en/configurator');
      await audit(small, 'configurator, model choice (phone)');
      await open(small, '/en/configurator/FOLT%20Classic');
      await small.locator('form.cfg-options').waitFor({ timeout: 20_000 });
      await audit(small, 'configurator, a model (phone)');
    } finally {
      await desktop.close();
      await phone.close();
    }
    expectNoBlocking(from);
  });

  it("the customer's orders", async () => {
    const from = axe.blocking.length;
    const context = await visitor({ locale: 'nl-NL' });
    const page = await context.newPage();
    try {
      await open(page, '/customer-login');
      await page.locator('#login-identifier').fill('klant@example.com');
      await page.locator('#login-password').fill('Klant123!');
      await page.locator('form button[type="submit"]').click();
      await page.waitForURL(/\/customer-orders/, { timeout: 15_000 });
      await page.locator('.order-card').first().waitFor({ timeout: 15_000 });
      await audit(page, 'customer orders');
      await page.locator('.order-card a').first().click();
      await page.locator('.order-detail').waitFor({ timeout: 15_000 });
      await audit(page, 'customer order detail');
    } finally {
      await context.close();
    }
    expectNoBlocking(from);
  });

  it('the back office (English desktop, German phone)', async () => {
    const from = axe.blocking.length;
    const context = await visitor({ locale: 'en-GB' });
    const page = await context.newPage();
    try {
      await open(page, '/en/admin/login');
      await page.locator('#login-identifier').fill('admin');
      await page.locator('#login-password').fill('Admin123!');
      await page.locator('form button[type="submit"]').click();
      await page.waitForURL(/\/en\/admin$/, { timeout: 15_000 });
      await adminLoaded(page);
      await audit(page, 'admin dashboard');
      await open(page, '/en/admin/orders');
      await page.getByRole('region', { name: 'Orders' }).getByRole('row').nth(1).waitFor({ timeout: 15_000 });
      await audit(page, 'admin orders');
      const orderLink = page.getByRole('region', { name: 'Orders' }).locator('a').first();
      await orderLink.click();
      await page.waitForURL(/\/en\/admin\/order-view\/\d+/);
      await page.locator('#order-history-title').waitFor({ timeout: 15_000 });
      await audit(page, 'admin order view');
      for (const [label, path] of [
        ['admin leads', '/en/admin/leads'],
        ['admin bikes', '/en/admin/bikes'],
        ['admin parts', '/en/admin/parts'],
        ['admin shop listing', '/en/admin/shop'],
      ] as const) {
        await open(page, path);
        await adminLoaded(page);
        await audit(page, label);
      }
      await open(page, '/en/admin/leads');
      await adminLoaded(page);
      if (await page.locator('.lead-details summary').count()) {
        await page.locator('.lead-details summary').first().click();
        await audit(page, 'admin leads, a form opened');
      }
      // An order with a bike: its view and the workshop sheet it prints (blank layout).
      const withBike = (await ordersFor(shop, 'klant@example.com')).find((order) => order.items.some((item) => item.product_type === 'bundle'));
      expect(withBike).toBeDefined();
      await open(page, `/en/admin/order-view/${withBike!.entity_id}`);
      const print = page.getByRole('link', { name: /Print workshop sheet/ }).first();
      await print.waitFor({ timeout: 15_000 });
      await audit(page, 'admin order view with a bike');
      await open(page, (await print.getAttribute('href'))!);
      await page.getByRole('heading', { name: 'Frame number' }).waitFor({ timeout: 15_000 });
      await audit(page, 'admin workshop sheet');

      await open(page, '/en/admin/bikes');
      await page.getByRole('row').filter({ hasText: 'FOLT Classic' }).getByRole('link', { name: /Edit/ }).click();
      await page.waitForURL(/\/en\/admin\/bike-edit\/\d+$/);
      await page.getByLabel('Base price (incl. VAT, €)').waitFor({ timeout: 15_000 });
      await audit(page, 'admin bike edit');

      // The same admin session at phone width, in German.
      const phone = await visitor({ locale: 'de-DE', phone: true });
      await phone.addCookies(await context.cookies());
      try {
        const small = await phone.newPage();
        await open(small, '/de/admin/orders');
        await small.locator('table tr').nth(1).waitFor({ timeout: 15_000 });
        await audit(small, 'admin orders (phone)');
        await open(small, '/de/admin/leads');
        await adminLoaded(small);
        await audit(small, 'admin leads (phone)');
      } finally {
        await phone.close();
      }
    } finally {
      await context.close();
    }
    expectNoBlocking(from);
  });

  it('the consent banner: its question and its settings', async () => {
    const from = axe.blocking.length;
    const context = await visitor({ locale: 'nl-NL', consent: false });
    const page = await context.newPage();
    try {
      await open(page, '/over-ons');
      await page.locator('.consent-banner').waitFor({ state: 'visible', timeout: 10_000 });
      await audit(page, 'consent banner');
      await page.locator('[data-consent="settings"]').click();
      await page.locator('.consent-banner input[name="analytics"]').waitFor();
      await audit(page, 'consent banner, settings');
    } finally {
      await context.close();
    }
    expectNoBlocking(from);
  });
});
