// A second emulator (store) on the same data directory is refused with a message naming the owner, in this process or
// another; a lock left by a process that is gone is taken over; closing releases it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator } from '../start.js';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from './data-dir-lock.js';
import { EmulatorStore } from './emulator.store.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'emulator-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('emulator data directory lock', () => {
  it('refuses a second store on the same directory while the first is open, and admits one after it closed', async () => {
    const dataDir = tempDir();
    const first = await EmulatorStore.open(dataDir);
    try {
      const second = EmulatorStore.open(dataDir);
      await expect(second).rejects.toBeInstanceOf(DataDirInUseError);
      await expect(second).rejects.toThrow(`in use by process ${process.pid}`);
      // The refused open left the first one working.
      expect((await first.query<{ n: number }>('select 1 as n')).rows[0]?.n).toBe(1);
    } finally {
      await first.close();
    }
    // Closed: the lock is gone, so the next start may open the directory.
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    lockDataDir(dataDir)();
  }, 120_000); // PGlite's first open of a directory (initdb) takes seconds, more on a loaded machine

  it('refuses to start an emulator on a directory locked by another running process', async () => {
    const dataDir = tempDir();
    writeFileSync(path.join(dataDir, LOCK_FILE), JSON.stringify({ pid: process.ppid, token: 'other' }));
    await expect(startEmulator({ dataDir })).rejects.toThrow(`in use by process ${process.ppid}`);
    // Not ours: the refusal leaves the other process's lock in place.
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);
  });

  it('takes over a lock whose process has exited', async () => {
    const dataDir = tempDir();
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    writeFileSync(path.join(dataDir, LOCK_FILE), JSON.stringify({ pid: Number(gone.stdout), token: 'stale' }));
    const release = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid });
    expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
    release();
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  });
});
