// GET /go/{courseId}: records an affiliate click and redirects to the course's stored affiliate URL
// (never anywhere else). GET /api/affiliate/dashboard: the clicks, for the affiliate role only.
import { createHmac } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AffiliateDashboardQuery,
  AffiliateDashboardResponse,
  AffiliateGoParams,
  AffiliateGoQuery,
} from "../../../shared/contracts/affiliate";
import { ErrorResponse } from "../../../shared/contracts/common";
import type { AppDeps } from "../../deps";
import { NotFoundError } from "../../lib/errors";
import { currentUser, roleOnly } from "../../plugins/auth";
import { resolveSessionSecret } from "../../session-secret";
import { ensureVisitorId } from "../ai/visitor-cookie";
import { clickSource, createAffiliateService } from "./affiliate.service";

const affiliateOnly = roleOnly("affiliate");

const MAX_COURSE_ID = 2_147_483_647;

export async function registerAffiliateRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { config } = deps;
  const affiliate = createAffiliateService(deps.db);
  // A key of its own, derived from the session secret: visitor hashes cannot be matched to cookies.
  const visitorKey = createHmac("sha256", resolveSessionSecret(config)).update("affiliate-visitor").digest();
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/go/:courseId",
    {
      config: { rateLimit: { max: 120, timeWindow: "1 minute" } },
      schema: {
        tags: ["affiliate"],
        summary: "Record an affiliate click and redirect to the course's affiliate link",
        description:
          "302 to the stored affiliate URL (or to /courses/{id} when the course has none); 404 for an unknown id. The same visitor and course within 60 s is recorded once.",
        params: AffiliateGoParams,
        querystring: AffiliateGoQuery,
        response: { 302: z.null(), 404: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const raw = request.params.courseId;
      const courseId = /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : Number.NaN;
      if (!Number.isSafeInteger(courseId) || courseId > MAX_COURSE_ID)
        throw new NotFoundError("Course not found.");
      const target = await affiliate.target(courseId);
      if (target === undefined) throw new NotFoundError("Course not found.");
      reply.header("cache-control", "no-store");
      if (target === null) return reply.redirect(`/courses/${courseId}`, 302);
      const user = await currentUser(request);
      const visitorId = ensureVisitorId(request, reply, config);
      await affiliate.record({
        courseId,
        userId: user?.id ?? null,
        visitorHash: createHmac("sha256", visitorKey).update(visitorId).digest("hex"),
        source: clickSource(request.query.from),
      });
      return reply.redirect(target, 302);
    },
  );

  r.get(
    "/api/affiliate/dashboard",
    {
      preValidation: affiliateOnly,
      schema: {
        tags: ["affiliate"],
        summary: "Affiliate: clicks on affiliate links over the last 7, 30 or 90 UTC days",
        description: "Clicks only: no commissions are recorded, so there is no revenue figure.",
        querystring: AffiliateDashboardQuery,
        response: {
          200: AffiliateDashboardResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return affiliate.dashboard(request.query.days);
    },
  );
}
