// The weekly trust recompute (docs/decisions/0022): every course rescored with
// the current detector, review figures and community reports, and stamped with the current
// TRUST_FORMULA_VERSION. Changes in between are rescored as they happen (review moderation, report
// status changes), and scores of another formula version at start-up (trust-formula-check.ts); this
// catches what nothing announced — a new detector version, a report whose creator was linked later.

import type { Job } from "../../lib/job";
import { type RescoreHooks, rescoreJob } from "./rescore-job";
import { rescoreAllCourses } from "./trust-engine";

export const TRUST_RECOMPUTE_JOB = "trust-recompute";
export const TRUST_RECOMPUTE_INTERVAL_MS = 7 * 24 * 60 * 60 * 1000;

export function trustRecomputeJob(hooks: RescoreHooks): Job {
  return rescoreJob(TRUST_RECOMPUTE_JOB, TRUST_RECOMPUTE_INTERVAL_MS, hooks, rescoreAllCourses);
}
