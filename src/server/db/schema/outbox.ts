import { index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, createdAt, serialId } from "./columns";

/**
 * E-mail the app sends. With SMTP_URL set a row is sent and marked; without it the row stays here
 * for an admin to read (nothing pretends to have been delivered).
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: serialId(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    kind: text("kind").notNull(),
    /** The notification dedupe key it belongs to, so one event is mailed once. */
    dedupeKey: text("dedupe_key").notNull(),
    sentAt: at("sent_at"),
    error: text("error"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("email_outbox_dedupe_key").on(t.toAddress, t.dedupeKey),
    index("email_outbox_created_idx").on(t.createdAt),
  ],
);
