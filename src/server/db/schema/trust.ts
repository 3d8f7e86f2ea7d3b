import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { at, serialId } from "./columns";
import { courseRef } from "./courses";

/**
 * The trust score each time it was computed to a different value (or for an editorial change),
 * whatever the path: the course page draws it as a chart.
 */
export const courseScoreHistory = pgTable(
  "course_score_history",
  {
    id: serialId(),
    courseId: courseRef(),
    score: integer("score").notNull(),
    band: text("band").notNull(),
    recordedAt: at("recorded_at").notNull().defaultNow(),
  },
  (t) => [index("course_score_history_course_idx").on(t.courseId, t.recordedAt)],
);
