// PGlite does not lock its data directory, and two processes on one directory corrupt it
// (ARCHITECTURE.md stack notes). The server takes this lock file before opening PGlite.
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import { resolve } from "node:path";

export class DataDirLockedError extends Error {}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export interface DataDirLock {
  path: string;
  release(): void;
}

/** Lock files this process holds: its own pid in a lock file is not a stale lock. */
const heldByThisProcess = new Set<string>();

function lockedMessage(dataDir: string, pid: number, path: string): string {
  return (
    `DATA_DIR ${dataDir} is in use by another HypeCheck process (pid ${pid}, lock file ${path}). ` +
    "Stop that process, or start this one with a different DATA_DIR."
  );
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = resolve(dataDir, "hypecheck.lock");
  if (heldByThisProcess.has(path)) throw new DataDirLockedError(lockedMessage(dataDir, process.pid, path));
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, "wx", 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldByThisProcess.add(path);
      let released = false;
      return {
        path,
        release() {
          if (released) return;
          released = true;
          heldByThisProcess.delete(path);
          try {
            unlinkSync(path);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number.parseInt(readFileSync(path, "utf8").trim(), 10);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && processAlive(pid)) {
        throw new DataDirLockedError(lockedMessage(dataDir, pid, path));
      }
      // A stale lock from a process that died (kill -9, power loss), or from an earlier run whose
      // pid this process now has (a restarted container): take it over.
      unlinkSync(path);
    }
  }
  throw new DataDirLockedError(`Could not take the lock file ${path}.`);
}
