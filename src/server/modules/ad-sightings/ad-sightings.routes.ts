// Ad sightings: a member's report from a course page, and an admin's CSV import.
import type { FastifyInstance } from "fastify";
import { adSightingEndpoints as e } from "../../../shared/contracts/ad-sightings";
import type { AppDeps } from "../../deps";
import { registerEndpoint } from "../../lib/endpoint";
import { GUARDS, requireUser } from "../../plugins/auth";

export async function registerAdSightingRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const sightings = deps.adSightings;

  registerEndpoint(app, e.report, GUARDS.signedIn, async (request, reply) => {
    const user = await requireUser(request);
    return reply.code(201).send(await sightings.report(user.id, request.params.id, request.body));
  });

  registerEndpoint(app, e.importCsv, { ...GUARDS.admin, bodyLimit: 1_100_000 }, async (request) =>
    sightings.importCsv(request.body.csv),
  );
}
