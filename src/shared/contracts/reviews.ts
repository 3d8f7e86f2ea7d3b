import { z } from "zod";
import { endpoint } from "../api/endpoint";
import {
  adminKind,
  blankAsMissing,
  blankToUndefined,
  boundedText,
  CoercedRowId,
  endpointKind,
  errorResponses,
  RowId,
  RowIdParams,
  storedRow,
  Timestamp,
} from "./common";
import { itemFeedback } from "./item-feedback";
import { reviewRoutes } from "./reviews.routes";
import {
  PROOF_RETENTION_DAYS,
  PROOF_STATUSES,
  REJECTION_REASONS,
  REVIEW_COLLECTIONS,
} from "./reviews-labels";

export * from "./reviews-labels";

export const REVIEW_TEXT_MIN = 30;
export const REVIEW_TEXT_MAX = 4000;
export const REVIEW_MESSAGES = {
  ratingRequired: "Please choose a rating from 1 to 5.",
  textTooShort: `A review must be at least ${REVIEW_TEXT_MIN} characters.`,
  textTooLong: `A review must be at most ${REVIEW_TEXT_MAX} characters.`,
  proofUrlInvalid: "The proof link must be a web address starting with http:// or https://.",
  duplicate: "You have already reviewed this course.",
  ownCreator:
    "You speak for this course's creator on HypeCheck, so you cannot review it. You can reply beneath each review instead.",
  submitted: "Your review has been submitted for moderation and will appear once approved.",
  reasonRequired: "Choose why the review is rejected.",
  otherNeedsNote: "Say in the note what the other reason is.",
  noteTooLong: "A note must be at most 1000 characters.",
  proofImageRequired: "Upload a picture of your receipt or enrolment e-mail first.",
  proofImageNotYours: "That image is not one of your uploads. Upload the picture again.",
  orderReferenceRequired: "Give the order number or receipt reference (3 to 100 characters).",
  proofSubmitted: `Your proof of enrolment was sent. A moderator checks it; only moderators ever see it, and it is deleted ${PROOF_RETENTION_DAYS} days after their decision.`,
  proofAlreadyVerified: "Your enrolment is already verified.",
  noProofWaiting: "This review has no proof of enrolment waiting to be checked.",
  verifiedRequired: "Say whether the enrolment is verified.",
  verifyReasonRequired: "Give the reason the member will see (3 to 500 characters).",
  proofNotFound: "Proof not found.",
} as const;

/** A public (approved) review. authorName is the first name and last initial only. */
export const Review = storedRow({
  courseId: z.number().int(),
  rating: z.number().int().min(1).max(5),
  text: z.string().nullable(),
  proofUrl: z.string().nullable(),
  authorName: z.string(),
  createdAt: Timestamp,
  /** "verified": a moderator checked the member's proof of enrolment (the proof itself is never public). */
  collection: z.enum(REVIEW_COLLECTIONS),
}).meta({ id: "Review" });
export type Review = z.infer<typeof Review>;
/** A public review with the creator's reply and the state of any dispute about it. */
export const ListedReview = Review.extend(itemFeedback).meta({ id: "ListedReview" });
export type ListedReview = z.infer<typeof ListedReview>;
export const ReviewListResponse = z.array(ListedReview);

const CourseIdField = CoercedRowId;
export const ReviewListQuery = z.object({
  courseId: CourseIdField,
  /** "true": verified enrolments only ("false" or blank: every approved review). */
  verified: blankAsMissing(z.enum(["true", "false"]).optional()),
});
export type ReviewListQuery = z.infer<typeof ReviewListQuery>;
export const OwnReviewQuery = z.object({ courseId: CourseIdField });

export const REVIEW_STATUS_VALUES = ["pending", "approved", "rejected"] as const;

