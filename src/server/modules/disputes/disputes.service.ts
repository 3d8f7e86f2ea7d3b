// Disputes about a review, a community report, a course's trust score or one of its findings:
// opened by any member (marked as the creator's when the member speaks for the creator concerned),
// started by an admin (under review), then upheld or rejected with a reason the opener reads, in
// the app and as a notification. The pages of disputed items read their state from here.
//
// Each use case is a function of its own (deps first): the member's side in member-disputes.ts, the
// admins' in dispute-review.ts, what they share in dispute-targets.ts and dispute-views.ts. This
// factory only binds them to one database, the app's events and a clock for the routes.
import type { Db } from "../../db/client";
import type { DomainEvents } from "../../lib/domain-events";
import { bindAll } from "../../lib/use-case";
import { decideDispute, disputeQueue, startDisputeReview } from "./dispute-review";
import { courseDisputes, myDisputes, openDispute } from "./member-disputes";

export type { NewDispute } from "./dispute-targets";
export { publicDisputeStates } from "./dispute-views";

export function createDisputeService(db: Db, events: DomainEvents, now: () => Date = () => new Date()) {
  return bindAll(
    { db, events, now },
    {
      open: openDispute,
      mine: myDisputes,
      ofCourse: courseDisputes,
      queue: disputeQueue,
      startReview: startDisputeReview,
      decide: decideDispute,
    },
  );
}

export type DisputeService = ReturnType<typeof createDisputeService>;
