// The right of reply through app.inject against a real (PGlite) database: only admins find a member
// by e-mail and link them to a creator (the how recorded in the audit), one creator per account;
// only the linked member replies, and only to published reviews of the creator's courses and
// reports about them; a second reply edits the first, never a second row; the review and report
// lists carry the reply.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { CommunityReport, ReportListResponse } from "../../../shared/contracts/community-reports";
import type { ClaimResponse, MemberLookupResponse } from "../../../shared/contracts/creator-claims";
import type { MyCreatorResponse, ReplyResponse } from "../../../shared/contracts/replies";
import { type ListedReview, REVIEW_MESSAGES } from "../../../shared/contracts/reviews";
import { users } from "../../db/schema/auth";
import { creators } from "../../db/schema/creators";
import { creatorReplies } from "../../db/schema/replies";
import { auditRowsOf } from "../../test/audit-trail";
import { createCourse, createCreator, createReview } from "../../test/catalog-fixtures";
import { expectError, postFrom, publicReads, sendAs, testLogin, useTestApp } from "../../test/test-app";
import { memberOn } from "../analyzer/ai-test-helpers";

describe("right of reply", () => {
  const t = useTestApp();
  let admin: string;
  let creatorMember: { cookie: string; userId: string; email: string };
  let stranger: { cookie: string; userId: string };

  const claim = (cookie: string | undefined, creatorId: number, payload: unknown) =>
    sendAs(t.app, "POST", `/api/admin/creators/${creatorId}/claim`, cookie, payload);
  const reply = (cookie: string | undefined, payload: unknown) =>
    sendAs(t.app, "POST", "/api/creator/replies", cookie, payload);
  const linkedCreator = async () =>
    (await t.db.select().from(creators).where(eq(creators.claimedBy, creatorMember.userId)))[0];
  const reviewsOf = (courseId: number) =>
    publicReads(t).getJson<ListedReview[]>("/api/reviews", { courseId: String(courseId) });

  beforeAll(async () => {
    admin = (await testLogin(t.app, { role: "admin", plan: "free" })).cookie;
    const signed = await memberOn(t.app, t.db);
    const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, signed.userId));
    creatorMember = { ...signed, email: row!.email };
    stranger = await memberOn(t.app, t.db);
  }, 120_000);

  it("lets only admins find a member by e-mail (in the body) and link them to a creator", async () => {
    const creator = await createCreator(t.db);
    const body = { userId: creatorMember.userId, how: "Video call; passport and channel login shown." };
    expectError(await claim(undefined, creator.id, body), 401);
    expectError(await claim(stranger.cookie, creator.id, body), 403);
    const lookup = (cookie: string | undefined, email: unknown) =>
      postFrom(
        t.app,
        "/api/admin/members/lookup",
        { email } as Record<string, unknown>,
        cookie ? { cookie } : {},
      );
    expectError(await lookup(undefined, creatorMember.email), 401);
    expectError(await lookup(stranger.cookie, creatorMember.email), 403);
    expectError(await lookup(admin, "not an address"), 400);
    expect(expectError(await lookup(admin, "nobody-at-all@example.test"), 404)).toBe(
      "No account uses that e-mail address.",
    );
    const found = await lookup(admin, `  ${creatorMember.email.toUpperCase()} `);
    expect(found.statusCode, found.body).toBe(200);
    expect((found.json() as MemberLookupResponse).member).toMatchObject({
      id: creatorMember.userId,
      claimedCreator: null,
    });

    expectError(await claim(admin, creator.id, { ...body, how: "ok" }), 400);
    expectError(await claim(admin, creator.id, { ...body, userId: "not-a-uuid" }), 400);
    expectError(
      await claim(admin, creator.id, { ...body, userId: "00000000-0000-4000-8000-000000000000" }),
      400,
    );
    const linked = await claim(admin, creator.id, body);
    expect(linked.statusCode, linked.body).toBe(200);
    expect((linked.json() as ClaimResponse).claim).toMatchObject({
      userId: creatorMember.userId,
      email: creatorMember.email,
    });
    const [audit] = await auditRowsOf(t.db, "creator", creator.id, "claimed");
    expect(audit?.reason).toBe(body.how);

    // One account per creator, one creator per account.
    expect(expectError(await claim(admin, creator.id, { ...body, userId: stranger.userId }), 409)).toMatch(
      /already linked/,
    );
    const other = await createCreator(t.db);
    expect(expectError(await claim(admin, other.id, body), 409)).toMatch(/another creator/);

    const mine = await sendAs(t.app, "GET", "/api/creator/me", creatorMember.cookie);
    expect((mine.json() as MyCreatorResponse).creator).toMatchObject({ id: creator.id, slug: creator.slug });
    const none = await sendAs(t.app, "GET", "/api/creator/me", stranger.cookie);
    expect((none.json() as MyCreatorResponse).creator).toBeNull();

    // Unlinking needs a reason and frees the account for another creator.
    const unlink = (payload: unknown) =>
      sendAs(t.app, "DELETE", `/api/admin/creators/${creator.id}/claim`, admin, payload);
    expectError(await unlink({}), 400);
    const unlinked = await unlink({ reason: "Asked by the creator to unlink." });
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    expect((unlinked.json() as ClaimResponse).claim).toBeNull();
    expectError(await unlink({ reason: "Asked by the creator to unlink." }), 409);
    expect((await claim(admin, creator.id, body)).statusCode).toBe(200);
  });

  it("lets only the linked creator reply, once per item: a second reply edits the first", async () => {
    const linked = await linkedCreator();
    const creatorId = linked!.id;
    const course = await createCourse(t.db, { creatorId });
    const review = await createReview(t.db, { courseId: course.id, status: "approved" });
    const pending = await createReview(t.db, { courseId: course.id, status: "pending" });
    const elsewhere = await createReview(t.db, { status: "approved" });
    const text = "Thanks for the review. Module 3 was rewritten in May after this feedback.";

    expectError(await reply(undefined, { targetType: "review", targetId: review.id, text }), 401);
    expect(
      expectError(await reply(stranger.cookie, { targetType: "review", targetId: review.id, text }), 403),
    ).toMatch(/Only a creator may reply/);
    // Another creator's course is not theirs to answer.
    expectError(
      await reply(creatorMember.cookie, { targetType: "review", targetId: elsewhere.id, text }),
      403,
    );
    expectError(await reply(creatorMember.cookie, { targetType: "review", targetId: pending.id, text }), 404);
    expectError(
      await reply(creatorMember.cookie, { targetType: "review", targetId: 2_000_000_000, text }),
      404,
    );
    expectError(
      await reply(creatorMember.cookie, { targetType: "review", targetId: review.id, text: "short" }),
      400,
    );
    expectError(
      await reply(creatorMember.cookie, {
        targetType: "review",
        targetId: review.id,
        text: "x".repeat(2001),
      }),
      400,
    );
    expectError(await reply(creatorMember.cookie, { targetType: "reply", targetId: review.id, text }), 400);

    const first = await reply(creatorMember.cookie, { targetType: "review", targetId: review.id, text });
    expect(first.statusCode, first.body).toBe(201);
    expect((first.json() as ReplyResponse).reply).toMatchObject({ text, creatorName: linked!.name });

    const edited = "Thanks for the review. Module 3 was rewritten in May; the refund is on its way.";
    const second = await reply(creatorMember.cookie, {
      targetType: "review",
      targetId: review.id,
      text: edited,
    });
    expect(second.statusCode, second.body).toBe(200);
    expect((second.json() as ReplyResponse).message).toBe("Your reply is updated.");
    const rows = await t.db
      .select()
      .from(creatorReplies)
      .where(and(eq(creatorReplies.targetType, "review"), eq(creatorReplies.targetId, review.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.text).toBe(edited);

    const listed = (await reviewsOf(course.id)).find((r) => r.id === review.id);
    expect(listed?.reply).toMatchObject({ text: edited, creatorName: linked!.name });
    expect(listed?.dispute).toBeNull();
  });

  it("keeps the linked creator from reviewing their own courses (403 with the reason); others still may", async () => {
    const linked = await linkedCreator();
    const course = await createCourse(t.db, { creatorId: linked!.id });
    const body = { courseId: course.id, rating: 5, text: "Best course I ever made, and I should know." };
    expect(expectError(await sendAs(t.app, "POST", "/api/reviews", creatorMember.cookie, body), 403)).toBe(
      REVIEW_MESSAGES.ownCreator,
    );
    expect((await sendAs(t.app, "POST", "/api/reviews", stranger.cookie, body)).statusCode).toBe(201);
  });

  it("answers community reports about the creator, and the report list carries the reply", async () => {
    const linked = await linkedCreator();
    const file = await postFrom(
      t.app,
      "/api/community-reports",
      {
        creatorName: linked!.name,
        platform: "YouTube",
        scamType: "Other",
        description: "Charged twice for the course and support never answered my e-mails.",
      },
      { cookie: stranger.cookie },
    );
    expect(file.statusCode, file.body).toBe(201);
    const report = (file.json() as { report: CommunityReport }).report;
    expect(report.creatorId).toBe(linked!.id);
    const unnamed = await postFrom(
      t.app,
      "/api/community-reports",
      {
        creatorName: "Somebody We Do Not List",
        platform: "YouTube",
        scamType: "Other",
        description: "Charged twice for the course and support never answered my e-mails.",
      },
      { cookie: stranger.cookie },
    );
    const other = (unnamed.json() as { report: CommunityReport }).report;

    const text = "We refunded the double charge on the day we saw this report.";
    expectError(await reply(creatorMember.cookie, { targetType: "report", targetId: other.id, text }), 403);
    const posted = await reply(creatorMember.cookie, { targetType: "report", targetId: report.id, text });
    expect(posted.statusCode, posted.body).toBe(201);

    const list = await t.app.inject({
      method: "GET",
      url: "/api/community-reports",
      query: { pageSize: "50" },
    });
    const listed = (list.json() as ReportListResponse).items.find((r) => r.id === report.id);
    expect(listed?.reply).toMatchObject({ text, creatorName: linked!.name });
  });
});
