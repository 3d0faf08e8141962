// `npm run bench:emulator`: start-up time (fresh seed and restart on existing data), RSS after seeding, and median / p95
// latency of cart totals and of a product search with 20 parallel clients. Loopback only, bounded, stops by itself.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmulator } from '../start';

const CLIENTS = 20;
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5_000);

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Runs `CLIENTS` loops for DURATION_MS, each awaiting its own request before the next; returns sorted latencies (ms). */
async function load(request: (client: number) => Promise<Response>): Promise<{ latencies: number[]; errors: number; seconds: number }> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + DURATION_MS;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const response = await request(client);
        await response.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (!response.ok) errors += 1;
      }
    }),
  );
  return { latencies: latencies.sort((a, b) => a - b), errors, seconds: (performance.now() - started) / 1000 };
}

const dataDir = mkdtempSync(join(tmpdir(), 'folt-emulator-bench-'));
try {
  const t0 = performance.now();
  const first = await startEmulator({ port: 0, dataDir });
  const coldMs = performance.now() - t0;
  const rssMb = process.memoryUsage().rss / 1024 / 1024;
  await first.close();

  // A restart is a new process: it compiles PGlite's WebAssembly again, then finds the data already seeded.
  const child = join(dirname(fileURLToPath(import.meta.url)), 'start-once.child.ts');
  const restart = JSON.parse(
    execFileSync(process.execPath, [...process.execArgv, child, dataDir], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .pop()!,
  ) as { ms: number; rssMb: number };
  const warmMs = restart.ms;

  const emulator = await startEmulator({ port: 0, dataDir });
  const { url, integrationToken } = emulator;
  const json = { 'content-type': 'application/json' };

  // One cart per client: a bike bundle, two parts, the default coupon and shipping, like a real checkout.
  const product = (await (
    await fetch(`${url}/rest/nl/V1/products/${encodeURIComponent('FOLT Classic')}`, { headers: { authorization: `Bearer ${integrationToken}` } })
  ).json()) as {
    extension_attributes: {
      bundle_product_options: Array<{ option_id: number; required: boolean; product_links: Array<{ id: string; is_default: boolean }> }>;
    };
  };
  const bundleOptions = product.extension_attributes.bundle_product_options
    .filter((option) => option.required)
    .map((option) => ({ option_id: option.option_id, option_qty: 1, option_selections: [Number(option.product_links.find((link) => link.is_default)!.id)] }));
  const carts: string[] = [];
  for (let i = 0; i < CLIENTS; i += 1) {
    const cartId = (await (await fetch(`${url}/rest/nl/V1/guest-carts`, { method: 'POST' })).json()) as string;
    const add = (body: unknown) => fetch(`${url}/rest/nl/V1/guest-carts/${cartId}/items`, { method: 'POST', headers: json, body: JSON.stringify(body) });
    await add({ cartItem: { sku: 'FOLT Classic', qty: 1, product_option: { extension_attributes: { bundle_options: bundleOptions } } } });
    await add({ cartItem: { sku: 'FOLT-LOCK-FOLD', qty: 1 } });
    await add({ cartItem: { sku: 'FOLT-LIGHT-SET', qty: 2 } });
    await fetch(`${url}/rest/nl/V1/guest-carts/${cartId}/coupons/${emulator.defaultCoupon}`, { method: 'PUT' });
    carts.push(cartId);
  }
  const search =
    `${url}/rest/nl/V1/products?searchCriteria[filter_groups][0][filters][0][field]=visibility&searchCriteria[filter_groups][0][filters][0][value]=4` +
    '&searchCriteria[sortOrders][0][field]=sort_order&searchCriteria[sortOrders][0][direction]=ASC&searchCriteria[pageSize]=24&searchCriteria[currentPage]=1';
  const searchHeaders = { authorization: `Bearer ${integrationToken}` };

  // Warm-up so JIT and connection pools do not count.
  await load((client) => fetch(`${url}/rest/nl/V1/guest-carts/${carts[client]}/totals`)).catch(() => undefined);
  const totals = await load((client) => fetch(`${url}/rest/nl/V1/guest-carts/${carts[client]}/totals`));
  const products = await load(() => fetch(search, { headers: searchHeaders }));
  await emulator.close();

  const row = (name: string, r: { latencies: number[]; errors: number; seconds: number }) =>
    `| ${name.padEnd(34)} | ${percentile(r.latencies, 50).toFixed(1).padStart(7)} | ${percentile(r.latencies, 95).toFixed(1).padStart(7)} | ${(r.latencies.length / r.seconds).toFixed(0).padStart(7)} | ${String(r.errors).padStart(6)} |`;
  console.log(`
Magento emulator bench (${CLIENTS} parallel clients, ${DURATION_MS / 1000} s per scenario, loopback, Node ${process.version}, load average ${loadavg()[0]!.toFixed(1)})

| start-up                           |      ms |
|------------------------------------|---------|
| fresh data dir (PGlite + seed)     | ${coldMs.toFixed(0).padStart(7)} |
| restart on existing data (new proc)| ${warmMs.toFixed(0).padStart(7)} |

RSS after seeding: ${rssMb.toFixed(0)} MB (PGlite's WebAssembly Postgres is most of it)

| scenario                           |  p50 ms |  p95 ms |   req/s | errors |
|------------------------------------|---------|---------|---------|--------|
${row('GET guest-carts/:id/totals', totals)}
${row('GET products (visibility=4, 24/pg)', products)}
`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
