import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { courses } from "./catalog";
import { users } from "./users";

/**
 * A member's price alert: fire once when the course's price is at or below the target. Free members
 * hold up to 3 active alerts; paid plans have no limit.
 */
export const priceAlerts = pgTable(
  "price_alerts",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    targetPriceCents: integer("target_price_cents").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    /** When the alert fired (the price reached the target); an alert fires once. */
    triggeredAt: timestamp("triggered_at", { withTimezone: true }),
    triggeredPriceCents: integer("triggered_price_cents"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("price_alerts_user_idx").on(t.userId, t.createdAt),
    index("price_alerts_active_course_idx").on(t.courseId).where(sql`${t.isActive}`),
    check("price_alerts_target_positive", sql`${t.targetPriceCents} > 0`),
  ],
);

/** In-app notifications (the header bell). dedupeKey makes "notify once" a unique constraint. */
export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    link: text("link"),
    dedupeKey: text("dedupe_key").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
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
    sentAt: timestamp("sent_at", { withTimezone: true }),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("email_outbox_dedupe_key").on(t.toAddress, t.dedupeKey),
    index("email_outbox_created_idx").on(t.createdAt),
  ],
);
