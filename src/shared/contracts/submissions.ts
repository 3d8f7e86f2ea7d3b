// A member suggests a course by its sales-page address. A page already in the catalogue (by its
// address key, src/shared/domain/canonical-url.ts) answers 200 with that course; a readable new
// page becomes an unreviewed course at once (201), scored, with its first snapshot, under an
// unreviewed creator of its own: nothing a member sends is attached to a known creator, whatever
// name or host it gives. Admins then accept (optionally attaching it to a creator they confirm, a
// suggested one or another), merge or reject it from their queue, and the member is notified.
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
import { CourseSummary, CreatorVerificationStatus, EDITORIAL_STATUSES } from "./catalog";
import { errorResponses, RowIdParams } from "./common";
import { submissionRoutes } from "./submissions.routes";

export const SUBMISSION_STATUSES = ["pending", "accepted", "merged", "rejected"] as const;
export const SubmissionStatus = z.enum(SUBMISSION_STATUSES);
export type SubmissionStatus = z.infer<typeof SubmissionStatus>;

/** New courses a member may submit in any 24 hours. */
export const SUBMISSIONS_PER_DAY = 10;
/**
 * Pages read for a member's submissions in any 24 hours, whatever came of them (a new course, one
 * we had behind a redirect, or a page that could not be read). An address already in the catalogue
 * is answered without reading it and costs nothing.
 */
export const SUBMISSION_FETCHES_PER_DAY = 20;
export const SUBMISSIONS_PAGE_SIZE = 25;

export const SUBMISSION_MESSAGES = {
  badUrl: DESK_MESSAGES.badUrl,
  tooMany: `You can submit at most ${SUBMISSIONS_PER_DAY} courses a day.`,
  tooManyFetches: `We read at most ${SUBMISSION_FETCHES_PER_DAY} pages a day for your submissions, including ones that could not be read. Please try again tomorrow.`,
  /** Every page that could not be fetched: nothing about the remote host's network or answer. */
  unreadable:
    "We could not read a course page at that address. Check that it opens in your browser and try again later.",
  tooLittleText:
    "The page at that address has almost no readable text (it may need JavaScript to show its content).",
  notFound: "Submission not found",
  decided: "This submission has already been decided.",
  courseGone: "The submitted course is no longer in the catalogue.",
  intoNotFound: "The course to merge into does not exist.",
  intoSelf: "A submission cannot be merged into its own course.",
  intoArchived: "The course to merge into is archived.",
  attachNotFound: "The creator to attach the course to does not exist.",
  attachNotListed: "The creator to attach the course to is not in the directory (unreviewed or archived).",
  reasonRequired: DESK_MESSAGES.reasonRequired,
} as const;

export const SubmissionBody = z
  .object({
    /** The course's sales page. */
    url: webAddress,
    note: text(1000).optional(),
    /**
     * Who sells it, when the page does not say. It names the course's own unreviewed creator and is
     * shown to admins as a possible match; it never attaches the course to a known creator.
     */
    creatorName: text(120).min(2, "At least 2 characters.").optional(),
  })
  .strict();
export type SubmissionBody = z.infer<typeof SubmissionBody>;

export const SubmissionResponse = z.object({ course: CourseSummary }).meta({ id: "SubmissionResponse" });
export type SubmissionResponse = z.infer<typeof SubmissionResponse>;

/** A known creator the submission may be by: same name, and/or a website on the submitted host. */
export const SuggestedCreator = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  verificationStatus: CreatorVerificationStatus,
  website: z.string().nullable(),
  sameName: z.boolean(),
  /** The creator's website is on the submitted address's host (never a shared host or marketplace). */
  sameSite: z.boolean(),
});
export type SuggestedCreator = z.infer<typeof SuggestedCreator>;

export const AdminSubmission = z
  .object({
    id: z.number().int(),
    status: SubmissionStatus,
    /** The canonical address: tracking and personal parameters dropped. */
    url: z.string(),
    /** The key two spellings of the page share (no www., https, folded slashes, lower-case path). */
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
      creatorId: z.number().int(),
      creatorSlug: z.string(),
      creatorName: z.string(),
      /** "unreviewed": the creator the submission brought, standing apart until an admin decides. */
      creatorStatus: z.enum(EDITORIAL_STATUSES),
    }),
    /** For a pending submission, known creators an admin may attach it to; empty once decided. */
    suggestedCreators: z.array(SuggestedCreator),
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
/**
 * Accept takes an empty JSON object, or no body at all: the course and the creator it brought are
 * published. With creatorId, the course is attached to that creator (one in the directory) and the
 * creator it brought is archived; audited as "attached".
 */
export const AcceptBody = z
  .object({ creatorId: z.number().int().min(1).max(MAX_ROW_ID).optional() })
  .strict()
  .nullish();
export type AcceptBody = z.infer<typeof AcceptBody>;

export const submissionEndpoints = {
  submit: endpoint(submissionRoutes.submit, {
    tags: ["catalogue"],
    summary: "Suggest a course by its sales-page address (signed-in members, 10 a day)",
    description:
      "200 {course}: the page is already in the catalogue (same canonical address). 201 {course}: the " +
      "page was read and is now an unreviewed course under an unreviewed creator of its own, scored, " +
      "with its first snapshot, waiting for an admin. The address is stored without tracking or " +
      "personal parameters. 422: the page could not be read or has too little readable text (nothing " +
      "is stored). 429 with Retry-After after 10 new courses, or 20 pages read, in 24 hours.",
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
    summary:
      "Accept a submission: its course is published, with the creator it brought or attached to a known one",
    params: RowIdParams,
    body: AcceptBody,
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
