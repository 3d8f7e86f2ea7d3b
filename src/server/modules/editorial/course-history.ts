// The public History of a course: its trust scores over time and the dated public events of the
// course and its creator (a verification, a creator's status, an archive), newest first, in words.
import { and, asc, desc, eq, or } from "drizzle-orm";
import {
  type CourseHistory,
  EDITORIAL_MESSAGES,
  type HistoryEvent,
} from "../../../shared/contracts/editorial";
import { courses } from "../../db/schema/courses";
import { auditEvents } from "../../db/schema/editorial";
import { courseScoreHistory } from "../../db/schema/trust";
import { findExisting } from "../../lib/lock-row";
import type { Changes } from "./audit";
import type { EditorialDeps } from "./editorial-desk";

/** The public History of a course: its scores over time and the dated public events. */
export async function courseHistory(deps: EditorialDeps, id: number): Promise<CourseHistory> {
  const { db } = deps;
  const course = await findExisting(db, courses, id, EDITORIAL_MESSAGES.courseNotFound, {
    creatorId: courses.creatorId,
    trustScore: courses.trustScore,
    trustComputedAt: courses.trustComputedAt,
    breakdown: courses.trustBreakdown,
  });
  const [scores, events] = await Promise.all([
    db
      .select({
        at: courseScoreHistory.recordedAt,
        score: courseScoreHistory.score,
        band: courseScoreHistory.band,
      })
      .from(courseScoreHistory)
      .where(eq(courseScoreHistory.courseId, id))
      .orderBy(asc(courseScoreHistory.recordedAt), asc(courseScoreHistory.id)),
    db
      .select({
        subjectType: auditEvents.subjectType,
        action: auditEvents.action,
        changes: auditEvents.changes,
        reason: auditEvents.reason,
        at: auditEvents.createdAt,
      })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.isPublic, true),
          or(
            and(eq(auditEvents.subjectType, "course"), eq(auditEvents.subjectId, id)),
            and(eq(auditEvents.subjectType, "creator"), eq(auditEvents.subjectId, course.creatorId)),
          ),
        ),
      )
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(200),
  ]);
  // A course scored before the history existed (the demo data) shows its stored score as one point.
  const points =
    scores.length > 0
      ? scores.map((s) => ({ at: s.at.toISOString(), score: s.score, band: s.band }))
      : course.trustScore !== null && course.trustComputedAt !== null
        ? [
            {
              at: course.trustComputedAt.toISOString(),
              score: course.trustScore,
              band: String((course.breakdown as { band?: string } | null)?.band ?? ""),
            },
          ]
        : [];
  const history: HistoryEvent[] = events.flatMap((event): HistoryEvent[] => {
    const at = event.at.toISOString();
    const changes = event.changes as Changes;
    if (event.subjectType === "creator" && event.action === "status") {
      return [
        {
          kind: "creator-status",
          at,
          summary: `Creator status changed from ${String(changes.verificationStatus?.from)} to ${String(changes.verificationStatus?.to)}.`,
          reason: event.reason,
        },
      ];
    }
    if (event.subjectType === "creator" && event.action === "archived") {
      return [{ kind: "archived", at, summary: "The creator was archived.", reason: event.reason }];
    }
    if (event.action === "verified") {
      const by = changes.verifiedSource?.to;
      return [{ kind: "verified", at, summary: `Verified by ${String(by ?? "HypeCheck")}.`, reason: null }];
    }
    if (event.action === "verification-revoked") {
      return [{ kind: "verification-revoked", at, summary: "Verification revoked.", reason: event.reason }];
    }
    if (event.action === "archived") {
      return [{ kind: "archived", at, summary: "Archived: out of the catalogue.", reason: event.reason }];
    }
    return [];
  });
  for (let i = 1; i < scores.length; i++) {
    const before = scores[i - 1];
    const after = scores[i];
    if (!before || !after) continue;
    history.push({
      kind: "score",
      at: after.at.toISOString(),
      summary: `Trust score ${before.score} → ${after.score}.`,
      reason: null,
    });
  }
  history.sort((a, b) => b.at.localeCompare(a.at));
  return { scores: points, events: history };
}
