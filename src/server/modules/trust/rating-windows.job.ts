// The daily rating-window rescore (docs/decisions/0236): the honest rating blends all time, the
// last 12 months and the last month, so a review leaving a window changes a course's rating with
// no event to announce it. Once a day, the courses with an approved review that crossed a window
// boundary since the day before (with a day's overlap, so a late run misses nothing; a rescore is
// deterministic, so rescoring twice changes nothing) are rescored. The weekly trust-recompute
// catches anything older, such as a server that was down for days.

import type { Job } from "../../lib/job";
import { DAY_MS } from "../../lib/time";
import { type RescoreHooks, rescoreJob } from "./rescore-job";
import { rescoreRatingWindows } from "./trust-engine";

export const RATING_WINDOWS_JOB = "rating-windows";
export const RATING_WINDOWS_INTERVAL_MS = DAY_MS;

export function ratingWindowsJob(hooks: RescoreHooks): Job {
  return rescoreJob(RATING_WINDOWS_JOB, RATING_WINDOWS_INTERVAL_MS, hooks, (db, events, options) => {
    const since = new Date(options.at.getTime() - RATING_WINDOWS_INTERVAL_MS - DAY_MS);
    return rescoreRatingWindows(db, events, since, options);
  });
}
