// One process per data directory: PGlite keeps a data directory open without any lock of its own, and two processes
// writing one directory corrupt it (a second `npm start` or `npm run emulator` in the same folder would). The lock is
// a file holding the owner's pid, created exclusively; a lock whose process is gone is taken over.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'emulator.lock';

export class DataDirInUseError extends Error {
  constructor(readonly dataDir: string, readonly pid: number) {
    super(
      `The Magento emulator's data directory ${dataDir} is in use by process ${pid}. Stop that process first, or give this ` +
        `one a directory of its own (EMULATOR_DATA_DIR). If no such process runs, delete ${path.join(dataDir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to somebody else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ownerOf(file: string): number | null {
  try {
    const pid = Number((JSON.parse(readFileSync(file, 'utf8')) as { pid?: unknown }).pid);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null; // half-written or unreadable: nobody can be shown to own it
  }
}

/** Takes the directory's lock (the directory must exist) and returns its release; throws DataDirInUseError when held. */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  const token = `${process.pid}:${Date.now()}:${Math.random()}`;
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, JSON.stringify({ pid: process.pid, token }), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const pid = ownerOf(file);
      // This very process counts as an owner too: one process opening a directory twice corrupts it as well.
      if (pid !== null && isRunning(pid)) throw new DataDirInUseError(dataDir, pid);
      rmSync(file, { force: true }); // stale: its process is gone
    }
  }
  return () => {
    try {
      if ((JSON.parse(readFileSync(file, 'utf8')) as { token?: string }).token === token) rmSync(file, { force: true });
    } catch {
      // already gone
    }
  };
}
