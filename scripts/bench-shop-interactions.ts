// `npm run bench:shop`: long tasks while a shopper adds to cart and types in checkout (issue 5, DESIGN §11). Starts the
// whole shop (production build: `npm run build` first), drives Debian's Chromium with the CPU throttled 4× over CDP
// and records every long task (PerformanceObserver 'longtask', > 50 ms) during two windows: from the pointer
// arriving on "Add to cart" (then pressed for 100 ms, like a shopper's click) until the header badge shows the new
// count, and while the address form is typed key by key (60 ms between keys, as a quick typist). Clicks and keys go
// in as raw input events, so Playwright's own page-side work (actionability checks, locator queries) stays out of the
// windows. Reports count and duration of the long tasks per window.
// BENCH_TRACE=dir also records a performance trace of each run (dir/run-N.json, for DevTools' Performance panel) and
// prints what every long task in it was made of (tracing itself adds a little work to the page); BENCH_TRACE_MS sets
// the length from which a task is listed (50 by default: lower it to see what comes close).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/browser';
import { startShopProcess } from '../tests/e2e/shop-process';
import { partsIn, tr } from '../tests/e2e/shop-fixtures';
import { describeLongTasks, longTasksOf, type TraceEvent } from './trace-long-tasks';

const THROTTLE = Number(process.env.CPU_THROTTLE ?? 4);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** The pointer rests on the button this long before the press, and the press lasts this long. */
const HOVER_MS = 300;
const PRESS_MS = 100;
const TRACE_DIR = process.env.BENCH_TRACE;
const TRACE_LISTED_MS = Number(process.env.BENCH_TRACE_MS ?? 50);
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8.execute', 'blink.user_timing'];

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

/** The page's clock; with a name, also a performance mark of that name (the trace's windows, BENCH_TRACE). */
async function now(page: Page, mark?: string): Promise<number> {
  return page.evaluate((name) => (name ? performance.mark(name).startTime : performance.now()), mark);
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
      if (TRACE_DIR) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
      const start = await now(page, 'bench:add:start');
      // A shopper's click: the pointer arrives (hover), the button is pressed, and released 100 ms later. All of it is
      // in the window. (mouse.click() sends the three within microseconds and Chromium handles them in one task,
      // a task no hand produces.)
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForTimeout(HOVER_MS);
      await page.mouse.down();
      await page.waitForTimeout(PRESS_MS);
      await page.mouse.up();
      await page.waitForFunction((count) => Number(document.querySelector('.cart-link .badge')?.textContent?.match(/\d+/)?.[0] ?? 0) > count, before, {
        timeout: 30_000,
        polling: 100,
      });
      add.push(await longTasksIn(page, { start, end: await now(page, 'bench:add:end') }));

      await page.goto(`${shop.url}/shop/checkout`);
      await page.getByLabel(tr('nl', 'First name'), { exact: true }).waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      const typed: number[] = [];
      for (const [label, value] of FIELDS) {
        // Focused outside the measured window (Playwright's locator work), then typed as raw key input.
        await page.getByLabel(tr('nl', label), { exact: true }).focus();
        await page.waitForTimeout(200);
        const fieldStart = await now(page, 'bench:typing:start');
        await page.keyboard.type(value, { delay: 60 });
        typed.push(...(await longTasksIn(page, { start: fieldStart, end: await now(page, 'bench:typing:end') })));
        keys += value.length;
      }
      typing.push(typed);
      if (TRACE_DIR) {
        const trace = await browser.stopTracing();
        await mkdir(TRACE_DIR, { recursive: true });
        const file = path.join(TRACE_DIR, `run-${run + 1}.json`);
        await writeFile(file, trace);
        const tasks = longTasksOf(JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }, ['add', 'typing'], TRACE_LISTED_MS);
        console.log(`run ${run + 1}: ${tasks.length} task(s) over ${TRACE_LISTED_MS} ms in the measured windows of the trace (${file})`);
        for (const line of describeLongTasks(tasks)) console.log(line);
      }
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
