import { boolean, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { memberOrNull } from "./auth";
import { createdAt, serialId } from "./columns";

/** A text column without a check: a new subject needs no migration. */
export const AUDIT_SUBJECTS = ["course", "creator", "community_report", "public_record"] as const;

/**
 * Every editorial change to a course or creator: who, when, which fields went from what to what,
 * and the reason where one is required. Rows are only ever added. Public rows (verification,
 * status and archive changes) are shown, dated, as the item's History; admins see them all.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: serialId(),
    subjectType: text("subject_type", { enum: AUDIT_SUBJECTS }).notNull(),
    subjectId: integer("subject_id").notNull(),
    /** Null when the change was made by the system (a recheck, the command line). */
    actorId: memberOrNull("actor_id"),
    action: text("action").notNull(),
    /** { field: { from, to } } for the fields that changed. */
    changes: jsonb("changes").notNull().default({}),
    reason: text("reason"),
    isPublic: boolean("is_public").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("audit_events_subject_idx").on(t.subjectType, t.subjectId, t.createdAt)],
);
