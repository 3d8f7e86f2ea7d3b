// GET /go/{courseId}: records an affiliate click and redirects to the course's stored affiliate URL
// (never anywhere else). GET /api/affiliate/dashboard: the clicks, for the affiliate role only.
import { createHmac } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { affiliateEndpoints as e } from "../../../shared/contracts/affiliate";
import type { AppDeps } from "../../deps";
import { registerEndpoint } from "../../lib/endpoint";
import { NotFoundError } from "../../lib/errors";
import { currentUser, GUARDS } from "../../plugins/auth";
import { resolveSessionSecret } from "../../session-secret";
import { ensureVisitorId } from "../analyzer/visitor-cookie";
import type { RouteModule } from "../route-module";
import { clickSource } from "./affiliate.service";

const MAX_COURSE_ID = 2_147_483_647;

export async function registerAffiliateRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { config } = deps;
  const { affiliate } = deps;
  // A key of its own, derived from the session secret: visitor hashes cannot be matched to cookies.
  const visitorKey = createHmac("sha256", resolveSessionSecret(config)).update("affiliate-visitor").digest();

  registerEndpoint(
    app,
    e.go,
    { ...GUARDS.public, config: { rateLimit: { max: 120, timeWindow: "1 minute" } } },
    async (request, reply) => {
      const raw = request.params.courseId;
      const courseId = /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : Number.NaN;
      if (!Number.isSafeInteger(courseId) || courseId > MAX_COURSE_ID)
        throw new NotFoundError("Course not found.");
      const target = await affiliate.target(courseId);
      if (target === undefined) throw new NotFoundError("Course not found.");
      // Not under /api/, so not no-store by default: a redirect that counts a click is never cached.
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

  registerEndpoint(app, e.dashboard, GUARDS.affiliate, async (request) => {
    return affiliate.dashboard(request.query.days);
  });
}

export const routeModule: RouteModule = { order: 300, register: registerAffiliateRoutes };
