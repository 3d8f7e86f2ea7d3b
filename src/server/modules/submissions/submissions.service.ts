// Course submissions by address. A member sends a sales-page address; a page already in the catalogue
// answers with that course, otherwise a readable page becomes an unreviewed course made from the
// page's facts with their evidence (submit-course.ts), within the member's daily limits
// (submission-limits.ts). Admins then accept it (correcting the facts read and attaching it to a
// known creator they confirm, if they choose), merge or reject it, and the member gets an in-app
// notification of each decision (submission-decisions.ts); the queue they work from is
// submission-queue.ts.
//
// Each use case is a function of its own (deps first, submission-deps.ts); this factory only binds
// them to one set of dependencies for the routes.
import { bindAll } from "../../lib/use-case";
import { acceptSubmission, mergeSubmission, rejectSubmission } from "./submission-decisions";
import type { SubmissionDeps } from "./submission-deps";
import { listSubmissions } from "./submission-queue";
import { submitCourse } from "./submit-course";

export type { SubmissionDeps } from "./submission-deps";
export { UnreadablePageError } from "./submit-course";

export function createSubmissionService(deps: SubmissionDeps) {
  return bindAll(deps, {
    submit: submitCourse,
    list: listSubmissions,
    accept: acceptSubmission,
    merge: mergeSubmission,
    reject: rejectSubmission,
  });
}

export type SubmissionService = ReturnType<typeof createSubmissionService>;
