// EVIDENCE_CHANGED and REVIEW_PROOF_DECIDED's rescore handlers: the courses are rescored in the
// emitting transaction, and the catalogue caches are cleared by the events' transaction after the
// commit: never before it, never after a rollback, and not when nothing was rescored.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TRUST_FORMULA_VERSION } from "../../../shared/domain/trust-score";
import { courses } from "../../db/schema/courses";
import { createDomainEvents } from "../../lib/domain-events";
import { createCourse } from "../../test/catalog-fixtures";
import { sharedTestDatabase } from "../../test/test-app";
import { REVIEW_PROOF_DECIDED } from "../reviews/review-events";
import { EVIDENCE_CHANGED, rescoreOnEvidenceChange, rescoreOnProofDecision } from "./catalogue-changed";

const t = sharedTestDatabase();

const versionOf = async (id: number) =>
  (await t.db.select({ v: courses.trustFormulaVersion }).from(courses).where(eq(courses.id, id)))[0]?.v;

function setUp() {
  const log: string[] = [];
  const caches = { courses: { invalidateLists: () => log.push("cleared") } };
  const events = createDomainEvents();
  events.on(EVIDENCE_CHANGED, rescoreOnEvidenceChange(caches));
  events.on(REVIEW_PROOF_DECIDED, rescoreOnProofDecision(caches));
  return { log, events };
}

const decision = (course: { id: number; title: string }, weightChanged: boolean) => ({
  reviewId: 1,
  course: { id: course.id, title: course.title },
  authorId: "author",
  adminId: "admin",
  verified: true,
  reason: "Receipt matches the order.",
  weightChanged,
  at: new Date(),
});

describe("evidence events", () => {
  it("rescore in the transaction and clear the caches once, after the commit", async () => {
    const { log, events } = setUp();
    const [a, b] = [await createCourse(t.db), await createCourse(t.db)];
    await events.transaction(t.db, async (_tx, emit) => {
      await emit(EVIDENCE_CHANGED, { courseIds: [a.id], at: new Date() });
      await emit(REVIEW_PROOF_DECIDED, decision(b, true));
      log.push("committing");
    });
    expect(log).toEqual(["committing", "cleared"]);
    expect(await versionOf(a.id)).toBe(TRUST_FORMULA_VERSION);
    expect(await versionOf(b.id)).toBe(TRUST_FORMULA_VERSION);
  });

  it("leave scores and caches alone when the transaction rolls back", async () => {
    const { log, events } = setUp();
    const a = await createCourse(t.db);
    await expect(
      events.transaction(t.db, async (_tx, emit) => {
        await emit(EVIDENCE_CHANGED, { courseIds: [a.id], at: new Date() });
        throw new Error("the write failed");
      }),
    ).rejects.toThrow("the write failed");
    expect(log).toEqual([]);
    expect(await versionOf(a.id)).toBeNull();
  });

  it("clear nothing when nothing was rescored (no course, or a decision that left the weight)", async () => {
    const { log, events } = setUp();
    const a = await createCourse(t.db);
    await events.transaction(t.db, async (_tx, emit) => {
      await emit(EVIDENCE_CHANGED, { courseIds: [], at: new Date() });
      await emit(REVIEW_PROOF_DECIDED, decision(a, false));
    });
    expect(log).toEqual([]);
    expect(await versionOf(a.id)).toBeNull();
  });
});
