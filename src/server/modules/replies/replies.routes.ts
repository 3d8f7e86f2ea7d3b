// The right of reply: the creator a member speaks for, and their replies to reviews and reports.
import type { FastifyInstance } from "fastify";
import { replyEndpoints as e, REPLY_MESSAGES } from "../../../shared/contracts/replies";
import type { AppDeps } from "../../deps";
import { registerMemberEndpoint } from "../../plugins/auth";

export async function registerReplyRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const replies = deps.replies;

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
}
