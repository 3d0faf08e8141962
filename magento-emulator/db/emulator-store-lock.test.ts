// The emulator's data directory is one process's (common/data-dir-lock.ts): a second process is refused with a
// message naming the owner and what to do; a lock whose process is gone is taken over; closing releases the lock.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator } from '../start';
import { DataDirInUseError, lockDataDir } from '../../common/data-dir-lock';
import { EMULATOR_LOCK_FILE, EmulatorStore } from './emulator.store';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'emulator-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const lockPath = (dir: string) => path.join(dir, EMULATOR_LOCK_FILE);

describe('emulator data directory lock', () => {
  it('refuses to start an emulator on a directory another running process holds, and leaves that lock alone', async () => {
    const dataDir = tempDir();
    // Another process that holds the directory's lock until it is killed.
    const holder = spawn(process.execPath, [
      '-e',
      `require('node:fs').writeFileSync(${JSON.stringify(lockPath(dataDir))}, String(process.pid)); setInterval(() => {}, 1000)`,
    ]);
    try {
      for (let i = 0; i < 100 && !existsSync(lockPath(dataDir)); i++) await new Promise((r) => setTimeout(r, 50));
      const start = startEmulator({ dataDir });
      await expect(start).rejects.toBeInstanceOf(DataDirInUseError);
      await expect(start).rejects.toThrow(`The Magento emulator's data directory ${dataDir} is in use by process ${holder.pid}`);
      expect(readFileSync(lockPath(dataDir), 'utf8')).toBe(String(holder.pid));
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock whose process has exited, holds it while open and releases it on close', async () => {
    const dataDir = tempDir();
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    writeFileSync(lockPath(dataDir), gone.stdout);
    const store = await EmulatorStore.open(dataDir);
    try {
      expect(readFileSync(lockPath(dataDir), 'utf8')).toBe(String(process.pid));
    } finally {
      await store.close();
    }
    expect(existsSync(lockPath(dataDir))).toBe(false);
  }, 120_000); // PGlite's first open of a directory (initdb) takes seconds, more on a loaded machine

  it('takes over a lock holding its own pid (a restarted container gets the same pid)', () => {
    const dataDir = tempDir();
    writeFileSync(lockPath(dataDir), String(process.pid));
    const release = lockDataDir(dataDir, EMULATOR_LOCK_FILE, () => 'in use');
    release();
    expect(existsSync(lockPath(dataDir))).toBe(false);
  });
});
