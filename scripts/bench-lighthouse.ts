// `npm run bench:lighthouse`: Lighthouse 12 with its mobile defaults (default config, formFactor mobile, simulated
// throttling) against the production build (`npm run build` first), in Debian's Chromium, N runs per URL (5 unless
// `--runs N`), reporting the MEDIAN of each metric (not the best run) against the budgets of DESIGN §11, with the
// failed accessibility/SEO/best-practices audits and the top performance opportunities per URL. A report: it
// exits 0 whatever the scores (1 only when it cannot measure at all).
//
//   npm run bench:lighthouse -- [--runs N] [--only home,model,shop,product,cart,checkout|home-en,…] [--json out.json] [--product url-key]
//
// The shop and its Magento emulator run on free ports on 127.0.0.1 with a throw-away data directory
// (tests/e2e/shop-process.ts). Chromium is started by Lighthouse's own chrome-launcher and driven through
// Lighthouse's own puppeteer-core (both are Lighthouse's dependencies): before every run the origin's cookies and
// storage are wiped, so each run is a first visit; the cart and checkout runs get a fresh guest cart with one part
// in it (created through the browser-facing API, as the page does, and handed over in the `cartId` cookie).
// Every page is measured beside its script-free copy (DESIGN §11, "against the limit"): the same server-rendered
// page with every script and modulepreload removed, served with the same compression (scripts/script-free-copy.ts;
// both go through the same small proxy). Each figure is reported as shop / copy, and on home, model page, shop list
// and product page the shop's LCP must stay within 1.2× the copy's. Runs are interleaved (run 1 of every URL and
// its copy, then run 2, …; shop first in odd runs, copy first in even ones), so a burst of load on the machine does
// not land on all runs of one URL or on one side. `benchmarkIndex` (Lighthouse's CPU yardstick) is recorded per
// run, and the load average before and after. `BENCH_LHR=dir` keeps each run's full report.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { toPublicPath, type Lang, type PageId } from '../src/locales/paths';
import { startShopProcess, type ShopProcess } from '../tests/e2e/shop-process';
import { COPY_PREFIX, startScriptFreeProxy, type ScriptFreeProxy } from './script-free-copy';

const root = path.resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** BENCH_LHR=dir keeps every run's full Lighthouse report there, to see what a figure was made of (long tasks, …). */
const LHR_DIR = process.env.BENCH_LHR;
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** The model page measured in every language (any of the six model pages would do). */
const MODEL_PAGE: PageId = 'classic';

// ---------------------------------------------------------------------------------------------------------------
// Arguments

const USAGE = `usage: npm run bench:lighthouse -- [--runs N] [--only LIST] [--json FILE] [--product URL_KEY]
  --runs N          runs per URL (default 5); the report shows the median of each metric
  --only LIST       comma-separated page kinds (home, model, shop, product, cart, checkout) or ids (home-en, model-de, …)
  --json FILE       also write the medians, every run's values and the failed audits as JSON
  --product KEY     url_key of the part whose product page is measured and that goes into the cart (default: the first part of the shop list)`;

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    only: { type: 'string' },
    json: { type: 'string' },
    product: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
  allowPositionals: false,
});
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
const RUNS = Number(args.runs);
if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS > 50) {
  console.error(`--runs must be a whole number from 1 to 50, not "${args.runs}".\n${USAGE}`);
  process.exit(1);
}

// ---------------------------------------------------------------------------------------------------------------
// Targets and budgets (DESIGN §11)

type Kind = 'home' | 'model' | 'shop' | 'product' | 'cart' | 'checkout';
const KINDS: readonly Kind[] = ['home', 'model', 'shop', 'product', 'cart', 'checkout'];

interface Budget {
  performance: number;
  /** LCP ≤ 1.8 s, TBT ≤ 150 ms, CLS ≤ 0.02: home, model page, shop list and product page only. */
  coreMetrics: boolean;
}
const BUDGET: Record<Kind, Budget> = {
  home: { performance: 95, coreMetrics: true },
  model: { performance: 95, coreMetrics: true },
  shop: { performance: 95, coreMetrics: true },
  product: { performance: 95, coreMetrics: true },
  cart: { performance: 90, coreMetrics: false },
  checkout: { performance: 90, coreMetrics: false },
};
const LCP_MS = 1800;
/** The shop's LCP over its script-free copy's (DESIGN §11), on the pages with core-metric budgets. */
const LCP_RATIO = 1.2;
const TBT_MS = 150;
const CLS = 0.02;

interface Target {
  id: string;
  kind: Kind;
  lang: Lang;
  label: string;
  path: string;
  /** Cart and checkout are measured with one part in a fresh guest cart. */
  withCart: boolean;
}

