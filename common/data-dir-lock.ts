// One process per PGlite data directory (the server's form database and the Magento emulator's): PGlite has no lock
// of its own, and two processes writing one directory corrupt it. The lock is a file holding the owner's pid, created
// exclusively. A lock left by a process that is gone is taken over, and so is one holding our own pid: after a
// container restart the new process often has the old one's pid (1), and it must not be locked out by itself.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {
  constructor(
    message: string,
    readonly pid: number,
  ) {
    super(message);
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

/**
 * Takes the lock `lockFile` in `dataDir` (which must exist) and returns its release; throws DataDirInUseError with
 * `inUse(pid, lockPath)` as its message when another running process holds it.
 */
export function lockDataDir(dataDir: string, lockFile: string, inUse: (pid: number, lockPath: string) => string): () => void {
  const lockPath = path.join(dataDir, lockFile);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(lockPath, 'utf8') === String(process.pid)) unlinkSync(lockPath);
        } catch {
          // Already gone.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
        throw new DataDirInUseError(inUse(holder, lockPath), holder);
      }
      unlinkSync(lockPath); // stale
    }
  }
  throw new Error(`could not lock the data directory ${dataDir}`);
}
