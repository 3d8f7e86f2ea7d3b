// What happens to public records that other modules act on, as in-transaction domain events
// (lib/domain-events.ts), each handled by its owners in the order the composition root registers
// them (event-handlers.ts):
// - RECORD_LINK_CHANGED: an admin confirmed a record is about a creator, or took that back. The use
//   case rescores the creator's courses first (its answer says how many), then emits this: the two
//   audit rows, the creator's (public) and the record's (editorial/audit.ts), then for a confirmation
//   the watchers of the creator or of any of their courses (watchlist/notify-watchers.ts).
// - NAME_REVIEW_DECIDED: an admin accepted a name from the review queue into its record, or rejected
//   it: an accepted name is audited on the record (editorial/audit.ts).
// - IMPORTED_RECORD_CHANGED: an import (an admin's file, a feed refresh, the start-up starter set, the
//   command-line FtM import) changed a record already stored: audited on the record field by field
//   (editorial/audit.ts), so nothing in a record changes silently.
import { defineEvent } from "../../lib/domain-events";

/** One side of a link's audit row: the field's value before and after. */
export interface LinkSide {
  from: unknown;
  to: unknown;
}

export interface RecordLinkChanged {
  creatorId: number;
  recordId: number;
  adminId: string;
  action: "public-record-linked" | "public-record-unlinked";
  /** The evidence of a confirmation, or the reason it was taken back. */
  reason: string;
  /** The creator's `publicRecord` field and the record's `creator` field, before and after. */
  onCreator: LinkSide;
  onRecord: LinkSide;
  /** A confirmation's new link, with the record in the source's terms (describeRecord); null when unlinked. */
  linked: { linkId: number; description: string } | null;
  at: Date;
}

/** A public record confirmed to be about a creator, or such a confirmation taken back. */
export const RECORD_LINK_CHANGED = defineEvent<RecordLinkChanged>("public-record.link-changed");

export interface NameReviewDecided {
  reviewId: number;
  recordId: number;
  adminId: string;
  status: "accepted" | "rejected";
  /** The name as the admin accepted it (corrected or as read), and its kind. */
  name: string;
  kind: string;
  /** The name as the feed reader read it. */
  readAs: string;
  at: Date;
}

/** An admin accepted or rejected a name a feed reader was unsure of. */
export const NAME_REVIEW_DECIDED = defineEvent<NameReviewDecided>("public-record.name-review-decided");

export interface ImportedRecordChanged {
  recordId: number;
  /** The admin who imported the file, or null for an import by the system (a feed, the starter set, a tool). */
  actorId: string | null;
  /** Each changed field (its names included), before and after. */
  changes: Record<string, { from: unknown; to: unknown }>;
  /** Why it was imported ("Feed refresh", "Imported (ftm)", ...). */
  reason: string;
  at: Date;
}

/** An import changed a record already stored (a new record, or one unchanged, is not this event). */
export const IMPORTED_RECORD_CHANGED = defineEvent<ImportedRecordChanged>(
  "public-record.imported-record-changed",
);