/** The member's own proof of enrolment and what the moderator decided; only its author sees it. */
export const OwnProof = z.object({
  status: z.enum(PROOF_STATUSES),
  /** Null once the proof was deleted, PROOF_RETENTION_DAYS after the decision. */
  orderReference: z.string().nullable(),
  submittedAt: Timestamp,
  decidedAt: Timestamp.nullable(),
  /** The moderator's words to the member. */
  reason: z.string().nullable(),
  deletedAt: Timestamp.nullable(),
});
export type OwnProof = z.infer<typeof OwnProof>;

/** The signed-in member's own review of a course, whatever its status. */
export const OwnReview = Review.extend({
  status: z.enum(REVIEW_STATUS_VALUES),
  updatedAt: Timestamp,
  /** Why a moderator rejected it (null unless rejected), and their note. */
  decisionReason: z.enum(REJECTION_REASONS).nullable(),
  decisionNote: z.string().nullable(),
  proof: OwnProof.nullable(),
}).meta({ id: "OwnReview" });
export type OwnReview = z.infer<typeof OwnReview>;
export const OwnReviewResponse = z.object({ review: OwnReview.nullable() });

export const CreateReviewBody = z.object({
  courseId: RowId,
  rating: z
    .number({ error: REVIEW_MESSAGES.ratingRequired })
    .int(REVIEW_MESSAGES.ratingRequired)
    .min(1, REVIEW_MESSAGES.ratingRequired)
    .max(5, REVIEW_MESSAGES.ratingRequired),
  text: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .min(REVIEW_TEXT_MIN, REVIEW_MESSAGES.textTooShort)
      .max(REVIEW_TEXT_MAX, REVIEW_MESSAGES.textTooLong)
      .optional()
      .nullable(),
  ),
  proofUrl: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(2000, REVIEW_MESSAGES.proofUrlInvalid)
      .refine((value) => /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value), REVIEW_MESSAGES.proofUrlInvalid)
      .optional()
      .nullable(),
  ),
});
export type CreateReviewBody = z.infer<typeof CreateReviewBody>;

/** 201 for a new review, 200 for a rejected one edited and resubmitted; either way pending again. */
export const CreateReviewResponse = z.object({ review: OwnReview, message: z.string() });

export const PendingReview = storedRow({
  courseId: z.number().int(),
  courseTitle: z.string(),
  creatorName: z.string(),
  rating: z.number().int().min(1).max(5),
  text: z.string().nullable(),
  proofUrl: z.string().nullable(),
  authorName: z.string(),
  createdAt: Timestamp,
  /** True when the member edited a rejected review and sent it again. */
  resubmitted: z.boolean(),
  collection: z.enum(REVIEW_COLLECTIONS),
  /** Proof of enrolment waits to be checked (in the proof list). */
  proofPending: z.boolean(),
}).meta({ id: "PendingReview" });
export type PendingReview = z.infer<typeof PendingReview>;
export const PendingReviewListResponse = z.array(PendingReview);

export const ReviewIdParams = RowIdParams;
export const ModerateReviewResponse = storedRow({
  status: z.enum(REVIEW_STATUS_VALUES),
});

const note = z.preprocess(
  blankToUndefined,
  z.string().trim().max(1000, REVIEW_MESSAGES.noteTooLong).optional(),
);

/** Approving takes an optional note, an empty object or no body at all. */
export const ApproveReviewBody = z.strictObject({ note }).nullish();
export type ApproveReviewBody = z.infer<typeof ApproveReviewBody>;

/** Rejecting needs a reason from REJECTION_REASONS; "other" needs a note too. */
export const RejectReviewBody = z
  .strictObject({
    reason: z.enum(REJECTION_REASONS, { error: () => REVIEW_MESSAGES.reasonRequired }),
    note,
  })
  .refine((body) => body.reason !== "other" || body.note !== undefined, {
    message: REVIEW_MESSAGES.otherNeedsNote,
    path: ["note"],
  });
export type RejectReviewBody = z.infer<typeof RejectReviewBody>;

