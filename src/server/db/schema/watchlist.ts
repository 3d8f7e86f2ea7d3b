import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { memberRef } from "./auth";
import { at, createdAt, currencyColumn, currencyIso, serialId } from "./columns";
import { courseOrCreator } from "./courses";

export const WATCH_TARGETS = ["course", "creator"] as const;

/** A course or creator a member follows, with an optional price target for a course. */
export const watchlistItems = pgTable(
  "watchlist_items",
  {
    id: serialId(),
    userId: memberRef(),
    targetType: text("target_type", { enum: WATCH_TARGETS }).notNull(),
    ...courseOrCreator(),
    priceTargetCents: integer("price_target_cents"),
    /** The price target's currency: the course's when it was set; it is told only in that currency. */
    currency: currencyColumn(),
    /** The last change a member was told about, for the watchlist page. */
    latestChange: text("latest_change"),
    latestChangeAt: at("latest_change_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("watchlist_user_course_key").on(t.userId, t.courseId),
    uniqueIndex("watchlist_user_creator_key").on(t.userId, t.creatorId),
    index("watchlist_course_idx").on(t.courseId),
    index("watchlist_creator_idx").on(t.creatorId),
    currencyIso("watchlist_items_currency_iso", t.currency),
    check(
      "watchlist_one_target",
      sql`(${t.targetType} = 'course' and ${t.courseId} is not null and ${t.creatorId} is null)
        or (${t.targetType} = 'creator' and ${t.creatorId} is not null and ${t.courseId} is null)`,
    ),
  ],
);
