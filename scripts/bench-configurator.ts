// `npm run bench:configurator`: the configurator's interaction latency (DESIGN §11, issue 6). Starts the whole shop
// (production build in the current directory, `npm run build` first), opens configurator/{sku} in Debian's Chromium
// with the CPU throttled 4× over CDP, clicks through 20 choices that each change the price and the picture (twice,
// from the standard configuration; BENCH_ROUNDS), and reports per choice:
//  - input → frame and input → paint: a capture-phase listener takes the release's timestamp, MutationObservers see
//    the price and the picture change, the next animation frame is the frame that shows them, and the end of that
//    frame's task in the trace is its paint; beside it the browser's own Event Timing duration (input → next paint,
//    in 8 ms steps);
//  - from a performance trace of the renderer's main thread (DevTools' categories, self time): the work from the
//    input to that paint — all of it, the scripting part, style/layout and paint — and its thread CPU time, which
//    the load of other processes does not inflate (it still contains the 4× throttling): "one frame" means this
//    work fits in 16.7 ms, wherever the frame boundaries fall;
//  - the work after that paint until the choice has settled (what the page defers: the parts that follow the
//    choice, the URL written, the router's work; what a shopper's next click can run into), and every long task
//    (> 50 ms) in either.
// The clicks are plain mouse events at the choice's position (no Playwright actionability scripts in the window),
// pressed for 100 ms like a shopper's (the press's own :active paint is not part of the choice); a choice has
// settled when the URL carries the new configuration and the page has been idle for a moment (the page itself
// waits for that: no polling from outside adds work to the trace). Other processes on the machine change every
// wall-clock figure: note the load average printed at the end, and compare runs made under similar load.
// BENCH_TRACE=file.json also writes the trace (open it in DevTools' Performance panel). Then the same choices are
// measured on a copy of the page without its scripts, served by a few lines of plain JavaScript (the browser's own
// share of a choice on this machine: see REFERENCE_SCRIPT; BENCH_REFERENCE=0 skips it).
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/browser';
import { startShopProcess } from '../tests/e2e/shop-process';
import { TOP_LEVEL_TASKS, type TraceEvent } from './trace-long-tasks';

const THROTTLE = Number(process.env.CPU_THROTTLE ?? 4);
const PAGE_PATH = process.env.BENCH_PATH ?? '/configurator/FOLT%20Elite';
const FRAME_MS = 1000 / 60;
const LONG_TASK_MS = 50;
const PRESS_MS = 100;
/** How often the 20 choices are made (from the standard configuration each time); BENCH_ROUNDS overrides. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
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

interface ProbeResult {
  /** Input event → the animation frame that renders the change. */
  toFrame: number;
  /** Event Timing's duration of the click's interaction (input → next paint, rounded to 8 ms); null below 16 ms. */
  eventTiming: number | null;
}

interface Sample extends ProbeResult {
  sku: string;
  /** Input event → the end of that frame's main-thread work (its paint), the frame's end from the trace. */
  toPaint: number;
  /** Main-thread work from the input to the paint (trace, self time by category). */
  frame: Work;
  /** Main-thread work after the paint until the choice settled (URL written, router done). */
  after: Work;
  longTasks: number[];
}

interface Work {
  /** Wall time of the main thread's tasks (self time summed: idle time is not in it). */
  total: number;
  /** The same tasks' thread CPU time: what the load of other processes on the machine does not inflate. */
  cpu: number;
  scripting: number;
  /** Style recalculation and layout. */
  rendering: number;
  /** Pre-paint, paint, layerize, commit. */
  painting: number;
  /** Input handling, task overhead and the rest. */
  other: number;
}

declare global {
  interface Window {
    __bench: {
      arm(index: number): void;
      result: Promise<ProbeResult | { error: string }> | null;
      settled(before: string, index?: number): Promise<string | null>;
    };
  }
}

