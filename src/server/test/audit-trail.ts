// What the audit trail holds about one subject, for tests that check an action was recorded.
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { auditEvents } from "../db/schema/editorial";

type AuditSubject = (typeof auditEvents.$inferSelect)["subjectType"];

/** The audit rows of `action` on one subject, newest first. */
export function auditRowsOf(db: Db, subjectType: AuditSubject, subjectId: number, action: string) {
  return db
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.subjectType, subjectType),
        eq(auditEvents.subjectId, subjectId),
        eq(auditEvents.action, action),
      ),
    )
    .orderBy(desc(auditEvents.id));
}
