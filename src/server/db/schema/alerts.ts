import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { courseRef, currencyColumn } from "./catalog";
import { at, createdAt, updatedAt } from "./columns";
import { memberRef } from "./users";

/**
 * A member's price alert: fire once when the course's price is at or below the target. Free members
 * hold up to 3 active alerts; paid plans have no limit.
 */
export const priceAlerts = pgTable(
  "price_alerts",
  {
    id: serial("id").primaryKey(),
    userId: memberRef(),
    courseId: courseRef(),
    targetPriceCents: integer("target_price_cents").notNull(),
    /** The target's currency: the course's when the alert was set. It fires only in that currency. */
    currency: currencyColumn(),
    isActive: boolean("is_active").notNull().default(true),
    /** When the alert fired (the price reached the target); an alert fires once. */
    triggeredAt: at("triggered_at"),
    triggeredPriceCents: integer("triggered_price_cents"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("price_alerts_user_idx").on(t.userId, t.createdAt),
    index("price_alerts_active_course_idx").on(t.courseId).where(sql`${t.isActive}`),
    check("price_alerts_target_positive", sql`${t.targetPriceCents} > 0`),
    check("price_alerts_currency_iso", sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/** In-app notifications (the header bell). dedupeKey makes "notify once" a unique constraint. */
export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    userId: memberRef(),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    link: text("link"),
    dedupeKey: text("dedupe_key").notNull(),
    readAt: at("read_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("notifications_user_dedupe_key").on(t.userId, t.dedupeKey),
    index("notifications_user_created_idx").on(t.userId, t.createdAt),
  ],
);

/**
 * E-mail the app sends. With SMTP_URL set a row is sent and marked; without it the row stays here
 * for an admin to read (nothing pretends to have been delivered).
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: serial("id").primaryKey(),
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