/** An image from the upload flow (PUT /api/images answers its objectPath). */
export const PROOF_OBJECT_PATH =
  /^\/objects\/images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

export const AttachProofBody = z.strictObject({
  objectPath: z
    .string({ error: () => REVIEW_MESSAGES.proofImageRequired })
    .trim()
    .regex(PROOF_OBJECT_PATH, REVIEW_MESSAGES.proofImageRequired),
  orderReference: boundedText(
    3,
    100,
    REVIEW_MESSAGES.orderReferenceRequired,
    REVIEW_MESSAGES.orderReferenceRequired,
  ),
});
export type AttachProofBody = z.infer<typeof AttachProofBody>;
export const AttachProofResponse = z.object({ review: OwnReview, message: z.string() });

// ---- Endpoints ----

const open = endpointKind({ tags: ["reviews"], status: 200, errors: [400, 404] });
const admin = adminKind(["reviews", "admin"]);

export const listReviews = open(reviewRoutes.list, ReviewListResponse, {
  summary: "A course's approved reviews, newest first (404 for an unknown course)",
  description: "verified=true: verified enrolments only. Each review says how it was collected.",
  query: ReviewListQuery,
  errors: [429],
});

export const getOwnReview = open(reviewRoutes.mine, OwnReviewResponse, {
  summary: "The signed-in member's own review of a course, whatever its status, or null",
  description: "With the moderator's reason when it was rejected, and the member's own proof of enrolment.",
  query: OwnReviewQuery,
  errors: [401],
});

export const createReview = endpoint(reviewRoutes.create, {
  tags: ["reviews"],
  summary: "Submit a review for moderation (201), or edit and resubmit a rejected one (200)",
  description: `One review per member per course: a second one while the first is pending or approved is a 409 "${REVIEW_MESSAGES.duplicate}"`,
  body: CreateReviewBody,
  responses: {
    200: CreateReviewResponse,
    201: CreateReviewResponse,
    ...errorResponses(400, 401, 403, 404, 409, 415, 429),
  },
});

export const listPendingReviews = admin(reviewRoutes.pending, PendingReviewListResponse, {
  summary: "Admin: reviews awaiting moderation, oldest first",
});

const IDEMPOTENT = "Idempotent: moderating a review into the status it already has changes nothing.";

export const approveReview = admin(reviewRoutes.approve, ModerateReviewResponse, {
  summary: "Admin: approve a review (it becomes public and counts)",
  description: `${IDEMPOTENT} An optional note is kept with the decision.`,
  params: ReviewIdParams,
  body: ApproveReviewBody,
  errors: [400, 404],
});

export const rejectReview = admin(reviewRoutes.reject, ModerateReviewResponse, {
  summary: "Admin: reject a review with a reason (the member sees it, and may edit and resubmit)",
  description: `${IDEMPOTENT} reason: one of ${REJECTION_REASONS.join(", ")}; "other" needs a note.`,
  params: ReviewIdParams,
  body: RejectReviewBody,
  errors: [400, 404],
});

export const attachProof = endpoint(reviewRoutes.attachProof, {
  tags: ["reviews"],
  summary: "Attach proof of enrolment to one's own review, for a moderator to check",
  description:
    "objectPath: an image the member uploaded (PUT /api/images); it leaves public reach and only admins " +
    "can see it. Attaching again replaces proof still waiting; a verified enrolment is a 409. Another " +
    `member's review is a 404. The proof is deleted ${PROOF_RETENTION_DAYS} days after the decision.`,
  params: ReviewIdParams,
  body: AttachProofBody,
  responses: { 200: AttachProofResponse, ...errorResponses(400, 401, 403, 404, 409, 415) },
});

/** Every endpoint of the reviews, keyed as in reviews.routes.ts. */
export const reviewEndpoints = {
  list: listReviews,
  mine: getOwnReview,
  create: createReview,
  pending: listPendingReviews,
  approve: approveReview,
  reject: rejectReview,
  attachProof,
};
