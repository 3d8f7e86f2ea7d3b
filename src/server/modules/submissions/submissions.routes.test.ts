// Course submissions by address through the API, pages served by a local HTTP server (the app is
// built with ANALYZER_ALLOW_PRIVATE_URLS=1): sign-in, validation, the canonical-address dedupe
// (200 with the existing course, nothing fetched), a readable new page (201: an unreviewed course,
// scored, with its first snapshot, audited, under a creator of its own), an unreadable one (422 in
// words that say nothing of the remote host's network, nothing stored), the daily limits (429 with
// Retry-After: new courses, and pages read whatever came of them), the address stored as its
// canonical spelling (tracking and personal parameters dropped), the admins' queue with accept,
// merge and reject, the member's notifications; and the public snapshot calls.
import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { CourseSummary } from "../../../shared/contracts/catalog";
import type { SnapshotList } from "../../../shared/contracts/snapshots";
import {
  type AdminSubmissionList,
  SUBMISSION_FETCHES_PER_DAY,
  SUBMISSION_MESSAGES,
} from "../../../shared/contracts/submissions";
import { users } from "../../db/schema/auth";
import { courses } from "../../db/schema/courses";
import { creators } from "../../db/schema/creators";
import { auditEvents } from "../../db/schema/editorial";
import { notifications } from "../../db/schema/notifications";
import { courseSnapshots } from "../../db/schema/snapshots";
import { courseSubmissions } from "../../db/schema/submissions";
import { createCourse, createCreator } from "../../test/catalog-fixtures";
import { usePageServer } from "../../test/page-server";
import { expectError, signUp, testLogin, uniqueAddress, useTestApp } from "../../test/test-app";

const PAGE = (title: string, extra = "") => `<!doctype html><html><head><title>${title}</title></head><body>
<h1>${title}</h1>
<p>A practical course for freelancers and small agencies who want to win clients and keep them.</p>
<ul><li>Module 1: Finding your first clients</li><li>Module 2: Proposals and pricing</li>
<li>Module 3: Contracts and invoicing</li><li>Module 4: Running an agency</li></ul>
<p>Expect about 4 hours a week of work. We offer a 30-day refund policy.</p>${extra}
<p>Price: $249.</p></body></html>`;

