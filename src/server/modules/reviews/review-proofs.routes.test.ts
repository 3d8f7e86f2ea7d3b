// Verified enrolment and decision reasons through the HTTP stack: a member attaches proof (an image
// from the upload flow, which leaves public reach) to their own review only; admins alone list,
// view and verify it; the decision and its reason reach the author, the audit and the rating; the
// proof never appears in a public answer; the review list filters to verified enrolments; a
// rejection needs a reason from the fixed list.
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { CourseDetail } from "../../../shared/contracts/catalog";
import type { NotificationListResponse } from "../../../shared/contracts/notifications";
import {
  type OwnReview,
  type PendingReview,
  REJECTION_REASONS,
  REVIEW_MESSAGES,
  type Review,
} from "../../../shared/contracts/reviews";
import type { PendingProof } from "../../../shared/contracts/reviews-admin";
import type { CreateUploadResponse, ProcessImageResponse } from "../../../shared/contracts/uploads";
import { auditEvents } from "../../db/schema/editorial";
import { reviews } from "../../db/schema/reviews";
import { images } from "../../db/schema/uploads";
import { createCourse, createReview } from "../../test/catalog-fixtures";
import { storedValue } from "../../test/stored-value";
import { adminCookie, expectError, STRONG_PASSWORD, sendAs, signUp, useTestApp } from "../../test/test-app";

const TEXT = "Twelve modules, honest about the work, and the refund came within a week.";
const ORDER = "ORDER-2041-77";

