// The pages that read one model's facts or the models' numbers alone (docs/decisions/040-bike-facts-per-model.md) in
// a real browser: they hydrate without warnings, and a client navigation from one model page to another, a language
// switch and the Back button show each model's own texts, without loading the document again.
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

  it("a client navigation from one model page to another, a language switch and Back show each model's own texts", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${base}/en/classic`);
    await waitForHydration(page);
    expect(await lead(page)).toBe(CLASSIC.description.en);
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
    await expect.poll(() => lead(page), SLOW_MACHINE).toBe(CLASSIC.description.en);
    expect(await sameDocument(page)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