/**
 * Installed in the page as source text: tsx compiles functions with name helpers the page does not have, so the
 * probe is plain JavaScript. performance.mark() names the phases in the trace: bench:<n>:pressed before the press,
 * bench:<n>:armed before the release, bench:<n>:frame in the animation frame that renders the change (the trace
 * gives that frame's end), bench:<n>:settled once the URL is written and the page idle.
 */
const PROBE = `(() => {
  const bench = { arm: () => {}, result: null, settled: null };
  window.__bench = bench;
  const interactions = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId || !['pointerup', 'mouseup', 'click'].includes(entry.name)) continue;
      interactions.set(entry.interactionId, Math.max(interactions.get(entry.interactionId) ?? 0, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: false });
  // URL changes, however written (the router's history calls these too): the settle waits for one.
  let onUrl = () => {};
  for (const name of ['replaceState', 'pushState']) {
    const original = history[name];
    history[name] = function (...args) {
      const result = original.apply(history, args);
      onUrl();
      return result;
    };
  }
  // Resolves once the URL differs from before and the page has been idle twice (the router's work is over).
  bench.settled = (before, index) => new Promise((resolve) => {
    const timer = setTimeout(() => resolve('the URL did not change'), 5000);
    const idle = (then) => requestIdleCallback(() => then(), { timeout: 2000 });
    const done = () => {
      onUrl = () => {};
      clearTimeout(timer);
      setTimeout(() => idle(() => idle(() => {
        if (index !== undefined) performance.mark('bench:' + index + ':settled');
        resolve(null);
      })), 300);
    };
    if (location.href !== before) done();
    else onUrl = () => { if (location.href !== before) done(); };
  });
  bench.arm = (index) => {
    performance.mark('bench:' + index + ':armed');
    bench.result = new Promise((resolve) => {
      const price = document.querySelector('[data-testid="cfg-picture-price"]');
      const picture = document.querySelector('.cfg-picture');
      if (!price || !picture) return resolve({ error: 'price or picture not found' });
      let eventTime = null;
      let interactionId = null;
      let priceChanged = false;
      let pictureChanged = false;
      let scheduled = false;
      const finish = (value) => {
        clearTimeout(timer);
        priceObserver.disconnect();
        pictureObserver.disconnect();
        if ('error' in value) return resolve(value);
        // Event Timing entries arrive after the paint's presentation; give them a moment.
        setTimeout(() => {
          const ids = [...interactions.keys()].filter((id) => interactionId === null || id >= interactionId);
          const duration = ids.length ? Math.max(...ids.map((id) => interactions.get(id))) : null;
          interactions.clear();
          resolve({ ...value, eventTiming: duration });
        }, 100);
      };
      const timer = setTimeout(() => finish({ error: 'no change (price ' + priceChanged + ', picture ' + pictureChanged + ')' }), 3000);
      const onFrame = () => {
        performance.mark('bench:' + index + ':frame');
        const frame = performance.now();
        const channel = new MessageChannel();
        channel.port1.onmessage = () => finish({ toFrame: frame - eventTime });
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
      interactions.clear();
      // The release's timestamp is when the input happened, so queueing before the handlers counts too.
      document.addEventListener('pointerup', (event) => { eventTime = event.timeStamp; }, { capture: true, once: true });
    });
  };
})()`;

function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { median: at(0.5), p95: at(0.95), max: sorted.at(-1)! };
}

/** Back to the standard configuration (not measured). */
async function reset(page: Page): Promise<void> {
  await page.locator('.cfg-reset button').click();
  await page.waitForTimeout(1500);
}

