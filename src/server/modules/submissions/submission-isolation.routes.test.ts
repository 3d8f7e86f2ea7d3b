// Issue 27 (2): nothing unreviewed changes what the public sees of anyone else. Members submit five
// hostile pages naming a verified creator, on that creator's own host; through the HTTP API the
// creator's directory entry, profile, the fake-guru list and the background check stay as they
// were, each submission stands apart under its own unreviewed creator, and the admins' queue
// suggests the creator. Only when an admin accepts with that creator attached do the courses count.
import { eq, inArray } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import type { CreatorSearchResult } from "../../../shared/contracts/ai";
import type { CourseSummary } from "../../../shared/contracts/catalog";
import type { CreatorDetail, CreatorListItem } from "../../../shared/contracts/creators";
import type { AdminSubmission, AdminSubmissionList } from "../../../shared/contracts/submissions";
import type { FakeGuruResponse } from "../../../shared/contracts/tools";
import { HIGH_RISK_BELOW } from "../../../shared/domain/trust-bands";
import { courses } from "../../db/schema/courses";
import { creators } from "../../db/schema/creators";
import { courseSubmissions } from "../../db/schema/submissions";
import { auditRowsOf } from "../../test/audit-trail";
import { createCourse, createCreator, uniqueToken } from "../../test/catalog-fixtures";
import { usePageServer } from "../../test/page-server";
import { storedValue } from "../../test/stored-value";
import { expectError, signUp, testLogin, uniqueAddress, useTestApp } from "../../test/test-app";

const HOSTILE = (title: string) => `<!doctype html><html><head><title>${title}</title></head><body>
<h1>${title}</h1>
<p>Guaranteed 10k a month in passive income with no experience and no work. Only 3 spots left,
the price doubles at midnight. Quit your job next week: our students make $10,000 a month on
autopilot, guaranteed results or nothing. Secret loophole the banks do not want you to know.</p>
<p>Act now, this offer disappears in 2 hours. You will be rich in 30 days, guaranteed.</p>
<p>Price: $1,997.</p></body></html>`;

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

