// Quota races at the boundary: many concurrent calls must never be granted more than the
// quota. Already covered elsewhere, not repeated here: the quota service itself
// (ai-quota.service.test.ts, 50 racing for 7 units), a free member's quick looks (quick-look.routes
// 20 at once with 5 left) and identical full-report requests sharing one run (deep-analyze.routes).
// Added here: a guest's quick looks racing on one visitor cookie, and a member's full reports for
// different courses racing for the weekly allowance.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AI_MESSAGES } from "../../shared/contracts/ai";
import { GUEST_AI_LOOKS, PLANS } from "../../shared/domain/plans";
import { aiReports } from "../db/schema/analyzer";
import { memberOn, reportsUsedThisWeek } from "../modules/analyzer/ai-test-helpers";
import { createCourse } from "../test/catalog-fixtures";
import { cookiesFrom, postFrom, uniqueAddress, useTestApp } from "../test/test-app";

describe("quota races", () => {
  const t = useTestApp();

  it(`a guest's ${GUEST_AI_LOOKS} quick looks: 20 at once on one visitor cookie grant exactly ${GUEST_AI_LOOKS}`, async () => {
    const course = await createCourse(t.db);
    const address = uniqueAddress();
    const look = (cookie?: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/ai/analyze-course",
        remoteAddress: address,
        headers: cookie ? { cookie } : {},
        payload: { courseId: course.id },
      });
    // The first look gives the browser its visitor cookie; then 20 race for what is left.
    const first = await look();
    expect(first.statusCode, first.body).toBe(200);
    const cookie = cookiesFrom(first);
    expect(cookie).toContain("hc_visitor=");
    const responses = await Promise.all(Array.from({ length: 20 }, () => look(cookie)));
    const granted = responses.filter((r) => r.statusCode === 200);
    expect(granted).toHaveLength(GUEST_AI_LOOKS - 1);
    // A guest past the limit is asked to sign in (401 with the guest-limit message), never a 500.
    const refused = responses.filter((r) => r.statusCode !== 200);
    expect(refused).toHaveLength(20 - (GUEST_AI_LOOKS - 1));
    for (const r of refused) expect((r.json() as { error: string }).error).toBe(AI_MESSAGES.guestLimit);
    for (const r of refused) expect(r.statusCode).toBe(401);
    expect(granted.map((r) => (r.json() as { used: number }).used).sort(), "each grant counted once").toEqual(
      Array.from({ length: GUEST_AI_LOOKS - 1 }, (_, i) => i + 2),
    );
  });

  it("a member's full reports: different courses at once never exceed the weekly allowance", async () => {
    const allowance = PLANS.premium.quotas.fullReportsPerWeek;
    const { cookie, userId } = await memberOn(t.app, t.db, "premium");
    const extra = 5;
    const courses = await Promise.all(Array.from({ length: allowance + extra }, () => createCourse(t.db)));
    const responses = await Promise.all(
      courses.map((course, i) =>
        postFrom(
          t.app,
          "/api/ai/deep-analyze",
          { courseId: course.id, requestKey: `race_${userId.slice(0, 8)}_${i}` },
          { cookie },
        ),
      ),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(allowance);
    expect(codes.filter((c) => c === 429)).toHaveLength(extra);
    expect(await reportsUsedThisWeek(t.db, userId)).toBe(allowance);
    // Only the granted calls produced a report.
    let stored = 0;
    for (const course of courses) {
      stored += (await t.db.select().from(aiReports).where(eq(aiReports.courseId, course.id))).length;
    }
    expect(stored).toBe(allowance);
  }, 30_000);
});