async function measure(page: Page): Promise<Array<{ sku: string } & ProbeResult>> {
  const samples: Array<{ sku: string } & ProbeResult> = [];
  const sequence = Array.from({ length: ROUNDS }, () => STEPS).flat();
  for (const [index, sku] of sequence.entries()) {
    if (index > 0 && index % STEPS.length === 0) await reset(page);
    const choice = page.locator(`label[data-sku="${sku}"]`);
    await choice.scrollIntoViewIfNeeded();
    const box = await choice.boundingBox();
    if (!box) throw new Error(`${sku}: not on screen`);
    const before = await page.evaluate(() => location.href);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    // A press as long as a shopper's (its :active styles are painted before the release).
    await page.evaluate((n) => performance.mark(`bench:${n}:pressed`), index);
    await page.mouse.down();
    await page.waitForTimeout(PRESS_MS);
    await page.evaluate((n) => window.__bench.arm(n), index);
    await page.mouse.up();
    const result = await page.evaluate(() => window.__bench.result);
    if (!result || 'error' in result) throw new Error(`${sku}: ${result ? result.error : 'not armed'}`);
    samples.push({ sku, ...result });
    const problem = await page.evaluate(([href, n]) => window.__bench.settled(href, n), [before, index] as const);
    if (problem) throw new Error(`${sku}: ${problem}`);
  }
  return samples;
}

// --- The trace -----------------------------------------------------------------------------------------------

type Category = 'scripting' | 'rendering' | 'painting' | 'other';

// DevTools' Performance panel's grouping of the main thread's events; events not listed count for their parent.
const CATEGORY: Record<string, Category> = {
  EventDispatch: 'scripting',
  FunctionCall: 'scripting',
  TimerFire: 'scripting',
  FireAnimationFrame: 'scripting',
  FireIdleCallback: 'scripting',
  RunMicrotasks: 'scripting',
  EvaluateScript: 'scripting',
  'v8.compile': 'scripting',
  'v8.compileModule': 'scripting',
  'v8.evaluateModule': 'scripting',
  'v8.run': 'scripting',
  'v8.callFunction': 'scripting',
  'V8.Execute': 'scripting',
  MinorGC: 'scripting',
  MajorGC: 'scripting',
  'V8.GC_SCAVENGER': 'scripting',
  'V8.GC_MARK_COMPACTOR': 'scripting',
  XHRReadyStateChange: 'scripting',
  XHRLoad: 'scripting',
  ResourceReceivedData: 'scripting',
  ParseHTML: 'scripting',
  UpdateLayoutTree: 'rendering',
  RecalculateStyles: 'rendering',
  Layout: 'rendering',
  HitTest: 'rendering',
  'IntersectionObserverController::computeIntersections': 'rendering',
  PrePaint: 'painting',
  Paint: 'painting',
  PaintImage: 'painting',
  Layerize: 'painting',
  UpdateLayer: 'painting',
  UpdateLayerTree: 'painting',
  Commit: 'painting',
  CompositeLayers: 'painting',
};

/** Completed events of one thread, sorted as a tree walk wants them (parents before children). */
function completeEvents(events: TraceEvent[]): Array<{ name: string; ts: number; end: number; cpu: number }> {
  const out: Array<{ name: string; ts: number; end: number; cpu: number }> = [];
  const open = new Map<string, TraceEvent[]>();
  for (const event of events) {
    if (event.ph === 'X' && event.dur !== undefined) out.push({ name: event.name, ts: event.ts, end: event.ts + event.dur, cpu: event.tdur ?? 0 });
    else if (event.ph === 'B') open.set(event.name, [...(open.get(event.name) ?? []), event]);
    else if (event.ph === 'E') {
      const begin = open.get(event.name)?.pop();
      if (begin) out.push({ name: begin.name, ts: begin.ts, end: event.ts, cpu: 0 });
    }
  }
  return out.sort((a, b) => a.ts - b.ts || b.end - a.end);
}

/** The outermost events (the tasks) of a thread. */
function topLevelEvents(events: TraceEvent[]): Array<{ ts: number; end: number }> {
  const tasks: Array<{ ts: number; end: number }> = [];
  for (const event of completeEvents(events)) if (!tasks.length || event.ts >= tasks.at(-1)!.end) tasks.push({ ts: event.ts, end: event.end });
  return tasks;
}

interface Phase {
  start: number;
  end: number;
  work: Work;
  longTasks: number[];
}

