// Public enforcement records: the sources and a creator's or course's confirmed records for
// everyone; the import, the search, the review queue and linking for admins.
import type { FastifyInstance } from "fastify";
import { publicRecordEndpoints as e, PUBLIC_RECORD_MESSAGES } from "../../../shared/contracts/public-records";
import type { AppDeps } from "../../deps";
import { registerEndpoint } from "../../lib/endpoint";
import { GUARDS, requireUser } from "../../plugins/auth";
import type { RouteModule } from "../route-module";
import { ImportRefused } from "./parsed-record";

export async function registerPublicRecordRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const records = deps.publicRecords;
  const publicRead = {
    ...GUARDS.public,
    config: { rateLimit: { max: deps.config.rateLimits.catalogPerMinute, timeWindow: "1 minute" } },
  };

  registerEndpoint(app, e.sources, publicRead, async () => records.sources());
  registerEndpoint(app, e.ofCourse, publicRead, async (request) => records.ofCourse(request.params.id));
  registerEndpoint(app, e.ofCreator, publicRead, async (request) => records.ofCreator(request.params.slug));

  registerEndpoint(app, e.importFile, GUARDS.admin, async (request, reply) => {
    const admin = await requireUser(request);
    try {
      return await records.importFile(admin.id, request.body);
    } catch (error) {
      if (error instanceof ImportRefused) {
        return reply.code(400).send({ error: PUBLIC_RECORD_MESSAGES.refused, reasons: error.reasons });
      }
      throw error;
    }
  });
  registerEndpoint(app, e.search, GUARDS.admin, async (request) => records.search(request.query));
  registerEndpoint(app, e.reviews, GUARDS.admin, async () => records.reviews());
  registerEndpoint(app, e.decideReview, GUARDS.admin, async (request) => {
    const admin = await requireUser(request);
    return records.decideReview(admin.id, request.params.id, request.body);
  });
  registerEndpoint(app, e.link, GUARDS.admin, async (request, reply) => {
    const admin = await requireUser(request);
    return reply.code(201).send(await records.link(admin.id, request.params.id, request.body));
  });
  registerEndpoint(app, e.unlink, GUARDS.admin, async (request) => {
    const admin = await requireUser(request);
    return records.unlink(admin.id, request.params.id, request.params.recordId, request.body.reason);
  });
}

export const routeModule: RouteModule = { order: 260, register: registerPublicRecordRoutes };
