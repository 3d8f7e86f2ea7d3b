import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  approveReview,
  attachProof,
  createReview,
  getOwnReview,
  listPendingReviews,
  listReviews,
  REVIEW_MESSAGES,
  rejectReview,
} from "../../../shared/contracts/reviews";
import { reviewAdminEndpoints as e } from "../../../shared/contracts/reviews-admin";
import type { AppDeps } from "../../deps";
import { registerEndpoint } from "../../lib/endpoint";
import { NotFoundError } from "../../lib/errors";
import { currentUser, GUARDS, registerMemberEndpoint, requireUser } from "../../plugins/auth";
import { publicCatalogueRead } from "../catalogue-read";
import type { RouteModule } from "../route-module";

/** Review posting: 20 an hour per member (guests, who only get 401s, are counted by address). */
export const REVIEW_POSTS_PER_HOUR = 20;

async function memberKey(request: FastifyRequest): Promise<string> {
  const user = await currentUser(request);
  return user ? `member:${user.id}` : `address:${request.ip}`;
}

// Route chain (docs/architecture.md): rate limit (onRequest) -> auth (preValidation) -> validation
// -> handler, so a guest gets 401 whatever the body holds.
export async function registerReviewRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { reviews, reviewProofs } = deps;

  registerEndpoint(app, listReviews, publicCatalogueRead(deps.config), async (request) =>
    reviews.listApproved(request.query.courseId, request.query.verified === "true"),
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

  registerEndpoint(app, approveReview, GUARDS.admin, async (request) => {
    const admin = await requireUser(request);
    // The catalogue caches are cleared after the commit by the moderation's event handlers.
    return reviews.moderate(request.params.id, "approved", admin.id, { note: request.body?.note });
  });

  registerEndpoint(app, rejectReview, GUARDS.admin, async (request) => {
    const admin = await requireUser(request);
    return reviews.moderate(request.params.id, "rejected", admin.id, request.body);
  });

  registerMemberEndpoint(app, attachProof, async (user, request) => {
    const review = await reviewProofs.attach(user.id, request.params.id, request.body);
    return { review, message: REVIEW_MESSAGES.proofSubmitted };
  });

  registerEndpoint(app, e.proofs, GUARDS.admin, async () => reviewProofs.pending());

  // Served by the app to admins only, never from a public address: the response is not cached
  // (every /api answer is no-store) and is shown inline as the image it is.
  registerEndpoint(app, e.proofFile, GUARDS.admin, async (request, reply) => {
    const found = await reviewProofs.file(request.params.id);
    if (found === null) throw new NotFoundError(REVIEW_MESSAGES.proofNotFound);
    return reply
      .header("content-type", found.contentType)
      .header("x-content-type-options", "nosniff")
      .header("content-disposition", 'inline; filename="proof.webp"')
      .send(found.stream);
  });

  registerEndpoint(app, e.verify, GUARDS.admin, async (request) => {
    const admin = await requireUser(request);
    return reviewProofs.verify(request.params.id, request.body, admin.id);
  });
}

export const routeModule: RouteModule = { order: 80, register: registerReviewRoutes };
