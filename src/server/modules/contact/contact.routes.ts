import type { FastifyInstance } from "fastify";
import {
  CONTACT_MESSAGES,
  CONTACT_POSTS_PER_HOUR_PER_CLIENT,
  CONTACT_STATUS_LABELS,
  contactEndpoints as e,
} from "../../../shared/contracts/contact";
import type { AppDeps } from "../../deps";
import { registerEndpoint } from "../../lib/endpoint";
import { describeWait, TooManyRequestsError } from "../../lib/errors";
import { currentUser, GUARDS } from "../../plugins/auth";
import type { RouteModule } from "../route-module";

/** The contact form (anyone; stored for admins) and the admin list with status changes. */
export async function registerContactRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { contact } = deps;

  registerEndpoint(
    app,
    e.create,
    {
      ...GUARDS.public,
      config: {
        rateLimit: {
          max: CONTACT_POSTS_PER_HOUR_PER_CLIENT,
          timeWindow: "1 hour",
          errorResponseBuilder: (_request, context) =>
            new TooManyRequestsError(
              `Too many messages from your network: at most ${CONTACT_POSTS_PER_HOUR_PER_CLIENT} an hour. ` +
                `Please try again in ${describeWait(context.ttl / 1000)}.`,
              context.ttl / 1000,
            ),
        },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      const id = await contact.create(request.body, user?.id ?? null);
      return reply.code(201).send({ id, message: CONTACT_MESSAGES.sent });
    },
  );

  // The admin calls: a guest gets 401 (and a member 403) whatever the body holds.
  registerEndpoint(app, e.list, GUARDS.admin, async (request) => {
    return contact.list(request.query);
  });

  registerEndpoint(app, e.setStatus, GUARDS.admin, async (request) => {
    const item = await contact.setStatus(request.params.id, request.body.status);
    return { item, message: `Marked as ${CONTACT_STATUS_LABELS[item.status].toLowerCase()}.` };
  });
}

export const routeModule: RouteModule = { order: 290, register: registerContactRoutes };
