// `npm run bench:configurator`: the configurator's interaction latency (DESIGN §11, issue 6). Starts the whole shop
// (production build, `npm run build` first), opens configurator/{sku} in Debian's Chromium with the CPU throttled
// 4× over CDP, clicks through 20 choices that each change the price and the picture, and measures for each the
// time from the click's input event to the frame that shows both changes: a capture-phase listener takes the
// event's timestamp, a MutationObserver sees the price and the picture change, and the next animation frame plus a
// message-channel turn (after that frame's paint) closes the measurement. Long tasks are collected meanwhile.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/browser';
import { startShopProcess } from '../tests/e2e/shop-process';

const THROTTLE = Number(process.env.CPU_THROTTLE ?? 4);
const PAGE_PATH = process.env.BENCH_PATH ?? '/configurator/FOLT%20Elite';
/** Each step changes the price and the picture (colours alternate between free and paid ones). */
const STEPS = [
  'FOLT-BAT-504',
  'FOLT-COLOUR-FOREST-GREEN',
  'FOLT-RACK-REAR',
  'FOLT-BAG-PANNIER',
  'FOLT-SADDLE-COMFORT',
  'FOLT-BAT-600',
  'FOLT-COLOUR-PEARL-WHITE',
  'FOLT-RACK-FRONT',
  'FOLT-SADDLE-SPORT',
  'FOLT-BAT-360',
  'FOLT-BAG-FRAME',
  'FOLT-COLOUR-OCEAN-BLUE',
  'FOLT-BAG-PANNIER',
  'FOLT-RACK-FRONT',
  'FOLT-SADDLE-STD',
  'FOLT-COLOUR-GRAPHITE',
  'FOLT-BAT-504',
  'FOLT-BAG-FRAME',
  'FOLT-RACK-REAR',
  'FOLT-BAT-360',
];

interface Sample {
  sku: string;
  /** Input event → the animation frame that renders the change (script and style work of the interaction). */
  toFrame: number;
  /** Input event → after that frame's paint. */
  toPaint: number;
}

declare global {
  interface Window {
    __bench: { longTasks: number[]; arm(): void; result: Promise<{ toFrame: number; toPaint: number } | { error: string }> | null };
  }
}

/**
 * Installed in the page as source text: tsx compiles functions with name helpers the page does not have, so the
 * probe is plain JavaScript.
 */
const PROBE = `(() => {
  const bench = { longTasks: [], arm: () => {}, result: null };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: false });
  bench.arm = () => {
    bench.result = new Promise((resolve) => {
      const price = document.querySelector('[data-testid="cfg-picture-price"]');
      const picture = document.querySelector('.cfg-picture');
      if (!price || !picture) return resolve({ error: 'price or picture not found' });
      let eventTime = null;
      let priceChanged = false;
      let pictureChanged = false;
      let scheduled = false;
      const finish = (value) => {
        clearTimeout(timer);
        priceObserver.disconnect();
        pictureObserver.disconnect();
        resolve(value);
      };
      const timer = setTimeout(() => finish({ error: 'no change (price ' + priceChanged + ', picture ' + pictureChanged + ')' }), 3000);
      const onFrame = () => {
        const frame = performance.now();
        const channel = new MessageChannel();
        channel.port1.onmessage = () => finish({ toFrame: frame - eventTime, toPaint: performance.now() - eventTime });
        channel.port2.postMessage(null);
      };
      const check = () => {
        if (!scheduled && priceChanged && pictureChanged && eventTime !== null) {
          scheduled = true;
          requestAnimationFrame(onFrame);
        }
      };
      const priceObserver = new MutationObserver(() => { priceChanged = true; check(); });
      const pictureObserver = new MutationObserver(() => { pictureChanged = true; check(); });
      priceObserver.observe(price, { childList: true, characterData: true, subtree: true });
      pictureObserver.observe(picture, { childList: true, attributes: true, characterData: true, subtree: true });
      // The event's timestamp is when the input happened, so queueing before the handler counts too.
      document.addEventListener('click', (event) => { eventTime = event.timeStamp; }, { capture: true, once: true });
    });
  };
})()`;

function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { median: at(0.5), p95: at(0.95), max: sorted.at(-1)! };
}

async function measure(page: Page): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (const sku of STEPS) {
    await page.evaluate(() => window.__bench.arm());
    await page.locator(`label[data-sku="${sku}"]`).click();
    const result = await page.evaluate(() => window.__bench.result);
    if (!result || 'error' in result) throw new Error(`${sku}: ${result ? result.error : 'not armed'}`);
    samples.push({ sku, ...result });
    // Let the URL update and any idle work settle, like a shopper looking at the change.
    await page.waitForTimeout(300);
  }
  return samples;
}

/** BENCH_URL measures a shop that already runs (e.g. `npm run dev`, for a quick look) instead of starting one. */
async function startShop(): Promise<{ url: string; stop(): Promise<void> }> {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL, stop: async () => {} };
  if (!existsSync(path.resolve('dist/client/.vite/manifest.json'))) {
    console.error('No build found: run "npm run build" first.');
    process.exit(1);
  }
  // A database of its own: PGlite allows one server per directory, and a dev server or the e2e run may be up.
  const databaseDir = await mkdtemp(path.join(os.tmpdir(), 'folt-bench-db-'));
  const shop = await startShopProcess({ DATABASE_DIR: databaseDir });
  return { url: shop.url, stop: async () => { await shop.stop(); await rm(databaseDir, { recursive: true, force: true }); } };
}

async function main() {
  const [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'nl-NL' });
    const page = await context.newPage();
    await page.goto(`${shop.url}${PAGE_PATH}`);
    await page.locator('form.cfg-options').waitFor({ timeout: 30_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    await page.evaluate(PROBE);
    // One warm-up choice (first use of each code path), not counted; then back.
    await page.locator('label[data-sku="FOLT-BAT-600"]').click();
    await page.locator('label[data-sku="FOLT-BAT-360"]').click();
    await page.waitForTimeout(500);
    await page.evaluate(() => (window.__bench.longTasks.length = 0));
    const samples = await measure(page);
    const longTasks = await page.evaluate(() => window.__bench.longTasks);
    const frame = stats(samples.map((sample) => sample.toFrame));
    const paint = stats(samples.map((sample) => sample.toPaint));
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(`Configurator interaction latency, ${PAGE_PATH}, Chromium with ${THROTTLE}× CPU throttling, ${samples.length} choices`);
    console.log('| choice | input → frame | input → after paint |');
    console.log('|---|---|---|');
    for (const sample of samples) console.log(`| ${sample.sku} | ${ms(sample.toFrame)} | ${ms(sample.toPaint)} |`);
    console.log('');
    console.log(`input → frame with price and picture: median ${ms(frame.median)}, p95 ${ms(frame.p95)}, max ${ms(frame.max)}`);
    console.log(`input → after that frame's paint:     median ${ms(paint.median)}, p95 ${ms(paint.p95)}, max ${ms(paint.max)}`);
    console.log(`long tasks (> 50 ms) during the choices: ${longTasks.length}${longTasks.length ? ` (max ${ms(Math.max(...longTasks))})` : ''}`);
    await context.close();
  } finally {
    await browser.close();
    await shop.stop();
  }
}

await main();