describe("verified enrolment and decision reasons", () => {
  const t = useTestApp({ PUBLIC_ORIGIN: "http://localhost:3000" });
  let admin: string;
  beforeAll(async () => {
    admin = await adminCookie(t.app);
  });

  const send = (method: "GET" | "POST", url: string, cookie?: string, payload?: unknown) =>
    sendAs(t.app, method, url, cookie, payload);

  /** A new member with an approved (or other status) review of a new course. */
  async function reviewer(status: "approved" | "pending" | "rejected" = "approved", rating = 5) {
    const { cookie } = await signUp(t.app, { firstName: "Noor", lastName: "Haddad" });
    const course = await createCourse(t.db);
    const created = await send("POST", "/api/reviews", cookie, { courseId: course.id, rating, text: TEXT });
    expect(created.statusCode, created.body).toBe(201);
    const review = (created.json() as { review: OwnReview }).review;
    if (status !== "pending") {
      const [action, payload] = status === "rejected" ? ["reject", { reason: "spam" }] : ["approve", {}];
      const res = await send("POST", `/api/reviews/${review.id}/${action}`, admin, payload);
      expect(res.statusCode, res.body).toBe(200);
    }
    return { cookie, course, review };
  }

  /** Uploads a picture through the upload flow, as proof, and answers its objectPath. */
  async function upload(cookie: string): Promise<string> {
    const bytes = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 30, g: 160, b: 90 } },
    })
      .png()
      .toBuffer();
    const grant = (await send("POST", "/api/objects/upload", cookie, {})).json() as CreateUploadResponse;
    const url = new URL(grant.uploadURL);
    const put = await t.app.inject({
      method: "PUT",
      url: url.pathname + url.search,
      headers: { cookie, "content-type": "application/octet-stream" },
      payload: bytes,
    });
    expect(put.statusCode, put.body).toBe(200);
    const processed = await t.app.inject({
      method: "PUT",
      url: "/api/images",
      headers: { cookie },
      payload: { imageURL: grant.uploadURL, purpose: "proof" },
    });
    expect(processed.statusCode, processed.body).toBe(200);
    return (processed.json() as ProcessImageResponse).objectPath;
  }

  const attach = (cookie: string | undefined, id: number | string, payload: unknown) =>
    send("POST", `/api/reviews/${id}/proof`, cookie, payload);
  const verify = (cookie: string | undefined, id: number | string, payload: unknown) =>
    send("POST", `/api/admin/reviews/${id}/verify`, cookie, payload);
  const mine = async (cookie: string, courseId: number) =>
    ((await send("GET", `/api/reviews/mine?courseId=${courseId}`, cookie)).json() as { review: OwnReview })
      .review;
  const publicList = async (courseId: number, query = "") => {
    const res = await send("GET", `/api/reviews?courseId=${courseId}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Review[];
  };
  const pendingProofs = async () => {
    const res = await send("GET", "/api/admin/reviews/proofs", admin);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as PendingProof[];
  };
  const auditRow = async (courseId: number, action: string) =>
    (
      await t.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.subjectId, courseId), eq(auditEvents.action, action)))
    )[0];
  const storedKey = async (id: number) =>
    (await t.db.select({ key: reviews.proofObjectKey }).from(reviews).where(eq(reviews.id, id)))[0]?.key ??
    null;

  describe("attaching proof", () => {
    it("takes proof on the member's own review only, and takes the image out of its owner's reach", async () => {
      const { cookie, course, review } = await reviewer("pending");
      const objectPath = await upload(cookie);
      // Private from upload: its owner sees it, never cached; a guest gets nothing.
      const own = await send("GET", objectPath, cookie);
      expect(own.statusCode).toBe(200);
      expect(own.headers["cache-control"]).toBe("private, no-store");
      expect((await send("GET", objectPath)).statusCode).toBe(404);

      expectError(await attach(undefined, review.id, { objectPath, orderReference: ORDER }), 401);
      // Another member (and an unknown review) get the same 404: nothing says whose review it is.
      const other = (await signUp(t.app)).cookie;
      expect(expectError(await attach(other, review.id, { objectPath, orderReference: ORDER }), 404)).toBe(
        "Review not found",
      );
      expectError(await attach(cookie, 2_147_483_647, { objectPath, orderReference: ORDER }), 404);
      // Another member's image is refused and left where it was.
      const theirs = await upload(other);
      expect(
        expectError(await attach(cookie, review.id, { objectPath: theirs, orderReference: ORDER }), 400),
      ).toBe(REVIEW_MESSAGES.proofImageNotYours);
      expect((await send("GET", theirs, other)).statusCode).toBe(200);

      const res = await attach(cookie, review.id, { objectPath, orderReference: ` ${ORDER} ` });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { review: OwnReview; message: string };
      expect(body.message).toBe(REVIEW_MESSAGES.proofSubmitted);
      expect(body.review.proof).toMatchObject({ status: "pending", orderReference: ORDER, decidedAt: null });
      expect(await mine(cookie, course.id)).toEqual(body.review);
      // The address answers nothing now, even to the member, whose image list no longer holds it.
      expect((await send("GET", objectPath, cookie)).statusCode).toBe(404);
      expect(await t.db.select().from(images).where(eq(images.objectPath, objectPath))).toEqual([]);
      const key = await storedKey(review.id);
      expect(key).toMatch(/^proofs\/[0-9a-f-]{36}\.webp$/);
      expect(await t.app.objectStorage.head(key!)).not.toBeNull();
    });

    it("replaces proof still waiting, deleting the first picture", async () => {
      const { cookie, review } = await reviewer("approved");
      expect(
        (await attach(cookie, review.id, { objectPath: await upload(cookie), orderReference: ORDER }))
          .statusCode,
      ).toBe(200);
      const first = await storedKey(review.id);
      const again = await attach(cookie, review.id, {
        objectPath: await upload(cookie),
        orderReference: "R-2",
      });
      expect(again.statusCode, again.body).toBe(200);
      expect((again.json() as { review: OwnReview }).review.proof?.orderReference).toBe("R-2");
      expect(await storedKey(review.id)).not.toBe(first);
      expect(await t.app.objectStorage.head(first!)).toBeNull();
      expect((await pendingProofs()).filter((p) => p.id === review.id)).toHaveLength(1);
    });

    it("deletes the proof picture with the account that sent it", async () => {
      const { cookie, review } = await reviewer("pending");
      await attach(cookie, review.id, { objectPath: await upload(cookie), orderReference: ORDER });
      const key = (await storedKey(review.id))!;
      const res = await t.app.inject({
        method: "DELETE",
        url: "/api/account",
        headers: { cookie },
        payload: { password: STRONG_PASSWORD },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await t.app.objectStorage.head(key)).toBeNull();
    });

    it("answers bad input with a 400 and the form's wording", async () => {
      const { cookie, review } = await reviewer("pending");
      const objectPath = await upload(cookie);
      const cases: Array<[unknown, string | RegExp]> = [
        [{ orderReference: ORDER }, REVIEW_MESSAGES.proofImageRequired],
        [
          { objectPath: "https://evil.example/x.webp", orderReference: ORDER },
          REVIEW_MESSAGES.proofImageRequired,
        ],
        [
          { objectPath: "/objects/images/../../session-secret", orderReference: ORDER },
          REVIEW_MESSAGES.proofImageRequired,
        ],
        [{ objectPath }, REVIEW_MESSAGES.orderReferenceRequired],
        [{ objectPath, orderReference: "  " }, REVIEW_MESSAGES.orderReferenceRequired],
        [{ objectPath, orderReference: "x".repeat(101) }, REVIEW_MESSAGES.orderReferenceRequired],
        [{ objectPath, orderReference: ORDER, extra: 1 }, /extra|Unrecognized/i],
      ];
      for (const [payload, message] of cases) {
        expect(expectError(await attach(cookie, review.id, payload), 400), JSON.stringify(payload)).toMatch(
          message,
        );
      }
      expectError(await attach(cookie, "abc", { objectPath, orderReference: ORDER }), 400);
      // Nothing was taken: the image is still the member's.
      expect((await send("GET", objectPath, cookie)).statusCode).toBe(200);
    });
  });

  describe("checking proof", () => {
    it("is for admins only: listing, viewing and verifying", async () => {
      const { cookie, review } = await reviewer("approved");
      await attach(cookie, review.id, { objectPath: await upload(cookie), orderReference: ORDER });
      for (const who of [undefined, cookie]) {
        const status = who ? 403 : 401;
        expectError(await send("GET", "/api/admin/reviews/proofs", who), status);
        expectError(await send("GET", `/api/admin/reviews/${review.id}/proof`, who), status);
        expectError(await verify(who, review.id, { verified: true, reason: "Receipt matches." }), status);
      }
      const [row] = await t.db.select().from(reviews).where(eq(reviews.id, review.id));
      expect(row).toMatchObject({ collection: "member", proofDecision: null });
    });

    it("lists waiting proof oldest first with the order reference, and serves the picture to admins", async () => {
      const { cookie, course, review } = await reviewer("pending");
      await attach(cookie, review.id, { objectPath: await upload(cookie), orderReference: ORDER });
      const listed = (await pendingProofs()).find((p) => p.id === review.id);
      expect(listed).toEqual({
        id: review.id,
        courseId: course.id,
        courseTitle: course.title,
        rating: 5,
        text: TEXT,
        authorName: "Noor H.",
        status: "pending",
        orderReference: ORDER,
        submittedAt: expect.any(String),
      });
      const times = (await pendingProofs()).map((p) => p.submittedAt);
      expect([...times].sort()).toEqual(times);
      const pending = (await send("GET", "/api/reviews/pending", admin)).json() as PendingReview[];
      expect(pending.find((p) => p.id === review.id)).toMatchObject({
        proofPending: true,
        collection: "member",
      });

      const file = await send("GET", `/api/admin/reviews/${review.id}/proof`, admin);
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-type"]).toBe("image/webp");
      expect(file.headers["cache-control"]).toBe("no-store");
      expect(file.rawPayload.subarray(8, 12).toString("latin1")).toBe("WEBP");
      expect(expectError(await send("GET", "/api/admin/reviews/2147483647/proof", admin), 404)).toBe(
        REVIEW_MESSAGES.proofNotFound,
      );
      expectError(await send("GET", "/api/admin/reviews/abc/proof", admin), 400);
    });

    it("verifies: a Verified enrolment label, counted twice in the rating, the reason told and audited", async () => {
      const { cookie, course, review } = await reviewer("approved", 5);
      const before = (await send("GET", `/api/courses/${course.id}`)).json() as CourseDetail;
      // One member 5-star review: (5 x 3 + 5) / 6 = 3.33.
      expect(before.averageRating).toBe("3.33");
      await attach(cookie, review.id, { objectPath: await upload(cookie), orderReference: ORDER });

      for (const [payload, message] of [
        [{ verified: true }, REVIEW_MESSAGES.verifyReasonRequired],
        [{ verified: true, reason: "ok" }, REVIEW_MESSAGES.verifyReasonRequired],
        [{ verified: "yes", reason: "Receipt matches." }, REVIEW_MESSAGES.verifiedRequired],
        [{ reason: "Receipt matches." }, REVIEW_MESSAGES.verifiedRequired],
      ] as const) {
        expect(expectError(await verify(admin, review.id, payload), 400)).toBe(message);
      }
      expectError(await verify(admin, 2_147_483_647, { verified: true, reason: "Receipt matches." }), 404);

      const reason = "The receipt names this course and your account's first name.";
      const res = await verify(admin, review.id, { verified: true, reason });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ id: review.id, collection: "verified", proofStatus: "verified" });

      // Public: labelled, and in the verified-only list; the rating counts it twice: (15 + 10) / 7 = 3.57.
      expect((await publicList(course.id)).map((r) => r.collection)).toEqual(["verified"]);
      expect((await publicList(course.id, "&verified=true")).map((r) => r.id)).toEqual([review.id]);
      const after = (await send("GET", `/api/courses/${course.id}`)).json() as CourseDetail;
      expect(after.averageRating).toBe("3.57");
      expect(after.ratingBasis).toMatchObject({ reviewCount: 1, verifiedCount: 1 });
      // The author sees the decision and its reason, on the review and in a notification.
      expect((await mine(cookie, course.id))?.proof).toMatchObject({ status: "verified", reason });
      const bell = (await send("GET", "/api/notifications", cookie)).json() as NotificationListResponse;
      expect(bell.items[0]).toMatchObject({
        kind: "review-proof",
        body: reason,
        link: `/courses/${course.id}?tab=reviews`,
      });
      // The audit keeps it on the course, naming the review.
      expect(await auditRow(course.id, "review-proof")).toMatchObject({
        subjectType: "course",
        reason,
        isPublic: false,
        changes: {
          [`review ${review.id}`]: { from: "proof of enrolment waiting", to: "verified enrolment" },
        },
      });
      expect((await pendingProofs()).some((p) => p.id === review.id)).toBe(false);

      // Decided once: again is a 409, and so is new proof for a verified enrolment.
      expect(
        expectError(await verify(admin, review.id, { verified: false, reason: "Second look." }), 409),
      ).toBe(REVIEW_MESSAGES.noProofWaiting);
      expect(
        expectError(
          await attach(cookie, review.id, { objectPath: await upload(cookie), orderReference: ORDER }),
          409,
        ),
      ).toBe(REVIEW_MESSAGES.proofAlreadyVerified);
    });

    it("refuses: the review stays a member review, the member is told why and may send proof again", async () => {
      const { cookie, course, review } = await reviewer("approved");
      await attach(cookie, review.id, { objectPath: await upload(cookie), orderReference: ORDER });
      const reason = "The picture does not show the course's name.";
      const res = await verify(admin, review.id, { verified: false, reason });
      expect(res.json()).toEqual({ id: review.id, collection: "member", proofStatus: "refused" });
      expect((await publicList(course.id)).map((r) => r.collection)).toEqual(["member"]);
      expect(await publicList(course.id, "&verified=true")).toEqual([]);
      expect((await mine(cookie, course.id))?.proof).toMatchObject({ status: "refused", reason });
      const again = await attach(cookie, review.id, {
        objectPath: await upload(cookie),
        orderReference: "R-3",
      });
      expect((again.json() as { review: OwnReview }).review.proof).toMatchObject({
        status: "pending",
        reason: null,
      });
    });

    it("never puts the proof in a public answer", async () => {
      const { cookie, course, review } = await reviewer("approved");
      await attach(cookie, review.id, { objectPath: await upload(cookie), orderReference: ORDER });
      const key = (await storedKey(review.id))!;
      const publicAnswers = [
        await send("GET", `/api/reviews?courseId=${course.id}`),
        await send("GET", `/api/reviews?courseId=${course.id}&verified=false`),
        await send("GET", `/api/courses/${course.id}`),
        await send("GET", `/api/courses?q=${encodeURIComponent(course.title)}`),
      ];
      for (const res of publicAnswers) {
        expect(res.statusCode, res.body).toBe(200);
        expect(res.body).not.toContain(ORDER);
        expect(res.body).not.toContain(key);
        expect(res.body).not.toMatch(/proofObjectKey|orderReference/);
      }
      // Not to other members either, nor to the moderation queue (only the proof list names it).
      const other = (await signUp(t.app)).cookie;
      expect((await send("GET", `/api/reviews/mine?courseId=${course.id}`, other)).body).not.toContain(ORDER);
      expect((await send("GET", "/api/reviews/pending", admin)).body).not.toContain(key);
    });
  });

  describe("the review list", () => {
    it("labels every review and filters to verified enrolments", async () => {
      const course = await createCourse(t.db);
      const member = await createReview(t.db, { courseId: course.id, status: "approved" });
      const verified = await createReview(t.db, {
        courseId: course.id,
        status: "approved",
        collection: "verified",
      });
      expect((await publicList(course.id)).map((r) => [r.id, r.collection]).sort()).toEqual(
        [
          [member.id, "member"],
          [verified.id, "verified"],
        ].sort(),
      );
      expect((await publicList(course.id, "&verified=true")).map((r) => r.id)).toEqual([verified.id]);
      expect((await publicList(course.id, "&verified=")).length).toBe(2);
      expectError(await send("GET", `/api/reviews?courseId=${course.id}&verified=yes`), 400);
    });
  });

  describe("decision reasons", () => {
    it("exports the fixed list of rejection reasons", () => {
      expect(REJECTION_REASONS).toEqual([
        "spam",
        "off-topic",
        "abusive",
        "personal-data",
        "not-about-the-course",
        "duplicate",
        "other",
      ]);
    });

    it("refuses a rejection without a reason from the list, and 'other' without a note", async () => {
      const { review } = await reviewer("pending");
      const reject = (payload?: unknown) => send("POST", `/api/reviews/${review.id}/reject`, admin, payload);
      expect(expectError(await reject({}), 400)).toBe(REVIEW_MESSAGES.reasonRequired);
      expect(expectError(await reject(), 400)).toMatch(/reason|Invalid|object/i);
      expect(expectError(await reject({ reason: "rude" }), 400)).toBe(REVIEW_MESSAGES.reasonRequired);
      expect(expectError(await reject({ reason: "other" }), 400)).toBe(REVIEW_MESSAGES.otherNeedsNote);
      expect(expectError(await reject({ reason: "spam", note: "x".repeat(1001) }), 400)).toBe(
        REVIEW_MESSAGES.noteTooLong,
      );
      expect(await storedValue(t.db, reviews, review.id, "status")).toBe("pending");
    });

    it("shows the author the reason and note, keeps them in the audit, and clears them on approval", async () => {
      const { cookie, course, review } = await reviewer("pending");
      const res = await send("POST", `/api/reviews/${review.id}/reject`, admin, {
        reason: "personal-data",
        note: "  It names another student.  ",
      });
      expect(res.json()).toEqual({ id: review.id, status: "rejected" });
      expect(await mine(cookie, course.id)).toMatchObject({
        status: "rejected",
        decisionReason: "personal-data",
        decisionNote: "It names another student.",
      });
      expect(await auditRow(course.id, "review-moderated")).toMatchObject({
        reason: "Shares someone's personal data: It names another student.",
        changes: { [`review ${review.id}`]: { from: "pending", to: "rejected" } },
      });
      // Edited and approved: no rejection reason is left on it.
      await send("POST", "/api/reviews", cookie, { courseId: course.id, rating: 4, text: `${TEXT} Edited.` });
      expect(
        (await send("POST", `/api/reviews/${review.id}/approve`, admin, { note: "Thanks." })).statusCode,
      ).toBe(200);
      expect(await mine(cookie, course.id)).toMatchObject({
        status: "approved",
        decisionReason: null,
        decisionNote: null,
      });
    });
  });
});
