// Runs the whole shop as `npm start` does (server + Magento emulator, production build) on free ports with a
// throw-away data directory, for the end-to-end tests; stopped by them.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface ShopProcess {
  url: string;
  emulatorUrl: string;
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

/** `root`: the folder the shop is installed in (default this checkout), e.g. a copy under a dot-directory. */
export async function startShopProcess(env: Record<string, string> = {}, { root = path.resolve(import.meta.dirname, '../..') }: { root?: string } = {}): Promise<ShopProcess> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'folt-e2e-'));
  const port = await freePort();
  const emulatorPort = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
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
    const timer = setTimeout(() => reject(new Error(`shop did not start within 60 s:\n${output}`)), 60_000);
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
    emulatorUrl: `http://127.0.0.1:${emulatorPort}`,
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
