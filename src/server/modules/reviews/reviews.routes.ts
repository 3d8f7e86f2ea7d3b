import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  approveReview,
  createReview,
  getOwnReview,
  listPendingReviews,
  listReviews,
  REVIEW_MESSAGES,
  rejectReview,
} from "../../../shared/contracts/reviews";
import type { AppDeps } from "../../deps";
import { registerEndpoint } from "../../lib/endpoint";
import { currentUser, GUARDS, registerMemberEndpoint, requireUser } from "../../plugins/auth";
import { catalogueChanged } from "../courses/catalogue-changed";
import type { ModerationStatus } from "./reviews.service";

/** Review posting: 20 an hour per member (guests, who only get 401s, are counted by address). */
export const REVIEW_POSTS_PER_HOUR = 20;

async function memberKey(request: FastifyRequest): Promise<string> {
  const user = await currentUser(request);
  return user ? `member:${user.id}` : `address:${request.ip}`;
}

// Route chain (docs/architecture.md): rate limit (onRequest) -> auth (preValidation) -> validation
// -> handler, so a guest gets 401 whatever the body holds.
export async function registerReviewRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { reviews } = deps;

  registerEndpoint(
    app,
    listReviews,
    {
      ...GUARDS.public,
      config: { rateLimit: { max: deps.config.rateLimits.catalogPerMinute, timeWindow: "1 minute" } },
    },
    async (request) => reviews.listApproved(request.query.courseId),
  );

  registerMemberEndpoint(app, getOwnReview, async (user, request) => {
    return { review: await reviews.mine(request.query.courseId, user.id) };
  });

  registerEndpoint(
    app,
    createReview,
    {
      ...GUARDS.signedIn,
      config: {
        rateLimit: { max: REVIEW_POSTS_PER_HOUR, timeWindow: "1 hour", keyGenerator: memberKey },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { review, created } = await reviews.submit(user, request.body);
      return reply.code(created ? 201 : 200).send({ review, message: REVIEW_MESSAGES.submitted });
    },
  );

  registerEndpoint(app, listPendingReviews, GUARDS.admin, async () => reviews.pending());

  const moderation: Array<[typeof approveReview | typeof rejectReview, ModerationStatus]> = [
    [approveReview, "approved"],
    [rejectReview, "rejected"],
  ];
  for (const [contract, status] of moderation) {
    registerEndpoint(app, contract, GUARDS.admin, async (request) => {
      const admin = await requireUser(request);
      const result = await reviews.moderate(request.params.id, status, admin.id);
      // Ratings, review counts and trust scores on the list pages may have moved.
      catalogueChanged(deps, { listsChanged: true });
      return result;
    });
  }
}
