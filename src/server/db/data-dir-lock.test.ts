// The DATA_DIR lock file: one HypeCheck process per PGlite directory; stale locks are taken over.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError } from "./data-dir-lock";

const LOCK_MODULE = fileURLToPath(new URL("./data-dir-lock.ts", import.meta.url));

const dirs: string[] = [];
const children: ChildProcess[] = [];

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "hc-lock-"));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has exited (so no live process holds it). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
  const pid = child.pid!;
  await new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return pid;
}

/** Another process that takes the lock with the real module and holds it until killed. */
async function holdLockInChild(dataDir: string): Promise<ChildProcess> {
  const script = `const m = await import(${JSON.stringify(LOCK_MODULE)});
m.acquireDataDirLock(${JSON.stringify(dataDir)});
process.stdout.write("locked\\n");
setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("locked")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`lock holder exited early (${code})`)));
  });
  return child;
}

describe("acquireDataDirLock", () => {
  it("creates the directory and a lock file holding this pid; release removes it", () => {
    const dataDir = join(tempDir(), "nested", "data");
    const lock = acquireDataDirLock(dataDir);
    expect(lock.path).toBe(join(dataDir, "hypecheck.lock"));
    expect(readFileSync(lock.path, "utf8").trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
    // Releasing twice is harmless, and the directory can be locked again.
    lock.release();
    acquireDataDirLock(dataDir).release();
  });

  it("refuses while another live process holds the lock, naming the directory", async () => {
    const dataDir = tempDir();
    const holder = await holdLockInChild(dataDir);
    let caught: unknown;
    try {
      acquireDataDirLock(dataDir);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DataDirLockedError);
    const message = (caught as Error).message;
    expect(message).toContain(dataDir);
    expect(message).toMatch(/in use/);
    expect(message).toContain(String(holder.pid));
    // The holder's lock file is left alone.
    expect(readFileSync(join(dataDir, "hypecheck.lock"), "utf8").trim()).toBe(String(holder.pid));
  });

  it("takes the lock once the holding process has gone", async () => {
    const dataDir = tempDir();
    const holder = await holdLockInChild(dataDir);
    const exited = new Promise<void>((resolve) => holder.once("exit", () => resolve()));
    holder.kill("SIGKILL");
    await exited;
    const lock = acquireDataDirLock(dataDir);
    expect(readFileSync(lock.path, "utf8").trim()).toBe(String(process.pid));
    lock.release();
  });

  it("takes over a stale lock file left by a dead process", async () => {
    const dataDir = tempDir();
    const path = join(dataDir, "hypecheck.lock");
    writeFileSync(path, String(await deadPid()));
    const lock = acquireDataDirLock(dataDir);
    expect(readFileSync(path, "utf8").trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(path)).toBe(false);
  });

  it.each(["", "not-a-pid", "-5", "0"])("takes over a lock file holding %j", (contents) => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, "hypecheck.lock"), contents);
    const lock = acquireDataDirLock(dataDir);
    expect(readFileSync(lock.path, "utf8").trim()).toBe(String(process.pid));
    lock.release();
  });

  // Regression test for a bug these tests found (fixed).
  it("refuses a second acquire in the same process while the first is held", () => {
    const dataDir = tempDir();
    const first = acquireDataDirLock(dataDir);
    try {
      expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    } finally {
      first.release();
    }
  });
});