describe("submissions naming an existing creator", () => {
  const server = usePageServer((path) =>
    path.startsWith("/hostile/")
      ? { body: HOSTILE(`Course ${path.slice(9)} SCAM - guaranteed 10k a month`) }
      : null,
  );
  const t = useTestApp({ ANALYZER_ALLOW_PRIVATE_URLS: "1" });
  let admin: string;
  let pro: string;

  const get = (url: string, query: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, query, remoteAddress: uniqueAddress() });
  const post = (url: string, cookie: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: "POST", url, remoteAddress: uniqueAddress(), headers: { cookie }, payload });
  const ok = <T>(res: LightMyRequestResponse): T => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };

  /** Everything the public sees of one creator: directory entry, profile, fake-guru entry, background check. */
  async function publicView(creator: { slug: string; name: string }) {
    const directory = ok<CreatorListItem[]>(await get("/api/creators", { search: creator.name }));
    const entry = directory.find((c) => c.slug === creator.slug);
    const profile = ok<CreatorDetail>(await get(`/api/creators/${creator.slug}`));
    const gurus = ok<FakeGuruResponse>(await get("/api/fake-gurus", { search: creator.name }));
    const check = ok<CreatorSearchResult>(await post("/api/ai/search-creator", pro, { name: creator.name }));
    return {
      directory: entry && {
        trustScore: entry.trustScore,
        courseCount: entry.courseCount,
        averageRating: entry.averageRating,
        reviewCount: entry.reviewCount,
        totalStudents: entry.totalStudents,
      },
      // Anyone listed under this name, the creator or a look-alike.
      fakeGurus: gurus.items.filter((g) => g.name === creator.name).map((g) => g.slug),
      profile: { total: profile.courses.total, ids: profile.courses.items.map((c) => c.id) },
      check: check.creator,
      checkRisks: check.risks,
    };
  }

  beforeAll(async () => {
    admin = (await testLogin(t.app, { role: "admin" })).cookie;
    pro = (await testLogin(t.app, { role: "user", plan: "pro" })).cookie;
  });

  it("leaves a verified creator's public record unchanged until an admin attaches the courses", async () => {
    const name = `Verity ${capital(uniqueToken("zqv"))}`;
    // The creator's site is the host the hostile pages are served from: a match by host would attach them too.
    const verified = await createCreator(t.db, {
      name,
      slug: uniqueToken("verity"),
      verificationStatus: "verified",
      websiteUrl: server.base,
    });
    for (let i = 0; i < 2; i++) {
      await createCourse(t.db, { creatorId: verified.id, trustScore: 86, isVerified: true });
    }
    const before = await publicView(verified);
    expect(before.directory).toMatchObject({ trustScore: 86, courseCount: 2 });
    expect(before.fakeGurus).toEqual([]);
    expect(before.check).toMatchObject({ courseCount: 2, averageTrustScore: 86 });

    const made: CourseSummary[] = [];
    for (let i = 1; i <= 5; i++) {
      const member = await signUp(t.app);
      const res = await post("/api/course-submissions", member.cookie, {
        url: `${server.base}/hostile/${i}`,
        creatorName: name,
      });
      expect(res.statusCode, res.body).toBe(201);
      made.push((res.json() as { course: CourseSummary }).course);
    }

    // Each stands apart under a creator of its own, unreviewed.
    const placeholders = await t.db
      .select({ id: creators.id, status: creators.editorialStatus, bio: creators.bio })
      .from(creators)
      .where(
        inArray(
          creators.id,
          made.map((c) => c.creatorId),
        ),
      );
    expect(new Set(made.map((c) => c.creatorId)).size).toBe(5);
    expect(made.map((c) => c.creatorId)).not.toContain(verified.id);
    expect(placeholders.map((p) => p.status)).toEqual(Array(5).fill("unreviewed"));
    expect(placeholders[0]?.bio).toMatch(/not reviewed/i);

    // What the public sees of the verified creator has not moved.
    expect(await publicView(verified)).toEqual(before);

    // The queue suggests the creator, by name and by site; the admin decides.
    const queue = ok<AdminSubmissionList>(
      await t.app.inject({
        method: "GET",
        url: "/api/admin/submissions",
        query: { status: "pending" },
        headers: { cookie: admin },
      }),
    );
    const mine = queue.items.filter((s) => made.some((c) => c.id === s.course.id));
    expect(mine).toHaveLength(5);
    for (const submission of mine) {
      expect(submission.course.creatorStatus).toBe("unreviewed");
      expect(submission.suggestedCreators).toContainEqual(
        expect.objectContaining({ id: verified.id, sameName: true, sameSite: true }),
      );
    }

    // A creator that is not in the directory cannot be attached to.
    const first = mine[0]!;
    expectError(
      await post(`/api/admin/submissions/${first.id}/accept`, admin, {
        creatorId: mine[1]!.course.creatorId,
      }),
      400,
    );
    expectError(
      await post(`/api/admin/submissions/${first.id}/accept`, admin, { creatorId: 2_000_000_000 }),
      400,
    );

    for (const submission of mine) {
      const accepted = ok<AdminSubmission>(
        await post(`/api/admin/submissions/${submission.id}/accept`, admin, { creatorId: verified.id }),
      );
      expect(accepted).toMatchObject({
        status: "accepted",
        course: { editorialStatus: "published", creatorId: verified.id, creatorName: name },
      });
    }
    // Audited: the course moved to the creator the admin chose; the stand-in creator is archived.
    const moved = await auditRowsOf(t.db, "course", made[0]!.id, "attached");
    expect(moved).toHaveLength(1);
    expect(moved[0]?.changes).toEqual({ creatorId: { from: made[0]!.creatorId, to: verified.id } });
    expect(await storedValue(t.db, creators, made[0]!.creatorId, "editorialStatus")).toBe("archived");

    // Now they count.
    const after = await publicView(verified);
    expect(after.directory?.courseCount).toBe(7);
    expect(after.directory?.trustScore).toBeLessThan(86);
    expect(after.profile.total).toBe(7);
    expect(after.check?.courseCount).toBe(7);
    expect(after.check?.averageTrustScore).toBe(after.directory?.trustScore);
    expect(after.fakeGurus).toEqual(after.directory!.trustScore! < HIGH_RISK_BELOW ? [verified.slug] : []);
  });

  it("does not count an unreviewed course under a published creator (rows written before the fix)", async () => {
    const name = `Legacy ${capital(uniqueToken("zqv"))}`;
    const creator = await createCreator(t.db, { name, verificationStatus: "verified" });
    await createCourse(t.db, { creatorId: creator.id, trustScore: 88 });
    const before = await publicView(creator);
    await createCourse(t.db, {
      creatorId: creator.id,
      trustScore: 12,
      editorialStatus: "unreviewed",
      title: `${name} SCAM - guaranteed 10k a month`,
    });
    expect(await publicView(creator)).toEqual(before);
  });

  it("keeps a member's stand-in creator out of the directory, the fake-guru list and the check", async () => {
    const member = await signUp(t.app);
    const name = `Standin ${capital(uniqueToken("zqv"))}`;
    const res = await post("/api/course-submissions", member.cookie, {
      url: `${server.base}/hostile/standin`,
      creatorName: name,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { course } = res.json() as { course: CourseSummary };
    const directory = ok<CreatorListItem[]>(await get("/api/creators", { search: name }));
    expect(directory.map((c) => c.name)).not.toContain(name);
    const gurus = ok<FakeGuruResponse>(await get("/api/fake-gurus", { search: name }));
    expect(gurus.items.map((g) => g.name)).not.toContain(name);
    const check = ok<CreatorSearchResult>(await post("/api/ai/search-creator", pro, { name }));
    expect(check.creator).toBeNull();
    // Its own page still shows the course, badged by its status.
    const [row] = await t.db
      .select({ slug: creators.slug })
      .from(creators)
      .where(eq(creators.id, course.creatorId));
    const profile = ok<CreatorDetail>(await get(`/api/creators/${row!.slug}`));
    expect(profile.courses.items.map((c) => [c.id, c.editorialStatus])).toEqual([[course.id, "unreviewed"]]);
    expect(profile.bio).toMatch(/not reviewed/i);

    // Accepted as it is, the stand-in becomes a published creator in its own right, without the label.
    const [submission] = await t.db
      .select({ id: courseSubmissions.id })
      .from(courseSubmissions)
      .where(eq(courseSubmissions.courseId, course.id));
    ok(await post(`/api/admin/submissions/${submission!.id}/accept`, admin, {}));
    const [published] = await t.db
      .select({ status: creators.editorialStatus, bio: creators.bio })
      .from(creators)
      .where(eq(creators.id, course.creatorId));
    expect(published).toEqual({ status: "published", bio: "" });
    const listed = ok<CreatorListItem[]>(await get("/api/creators", { search: name }));
    expect(listed.find((c) => c.name === name)).toMatchObject({ courseCount: 1 });
    expect(await storedValue(t.db, courses, course.id, "editorialStatus")).toBe("published");
  });
});
