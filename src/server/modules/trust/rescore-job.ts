// A scheduled rescore of courses in committed batches (trust-engine.ts): the weekly trust recompute
// and the daily rating-window rescore are jobs of this kind, told apart by their name, their interval
// and which courses they rescore.
import type { Db } from "../../db/client";
import type { DomainEvents } from "../../lib/domain-events";
import type { Job } from "../../lib/job";
import type { RescoreAllOptions } from "./trust-engine";

/** What the app gives a rescore job. */
export interface RescoreHooks {
  /** The app's events, in which each batch tells the bands it moved (trust-events.ts). */
  events: DomainEvents;
  /** After each committed batch, and once at the end, with the number of courses scored so far. */
  onScored: (scoredSoFar: number) => void;
}

/** Rescores some courses in batches from `options.at` (rescoreAllCourses, rescoreRatingWindows). */
export type Rescore = (
  db: Db,
  events: DomainEvents,
  options: RescoreAllOptions & { at: Date },
) => Promise<{ scored: number }>;

export function rescoreJob(name: string, intervalMs: number, hooks: RescoreHooks, rescore: Rescore): Job {
  return {
    name,
    intervalMs,
    async run({ db, signal, now }) {
      // Scores show on the list pages: forget cached pages after each committed batch, so the
      // lists never lag a batch that is already stored.
      const { scored } = await rescore(db, hooks.events, { at: now(), signal, onBatch: hooks.onScored });
      hooks.onScored(scored);
      return { scored };
    },
  };
}
