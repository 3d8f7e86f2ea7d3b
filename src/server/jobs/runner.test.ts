// The job runner on a real database: due rules, the advisory lock between runners, recording in
// job_runs, stopping, and the weekly trust recompute itself.
import { eq } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { TrustBreakdown } from "../../shared/contracts/catalog";
import { lockKeyFor } from "../db/advisory-lock";
import { type Database, openDatabase } from "../db/client";
import { communityReports } from "../db/schema/community-reports";
import { courses } from "../db/schema/courses";
import { jobRuns } from "../db/schema/jobs";
import { createUncachedAppEvents } from "../event-handlers";
import { JOBS_LOCK_CLASS, type Job } from "../lib/job";
import {
  TRUST_RECOMPUTE_INTERVAL_MS,
  TRUST_RECOMPUTE_JOB,
  trustRecomputeJob,
} from "../modules/trust/trust-recompute.job";
import { createCourse, createCreator } from "../test/catalog-fixtures";
import { sharedTestDatabase, silentLog } from "../test/test-app";
import { isDue, readJobRun } from "./job-runs";
import { createJobRunner } from "./runner";

const DAY_MS = 24 * 60 * 60 * 1000;

const t = sharedTestDatabase();

let jobCounter = 0;
/** A job of its own name that counts its runs; `gate` (when given) holds each run until released. */
function countingJob(options: { intervalMs?: number; gate?: Promise<void>; fail?: boolean } = {}) {
  jobCounter += 1;
  const calls: number[] = [];
  let entered: () => void = () => undefined;
  const started = new Promise<void>((resolve) => {
    entered = resolve;
  });
  const job: Job = {
    name: `test-job-${process.pid}-${jobCounter}`,
    intervalMs: options.intervalMs ?? DAY_MS,
    async run() {
      calls.push(Date.now());
      entered();
      await options.gate;
      if (options.fail) throw new Error("the test job failed");
      return { scored: calls.length };
    },
  };
  return { job, calls, started };
}

function latch() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { gate, release };
}

describe("isDue", () => {
  const now = new Date("2030-01-08T00:00:00.000Z");
  it("is due with no run on record, or one that never finished, or finished at least an interval ago", () => {
    expect(isDue(null, DAY_MS, now)).toBe(true);
    expect(isDue({ lastFinishedAt: null }, DAY_MS, now)).toBe(true);
    expect(isDue({ lastFinishedAt: new Date(now.getTime() - DAY_MS) }, DAY_MS, now)).toBe(true);
    expect(isDue({ lastFinishedAt: new Date(now.getTime() - DAY_MS + 1) }, DAY_MS, now)).toBe(false);
  });
});

