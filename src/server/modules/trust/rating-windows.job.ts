// The daily rating-window rescore (docs/decisions/0236): the honest rating blends all time, the
// last 12 months and the last month, so a review leaving a window changes a course's rating with
// no event to announce it. Once a day, the courses with an approved review that crossed a window
// boundary since the day before (with a day's overlap, so a late run misses nothing; a rescore is
// deterministic, so rescoring twice changes nothing) are rescored. The weekly trust-recompute
// catches anything older, such as a server that was down for days.

import type { DomainEvents } from "../../lib/domain-events";
import type { Job } from "../../lib/job";
import { DAY_MS } from "../../lib/time";
import { rescoreRatingWindows } from "./trust-engine";

export const RATING_WINDOWS_JOB = "rating-windows";
export const RATING_WINDOWS_INTERVAL_MS = DAY_MS;

/** `events`: the app's, in which each batch tells the bands it moved (trust-events.ts). */
export function ratingWindowsJob(hooks: {
  events: DomainEvents;
  onScored: (scoredSoFar: number) => void;
}): Job {
  return {
    name: RATING_WINDOWS_JOB,
    intervalMs: RATING_WINDOWS_INTERVAL_MS,
    async run({ db, signal, now }) {
      const at = now();
      const since = new Date(at.getTime() - RATING_WINDOWS_INTERVAL_MS - DAY_MS);
      const { scored } = await rescoreRatingWindows(db, hooks.events, since, {
        at,
        signal,
        onBatch: hooks.onScored,
      });
      hooks.onScored(scored);
      return { scored };
    },
  };
}
