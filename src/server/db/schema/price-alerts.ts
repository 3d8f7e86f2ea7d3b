import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable } from "drizzle-orm/pg-core";
import { memberRef } from "./auth";
import { at, currencyColumn, currencyIso, serialId, timestamps } from "./columns";
import { courseRef } from "./courses";

/**
 * A member's price alert: fire once when the course's price is at or below the target. Free members
 * hold up to 3 active alerts; paid plans have no limit.
 */
export const priceAlerts = pgTable(
  "price_alerts",
  {
    id: serialId(),
    userId: memberRef(),
    courseId: courseRef(),
    targetPriceCents: integer("target_price_cents").notNull(),
    /** The target's currency: the course's when the alert was set. It fires only in that currency. */
    currency: currencyColumn(),
    isActive: boolean("is_active").notNull().default(true),
    /** When the alert fired (the price reached the target); an alert fires once. */
    triggeredAt: at("triggered_at"),
    triggeredPriceCents: integer("triggered_price_cents"),
    ...timestamps(),
  },
  (t) => [
    index("price_alerts_user_idx").on(t.userId, t.createdAt),
    index("price_alerts_active_course_idx").on(t.courseId).where(sql`${t.isActive}`),
    check("price_alerts_target_positive", sql`${t.targetPriceCents} > 0`),
    currencyIso("price_alerts_currency_iso", t.currency),
  ],
);
