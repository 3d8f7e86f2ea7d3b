// The crash test in small (npm run crash-test is the full one): the real server on PGlite, two
// kill -9s during a write storm, and every acknowledged write is still there afterwards.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { prng, runCrashTest } from "./run";

const dataDir = mkdtempSync(join(tmpdir(), "hc-crash-unit-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("crash test", () => {
  it("the seeded generator replays the same sequence", () => {
    const a = prng(42);
    const b = prng(42);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect(first.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(prng(43)()).not.toBe(first[0]);
  });

  it("loses no acknowledged write across kill -9 and restarts cleanly (PGlite)", {
    timeout: 120_000,
  }, async () => {
    const lines: string[] = [];
    const result = await runCrashTest({
      cycles: 2,
      seed: 1234,
      dataDir,
      clients: 3,
      killAfterMs: [400, 900],
      startTimeoutSeconds: 60,
      log: (line) => lines.push(line),
    });
    expect(result.failedStarts, lines.join("\n")).toBe(0);
    expect(result.cycles).toBe(2);
    // Two restarts after a kill, plus the final one before the database check.
    expect(result.restartsOk).toBe(2);
    expect(result.acknowledged).toBeGreaterThan(0);
    expect(result.lostWrites).toEqual([]);
    expect(result.lost).toBe(0);
    expect(lines.some((line) => line.includes("database check of all"))).toBe(true);
  });
});
