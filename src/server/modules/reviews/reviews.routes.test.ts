import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { CourseDetail } from "../../../shared/contracts/catalog";
import {
  type OwnReview,
  type PendingReview,
  REVIEW_MESSAGES,
  type Review,
} from "../../../shared/contracts/reviews";
import { notifications } from "../../db/schema/notifications";
import { createCourse, createReview } from "../../test/catalog-fixtures";
import {
  adminCookie,
  expectError,
  postFrom,
  publicReads,
  sendAs,
  signUp,
  useTestApp,
} from "../../test/test-app";
import { authorName } from "../account/member-name";
import { createStatsService } from "../stats/stats.service";
import { REVIEW_REJECTED_NOTIFICATION_KIND } from "./reviews.service";

const GOOD_TEXT = "Clear lessons, honest about the work involved, no income promises.";

describe("review routes", () => {
  const t = useTestApp();
  let admin: string;
  let member: string;

  const post = (cookie: string | undefined, payload: unknown) =>
    sendAs(t.app, "POST", "/api/reviews", cookie, payload);
  const moderate = (
    cookie: string | undefined,
    id: number | string,
    action: "approve" | "reject",
    payload?: unknown,
  ) =>
    t.app.inject({
      method: "POST",
      url: `/api/reviews/${id}/${action}`,
      headers: cookie ? { cookie } : {},
      // A rejection needs a reason; these tests give one unless they send their own body.
      ...(payload === undefined
        ? action === "reject"
          ? { payload: { reason: "spam" } }
          : {}
        : { payload: payload as Record<string, unknown> }),
    });
  const publicList = (courseId: number) =>
    publicReads(t).getJson<Review[]>("/api/reviews", { courseId: String(courseId) });
  const mine = async (cookie: string, courseId: number) => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/reviews/mine",
      query: { courseId: String(courseId) },
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { review: OwnReview | null }).review;
  };
  const pendingList = async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/reviews/pending",
      headers: { cookie: admin },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as PendingReview[];
  };
  const detail = async (courseId: number) =>
    (await t.app.inject({ method: "GET", url: `/api/courses/${courseId}` })).json() as CourseDetail;

  beforeAll(async () => {
    admin = await adminCookie(t.app);
    member = (await signUp(t.app, { firstName: "Dana", lastName: "kowalczyk" })).cookie;
  });

  it("shows a name as first name and last initial", () => {
    expect(authorName("Dana", "Kowalczyk")).toBe("Dana K.");
    expect(authorName(" Dana ", " élan ")).toBe("Dana É.");
    expect(authorName("Cher", "")).toBe("Cher");
  });

  describe("GET /api/reviews", () => {
    it("lists approved reviews only, newest first, without surnames", async () => {
      const course = await createCourse(t.db);
      const older = await createReview(t.db, {
        courseId: course.id,
        status: "approved",
        createdAt: new Date("2030-01-01T00:00:00Z"),
        proofUrl: "https://example.test/receipt",
      });
      const newer = await createReview(t.db, {
        courseId: course.id,
        status: "approved",
        rating: 2,
        text: null,
        createdAt: new Date("2030-02-01T00:00:00Z"),
      });
      await createReview(t.db, { courseId: course.id, status: "pending" });
      await createReview(t.db, { courseId: course.id, status: "rejected" });
      const res = await t.app.inject({ method: "GET", url: `/api/reviews?courseId=${course.id}` });
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.json()).toEqual([
        {
          id: newer.id,
          courseId: course.id,
          rating: 2,
          text: null,
          proofUrl: null,
          authorName: "Fixture M.",
          createdAt: "2030-02-01T00:00:00.000Z",
          collection: "member",
          reply: null,
          dispute: null,
        },
        {
          id: older.id,
          courseId: course.id,
          rating: 4,
          text: older.text,
          proofUrl: "https://example.test/receipt",
          authorName: "Fixture M.",
          createdAt: "2030-01-01T00:00:00.000Z",
          collection: "member",
          reply: null,
          dispute: null,
        },
      ]);
      expect(await publicList((await createCourse(t.db)).id)).toEqual([]);
    });

    it("404s an unknown course and 400s a bad courseId", async () => {
      expect(
        expectError(await t.app.inject({ method: "GET", url: "/api/reviews?courseId=2147483647" }), 404),
      ).toBe("Course not found");
      for (const courseId of ["abc", "0", "", "2147483648", "1.5"]) {
        expectError(await t.app.inject({ method: "GET", url: "/api/reviews", query: { courseId } }), 400);
      }
      expectError(await t.app.inject({ method: "GET", url: "/api/reviews" }), 400);
    });
  });

  describe("POST /api/reviews", () => {
    it("refuses guests with 401, whatever the body", async () => {
      const course = await createCourse(t.db);
      expect(
        expectError(await post(undefined, { courseId: course.id, rating: 5, text: GOOD_TEXT }), 401),
      ).toBe("Sign in to continue.");
      expectError(await post(undefined, { rating: 0 }), 401);
      expectError(await t.app.inject({ method: "GET", url: `/api/reviews/mine?courseId=${course.id}` }), 401);
    });

    it("takes a review as pending (201), then refuses a second one with 409", async () => {
      const course = await createCourse(t.db);
      expect(await mine(member, course.id)).toBeNull();
      const res = await post(member, {
        courseId: course.id,
        rating: 4,
        text: `  ${GOOD_TEXT}  `,
        proofUrl: "https://example.test/proof",
      });
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json() as { review: OwnReview; message: string };
      expect(body.message).toBe(REVIEW_MESSAGES.submitted);
      expect(body.review).toMatchObject({
        courseId: course.id,
        rating: 4,
        text: GOOD_TEXT,
        proofUrl: "https://example.test/proof",
        status: "pending",
        authorName: "Dana K.",
      });
      expect(await mine(member, course.id)).toEqual(body.review);
      // Not public while pending.
      expect(await publicList(course.id)).toEqual([]);

      const again = await post(member, { courseId: course.id, rating: 5, text: GOOD_TEXT });
      expect(expectError(again, 409)).toBe(REVIEW_MESSAGES.duplicate);
      // Still 409 once approved.
      await moderate(admin, body.review.id, "approve");
      expect(expectError(await post(member, { courseId: course.id, rating: 1 }), 409)).toBe(
        REVIEW_MESSAGES.duplicate,
      );
    });

    it("accepts a rating with no text, and blank text or proof as none", async () => {
      const course = await createCourse(t.db);
      const res = await post(member, { courseId: course.id, rating: 3, text: "   ", proofUrl: "" });
      expect(res.statusCode, res.body).toBe(201);
      expect((res.json() as { review: OwnReview }).review).toMatchObject({ text: null, proofUrl: null });
    });

    it("answers two submissions at once with one 201 and one 409, never a 500", async () => {
      const course = await createCourse(t.db);
      const racer = (await signUp(t.app)).cookie;
      const results = await Promise.all(
        Array.from({ length: 4 }, () => post(racer, { courseId: course.id, rating: 5, text: GOOD_TEXT })),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    });

    it("lets a rejected review be edited and resubmitted (200, pending again, flagged for the admin)", async () => {
      const course = await createCourse(t.db);
      const first = (await post(member, { courseId: course.id, rating: 1, text: GOOD_TEXT })).json() as {
        review: OwnReview;
      };
      expect((await moderate(admin, first.review.id, "reject", { reason: "off-topic" })).json()).toEqual({
        id: first.review.id,
        status: "rejected",
      });
      expect((await mine(member, course.id))?.status).toBe("rejected");
      expect((await pendingList()).some((p) => p.id === first.review.id)).toBe(false);
      // The author is told why, with a link back to the course's reviews.
      const told = await t.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.kind, REVIEW_REJECTED_NOTIFICATION_KIND),
            eq(notifications.link, `/courses/${course.id}?tab=reviews`),
          ),
        );
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({
        kind: REVIEW_REJECTED_NOTIFICATION_KIND,
        title: `Your review of ${course.title} was not published`,
        body: "Off-topic",
        link: `/courses/${course.id}?tab=reviews`,
      });

      const edited = `${GOOD_TEXT} Edited after moderation.`;
      const res = await post(member, { courseId: course.id, rating: 2, text: edited });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { review: OwnReview; message: string };
      expect(body.review).toMatchObject({ id: first.review.id, rating: 2, text: edited, status: "pending" });
      expect(body.message).toBe(REVIEW_MESSAGES.submitted);
      const queued = (await pendingList()).find((p) => p.id === first.review.id);
      expect(queued).toMatchObject({ resubmitted: true, text: edited, rating: 2 });
      // Pending again, so a further POST is a 409 until it is moderated.
      expectError(await post(member, { courseId: course.id, rating: 2, text: edited }), 409);
    });

    it("answers bad input with a 400 and the form's wording", async () => {
      const course = await createCourse(t.db);
      // A member of its own: these posts count against the hourly limit.
      const member = (await signUp(t.app)).cookie;
      const cases: Array<[unknown, string | RegExp]> = [
        [{ courseId: course.id, rating: 0 }, REVIEW_MESSAGES.ratingRequired],
        [{ courseId: course.id, rating: 6 }, REVIEW_MESSAGES.ratingRequired],
        [{ courseId: course.id, rating: "x" }, REVIEW_MESSAGES.ratingRequired],
        [{ courseId: course.id, rating: 4.5 }, REVIEW_MESSAGES.ratingRequired],
        [{ courseId: course.id }, REVIEW_MESSAGES.ratingRequired],
        [{ courseId: course.id, rating: 4, text: "x".repeat(29) }, REVIEW_MESSAGES.textTooShort],
        [{ courseId: course.id, rating: 4, text: ` ${"x".repeat(29)}  ` }, REVIEW_MESSAGES.textTooShort],
        [{ courseId: course.id, rating: 4, text: "x".repeat(4001) }, REVIEW_MESSAGES.textTooLong],
        [
          { courseId: course.id, rating: 4, text: GOOD_TEXT, proofUrl: "not a url" },
          REVIEW_MESSAGES.proofUrlInvalid,
        ],
        [
          { courseId: course.id, rating: 4, proofUrl: "javascript:alert(1)" },
          REVIEW_MESSAGES.proofUrlInvalid,
        ],
        [
          { courseId: course.id, rating: 4, proofUrl: "ftp://example.test/x" },
          REVIEW_MESSAGES.proofUrlInvalid,
        ],
        [{ courseId: course.id, rating: 4, text: 42 }, /text/],
        [{ courseId: "abc", rating: 4 }, /courseId/],
        [{ courseId: 0, rating: 4 }, /courseId/],
        [{ rating: 4 }, /courseId/],
        [{ courseId: course.id, rating: 4, text: `${GOOD_TEXT}\u0000` }, /not allowed/],
        [[], /Invalid/],
      ];
      for (const [payload, message] of cases) {
        const error = expectError(await post(member, payload), 400);
        expect(error, JSON.stringify(payload)).toMatch(message);
      }
      // The form's own sentences come back exactly, without a field prefix.
      expect(expectError(await post(member, { courseId: course.id, rating: 0 }), 400)).toBe(
        REVIEW_MESSAGES.ratingRequired,
      );
      expect(await mine(member, course.id)).toBeNull();
    });

    it("404s an unknown course; needs JSON; refuses cross-site posts", async () => {
      const member = (await signUp(t.app)).cookie;
      expect(expectError(await post(member, { courseId: 2_147_483_647, rating: 4 }), 404)).toBe(
        "Course not found",
      );
      const course = await createCourse(t.db);
      const text = await t.app.inject({
        method: "POST",
        url: "/api/reviews",
        headers: { cookie: member, "content-type": "text/plain" },
        payload: JSON.stringify({ courseId: course.id, rating: 4 }),
      });
      expectError(text, 415);
      const crossSite = await t.app.inject({
        method: "POST",
        url: "/api/reviews",
        headers: { cookie: member, origin: "https://evil.example" },
        payload: { courseId: course.id, rating: 4 },
      });
      expectError(crossSite, 403);
      expect(await mine(member, course.id)).toBeNull();
    });

    it("limits review posting to 20 an hour per member", async () => {
      const course = await createCourse(t.db);
      const busy = (await signUp(t.app)).cookie;
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        // A new address each time: the limit follows the member, not the address.
        const res = await postFrom(
          t.app,
          "/api/reviews",
          { courseId: course.id, rating: 4 },
          { cookie: busy },
        );
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 20)).toEqual([201, ...Array(19).fill(409)]);
      expect(statuses[20]).toBe(429);
      // Another member is not affected.
      expect((await post((await signUp(t.app)).cookie, { courseId: course.id, rating: 4 })).statusCode).toBe(
        201,
      );
    });
  });

  describe("moderation", () => {
    it("is for admins: 401 for guests, 403 for members", async () => {
      const review = await createReview(t.db);
      expectError(await t.app.inject({ method: "GET", url: "/api/reviews/pending" }), 401);
      expect(
        expectError(
          await t.app.inject({ method: "GET", url: "/api/reviews/pending", headers: { cookie: member } }),
          403,
        ),
      ).toBe("Admin access required.");
      for (const action of ["approve", "reject"] as const) {
        expectError(await moderate(undefined, review.id, action), 401);
        expectError(await moderate(member, review.id, action), 403);
        expectError(await moderate(undefined, "abc", action), 401);
      }
    });

    it("lists pending reviews oldest first with course and creator", async () => {
      const course = await createCourse(t.db);
      const older = await createReview(t.db, {
        courseId: course.id,
        createdAt: new Date("2000-01-01T00:00:00Z"),
        updatedAt: new Date("2000-01-01T00:00:00Z"),
      });
      const newer = await createReview(t.db, { courseId: course.id });
      const approved = await createReview(t.db, { courseId: course.id, status: "approved" });
      const res = await t.app.inject({
        method: "GET",
        url: "/api/reviews/pending",
        headers: { cookie: admin },
      });
      expect(res.headers["cache-control"]).toBe("no-store");
      const list = res.json() as PendingReview[];
      expect(list[0]?.id).toBe(older.id);
      const ids = list.map((p) => p.id);
      expect(ids.indexOf(newer.id)).toBeGreaterThan(0);
      expect(ids).not.toContain(approved.id);
      expect(list.find((p) => p.id === newer.id)).toEqual({
        id: newer.id,
        courseId: course.id,
        courseTitle: course.title,
        creatorName: expect.stringMatching(/^Fixture Creator /),
        rating: 4,
        text: newer.text,
        proofUrl: null,
        authorName: "Fixture M.",
        createdAt: newer.createdAt.toISOString(),
        resubmitted: false,
        collection: "member",
        proofPending: false,
      });
      const times = list.map((p) => p.createdAt);
      expect(times[0]! <= times[times.length - 1]!).toBe(true);
    });

    it("approve: public, counted in the course's figures and the platform stats; reject takes it down", async () => {
      const course = await createCourse(t.db, { durationHours: 10, level: "beginner" });
      const statsBefore = await createStatsService(t.db).get();
      const five = (await post(member, { courseId: course.id, rating: 5, text: GOOD_TEXT })).json() as {
        review: OwnReview;
      };
      const other = (await signUp(t.app, { firstName: "Rui", lastName: "Ostrowski" })).cookie;
      const two = (
        (
          await post(other, { courseId: course.id, rating: 2, proofUrl: "https://example.test/r" })
        ).json() as {
          review: OwnReview;
        }
      ).review;
      expect((await detail(course.id)).reviewCount).toBe(0);

      // No body at all, and an empty JSON object, both work.
      const approved = await moderate(admin, five.review.id, "approve");
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json()).toEqual({ id: five.review.id, status: "approved" });
      expect((await moderate(admin, two.id, "approve", {})).statusCode).toBe(200);

      expect((await publicList(course.id)).map((r) => [r.id, r.authorName])).toEqual([
        [two.id, "Rui O."],
        [five.review.id, "Dana K."],
      ]);
      expect((await pendingList()).some((p) => p.id === five.review.id || p.id === two.id)).toBe(false);
      const scored = await detail(course.id);
      // The honest rating: 5 phantom 3-star reviews with the 5 and the 2, (15 + 5 + 2) / 7 = 3.14.
      expect(scored).toMatchObject({ reviewCount: 2, averageRating: "3.14" });
      expect(scored.ratingBasis).toMatchObject({ reviewCount: 2, verifiedCount: 0 });
      expect(scored.trustScore).toEqual(scored.trustBreakdown?.score);
      expect(
        scored.trustBreakdown?.factors.find((f) => f.key === "outcome")?.evidence.map((e) => e.signal),
      ).toContain("Honest rating 3.1 from 2 approved reviews");
      const listed = (
        await t.app.inject({ method: "GET", url: "/api/courses", query: { q: course.title } })
      ).json() as {
        items: unknown[];
      };
      // The exact title ranks first.
      expect(listed.items[0]).toMatchObject({ id: course.id, reviewCount: 2, averageRating: "3.14" });
      const statsAfter = await createStatsService(t.db).get();
      expect(statsAfter.totalReviews).toBe(statsBefore.totalReviews + 2);

      // Idempotent: approving again changes nothing.
      expect((await moderate(admin, five.review.id, "approve")).json()).toEqual({
        id: five.review.id,
        status: "approved",
      });
      expect((await detail(course.id)).reviewCount).toBe(2);

      // Taking one down recomputes the figures.
      expect((await moderate(admin, two.id, "reject")).json()).toEqual({ id: two.id, status: "rejected" });
      expect((await publicList(course.id)).map((r) => r.id)).toEqual([five.review.id]);
      // (15 + 5) / 6 = 3.33: one 5-star review cannot lift a course far above the middle.
      expect(await detail(course.id)).toMatchObject({ reviewCount: 1, averageRating: "3.33" });
      expect((await createStatsService(t.db).get()).totalReviews).toBe(statsBefore.totalReviews + 1);

      expect((await moderate(admin, five.review.id, "reject")).statusCode).toBe(200);
      expect(await detail(course.id)).toMatchObject({ reviewCount: 0, averageRating: null });
    });

    it("keeps the count right when several reviews of one course are approved at once", async () => {
      const course = await createCourse(t.db);
      const ids = [];
      for (let i = 0; i < 5; i++)
        ids.push((await createReview(t.db, { courseId: course.id, rating: 1 + i })).id);
      const results = await Promise.all(ids.map((id) => moderate(admin, id, "approve")));
      expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
      // (15 + 1 + 2 + 3 + 4 + 5) / 10 = 3.00
      expect(await detail(course.id)).toMatchObject({ reviewCount: 5, averageRating: "3.00" });
    });

    it("404s an unknown review and 400s a bad id", async () => {
      for (const action of ["approve", "reject"] as const) {
        expect(expectError(await moderate(admin, 2_147_483_647, action), 404)).toBe("Review not found");
        for (const id of ["abc", "0", "-1", "2147483648"])
          expectError(await moderate(admin, id, action), 400);
      }
    });
  });
});
