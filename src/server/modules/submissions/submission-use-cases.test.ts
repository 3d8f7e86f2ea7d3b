// Course submissions' use cases called as functions, without HTTP: each takes the submissions'
// dependencies and its input, and writes to a real test database.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SUBMISSIONS_PER_DAY } from "../../../shared/contracts/submissions";
import { courses } from "../../db/schema/courses";
import { creators } from "../../db/schema/creators";
import { notifications } from "../../db/schema/notifications";
import { courseSubmissions } from "../../db/schema/submissions";
import { createDomainEvents } from "../../lib/domain-events";
import { ConflictError, TooManyRequestsError } from "../../lib/errors";
import { createCourse, createCreator, createMember, uniqueToken } from "../../test/catalog-fixtures";
import { storedValue } from "../../test/stored-value";
import { sharedTestDatabase } from "../../test/test-app";
import { sharedUseCaseDeps } from "../../test/use-case-deps";
import { rejectSubmission } from "./submission-decisions";
import { STAND_IN_BIO, SUBMISSION_NOTIFICATION_KIND } from "./submission-deps";
import { assertUnderLimit } from "./submission-limits";

const t = sharedTestDatabase();
const AT = new Date("2026-11-29T09:00:00Z");
const desk = sharedUseCaseDeps(t, AT);

/** A member's pending submission of a course with its own stand-in creator, as submitting leaves it. */
async function pendingSubmission() {
  const member = await createMember(t.db);
  const creator = await createCreator(t.db, { bio: STAND_IN_BIO, editorialStatus: "unreviewed" });
  const course = await createCourse(t.db, { creatorId: creator.id, editorialStatus: "unreviewed" });
  const url = `https://example.test/${uniqueToken("page")}`;
  const [submission] = await t.db
    .insert(courseSubmissions)
    .values({ courseId: course.id, userId: member.id, url, canonicalUrl: url, createdAt: AT })
    .returning({ id: courseSubmissions.id });
  return { member, creator, course, id: submission!.id };
}

describe("rejectSubmission", () => {
  it("archives the course and its stand-in creator, tells the member and the caches; a second decision is a 409", async () => {
    const admin = await createMember(t.db, { role: "admin" });
    const s = await pendingSubmission();
    desk.cleared = 0;
    const rejected = await rejectSubmission(desk.deps, admin.id, s.id, "Fictional reason: not a course.");
    expect(rejected).toMatchObject({ status: "rejected", reason: "Fictional reason: not a course." });
    expect(rejected.decidedAt).toBe(AT.toISOString());
    expect(desk.cleared).toBe(1);
    expect([
      await storedValue(t.db, courses, s.course.id, "editorialStatus"),
      await storedValue(t.db, creators, s.creator.id, "editorialStatus"),
    ]).toEqual(["archived", "archived"]);
    const notices = await t.db
      .select({ kind: notifications.kind, title: notifications.title })
      .from(notifications)
      .where(eq(notifications.userId, s.member.id));
    expect(notices).toEqual([
      { kind: SUBMISSION_NOTIFICATION_KIND, title: "Your course submission was rejected" },
    ]);

    await expect(rejectSubmission(desk.deps, admin.id, s.id, "Again.")).rejects.toBeInstanceOf(ConflictError);
    expect(desk.cleared).toBe(1);
  });

  it("leaves the member's notice to SUBMISSION_DECIDED's handler: with no handlers listed, none is written", async () => {
    const admin = await createMember(t.db, { role: "admin" });
    const s = await pendingSubmission();
    const bare = { ...desk.deps, events: createDomainEvents() };
    const rejected = await rejectSubmission(bare, admin.id, s.id, "Fictional reason: a duplicate page.");
    expect(rejected.status).toBe("rejected");
    const notices = await t.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, s.member.id));
    expect(notices).toEqual([]);
  });
});

describe("assertUnderLimit", () => {
  it("lets a member submit up to the day's limit, then answers 429 with the wait until the oldest leaves the day", async () => {
    const member = await createMember(t.db);
    const course = await createCourse(t.db);
    await expect(assertUnderLimit(t.db, member.id, AT)).resolves.toBeUndefined();
    const oldest = new Date(AT.getTime() - 60 * 60 * 1000);
    await t.db.insert(courseSubmissions).values(
      Array.from({ length: SUBMISSIONS_PER_DAY }, (_, i) => ({
        courseId: course.id,
        userId: member.id,
        url: `https://example.test/limit-${i}`,
        canonicalUrl: `https://example.test/limit-${i}`,
        createdAt: i === 0 ? oldest : AT,
      })),
    );
    const refused = await assertUnderLimit(t.db, member.id, AT).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TooManyRequestsError);
    expect((refused as TooManyRequestsError).retryAfterSeconds).toBe(23 * 60 * 60);
  });
});
