// `npm run bench:server`: (1) cached product list through our server vs a bare Node http server sending the same
// bytes (autocannon, side by side, goal ≥ 0.8×); (2) median latency a proxied call adds over calling Magento
// directly (goal ≤ 1 ms). Loopback only, bounded in time, stops by itself and prints a table.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startApiHarness } from '../api/api-test-harness';

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
    const w0 = Math.max(...rows.map((r) => r[0]!.length));
    const w1 = Math.max(...rows.map((r) => r[1]!.length));
    console.log('\nserver benchmark (loopback)\n');
    for (const r of rows) console.log(`${r[0]!.padEnd(w0)}  ${r[1]!.padStart(w1)}  ${r[2]}`);
    console.log(`\nratio ${ratio >= 0.8 ? 'meets' : 'MISSES'} the goal; added latency ${added <= 1 ? 'meets' : 'MISSES'} the goal`);
  } finally {
    agent.destroy();
    await harness.close();
    await upstream.close();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
