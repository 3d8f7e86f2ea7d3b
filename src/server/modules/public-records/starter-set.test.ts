// The starter set (starter-set.json, researched by hand: STARTER-SET-SOURCES.md): every record has
// what a reader needs to check it at the source, and the load at start-up is idempotent.
import { readFileSync } from "node:fs";
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { publicRecords } from "../../db/schema/public-records";
import { createUncachedAppEvents } from "../../event-handlers";
import { sharedTestDatabase } from "../../test/test-app";
import { loadStarterSet, STARTER_SET_PATH } from "./starter-set";

/** The records as written, read without our importer (so a record it would refuse is still seen). */
function writtenRecords(): Array<Record<string, unknown>> {
  try {
    const file = JSON.parse(readFileSync(STARTER_SET_PATH, "utf8")) as { records?: unknown };
    return Array.isArray(file.records) ? (file.records as Array<Record<string, unknown>>) : [];
  } catch {
    return [];
  }
}

const records = writtenRecords();
const text = (value: unknown) => typeof value === "string" && value.trim() !== "";

describe("the starter set", () => {
  it.skipIf(records.length < 1)(
    "gives every record an authority, a date, a title, a name and an official https address",
    () => {
      const problems = records.flatMap((record) => {
        const id = String(record.sourceId ?? "(no sourceId)");
        const names = Array.isArray(record.names) ? record.names : [];
        const url = typeof record.url === "string" ? record.url : "";
        return [
          text(record.authority) ? null : `${id}: no authority`,
          typeof record.date === "string" && /^\d{4}-\d{2}-\d{2}$/.test(record.date)
            ? null
            : `${id}: no date`,
          text(record.title) ? null : `${id}: no title`,
          names.some((n) => text((n as { name?: unknown }).name)) ? null : `${id}: names nobody`,
          url.startsWith("https://") && URL.canParse(url) ? null : `${id}: no https address (${url})`,
        ].filter((p): p is string => p !== null);
      });
      expect(problems, `${problems.length} problems in ${records.length} records`).toEqual([]);
    },
  );

  // The issue asks for 100; 40 could be checked against an official publication from this machine
  // (STARTER-SET-SOURCES.md says why). The floor keeps a verified record from being lost unseen.
  it.skipIf(records.length < 1)(`keeps its ${records.length} verified records (the goal is 100)`, () => {
    expect(records.length, `the starter set holds ${records.length} records`).toBeGreaterThanOrEqual(40);
  });

  describe("at start-up", () => {
    const t = sharedTestDatabase();

    it("loads the records that meet the format, and a second load changes nothing", async () => {
      const first = await loadStarterSet(t.db, createUncachedAppEvents());
      if (first.status !== "loaded") throw new Error(`not loaded: ${JSON.stringify(first)}`);
      const [stored] = await t.db.select({ n: count() }).from(publicRecords);
      expect(stored!.n).toBe(first.imported);
      expect(first.imported + first.leftOutRecords).toBe(records.length);
      const second = await loadStarterSet(t.db, createUncachedAppEvents());
      expect(second).toMatchObject({ status: "loaded", imported: 0, updated: 0, unchanged: first.imported });
    });

    it("says so when there is no starter set", async () => {
      expect(
        await loadStarterSet(t.db, createUncachedAppEvents(), { path: "/nonexistent/starter-set.json" }),
      ).toEqual({
        status: "missing",
      });
    });
  });
});
