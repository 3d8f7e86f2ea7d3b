// What every use case of course submissions shares: its dependencies, the member's notice kind, the
// label of a stand-in creator, and how a course and an address are shown. A use case is a function of
// these (deps first), so it can be called and tested without HTTP; submissions.service.ts binds them
// for the routes.
import { type CourseSummary, CourseSummary as CourseSummarySchema } from "../../../shared/contracts/catalog";
import type { Db } from "../../db/client";
import type { DomainEvents } from "../../lib/domain-events";
import type { CourseService } from "../courses/courses.service";
import type { PageReaderDeps } from "../snapshots/read-page";
import type { SnapshotService } from "../snapshots/snapshots.service";

export const SUBMISSION_NOTIFICATION_KIND = "submission";
/** The label of a creator a submission brought, until an admin accepts it (cleared then). */
export const STAND_IN_BIO = "Named in a member's course submission; not reviewed by HypeCheck yet.";

export interface SubmissionDeps {
  db: Db;
  courses: Pick<CourseService, "get">;
  snapshots: SnapshotService;
  reader: PageReaderDeps;
  /** A new or decided submission emits CATALOGUE_CHANGED in these (caches cleared after the commit). */
  events: DomainEvents;
  now?: () => Date;
}

function toSummary(course: CourseSummary): CourseSummary {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(CourseSummarySchema.shape))
    out[key] = (course as Record<string, unknown>)[key];
  return out as CourseSummary;
}

/** The moment a use case works at. */
export function nowOf(deps: SubmissionDeps): Date {
  return deps.now ? deps.now() : new Date();
}

/** A catalogue course as a member's submission answers it. */
export async function summaryOf(deps: SubmissionDeps, id: number): Promise<CourseSummary> {
  return toSummary(await deps.courses.get(id));
}

export const hostOf = (url: string) => new URL(url).hostname.toLowerCase().replace(/^www\./, "");
