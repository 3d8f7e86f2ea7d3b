import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { courseRef } from "./catalog";
import { at, createdAt, updatedAt } from "./columns";
import { memberRef, users } from "./users";

export const REVIEW_STATUSES = ["pending", "approved", "rejected"] as const;

/**
 * Member reviews (docs/decisions/0046-review-rules.md): one per member per course, moderated before they are
 * public; a rejected review can be edited and resubmitted, which makes it pending again.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    courseId: courseRef(),
    userId: memberRef(),
    rating: integer("rating").notNull(),
    text: text("text"),
    proofUrl: text("proof_url"),
    status: text("status", { enum: REVIEW_STATUSES }).notNull().default("pending"),
    moderatedBy: uuid("moderated_by").references(() => users.id, { onDelete: "set null" }),
    moderatedAt: at("moderated_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("reviews_course_user_key").on(t.courseId, t.userId),
    index("reviews_course_status_idx").on(t.courseId, t.status, t.createdAt),
    index("reviews_status_created_idx").on(t.status, t.createdAt),
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);
