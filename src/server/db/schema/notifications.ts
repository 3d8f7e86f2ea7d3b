import { index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { memberRef } from "./auth";
import { at, createdAt, serialId } from "./columns";

/** In-app notifications (the header bell). dedupeKey makes "notify once" a unique constraint. */
export const notifications = pgTable(
  "notifications",
  {
    id: serialId(),
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
