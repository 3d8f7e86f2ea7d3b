// Scores made by another trust-formula version are rescored when the server starts. Every stored
// score carries the TRUST_FORMULA_VERSION that made it (courses.trust_formula_version); once the
// server listens, the courses whose version differs (or that were never scored) are rescored in the
// background, a committed batch at a time, so a formula change reaches every score without waiting
// for the weekly trust-recompute job and without delaying start-up. It runs under the same advisory
// lock as that job: two instances starting together, or the job already rescoring everything,
// leave it to the one holding the lock. Closing the app stops it between batches; what is left is
// picked up at the next start or by the weekly job.
// The hook is onListen, which app.inject() never fires: route tests that write rows with no
// version between calls are not rescored under them.
import type { FastifyInstance } from "fastify";
import { lockKeyFor, withAdvisoryLock } from "../../db/advisory-lock";
import type { Db } from "../../db/client";
import type { AppDeps } from "../../deps";
import type { DomainEvents } from "../../lib/domain-events";
import { JOBS_LOCK_CLASS } from "../../lib/job";
import { catalogueChanged } from "../courses/catalogue-changed";
import { countOutdatedCourses, rescoreOutdatedCourses } from "./trust-engine";
import { TRUST_RECOMPUTE_JOB } from "./trust-recompute.job";

export type TrustFormulaCheckOutcome =
  /** Every stored score is the current version's. */
  | { status: "current" }
  | { status: "rescored" | "stopped"; scored: number }
  /** The weekly job or another instance holds the lock and is rescoring. */
  | { status: "locked" }
  | { status: "failed"; error: string };

export interface TrustFormulaCheck {
  /** The start-up run's outcome; undefined until the server has started listening. */
  settled(): Promise<TrustFormulaCheckOutcome> | undefined;
}

declare module "fastify" {
  interface FastifyInstance {
    trustFormulaCheck: TrustFormulaCheck;
  }
}

/**
 * Rescores every course whose stored score another formula version made (or none), under the
 * trust-recompute job's lock, each batch in a transaction of the app's `events` (the bands it moved
 * are told there). `onBatch` runs after each committed batch.
 */
export async function rescoreOutdatedScores(
  db: Db,
  events: DomainEvents,
  options: { signal?: AbortSignal; onBatch?: (scoredSoFar: number) => void } = {},
): Promise<TrustFormulaCheckOutcome> {
  // A cheap look first: on most starts there is nothing to do, and no lock is taken.
  if ((await countOutdatedCourses(db)) === 0) return { status: "current" };
  const locked = await withAdvisoryLock(db, lockKeyFor(JOBS_LOCK_CLASS, TRUST_RECOMPUTE_JOB), () =>
    rescoreOutdatedCourses(db, events, options),
  );
  if (!locked.acquired) return { status: "locked" };
  const { scored, stopped } = locked.value;
  return { status: stopped ? "stopped" : "rescored", scored };
}

/** Starts the check once the app listens, and stops it (between batches) before the app closes. */
export function registerTrustFormulaCheck(app: FastifyInstance, deps: AppDeps): TrustFormulaCheck {
  const log = app.log.child({ module: "trust-formula-check" });
  const stopping = new AbortController();
  let running: Promise<TrustFormulaCheckOutcome> | undefined;
  const check: TrustFormulaCheck = { settled: () => running };
  app.decorate("trustFormulaCheck", check);
  app.addHook("onListen", async () => {
    // Not awaited: listening (and answering) goes on while the scores are brought up to date.
    running ??= rescoreOutdatedScores(deps.db, deps.events, {
      signal: stopping.signal,
      onBatch: (scored) => catalogueChanged(deps, { rescoredCourses: scored }),
    }).then(
      (outcome) => {
        if (outcome.status !== "current") log.info(outcome, "scores from another trust formula version");
        return outcome;
      },
      (error: unknown) => {
        log.error({ err: error }, "rescoring scores from another trust formula version failed");
        return { status: "failed", error: error instanceof Error ? error.message : String(error) } as const;
      },
    );
  });
  // preClose runs before the database closes.
  app.addHook("preClose", async () => {
    stopping.abort();
    await running;
  });
  return check;
}
