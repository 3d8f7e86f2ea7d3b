import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { decided, memberOrNull } from "./auth";
import { serialId, timestamps } from "./columns";
import { courseOrNull } from "./courses";
import { creators } from "./creators";

export const DISPUTE_TARGETS = ["review", "report", "score", "finding", "public-record"] as const;

export const DISPUTE_STATUSES = ["open", "under_review", "upheld", "rejected"] as const;

/**
 * A dispute about a review, a community report, a course's score or one of its findings: open,
 * under review, then upheld or rejected with a written reason. target_id is the review's or
 * report's id, or the course's for a score or a finding (finding_key names the finding).
 */
export const disputes = pgTable(
  "disputes",
  {
    id: serialId(),
    openedBy: memberOrNull("opened_by"),
    /** Opened by the claimed creator concerned (their agreement's 5-business-day promise applies). */
    byCreator: integer("by_creator_id").references(() => creators.id, { onDelete: "set null" }),
    targetType: text("target_type", { enum: DISPUTE_TARGETS }).notNull(),
    targetId: integer("target_id").notNull(),
    findingKey: text("finding_key"),
    /** The course the disputed item belongs to, when it belongs to one (for its page). */
    courseId: courseOrNull(),
    reason: text("reason").notNull(),
    evidenceUrl: text("evidence_url"),
    status: text("status", { enum: DISPUTE_STATUSES }).notNull().default("open"),
    decisionReason: text("decision_reason"),
    ...decided(),
    ...timestamps(),
  },
  (t) => [
    index("disputes_status_created_idx").on(t.status, t.createdAt),
    index("disputes_target_idx").on(t.targetType, t.targetId),
    index("disputes_opened_by_idx").on(t.openedBy),
  ],
);
