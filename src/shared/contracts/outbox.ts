import { z } from "zod";
import { endpointKind, storedRow, Timestamp } from "./common";
import { outboxRoutes } from "./outbox.routes";

// ---- Admin: the e-mail outbox ----
// E-mail the app sends (price alerts). With SMTP_URL set the send-outbox job delivers each row and
// marks it sent or failed; without it rows stay unsent and the outbox is where an admin reads them.

export const OUTBOX_PAGE_SIZES = [25, 50, 100] as const;
export type OutboxPageSize = (typeof OUTBOX_PAGE_SIZES)[number];
export const DEFAULT_OUTBOX_PAGE_SIZE: OutboxPageSize = 50;

export const OutboxQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .refine((n) => (OUTBOX_PAGE_SIZES as readonly number[]).includes(n), "limit must be 25, 50 or 100.")
    .default(DEFAULT_OUTBOX_PAGE_SIZE),
});

/** unsent: waiting (no SMTP configured, or not yet picked up); sent: delivered; failed: a send attempt left an error. */
export const OUTBOX_STATUSES = ["unsent", "sent", "failed"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const OutboxEmail = storedRow({
  toAddress: z.string(),
  subject: z.string(),
  body: z.string(),
  kind: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  sentAt: Timestamp.nullable(),
  error: z.string().nullable(),
  createdAt: Timestamp,
}).meta({ id: "OutboxEmail" });
export type OutboxEmail = z.infer<typeof OutboxEmail>;
export const OutboxListResponse = z.array(OutboxEmail);

/** Whether SMTP_URL is set, so the page can say if e-mail is sent. */
export const OutboxStatusResponse = z.object({ smtpConfigured: z.boolean() }).meta({ id: "OutboxStatus" });
export type OutboxStatusInfo = z.infer<typeof OutboxStatusResponse>;

// ---- Endpoints ----

const admin = endpointKind({ tags: ["admin"], status: 200, errors: [401, 403, 429] });

/** Every endpoint of the outbox, keyed as in outbox.routes.ts. */
export const outboxEndpoints = {
  list: admin(outboxRoutes.list, OutboxListResponse, {
    summary: "Admin: the e-mail outbox, newest first",
    description:
      "E-mail the app sends (price alerts). With SMTP_URL set the send-outbox job delivers rows " +
      "and marks them 'sent' or 'failed'; without it they stay 'unsent' for an admin to read.",
    query: OutboxQuery,
    errors: [400],
  }),
  status: admin(outboxRoutes.status, OutboxStatusResponse, {
    summary: "Admin: whether e-mail is sent (SMTP_URL set)",
  }),
};
