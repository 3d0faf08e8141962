// `npm run bench:server`: (1) cached product list through our server vs a bare Node http server sending the same
// bytes (autocannon, side by side, goal ≥ 0.8×); (2) median latency a proxied call adds over calling Magento
// directly (goal ≤ 1 ms); (3) rendered pages kept by the server (home, a model page, the shop list, a product page)
// through the whole shop as `npm start` runs it vs a bare Node http server in its own process sending the same bytes
// (goal ≥ 0.5× and p95 ≤ 20 ms at 50 clients), and the CPU time of an uncached render per page type. Loopback only,
// bounded in time, stops by itself and prints tables with the load average. BENCH_PAGES=0 leaves (3) out.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startApiHarness } from '../api/api-test-harness';
import { startShopProcess, type ShopProcess } from '../../tests/e2e/shop-process';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const LATENCY_SAMPLES = Number(process.env.BENCH_SAMPLES ?? 2000);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const here = path.dirname(fileURLToPath(import.meta.url));

interface Upstream {
  url: string;
  token: string | null;
  kind: string;
  close(): Promise<void>;
}

async function startUpstream(): Promise<Upstream> {
  const startFile = path.join(here, '..', '..', 'magento-emulator', 'start.ts');
  if (existsSync(startFile)) {
    const mod = (await import(startFile)) as { startEmulator: (o: object) => Promise<{ url: string; integrationToken: string; close(): Promise<void> }> };
    const emu = await mod.startEmulator({ port: 0, dataDir: null, faults: false });
    return { url: emu.url, token: emu.integrationToken, kind: 'magento emulator', close: () => emu.close() };
  }
  // Fallback while the emulator is not there: a minimal Magento stand-in on loopback.
  const product = (i: number) => ({
    sku: `SKU-${i}`,
    name: `Product ${i}`,
    price: 100 + i,
    status: 1,
    type_id: 'simple',
    custom_attributes: [
      { attribute_code: 'url_key', value: `product-${i}` },
      { attribute_code: 'sort_order', value: String(i) },
    ],
    media_gallery_entries: [{ media_type: 'image', file: `/p/${i}.jpg`, position: 1, types: ['image'] }],
  });
  const products = JSON.stringify({ items: Array.from({ length: 24 }, (_, i) => product(i)), total_count: 24 });
  const cart = JSON.stringify({ id: 1, is_active: true, items: [], items_count: 0, items_qty: 0 });
  const server = http.createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(req.url?.includes('/V1/products') ? products : cart);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    token: 'bench',
    kind: 'stand-in (emulator not found)',
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

function cannon(url: string): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    // The load generator runs in a worker thread so it does not share the servers' event loop.
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, pipelining: 1, workers: WORKERS }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function timedGet(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    http
      .get(url, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(performance.now() - t0));
      })
      .on('error', reject);
  });
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

const PAGE_ROUNDS = Number(process.env.BENCH_PAGE_ROUNDS ?? 3);
const RENDERS = Number(process.env.BENCH_RENDERS ?? 40);

/** Load on `url` from this process (the servers run in their own), with each response's time for an exact p95. */
function load(url: string): Promise<{ rate: number; p50: number; p95: number; errors: number }> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    const instance = autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, pipelining: 1 }, (err, result) => {
      if (err) return reject(err);
      times.sort((a, b) => a - b);
      const at = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))] ?? NaN;
      resolve({ rate: result.requests.average, p50: at(0.5), p95: at(0.95), errors: result.errors + result.non2xx });
    }) as { on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void };
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
}

/** A bare node:http server in a child process that answers every request with `body` and `headers`. */
async function startBareServer(dir: string, name: string, body: Buffer, headers: string[]): Promise<{ url: string; close(): void }> {
  const bodyFile = path.join(dir, `${name}.body`);
  writeFileSync(bodyFile, body);
  writeFileSync(`${bodyFile}.headers.json`, JSON.stringify(headers));
  const script = `const http = require('node:http'); const fs = require('node:fs');
    const body = fs.readFileSync(process.argv[1]); const headers = JSON.parse(fs.readFileSync(process.argv[1] + '.headers.json', 'utf8'));
    const server = http.createServer((_req, res) => { res.writeHead(200, headers); res.end(body); });
    server.keepAliveTimeout = 65000;
    server.listen(0, '127.0.0.1', () => console.log(server.address().port));`;
  const child = spawn(process.execPath, ['-e', script, bodyFile], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve) => child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim())));
  return { url: `http://127.0.0.1:${port}`, close: () => child.kill() };
}

function rawGet(url: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** user + system CPU of a process in ms (/proc, Linux). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (USER_HZ 100)
}

interface PageFigures {
  name: string;
  path: string;
  size: number;
  ours: Awaited<ReturnType<typeof load>>;
  bare: Awaited<ReturnType<typeof load>>;
  renderCpuMs: number;
}

