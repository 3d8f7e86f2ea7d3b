// Disputes' use cases called as functions, without HTTP: each takes the database and the clock and
// its input, and writes to a real test database.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { courses } from "../../db/schema/courses";
import { creators } from "../../db/schema/creators";
import { disputes } from "../../db/schema/disputes";
import { notifications } from "../../db/schema/notifications";
import { createUncachedAppEvents } from "../../event-handlers";
import { createDomainEvents } from "../../lib/domain-events";
import { ConflictError, NotFoundError } from "../../lib/errors";
import { createMember, createReview } from "../../test/catalog-fixtures";
import { sharedTestDatabase } from "../../test/test-app";
import { DISPUTE_DECIDED } from "./dispute-events";
import { decideDispute, startDisputeReview } from "./dispute-review";
import type { DisputeDeps } from "./dispute-views";
import { openDispute } from "./member-disputes";

const t = sharedTestDatabase();
const OPENED = new Date("2026-11-23T09:00:00Z"); // a Monday
const DECIDED = new Date("2026-11-30T09:00:00Z"); // five business days on, a Monday too
const REASON = "Fictional reason: the reviewer never bought the course.";
// The app's event handlers, so a decision writes what it writes in the app (the opener's notice).
const events = createUncachedAppEvents();
const at = (moment: Date): DisputeDeps => ({ db: t.db, events, now: () => moment });

describe("openDispute", () => {
  it("opens a dispute about an approved review as the creator's when the member speaks for its creator", async () => {
    const member = await createMember(t.db);
    const review = await createReview(t.db, { status: "approved" });
    const [course] = await t.db
      .select({ creatorId: courses.creatorId })
      .from(courses)
      .where(eq(courses.id, review.courseId));
    await t.db.update(creators).set({ claimedBy: member.id }).where(eq(creators.id, course!.creatorId));
    const opened = await openDispute(at(OPENED), member.id, {
      targetType: "review",
      targetId: review.id,
      reason: REASON,
    });
    expect(opened).toMatchObject({
      status: "open",
      byCreator: true,
      targetType: "review",
      targetId: review.id,
    });
    expect(opened.createdAt).toBe(OPENED.toISOString());
    expect(opened.targetPath).toBe(`/courses/${review.courseId}?tab=reviews`);

    const again = openDispute(at(OPENED), member.id, {
      targetType: "review",
      targetId: review.id,
      reason: REASON,
    });
    await expect(again).rejects.toBeInstanceOf(ConflictError);
  });

  it("refuses a review that is not public (404)", async () => {
    const member = await createMember(t.db);
    const pending = await createReview(t.db, { status: "pending" });
    const refused = openDispute(at(OPENED), member.id, {
      targetType: "review",
      targetId: pending.id,
      reason: REASON,
    });
    await expect(refused).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe("startDisputeReview and decideDispute", () => {
  /** A member's open dispute about an approved review, and an admin to decide it. */
  async function openedByMember() {
    const member = await createMember(t.db);
    const admin = await createMember(t.db, { role: "admin" });
    const review = await createReview(t.db, { status: "approved" });
    const opened = await openDispute(at(OPENED), member.id, {
      targetType: "review",
      targetId: review.id,
      reason: REASON,
    });
    return { member, admin, opened };
  }

  it("takes an open dispute up, decides it once and tells the opener, with the decision's own date", async () => {
    const { member, admin, opened } = await openedByMember();

    const decideNow = () =>
      decideDispute(at(DECIDED), admin.id, opened.id, {
        outcome: "upheld",
        reason: "Fictional: no order found.",
      });
    await expect(decideNow()).rejects.toBeInstanceOf(ConflictError); // not under review yet
    expect((await startDisputeReview(at(OPENED), opened.id)).status).toBe("under_review");
    const decided = await decideNow();
    expect(decided).toMatchObject({ status: "upheld", decisionReason: "Fictional: no order found." });
    expect(decided.decidedAt).toBe(DECIDED.toISOString());
    await expect(decideNow()).rejects.toBeInstanceOf(ConflictError);

    const notices = await t.db
      .select({ kind: notifications.kind, title: notifications.title })
      .from(notifications)
      .where(eq(notifications.userId, member.id));
    expect(notices).toEqual([{ kind: "dispute-decided", title: "Your dispute was upheld" }]);
  });

  it("leaves the opener's notice to DISPUTE_DECIDED's handlers, in the decision's transaction", async () => {
    const { member, admin, opened } = await openedByMember();
    await startDisputeReview(at(OPENED), opened.id);
    const decision = { outcome: "rejected", reason: "Fictional: the order was found." } as const;
    const noticesOfMember = () =>
      t.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, member.id));

    // A handler failing after the app's own (the notice written) rolls the decision back with it.
    const failing = createUncachedAppEvents();
    failing.on(DISPUTE_DECIDED, async () => {
      throw new Error("fictional failure after the notice");
    });
    const failed = decideDispute(
      { db: t.db, events: failing, now: () => DECIDED },
      admin.id,
      opened.id,
      decision,
    );
    await expect(failed).rejects.toThrow("fictional failure after the notice");
    const [row] = await t.db
      .select({ status: disputes.status })
      .from(disputes)
      .where(eq(disputes.id, opened.id));
    expect(row?.status).toBe("under_review");
    expect(await noticesOfMember()).toEqual([]);

    // With no handlers listed the decision stands and no notice is written: the notice is the event's.
    const bare = { db: t.db, events: createDomainEvents(), now: () => DECIDED };
    expect((await decideDispute(bare, admin.id, opened.id, decision)).status).toBe("rejected");
    expect(await noticesOfMember()).toEqual([]);
  });
});
