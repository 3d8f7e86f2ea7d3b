// Public records' use cases called as functions, without HTTP: each takes the records' dependencies
// and its input, and writes to a real test database.
import { readFileSync } from "node:fs";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../db/schema/editorial";
import { publicRecordLinks, publicRecordNameReviews, publicRecords } from "../../db/schema/public-records";
import { createDomainEvents } from "../../lib/domain-events";
import { ConflictError, NotFoundError } from "../../lib/errors";
import { appEventsClearing } from "../../test/app-events";
import { createCourse, createCreator, createMember, uniqueToken } from "../../test/catalog-fixtures";
import { storedValue } from "../../test/stored-value";
import { sharedTestDatabase } from "../../test/test-app";
import { followerOf, watchNoticesOf } from "../../test/watchers";
import { decideNameReview } from "./name-reviews";
import type { PublicRecordServiceDeps } from "./public-record-deps";
import { importFile } from "./public-record-imports";
import { IMPORTED_RECORD_CHANGED } from "./record-events";
import { linkRecord, unlinkRecord } from "./record-links";

const t = sharedTestDatabase();
const AT = new Date("2026-11-29T09:00:00Z");
const told: number[] = [];
const FIXTURE = readFileSync(new URL("./fixtures/records.hypecheck.json", import.meta.url), "utf8");
let deps: PublicRecordServiceDeps;
let recordId: number;

beforeAll(async () => {
  // The app's event handlers; `told` gets a 1 each time the catalogue caches are cleared.
  deps = {
    db: t.db,
    events: appEventsClearing(() => told.push(1)),
    now: () => AT,
  };
  const report = await importFile(deps, null, { format: "hypecheck", content: FIXTURE });
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

/** The fixture record's audit rows of one action, oldest first. */
const recordAudits = async (action: string) =>
  (
    await t.db
      .select({ action: auditEvents.action, changes: auditEvents.changes, reason: auditEvents.reason })
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectType, "public_record"), eq(auditEvents.subjectId, recordId)))
      .orderBy(auditEvents.id)
  ).filter((row) => row.action === action);

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

  it("tells the followers of the creator and of their courses of a confirmation (RECORD_LINK_CHANGED), not of a removal", async () => {
    const admin = await createMember(t.db, { role: "admin" });
    const creator = await createCreator(t.db);
    const course = await createCourse(t.db, { creatorId: creator.id });
    const followers = [
      await followerOf(t.db, { creatorId: creator.id }),
      await followerOf(t.db, { courseId: course.id }),
    ];
    await linkRecord(deps, admin.id, creator.id, {
      recordId,
      evidence: "Fictional evidence: the same site.",
    });
    await unlinkRecord(deps, admin.id, creator.id, recordId, "Fictional: another company.");
    for (const follower of followers)
      expect(await watchNoticesOf(t.db, follower)).toEqual([`Public record added: ${creator.name}`]);
  });

  it("refuses to link without the app's events, which write its audit rows and notices, and writes nothing", async () => {
    const admin = await createMember(t.db, { role: "admin" });
    const creator = await createCreator(t.db);
    const refused = linkRecord({ db: t.db, now: () => AT }, admin.id, creator.id, {
      recordId,
      evidence: "Fictional evidence: the same site.",
    });
    await expect(refused).rejects.toThrow("needs the app's domain events");
    const links = await t.db
      .select({ id: publicRecordLinks.id })
      .from(publicRecordLinks)
      .where(eq(publicRecordLinks.creatorId, creator.id));
    expect(links).toEqual([]);
    expect(await actionsOn("creator", creator.id)).toEqual([]);
  });
});

