import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ErrorResponse } from "../../../shared/contracts/common";
import {
  CONTACT_MESSAGES,
  CONTACT_POSTS_PER_DAY_PER_EMAIL,
  CONTACT_POSTS_PER_HOUR_PER_CLIENT,
  CONTACT_STATUS_LABELS,
  ContactIdParams,
  ContactListQuery,
  ContactListResponse,
  ContactStatusBody,
  ContactStatusResponse,
  CreateContactBody,
  CreateContactResponse,
} from "../../../shared/contracts/contact";
import type { AppDeps } from "../../deps";
import { describeWait, TooManyRequestsError } from "../../lib/errors";
import { currentUser, roleOnly } from "../../plugins/auth";
import { createContactService } from "./contact.service";

// Route chain (STYLE.md): rate limit (onRequest) -> auth (preValidation) -> validation -> handler,
// so a guest gets 401 (and a member 403) on the admin calls whatever the body holds.
const adminOnly = roleOnly("admin");

/** The contact form (anyone; stored for admins) and the admin list with status changes (issue 6). */
export async function registerContactRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const contact = createContactService(deps.db);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/contact",
    {
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
      schema: {
        tags: ["contact"],
        summary: "Send a message to the HypeCheck team (stored for admins; signed-in senders are linked)",
        description:
          `At most ${CONTACT_POSTS_PER_HOUR_PER_CLIENT} messages an hour from one client address and ` +
          `${CONTACT_POSTS_PER_DAY_PER_EMAIL} per e-mail address in 24 hours (429 with Retry-After).`,
        body: CreateContactBody,
        response: { 201: CreateContactResponse, 400: ErrorResponse, 415: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      const id = await contact.create(request.body, user?.id ?? null);
      return reply.code(201).send({ id, message: CONTACT_MESSAGES.sent });
    },
  );

  r.get(
    "/api/admin/contact-messages",
    {
      preValidation: adminOnly,
      schema: {
        tags: ["contact", "admin"],
        summary: "Admin: contact messages, newest first, optionally of one status, with counts per status",
        querystring: ContactListQuery,
        response: { 200: ContactListResponse, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return contact.list(request.query);
    },
  );

  r.post(
    "/api/admin/contact-messages/:id/status",
    {
      preValidation: adminOnly,
      schema: {
        tags: ["contact", "admin"],
        summary: "Admin: mark a contact message new, read or answered",
        params: ContactIdParams,
        body: ContactStatusBody,
        response: {
          200: ContactStatusResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          415: ErrorResponse,
        },
      },
    },
    async (request) => {
      const item = await contact.setStatus(request.params.id, request.body.status);
      return { item, message: `Marked as ${CONTACT_STATUS_LABELS[item.status].toLowerCase()}.` };
    },
  );
}
