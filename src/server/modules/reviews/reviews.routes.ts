import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ErrorResponse } from "../../../shared/contracts/common";
import {
  CreateReviewBody,
  CreateReviewResponse,
  ModerateReviewResponse,
  OwnReviewResponse,
  PendingReviewListResponse,
  REVIEW_MESSAGES,
  ReviewIdParams,
  ReviewListQuery,
  ReviewListResponse,
} from "../../../shared/contracts/reviews";
import type { AppDeps } from "../../deps";
import { currentUser, requireUser, roleOnly, signedInOnly } from "../../plugins/auth";
import { catalogueChanged } from "../courses/catalogue-changed";
import { createReviewService, type ModerationStatus } from "./reviews.service";

/** Review posting: 20 an hour per member (guests, who only get 401s, are counted by address). */
export const REVIEW_POSTS_PER_HOUR = 20;

async function memberKey(request: FastifyRequest): Promise<string> {
  const user = await currentUser(request);
  return user ? `member:${user.id}` : `address:${request.ip}`;
}

// Route chain (STYLE.md): rate limit (onRequest) -> auth (preValidation) -> validation -> handler,
// so a guest gets 401 whatever the body holds.
const signedIn = signedInOnly;
const adminOnly = roleOnly("admin");

export async function registerReviewRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const reviews = createReviewService(deps.db);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/reviews",
    {
      config: { rateLimit: { max: deps.config.rateLimits.catalogPerMinute, timeWindow: "1 minute" } },
      schema: {
        tags: ["reviews"],
        summary: "A course's approved reviews, newest first (404 for an unknown course)",
        querystring: ReviewListQuery,
        response: { 200: ReviewListResponse, 400: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return reviews.listApproved(request.query.courseId);
    },
  );

  r.get(
    "/api/reviews/mine",
    {
      preValidation: signedIn,
      schema: {
        tags: ["reviews"],
        summary: "The signed-in member's own review of a course, whatever its status, or null",
        querystring: ReviewListQuery,
        response: {
          200: OwnReviewResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header("cache-control", "no-store");
      return { review: await reviews.mine(request.query.courseId, user.id) };
    },
  );

  r.post(
    "/api/reviews",
    {
      config: {
        rateLimit: { max: REVIEW_POSTS_PER_HOUR, timeWindow: "1 hour", keyGenerator: memberKey },
      },
      preValidation: signedIn,
      schema: {
        tags: ["reviews"],
        summary: "Submit a review for moderation (201), or edit and resubmit a rejected one (200)",
        description: `One review per member per course: a second one while the first is pending or approved is a 409 "${REVIEW_MESSAGES.duplicate}"`,
        body: CreateReviewBody,
        response: {
          200: CreateReviewResponse,
          201: CreateReviewResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
          415: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { review, created } = await reviews.submit(user, request.body);
      return reply.code(created ? 201 : 200).send({ review, message: REVIEW_MESSAGES.submitted });
    },
  );

  r.get(
    "/api/reviews/pending",
    {
      preValidation: adminOnly,
      schema: {
        tags: ["reviews", "admin"],
        summary: "Admin: reviews awaiting moderation, oldest first",
        response: { 200: PendingReviewListResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return reviews.pending();
    },
  );

  const moderation: Array<[string, ModerationStatus, string]> = [
    ["approve", "approved", "Admin: approve a review (it becomes public and counts)"],
    ["reject", "rejected", "Admin: reject a review (the member may edit and resubmit it)"],
  ];
  for (const [action, status, summary] of moderation) {
    r.post(
      `/api/reviews/:id/${action}`,
      {
        preValidation: adminOnly,
        schema: {
          tags: ["reviews", "admin"],
          summary,
          description: "Idempotent: moderating a review into the status it already has changes nothing.",
          params: ReviewIdParams,
          // An empty JSON object, or no body at all (Fastify hands the validator null then).
          body: z.object({}).nullish(),
          response: {
            200: ModerateReviewResponse,
            400: ErrorResponse,
            401: ErrorResponse,
            403: ErrorResponse,
            404: ErrorResponse,
          },
        },
      },
      async (request) => {
        const admin = await requireUser(request);
        const result = await reviews.moderate(request.params.id, status, admin.id);
        // Ratings, review counts and trust scores on the list pages may have moved.
        catalogueChanged(deps, { listsChanged: true });
        return result;
      },
    );
  }
}
