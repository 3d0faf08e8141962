// The /__inspect page's detail view in Debian's Chromium (decision record 036): a real XState actor, streamed by the
// real browser module (src/lib/inspect) to the real dev inspector, is drawn as a statechart (nested and parallel
// states, event names on the edges) with its active states highlighted; its event log holds the snapshot after each
// event, and stepping back shows an earlier snapshot on the diagram without touching the live actor; the send form
// delivers an event to the live actor, refuses invalid JSON with a clear message; a large machine (the admin
// order view) scrolls and pans inside its box. No console errors or CSP violations.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { assign, createActor, setup } from 'xstate';
import { createDevInspector, type DevInspector } from '../../server/dev/inspector';
import { startInspector, type Inspector, type SocketLike } from '../../src/lib/inspect/xstate-inspector';
import { adminOrderViewMachine } from '../../src/machines/admin-order-view/admin-order-view.machine';
import { launchBrowser, watchConsole } from '../e2e/browser';

let server: http.Server;
let inspector: DevInspector;
let base: string;
let browser: Browser;
let tab: Inspector & { stop(): void };

/** A checkout-like machine: nested states, a parallel region, a guard and a delayed transition. */
const orderMachine = setup({
  types: {
    context: {} as { items: number; note: string },
    events: {} as { type: 'add'; qty?: number } | { type: 'checkout' } | { type: 'pay' } | { type: 'back' },
  },
  guards: { hasItems: ({ context }) => context.items > 0 },
}).createMachine({
  id: 'order',
  context: { items: 0, note: '' },
  initial: 'shopping',
  states: {
    shopping: {
      on: {
        add: { actions: assign({ items: ({ context, event }) => context.items + (event.qty ?? 1) }) },
        checkout: { target: 'checkingOut', guard: 'hasItems' },
      },
    },
    checkingOut: {
      type: 'parallel',
      on: { back: 'shopping' },
      states: {
        address: { initial: 'editing', states: { editing: { on: { pay: 'valid' } }, valid: {} } },
        payment: { initial: 'choosing', states: { choosing: { after: { 60000: 'expired' } }, expired: { type: 'final' } } },
      },
    },
  },
});

