// What happens to a course's sales page that other modules act on, as in-transaction domain events
// (lib/domain-events.ts), handled by their owners in the order the composition root registers them
// (event-handlers.ts):
// - PAGE_SNAPSHOT_STORED: a reading was stored as a new snapshot after an earlier one (recordFetch,
//   snapshots.service.ts): the course's watchers are told what changed for a buyer
//   (watchlist/notify-watchers.ts). A course's first snapshot is not news.
// - PAGE_CHANGE_RECORDED: the page watch recorded a change to a course (a new snapshot, a moved
//   price; page-recheck.job.ts): the course's audit row, by the system (editorial/audit.ts).
import type { PageChange } from "../../../shared/domain/page-changes";
import { defineEvent } from "../../lib/domain-events";

export interface PageSnapshotStored {
  courseId: number;
  snapshotId: number;
  /** What changed for a buyer since the previous snapshot, in words (describePageChanges). */
  changes: readonly PageChange[];
  at: Date;
}

/** A course's page read differently from its latest snapshot, stored as a new one. */
export const PAGE_SNAPSHOT_STORED = defineEvent<PageSnapshotStored>("snapshots.page-snapshot-stored");

export interface PageChangeRecorded {
  courseId: number;
  /** Each column that moved (price, currency, billing, instalments) and the snapshot, from and to. */
  changes: Record<string, { from: unknown; to: unknown }>;
  at: Date;
}

/** The page watch recorded a change to a course: a new snapshot of its page, or a moved price, or both. */
export const PAGE_CHANGE_RECORDED = defineEvent<PageChangeRecorded>("snapshots.page-change-recorded");
