// Disputes through app.inject against a real (PGlite) database: members open them (guests 401,
// clear 400s, one open dispute per member per item, the daily limit); the disputed review shows the
// state; admins alone work the queue: open -> under review -> upheld or rejected with a reason,
// decided once; the opener reads the outcome and reason; a claimed creator's dispute is theirs and
// stands out once it is older than five business days; scores and findings are disputed by course.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type {
  AdminDispute,
  CourseDisputesResponse,
  DisputeQueueResponse,
  MyDispute,
} from "../../../shared/contracts/disputes";
import { DISPUTES_PER_DAY, findingKey } from "../../../shared/contracts/disputes";
import type { ListedReview } from "../../../shared/contracts/reviews";
import { creators } from "../../db/schema/creators";
import { disputes } from "../../db/schema/disputes";
import { notifications } from "../../db/schema/notifications";
import { createCourse, createReview } from "../../test/catalog-fixtures";
import { expectError, sendAs, testLogin, useTestApp } from "../../test/test-app";
import { memberOn, redFlag, setFindings } from "../analyzer/ai-test-helpers";

const REASON = "The reviewer never bought the course: no order matches their name or e-mail.";

describe("disputes", () => {
  const t = useTestApp();
  let admin: string;
  let member: { cookie: string; userId: string };
  let other: { cookie: string; userId: string };

  const open = (cookie: string | undefined, payload: unknown) =>
    sendAs(t.app, "POST", "/api/disputes", cookie, payload);
  const openOk = async (cookie: string, payload: Record<string, unknown>) => {
    const res = await open(cookie, payload);
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { dispute: MyDispute }).dispute;
  };
  const start = (cookie: string | undefined, id: number) =>
    sendAs(t.app, "POST", `/api/admin/disputes/${id}/review`, cookie, {});
  const decide = (cookie: string | undefined, id: number, payload: unknown) =>
    sendAs(t.app, "POST", `/api/admin/disputes/${id}/decision`, cookie, payload);
  const mine = async (cookie: string) => {
    const res = await sendAs(t.app, "GET", "/api/disputes/mine", cookie);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { items: MyDispute[] }).items;
  };
  const queue = async () => {
    const res = await sendAs(t.app, "GET", "/api/admin/disputes", admin);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as DisputeQueueResponse;
  };

  beforeAll(async () => {
    admin = (await testLogin(t.app, { role: "admin", plan: "free" })).cookie;
    member = await memberOn(t.app, t.db);
    other = await memberOn(t.app, t.db);
  }, 120_000);

  it("opens a dispute about a review for members only, with clear refusals", async () => {
    const review = await createReview(t.db, { status: "approved" });
    const pending = await createReview(t.db, { status: "pending" });
    const body = { targetType: "review", targetId: review.id, reason: REASON };
    expectError(await open(undefined, body), 401);
    expect(expectError(await open(member.cookie, { ...body, reason: "too short" }), 400)).toMatch(
      /at least 20/,
    );
    expectError(await open(member.cookie, { ...body, targetType: "vibes" }), 400);
    expectError(await open(member.cookie, { ...body, evidenceUrl: "javascript:alert(1)" }), 400);
    expectError(await open(member.cookie, { ...body, findingKey: "earnings-claim:x" }), 400);
    expectError(await open(member.cookie, { ...body, targetId: pending.id }), 404);
    expectError(await open(member.cookie, { ...body, targetId: 2_000_000_000 }), 404);

    const dispute = await openOk(member.cookie, { ...body, evidenceUrl: "https://example.test/orders" });
    expect(dispute).toMatchObject({ status: "open", byCreator: false, decisionReason: null });
    expect(dispute.targetPath).toBe(`/courses/${review.courseId}?tab=reviews`);
    expect(expectError(await open(member.cookie, body), 409)).toMatch(/already have an open dispute/);
    // Another member may dispute the same review.
    await openOk(other.cookie, body);

    const res = await t.app.inject({
      method: "GET",
      url: "/api/reviews",
      query: { courseId: String(review.courseId) },
    });
    const listed = (res.json() as ListedReview[]).find((r) => r.id === review.id);
    expect(listed?.dispute).toMatchObject({ status: "open", decidedAt: null });
  });

  it("moves open -> under review -> upheld or rejected, for admins only, decided once with a reason", async () => {
    const review = await createReview(t.db, { status: "approved" });
    const dispute = await openOk(member.cookie, {
      targetType: "review",
      targetId: review.id,
      reason: REASON,
    });

    const items = (await queue()).items;
    expect(items.map((d) => d.id)).toContain(dispute.id);
    // Oldest first.
    const times = items.map((d) => d.createdAt);
    expect([...times].sort()).toEqual(times);
    expectError(await sendAs(t.app, "GET", "/api/admin/disputes", member.cookie), 403);
    expectError(await sendAs(t.app, "GET", "/api/admin/disputes"), 401);

    const decision = { outcome: "upheld", reason: "The order records show no purchase under this account." };
    expectError(await start(undefined, dispute.id), 401);
    expectError(await start(member.cookie, dispute.id), 403);
    expectError(await decide(member.cookie, dispute.id, decision), 403);
    expect(expectError(await decide(admin, dispute.id, decision), 409)).toMatch(/Start the review/);

    const started = await start(admin, dispute.id);
    expect(started.statusCode, started.body).toBe(200);
    expect((started.json() as AdminDispute).status).toBe("under_review");
    expectError(await start(admin, dispute.id), 409);
    expectError(await start(admin, 2_000_000_000), 404);
    expect((await mine(member.cookie)).find((d) => d.id === dispute.id)?.status).toBe("under_review");

    expect(expectError(await decide(admin, dispute.id, { outcome: "upheld" }), 400)).toMatch(/reason/);
    expectError(await decide(admin, dispute.id, { outcome: "upheld", reason: "short" }), 400);
    expectError(await decide(admin, dispute.id, { ...decision, outcome: "maybe" }), 400);
    const decided = await decide(admin, dispute.id, decision);
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json() as AdminDispute).toMatchObject({
      status: "upheld",
      decisionReason: decision.reason,
    });
    expect(expectError(await decide(admin, dispute.id, { ...decision, outcome: "rejected" }), 409)).toMatch(
      /already decided/,
    );

    const seen = (await mine(member.cookie)).find((d) => d.id === dispute.id);
    expect(seen).toMatchObject({ status: "upheld", decisionReason: decision.reason });
    expect(seen?.decidedAt).not.toBeNull();
    expect((await queue()).items.map((d) => d.id)).not.toContain(dispute.id);
    const [note] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.dedupeKey, `dispute-decided:${dispute.id}`));
    expect(note).toMatchObject({ userId: member.userId, link: "/account#disputes", body: decision.reason });
    // Another member's disputes are not in this member's list.
    expect((await mine(other.cookie)).map((d) => d.id)).not.toContain(dispute.id);

    // A rejected dispute leaves the review as it was: its page no longer shows one.
    const second = await createReview(t.db, { status: "approved" });
    const rejected = await openOk(other.cookie, {
      targetType: "review",
      targetId: second.id,
      reason: REASON,
    });
    expect((await start(admin, rejected.id)).statusCode).toBe(200);
    expect(
      (
        await decide(admin, rejected.id, {
          outcome: "rejected",
          reason: "The order was found under another e-mail.",
        })
      ).statusCode,
    ).toBe(200);
    const res = await t.app.inject({
      method: "GET",
      url: "/api/reviews",
      query: { courseId: String(second.courseId) },
    });
    expect((res.json() as ListedReview[]).find((r) => r.id === second.id)?.dispute).toBeNull();
  });

  it("marks a claimed creator's dispute as theirs and flags it overdue after five business days", async () => {
    const creatorMember = await memberOn(t.app, t.db);
    const course = await createCourse(t.db);
    await t.db
      .update(creators)
      .set({ claimedBy: creatorMember.userId, claimedAt: new Date() })
      .where(eq(creators.id, course.creatorId));
    const review = await createReview(t.db, { courseId: course.id, status: "approved" });
    const dispute = await openOk(creatorMember.cookie, {
      targetType: "review",
      targetId: review.id,
      reason: REASON,
    });
    expect(dispute.byCreator).toBe(true);
    let row = (await queue()).items.find((d) => d.id === dispute.id);
    expect(row).toMatchObject({ overdue: false, creatorName: expect.any(String) });
    expect(row?.dueBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Opened three weeks ago: more than five business days, whatever today is.
    const longAgo = new Date(Date.now() - 21 * 86_400_000);
    await t.db.update(disputes).set({ createdAt: longAgo }).where(eq(disputes.id, dispute.id));
    const after = await queue();
    row = after.items.find((d) => d.id === dispute.id);
    expect(row?.overdue).toBe(true);
    expect(after.overdue).toBeGreaterThanOrEqual(1);
    // A member's dispute is never overdue: the promise is the creator agreement's.
    const memberOne = after.items.find((d) => !d.byCreator);
    expect(memberOne?.overdue ?? false).toBe(false);
  });

  it("disputes a course's score and one of its findings, shown on the course's page", async () => {
    const course = await createCourse(t.db, { trustScore: 41 });
    const flag = redFlag("Make $10,000 a month from home");
    await setFindings(t.db, course.id, { redFlags: [flag], positives: [] });
    const unscored = await createCourse(t.db);

    expectError(
      await open(member.cookie, { targetType: "score", targetId: unscored.id, reason: REASON }),
      409,
    );
    expectError(
      await open(member.cookie, { targetType: "finding", targetId: course.id, reason: REASON }),
      400,
    );
    expectError(
      await open(member.cookie, {
        targetType: "finding",
        targetId: course.id,
        findingKey: "earnings-claim:not on the page",
        reason: REASON,
      }),
      404,
    );
    const score = await openOk(member.cookie, { targetType: "score", targetId: course.id, reason: REASON });
    const finding = await openOk(member.cookie, {
      targetType: "finding",
      targetId: course.id,
      findingKey: findingKey(flag),
      reason: REASON,
    });
    expect(score.targetLabel).toContain("The trust score");
    expect(finding.targetLabel).toContain("make $10,000 a month from home");

    const res = await t.app.inject({ method: "GET", url: `/api/courses/${course.id}/disputes` });
    expect(res.statusCode, res.body).toBe(200);
    const items = (res.json() as CourseDisputesResponse).items;
    expect(items.map((d) => d.targetType).sort()).toEqual(["finding", "score"]);
    expect(items.every((d) => d.status === "open")).toBe(true);
    expectError(await t.app.inject({ method: "GET", url: "/api/courses/2000000000/disputes" }), 404);
  });

  it(`refuses a member's dispute beyond ${DISPUTES_PER_DAY} a day with a 429`, async () => {
    const busy = await memberOn(t.app, t.db);
    for (let i = 0; i < DISPUTES_PER_DAY; i++) {
      const review = await createReview(t.db, { status: "approved" });
      await openOk(busy.cookie, { targetType: "review", targetId: review.id, reason: REASON });
    }
    const review = await createReview(t.db, { status: "approved" });
    const res = await open(busy.cookie, { targetType: "review", targetId: review.id, reason: REASON });
    expectError(res, 429);
    expect(res.headers["retry-after"]).toBeDefined();
  });
});
