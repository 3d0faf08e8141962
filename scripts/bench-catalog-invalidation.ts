// How long a price saved in the back office takes to show on another instance's marketing pages (issue 19): the
// Magento emulator and two shop instances sharing Redis (REDIS_URL, default 127.0.0.1:6379, with a random
// REDIS_KEY_PREFIX so nothing else on that Redis hears it). Each round saves a new Maxx price through instance A's
// admin API (which writes Magento and publishes the invalidation) and polls instance B's home page and Maxx page until
// both show it. Prints median and max over the rounds and restores the price. `npm run bench:invalidation [-- rounds]`
// (build first: `npm run build`). This is the shop's own delay; a CDN in front adds up to s-maxage (README).
import { randomBytes } from 'node:crypto';
import { adminBike, adminLogin, saveAdminBike } from '../tests/e2e/admin-bikes-api';
import { INTEGRATION_TOKEN } from '../tests/e2e/shop-fixtures';
import { startShopProcess, type ShopProcess } from '../tests/e2e/shop-process';

const rounds = Number(process.argv[2] ?? 10);
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `bench-${randomBytes(6).toString('hex')}:`;
const POLL_MS = 10;
const GIVE_UP_MS = 30_000;

/** Dutch money as the pages print it: 2549 → "€ 2.549,00". */
const dutch = (euros: number) => new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(euros).replace(/\u00a0/g, ' ');

async function shows(url: string, text: string): Promise<boolean> {
  const html = (await (await fetch(url, { headers: { 'cache-control': 'no-cache' } })).text()).replace(/\u00a0|&nbsp;/g, ' ');
  return html.includes(text);
}

async function waitFor(urls: string[], text: string, since: number): Promise<number> {
  const pending = new Set(urls);
  while (pending.size > 0) {
    if (Date.now() - since > GIVE_UP_MS) throw new Error(`${[...pending].join(', ')} did not show ${text} within ${GIVE_UP_MS} ms`);
    for (const url of [...pending]) if (await shows(url, text)) pending.delete(url);
    if (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return Date.now() - since;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

let a: ShopProcess | undefined;
let b: ShopProcess | undefined;
try {
  const shared = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix };
  a = await startShopProcess(shared);
  b = await startShopProcess({ ...shared, MAGENTO_URL: a.emulatorUrl, MAGENTO_TOKEN: INTEGRATION_TOKEN, MAGENTO_ALLOW_HTTP: 'private-network' });
  const pages = [`${b.url}/`, `${b.url}/maxx`];
  const admin = await adminLogin(a.url);
  const bike = await adminBike(admin, 'FOLT Maxx');
  const original = bike.price;
  // Warm B's cache so that every round measures an invalidation, not a first load.
  await waitFor(pages, dutch(original), Date.now());
  const delays: number[] = [];
  try {
    for (let round = 1; round <= rounds; round++) {
      const price = original + round;
      const saved = Date.now();
      await saveAdminBike(admin, bike, { price });
      const saveMs = Date.now() - saved;
      const delay = await waitFor(pages, dutch(price), saved);
      delays.push(delay);
      console.log(`round ${round}: € ${price} on B after ${delay} ms (the save itself took ${saveMs} ms)`);
    }
  } finally {
    await saveAdminBike(admin, bike, { price: original });
  }
  const sorted = [...delays].sort((x, y) => x - y);
  console.log(`\n${rounds} changes: median ${percentile(sorted, 0.5)} ms, max ${sorted.at(-1)} ms from the admin's save to both pages of instance B`);
} finally {
  await Promise.allSettled([b?.stop(), a?.stop()]);
}