function targets(productKey: string): Target[] {
  const list: Target[] = [];
  for (const lang of ['nl', 'en', 'de'] as const)
    list.push({ id: `home-${lang}`, kind: 'home', lang, label: `home ${lang}`, path: toPublicPath('home', lang), withCart: false });
  for (const lang of ['nl', 'en', 'de'] as const) {
    list.push({ id: `model-${lang}`, kind: 'model', lang, label: `model (${MODEL_PAGE}) ${lang}`, path: toPublicPath(MODEL_PAGE, lang), withCart: false });
  }
  list.push({ id: 'shop-nl', kind: 'shop', lang: 'nl', label: 'shop list nl', path: toPublicPath('shop', 'nl'), withCart: false });
  list.push({
    id: 'product-nl',
    kind: 'product',
    lang: 'nl',
    label: 'product page nl',
    path: toPublicPath('shop-product', 'nl', { urlKey: productKey }),
    withCart: false,
  });
  list.push({ id: 'cart-nl', kind: 'cart', lang: 'nl', label: 'cart nl (1 item)', path: toPublicPath('shop-cart', 'nl'), withCart: true });
  list.push({ id: 'checkout-nl', kind: 'checkout', lang: 'nl', label: 'checkout nl (1 item)', path: toPublicPath('shop-checkout', 'nl'), withCart: true });
  return list;
}

