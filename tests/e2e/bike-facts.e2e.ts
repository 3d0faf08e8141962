// The pages that read one model's facts or the models' numbers alone (docs/decisions/040-bike-facts-per-model.md) in
// a real browser: they hydrate without warnings, and going from one model page to another (document loads from a
// marketing page, client navigations from a shop page), a language switch and the Back button show each model's own
// texts.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CLASSIC } from '../../common/bikes/classic';
import { VOYAGE } from '../../common/bikes/voyage';
import { launchBrowser, newContext, waitForHydration, watchConsole } from './browser';

const base = inject('shopUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SLOW_MACHINE = { timeout: 15_000 };
const lead = (page: Page) => page.locator('.mk-lead').first().textContent();
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

describe('bike facts per model in Chromium', () => {
  it.each(['/classic', '/en/voyage', '/de/piccolo', '/en/employer-plan', '/over-ons', '/de'])(
    '%s loads without console errors or hydration warnings',
    async (path) => {
      const context = await newContext(browser);
      const page = await context.newPage();
      const problems = watchConsole(page);
      expect((await page.goto(base + path))?.status()).toBe(200);
      await waitForHydration(page);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it("going from one model page to another, a language switch and Back show each model's own texts", async () => {
    // From a marketing page the links load documents (it hydrates without the router, decision record 043); from the
    // shop list (a router page) the same walk is client navigations in one document, with the router rendering the
    // marketing pages.
    for (const start of ['/en/classic', '/en/shop']) {
      const context = await newContext(browser);
      const page = await context.newPage();
      const problems = watchConsole(page);
      await page.goto(`${base}${start}`);
      await waitForHydration(page);
      if (start === '/en/classic') expect(await lead(page)).toBe(CLASSIC.description.en);
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
      await page.locator('header a[href="/en/models"]').first().click();
      await page.waitForURL(`${base}/en/models`);
      await page.locator('a[href="/en/voyage"]').first().click();
      await page.waitForURL(`${base}/en/voyage`);
      await expect.poll(() => lead(page), SLOW_MACHINE).toBe(VOYAGE.description.en);
      expect(await page.locator('.mk-eyebrow').first().textContent()).toBe(VOYAGE.tagline.en);
      await page.locator('.lang-switch a[hreflang="de"]').click();
      await expect.poll(() => lead(page), SLOW_MACHINE).toBe(VOYAGE.description.de);
      await page.goBack();
      await expect.poll(() => lead(page), SLOW_MACHINE).toBe(VOYAGE.description.en);
      await page.goBack();
      await page.goBack();
      await page.waitForURL(`${base}${start}`);
      if (start === '/en/classic') await expect.poll(() => lead(page), SLOW_MACHINE).toBe(CLASSIC.description.en);
      else expect(await sameDocument(page)).toBe(true);
      // This suite's site runs without the commerce API: the shop list's own requests fail, nothing else may.
      expect(problems.filter((problem) => !problem.includes('/api/'))).toEqual([]);
      await context.close();
    }
  });
});
