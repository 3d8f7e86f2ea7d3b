// The editorial desk's use cases called as functions, without HTTP: each takes the desk's
// dependencies and its input, and writes to a real test database.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents } from "../../db/schema/editorial";
import { createDomainEvents } from "../../lib/domain-events";
import { ConflictError } from "../../lib/errors";
import { createCourse, createCreator, createMember } from "../../test/catalog-fixtures";
import { sharedTestDatabase } from "../../test/test-app";
import { sharedUseCaseDeps } from "../../test/use-case-deps";
import { followerOf, watchNoticesOf } from "../../test/watchers";
import { archiveCourse, revokeCourseVerification, verifyCourse } from "./editorial-courses";
import { claimCreator, setCreatorStatus } from "./editorial-creators";

const t = sharedTestDatabase();
const AT = new Date("2026-11-29T09:00:00Z");
const desk = sharedUseCaseDeps(t, AT);

const auditOf = (subjectType: "course" | "creator", id: number) =>
  t.db
    .select({ action: auditEvents.action, reason: auditEvents.reason, isPublic: auditEvents.isPublic })
    .from(auditEvents)
    .where(and(eq(auditEvents.subjectType, subjectType), eq(auditEvents.subjectId, id)));

describe("setCreatorStatus", () => {
  it("sets the status with a public audit row and tells the caches once; the same status again is a 409", async () => {
    const admin = await createMember(t.db, { role: "admin" });
    const creator = await createCreator(t.db, { verificationStatus: "unverified" });
    desk.cleared = 0;
    const changed = await setCreatorStatus(desk.deps, admin.id, creator.id, {
      status: "suspicious",
      reason: "Fictional reason: the income screenshots were edited.",
    });
    expect(changed.verificationStatus).toBe("suspicious");
    expect(desk.cleared).toBe(1);
    expect(await auditOf("creator", creator.id)).toEqual([
      { action: "status", reason: "Fictional reason: the income screenshots were edited.", isPublic: true },
    ]);

    const again = setCreatorStatus(desk.deps, admin.id, creator.id, {
      status: "suspicious",
      reason: "Once more.",
    });
    await expect(again).rejects.toBeInstanceOf(ConflictError);
    expect(desk.cleared).toBe(1);
    expect(await auditOf("creator", creator.id)).toHaveLength(1);
  });

  it("tells the creator's watchers through CREATOR_STATUS_CHANGED's handler, and no one when none is listed", async () => {
    const admin = await createMember(t.db, { role: "admin" });
    const creator = await createCreator(t.db, { verificationStatus: "unverified" });
    const follower = await followerOf(t.db, { creatorId: creator.id });
    const reason = "Fictional reason: a signed statement from the creator's accountant.";
    await setCreatorStatus(desk.deps, admin.id, creator.id, { status: "verified", reason });
    expect(await watchNoticesOf(t.db, follower)).toEqual([`Creator status changed: ${creator.name}`]);

    const bare = { ...desk.deps, events: createDomainEvents() };
    await setCreatorStatus(bare, admin.id, creator.id, { status: "suspicious", reason });
    expect(await auditOf("creator", creator.id)).toHaveLength(2);
    expect(await watchNoticesOf(t.db, follower)).toHaveLength(1);
  });
});

describe("verifyCourse and revokeCourseVerification", () => {
  /** The watchlist notices about the course's verification (a rescore may move its band too). */
  const verificationNotices = (follower: string) => watchNoticesOf(t.db, follower, "Verifi");
  const check = {
    verifiedBy: "HypeCheck editorial team",
    notes: "Fictional check: an order and a lesson.",
    evidenceUrls: [],
  };

  it("tells the course's watchers of a verification given and revoked (COURSE_VERIFICATION_CHANGED), not of one re-recorded", async () => {
    const admin = await createMember(t.db, { role: "admin" });
    const course = await createCourse(t.db);
    const follower = await followerOf(t.db, { courseId: course.id });
    await verifyCourse(desk.deps, admin.id, course.id, check);
    await verifyCourse(desk.deps, admin.id, course.id, {
      ...check,
      notes: "Fictional check: a second order.",
    });
    await revokeCourseVerification(
      desk.deps,
      admin.id,
      course.id,
      "Fictional reason: the lessons were removed.",
    );
    expect(await verificationNotices(follower)).toEqual([
      `Verified: ${course.title}`,
      `Verification revoked: ${course.title}`,
    ]);
  });

  it("writes the audit rows itself but leaves the watchers' notice to the listed handler", async () => {
    const admin = await createMember(t.db, { role: "admin" });
    const course = await createCourse(t.db);
    const follower = await followerOf(t.db, { courseId: course.id });
    const bare = { ...desk.deps, events: createDomainEvents() };
    await verifyCourse(bare, admin.id, course.id, check);
    await revokeCourseVerification(bare, admin.id, course.id, "Fictional reason: the lessons were removed.");
    expect((await auditOf("course", course.id)).map((row) => row.action)).toEqual([
      "verified",
      "verification-revoked",
    ]);
    expect(await verificationNotices(follower)).toEqual([]);
  });
});

describe("archiveCourse", () => {
  it("takes the course out of the catalogue with its reason, dated by the deps' clock; a second archive is a 409", async () => {
    const admin = await createMember(t.db, { role: "admin" });
    const course = await createCourse(t.db);
    desk.cleared = 0;
    const archived = await archiveCourse(
      desk.deps,
      admin.id,
      course.id,
      "Fictional reason: the course closed.",
    );
    expect(archived.editorialStatus).toBe("archived");
    expect(desk.cleared).toBe(1);
    await expect(archiveCourse(desk.deps, admin.id, course.id, "Again.")).rejects.toBeInstanceOf(
      ConflictError,
    );
    expect(desk.cleared).toBe(1);
    const [event] = await t.db
      .select({ action: auditEvents.action, at: auditEvents.createdAt })
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectType, "course"), eq(auditEvents.subjectId, course.id)));
    expect(event).toEqual({ action: "archived", at: AT });
  });
});

describe("claimCreator", () => {
  it("links one member to one creator, and refuses a second creator for the same member", async () => {
    const admin = await createMember(t.db, { role: "admin" });
    const member = await createMember(t.db);
    const [first, second] = [await createCreator(t.db), await createCreator(t.db)];
    const how = "Fictional check: a code posted on the creator's own site.";
    const linked = await claimCreator(desk.deps, admin.id, first.id, { userId: member.id, how });
    expect(linked).toMatchObject({ creatorId: first.id, claim: { userId: member.id } });
    await expect(
      claimCreator(desk.deps, admin.id, second.id, { userId: member.id, how }),
    ).rejects.toBeInstanceOf(ConflictError);
  });
});