/** Self time per category and the long tasks of the main thread, for each phase (by where an event starts). */
function analyseTrace(events: TraceEvent[], phases: Phase[]): void {
  const phaseAt = (ts: number) => phases.find((phase) => ts >= phase.start && ts < phase.end);
  const stack: Array<{ end: number; category: Category; self: number; ts: number }> = [];
  const close = (upTo: number) => {
    while (stack.length && stack.at(-1)!.end <= upTo) {
      const done = stack.pop()!;
      const phase = phaseAt(done.ts);
      if (phase) {
        phase.work[done.category] += done.self / 1000;
        phase.work.total += done.self / 1000;
      }
    }
  };
  for (const event of completeEvents(events)) {
    close(event.ts);
    const parent = stack.at(-1);
    // Children of an event are inside it; trace clocks can make a child overhang its parent by a microsecond.
    const end = parent ? Math.min(event.end, parent.end) : event.end;
    if (parent) parent.self -= end - event.ts;
    if (!parent) {
      const phase = phaseAt(event.ts);
      if (phase) phase.work.cpu += event.cpu / 1000;
      if (phase && TOP_LEVEL_TASKS.has(event.name) && (end - event.ts) / 1000 > LONG_TASK_MS) phase.longTasks.push((end - event.ts) / 1000);
    }
    stack.push({ end, ts: event.ts, self: end - event.ts, category: CATEGORY[event.name] ?? parent?.category ?? 'other' });
  }
  close(Number.POSITIVE_INFINITY);
}

function mainThreadEvents(trace: { traceEvents: TraceEvent[] }): { events: TraceEvent[]; marks: Map<string, number> } {
  const all = trace.traceEvents;
  // The renderer main thread is the one that recorded the bench's performance.mark() calls.
  const first = all.find((event) => event.cat.includes('blink.user_timing') && event.name.startsWith('bench:'));
  if (!first) throw new Error('the trace has no bench marks');
  const marks = new Map<string, number>();
  for (const event of all) {
    if (event.cat.includes('blink.user_timing') && event.name.startsWith('bench:') && !marks.has(event.name)) marks.set(event.name, event.ts);
  }
  const events = all.filter((event) => event.pid === first.pid && event.tid === first.tid && event.cat !== '__metadata');
  return { events, marks };
}

const emptyWork = (): Work => ({ total: 0, cpu: 0, scripting: 0, rendering: 0, painting: 0, other: 0 });

const loadAverage = () =>
  `${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')} (${os.cpus().length} cores)`;

/**
 * The browser's own part, for comparison (BENCH_REFERENCE=0 skips it): a copy of the configurator page as it was
 * rendered, without its scripts, whose controls a few lines of plain JavaScript serve — a change marks the chosen
 * card, writes a new price and recolours one part of the picture, and the URL follows a moment later, as on the shop's page.
 * Its input → paint work is what the browser needs for a choice (input, style, layout, paint) before any of the
 * shop's code runs: the floor under the real page's figures on this machine.
 */
const REFERENCE_SCRIPT = `(() => {
  const form = document.querySelector('form.cfg-options');
  const price = document.querySelector('[data-testid="cfg-picture-price"]');
  const total = document.querySelector('[data-testid="cfg-total"]');
  const picture = document.querySelector('.cfg-picture');
  const colours = ['#2f6b4f', '#e9e6df', '#2c5d8f', '#4a4f55'];
  let count = 0;
  let timer;
  form.addEventListener('change', (event) => {
    const input = event.target;
    count += 1;
    for (const label of input.closest('fieldset')?.querySelectorAll('label.cfg-choice') ?? []) {
      label.classList.toggle('is-chosen', label.querySelector('input')?.checked === true);
    }
    const text = '€ ' + (2000 + count * 37) + ',00';
    price.textContent = text;
    if (total) total.textContent = text;
    // The least a choice can change in the picture: one part's colour.
    picture.querySelector('path[stroke]')?.setAttribute('stroke', colours[count % colours.length]);
    clearTimeout(timer);
    timer = setTimeout(() => history.replaceState(null, '', location.pathname + '?o=' + count), 250);
  });
  form.addEventListener('submit', (event) => event.preventDefault());
})()`;

