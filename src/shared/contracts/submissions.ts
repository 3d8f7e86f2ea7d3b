// A member suggests a course by its sales-page address. A page already in the catalogue (by its
// canonical address, src/shared/domain/canonical-url.ts) answers 200 with that course; a readable
// new page becomes an unreviewed course at once (201), scored, with its first snapshot; admins then
// accept, merge or reject it from their queue, and the member is notified of the decision.
import { z } from "zod";
import { endpoint } from "../api/endpoint";
import { MAX_ROW_ID } from "../domain/ids";
import {
  DESK_MESSAGES,
  deskChange,
  deskRead,
  queuePage,
  queueQueryFields,
  ReasonBody,
  text,
  webAddress,
} from "./admin-desk";
import { CourseSummary, EDITORIAL_STATUSES } from "./catalog";
import { errorResponses, RowIdParams } from "./common";
import { submissionRoutes } from "./submissions.routes";

export const SUBMISSION_STATUSES = ["pending", "accepted", "merged", "rejected"] as const;
export const SubmissionStatus = z.enum(SUBMISSION_STATUSES);
export type SubmissionStatus = z.infer<typeof SubmissionStatus>;

/** Submissions a member may make in any 24 hours. */
export const SUBMISSIONS_PER_DAY = 10;
export const SUBMISSIONS_PAGE_SIZE = 25;

export const SUBMISSION_MESSAGES = {
  badUrl: DESK_MESSAGES.badUrl,
  tooMany: `You can submit at most ${SUBMISSIONS_PER_DAY} courses a day.`,
  notFound: "Submission not found",
  decided: "This submission has already been decided.",
  courseGone: "The submitted course is no longer in the catalogue.",
  intoNotFound: "The course to merge into does not exist.",
  intoSelf: "A submission cannot be merged into its own course.",
  intoArchived: "The course to merge into is archived.",
  reasonRequired: DESK_MESSAGES.reasonRequired,
} as const;

export const SubmissionBody = z
  .object({
    /** The course's sales page. */
    url: webAddress,
    note: text(1000).optional(),
    /** Who sells it, when the page does not say; matched case-insensitively to a known creator. */
    creatorName: text(120).min(2, "At least 2 characters.").optional(),
  })
  .strict();
export type SubmissionBody = z.infer<typeof SubmissionBody>;

export const SubmissionResponse = z.object({ course: CourseSummary }).meta({ id: "SubmissionResponse" });
export type SubmissionResponse = z.infer<typeof SubmissionResponse>;

export const AdminSubmission = z
  .object({
    id: z.number().int(),
    status: SubmissionStatus,
    url: z.string(),
    canonicalUrl: z.string(),
    note: z.string().nullable(),
    /** Why it was rejected, or "merged into #id". */
    reason: z.string().nullable(),
    submitter: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
    course: z.object({
      id: z.number().int(),
      title: z.string(),
      editorialStatus: z.enum(EDITORIAL_STATUSES),
      trustScore: z.number().int().nullable(),
      creatorName: z.string(),
    }),
    decidedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "AdminSubmission" });
export type AdminSubmission = z.infer<typeof AdminSubmission>;

export const AdminSubmissionQuery = z.object(queueQueryFields(SUBMISSION_STATUSES));
export type AdminSubmissionQuery = z.infer<typeof AdminSubmissionQuery>;

/** Pending first (oldest first, the order to work through), then decided ones, newest first. */
export const AdminSubmissionList = queuePage(AdminSubmission).meta({ id: "AdminSubmissionList" });
export type AdminSubmissionList = z.infer<typeof AdminSubmissionList>;

export const MergeBody = z.object({ intoCourseId: z.number().int().min(1).max(MAX_ROW_ID) }).strict();
export type MergeBody = z.infer<typeof MergeBody>;
export const RejectBody = ReasonBody;
/** Accept takes an empty JSON object, or no body at all. */
const NoBody = z.object({}).strict().nullish();

export const submissionEndpoints = {
  submit: endpoint(submissionRoutes.submit, {
    tags: ["catalogue"],
    summary: "Suggest a course by its sales-page address (signed-in members, 10 a day)",
    description:
      "200 {course}: the page is already in the catalogue (same canonical address). 201 {course}: the " +
      "page was read and is now an unreviewed course, scored, with its first snapshot, waiting for an " +
      "admin. 422: the page could not be fetched or has too little readable text (nothing is stored). " +
      "429 with Retry-After after 10 submissions in 24 hours.",
    body: SubmissionBody,
    responses: {
      200: SubmissionResponse,
      201: SubmissionResponse,
      ...errorResponses(400, 401, 415, 422, 429, 503),
    },
  }),
  adminList: deskRead(submissionRoutes.adminList, AdminSubmissionList, {
    summary: "The submissions queue: pending first, then decided ones, paged",
    query: AdminSubmissionQuery,
  }),
  accept: deskChange(submissionRoutes.accept, AdminSubmission, {
    summary: "Accept a submission: its course (and a creator it brought) is published",
    params: RowIdParams,
    body: NoBody,
  }),
  merge: deskChange(submissionRoutes.merge, AdminSubmission, {
    summary: "Merge a submission into an existing course: the submitted course is archived",
    params: RowIdParams,
    body: MergeBody,
  }),
  reject: deskChange(submissionRoutes.reject, AdminSubmission, {
    summary: "Reject a submission with a reason: the submitted course is archived",
    params: RowIdParams,
    body: RejectBody,
  }),
} as const;
