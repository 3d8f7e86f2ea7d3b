import { sql } from "drizzle-orm";
import {
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

export const REVIEW_STATUSES = ["pending", "approved", "rejected"] as const;

/**
 * Member reviews (docs/decisions/0046-review-rules.md): one per member per course, moderated before they are
 * public; a rejected review can be edited and resubmitted, which makes it pending again.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    text: text("text"),
    proofUrl: text("proof_url"),
    status: text("status", { enum: REVIEW_STATUSES }).notNull().default("pending"),
    moderatedBy: uuid("moderated_by").references(() => users.id, { onDelete: "set null" }),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reviews_course_user_key").on(t.courseId, t.userId),
    index("reviews_course_status_idx").on(t.courseId, t.status, t.createdAt),
    index("reviews_status_created_idx").on(t.status, t.createdAt),
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);
