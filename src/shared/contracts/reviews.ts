import { z } from "zod";
import { endpoint } from "../api/endpoint";
import { MAX_ROW_ID } from "../domain/ids";
import { blankToUndefined, endpointKind, errorResponses, NoBody, RowIdParams } from "./common";
import { itemFeedback } from "./item-feedback";
import { reviewRoutes } from "./reviews.routes";

export const REVIEW_TEXT_MIN = 30;
export const REVIEW_TEXT_MAX = 4000;
export const REVIEW_MESSAGES = {
  ratingRequired: "Please choose a rating from 1 to 5.",
  textTooShort: `A review must be at least ${REVIEW_TEXT_MIN} characters.`,
  textTooLong: `A review must be at most ${REVIEW_TEXT_MAX} characters.`,
  proofUrlInvalid: "The proof link must be a web address starting with http:// or https://.",
  duplicate: "You have already reviewed this course.",
  submitted: "Your review has been submitted for moderation and will appear once approved.",
} as const;

/** A public (approved) review. authorName is the first name and last initial only. */
export const Review = z
  .object({
    id: z.number().int(),
    courseId: z.number().int(),
    rating: z.number().int().min(1).max(5),
    text: z.string().nullable(),
    proofUrl: z.string().nullable(),
    authorName: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: "Review" });
export type Review = z.infer<typeof Review>;
/** A public review with the creator's reply and the state of any dispute about it. */
export const ListedReview = Review.extend(itemFeedback).meta({ id: "ListedReview" });
export type ListedReview = z.infer<typeof ListedReview>;
export const ReviewListResponse = z.array(ListedReview);

export const ReviewListQuery = z.object({ courseId: z.coerce.number().int().min(1).max(MAX_ROW_ID) });

export const REVIEW_STATUS_VALUES = ["pending", "approved", "rejected"] as const;

/** The signed-in member's own review of a course, whatever its status. */
export const OwnReview = Review.extend({
  status: z.enum(REVIEW_STATUS_VALUES),
  updatedAt: z.string(),
}).meta({ id: "OwnReview" });
export type OwnReview = z.infer<typeof OwnReview>;
export const OwnReviewResponse = z.object({ review: OwnReview.nullable() });

export const CreateReviewBody = z.object({
  courseId: z.number().int().min(1).max(MAX_ROW_ID),
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

export const PendingReview = z
  .object({
    id: z.number().int(),
    courseId: z.number().int(),
    courseTitle: z.string(),
    creatorName: z.string(),
    rating: z.number().int().min(1).max(5),
    text: z.string().nullable(),
    proofUrl: z.string().nullable(),
    authorName: z.string(),
    createdAt: z.string(),
    /** True when the member edited a rejected review and sent it again. */
    resubmitted: z.boolean(),
  })
  .meta({ id: "PendingReview" });
export type PendingReview = z.infer<typeof PendingReview>;
export const PendingReviewListResponse = z.array(PendingReview);

export const ReviewIdParams = RowIdParams;
export const ModerateReviewResponse = z.object({
  id: z.number().int(),
  status: z.enum(REVIEW_STATUS_VALUES),
});

// ---- Endpoints ----

const open = endpointKind({ tags: ["reviews"], status: 200, errors: [400, 404] });
const admin = endpointKind({ tags: ["reviews", "admin"], status: 200, errors: [401, 403] });

export const listReviews = open(reviewRoutes.list, ReviewListResponse, {
  summary: "A course's approved reviews, newest first (404 for an unknown course)",
  query: ReviewListQuery,
  errors: [429],
});

export const getOwnReview = open(reviewRoutes.mine, OwnReviewResponse, {
  summary: "The signed-in member's own review of a course, whatever its status, or null",
  query: ReviewListQuery,
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

const moderation = (summary: string) => ({
  tags: ["reviews", "admin"],
  summary,
  description: "Idempotent: moderating a review into the status it already has changes nothing.",
  params: ReviewIdParams,
  body: NoBody,
  responses: { 200: ModerateReviewResponse, ...errorResponses(400, 401, 403, 404) },
});

export const approveReview = endpoint(
  reviewRoutes.approve,
  moderation("Admin: approve a review (it becomes public and counts)"),
);

export const rejectReview = endpoint(
  reviewRoutes.reject,
  moderation("Admin: reject a review (the member may edit and resubmit it)"),
);

/** Every endpoint of the reviews, keyed as in reviews.routes.ts. */
export const reviewEndpoints = {
  list: listReviews,
  mine: getOwnReview,
  create: createReview,
  pending: listPendingReviews,
  approve: approveReview,
  reject: rejectReview,
};
