import { bigserial, index, pgTable, text } from "drizzle-orm/pg-core";
import { memberOrNull } from "./auth";
import { createdAt } from "./columns";
import { courseRef } from "./courses";

/**
 * A click on a course's affiliate link, recorded by the redirect GET /go/{courseId} before it sends
 * the visitor on (shown on /affiliate-dashboard per course and per day). No address is stored; the
 * visitor hash is an HMAC of the anonymous visitor cookie, for unique-visitor counts.
 */
export const affiliateClicks = pgTable(
  "affiliate_clicks",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    courseId: courseRef(),
    userId: memberOrNull("user_id"),
    visitorHash: text("visitor_hash"),
    /** Which button sent the click (detail, card, creator-profile, comparison...). */
    source: text("source").notNull().default("unknown"),
    createdAt: createdAt(),
  },
  (t) => [
    index("affiliate_clicks_created_idx").on(t.createdAt),
    index("affiliate_clicks_course_idx").on(t.courseId, t.createdAt),
  ],
);