/** The targets `--only` asks for; an unknown name stops the script before anything is started. */
function selected(all: Target[], only: string | undefined): Target[] {
  if (!only) return all;
  const wanted = only
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return all.filter((t) => wanted.includes(t.kind) || wanted.includes(t.id));
}
{
  const ids = targets('any-part').map((t) => t.id);
  const wanted = (args.only ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = wanted.filter((w) => !(KINDS as readonly string[]).includes(w) && !ids.includes(w));
  if (unknown.length || (args.only !== undefined && !wanted.length)) {
    console.error(`--only: unknown ${unknown.join(', ') || '(empty)'}; use ${KINDS.join(', ')} or one of ${ids.join(', ')}.`);
    process.exit(1);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// What one run yields (extracted at once: a full result is several MB)

const METRICS = ['performance', 'lcp', 'tbt', 'cls', 'fcp', 'speedIndex', 'accessibility', 'seo', 'bestPractices'] as const;
type Metric = (typeof METRICS)[number];
type Metrics = Record<Metric, number | null>;

interface FailedAudit {
  category: 'accessibility' | 'seo' | 'best-practices';
  id: string;
  title: string;
  weight: number;
  detail: string[];
}
interface Opportunity {
  id: string;
  title: string;
  displayValue: string;
  savingsMs: number;
  savingsBytes: number;
  metricSavings: Record<string, number>;
  score: number;
}
interface RunSummary {
  metrics: Metrics;
  benchmarkIndex: number | null;
  finalUrl: string;
  warnings: string[];
  failed: FailedAudit[];
  opportunities: Opportunity[];
  lcpElement: string | null;
  layoutShifts: string[];
  error?: string;
}

type Audit = Result['audits'][string];
type Details = NonNullable<Audit['details']>;

const truncate = (text: string, max = 140) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

interface NodeLike {
  type: 'node';
  selector?: string;
  snippet?: string;
  nodeLabel?: string;
}
function isNode(value: unknown): value is NodeLike {
  return !!value && typeof value === 'object' && (value as { type?: unknown }).type === 'node';
}
function describeNode(node: NodeLike): string {
  const where = node.selector ? `\`${truncate(node.selector, 90)}\`` : '';
  const what = node.snippet ? `\`${truncate(node.snippet, 110)}\`` : node.nodeLabel ? `"${truncate(node.nodeLabel, 80)}"` : '';
  return [where, what].filter(Boolean).join(' ');
}
/** The first DOM node anywhere in an audit's details (tables, lists, nested tables). */
function firstNode(value: unknown, depth = 0): NodeLike | null {
  if (depth > 6 || !value || typeof value !== 'object') return null;
  if (isNode(value)) return value;
  for (const child of Array.isArray(value) ? value : Object.values(value)) {
    const found = firstNode(child, depth + 1);
    if (found) return found;
  }
  return null;
}

interface SourceLocationLike {
  type: 'source-location';
  url: string;
  line?: number;
}
function isSourceLocation(value: unknown): value is SourceLocationLike {
  return !!value && typeof value === 'object' && (value as { type?: unknown }).type === 'source-location';
}

/** One readable line for a table item: the offending element, a source location, or the item's plain values. */
function describeItem(item: unknown): string | null {
  if (!item || typeof item !== 'object') return null;
  const node = firstNode(item);
  if (node) return describeNode(node);
  const entries = Object.entries(item as Record<string, unknown>);
  const parts: string[] = [];
  for (const [key, value] of entries) {
    if (typeof value === 'string' || typeof value === 'number') parts.push(`${key}: ${truncate(String(value), 80)}`);
    else if (isSourceLocation(value)) parts.push(`${value.url}${value.line !== undefined ? `:${value.line + 1}` : ''}`);
  }
  // e.g. inspector-issues: the URLs an issue was logged for.
  const sub = (item as { subItems?: { items?: unknown[] } }).subItems?.items ?? [];
  const subParts = sub
    .slice(0, 2)
    .map((s) =>
      s && typeof s === 'object'
        ? Object.values(s)
            .filter((v) => typeof v === 'string')
            .join(' ')
        : '',
    )
    .filter(Boolean);
  if (subParts.length) parts.push(`(${subParts.map((t) => truncate(t, 100)).join('; ')}${sub.length > 2 ? `; … ${sub.length} in all` : ''})`);
  return parts.length ? parts.slice(0, 4).join(', ') : null;
}

/** Up to `max` readable lines for the items of a failed audit. */
function describeItems(details: Details | undefined, max = 3): string[] {
  if (!details || !('items' in details) || !Array.isArray(details.items)) return [];
  const items = details.items as unknown[];
  const lines = items
    .slice(0, max)
    .map(describeItem)
    .filter((line): line is string => !!line);
  if (items.length > max) lines.push(`… ${items.length} item(s) in all`);
  return lines;
}

const isFailed = (audit: Audit | undefined): audit is Audit =>
  !!audit && audit.score !== null && audit.score < 1 && !['informative', 'manual', 'notApplicable', 'error'].includes(audit.scoreDisplayMode);

let lighthouseVersion = '';

function summarize(lhr: Result): RunSummary {
  lighthouseVersion = lhr.lighthouseVersion;
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const score = (id: string) => {
    const s = lhr.categories[id]?.score;
    return typeof s === 'number' ? s * 100 : null;
  };
  const metrics: Metrics = {
    performance: score('performance'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    fcp: numeric('first-contentful-paint'),
    speedIndex: numeric('speed-index'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    bestPractices: score('best-practices'),
  };

  const failed: FailedAudit[] = [];
  for (const category of ['accessibility', 'seo', 'best-practices'] as const) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!isFailed(audit)) continue;
      const detail = describeItems(audit.details);
      if (audit.displayValue) detail.unshift(String(audit.displayValue));
      if (audit.explanation) detail.unshift(truncate(audit.explanation, 200));
      failed.push({ category, id: ref.id, title: audit.title, weight: ref.weight, detail });
    }
  }

  const opportunities: Opportunity[] = [];
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    if (ref.group !== 'diagnostics') continue;
    const audit = lhr.audits[ref.id];
    if (!isFailed(audit)) continue;
    const details = audit.details as { overallSavingsMs?: number; overallSavingsBytes?: number } | undefined;
    const metricSavings: Record<string, number> = {};
    for (const [metric, value] of Object.entries(audit.metricSavings ?? {})) if (typeof value === 'number' && value > 0) metricSavings[metric] = value;
    const timeSavings = ['LCP', 'FCP', 'TBT', 'INP'].map((m) => metricSavings[m] ?? 0);
    const savingsMs = Math.max(details?.overallSavingsMs ?? 0, ...timeSavings);
    const savingsBytes = details?.overallSavingsBytes ?? 0;
    // A savings audit that estimates nothing to gain (e.g. "render-blocking resources: 0 ms") is not worth a line.
    if (audit.scoreDisplayMode === 'metricSavings' && savingsMs < 10 && savingsBytes < 1024 && !metricSavings.CLS) continue;
    opportunities.push({
      id: ref.id,
      title: audit.title,
      displayValue: audit.displayValue ? String(audit.displayValue) : '',
      savingsMs,
      savingsBytes,
      metricSavings,
      score: audit.score ?? 0,
    });
  }

  const lcpNode = firstNode(lhr.audits['largest-contentful-paint-element']?.details);
  const shiftDetails = lhr.audits['layout-shifts']?.details;
  return {
    metrics,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    finalUrl: lhr.finalDisplayedUrl,
    warnings: (lhr.runWarnings ?? []).map((w) => truncate(String(w), 300)),
    failed,
    opportunities,
    lcpElement: lcpNode ? describeNode(lcpNode) : null,
    layoutShifts: describeItems(shiftDetails, 3),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The shop side: the product to measure, and a fresh guest cart with one part in it

interface ShopProduct {
  sku: string;
  url_key: string;
  type_id: string;
}

async function pickProduct(shop: ShopProcess, wanted: string | undefined): Promise<ShopProduct> {
  const answer = (await (await fetch(`${shop.url}/api/magento/products?locale=nl&type_id:in=simple&pageSize=100`)).json()) as {
    data?: { items?: ShopProduct[] };
  };
  const items = answer.data?.items ?? [];
  // Bikes (SKU "FOLT …", bundles) open the configurator, not a product page; their building blocks are no parts.
  const parts = items.filter((p) => !p.sku.startsWith('FOLT ') && !/-nl$/.test(p.url_key));
  const product = wanted ? items.find((p) => p.url_key === wanted) : parts[0];
  if (!product) throw new Error(wanted ? `No simple product with url_key "${wanted}" in the nl catalogue.` : 'The catalogue has no parts to measure.');
  return product;
}

async function createCartWith(shop: ShopProcess, sku: string): Promise<string> {
  // Writes need a same-origin Origin and a JSON body (README, "The browser-facing API").
  const headers = { origin: shop.url, 'content-type': 'application/json' };
  const created = (await (await fetch(`${shop.url}/api/magento/cart?locale=nl`, { method: 'POST', headers: { origin: shop.url } })).json()) as {
    success: boolean;
    data?: unknown;
    error?: string;
  };
  if (!created.success || typeof created.data !== 'string') throw new Error(`Could not create a guest cart: ${created.error ?? 'no cart id'}`);
  const cartId = created.data;
  const added = await fetch(`${shop.url}/api/magento/cart/items?locale=nl&cartId=${encodeURIComponent(cartId)}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ cartItem: { sku, qty: 1 } }),
  });
  const body = (await added.json()) as { success: boolean; error?: string };
  if (!body.success) throw new Error(`Could not add ${sku} to the cart: ${added.status} ${body.error ?? ''}`);
  return cartId;
}

// ---------------------------------------------------------------------------------------------------------------
// One Lighthouse run

const FLAGS: Flags = {
  logLevel: 'error',
  output: 'json',
  formFactor: 'mobile',
  throttlingMethod: 'simulate',
  maxWaitForLoad: 60_000,
};

type Side = 'shop' | 'copy';
const SIDES: readonly Side[] = ['shop', 'copy'];

/** Where a side of a target is measured: the shop's page or its copy, both through the proxy. */
const sideUrl = (proxy: ScriptFreeProxy, target: Target, side: Side) => `${proxy.url}${side === 'copy' ? COPY_PREFIX : ''}${target.path}`;

async function measure(browser: Browser, shop: ShopProcess, proxy: ScriptFreeProxy, target: Target, side: Side, sku: string): Promise<RunSummary> {
  const page: Page = await browser.newPage();
  try {
    // A first visit every time: Lighthouse itself only clears the cache and a few storage types, not cookies or
    // localStorage, which would carry a cart, a language or a consent choice from one run to the next.
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCookies');
    for (const origin of [shop.url, proxy.url]) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    if (target.withCart) {
      // Cookies are per host, not per port: the proxy's requests carry it to the shop.
      const cartId = await createCartWith(shop, sku);
      await cdp.send('Network.setCookie', { name: 'cartId', value: cartId, url: proxy.url, path: '/', sameSite: 'Lax' });
    }
    await cdp.detach();
    const result = await lighthouse(sideUrl(proxy, target, side), FLAGS, undefined, page);
    if (!result) throw new Error('Lighthouse returned no result');
    if (LHR_DIR) {
      await mkdir(LHR_DIR, { recursive: true });
      await writeFile(path.join(LHR_DIR, `${target.id}-${side}-${Date.now()}.json`), JSON.stringify(result.lhr));
    }
    const summary = summarize(result.lhr);
    if (result.lhr.runtimeError) summary.error = `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`;
    return summary;
  } finally {
    await page.close().catch(() => undefined);
  }
}

/** measure(), with a failure turned into a failed run instead of an exception. */
async function attempt(browser: Browser, shop: ShopProcess, proxy: ScriptFreeProxy, target: Target, side: Side, sku: string): Promise<RunSummary> {
  try {
    return await measure(browser, shop, proxy, target, side, sku);
  } catch (error) {
    return {
      metrics: Object.fromEntries(METRICS.map((m) => [m, null])) as Metrics,
      benchmarkIndex: null,
      finalUrl: '',
      warnings: [],
      failed: [],
      opportunities: [],
      lcpElement: null,
      layoutShifts: [],
      error: error instanceof Error ? error.message : String(error),
    };
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Aggregation

function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The script-free copy's side of a target. */
interface CopyReport {
  url: string;
  runs: RunSummary[];
  medians: Metrics;
  errors: string[];
}

interface TargetReport {
  target: Target;
  url: string;
  runs: RunSummary[];
  medians: Metrics;
  copy: CopyReport;
  /** The shop's median LCP over the copy's. */
  lcpRatio: number | null;
  misses: string[];
  failed: Array<FailedAudit & { runs: number }>;
  opportunities: Array<Opportunity & { runs: number }>;
  lcpElements: string[];
  layoutShifts: string[];
  warnings: string[];
  errors: string[];
}

const score = (v: number | null) => (v === null ? null : Math.round(v));
const fmtScore = (v: number | null) => (v === null ? '–' : String(Math.round(v)));
const fmtSeconds = (ms: number | null) => (ms === null ? '–' : `${(ms / 1000).toFixed(2)} s`);
const fmtMs = (ms: number | null) => (ms === null ? '–' : `${Math.round(ms)} ms`);
const fmtCls = (v: number | null) => (v === null ? '–' : v.toFixed(3));
const kib = (bytes: number) => `${Math.round(bytes / 1024)} KiB`;

const fmtRatio = (v: number | null) => (v === null ? '–' : `${v.toFixed(2)}×`);

function medianMetrics(runs: RunSummary[]): Metrics {
  const ok = runs.filter((r) => !r.error);
  return Object.fromEntries(METRICS.map((metric) => [metric, median(ok.map((r) => r.metrics[metric]).filter((v): v is number => v !== null))])) as Metrics;
}

function evaluate(target: Target, m: Metrics, lcpRatio: number | null): string[] {
  const budget = BUDGET[target.kind];
  const misses: string[] = [];
  const perf = score(m.performance);
  if (perf === null || perf < budget.performance) misses.push(`performance ${fmtScore(m.performance)} < ${budget.performance}`);
  if (budget.coreMetrics) {
    if (lcpRatio === null || lcpRatio > LCP_RATIO) misses.push(`LCP ${fmtRatio(lcpRatio)} the script-free copy's > ${LCP_RATIO}×`);
    if (m.lcp === null || m.lcp > LCP_MS) misses.push(`LCP ${fmtSeconds(m.lcp)} > ${LCP_MS / 1000} s`);
    if (m.tbt === null || m.tbt > TBT_MS) misses.push(`TBT ${fmtMs(m.tbt)} > ${TBT_MS} ms`);
    if (m.cls === null || m.cls > CLS) misses.push(`CLS ${fmtCls(m.cls)} > ${CLS}`);
  }
  if (score(m.accessibility) !== 100) misses.push(`accessibility ${fmtScore(m.accessibility)} < 100`);
  if (score(m.seo) !== 100) misses.push(`SEO ${fmtScore(m.seo)} < 100`);
  return misses;
}

function aggregate(target: Target, urls: Record<Side, string>, runs: RunSummary[], copyRuns: RunSummary[]): TargetReport {
  const ok = runs.filter((r) => !r.error);
  const medians = medianMetrics(runs);
  const copy: CopyReport = {
    url: urls.copy,
    runs: copyRuns,
    medians: medianMetrics(copyRuns),
    errors: copyRuns.map((r) => r.error).filter((e): e is string => !!e),
  };
  const lcpRatio = medians.lcp !== null && copy.medians.lcp ? medians.lcp / copy.medians.lcp : null;

  const failedById = new Map<string, FailedAudit & { runs: number }>();
  for (const run of ok) {
    for (const f of run.failed) {
      const key = `${f.category}/${f.id}`;
      const seen = failedById.get(key);
      if (seen) seen.runs += 1;
      else failedById.set(key, { ...f, runs: 1 });
    }
  }

  const oppById = new Map<string, { first: Opportunity; ms: number[]; bytes: number[]; runs: number }>();
  for (const run of ok) {
    for (const o of run.opportunities) {
      const seen = oppById.get(o.id);
      if (seen) {
        seen.ms.push(o.savingsMs);
        seen.bytes.push(o.savingsBytes);
        seen.runs += 1;
      } else oppById.set(o.id, { first: o, ms: [o.savingsMs], bytes: [o.savingsBytes], runs: 1 });
    }
  }
  const opportunities = [...oppById.values()]
    .map(({ first, ms, bytes, runs: n }) => ({ ...first, savingsMs: median(ms) ?? 0, savingsBytes: median(bytes) ?? 0, runs: n }))
    .sort((a, b) => b.savingsMs - a.savingsMs || b.savingsBytes - a.savingsBytes || a.score - b.score);

  return {
    target,
    url: urls.shop,
    runs,
    medians,
    copy,
    lcpRatio,
    misses: ok.length ? evaluate(target, medians, lcpRatio) : ['no successful run'],
    failed: [...failedById.values()],
    opportunities,
    lcpElements: [...new Set(ok.map((r) => r.lcpElement).filter((e): e is string => !!e))],
    layoutShifts: [...new Set(ok.flatMap((r) => r.layoutShifts))].slice(0, 4),
    warnings: [...new Set(runs.flatMap((r) => r.warnings))],
    errors: runs.map((r) => r.error).filter((e): e is string => !!e),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Report

function printReport(
  reports: TargetReport[],
  meta: { runs: number; chromium: string; lighthouse: string; benchmarkIndexes: number[]; loadBefore: number[]; loadAfter: number[] },
): void {
  const out: string[] = [];
  out.push(`## Lighthouse ${meta.lighthouse}, mobile defaults (simulated throttling), median of ${meta.runs} run(s) per metric`);
  out.push('');
  out.push(
    `Chromium: ${meta.chromium}. benchmarkIndex per run: ${meta.benchmarkIndexes.map((b) => Math.round(b)).join(', ') || '–'} (median ${fmtScore(median(meta.benchmarkIndexes))}).`,
  );
  const load = (l: number[]) => l.map((v) => v.toFixed(2)).join(' / ');
  out.push(`Load average (1 / 5 / 15 min) before: ${load(meta.loadBefore)}; after: ${load(meta.loadAfter)} (${os.cpus().length} cores).`);
  const lowest = meta.benchmarkIndexes.length ? Math.min(...meta.benchmarkIndexes) : null;
  if (lowest !== null && lowest < 1000) {
    out.push(
      `⚠ benchmarkIndex went down to ${Math.round(lowest)}: the machine was slow or busy. Simulated throttling multiplies the observed main-thread work by 4, so TBT and the performance score come out pessimistic; compare runs with similar benchmarkIndex.`,
    );
  }
  out.push(
    `Budgets (DESIGN §11): performance ≥ 95 with LCP ≤ 1.8 s and ≤ ${LCP_RATIO}× the script-free copy's, TBT ≤ 150 ms, CLS ≤ 0.02 on home, model page, shop list, product page; ≥ 90 on cart and checkout; accessibility 100 and SEO 100 everywhere. Each figure: shop / script-free copy of the same page, measured in the same runs. ✗ marks a miss.`,
  );
  out.push('');
  out.push('| page | path | perf | LCP | LCP ratio | TBT | CLS | FCP | SI | a11y | SEO | best pr. | budget | result |');
  out.push('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of reports) {
    const m = r.medians;
    const c = r.copy.medians;
    const b = BUDGET[r.target.kind];
    const miss = (bad: boolean, text: string) => (bad ? `**${text} ✗**` : text);
    const perf = score(m.performance);
    const cells = [
      r.target.label,
      `\`${r.target.path}\``,
      miss(perf === null || perf < b.performance, `${fmtScore(m.performance)} / ${fmtScore(c.performance)}`),
      miss(b.coreMetrics && (m.lcp === null || m.lcp > LCP_MS), `${fmtSeconds(m.lcp)} / ${fmtSeconds(c.lcp)}`),
      miss(b.coreMetrics && (r.lcpRatio === null || r.lcpRatio > LCP_RATIO), fmtRatio(r.lcpRatio)),
      miss(b.coreMetrics && (m.tbt === null || m.tbt > TBT_MS), `${fmtMs(m.tbt)} / ${fmtMs(c.tbt)}`),
      miss(b.coreMetrics && (m.cls === null || m.cls > CLS), `${fmtCls(m.cls)} / ${fmtCls(c.cls)}`),
      `${fmtSeconds(m.fcp)} / ${fmtSeconds(c.fcp)}`,
      `${fmtSeconds(m.speedIndex)} / ${fmtSeconds(c.speedIndex)}`,
      miss(score(m.accessibility) !== 100, fmtScore(m.accessibility)),
      miss(score(m.seo) !== 100, fmtScore(m.seo)),
      fmtScore(m.bestPractices),
      b.coreMetrics ? `≥ ${b.performance}, LCP/ratio/TBT/CLS` : `≥ ${b.performance}`,
      r.misses.length ? `✗ ${r.misses.length} miss(es)` : 'ok',
    ];
    out.push(`| ${cells.join(' | ')} |`);
  }

  const missed = reports.filter((r) => r.misses.length);
  out.push('');
  if (missed.length) {
    out.push(`### Budget misses: ${missed.length} of ${reports.length} URL(s)`);
    out.push('');
    for (const r of missed) out.push(`- **${r.target.label}** (\`${r.target.path}\`): ${r.misses.join('; ')}`);
  } else {
    out.push(`### All ${reports.length} URL(s) within budget`);
  }

  out.push('');
  out.push('### Per URL: failed audits and top performance opportunities');
  for (const r of reports) {
    out.push('');
    out.push(`#### ${r.target.label} — \`${r.target.path}\``);
    const n = r.runs.filter((run) => !run.error).length;
    if (r.errors.length) for (const e of r.errors) out.push(`- ⚠ run failed: ${e}`);
    for (const e of r.copy.errors) out.push(`- ⚠ run of the script-free copy failed: ${e}`);
    const finals = [...new Set(r.runs.map((run) => run.finalUrl))].filter((u) => u && u !== r.url);
    if (finals.length) out.push(`- ⚠ ended on another URL: ${finals.join(', ')}`);
    for (const w of r.warnings) out.push(`- ⚠ Lighthouse warning: ${w}`);
    const perRun = (runs: RunSummary[]) =>
      runs
        .map((run) =>
          run.error
            ? 'failed'
            : `perf ${fmtScore(run.metrics.performance)} / LCP ${fmtSeconds(run.metrics.lcp)} / TBT ${fmtMs(run.metrics.tbt)} / CLS ${fmtCls(run.metrics.cls)}`,
        )
        .join('; ');
    const indexes = (runs: RunSummary[]) => runs.map((run) => (run.benchmarkIndex === null ? '–' : Math.round(run.benchmarkIndex))).join(', ');
    out.push(`- benchmarkIndex: ${indexes(r.runs)} (copy: ${indexes(r.copy.runs)})`);
    out.push(`- per run: ${perRun(r.runs)}`);
    out.push(`- per run, script-free copy: ${perRun(r.copy.runs)}`);
    if (r.lcpElements.length) out.push(`- LCP element: ${r.lcpElements.join(' | ')}`);
    if (r.layoutShifts.length && (r.medians.cls ?? 0) > 0) out.push(`- layout shifts: ${r.layoutShifts.join(' | ')}`);
    for (const category of ['accessibility', 'seo', 'best-practices'] as const) {
      const failed = r.failed.filter((f) => f.category === category);
      const name = category === 'seo' ? 'SEO' : category === 'best-practices' ? 'best practices (no budget)' : 'accessibility';
      if (!failed.length) {
        out.push(`- ${name}: no failed audits`);
        continue;
      }
      out.push(`- ${name}: ${failed.length} failed audit(s)`);
      for (const f of failed) {
        const note = [n > 1 ? `in ${f.runs}/${n} runs` : '', f.weight === 0 ? 'weight 0, does not lower the score' : ''].filter(Boolean).join(', ');
        out.push(`  - \`${f.id}\` — ${f.title}${note ? ` (${note})` : ''}`);
        for (const d of f.detail) out.push(`    - ${d}`);
      }
    }
    const top = r.opportunities.slice(0, 6);
    if (!top.length) out.push('- performance: no open opportunities or diagnostics');
    else {
      out.push('- top performance opportunities/diagnostics (median savings):');
      for (const o of top) {
        const savings = [
          ...Object.entries(o.metricSavings).map(([metric, v]) => (metric === 'CLS' ? `CLS −${v.toFixed(3)}` : `${metric} −${Math.round(v)} ms`)),
          o.savingsMs && !Object.keys(o.metricSavings).length ? `−${Math.round(o.savingsMs)} ms` : '',
          o.savingsBytes ? `${kib(o.savingsBytes)}` : '',
        ].filter(Boolean);
        const note = n > 1 ? `, in ${o.runs}/${n} runs` : '';
        out.push(
          `  - \`${o.id}\` — ${o.title}${o.displayValue ? `: ${o.displayValue}` : ''}${savings.length ? ` (${savings.join(', ')}${note})` : note ? ` (${note.slice(2)})` : ''}`,
        );
      }
    }
  }
  console.log(out.join('\n'));
}

// ---------------------------------------------------------------------------------------------------------------
// Main, with cleanup on errors and Ctrl-C

let shop: ShopProcess | null = null;
let proxy: ScriptFreeProxy | null = null;
let chrome: chromeLauncher.LaunchedChrome | null = null;
let browser: Browser | null = null;
let cleaning: Promise<void> | null = null;

function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    await browser?.disconnect().catch(() => undefined);
    browser = null;
    try {
      chrome?.kill();
    } catch {
      // already gone
    }
    chrome = null;
    await proxy?.stop().catch(() => undefined);
    proxy = null;
    const running = shop;
    shop = null;
    if (running) {
      // The server also got the terminal's SIGINT and may be shutting down already; stop() waits for its exit.
      await Promise.race([running.stop(), new Promise((resolve) => setTimeout(resolve, 15_000).unref())]).catch(() => undefined);
    }
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping Chromium and the shop…`);
    void cleanup().finally(() => process.exit(130));
  });
}

async function main(): Promise<void> {
  const manifest = path.join(root, 'dist/current/client/.vite/manifest.json');
  const serverEntry = path.join(root, 'dist/current/ssr/entry-server.js');
  if (!existsSync(manifest) || !existsSync(serverEntry)) {
    console.error(
      `No production build found (${path.relative(process.cwd(), manifest) || manifest}, dist/current/ssr/entry-server.js): run "npm run build" first.`,
    );
    process.exit(1);
  }
  if (!existsSync(CHROMIUM)) {
    console.error(
      `No Chromium at ${CHROMIUM}. Install Debian's package: apt-get update && apt-get install -y chromium (or set CHROMIUM_PATH). No browser is downloaded.`,
    );
    process.exit(1);
  }

  console.error('Starting the shop (production build) and the Magento emulator…');
  const loadBefore = os.loadavg();
  shop = await startShopProcess({ EMULATOR_FAULTS: '0' });
  proxy = await startScriptFreeProxy(shop.url);
  const product = await pickProduct(shop, args.product);
  const list = selected(targets(product.url_key), args.only);
  console.error(`Shop on ${shop.url}; product page and cart item: ${product.sku} (${product.url_key}).`);

  // Warm the server (JIT, catalogue cache, SSR) so the first measured run does not pay for a cold start.
  for (const target of list) for (const side of SIDES) for (let i = 0; i < 2; i += 1) await (await fetch(sideUrl(proxy, target, side))).arrayBuffer();

  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, handleSIGINT: false, logLevel: 'silent' });
  browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const chromium = await browser.version();
  {
    // Warm the browser too (process start-up, font and code caches), outside the measurement.
    const page = await browser.newPage();
    await page.goto(`${proxy.url}/`, { waitUntil: 'networkidle0', timeout: 60_000 }).catch(() => undefined);
    await page.close();
  }

  const results = new Map<string, Record<Side, RunSummary[]>>(list.map((t) => [t.id, { shop: [], copy: [] }]));
  const total = list.length * RUNS * SIDES.length;
  let done = 0;
  const started = Date.now();
  for (let run = 1; run <= RUNS; run += 1) {
    for (const target of list) {
      for (const side of run % 2 ? SIDES : [...SIDES].reverse()) {
        done += 1;
        const t0 = Date.now();
        // A run that fails (Lighthouse's NO_NAVSTART or a protocol timeout on a busy machine) is tried once more.
        let summary = await attempt(browser, shop, proxy, target, side, product.sku);
        if (summary.error) {
          const first = summary.error;
          console.error(`  run failed (${first}); trying once more`);
          summary = await attempt(browser, shop, proxy, target, side, product.sku);
          summary.warnings.unshift(`a first attempt failed: ${first}`);
        }
        results.get(target.id)![side].push(summary);
        const m = summary.metrics;
        console.error(
          `[${done}/${total}] ${target.label}${side === 'copy' ? ' (script-free copy)' : ''} run ${run}/${RUNS} (${((Date.now() - t0) / 1000).toFixed(0)} s): ` +
            (summary.error
              ? `failed — ${summary.error}`
              : `perf ${fmtScore(m.performance)}, LCP ${fmtSeconds(m.lcp)}, TBT ${fmtMs(m.tbt)}, CLS ${fmtCls(m.cls)}, a11y ${fmtScore(m.accessibility)}, SEO ${fmtScore(m.seo)}, benchmarkIndex ${summary.benchmarkIndex === null ? '–' : Math.round(summary.benchmarkIndex)}`),
        );
      }
    }
  }
  console.error(`Measured in ${((Date.now() - started) / 60_000).toFixed(1)} min.\n`);

  const measured = proxy;
  const reports = list.map((t) =>
    aggregate(t, { shop: sideUrl(measured, t, 'shop'), copy: sideUrl(measured, t, 'copy') }, results.get(t.id)!.shop, results.get(t.id)!.copy),
  );
  const benchmarkIndexes = reports.flatMap((r) => [...r.runs, ...r.copy.runs].map((run) => run.benchmarkIndex)).filter((b): b is number => b !== null);
  const loadAfter = os.loadavg();
  printReport(reports, { runs: RUNS, chromium, lighthouse: lighthouseVersion, benchmarkIndexes, loadBefore, loadAfter });

  if (args.json) {
    const json = {
      generated: new Date().toISOString(),
      lighthouse: lighthouseVersion,
      chromium,
      settings: { formFactor: 'mobile', throttlingMethod: 'simulate', runs: RUNS, aggregation: 'median per metric' },
      budgets: { byKind: BUDGET, lcpMs: LCP_MS, lcpRatio: LCP_RATIO, tbtMs: TBT_MS, cls: CLS, accessibility: 100, seo: 100 },
      benchmarkIndexMedian: median(benchmarkIndexes),
      loadAverage: { before: loadBefore, after: loadAfter },
      urls: reports.map((r) => ({
        id: r.target.id,
        kind: r.target.kind,
        lang: r.target.lang,
        label: r.target.label,
        path: r.target.path,
        medians: r.medians,
        scriptFreeCopy: {
          path: `${COPY_PREFIX}${r.target.path}`,
          medians: r.copy.medians,
          runs: r.copy.runs.map((run) => ({ ...run.metrics, benchmarkIndex: run.benchmarkIndex, ...(run.error ? { error: run.error } : {}) })),
        },
        lcpRatio: r.lcpRatio,
        misses: r.misses,
        runs: r.runs.map((run) => ({ ...run.metrics, benchmarkIndex: run.benchmarkIndex, ...(run.error ? { error: run.error } : {}) })),
        failedAudits: r.failed.map(({ category, id, title, runs, detail }) => ({ category, id, title, runs, detail })),
        opportunities: r.opportunities.slice(0, 10).map(({ id, title, displayValue, savingsMs, savingsBytes, metricSavings, runs }) => ({
          id,
          title,
          displayValue,
          savingsMs,
          savingsBytes,
          metricSavings,
          runs,
        })),
        lcpElements: r.lcpElements,
        warnings: r.warnings,
      })),
    };
    await writeFile(path.resolve(args.json), `${JSON.stringify(json, null, 2)}\n`);
    console.error(`Medians written to ${path.resolve(args.json)}`);
  }
}

try {
  await main();
  process.exitCode = 0;
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
} finally {
  await cleanup();
  // Should a library leave a handle open, do not hang: the report is out.
  setTimeout(() => process.exit(), 3000).unref();
}
