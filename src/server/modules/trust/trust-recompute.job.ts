// The weekly trust recompute (docs/decisions/0022): every course rescored with
// the current detector, review figures and community reports, and stamped with the current
// TRUST_FORMULA_VERSION. Changes in between are rescored as they happen (review moderation, report
// status changes), and scores of another formula version at start-up (trust-formula-check.ts); this
// catches what nothing announced — a new detector version, a report whose creator was linked later.

import type { DomainEvents } from "../../lib/domain-events";
import type { Job } from "../../lib/job";
import { rescoreAllCourses } from "./trust-engine";

export const TRUST_RECOMPUTE_JOB = "trust-recompute";
export const TRUST_RECOMPUTE_INTERVAL_MS = 7 * 24 * 60 * 60 * 1000;

/** `events`: the app's, in which each batch tells the bands it moved (trust-events.ts). */
export function trustRecomputeJob(hooks: {
  events: DomainEvents;
  onScored: (scoredSoFar: number) => void;
}): Job {
  return {
    name: TRUST_RECOMPUTE_JOB,
    intervalMs: TRUST_RECOMPUTE_INTERVAL_MS,
    async run({ db, signal, now }) {
      // Scores show on the list pages: forget cached pages after each committed batch, so the
      // lists never lag a batch that is already stored.
      const { scored } = await rescoreAllCourses(db, hooks.events, {
        at: now(),
        signal,
        onBatch: hooks.onScored,
      });
      hooks.onScored(scored);
      return { scored };
    },
  };
}