describe("decideNameReview", () => {
  /** A name the feed reader was unsure of, waiting on the fixture record. */
  const pendingName = async (name: string) => {
    const [row] = await t.db
      .insert(publicRecordNameReviews)
      .values({ recordId, name, kind: "person", context: `${name} and others`, reason: "Fictional doubt." })
      .returning({ id: publicRecordNameReviews.id });
    return row!.id;
  };
  const nameAudits = () => recordAudits("public-record-name-accepted");

  it("audits an accepted name on its record through NAME_REVIEW_DECIDED's handler, a rejected one not at all", async () => {
    const admin = await createMember(t.db, { role: "admin" });
    const before = (await nameAudits()).length;
    const accepted = await pendingName(`Fictional Penhallow ${uniqueToken("n")}`);
    const rejected = await pendingName(`Fictional Ashby ${uniqueToken("n")}`);
    await decideNameReview(deps, admin.id, rejected, { decision: "reject" });
    expect(await nameAudits()).toHaveLength(before);
    expect(
      await decideNameReview(deps, admin.id, accepted, { decision: "accept", name: "Dario Fictional" }),
    ).toEqual({ id: accepted, status: "accepted" });
    const audits = await nameAudits();
    expect(audits).toHaveLength(before + 1);
    expect(audits.at(-1)?.changes).toEqual({
      name: { from: null, to: { name: "Dario Fictional", kind: "person" } },
    });
    expect(audits.at(-1)?.reason).toMatch(/^Accepted from the review queue \(read as “Fictional Penhallow /);
  });

  it("refuses to decide without the app's events, which write its audit row, and leaves the name pending", async () => {
    const admin = await createMember(t.db, { role: "admin" });
    const id = await pendingName(`Fictional Brannock ${uniqueToken("n")}`);
    const refused = decideNameReview({ db: t.db, now: () => AT }, admin.id, id, { decision: "accept" });
    await expect(refused).rejects.toThrow("needs the app's domain events");
    expect(await storedValue(t.db, publicRecordNameReviews, id, "status")).toBe("pending");
  });
});

describe("importFile", () => {
  /** The fixture file with the first record's title changed to `title`. */
  const retitled = (title: string) => {
    const file = JSON.parse(FIXTURE) as { records: Array<{ title: string }> };
    file.records[0]!.title = title;
    return { format: "hypecheck" as const, content: JSON.stringify(file) };
  };
  const stored = async () =>
    (
      await t.db
        .select({ title: publicRecords.title })
        .from(publicRecords)
        .where(eq(publicRecords.id, recordId))
    )[0]?.title;
  const updates = () => recordAudits("public-record-updated");

  it("audits a record the import changed through IMPORTED_RECORD_CHANGED's handler, and no one when none is listed", async () => {
    const before = (await updates()).length;
    const was = await stored();
    const admin = await createMember(t.db, { role: "admin" });
    const title = `Fictional retitled record ${uniqueToken("t")}`;
    expect(await importFile(deps, admin.id, retitled(title))).toMatchObject({ updated: 1 });
    const audits = await updates();
    expect(audits).toHaveLength(before + 1);
    expect(audits.at(-1)).toEqual({
      action: "public-record-updated",
      changes: { title: { from: was, to: title } },
      reason: "Imported (hypecheck)",
    });

    const bare = { ...deps, events: createDomainEvents() };
    const unaudited = `Fictional retitled record ${uniqueToken("t")}`;
    expect(await importFile(bare, admin.id, retitled(unaudited))).toMatchObject({ updated: 1 });
    expect(await stored()).toBe(unaudited);
    expect(await updates()).toHaveLength(before + 1);
  });

  it("refuses to import without the app's events, and rolls the import back when a handler fails", async () => {
    const was = await stored();
    const refused = importFile({ db: t.db, now: () => AT }, null, retitled("Fictional: never stored"));
    await expect(refused).rejects.toThrow("needs the app's domain events");
    const failing = createDomainEvents();
    failing.on(IMPORTED_RECORD_CHANGED, async () => {
      throw new Error("the audit failed");
    });
    const rolledBack = importFile({ ...deps, events: failing }, null, retitled("Fictional: rolled back"));
    await expect(rolledBack).rejects.toThrow("the audit failed");
    expect(await stored()).toBe(was);
  });
});
