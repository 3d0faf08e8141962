// The shop installed under a folder whose path has a dot-directory (~/.cache/…, ~/.local/share/…, a CI workspace in
// .work/): a deployment of the built shop in a temp dir's .work/shop/, started like `npm start` does. Its CSS and JavaScript
// reach a browser that takes Brotli (they answered 404 once: `send` refused the absolute path's dot segment), so the
// page is styled and adding to the cart works.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { openShop, partsIn, tr, unexpectedProblems } from './shop-fixtures';
import { copyDeployment, startShopProcess, type ShopProcess } from './shop-process';

const checkout = path.resolve(import.meta.dirname, '../..');
let tempDir: string;
let installed: string;
let shop: ShopProcess;
let browser: Browser;

beforeAll(async () => {
  tempDir = await mkdtemp(path.join(os.tmpdir(), 'folt-dot-'));
  installed = path.join(tempDir, '.work', 'shop');
  await mkdir(installed, { recursive: true });
  // What the server runs from: the build and the starter (node_modules linked).
  await copyDeployment(installed);
  await symlink(path.join(checkout, 'node_modules'), path.join(installed, 'node_modules'), 'dir');
  [shop, browser] = await Promise.all([startShopProcess({}, { root: installed }), launchBrowser()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
});

describe('the shop installed under a dot-directory', () => {
  it('sends its hashed CSS and JavaScript Brotli-compressed, not 404', async () => {
    expect(installed).toContain(`${path.sep}.work${path.sep}`);
    const html = await (await fetch(`${shop.url}/`)).text();
    const assets = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:css|js))"/g)].map((m) => m[1]!);
    expect(assets.some((a) => a.endsWith('.css'))).toBe(true);
    expect(assets.some((a) => a.endsWith('.js'))).toBe(true);
    let twins = 0;
    for (const asset of assets) {
      const res = await fetch(`${shop.url}${asset}`, { headers: { 'accept-encoding': 'br, gzip' } });
      // The build writes twins for files worth compressing; each one it wrote is what the browser gets.
      const twin = existsSync(path.join(installed, 'dist', 'current', 'client', `${asset}.br`));
      if (twin) twins++;
      expect([asset, res.status, res.headers.get('content-encoding')]).toEqual([asset, 200, twin ? 'br' : null]);
    }
    expect(twins).toBeGreaterThan(1);
    const manifest = await fetch(`${shop.url}/builds/latest.json`);
    expect(manifest.status).toBe(200);
  });

  it('shows a styled page in Chromium and adds a part to the cart', async () => {
    const [part] = await partsIn(shop, 'nl');
    expect(part).toBeDefined();
    const session = await openShop(browser, shop);
    try {
      await session.open(`/shop/${part!.url_key}`);
      // The stylesheet applied: the header is laid out by it (an unstyled page has the browser's block layout). The
      // build's CSS arrives inline in the page (decision 022) or as a sheet under /assets/.
      const styled = await session.page.evaluate(() => {
        const sheets = [...document.styleSheets].filter((sheet) => sheet.href?.includes('/assets/') || sheet.ownerNode?.nodeName === 'STYLE');
        return { sheets: sheets.length, rules: sheets.reduce((n, sheet) => n + sheet.cssRules.length, 0), margin: getComputedStyle(document.body).margin };
      });
      expect(styled.sheets).toBeGreaterThan(0);
      expect(styled.rules).toBeGreaterThan(50);
      expect(styled.margin).toBe('0px');
      await session.page.getByRole('heading', { level: 1, name: part!.name }).waitFor();
      await session.page.getByRole('button', { name: tr('nl', 'Add to cart') }).click();
      const badge = session.page.locator('.cart-link .badge').first();
      await expect.poll(async () => ((await badge.count()) ? Number.parseInt((await badge.textContent()) ?? '0', 10) : 0), { timeout: 15_000 }).toBe(1);
      expect(unexpectedProblems(session.problems)).toEqual([]);
    } finally {
      await session.close();
    }
  });
});
