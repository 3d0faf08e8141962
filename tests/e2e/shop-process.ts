// Runs the whole shop as `npm start` does (scripts/start.js: the compiled server of dist/current with node, and the
// Magento emulator) on free ports with a throw-away data directory, for the end-to-end tests; stopped by them.
import { spawn, type ChildProcess } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface ShopProcess {
  url: string;
  /** The server's process id (scripts/start.js runs the server in its own process). */
  pid: number;
  emulatorUrl: string;
  /** What the process printed so far (stdout and stderr). */
  output(): string;
  /** Sends SIGTERM and resolves with the exit code once the process has ended. */
  terminate(): Promise<number | null>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

const checkout = path.resolve(import.meta.dirname, '../..');

/** What a deployment of the built shop holds besides node_modules (README, "Deploying"): no sources, no tests. */
const DEPLOYED_FILES = ['package.json', 'package-lock.json', 'scripts/start.js', 'scripts/build-layout.js'];

/** Copies the current build and DEPLOYED_FILES into `target` (dist/<build> and dist/current as in the checkout). */
export async function copyDeployment(target: string): Promise<void> {
  for (const file of DEPLOYED_FILES) {
    await mkdir(path.dirname(path.join(target, file)), { recursive: true });
    await cp(path.join(checkout, file), path.join(target, file));
  }
  const build = realpathSync(path.join(checkout, 'dist', 'current'));
  await cp(build, path.join(target, 'dist', path.basename(build)), { recursive: true });
  await symlink(path.basename(build), path.join(target, 'dist', 'current'), 'dir');
}

/**
 * `env` adds to (or, with undefined, removes from) the test environment; `root`: the folder the shop is installed in
 * (default this checkout), e.g. a deployment under a dot-directory.
 */
export async function startShopProcess(env: Record<string, string | undefined> = {}, { root = checkout }: { root?: string } = {}): Promise<ShopProcess> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'folt-e2e-'));
  const port = await freePort();
  const emulatorPort = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      EMULATOR_PORT: String(emulatorPort),
      EMULATOR_DATA_DIR: dataDir,
      // Each shop gets its own lead database: a PGlite directory takes one process only.
      DATABASE_DIR: path.join(dataDir, 'server-db'),
      EMULATOR_FAULTS: '1',
      LOG_LEVEL: 'warn',
      // Chromium, the shop and the emulator share two cores here: a cold catalogue read can take longer than the 3 s a
      // render waits in production, which would render the outage page. The 3 s behaviour has its own test
      // (server/api/catalog-reader.test.ts).
      RENDER_UPSTREAM_TIMEOUT_MS: '10000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    // At a load of 25 on two cores a start took 52 s: 100 s stays inside vitest's 120 s hook timeout. A shop that does
    // not come up is stopped: left running (nobody holds it any more) it would load the shared machine for the rest of
    // the run.
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`shop did not start within 100 s:\n${output}`));
    }, 100_000);
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
      reject(new Error(`shop exited with ${code}:\n${output}`));
    });
  });
  await ready;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    url,
    pid: child.pid!,
    emulatorUrl: `http://127.0.0.1:${emulatorPort}`,
    output: () => output,
    terminate: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
