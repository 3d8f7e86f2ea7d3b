// The audit of editorial changes: what changed from what to what, by whom, and why. Rows are only
// added. Public rows are the item's History on its page; admins read them all.
import { and, desc, eq } from "drizzle-orm";
import type { AuditEvent } from "../../../shared/contracts/editorial";
import type { Executor } from "../../db/client";
import { users } from "../../db/schema/auth";
import { type AUDIT_SUBJECTS, auditEvents } from "../../db/schema/editorial";
import type { EventHandler } from "../../lib/domain-events";
import { fullName, MEMBER_NAME } from "../account/member-name";
import type { ReportStatusChanged } from "../community-reports/report-events";
import type {
  ImportedRecordChanged,
  NameReviewDecided,
  RecordLinkChanged,
} from "../public-records/record-events";
import {
  REVIEW_AUDIT_ACTIONS,
  type ReviewModerated,
  type ReviewProofDecided,
  reviewAuditField,
} from "../reviews/review-events";
import type { PageChangeRecorded } from "../snapshots/page-events";

export type AuditSubject = (typeof AUDIT_SUBJECTS)[number];
export type Changes = Record<string, { from: unknown; to: unknown }>;

export interface AuditEntry {
  subjectType: AuditSubject;
  subjectId: number;
  actorId: string | null;
  action: string;
  changes: Changes;
  reason?: string | null;
  isPublic?: boolean;
  at: Date;
}

export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    actorId: entry.actorId,
    action: entry.action,
    changes: entry.changes,
    reason: entry.reason ?? null,
    isPublic: entry.isPublic ?? false,
    createdAt: entry.at,
  });
}

/** The fields of `next` whose values differ from `before` (compared as JSON, so arrays and dates work). */
export function diff(before: object, next: object): Changes {
  const changes: Changes = {};
  for (const [key, to] of Object.entries(next)) {
    if (to === undefined) continue;
    const from = (before as Record<string, unknown>)[key];
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[key] = { from: from ?? null, to };
  }
  return changes;
}

/** Every audit row of one item, newest first, with the acting admin's name. */
export async function auditOf(
  db: Executor,
  subjectType: AuditSubject,
  subjectId: number,
): Promise<AuditEvent[]> {
  const rows = await db
    .select({
      id: auditEvents.id,
      action: auditEvents.action,
      ...MEMBER_NAME,
      changes: auditEvents.changes,
      reason: auditEvents.reason,
      isPublic: auditEvents.isPublic,
      createdAt: auditEvents.createdAt,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorId))
    .where(and(eq(auditEvents.subjectType, subjectType), eq(auditEvents.subjectId, subjectId)))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id));
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    actorName: fullName(row),
    changes: row.changes as Changes,
    reason: row.reason,
    isPublic: row.isPublic,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * A decision on a review is a row of the review's course, naming the review in its one changed
 * field, so the course's audit shows it in place (reviews/review-events.ts).
 */
function auditReviewDecision(
  tx: Executor,
  event: { reviewId: number; course: { id: number }; adminId: string; at: Date },
  action: string,
  change: { from: unknown; to: unknown },
  reason: string | null,
): Promise<void> {
  return recordAudit(tx, {
    subjectType: "course",
    subjectId: event.course.id,
    actorId: event.adminId,
    action,
    changes: { [reviewAuditField(event.reviewId)]: change },
    reason,
    at: event.at,
  });
}

/** REVIEW_MODERATED's audit row, with the moderator's words. */
export const auditReviewModeration: EventHandler<ReviewModerated> = (event, { tx }) =>
  auditReviewDecision(
    tx,
    event,
    REVIEW_AUDIT_ACTIONS.moderated,
    { from: event.from, to: event.to },
    event.words,
  );

/** A decision on a review's proof of enrolment, with the moderator's reason. */
export const auditProofDecision: EventHandler<ReviewProofDecided> = (event, { tx }) =>
  auditReviewDecision(
    tx,
    event,
    REVIEW_AUDIT_ACTIONS.proof,
    {
      from: "proof of enrolment waiting",
      to: event.verified ? "verified enrolment" : "proof refused",
    },
    event.reason,
  );

/** Every move of a community report is in the audit, with the reason given. */
export const auditReportStatus: EventHandler<ReportStatusChanged> = async (event, { tx }) => {
  await recordAudit(tx, {
    subjectType: "community_report",
    subjectId: event.reportId,
    actorId: event.adminId,
    action: "status",
    changes: { status: { from: event.from, to: event.to } },
    reason: event.reason,
    at: event.at,
  });
};

/**
 * A public record's link confirmed or taken back: a public row on the creator (changing
 * `publicRecord`) and one on the record (changing `creator`), with the evidence or the reason.
 */
export const auditRecordLink: EventHandler<RecordLinkChanged> = async (event, { tx }) => {
  const { adminId: actorId, action, reason, at } = event;
  await recordAudit(tx, {
    subjectType: "creator",
    subjectId: event.creatorId,
    actorId,
    action,
    changes: { publicRecord: event.onCreator },
    reason,
    isPublic: true,
    at,
  });
  await recordAudit(tx, {
    subjectType: "public_record",
    subjectId: event.recordId,
    actorId,
    action,
    changes: { creator: event.onRecord },
    reason,
    at,
  });
};

/** A change the page watch recorded is a row of the course, by the system (no actor). */
export const auditPageChange: EventHandler<PageChangeRecorded> = async (event, { tx }) => {
  await recordAudit(tx, {
    subjectType: "course",
    subjectId: event.courseId,
    actorId: null,
    action: "page-changed",
    changes: event.changes,
    at: event.at,
  });
};

/** A name accepted from the review queue is a row of its record, saying how it was read. */
export const auditAcceptedName: EventHandler<NameReviewDecided> = async (event, { tx }) => {
  if (event.status !== "accepted") return;
  await recordAudit(tx, {
    subjectType: "public_record",
    subjectId: event.recordId,
    actorId: event.adminId,
    action: "public-record-name-accepted",
    changes: { name: { from: null, to: { name: event.name, kind: event.kind } } },
    reason: `Accepted from the review queue (read as “${event.readAs}”)`,
    at: event.at,
  });
};

/** A record an import changed is a row of the record, field by field, by the importing admin or the system. */
export const auditImportedRecord: EventHandler<ImportedRecordChanged> = async (event, { tx }) => {
  await recordAudit(tx, {
    subjectType: "public_record",
    subjectId: event.recordId,
    actorId: event.actorId,
    action: "public-record-updated",
    changes: event.changes,
    reason: event.reason,
    at: event.at,
  });
};
