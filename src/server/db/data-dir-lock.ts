// PGlite does not lock its data directory, and two processes on one directory corrupt it
// (ARCHITECTURE.md stack notes). The server takes this lock file before opening PGlite.
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import { join } from "node:path";

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

export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, "hypecheck.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, "wx", 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return {
        path,
        release() {
          if (released) return;
          released = true;
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
        throw new DataDirLockedError(
          `DATA_DIR ${dataDir} is in use by another HypeCheck process (pid ${pid}, lock file ${path}). ` +
            "Stop that process, or start this one with a different DATA_DIR.",
        );
      }
      // A stale lock from a process that died (kill -9, power loss): take it over.
      unlinkSync(path);
    }
  }
  throw new DataDirLockedError(`Could not take the lock file ${path}.`);
}
