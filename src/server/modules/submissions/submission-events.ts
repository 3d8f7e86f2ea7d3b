// What happens to a course submission that other modules act on, as an in-transaction domain event
// (lib/domain-events.ts): an admin decided a pending submission (accepted, merged or rejected). The
// consequence is handled by its owner, registered by the composition root (event-handlers.ts): the
// member's notice of the decision (here: the words are this module's, written through
// notifications' notifyMember). The decision's audit rows and rescore are written by the use case
// itself, through the editorial desk's catalogue writes and the trust engine; it emits
// CATALOGUE_CHANGED for the caches (courses/catalogue-changed.ts).
import { defineEvent, type EventHandler } from "../../lib/domain-events";
import { notifyMember } from "../notifications/notify-member";
import { SUBMISSION_NOTIFICATION_KIND } from "./submission-deps";

export interface SubmissionDecided {
  submissionId: number;
  /** The member who suggested the course (null once their account is gone). */
  submittedBy: string | null;
  status: "accepted" | "merged" | "rejected";
  /** What the member reads: the outcome in words, and where it leads. */
  message: string;
  link: string;
  at: Date;
}

/** An admin accepted, merged or rejected a pending course submission. */
export const SUBMISSION_DECIDED = defineEvent<SubmissionDecided>("submission.decided");

/** The member who suggested the course hears the decision, once per submission and outcome. */
export const tellSubmitterOfDecision: EventHandler<SubmissionDecided> = async (event, { tx }) => {
  if (event.submittedBy === null) return;
  await notifyMember(tx, {
    userId: event.submittedBy,
    kind: SUBMISSION_NOTIFICATION_KIND,
    title: `Your course submission was ${event.status}`,
    body: event.message,
    link: event.link,
    dedupeKey: `submission:${event.submissionId}:${event.status}`,
    at: event.at,
  });
};
