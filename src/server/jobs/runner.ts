// The one runner for scheduled work. Every check (JOBS_INTERVAL_SECONDS) it runs the jobs that are
// due — never finished, or last finished at least their interval ago according to job_runs — each
// under its own advisory lock (db/advisory-lock.ts), so any number of instances can run the same timer and a
// job still runs once. The due check is repeated inside the lock: an instance that waited behind
// another's run sees it finished and does nothing.
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { lockKeyFor, withAdvisoryLock } from "../db/advisory-lock";
import type { Db } from "../db/client";
import type { AppDeps } from "../deps";
import { JOBS_LOCK_CLASS, type Job } from "../lib/job";
import { catalogueChanged } from "../modules/courses/catalogue-changed";
import { searchUpkeepJob } from "../modules/courses/search-upkeep.job";
import { priceAlertsCheckJob } from "../modules/price-alerts/price-alerts-check.job";
import { publicRecordFeedsJob } from "../modules/public-records/public-record-feeds.job";
import { pageRecheckJob } from "../modules/snapshots/page-recheck.job";
import { ratingWindowsJob } from "../modules/trust/rating-windows.job";
import { trustRecomputeJob } from "../modules/trust/trust-recompute.job";
import { billingPeriodEndJob } from "./billing-period-end";
import { isDue, readJobRun, recordJobFinished, recordJobIncomplete, recordJobStarted } from "./job-runs";
import { pruneAccountRecordsJob } from "./prune-account-records";
import { pruneReportRequestsJob } from "./prune-report-requests";
import { pruneUploadsJob } from "./prune-uploads";
import { reviewProofCleanupJob } from "./review-proof-cleanup";
import { outboxFromAddress, sendOutboxJob } from "./send-outbox";

export type JobOutcome =
  | { job: string; status: "not-due" | "locked" }
  | { job: string; status: "ran" | "stopped"; result: Record<string, unknown> }
  | { job: string; status: "failed"; error: string };

export interface JobRunner {
  /** Runs every due job once, one after another, and says what happened to each. */
  runDue(): Promise<JobOutcome[]>;
  /** Checks now, then every `checkIntervalMs`. */
  start(checkIntervalMs: number): void;
  /** Clears the timer, asks a running job to stop, and waits for it. */
  stop(): Promise<void>;
}

export interface JobRunnerOptions {
  db: Db;
  log: FastifyBaseLogger;
  jobs: readonly Job[];
  now?: () => Date;
}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, log, jobs } = options;
  const now = options.now ?? (() => new Date());
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  // Checks in progress (the timer's, or one called by hand), for stop() to wait on.
  const inFlight = new Set<Promise<unknown>>();
  function track<T>(promise: Promise<T>): Promise<T> {
    inFlight.add(promise);
    void promise.then(
      () => inFlight.delete(promise),
      () => inFlight.delete(promise),
    );
    return promise;
  }

  async function runOne(job: Job): Promise<JobOutcome> {
    // A cheap look before taking a connection for the lock: most checks find nothing due.
    if (!isDue(await readJobRun(db, job.name), job.intervalMs, now()))
      return { job: job.name, status: "not-due" };
    const locked = await withAdvisoryLock(db, lockKeyFor(JOBS_LOCK_CLASS, job.name), async () => {
      const startedAt = now();
      if (!isDue(await readJobRun(db, job.name), job.intervalMs, startedAt)) {
        return { job: job.name, status: "not-due" } as const;
      }
      await recordJobStarted(db, job.name, startedAt);
      log.info({ job: job.name }, "job started");
      const clock = performance.now();
      const durationMs = () => Math.round(performance.now() - clock);
      try {
        const report = await job.run({ db, log, signal: stopping.signal, now });
        const result = { ...report, durationMs: durationMs() };
        if (stopping.signal.aborted) {
          await recordJobIncomplete(db, job.name, { ...result, stopped: true });
          log.info({ job: job.name, ...result }, "job stopped before the end; it stays due");
          return { job: job.name, status: "stopped", result } as const;
        }
        await recordJobFinished(db, job.name, now(), result);
        log.info({ job: job.name, ...result }, "job finished");
        return { job: job.name, status: "ran", result } as const;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await recordJobIncomplete(db, job.name, { error: message, durationMs: durationMs() }).catch(
          () => undefined,
        );
        log.error({ job: job.name, err: error }, "job failed; it stays due");
        return { job: job.name, status: "failed", error: message } as const;
      }
    });
    return locked.acquired ? locked.value : { job: job.name, status: "locked" };
  }

  async function runDue(): Promise<JobOutcome[]> {
    const outcomes: JobOutcome[] = [];
    for (const job of jobs) {
      if (stopping.signal.aborted) break;
      outcomes.push(await runOne(job));
    }
    return outcomes;
  }

  function check(intervalMs: number): void {
    const current = track(
      runDue().catch((error: unknown) => {
        log.error({ err: error }, "scheduled job check failed");
      }),
    );
    void current.then(() => {
      if (stopping.signal.aborted) return;
      timer = setTimeout(() => check(intervalMs), intervalMs);
      // A pending check never keeps the process alive on its own.
      timer.unref();
    });
  }

  return {
    runDue() {
      return track(runDue());
    },
    start(checkIntervalMs) {
      if (checkIntervalMs <= 0 || timer !== undefined || stopping.signal.aborted) return;
      timer = setTimeout(() => check(checkIntervalMs), 0);
      timer.unref();
    },
    async stop() {
      stopping.abort();
      if (timer !== undefined) clearTimeout(timer);
      await Promise.allSettled([...inFlight]);
    },
  };
}

/** The app's jobs, checked every JOBS_INTERVAL_SECONDS once the app is ready, stopped when it closes. */
export function registerJobs(app: FastifyInstance, deps: AppDeps): JobRunner {
  const rescoring = {
    events: deps.events,
    onScored: (scored: number) => catalogueChanged(deps, { rescoredCourses: scored }),
  };
  const runner = createJobRunner({
    db: deps.db,
    log: app.log.child({ module: "jobs" }),
    jobs: [
      trustRecomputeJob(rescoring),
      ratingWindowsJob(rescoring),
      pruneReportRequestsJob(),
      priceAlertsCheckJob({ events: deps.events, publicOrigin: deps.config.linkOrigin }),
      sendOutboxJob({ smtpUrl: deps.config.smtpUrl, from: outboxFromAddress(deps.config.publicOrigin) }),
      billingPeriodEndJob(deps.config.billing),
      pruneUploadsJob({ storage: deps.storage }),
      reviewProofCleanupJob({ storage: deps.storage }),
      pruneAccountRecordsJob(),
      pageRecheckJob(deps.pageWatch),
      publicRecordFeedsJob(deps.publicRecordFeeds),
      searchUpkeepJob({ dbKind: deps.dbKind }),
    ],
  });
  app.addHook("onReady", async () => {
    runner.start(deps.config.jobsCheckIntervalMs);
  });
  // preClose runs before every onClose hook, so the database is still open while a job winds down.
  app.addHook("preClose", async () => {
    await runner.stop();
  });
  return runner;
}
