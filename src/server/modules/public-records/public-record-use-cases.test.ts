// Public records' use cases called as functions, without HTTP: each takes the records' dependencies
// and its input, and writes to a real test database.
import { readFileSync } from "node:fs";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../db/schema/editorial";
import { publicRecords } from "../../db/schema/public-records";
import { ConflictError, NotFoundError } from "../../lib/errors";
import { appEventsClearing } from "../../test/app-events";
import { createCourse, createCreator, createMember } from "../../test/catalog-fixtures";
import { sharedTestDatabase } from "../../test/test-app";
import type { PublicRecordServiceDeps } from "./public-record-deps";
import { importFile } from "./public-record-imports";
import { linkRecord, unlinkRecord } from "./record-links";

const t = sharedTestDatabase();
const AT = new Date("2026-11-29T09:00:00Z");
const told: number[] = [];
let deps: PublicRecordServiceDeps;
let recordId: number;

beforeAll(async () => {
  // The app's event handlers; `told` gets a 1 each time the catalogue caches are cleared.
  deps = {
    db: t.db,
    events: appEventsClearing(() => told.push(1)),
    now: () => AT,
  };
  const content = readFileSync(new URL("./fixtures/records.hypecheck.json", import.meta.url), "utf8");
  const report = await importFile(deps, null, { format: "hypecheck", content });
  expect(report.errors).toEqual([]);
  const [row] = await t.db
    .select({ id: publicRecords.id })
    .from(publicRecords)
    .where(eq(publicRecords.sourceId, "test-ftc-brightpath-2024"));
  recordId = row!.id;
});

const actionsOn = async (subjectType: "creator" | "public_record", subjectId: number) =>
  (
    await t.db
      .select({ action: auditEvents.action, isPublic: auditEvents.isPublic, at: auditEvents.createdAt })
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectType, subjectType), eq(auditEvents.subjectId, subjectId)))
  ).filter((row) => row.action.startsWith("public-record-"));

describe("linkRecord and unlinkRecord", () => {
  it("confirms a record for a creator once, audited on both and rescored; takes it back once", async () => {
    const admin = await createMember(t.db, { role: "admin" });
    const creator = await createCreator(t.db);
    await createCourse(t.db, { creatorId: creator.id });
    told.length = 0;

    const linked = await linkRecord(deps, admin.id, creator.id, {
      recordId,
      evidence: "Fictional evidence: the same company number.",
    });
    expect(linked.rescored).toBe(1);
    expect(linked.record).toMatchObject({
      id: recordId,
      evidence: "Fictional evidence: the same company number.",
    });
    expect(told).toEqual([1]);
    expect(await actionsOn("creator", creator.id)).toEqual([
      { action: "public-record-linked", isPublic: true, at: AT },
    ]);
    expect(await actionsOn("public_record", recordId)).toContainEqual({
      action: "public-record-linked",
      isPublic: false,
      at: AT,
    });
    const twice = linkRecord(deps, admin.id, creator.id, { recordId, evidence: "Again." });
    await expect(twice).rejects.toBeInstanceOf(ConflictError);

    expect(await unlinkRecord(deps, admin.id, creator.id, recordId, "Fictional: another company.")).toEqual({
      removed: true,
      rescored: 1,
    });
    expect(told).toEqual([1, 1]);
    expect((await actionsOn("creator", creator.id)).map((row) => row.action)).toEqual([
      "public-record-linked",
      "public-record-unlinked",
    ]);
    const again = unlinkRecord(deps, admin.id, creator.id, recordId, "Again.");
    await expect(again).rejects.toBeInstanceOf(NotFoundError);
  });
});
