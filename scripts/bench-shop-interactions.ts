// `npm run bench:shop`: long tasks while a shopper adds to cart and types in checkout (issue 5, DESIGN §11). Starts the
// whole shop (production build: `npm run build` first), drives Debian's Chromium with the CPU throttled 4× over CDP
// and records every long task (PerformanceObserver 'longtask', > 50 ms) during two windows: from the click on
// "Add to cart" until the header badge shows the new count, and while the address form is typed key by key (60 ms
// between keys, as a quick typist). Clicks and keys go in as raw input events, so Playwright's own page-side work
// (actionability checks, locator queries) stays out of the windows. Reports count and duration of the long tasks per window.
import type { Page } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/browser';
import { startShopProcess } from '../tests/e2e/shop-process';
import { partsIn, tr } from '../tests/e2e/shop-fixtures';

const THROTTLE = Number(process.env.CPU_THROTTLE ?? 4);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const PROBE = `(() => {
  const tasks = [];
  window.__longTasks = tasks;
  try {
    new PerformanceObserver((list) => { for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration }); })
      .observe({ type: 'longtask', buffered: true });
  } catch {}
})();`;

interface Window {
  start: number;
  end: number;
}

async function now(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

async function longTasksIn(page: Page, window: Window): Promise<number[]> {
  return page.evaluate(
    ({ start, end }) =>
      ((globalThis as unknown as { __longTasks: Array<{ start: number; duration: number }> }).__longTasks ?? [])
        .filter((task) => task.start + task.duration >= start && task.start <= end)
        .map((task) => Math.round(task.duration)),
    window,
  );
}

async function badgeCount(page: Page): Promise<number> {
  const badge = page.locator('.cart-link .badge').first();
  return (await badge.count()) ? Number.parseInt((await badge.textContent()) ?? '0', 10) : 0;
}

const FIELDS: Array<[string, string]> = [
  ['First name', 'Johanna'],
  ['Last name', 'van der Berg'],
  ['Street', 'Oudegracht'],
  ['House number', '231'],
  ['Postcode', '3511 NK'],
  ['Town or city', 'Utrecht'],
  ['E-mail address', 'johanna@example.nl'],
  ['Phone number', '0612345678'],
];

async function main() {
  const shop = await startShopProcess();
  const browser = await launchBrowser();
  const add: number[][] = [];
  const typing: number[][] = [];
  let keys = 0;
  try {
    const part = (await partsIn(shop, 'nl'))[0]!;
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ locale: 'nl-NL', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      await context.addInitScript(PROBE);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });

      await page.goto(`${shop.url}/shop/${part.url_key}`);
      await page.getByRole('button', { name: tr('nl', 'Add to cart') }).waitFor();
      await page.waitForLoadState('networkidle');
      const before = await badgeCount(page);
      // The click goes in as raw input at the button's place (CDP), and the badge is polled every 100 ms: Playwright's
      // own actionability checks and requestAnimationFrame polling run on the page's main thread and would be
      // counted as the shop's long tasks.
      const button = page.getByRole('button', { name: tr('nl', 'Add to cart') });
      await button.scrollIntoViewIfNeeded();
      const box = (await button.boundingBox())!;
      await page.waitForTimeout(500);
      const start = await now(page);
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForFunction((count) => Number(document.querySelector('.cart-link .badge')?.textContent?.match(/\d+/)?.[0] ?? 0) > count, before, { timeout: 30_000, polling: 100 });
      add.push(await longTasksIn(page, { start, end: await now(page) }));

      await page.goto(`${shop.url}/shop/checkout`);
      await page.getByLabel(tr('nl', 'First name'), { exact: true }).waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      const typed: number[] = [];
      for (const [label, value] of FIELDS) {
        // Focused outside the measured window (Playwright's locator work), then typed as raw key input.
        await page.getByLabel(tr('nl', label), { exact: true }).focus();
        await page.waitForTimeout(200);
        const fieldStart = await now(page);
        await page.keyboard.type(value, { delay: 60 });
        typed.push(...(await longTasksIn(page, { start: fieldStart, end: await now(page) })));
        keys += value.length;
      }
      typing.push(typed);
      await context.close();
    }
  } finally {
    await browser.close();
    await shop.stop();
  }
  const report = (name: string, runs: number[][]) => {
    const all = runs.flat();
    console.log(
      `${name}: ${all.length} long task(s) over ${runs.length} runs${all.length ? `, longest ${Math.max(...all)} ms, durations ${all.join(', ')} ms` : ''}`,
    );
  };
  console.log(`CPU throttled ${THROTTLE}×, phone viewport, ${RUNS} runs`);
  report('add to cart (click → badge updated)', add);
  report(`typing the checkout address (${keys} keys in total)`, typing);
}

await main();
