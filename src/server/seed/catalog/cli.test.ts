// `npm run db:seed -- --courses N` (src/server/db/cli.ts): argument checks, a small real run against a
// temporary DATA_DIR, and the refusal to touch a DATA_DIR another process holds.
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client";
import { CliUsageError, parseCliArgs } from "./cli-args";

const CLI = fileURLToPath(new URL("../../db/cli.ts", import.meta.url));
const ROOT = fileURLToPath(new URL("../../../../", import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), "hc-seed-cli-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function runCli(args: string[], dataDir: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", CLI, ...args],
      {
        cwd: ROOT,
        // The PGlite path even when the suite runs against PostgreSQL (DATABASE_URL set in CI).
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "test", LOG_LEVEL: "silent" },
        timeout: 170_000,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

describe("parseCliArgs", () => {
  it("reads the command and --courses in both spellings", () => {
    expect(parseCliArgs(["migrate"])).toEqual({ command: "migrate" });
    expect(parseCliArgs(["seed"])).toEqual({ command: "seed", courses: undefined });
    expect(parseCliArgs(["seed", "--courses", "100000"])).toEqual({ command: "seed", courses: 100_000 });
    expect(parseCliArgs(["seed", "--courses=500"])).toEqual({ command: "seed", courses: 500 });
  });

  it.each([
    [["seed", "--courses", "abc"], '--courses needs a whole number from 1 to 1000000 (got "abc")'],
    [["seed", "--courses"], "--courses needs a whole number from 1 to 1000000 (got nothing)"],
    [["seed", "--courses", "-5"], '--courses needs a whole number from 1 to 1000000 (got "-5")'],
    [["seed", "--courses", "1.5"], '--courses needs a whole number from 1 to 1000000 (got "1.5")'],
    [["seed", "--courses=1e5"], '--courses needs a whole number from 1 to 1000000 (got "1e5")'],
    [["seed", "--courses", "0"], "--courses must be from 1 to 1000000 (got 0)"],
    [["seed", "--courses", "2000000"], "--courses must be from 1 to 1000000 (got 2000000)"],
    [["seed", "--rows", "5"], "unknown option --rows"],
    [["migrate", "--courses", "5"], "migrate takes no options"],
    [[], "usage:"],
    [["drop"], "usage:"],
  ])("refuses %j", (argv, message) => {
    expect(() => parseCliArgs(argv)).toThrow(CliUsageError);
    expect(() => parseCliArgs(argv)).toThrow(message);
  });
});

describe("the db:seed command", () => {
  it("fails with a clear message and a non-zero exit on a bad --courses, before opening anything", async () => {
    const dataDir = join(scratch, "bad-flag");
    const result = await runCli(["seed", "--courses", "lots"], dataDir);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('db: --courses needs a whole number from 1 to 1000000 (got "lots")');
    expect(existsSync(dataDir)).toBe(false);
  }, 60_000);

  it("fills a fresh DATA_DIR to --courses 500 (demo catalogue first) and reports the speed", async () => {
    const dataDir = join(scratch, "small-run");
    const result = await runCli(["seed", "--courses", "500"], dataDir);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("db:seed: demo catalogue: 240 courses");
    expect(result.stdout).toContain("db:seed: 500 / 500 courses (100%)");
    expect(result.stdout).toMatch(
      /inserted 260 courses, 7 creators and [\d,]+ price points in [\d.]+ s \([\d,]+ rows\/s/,
    );
    expect(result.stdout).toMatch(/VACUUM ANALYZE [\d.]+ s; total [\d.]+ s/);
    expect(existsSync(join(dataDir, "hypecheck.lock"))).toBe(false);

    const database = await openDatabase({ dataDir });
    try {
      const rows = async <T>(query: ReturnType<typeof sql>) =>
        ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
      const [counts] = await rows<{
        courses: number;
        creators: number;
        unscored: number;
        bad_history: number;
      }>(sql`
        select (select count(*)::int from courses) as courses,
               (select count(*)::int from creators) as creators,
               (select count(*)::int from courses where trust_score is null or trust_breakdown is null) as unscored,
               (select count(*)::int from courses k where k.price_cents <> (select price_cents
                  from course_price_history h where h.course_id = k.id order by recorded_at desc limit 1)) as bad_history`);
      expect(counts).toEqual({ courses: 500, creators: 67, unscored: 0, bad_history: 0 });
    } finally {
      await database.close();
    }

    // Asking again for no more than is there adds nothing.
    const again = await runCli(["seed", "--courses", "300"], dataDir);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain("the catalogue already has 500 courses: nothing to add");

    // Asking for more grows it, numbering on after the first run (100k, then 1M, in bench:api).
    const grown = await runCli(["seed", "--courses", "700"], dataDir);
    expect(grown.stderr).toBe("");
    expect(grown.code).toBe(0);
    expect(grown.stdout).toContain("db:seed: 700 / 700 courses (100%)");
    const reopened = await openDatabase({ dataDir });
    try {
      const { rows } = (await reopened.db.execute(sql`
        select (select count(*)::int from courses) as courses,
               (select count(distinct original_url)::int from courses) as urls,
               (select count(*)::int from creators) as creators,
               (select count(distinct slug)::int from creators) as slugs`)) as unknown as {
        rows: Record<string, number>[];
      };
      expect(rows[0]).toEqual({ courses: 700, urls: 700, creators: 72, slugs: 72 });
    } finally {
      await reopened.close();
    }
  }, 180_000);

  it("refuses a DATA_DIR that another running process holds", async () => {
    const dataDir = join(scratch, "locked");
    mkdirSync(dataDir, { recursive: true });
    // This test process is alive, so its pid in the lock file is a live holder.
    writeFileSync(join(dataDir, "hypecheck.lock"), String(process.pid));
    const result = await runCli(["seed", "--courses", "500"], dataDir);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain(`is in use by another HypeCheck process (pid ${process.pid}`);
    expect(existsSync(join(dataDir, "pglite"))).toBe(false);
  }, 60_000);
});
