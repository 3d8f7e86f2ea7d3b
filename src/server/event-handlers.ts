// Who handles each in-transaction domain event (lib/domain-events.ts), in the order the consequences
// are written: one list, used by the composition root and by tests that run a use case alone, so a
// use case does in a test what it does in the app. An event is declared by the module it happens in;
// each handler by the module that owns its consequence. The catalogue caches are cleared after the
// commit by the events' transaction, not by the caller.

import { createDomainEvents, type DomainEvents } from "./lib/domain-events";
import { REPORT_STATUS_CHANGED, tellReporterOfDecision } from "./modules/community-reports/report-events";
import {
  CATALOGUE_CHANGED,
  type CatalogueCaches,
  clearCachesAfterCommit,
  EVIDENCE_CHANGED,
  NO_CATALOGUE_CACHES,
  rescoreOnEvidenceChange,
  rescoreOnProofDecision,
  rescoreOnReviewModeration,
} from "./modules/courses/catalogue-changed";
import { DISPUTE_DECIDED, tellOpenerOfDecision } from "./modules/disputes/dispute-events";
import {
  auditAcceptedName,
  auditImportedRecord,
  auditPageChange,
  auditProofDecision,
  auditRecordLink,
  auditReportStatus,
  auditReviewModeration,
} from "./modules/editorial/audit";
import { COURSE_VERIFICATION_CHANGED, CREATOR_STATUS_CHANGED } from "./modules/editorial/editorial-events";
import { pointsForModeratedReview, pointsForReportStatus } from "./modules/leaderboard/points";
import { PRICES_CHECKED } from "./modules/price-alerts/price-alert-events";
import {
  IMPORTED_RECORD_CHANGED,
  NAME_REVIEW_DECIDED,
  RECORD_LINK_CHANGED,
} from "./modules/public-records/record-events";
import {
  REVIEW_MODERATED,
  REVIEW_PROOF_DECIDED,
  tellAuthorOfProofDecision,
  tellAuthorOfRejection,
} from "./modules/reviews/review-events";
import { PAGE_CHANGE_RECORDED, PAGE_SNAPSHOT_STORED } from "./modules/snapshots/page-events";
import { SUBMISSION_DECIDED, tellSubmitterOfDecision } from "./modules/submissions/submission-events";
import { TRUST_BANDS_CHANGED } from "./modules/trust/trust-events";
import {
  watchersOfBandChanges,
  watchersOfChangedPage,
  watchersOfConfirmedReport,
  watchersOfCourseVerification,
  watchersOfCreatorStatus,
  watchersOfLinkedRecord,
  watchersOfReachedPriceTargets,
} from "./modules/watchlist/notify-watchers";

export function createAppEvents(caches: CatalogueCaches): DomainEvents {
  const events = createDomainEvents();
  events.on(
    REVIEW_MODERATED,
    auditReviewModeration,
    tellAuthorOfRejection,
    pointsForModeratedReview,
    rescoreOnReviewModeration(caches),
  );
  events.on(
    REVIEW_PROOF_DECIDED,
    auditProofDecision,
    tellAuthorOfProofDecision,
    rescoreOnProofDecision(caches),
  );
  events.on(
    REPORT_STATUS_CHANGED,
    auditReportStatus,
    pointsForReportStatus,
    tellReporterOfDecision,
    watchersOfConfirmedReport,
  );
  events.on(SUBMISSION_DECIDED, tellSubmitterOfDecision);
  events.on(DISPUTE_DECIDED, tellOpenerOfDecision);
  events.on(RECORD_LINK_CHANGED, auditRecordLink, watchersOfLinkedRecord);
  events.on(NAME_REVIEW_DECIDED, auditAcceptedName);
  events.on(IMPORTED_RECORD_CHANGED, auditImportedRecord);
  events.on(COURSE_VERIFICATION_CHANGED, watchersOfCourseVerification);
  events.on(CREATOR_STATUS_CHANGED, watchersOfCreatorStatus);
  events.on(PAGE_SNAPSHOT_STORED, watchersOfChangedPage);
  events.on(PAGE_CHANGE_RECORDED, auditPageChange);
  events.on(EVIDENCE_CHANGED, rescoreOnEvidenceChange(caches));
  events.on(TRUST_BANDS_CHANGED, watchersOfBandChanges);
  events.on(PRICES_CHECKED, watchersOfReachedPriceTargets);
  events.on(CATALOGUE_CHANGED, clearCachesAfterCommit(caches));
  return events;
}

/**
 * The app's handlers where no catalogue answer is cached: the start-up loader of the public records'
 * starter set (before the app serves) and the command-line import. Every consequence is written as
 * in the app; there is only no cache to clear.
 */
export function createUncachedAppEvents(): DomainEvents {
  return createAppEvents(NO_CATALOGUE_CACHES);
}
