// What the editorial desk decides that other modules act on, as in-transaction domain events
// (lib/domain-events.ts): a course's verification given or revoked, and a creator's verification
// status changed. Each is emitted after the desk's own audited write, in the same transaction; the
// consequence is handled by its owner, registered by the composition root (event-handlers.ts): the
// watchers' notice (watchlist/notify-watchers.ts). The rescore and the catalogue caches stay the
// desk's (editorial-desk.ts changeItem).
import { defineEvent } from "../../lib/domain-events";

export interface CourseVerificationChanged {
  courseId: number;
  /** True: the course is now verified (it was not); false: its verification was revoked. */
  verified: boolean;
  /** The admin's public reason for a revocation, or null. */
  reason: string | null;
  at: Date;
}

/** A course's verification given (it was not verified) or revoked; a re-recorded one is not an event. */
export const COURSE_VERIFICATION_CHANGED = defineEvent<CourseVerificationChanged>(
  "editorial.course-verification-changed",
);

export interface CreatorStatusChanged {
  creatorId: number;
  from: string;
  to: string;
  at: Date;
}

/** An admin set a creator's verification status to a new value. */
export const CREATOR_STATUS_CHANGED = defineEvent<CreatorStatusChanged>("editorial.creator-status-changed");
