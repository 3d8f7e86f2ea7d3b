// What happens to a dispute that other modules act on, as an in-transaction domain event
// (lib/domain-events.ts): an admin decided a dispute (upheld or rejected, with the reason). The
// consequence is handled by its owner, registered by the composition root (event-handlers.ts): the
// opener's notice of the decision (here: the words are this module's, written through
// notifications' notifyMember).
import { defineEvent, type EventHandler } from "../../lib/domain-events";
import { notifyMember } from "../notifications/notify-member";

/** The opener's notice that their dispute was decided, with the reason. */
const DISPUTE_DECIDED_NOTIFICATION_KIND = "dispute-decided";

export interface DisputeDecided {
  disputeId: number;
  /** The member who opened it (null once their account is gone). */
  openedBy: string | null;
  adminId: string;
  outcome: "upheld" | "rejected";
  reason: string;
  at: Date;
}

/** An admin upheld or rejected a dispute under review. */
export const DISPUTE_DECIDED = defineEvent<DisputeDecided>("dispute.decided");

/** The opener hears the decision with its reason, once per dispute (a dispute is decided once). */
export const tellOpenerOfDecision: EventHandler<DisputeDecided> = async (event, { tx }) => {
  if (event.openedBy === null) return;
  await notifyMember(tx, {
    userId: event.openedBy,
    kind: DISPUTE_DECIDED_NOTIFICATION_KIND,
    title: `Your dispute was ${event.outcome}`,
    body: event.reason,
    link: "/account#disputes",
    dedupeKey: `dispute-decided:${event.disputeId}`,
    at: event.at,
  });
};
