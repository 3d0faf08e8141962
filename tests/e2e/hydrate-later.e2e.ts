// Sections that hydrate later (decision record 025, views/shared/later-section.tsx): the server renders them in full,
// their code is not loaded with the page, they hydrate as they come near the viewport or take the keyboard's focus,
// and then work as before (client navigation, focus kept), with no hydration warnings.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, waitForHydration, watchConsole } from './browser';

const base = inject('shopUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The chunks of the page's sections that hydrate later which the browser has fetched, by section module name. */
async function loadedChunks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => /^\/assets\/(home-(models|perks|logos|guide)|model-page-details)-[\w-]+\.js$/.test(path))
      // The build's hash is 8 characters and may contain a '-' itself (home-guide-CLEhF-Bm.js).
      .map((path) => path.replace(/^\/assets\/(.*)-[\w-]{8}\.js$/, '$1')),
  );
}

/** A mark on the window that a full page load would lose. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

describe('sections that hydrate later', () => {
  it('home on a phone: the lower sections are in the HTML, load as they are scrolled to, and their links then navigate in the page', async () => {
    const context = await newContext(browser, { phone: true });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(base + '/en');
    await waitForHydration(page);
    // Served in full: the guide's heading and links are there before any of its code.
    const guide = page.locator('[data-hydrate-later="home-guide"]');
    await expect(guide.locator('h2').textContent()).resolves.toBe('Not sure which FOLT suits you?');
    await page.waitForTimeout(500);
    expect(await loadedChunks(page)).not.toContain('home-guide');
    // Its box is the section's own: the wrapper adds none.
    expect(await guide.evaluate((element) => getComputedStyle(element).display)).toBe('contents');

    await guide.locator('h2').scrollIntoViewIfNeeded();
    await expect.poll(() => loadedChunks(page), { timeout: 10_000 }).toContain('home-guide');
    await markDocument(page);
    await page.waitForTimeout(200);
    await guide.getByRole('link', { name: 'Compare models' }).click();
    await page.waitForURL(`${base}/en/compare`);
    expect(await sameDocument(page)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('home with the keyboard: focus that moves into a section not yet hydrated stays on its link, which then navigates in the page', async () => {
    const context = await newContext(browser, { phone: true });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(base + '/en');
    await waitForHydration(page);
    await page.waitForTimeout(500);
    expect(await loadedChunks(page)).not.toContain('home-guide');
    await markDocument(page);
    // Tab from the last link before the guide (in the press section) to the guide's first link.
    const before = page.locator('[data-hydrate-later="home-logos"] a').last();
    await before.focus();
    await page.keyboard.press('Tab');
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    expect(await focused()).toBe('Start the selection guide');
    await expect.poll(() => loadedChunks(page), { timeout: 10_000 }).toContain('home-guide');
    await page.waitForTimeout(300);
    // Hydration kept the element, so the focus is where the keyboard put it.
    expect(await focused()).toBe('Start the selection guide');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base}/en/selection-guide`);
    expect(await sameDocument(page)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a model page renders its gallery and specifications on the server, and a client navigation back to a page with later sections renders them at once', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(base + '/en');
    await waitForHydration(page);
    // Leaving the page before its lower sections were needed: they load, and the next visit renders them.
    await markDocument(page);
    const html = await (await page.request.get(base + '/en/classic')).text();
    expect(html).toContain('data-hydrate-later="model-page-details"');
    expect(html).toContain('id="specifications"');
    await page.locator('a[href="/en/classic"]').first().click();
    // The lower half came with the page: when its heading is there, so are the specifications.
    const rendered = () =>
      page.evaluate(() => ({ h1: document.querySelector('h1')?.textContent ?? '', specifications: document.getElementById('specifications') !== null }));
    await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('Classic'));
    expect(await rendered()).toMatchObject({ specifications: true });
    await page.goBack();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('Classic') === false);
    expect(await page.evaluate(() => document.getElementById('home-guide') !== null)).toBe(true);
    expect(await sameDocument(page)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
