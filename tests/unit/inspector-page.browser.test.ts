// The /__inspect page in Debian's Chromium under its own strict CSP: actors appear as a parent/child tree with
// state, context and events, follow live changes, show a closed tab's actors as ended, filter, and clear; no
// console errors or CSP violations. (Its script is plain JS that nothing else runs, hence a browser check.)
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createDevInspector, type DevInspector } from '../../server/dev/inspector';
import { launchBrowser, watchConsole } from '../e2e/browser';

let server: http.Server;
let inspector: DevInspector;
let base: string;
let browser: Browser;

beforeAll(async () => {
  inspector = createDevInspector({ heartbeatMs: 0, broadcastMs: 10 });
  server = http.createServer((req, res) => {
    if (!inspector.handle(req, res)) res.writeHead(404).end();
  });
  inspector.attach(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await inspector.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** A tab as the browser module would report it (messages written out, so the page is tested on its own). */
async function shopTab(): Promise<WebSocket> {
  const tab = new WebSocket(`ws://${base}/__inspect/ws`);
  await once(tab, 'open');
  tab.send(
    JSON.stringify([
      { type: 'hello', page: '/nl/shop/winkelwagen?inspect', at: 1_000 },
      { type: 'actor', sessionId: 'x:0', id: 'cart', logic: 'cart', systemId: 'cart', at: 1_000 },
      { type: 'actor', sessionId: 'x:1', id: 'refresh', logic: 'refreshCart', parentId: 'x:0', at: 1_001 },
      {
        type: 'snapshot',
        sessionId: 'x:0',
        at: 1_002,
        snapshot: {
          status: 'active',
          value: { ready: 'idle' },
          context: { cartId: 'abc', items: [{ sku: 'FOLT Classic', qty: 1 }] },
          tags: ['loaded'],
          children: ['refresh'],
        },
      },
      { type: 'snapshot', sessionId: 'x:1', at: 1_003, snapshot: { status: 'active' } },
      { type: 'event', sessionId: 'x:0', at: 1_004, event: { type: 'cart.add', sku: 'FOLT Classic', qty: 1 } },
      { type: 'event', sessionId: 'x:0', sourceId: 'x:1', at: 1_005, event: { type: 'cart.refreshed' } },
    ]),
  );
  return tab;
}

async function openPage(): Promise<{ page: Page; problems: string[] }> {
  const page = await (await browser.newContext()).newPage();
  const problems = watchConsole(page);
  await page.goto(`http://${base}/__inspect`);
  return { page, problems };
}

describe('the /__inspect page', () => {
  it('shows the actors, follows changes, marks a closed tab, filters and clears', async () => {
    const tab = await shopTab();
    const { page, problems } = await openPage();
    await expect.poll(() => page.textContent('#status')).toBe('live');

    const cart = page.locator('article.actor[data-key$="/x:0"]');
    const refresh = page.locator('article.actor[data-key$="/x:1"]');
    await cart.waitFor();
    expect(await cart.locator('.name').textContent()).toBe('cart');
    expect(await cart.locator('.badge.system').textContent()).toBe('#cart');
    expect(await cart.locator('.state .value').textContent()).toBe('ready.idle');
    expect(await cart.locator('.tag').textContent()).toBe('loaded');
    // Events newest first, with the sender's name.
    expect(await cart.locator('.events li .type').allTextContents()).toEqual(['cart.refreshed', 'cart.add']);
    expect(await cart.locator('.events li').first().textContent()).toContain('from refresh');
    // The child is indented under its parent and links to it.
    expect(await refresh.locator('.meta').textContent()).toContain('child of cart');
    const [cartBox, refreshBox] = [await cart.boundingBox(), await refresh.boundingBox()];
    expect(refreshBox!.x).toBeGreaterThan(cartBox!.x);
    expect(refreshBox!.y).toBeGreaterThan(cartBox!.y);

    // Context is folded until asked for.
    await cart.locator('summary', { hasText: 'Context' }).click();
    expect(await cart.locator('pre').first().textContent()).toContain('"cartId": "abc"');

    // A live change re-renders the card and keeps the context open.
    tab.send(
      JSON.stringify({
        type: 'snapshot',
        sessionId: 'x:0',
        at: 2_000,
        snapshot: { status: 'active', value: { ready: 'saving' }, context: { cartId: 'abc', items: [] } },
      }),
    );
    await expect.poll(() => cart.locator('.state .value').textContent()).toBe('ready.saving');
    expect(await cart.locator('pre').first().textContent()).toContain('"items": []');

    // The tab goes away: its actors are marked ended.
    tab.close();
    await expect.poll(() => cart.getAttribute('data-status')).toBe('ended');
    expect(await cart.locator('.badge.status').textContent()).toContain('tab closed');
    expect(await page.textContent('#counts')).toContain('0 live · 2 ended');

    await page.fill('#filter', 'refresh');
    await expect.poll(() => page.locator('article.actor').count()).toBe(1);
    await page.fill('#filter', '');
    await expect.poll(() => page.locator('article.actor').count()).toBe(2);

    await page.click('#clear');
    await expect.poll(() => page.isVisible('#empty')).toBe(true);
    expect(await page.locator('article.actor').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