describe("the job runner", () => {
  it("runs a due job once and records it; right after, it is not due", async () => {
    const { job, calls } = countingJob();
    const runner = createJobRunner({ db: t.db, log: silentLog, jobs: [job] });
    const [first] = await runner.runDue();
    expect(first).toMatchObject({ job: job.name, status: "ran", result: { scored: 1 } });
    expect(await runner.runDue()).toEqual([{ job: job.name, status: "not-due" }]);
    expect(calls.length).toBe(1);

    const run = await readJobRun(t.db, job.name);
    expect(run?.lastStartedAt).toBeInstanceOf(Date);
    expect(run?.lastFinishedAt?.getTime()).toBeGreaterThanOrEqual(run?.lastStartedAt?.getTime() ?? 0);
    expect(run?.lastResult).toEqual({ scored: 1, durationMs: expect.any(Number) });
  });

  it("runs it again once its interval has passed", async () => {
    let clock = new Date("2030-03-01T00:00:00.000Z");
    const { job, calls } = countingJob({ intervalMs: 7 * DAY_MS });
    const runner = createJobRunner({ db: t.db, log: silentLog, jobs: [job], now: () => clock });
    await runner.runDue();
    clock = new Date(clock.getTime() + 7 * DAY_MS - 1);
    expect((await runner.runDue())[0]?.status).toBe("not-due");
    clock = new Date(clock.getTime() + 1);
    expect((await runner.runDue())[0]?.status).toBe("ran");
    expect(calls.length).toBe(2);
  });

  it("lets only one of two runners started at once do the work (the advisory lock)", async () => {
    // On PostgreSQL the second runner gets its own pool, as a second instance would; PGlite is one
    // session in one process, so both share it.
    const second: Database | undefined = t.url
      ? await openDatabase({ databaseUrl: t.url, dataDir: "memory://" })
      : undefined;
    try {
      const { gate, release } = latch();
      const { job, calls, started } = countingJob({ gate });
      const a = createJobRunner({ db: t.db, log: silentLog, jobs: [job] });
      const b = createJobRunner({ db: second?.db ?? t.db, log: silentLog, jobs: [job] });
      const first = a.runDue();
      await started;
      // While the first run holds the lock, the second finds the job due but locked.
      expect(await b.runDue()).toEqual([{ job: job.name, status: "locked" }]);
      if (t.url) {
        // And the lock is a real PostgreSQL advisory lock: another session cannot take it either.
        const client = new pg.Client({ connectionString: t.url });
        await client.connect();
        const [classId, objId] = lockKeyFor(JOBS_LOCK_CLASS, job.name);
        const { rows } = await client.query("select pg_try_advisory_lock($1, $2) as ok", [classId, objId]);
        await client.end();
        expect(rows[0].ok).toBe(false);
      }
      release();
      expect((await first)[0]?.status).toBe("ran");
      // Once it finished, neither runs it again.
      expect(await Promise.all([a.runDue(), b.runDue()])).toEqual([
        [{ job: job.name, status: "not-due" }],
        [{ job: job.name, status: "not-due" }],
      ]);
      expect(calls.length).toBe(1);
    } finally {
      await second?.close();
    }
  });

  it("runs it once when two runners check at the same moment", async () => {
    const { job, calls } = countingJob();
    const runners = [1, 2, 3].map(() => createJobRunner({ db: t.db, log: silentLog, jobs: [job] }));
    const outcomes = (await Promise.all(runners.map((r) => r.runDue()))).flat();
    expect(outcomes.filter((o) => o.status === "ran").length).toBe(1);
    expect(calls.length).toBe(1);
  });

  it("records a failure and leaves the job due", async () => {
    const { job } = countingJob({ fail: true });
    const runner = createJobRunner({ db: t.db, log: silentLog, jobs: [job] });
    expect(await runner.runDue()).toEqual([
      { job: job.name, status: "failed", error: "the test job failed" },
    ]);
    const run = await readJobRun(t.db, job.name);
    expect(run?.lastFinishedAt).toBeNull();
    expect(run?.lastResult).toEqual({ error: "the test job failed", durationMs: expect.any(Number) });
    expect((await runner.runDue())[0]?.status).toBe("failed");
  });

  it("checks on its timer, and stop() waits for a running job, which then stays due", async () => {
    const { gate, release } = latch();
    const { job, calls, started } = countingJob({ gate });
    const runner = createJobRunner({ db: t.db, log: silentLog, jobs: [job] });
    runner.start(20);
    await started;
    const stopping = runner.stop();
    let stopped = false;
    void stopping.then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    release();
    await stopping;
    const run = await readJobRun(t.db, job.name);
    expect(run?.lastFinishedAt).toBeNull();
    expect(run?.lastResult).toMatchObject({ stopped: true });
    // No more checks after stop.
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(calls.length).toBe(1);
  });
});

describe("the weekly trust recompute", () => {
  it("is marked done by the seed, so a fresh start does not rescore everything at once", async () => {
    const run = await readJobRun(t.db, TRUST_RECOMPUTE_JOB);
    expect(run?.lastFinishedAt).toBeInstanceOf(Date);
    expect(isDue(run, TRUST_RECOMPUTE_INTERVAL_MS, new Date())).toBe(false);
  });

  it("once due, rescores a course whose evidence changed, clears the list cache, and is not due after", async () => {
    const creator = await createCreator(t.db, { verificationStatus: "suspicious" });
    const course = await createCourse(t.db, { creatorId: creator.id });
    const runner = () =>
      createJobRunner({
        db: t.db,
        log: silentLog,
        jobs: [trustRecomputeJob({ events: createUncachedAppEvents(), onScored })],
      });
    let cleared = 0;
    const onScored = () => {
      cleared += 1;
    };
    // A week has passed, and meanwhile a report about the creator was confirmed with nothing rescoring.
    await t.db
      .update(jobRuns)
      .set({ lastFinishedAt: new Date(Date.now() - TRUST_RECOMPUTE_INTERVAL_MS) })
      .where(eq(jobRuns.job, TRUST_RECOMPUTE_JOB));
    await t.db.insert(communityReports).values({
      creatorId: creator.id,
      creatorName: creator.name,
      platform: "TikTok",
      scamType: "Fake Lifestyle Props",
      description: "A fictional report written by a test.",
      status: "verified",
    });

    const [outcome] = await runner().runDue();
    expect(outcome).toMatchObject({ job: TRUST_RECOMPUTE_JOB, status: "ran" });
    const total = await t.db.$count(courses);
    expect(outcome?.status === "ran" && outcome.result.scored).toBe(total);
    expect(cleared).toBeGreaterThan(0);

    const [row] = await t.db
      .select({ breakdown: courses.trustBreakdown, findings: courses.detectorFindings })
      .from(courses)
      .where(eq(courses.id, course.id));
    const breakdown = TrustBreakdown.parse(row?.breakdown);
    expect(breakdown.factors[0]?.evidence.map((e) => e.signal)).toContain(
      "1 community report confirmed as a scam",
    );
    expect(row?.findings).not.toBeNull();

    expect((await runner().runDue())[0]?.status).toBe("not-due");
  });
});