/** Throttles the page, warms it up, measures the 40 choices in a trace and reads the trace. */
async function measurePage(page: Page, browser: Awaited<ReturnType<typeof launchBrowser>>, traceFile?: string): Promise<Sample[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await page.evaluate(PROBE);
  // Warm-up choices (first use of each code path), not counted; then the standard configuration.
  for (const sku of ['FOLT-BAT-600', 'FOLT-BAT-360']) {
    const before = await page.evaluate(() => location.href);
    await page.locator(`label[data-sku="${sku}"]`).click();
    await page.evaluate((href) => window.__bench.settled(href), before);
  }
  await reset(page);
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'disabled-by-default-devtools.timeline.frame',
      'blink.user_timing',
      'toplevel',
      'v8.execute',
    ],
  });
  const probed = await measure(page);
  const traceBuffer = await browser.stopTracing();
  if (traceFile) await writeFile(traceFile, traceBuffer);
  const { events, marks } = mainThreadEvents(JSON.parse(traceBuffer.toString('utf8')) as { traceEvents: TraceEvent[] });
  const phases: Phase[] = [];
  const tasks = topLevelEvents(events);
  const paintAfterFrame: number[] = [];
  for (let index = 0; index < probed.length; index += 1) {
    const armed = marks.get(`bench:${index}:armed`);
    const frame = marks.get(`bench:${index}:frame`);
    const next = marks.get(`bench:${index}:settled`);
    if (armed === undefined || frame === undefined || next === undefined) throw new Error(`choice ${index}: marks missing in the trace`);
    // The frame that shows the change is the task whose animation-frame callbacks ran the probe's: its end is the
    // paint (what runs after it, in any order, is after the paint).
    const painted = tasks.find((task) => task.ts <= frame && frame < task.end)?.end ?? frame;
    paintAfterFrame.push((painted - frame) / 1000);
    phases.push({ start: armed, end: painted, work: emptyWork(), longTasks: [] }, { start: painted, end: next, work: emptyWork(), longTasks: [] });
  }
  analyseTrace(events, phases);
  return probed.map((sample, index) => ({
    ...sample,
    toPaint: sample.toFrame + paintAfterFrame[index]!,
    frame: phases[2 * index]!.work,
    after: phases[2 * index + 1]!.work,
    longTasks: [...phases[2 * index]!.longTasks, ...phases[2 * index + 1]!.longTasks],
  }));
}

async function main() {
  const loadAtStart = loadAverage();
  const [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'nl-NL' });
    const page = await context.newPage();
    await page.goto(`${shop.url}${PAGE_PATH}`);
    await page.locator('form.cfg-options').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const samples = await measurePage(page, browser, process.env.BENCH_TRACE);
    report(samples, loadAtStart);
    if (process.env.BENCH_REFERENCE !== '0') {
      // The page as rendered now, back in the standard configuration, without its scripts.
      await reset(page);
      const html = await page.evaluate(() => {
        const copy = document.documentElement.cloneNode(true) as HTMLElement;
        for (const node of copy.querySelectorAll('script, link[rel="modulepreload"]')) node.remove();
        return `<!doctype html>${copy.outerHTML}`;
      });
      const reference = await context.newPage();
      await reference.route('**/__bench-reference', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
      await reference.goto(`${shop.url}/__bench-reference`);
      await reference.waitForLoadState('networkidle');
      await reference.evaluate(REFERENCE_SCRIPT);
      const floor = await measurePage(
        reference,
        browser,
        process.env.BENCH_TRACE ? process.env.BENCH_TRACE.replace(/(\.json)?$/, '-reference.json') : undefined,
      );
      console.log('');
      console.log('The same page without its scripts (plain JavaScript marks the card, writes the price, recolours one part of the picture):');
      report(floor, loadAverage(), { perChoice: false });
    }
    await context.close();
  } finally {
    await browser.close();
    await shop.stop();
  }
}

