// Sections that hydrate later (decision record 025, views/shared/later-section.tsx): the server renders them in full,
// their code is not loaded with the page, they hydrate as they come near the viewport or take the keyboard's focus,
// and then work as before (their links lead to their pages, focus kept), with no hydration warnings. A marketing page
// hydrates without the router (decision record 043): its links load documents; rendered by the router (reached by a
// client navigation from a shop page), its later sections render at once.
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
  it('home on a phone: the lower sections are in the HTML, load as they are scrolled to, and their links then lead to their pages', async () => {
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
    await page.waitForTimeout(200);
    await guide.getByRole('link', { name: 'Compare models' }).click();
    await page.waitForURL(`${base}/en/compare`);
    await expect.poll(() => page.locator('h1').count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('home with the keyboard: focus that moves into a section not yet hydrated stays on its link, which then leads to its page', async () => {
    const context = await newContext(browser, { phone: true });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(base + '/en');
    await waitForHydration(page);
    await page.waitForTimeout(500);
    expect(await loadedChunks(page)).not.toContain('home-guide');
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
    await expect.poll(() => page.locator('h1').count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a model page renders its gallery and specifications on the server, and a client navigation back to a page with later sections renders them at once', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = watchConsole(page);
    // The shop list hydrates with the router: home and a model page are then rendered by the router, in the document.
    await page.goto(base + '/en/shop');
    await waitForHydration(page);
    await markDocument(page);
    await page.locator('a.brand[href="/en"]').click();
    await page.waitForURL(`${base}/en`);
    // Home's later sections came with the page (a client navigation renders them at once).
    await page.waitForFunction(() => document.getElementById('home-guide') !== null);
    // Leaving the page before its lower sections were needed: they load, and the next visit renders them.
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
    // This suite's site runs without the commerce API: the shop list's own requests fail, nothing else may.
    expect(problems.filter((problem) => !problem.includes('/api/'))).toEqual([]);
    await context.close();
  });
});
