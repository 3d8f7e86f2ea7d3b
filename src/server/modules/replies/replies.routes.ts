// The right of reply: the creator a member speaks for, and their replies to reviews and reports;
// and the admins' side, linking a member to a creator (the editorial desk's service and audit).
import type { FastifyInstance } from "fastify";
import { replyEndpoints as e, REPLY_MESSAGES } from "../../../shared/contracts/replies";
import type { AppDeps } from "../../deps";
import { registerEndpoint } from "../../lib/endpoint";
import { GUARDS, registerMemberEndpoint, requireUser } from "../../plugins/auth";
import type { RouteModule } from "../route-module";

export async function registerReplyRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { replies, editorial } = deps;

  registerMemberEndpoint(app, e.myCreator, async (user) => replies.myCreator(user.id));
  registerMemberEndpoint(app, e.reply, async (user, request, reply) => {
    const { reply: posted, created } = await replies.reply(user.id, request.body);
    const { targetType, targetId } = request.body;
    return reply.code(created ? 201 : 200).send({
      targetType,
      targetId,
      reply: posted,
      message: created ? REPLY_MESSAGES.posted : REPLY_MESSAGES.edited,
    });
  });

  registerEndpoint(app, e.findMember, GUARDS.admin, async (request) =>
    editorial.findMember(request.body.email),
  );
  registerEndpoint(app, e.claim, GUARDS.admin, async (request) => {
    const admin = await requireUser(request);
    return editorial.creators.claim(admin.id, request.params.id, request.body);
  });
  registerEndpoint(app, e.unclaim, GUARDS.admin, async (request) => {
    const admin = await requireUser(request);
    return editorial.creators.unclaim(admin.id, request.params.id, request.body.reason);
  });
}

export const routeModule: RouteModule = { order: 240, register: registerReplyRoutes };