function report(samples: Sample[], loadAtStart: string, { perChoice = true }: { perChoice?: boolean } = {}): void {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const line = (label: string, values: number[]) => {
    const { median, p95, max } = stats(values);
    console.log(`| ${label} | ${ms(median)} | ${ms(p95)} | ${ms(max)} |`);
  };
  console.log(`Configurator interaction latency, ${PAGE_PATH}, Chromium with ${THROTTLE}× CPU throttling, ${samples.length} choices`);
  if (perChoice) {
    console.log(
      '| choice | input → paint | Event Timing | main thread to paint (CPU) | of it scripting | style + layout | paint | after paint (scripting) | long tasks |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const s of samples) {
      console.log(
        `| ${s.sku} | ${ms(s.toPaint)} | ${s.eventTiming === null ? '< 16 ms' : ms(s.eventTiming)} | ${ms(s.frame.total)} (${ms(s.frame.cpu)}) | ${ms(s.frame.scripting)} | ${ms(s.frame.rendering)} | ${ms(s.frame.painting)} | ${ms(s.after.total)} (${ms(s.after.scripting)}) | ${s.longTasks.map((task) => ms(task)).join(', ') || '–'} |`,
      );
    }
  }
  console.log('');
  console.log('| per choice | median | p95 | max |');
  console.log('|---|---|---|---|');
  line(
    'input → the frame with price and picture (wall)',
    samples.map((s) => s.toFrame),
  );
  line(
    "input → after that frame's paint (wall)",
    samples.map((s) => s.toPaint),
  );
  line(
    'Event Timing duration (< 16 ms counted as 16)',
    samples.map((s) => s.eventTiming ?? 16),
  );
  line(
    'main-thread work, input → paint (trace)',
    samples.map((s) => s.frame.total),
  );
  line(
    '· its thread CPU time',
    samples.map((s) => s.frame.cpu),
  );
  line(
    '· scripting',
    samples.map((s) => s.frame.scripting),
  );
  line(
    '· style and layout',
    samples.map((s) => s.frame.rendering),
  );
  line(
    '· paint',
    samples.map((s) => s.frame.painting),
  );
  line(
    'main-thread work after the paint until settled',
    samples.map((s) => s.after.total),
  );
  line(
    '· its thread CPU time',
    samples.map((s) => s.after.cpu),
  );
  line(
    '· scripting',
    samples.map((s) => s.after.scripting),
  );
  const longTasks = samples.flatMap((s) => s.longTasks);
  const inFrame = samples.filter((s) => s.frame.total <= FRAME_MS).length;
  const inFrameCpu = samples.filter((s) => s.frame.cpu <= FRAME_MS).length;
  console.log('');
  console.log(`choices whose work to the paint fits one frame (≤ ${ms(FRAME_MS)}): ${inFrame} of ${samples.length} (by thread CPU time: ${inFrameCpu})`);
  console.log(`long tasks (> ${LONG_TASK_MS} ms) during the choices: ${longTasks.length}${longTasks.length ? ` (max ${ms(Math.max(...longTasks))})` : ''}`);
  console.log(`load average at the start: ${loadAtStart}, at the end: ${loadAverage()}`);
}

/** BENCH_URL measures a shop that already runs (e.g. `npm run dev`, for a quick look) instead of starting one. */
async function startShop(): Promise<{ url: string; stop(): Promise<void> }> {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL, stop: async () => {} };
  if (!existsSync(path.resolve('dist/current/client/.vite/manifest.json'))) {
    console.error('No build found: run "npm run build" first.');
    process.exit(1);
  }
  // A database of its own: PGlite allows one server per directory, and a dev server or the e2e run may be up.
  const databaseDir = await mkdtemp(path.join(os.tmpdir(), 'folt-bench-db-'));
  const shop = await startShopProcess({ DATABASE_DIR: databaseDir });
  return {
    url: shop.url,
    stop: async () => {
      await shop.stop();
      await rm(databaseDir, { recursive: true, force: true });
    },
  };
}

await main();
