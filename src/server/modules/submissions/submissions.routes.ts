// Course submissions (signed-in members) and the admins' queue, registered from their endpoint
// contracts (src/shared/contracts/submissions.ts).
import type { FastifyInstance } from "fastify";
import { submissionEndpoints as e } from "../../../shared/contracts/submissions";
import type { AppDeps } from "../../deps";
import { registerEndpoint } from "../../lib/endpoint";
import { GUARDS, requireUser } from "../../plugins/auth";
import type { RouteModule } from "../route-module";
import { UnreadablePageError } from "./submissions.service";

/** Per client address, besides the daily limits per member: each submission may fetch a page. */
const SUBMISSIONS_PER_MINUTE = 20;

export async function registerSubmissionRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { submissions } = deps;
  const admin = GUARDS.admin;

  registerEndpoint(
    app,
    e.submit,
    { ...GUARDS.signedIn, config: { rateLimit: { max: SUBMISSIONS_PER_MINUTE, timeWindow: "1 minute" } } },
    async (request, reply) => {
      const user = await requireUser(request);
      try {
        const { created, course } = await submissions.submit(user.id, request.body);
        return reply.code(created ? 201 : 200).send({ course });
      } catch (error) {
        // The member is told the page could not be read; why (the remote host's network or
        // answer) is for the log, without the page or the address's query.
        if (error instanceof UnreadablePageError) {
          request.log.info({ unreadable: error.detail }, "submitted page could not be read");
        }
        throw error;
      }
    },
  );
  registerEndpoint(app, e.adminList, admin, async (request) => submissions.list(request.query));
  registerEndpoint(app, e.accept, admin, async (request) => {
    const user = await requireUser(request);
    return submissions.accept(user.id, request.params.id, request.body ?? {});
  });
  registerEndpoint(app, e.merge, admin, async (request) => {
    const user = await requireUser(request);
    return submissions.merge(user.id, request.params.id, request.body.intoCourseId);
  });
  registerEndpoint(app, e.reject, admin, async (request) => {
    const user = await requireUser(request);
    return submissions.reject(user.id, request.params.id, request.body.reason);
  });
}

export const routeModule: RouteModule = { order: 330, register: registerSubmissionRoutes };
