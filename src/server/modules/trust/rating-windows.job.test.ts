// The daily rating-window rescore: a course whose approved review left the last-month window since
// the previous day is rescored and its stored rating changes; a course whose reviews crossed no
// boundary keeps its stored score untouched.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HONEST_RATING } from "../../../shared/domain/honest-rating";
import { courses } from "../../db/schema/courses";
import { jobRuns } from "../../db/schema/jobs";
import { createUncachedAppEvents } from "../../event-handlers";
import { inAppTransaction } from "../../test/app-events";
import { createCourse, createReview } from "../../test/catalog-fixtures";
import { runDueJob } from "../../test/run-job";
import { createTestApp, type TestApp } from "../../test/test-app";
import { RATING_WINDOWS_JOB, ratingWindowsJob } from "./rating-windows.job";
import { rescoreCourse } from "./trust-engine";

const DAY_MS = 24 * 60 * 60 * 1000;
const MONTH_DAYS = HONEST_RATING.windows.find((w) => w.label === "the last month")?.days ?? 30;

describe("rating-windows", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const stored = async (id: number) => {
    const [row] = await t.db
      .select({ rating: courses.averageRating, computedAt: courses.trustComputedAt })
      .from(courses)
      .where(eq(courses.id, id));
    return row;
  };

  it("rescores the courses whose reviews left a window since the day before, and only those", async () => {
    const now = new Date();
    /** An approved review of `rating` stars written `days` days before now. */
    const reviewed = (courseId: number, rating: number, days: number) =>
      createReview(t.db, {
        courseId,
        status: "approved",
        rating,
        createdAt: new Date(now.getTime() - days * DAY_MS),
      });
    // A 1-star review two years old, and a 5-star one written 31 days before now: inside the last
    // month two days ago, outside it now.
    const crossing = await createCourse(t.db);
    await reviewed(crossing.id, 1, 730);
    await reviewed(crossing.id, 5, MONTH_DAYS + 1);
    // Written 10 days ago: in the last month then and now.
    const steady = await createCourse(t.db);
    await reviewed(steady.id, 5, 10);
    const twoDaysAgo = new Date(now.getTime() - 2 * DAY_MS);
    for (const id of [crossing.id, steady.id])
      await inAppTransaction(t.db, (tx, emit) => rescoreCourse(tx, emit, id, twoDaysAgo));
    const crossingBefore = await stored(crossing.id);
    const steadyBefore = await stored(steady.id);

    // The seed records the job as just run (its ratings are as of the seed): make it due.
    await t.db.delete(jobRuns).where(eq(jobRuns.job, RATING_WINDOWS_JOB));
    const outcome = await runDueJob(
      t.db,
      ratingWindowsJob({ events: createUncachedAppEvents(), onScored: () => {} }),
      () => now,
    );
    expect(outcome).toMatchObject({ job: RATING_WINDOWS_JOB, status: "ran" });
    expect(outcome?.status === "ran" ? outcome.result.scored : 0).toBeGreaterThanOrEqual(1);

    const crossingAfter = await stored(crossing.id);
    expect(crossingAfter?.computedAt?.getTime()).toBe(now.getTime());
    // With the month window empty, its share goes to the others: the recent 5 stars weigh less.
    expect(Number(crossingAfter?.rating)).toBeLessThan(Number(crossingBefore?.rating));
    expect(await stored(steady.id)).toEqual(steadyBefore);
  });
});