describe("course submissions", () => {
  const served: string[] = [];
  /** Every address the page server was asked for, with its query. */
  const requested: string[] = [];
  const server = usePageServer((path, request) => {
    served.push(path);
    requested.push(request.url ?? "");
    if (path === "/tiny")
      return { contentType: "text/html", body: "<html><body><div id=root></div></body></html>" };
    if (path.startsWith("/course/")) return { body: PAGE(`Agency Launchpad ${path.slice(8)}`) };
    if (path === "/moved") return { status: 301, location: "/course/original" };
    if (path === "/moved-nowhere") return { status: 302 };
    return null;
  });
  const t = useTestApp({ ANALYZER_ALLOW_PRIVATE_URLS: "1" });
  let port: string;
  let base: string;
  let admin: string;

  const submit = (cookie: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: "POST",
      url: "/api/course-submissions",
      remoteAddress: uniqueAddress(),
      headers: cookie ? { cookie } : {},
      payload,
    });
  const call = (method: "GET" | "POST", url: string, cookie: string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method,
      url,
      remoteAddress: uniqueAddress(),
      headers: { cookie },
      ...(payload ? { payload } : {}),
    });
  const counts = async () => ({
    courses: (await t.db.select({ n: count() }).from(courses))[0]?.n,
    creators: (await t.db.select({ n: count() }).from(creators))[0]?.n,
    submissions: (await t.db.select({ n: count() }).from(courseSubmissions))[0]?.n,
    snapshots: (await t.db.select({ n: count() }).from(courseSnapshots))[0]?.n,
  });
  const userIdOf = async (email: string) =>
    (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

  beforeAll(async () => {
    base = server.base;
    port = new URL(base).port;
    admin = (await testLogin(t.app, { role: "admin" })).cookie;
  });

  it("answers 401 to guests and 400 to a body that is not a web address", async () => {
    expectError(await submit("", { url: `${base}/course/a` }), 401);
    const { cookie } = await signUp(t.app);
    expectError(await submit(cookie, {}), 400);
    expectError(await submit(cookie, { url: "ftp://example.com/course" }), 400);
    expectError(await submit(cookie, { url: "not a url" }), 400);
    expectError(await submit(cookie, { url: `${base}/course/a`, extra: 1 }), 400);
    expectError(await submit(cookie, { url: `${base}/course/a`, note: "x".repeat(1001) }), 400);
  });

  it("creates an unreviewed, scored course with its first snapshot from a readable new page", async () => {
    const { cookie, email } = await signUp(t.app);
    const before = await counts();
    const res = await submit(cookie, {
      url: `${base}/course/original?utm_source=ad&email=jo%40example.com&token=s3cret&subscriber_id=77&u=jo@example.com`,
      note: "Seen in an ad",
      creatorName: "Harper Quill",
    });
    expect(res.statusCode, res.body).toBe(201);
    const { course } = res.json() as { course: CourseSummary };
    expect(course).toMatchObject({
      title: "Agency Launchpad original",
      editorialStatus: "unreviewed",
      price: 249,
      instructorName: "Harper Quill",
      originalUrl: `${base}/course/original`,
    });
    // The page was read at its canonical address: nothing personal was sent on, or kept.
    expect(requested.filter((r) => r.startsWith("/course/original"))).toEqual(["/course/original"]);
    expect(course.trustScore).not.toBeNull();
    expect(await counts()).toEqual({
      courses: before.courses! + 1,
      creators: before.creators! + 1,
      submissions: before.submissions! + 1,
      snapshots: before.snapshots! + 1,
    });
    const [creator] = await t.db.select().from(creators).where(eq(creators.id, course.creatorId));
    expect(creator).toMatchObject({
      editorialStatus: "unreviewed",
      verificationStatus: "unverified",
      websiteUrl: base,
    });
    const [submission] = await t.db
      .select()
      .from(courseSubmissions)
      .where(eq(courseSubmissions.courseId, course.id));
    expect(submission).toMatchObject({
      status: "pending",
      userId: await userIdOf(email),
      url: `${base}/course/original`,
      canonicalUrl: `https://127.0.0.1:${port}/course/original`,
      note: "Seen in an ad",
    });
    expect(JSON.stringify(submission)).not.toMatch(/jo%40|jo@|s3cret|subscriber/);
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectType, "course"), eq(auditEvents.subjectId, course.id)));
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([["submitted", await userIdOf(email)]]);
    const list = (
      await t.app.inject({ method: "GET", url: `/api/courses/${course.id}/snapshots` })
    ).json() as SnapshotList;
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ status: 200, price: 249, title: "Agency Launchpad original" });
    expect(list).toMatchObject({ pageUnreachableSince: null });
    const one = await t.app.inject({
      method: "GET",
      url: `/api/courses/${course.id}/snapshots/${list.items[0]!.id}`,
    });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ diff: null, snapshot: { title: "Agency Launchpad original" } });

    // The same page however it is spelt: 200 with that course, and the page is not fetched again.
    const fetched = served.length;
    for (const spelling of [
      `HTTP://127.0.0.1:${port}/course/original/#buy`,
      `${base}/course/original?fbclid=zz&ref=friend`,
    ]) {
      const again = await submit(cookie, { url: spelling });
      expect(again.statusCode, again.body).toBe(200);
      expect((again.json() as { course: CourseSummary }).course.id).toBe(course.id);
    }
    expect(served.length).toBe(fetched);
    // A redirect to a page we have answers with it too; the next page on the same host stands apart
    // under a creator of its own (a host is no evidence of who sells a page).
    const moved = await submit(cookie, { url: `${base}/moved` });
    expect(moved.statusCode).toBe(200);
    expect((moved.json() as { course: CourseSummary }).course.id).toBe(course.id);
    const sibling = await submit(cookie, { url: `${base}/course/sibling` });
    expect(sibling.statusCode).toBe(201);
    expect((sibling.json() as { course: CourseSummary }).course.creatorId).not.toBe(course.creatorId);
  });

  it("answers 200 with a catalogue course whose address is the same page", async () => {
    const existing = await createCourse(t.db, {
      originalUrl: "https://Shop.Example.test/courses/fba/?b=2&a=1",
    });
    const { cookie } = await signUp(t.app);
    const res = await submit(cookie, {
      url: "https://shop.example.test/courses/fba?a=1&b=2&utm_campaign=x#top",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { course: CourseSummary }).course.id).toBe(existing.id);
    // www., http or https, repeated slashes and the path's case are one page too.
    for (const spelling of [
      "http://www.shop.example.test//Courses/FBA/?b=2&a=1&email=jo%40example.com",
      "https://WWW.Shop.example.test/courses//fba?a=1&b=2&mc_eid=1",
    ]) {
      const again = await submit(cookie, { url: spelling });
      expect(again.statusCode, again.body).toBe(200);
      expect((again.json() as { course: CourseSummary }).course.id).toBe(existing.id);
    }
    // After an editor changes the address, the old spelling no longer finds it.
    await t.db
      .update(courses)
      .set({ originalUrl: "https://shop.example.test/courses/fba-2" })
      .where(eq(courses.id, existing.id));
    const [row] = await t.db
      .select({ c: courses.canonicalUrl })
      .from(courses)
      .where(eq(courses.id, existing.id));
    expect(row?.c).toBeNull();
    const moved = await submit(cookie, { url: "https://shop.example.test/courses/fba-2/" });
    expect((moved.json() as { course: CourseSummary }).course.id).toBe(existing.id);
  });

  it("never attaches to a creator by a typed name: it suggests them to the admins instead", async () => {
    const known = await createCreator(t.db, { name: "Rowan Fixturewright" });
    const { cookie } = await signUp(t.app);
    const res = await submit(cookie, {
      url: `http://localhost:${port}/course/named`,
      creatorName: "rowan FIXTUREWRIGHT",
    });
    expect(res.statusCode, res.body).toBe(201);
    const { course } = res.json() as { course: CourseSummary };
    expect(course.creatorId).not.toBe(known.id);
    expect(course.instructorName).toBe("rowan FIXTUREWRIGHT");
    const queue = (
      await call("GET", "/api/admin/submissions?status=pending", admin)
    ).json() as AdminSubmissionList;
    expect(queue.items.find((s) => s.course.id === course.id)).toMatchObject({
      course: { creatorId: course.creatorId, creatorStatus: "unreviewed" },
      suggestedCreators: [expect.objectContaining({ id: known.id, sameName: true, sameSite: false })],
    });
  });

  it("refuses an unreadable page with 422 in words that say nothing of the host's network, and stores nothing", async () => {
    const { cookie } = await signUp(t.app);
    const before = await counts();
    expect(expectError(await submit(cookie, { url: `${base}/tiny` }), 422)).toBe(
      SUBMISSION_MESSAGES.tooLittleText,
    );
    for (const url of [
      `${base}/missing`, // HTTP 404
      `${base}/moved-nowhere`, // a redirect without a Location
      "http://127.0.0.1:1/course", // connection refused
    ]) {
      const message = expectError(await submit(cookie, { url }), 422);
      expect(message).toBe(SUBMISSION_MESSAGES.unreadable);
    }
    expect(SUBMISSION_MESSAGES.unreadable).not.toMatch(
      /HTTP|\b\d{3}\b|connect|refused|time|answer|certificate|DNS|find/i,
    );
    expect(await counts()).toEqual(before);
  });

  it("counts every page read toward a daily allowance, whether or not it became a course", async () => {
    const { cookie } = await signUp(t.app);
    const fetched = served.length;
    // An address already in the catalogue is answered without reading it, and costs nothing.
    const [known] = await t.db.select({ url: courses.originalUrl }).from(courses).limit(1);
    for (let i = 0; i < 3; i++) expect((await submit(cookie, { url: known!.url })).statusCode).toBe(200);
    for (let i = 0; i < SUBMISSION_FETCHES_PER_DAY; i++) {
      expectError(await submit(cookie, { url: `${base}/missing?n=${i}` }), 422);
    }
    expect(served.length).toBe(fetched + SUBMISSION_FETCHES_PER_DAY);
    const res = await submit(cookie, { url: `${base}/course/over-allowance` });
    expect(expectError(res, 429)).toBe(SUBMISSION_MESSAGES.tooManyFetches);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(24 * 3600 - 120);
    expect(served.length).toBe(fetched + SUBMISSION_FETCHES_PER_DAY);
  });

  it("allows 10 submissions a day, then 429 with Retry-After until the oldest is a day old", async () => {
    const { cookie, email } = await signUp(t.app);
    const userId = await userIdOf(email);
    const [course] = await t.db.select({ id: courses.id }).from(courses).limit(1);
    const now = Date.now();
    // The oldest of the last 24 h was 20 h ago: 4 h to wait.
    await t.db.insert(courseSubmissions).values(
      Array.from({ length: 10 }, (_, i) => ({
        courseId: course!.id,
        userId,
        url: `https://limit.example.test/${i}`,
        canonicalUrl: `https://limit.example.test/${i}`,
        createdAt: new Date(now - (20 - i) * 3_600_000),
      })),
    );
    const res = await submit(cookie, { url: `${base}/course/limited` });
    expect(expectError(res, 429)).toMatch(/at most 10/);
    const retryAfter = Number(res.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(4 * 3600 - 60);
    expect(retryAfter).toBeLessThanOrEqual(4 * 3600);
    expect(served.filter((p) => p === "/course/limited")).toEqual([]);
  });

  it("gives admins a queue to accept, merge and reject, and notifies the member of each decision", async () => {
    const member = await signUp(t.app);
    const memberId = await userIdOf(member.email);
    const made: number[] = [];
    for (const name of ["q-accept", "q-merge", "q-reject"]) {
      const res = await submit(member.cookie, { url: `${base}/course/${name}` });
      expect(res.statusCode, res.body).toBe(201);
      made.push((res.json() as { course: CourseSummary }).course.id);
    }
    const subs = await t.db
      .select({ id: courseSubmissions.id, courseId: courseSubmissions.courseId })
      .from(courseSubmissions)
      .where(eq(courseSubmissions.userId, memberId));
    const idOf = (courseId: number) => subs.find((s) => s.courseId === courseId)!.id;

    expectError(await call("GET", "/api/admin/submissions", member.cookie), 403);
    expectError(await t.app.inject({ method: "GET", url: "/api/admin/submissions" }), 401);
    const queue = (await call("GET", "/api/admin/submissions", admin)).json() as AdminSubmissionList;
    expect(queue.total).toBeGreaterThanOrEqual(3);
    const firstDecided = queue.items.findIndex((s) => s.status !== "pending");
    const lastPending = queue.items.map((s) => s.status).lastIndexOf("pending");
    expect(firstDecided === -1 || firstDecided > lastPending).toBe(true);
    expect(queue.items.find((s) => s.id === idOf(made[0]!))).toMatchObject({
      submitter: { email: member.email },
      course: { id: made[0], editorialStatus: "unreviewed" },
    });

    const accepted = await call("POST", `/api/admin/submissions/${idOf(made[0]!)}/accept`, admin, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: "accepted", course: { editorialStatus: "published" } });
    expectError(await call("POST", `/api/admin/submissions/${idOf(made[0]!)}/accept`, admin, {}), 409);
    const [creator] = await t.db
      .select({ status: creators.editorialStatus })
      .from(creators)
      .innerJoin(courses, eq(courses.creatorId, creators.id))
      .where(eq(courses.id, made[0]!));
    expect(creator?.status).toBe("published");

    const mergeUrl = `/api/admin/submissions/${idOf(made[1]!)}/merge`;
    expectError(await call("POST", mergeUrl, admin, { intoCourseId: made[1]! }), 400);
    expectError(await call("POST", mergeUrl, admin, { intoCourseId: 2_000_000_000 }), 400);
    const merged = await call("POST", mergeUrl, admin, { intoCourseId: made[0]! });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json()).toMatchObject({
      status: "merged",
      reason: `merged into #${made[0]}`,
      course: { editorialStatus: "archived" },
    });

    const rejectUrl = `/api/admin/submissions/${idOf(made[2]!)}/reject`;
    expectError(await call("POST", rejectUrl, admin, { reason: "no" }), 400);
    expectError(await call("POST", rejectUrl, member.cookie, { reason: "Not a course at all." }), 403);
    const rejected = await call("POST", rejectUrl, admin, { reason: "Not a course at all." });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: "rejected", reason: "Not a course at all." });
    expectError(
      await call("POST", "/api/admin/submissions/2000000000/reject", admin, { reason: "Not a course." }),
      404,
    );

    const notes = await t.db
      .select({ kind: notifications.kind, title: notifications.title, link: notifications.link })
      .from(notifications)
      .where(eq(notifications.userId, memberId));
    expect(
      notes
        .filter((n) => n.kind === "submission")
        .map((n) => n.title)
        .sort(),
    ).toEqual([
      "Your course submission was accepted",
      "Your course submission was merged",
      "Your course submission was rejected",
    ]);
    expect(notes.find((n) => n.title.endsWith("merged"))?.link).toBe(`/courses/${made[0]}`);
  });

  it("answers 404 for snapshots of an unknown course or another course's snapshot", async () => {
    expectError(await t.app.inject({ method: "GET", url: "/api/courses/2000000000/snapshots" }), 404);
    const [a, b] = await t.db
      .select({ id: courseSnapshots.id, courseId: courseSnapshots.courseId })
      .from(courseSnapshots)
      .limit(2);
    expect(a && b && a.courseId !== b.courseId).toBe(true);
    expectError(
      await t.app.inject({ method: "GET", url: `/api/courses/${a!.courseId}/snapshots/${b!.id}` }),
      404,
    );
    expectError(
      await t.app.inject({
        method: "GET",
        url: `/api/courses/${a!.courseId}/snapshots/${a!.id}?compare=${b!.id}`,
      }),
      404,
    );
    expectError(await t.app.inject({ method: "GET", url: `/api/courses/${a!.courseId}/snapshots/x` }), 400);
  });
});
