// The command-line import of a big FollowTheMoney export (import-ftm-stream.ts), on a generated
// file of several thousand lines with fictional entities: the records are the ones the admin
// import reads from the same file, stored in batches of the size asked; what is held at once is the
// actions and what they name, not the file; a bad line anywhere stores nothing; a second run
// changes nothing.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count, like } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { publicRecords } from "../../db/schema/public-records";
import { createUncachedAppEvents } from "../../event-handlers";
import { sharedTestDatabase } from "../../test/test-app";
import { parseFtmLines } from "./import-ftm";
import { type FtmStreamProgress, fileLines, importFtmFile, importFtmStream } from "./import-ftm-stream";
import { ImportRefused } from "./parsed-record";

const ACTIONS = 400;
const UNNAMED_PEOPLE = 600;
const ADDRESSES = 4_000;
const WITHOUT_ADDRESS = 7; // sanctions without an https address: left out with a note

const entity = (id: string, schema: string, properties: Record<string, string[]>) =>
  JSON.stringify({
    id,
    schema,
    properties,
    datasets: ["gen_fixture_enforcement"],
    last_change: "2026-10-01T00:00:00",
  });

/** The generated export: people before and after their sanctions, addresses and unnamed people between. */
function generatedLines(): string[] {
  const lines: string[] = [];
  for (let i = 0; i < ACTIONS; i++) {
    const person = entity(`gen-person-${i}`, "Person", {
      name: [`Fixture Person ${i}`],
      alias: [`F. Person ${i}`],
      website: [`https://fixture-${i}.example`],
    });
    const sanction = entity(`gen-sanction-${i}`, "Sanction", {
      entity: [`gen-person-${i}`],
      authority: ["Commodity Futures Trading Commission"],
      program: [`Fixture order ${i}`],
      startDate: ["2024-05-01"],
      sourceUrl: i < WITHOUT_ADDRESS ? [] : [`https://www.cftc.gov/fixture/${i}`],
      country: ["us"],
    });
    // Half the sanctions come before the person they name, half after.
    if (i % 2 === 0) lines.push(person, sanction);
    else lines.push(sanction, person);
    if (i % 2 === 0) lines.push(entity(`gen-address-${i}`, "Address", { full: [`${i} Fixture Road`] }));
  }
  for (let i = 0; lines.length < ACTIONS * 2 + ADDRESSES; i++) {
    lines.push(entity(`gen-address-extra-${i}`, "Address", { full: [`${i} Fixture Lane`] }));
  }
  for (let i = 0; i < UNNAMED_PEOPLE; i++) {
    lines.push(entity(`gen-unnamed-${i}`, "Person", { name: [`Unnamed Fixture ${i}`] }));
  }
  return lines;
}

const dir = mkdtempSync(join(tmpdir(), "hc-ftm-stream-"));
const lines = generatedLines();
const path = join(dir, "entities.ftm.json");
writeFileSync(path, `${lines.join("\n")}\n`);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the command-line FollowTheMoney import", () => {
  const t = sharedTestDatabase();
  const stored = async () =>
    (
      await t.db.select({ n: count() }).from(publicRecords).where(like(publicRecords.sourceId, "ftm:gen-%"))
    )[0]!.n;

  it("stores the admin import's records in batches, holding only the actions and whom they name", async () => {
    expect(lines.length).toBeGreaterThan(5_000);
    const progress: FtmStreamProgress[] = [];
    const report = await importFtmFile(t.db, createUncachedAppEvents(), path, {
      batchSize: 100,
      progressEvery: 1_000,
      onProgress: (p) => progress.push(p),
    });
    const records = ACTIONS - WITHOUT_ADDRESS;
    expect(report).toMatchObject({
      lines: lines.length,
      imported: records,
      updated: 0,
      batches: Math.ceil(records / 100),
      largestBatch: 100,
    });
    // The actions and the people they name; no address, no unnamed person.
    expect(report.peakHeld).toBe(ACTIONS * 2);
    expect(report.peakHeld).toBeLessThan(lines.length / 2);
    expect(report.skipped).toBe(WITHOUT_ADDRESS + UNNAMED_PEOPLE + ADDRESSES);
    expect(report.errors.length).toBe(200);
    // Actions left out are noted first, then the people no action names.
    expect(report.errors[0]).toMatch(/^line 2: Sanction gen-sanction-0 has no https address; left out\.$/);
    expect(report.errors[WITHOUT_ADDRESS]).toMatch(/Person gen-unnamed-0 is named by no Sanction/);
    expect(await stored()).toBe(records);

    // Progress: both readings, every batch, then done, with counts that only grow.
    expect(progress.filter((p) => p.phase === "checking").map((p) => p.lines)).toEqual(
      Array.from({ length: Math.floor(lines.length / 1_000) }, (_, i) => (i + 1) * 1_000),
    );
    expect(progress.filter((p) => p.phase === "names")).toHaveLength(Math.floor(lines.length / 1_000));
    const storing = progress.filter((p) => p.phase === "storing");
    expect(storing.map((p) => p.batches)).toEqual(storing.map((_, i) => i + 1));
    expect(storing.at(-1)?.stored).toBe(records);
    expect(progress.at(-1)).toEqual({ phase: "done", lines: lines.length, stored: records, batches: 4 });

    // The same records as the admin import reads from the whole file.
    const whole = parseFtmLines(lines.join("\n"));
    expect(whole.records).toHaveLength(records);
    const collected: typeof whole.records = [];
    const again = await importFtmStream({
      open: () => fileLines(path),
      store: async (file) => {
        collected.push(...file.records);
        return { imported: file.records.length, updated: 0, skipped: 0, errors: [], namesToReview: 0 };
      },
    });
    expect(again.imported).toBe(records);
    expect(collected).toEqual(whole.records);
  }, 120_000);

  it("changes nothing when run again", async () => {
    const report = await importFtmFile(t.db, createUncachedAppEvents(), path, { batchSize: 150 });
    expect(report).toMatchObject({ imported: 0, updated: 0, batches: 3, largestBatch: 150 });
    expect(await stored()).toBe(ACTIONS - WITHOUT_ADDRESS);
  }, 60_000);

  it("refuses a file with a bad line anywhere, before storing anything", async () => {
    const bad = [...lines.slice(0, 4_000), "{not json", ...lines.slice(4_000), '{"id":"x"}'];
    let batches = 0;
    const run = importFtmStream({
      open: async function* () {
        yield* bad;
      },
      store: async () => {
        batches += 1;
        return { imported: 0, updated: 0, skipped: 0, errors: [], namesToReview: 0 };
      },
    });
    await expect(run).rejects.toBeInstanceOf(ImportRefused);
    await expect(run).rejects.toMatchObject({
      reasons: ["line 4001: not JSON.", `line ${bad.length}: no "schema".`],
    });
    expect(batches).toBe(0);

    // Every bad line counts; the first 50 are listed.
    const junk = Array.from({ length: 120 }, () => "junk");
    await expect(
      importFtmStream({
        open: async function* () {
          yield* junk;
        },
        store: async () => {
          throw new Error("nothing to store");
        },
      }),
    ).rejects.toMatchObject({
      reasons: [...Array.from({ length: 50 }, (_, i) => `line ${i + 1}: not JSON.`), "…and 70 more."],
    });
  });

  it("refuses a file with no entities", async () => {
    const run = importFtmStream({
      open: async function* () {
        yield "";
      },
      store: async () => {
        throw new Error("nothing to store");
      },
    });
    await expect(run).rejects.toMatchObject({ reasons: ["The file holds no entities."] });
  });
});