async function benchPages(): Promise<{ pages: PageFigures[]; shop: ShopProcess }> {
  // As `npm start` on a fresh machine: NODE_ENV unset, the embedded emulator, the build of these sources.
  const shop = await startShopProcess({ NODE_ENV: undefined, EMULATOR_FAULTS: undefined, LOG_LEVEL: 'warn' });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'folt-bench-pages-'));
  try {
    const products = (await (await fetch(`${shop.url}/api/magento/products?locale=nl&type_id:in=simple`)).json()) as {
      data: { items: Array<{ url_key: string }> };
    };
    const targets = [
      { name: 'home', path: '/' },
      { name: 'model page', path: '/maxx' },
      { name: 'shop list', path: '/shop' },
      { name: 'product page', path: `/shop/${products.data.items[0]!.url_key}` },
    ];
    const pages: PageFigures[] = [];
    for (const target of targets) {
      // Uncached renders: a query the page ignores makes each request another URL (the catalogue stays cached).
      for (let i = 0; i < 5; i++) await (await fetch(`${shop.url}${target.path}?warm=${i}`)).arrayBuffer();
      const before = cpuMs(shop.pid);
      for (let i = 0; i < RENDERS; i++) {
        const res = await fetch(`${shop.url}${target.path}?render=${i}`);
        if (res.headers.get('x-page-cache') === 'hit') throw new Error(`${target.path}?render=${i} came from the cache`);
        await res.arrayBuffer();
      }
      const renderCpuMs = (cpuMs(shop.pid) - before) / RENDERS;

      // What the load generator gets: asked without Accept-Encoding, so neither side compresses.
      await rawGet(shop.url + target.path);
      const first = await rawGet(shop.url + target.path);
      const bytes = first.body;
      if (first.status !== 200 || first.headers['x-page-cache'] !== 'hit') {
        throw new Error(`${target.path}: ${first.status}, x-page-cache ${String(first.headers['x-page-cache'])} (expected a 200 from the page cache)`);
      }
      const headers: string[] = [];
      for (const [k, v] of Object.entries(first.headers)) {
        if (v !== undefined && !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(k)) headers.push(k, String(v));
      }
      const bare = await startBareServer(dir, target.name.replace(/\W/g, '-'), bytes, headers);
      try {
        await load(shop.url + target.path); // warm-up, then alternate rounds so drift hits both alike
        await load(bare.url + target.path);
        const oursRuns: Awaited<ReturnType<typeof load>>[] = [];
        const bareRuns: Awaited<ReturnType<typeof load>>[] = [];
        for (let round = 0; round < PAGE_ROUNDS; round++) {
          oursRuns.push(await load(shop.url + target.path));
          bareRuns.push(await load(bare.url + target.path));
        }
        const mid = <T extends { rate: number }>(runs: T[]) => [...runs].sort((a, b) => a.rate - b.rate)[Math.floor(runs.length / 2)]!;
        pages.push({ ...target, size: bytes.length, ours: mid(oursRuns), bare: mid(bareRuns), renderCpuMs });
      } finally {
        bare.close();
      }
    }
    return { pages, shop };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function printTable(title: string, rows: string[][]): void {
  const w0 = Math.max(...rows.map((r) => r[0]!.length));
  const w1 = Math.max(...rows.map((r) => r[1]!.length));
  console.log(`\n${title}\n`);
  for (const r of rows) console.log(`${r[0]!.padEnd(w0)}  ${r[1]!.padStart(w1)}  ${r[2]}`);
}

async function main(): Promise<void> {
  const upstream = await startUpstream();
  const harness = await startApiHarness({ magentoUrl: upstream.url, magentoToken: upstream.token, config: { upstreamTimeoutMs: 15_000 } });
  try {
    // ── 1. cached catalogue vs bare http: the default list page, and one small answer (one product) where
    //       per-request overhead rather than copying bytes dominates ──
    const firstSku = (await (await fetch(`${harness.url}/api/magento/products?locale=nl`)).json()) as { data: { items: { sku: string }[] } };
    const paths = ['/api/magento/products?locale=nl', `/api/magento/products?locale=nl&sku:in=${encodeURIComponent(firstSku.data.items[0]!.sku)}`];
    const throughput: { path: string; size: number; ours: autocannon.Result; base: autocannon.Result }[] = [];
    for (const productsPath of paths) {
      const first = await fetch(harness.url + productsPath);
      const bytes = Buffer.from(await first.arrayBuffer());
      if (first.status !== 200) throw new Error(`product list answered ${first.status}: ${bytes.toString().slice(0, 200)}`);
      // Same headers as ours, as a precomputed flat list (the fastest way Node writes headers): no handicap.
      const headers: string[] = [];
      first.headers.forEach((v, k) => {
        if (!['date', 'connection', 'keep-alive'].includes(k)) headers.push(k, v);
      });
      const bare = http.createServer((_req, res) => {
        res.writeHead(200, headers);
        res.end(bytes);
      });
      await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));
      const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}${productsPath}`;
      await cannon(bareUrl); // warm-up, then alternate rounds so drift (GC, CPU clock) hits both alike
      const oursRuns: autocannon.Result[] = [];
      const baseRuns: autocannon.Result[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        oursRuns.push(await cannon(harness.url + productsPath));
        baseRuns.push(await cannon(bareUrl));
      }
      const byRate = (a: autocannon.Result, b: autocannon.Result) => a.requests.average - b.requests.average;
      const ours = oursRuns.sort(byRate)[Math.floor(ROUNDS / 2)]!;
      const base = baseRuns.sort(byRate)[Math.floor(ROUNDS / 2)]!;
      bare.close();
      throughput.push({ path: productsPath, size: bytes.length, ours, base });
    }

    // ── 2. added latency of a proxied call ──
    const created = await harness.call('POST', '/api/magento/cart');
    const cartId = created.json?.data as string | undefined;
    let proxied: string;
    let direct: string;
    if (typeof cartId === 'string') {
      proxied = `${harness.url}/api/magento/cart?cartId=${cartId}`;
      direct = `${upstream.url}/rest/nl/V1/guest-carts/${cartId}`;
    } else {
      proxied = `${harness.url}/api/magento/cart?cartId=${'a'.repeat(32)}`;
      direct = `${upstream.url}/rest/nl/V1/guest-carts/${'a'.repeat(32)}`;
    }
    for (let i = 0; i < 200; i++) {
      await timedGet(proxied);
      await timedGet(direct);
    }
    const viaServer: number[] = [];
    const straight: number[] = [];
    for (let i = 0; i < LATENCY_SAMPLES; i++) {
      viaServer.push(await timedGet(proxied));
      straight.push(await timedGet(direct));
    }
    const added = median(viaServer) - median(straight);
    const pairwise = median(viaServer.map((v, i) => v - straight[i]!));

    const ratios = throughput.map((t) => t.ours.requests.average / t.base.requests.average);
    const ratio = Math.min(...ratios);
    const rows = [
      ['measure', 'value', 'goal'],
      ['upstream', upstream.kind, ''],
      ...throughput.flatMap((t, i) => [
        [`[${i === 0 ? 'list page' : 'one product'}] answer size (bytes)`, String(t.size), ''],
        [`  cached via our server, req/s (median of ${ROUNDS} × ${DURATION_S} s, ${CONNECTIONS} conn)`, t.ours.requests.average.toFixed(0), ''],
        ['  bare node http, same bytes, req/s', t.base.requests.average.toFixed(0), ''],
        ['  ratio', ratios[i]!.toFixed(2), '≥ 0.80'],
        ['  our p50 / p99 latency (ms)', `${t.ours.latency.p50} / ${t.ours.latency.p99}`, ''],
      ]),
      ['direct emulator call, median (ms)', median(straight).toFixed(3), ''],
      ['proxied call, median (ms)', median(viaServer).toFixed(3), ''],
      ['added latency, median difference (ms)', added.toFixed(3), '≤ 1.000'],
      ['added latency, median of pairwise differences (ms)', pairwise.toFixed(3), ''],
    ];
    printTable(
      `server benchmark (loopback; load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')})`,
      rows,
    );
    console.log(`\nratio ${ratio >= 0.8 ? 'meets' : 'MISSES'} the goal; added latency ${added <= 1 ? 'meets' : 'MISSES'} the goal`);
  } finally {
    agent.destroy();
    await harness.close();
    await upstream.close();
  }
  if (process.env.BENCH_PAGES === '0') return;

  // ── 3. rendered pages kept by the server vs bare node, and the CPU time of an uncached render ──
  const { pages, shop } = await benchPages();
  await shop.stop();
  const pageRows = [
    ['page (nl, no Accept-Encoding)', 'value', 'goal'],
    ...pages.flatMap((p) => {
      const ratio = p.ours.rate / p.bare.rate;
      return [
        [`[${p.name}] ${p.path} HTML size (bytes)`, String(p.size), ''],
        [`  cached via our server, req/s (median of ${PAGE_ROUNDS} × ${DURATION_S} s, ${CONNECTIONS} conn)`, p.ours.rate.toFixed(0), ''],
        ['  bare node http (own process), same bytes, req/s', p.bare.rate.toFixed(0), ''],
        ['  ratio', ratio.toFixed(2), '≥ 0.50'],
        ['  our p50 / p95 latency (ms)', `${p.ours.p50.toFixed(1)} / ${p.ours.p95.toFixed(1)}`, 'p95 ≤ 20'],
        ['  bare p50 / p95 latency (ms)', `${p.bare.p50.toFixed(1)} / ${p.bare.p95.toFixed(1)}`, ''],
        [`  uncached render, server CPU per page (ms, ${RENDERS} renders)`, p.renderCpuMs.toFixed(1), ''],
      ];
    }),
  ];
  printTable(
    `rendered pages (the whole shop as \`npm start\` runs it; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
    pageRows,
  );
  const misses = pages.filter((p) => p.ours.rate / p.bare.rate < 0.5 || p.ours.p95 > 20 || p.ours.errors > 0);
  console.log(`\ncached pages ${misses.length === 0 ? 'meet' : `MISS (${misses.map((p) => p.name).join(', ')})`} the goal`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