beforeAll(async () => {
  inspector = createDevInspector({ heartbeatMs: 0, broadcastMs: 10 });
  server = http.createServer((req, res) => {
    if (!inspector.handle(req, res)) res.writeHead(404).end();
  });
  inspector.attach(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  tab = startInspector({ url: `ws://${base}/__inspect/ws`, page: '/nl/shop?inspect', WebSocket: WebSocket as unknown as new (url: string) => SocketLike });
  browser = await launchBrowser();
});

afterAll(async () => {
  tab?.stop();
  await browser?.close();
  await inspector.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function openPage(): Promise<{ page: Page; problems: string[] }> {
  const page = await (await browser.newContext({ viewport: { width: 1400, height: 1000 } })).newPage();
  const problems = watchConsole(page);
  await page.goto(`http://${base}/__inspect`);
  await expect.poll(() => page.textContent('#status')).toBe('live');
  return { page, problems };
}

/** Paths of the highlighted (active) states on the diagram. */
const activeStates = (page: Page) => page.locator('#diagram g.state.active').evaluateAll((groups) => groups.map((g) => g.getAttribute('data-path')).sort());

describe('the /__inspect detail view', () => {
  it('draws the statechart, steps back through the event log and sends an event to the live actor', async () => {
    const order = createActor(orderMachine, { inspect: tab.inspect }).start();
    order.send({ type: 'add', qty: 2 });
    order.send({ type: 'checkout' });
    const { page, problems } = await openPage();

    const card = page.locator(`article.actor[data-key$="/${order.sessionId}"]`);
    await card.locator('button.open-detail').click();
    await page.locator('#diagram svg').waitFor();
    expect(await page.textContent('#detail-title')).toBe('order');

    // Every state is a box; parallel and final states are marked; the edges carry their events (with guards and delays).
    const paths = await page.locator('#diagram g.state').evaluateAll((groups) => groups.map((g) => g.getAttribute('data-path')).sort());
    expect(paths).toEqual([
      '',
      'checkingOut',
      'checkingOut.address',
      'checkingOut.address.editing',
      'checkingOut.address.valid',
      'checkingOut.payment',
      'checkingOut.payment.choosing',
      'checkingOut.payment.expired',
      'shopping',
    ]);
    expect(await page.locator('#diagram g.state[data-path="checkingOut"] .title').textContent()).toBe('checkingOut ∥');
    expect(await page.locator('#diagram g.state[data-type="final"]').count()).toBe(1);
    const labels = await page.locator('#diagram .edge .edge-label').allTextContents();
    expect(labels.sort()).toEqual(['after 60000ms', 'back', 'checkout [hasItems]', 'pay']);
    // One initial dot per compound state (the machine, address, payment).
    expect(await page.locator('#diagram circle.initial').count()).toBe(3);
    // Labels are readable: inside the drawing, not on top of each other.
    const boxes = await page.locator('#diagram .edge .edge-label').evaluateAll((texts) =>
      texts.map((t) => {
        const { x, y, width, height } = (t as SVGTextElement).getBBox();
        return { x, y, width, height };
      }),
    );
    expect(boxes.every((b) => b.width > 20)).toBe(true);
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1)) expect(a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y).toBe(true);

    // The live state is highlighted (both regions of the parallel state).
    expect(await activeStates(page)).toEqual([
      'checkingOut',
      'checkingOut.address',
      'checkingOut.address.editing',
      'checkingOut.payment',
      'checkingOut.payment.choosing',
    ]);
    expect(await page.textContent('#viewing')).toContain('Live');
    // The log: newest first, each with the event and the state after it.
    expect(await page.locator('#log .entry .type').allTextContents()).toEqual(['checkout', 'add', 'xstate.init']);

    // Step back: the diagram shows the snapshot after `add`, the context of that moment; the live actor is untouched.
    await page.click('#earlier');
    expect(await activeStates(page)).toEqual(['shopping']);
    expect(await page.textContent('#viewing')).toContain('Time travel: after event #2 (add');
    expect(await page.locator('#snapshot pre.context').textContent()).toContain('"items": 2');
    expect(await page.locator('#log .entry[aria-pressed="true"] .type').textContent()).toBe('add');
    await page.click('#earlier');
    expect(await page.locator('#log .entry[aria-pressed="true"] .type').textContent()).toBe('xstate.init');
    expect(await page.locator('#snapshot pre.context').textContent()).toContain('"items": 0');
    expect(await page.isDisabled('#earlier')).toBe(true);
    expect(order.getSnapshot().value).toEqual({ checkingOut: { address: 'editing', payment: 'choosing' } });
    // From the keyboard: in the log, Up is later.
    await page.locator('#log .entry[aria-pressed="true"]').press('ArrowUp');
    expect(await page.locator('#log .entry[aria-pressed="true"] .type').textContent()).toBe('add');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('add');

    // A live event while travelling: the log grows, the view stays where it was.
    order.send({ type: 'pay' });
    await expect.poll(() => page.locator('#log .entry').count()).toBe(4);
    expect(await activeStates(page)).toEqual(['shopping']);
    await page.click('#to-live');
    expect(await activeStates(page)).toContain('checkingOut.address.valid');

    // The send form offers the machine's events, refuses invalid JSON, and sends to the live actor.
    expect(await page.locator('#event-types option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).toEqual([
      'add',
      'back',
      'checkout',
      'pay',
    ]);
    await page.fill('#send-type', 'back');
    await page.fill('#send-payload', '{"reason": ');
    await page.click('#send-button');
    expect(await page.textContent('#send-status')).toMatch(/^The payload is not valid JSON: /);
    expect(await page.getAttribute('#send-payload', 'aria-invalid')).toBe('true');
    await page.fill('#send-payload', '[1, 2]');
    await page.click('#send-button');
    expect(await page.textContent('#send-status')).toContain('must be a JSON object');
    expect(order.getSnapshot().value).toHaveProperty('checkingOut');

    await page.fill('#send-payload', '{"reason": "from the inspector"}');
    await page.click('#send-button');
    await expect.poll(() => order.getSnapshot().value).toBe('shopping');
    // The actor may change before the send request's answer reaches the page: the status follows that answer.
    await expect.poll(() => page.textContent('#send-status')).toBe('Sent back to the live actor.');
    await expect.poll(() => activeStates(page)).toEqual(['shopping']);
    await page.locator('#log .entry').first().click();
    expect(await page.locator('#log .entry').first().locator('.type').textContent()).toBe('back');
    await page.locator('#snapshot summary', { hasText: 'Event back' }).click();
    await expect
      .poll(() => page.locator('#snapshot details', { hasText: 'Event back' }).locator('pre').textContent())
      .toContain('"reason": "from the inspector"');

    // A stopped actor takes no events: the button says so, and the server refuses with 409.
    order.stop();
    await expect.poll(() => page.isDisabled('#send-button')).toBe(true);
    const refused = await fetch(`http://${base}/__inspect/send`, {
      method: 'POST',
      headers: { 'X-Inspect-Action': 'send' },
      body: JSON.stringify({ key: await card.getAttribute('data-key'), event: { type: 'add' } }),
    });
    expect([refused.status, ((await refused.json()) as { error: string }).error]).toEqual([
      409,
      'That actor has ended (or its tab closed): it takes no events.',
    ]);

    // Escape closes the panel from inside it, and the keyboard goes back to the card's button.
    await page.focus('#send-type');
    await page.keyboard.press('Escape');
    expect(await page.isHidden('#detail')).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe('open-detail');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('lays out a large statechart (the admin order view) in a box that scrolls and pans', async () => {
    const orderView = createActor(adminOrderViewMachine, { inspect: tab.inspect, input: { id: '1' } as never });
    const { page, problems } = await openPage();
    await page.locator(`article.actor[data-key$="/${orderView.sessionId}"] button.open-detail`).click();
    await page.locator('#diagram svg').waitFor();
    const states = await page.locator('#diagram g.state').count();
    expect(states).toBeGreaterThan(15);
    await page.click('#zoom-in');
    await page.click('#zoom-in');
    const size = await page
      .locator('#diagram')
      .evaluate((box) => ({ scroll: box.scrollHeight, client: box.clientHeight, sw: box.scrollWidth, cw: box.clientWidth }));
    expect(size.scroll > size.client || size.sw > size.cw).toBe(true);
    // Dragging pans the box.
    const box = (await page.locator('#diagram').boundingBox())!;
    const before = await page.locator('#diagram').evaluate((d) => d.scrollTop + d.scrollLeft);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 150, box.y + box.height / 2 - 150, { steps: 5 });
    await page.mouse.up();
    expect(await page.locator('#diagram').evaluate((d) => d.scrollTop + d.scrollLeft)).toBeGreaterThan(before);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
