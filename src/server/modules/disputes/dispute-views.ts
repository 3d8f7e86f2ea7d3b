// How disputes are read back: the state an item's page shows, the opener's own list and the admin
// queue's rows (with the opener, the creator and any due day), and what every use case takes.
import { and, asc, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import {
  type AdminDispute,
  DISPUTE_ANSWER_BUSINESS_DAYS,
  DISPUTE_MESSAGES,
  type DisputeState,
  type MyDispute,
} from "../../../shared/contracts/disputes";
import type { Db, Executor } from "../../db/client";
import { users } from "../../db/schema/auth";
import { creators } from "../../db/schema/creators";
import { disputes } from "../../db/schema/disputes";
import type { DomainEvents } from "../../lib/domain-events";
import { NotFoundError } from "../../lib/errors";
import { fullName, MEMBER_NAME } from "../account/member-name";
import { businessDayDue, isOverdue } from "./business-days";
import { type DisputeRow, describeTargets } from "./dispute-targets";

/** What every dispute use case takes: the database, the app's domain events and the clock. */
export interface DisputeDeps {
  db: Db;
  /** A decision emits DISPUTE_DECIDED in these (the opener's notice). */
  events: DomainEvents;
  now: () => Date;
}

/** The states a dispute is still waiting in. */
export const ACTIVE = ["open", "under_review"] as const;
/** The states an item's page shows: a rejected dispute leaves the item as it was. */
const SHOWN = ["open", "under_review", "upheld"] as const;

/**
 * The latest dispute an item's page shows (open, under review or upheld) for each item matched by
 * `where`, one per distinct value of the `per` columns, with its state.
 */
export async function latestShown(
  executor: Executor,
  where: SQL | undefined,
  per: [PgColumn, ...PgColumn[]],
) {
  const rows = await executor
    .selectDistinctOn(per, {
      targetId: disputes.targetId,
      targetType: disputes.targetType,
      findingKey: disputes.findingKey,
      status: disputes.status,
      createdAt: disputes.createdAt,
      decidedAt: disputes.decidedAt,
    })
    .from(disputes)
    .where(and(where, inArray(disputes.status, [...SHOWN])))
    .orderBy(...per, desc(disputes.createdAt), desc(disputes.id));
  return rows.map((row) => ({
    ...row,
    state: {
      status: row.status,
      openedAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
    } satisfies DisputeState,
  }));
}

/** The state each item of one kind shows, for the items' own lists. */
export async function publicDisputeStates(
  executor: Executor,
  targetType: "review" | "report",
  ids: readonly number[],
): Promise<Map<number, DisputeState>> {
  if (ids.length === 0) return new Map();
  const rows = await latestShown(
    executor,
    and(eq(disputes.targetType, targetType), inArray(disputes.targetId, [...ids])),
    [disputes.targetId],
  );
  return new Map(rows.map((row) => [row.targetId, row.state]));
}

/** Disputes as their opener reads them, each with its item in words. */
export async function toMine(db: Db, rows: readonly DisputeRow[]): Promise<MyDispute[]> {
  const described = await describeTargets(db, rows);
  return rows.map((row) => ({
    id: row.id,
    targetType: row.targetType,
    targetId: row.targetId,
    findingKey: row.findingKey,
    targetLabel: described.get(row.id)?.label ?? "",
    targetPath: described.get(row.id)?.path ?? null,
    reason: row.reason,
    evidenceUrl: row.evidenceUrl,
    status: row.status,
    decisionReason: row.decisionReason,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    byCreator: row.byCreator !== null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Disputes as the admin queue shows them, with the opener, the creator and any due day. */
export async function toAdmin(
  db: Db,
  where: SQL | undefined,
  limit: number,
  at: Date,
): Promise<AdminDispute[]> {
  const rows = await db
    .select({
      dispute: disputes,
      ...MEMBER_NAME,
      creatorName: creators.name,
    })
    .from(disputes)
    .leftJoin(users, eq(users.id, disputes.openedBy))
    .leftJoin(creators, eq(creators.id, disputes.byCreator))
    .where(where)
    .orderBy(asc(disputes.createdAt), asc(disputes.id))
    .limit(limit);
  const mine = await toMine(
    db,
    rows.map((row) => row.dispute),
  );
  return rows.map((row, i) => {
    const { dispute } = row;
    const fromCreator = dispute.byCreator !== null;
    const active = dispute.status === "open" || dispute.status === "under_review";
    return {
      ...mine[i]!,
      openedByName: fullName(row),
      creatorName: row.creatorName,
      dueBy: fromCreator ? businessDayDue(dispute.createdAt, DISPUTE_ANSWER_BUSINESS_DAYS) : null,
      overdue: fromCreator && active && isOverdue(dispute.createdAt, at, DISPUTE_ANSWER_BUSINESS_DAYS),
    };
  });
}

/** One dispute as the admin queue shows it. */
export async function adminDispute(deps: DisputeDeps, id: number): Promise<AdminDispute> {
  const [row] = await toAdmin(deps.db, eq(disputes.id, id), 1, deps.now());
  if (!row) throw new NotFoundError(DISPUTE_MESSAGES.notFound);
  return row;
}
