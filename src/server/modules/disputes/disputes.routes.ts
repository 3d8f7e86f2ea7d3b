// Disputes: members open them and read their own; a course's page reads the state of disputes
// about its score and findings; admins work the queue, start a dispute and decide it.
import type { FastifyInstance } from "fastify";
import { DISPUTE_MESSAGES, disputeEndpoints as e } from "../../../shared/contracts/disputes";
import type { AppDeps } from "../../deps";
import { registerEndpoint } from "../../lib/endpoint";
import { GUARDS, registerMemberEndpoint, requireUser } from "../../plugins/auth";
import type { RouteModule } from "../route-module";

export async function registerDisputeRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const disputes = deps.disputes;
  const publicRead = {
    ...GUARDS.public,
    config: { rateLimit: { max: deps.config.rateLimits.catalogPerMinute, timeWindow: "1 minute" } },
  };

  registerMemberEndpoint(app, e.open, async (user, request, reply) => {
    const dispute = await disputes.open(user.id, request.body);
    return reply.code(201).send({ dispute, message: DISPUTE_MESSAGES.opened });
  });
  registerMemberEndpoint(app, e.mine, async (user) => ({ items: await disputes.mine(user.id) }));
  registerEndpoint(app, e.course, publicRead, async (request) => disputes.ofCourse(request.params.id));

  registerEndpoint(app, e.queue, GUARDS.admin, async () => disputes.queue());
  registerEndpoint(app, e.startReview, GUARDS.admin, async (request) =>
    disputes.startReview(request.params.id),
  );
  registerEndpoint(app, e.decide, GUARDS.admin, async (request) => {
    const admin = await requireUser(request);
    return disputes.decide(admin.id, request.params.id, request.body);
  });
}

export const routeModule: RouteModule = { order: 250, register: registerDisputeRoutes };
