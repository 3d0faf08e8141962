// `npm run bench:start`: how long `npm start` takes until "FOLT shop on" when a build of the current sources exists,
// and the resident memory of everything that command leaves running (npm, the shell, the server, any wrapper), summed
// over the process tree from /proc, right after start and after a few page requests. One warm-up start first (it
// builds if needed and seeds the emulator's data), then BENCH_RUNS measured starts (default 3) on the same data.
// Linux only (/proc). Prints one line per run and the medians.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'folt-bench-start-'));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** The pid and its descendants, with command name and RSS in MB, from /proc. */
function processTree(pid: number): Array<{ pid: number; name: string; rssMb: number }> {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  const tree: Array<{ pid: number; name: string; rssMb: number }> = [];
  const visit = (p: number) => {
    try {
      const status = readFileSync(`/proc/${p}/status`, 'utf8');
      const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      const cmdline = readFileSync(`/proc/${p}/cmdline`, 'utf8').split('\0').filter(Boolean);
      tree.push({
        pid: p,
        name: cmdline
          .slice(0, 3)
          .map((part) => path.basename(part))
          .join(' '),
        rssMb: rssKb / 1024,
      });
    } catch {
      return;
    }
    for (const child of children.get(p) ?? []) visit(child);
  };
  visit(pid);
  return tree;
}

function describeTree(pid: number): { totalMb: number; parts: string } {
  const tree = processTree(pid);
  return {
    totalMb: tree.reduce((sum, p) => sum + p.rssMb, 0),
    parts: tree.map((p) => `${p.name} ${p.rssMb.toFixed(0)}`).join(' + '),
  };
}

interface Started {
  child: ChildProcess;
  url: string;
  ms: number;
}

async function startShop(): Promise<Started> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    EMULATOR_PORT: String(await freePort()),
    EMULATOR_DATA_DIR: path.join(dataDir, 'emulator'),
    DATABASE_DIR: path.join(dataDir, 'server-db'),
    LOG_LEVEL: 'warn',
  };
  // As a user types it: NODE_ENV unset unless the caller sets it.
  delete env.npm_lifecycle_event;
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "FOLT shop on" within 180 s:\n${output}`)), 180_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('FOLT shop on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited with ${code}:\n${output}`));
    });
  });
  return { child, url, ms: performance.now() - started };
}

async function stopShop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // The whole process group: npm forwards signals, but a wrapper in between might not.
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
  // Give the server a moment to release its data directories after npm itself ended.
  await new Promise((resolve) => setTimeout(resolve, 500));
}

async function requests(url: string): Promise<void> {
  const products = (await (await fetch(`${url}/api/magento/products?locale=nl&type_id:in=simple`)).json()) as { data: { items: Array<{ url_key: string }> } };
  const product = products.data.items[0]!.url_key;
  for (let i = 0; i < 5; i++) {
    for (const page of ['/', `/shop/${product}`, '/en/shop', '/api/magento/products?locale=en']) {
      const res = await fetch(`${url}${page}`);
      if (!res.ok) throw new Error(`${page} answered ${res.status}`);
      await res.arrayBuffer();
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

try {
  console.log('warm-up start (builds if needed, seeds the emulator data) …');
  const warm = await startShop();
  console.log(`  warm-up: ${(warm.ms / 1000).toFixed(1)} s`);
  await stopShop(warm.child);

  const startMs: number[] = [];
  const rssStart: number[] = [];
  const rssAfter: number[] = [];
  for (let run = 1; run <= runs; run++) {
    const shop = await startShop();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const atStart = describeTree(shop.child.pid!);
    await requests(shop.url);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = describeTree(shop.child.pid!);
    await stopShop(shop.child);
    startMs.push(shop.ms);
    rssStart.push(atStart.totalMb);
    rssAfter.push(after.totalMb);
    console.log(
      `run ${run}: start ${shop.ms.toFixed(0)} ms; RSS after start ${atStart.totalMb.toFixed(0)} MB (${atStart.parts}); after requests ${after.totalMb.toFixed(0)} MB (${after.parts})`,
    );
  }
  console.log(
    `median of ${runs}: start ${median(startMs).toFixed(0)} ms, RSS after start ${median(rssStart).toFixed(0)} MB, after requests ${median(rssAfter).toFixed(0)} MB`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
