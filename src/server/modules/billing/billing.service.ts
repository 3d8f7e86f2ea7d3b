// Subscriptions in the database: every change reads the member's row under a lock, asks the billing
// provider what to store, and writes the row and its billing_events entry in one transaction.
import { and, eq, inArray, isNotNull, lte, ne } from "drizzle-orm";
import type {
  BillingEvent,
  BillingHistoryResponse,
  BillingInterval,
  PendingChange,
  SubscriptionResponse,
} from "../../../shared/contracts/billing";
import { aiLookQuota, effectivePlan, type PlanId, planQuotas } from "../../../shared/domain/plans";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/auth";
import { billingEvents } from "../../db/schema/billing";
import { NotFoundError } from "../../lib/errors";
import { newestRows } from "../../lib/newest-rows";
import type { AiQuotaService } from "../analyzer/ai-quota.service";
import { quotaPeriod, userSubject } from "../analyzer/ai-quota.service";
import { toPlanSubject, type UserRow } from "../auth/users";
import type { PriceAlertService } from "../price-alerts/price-alerts.service";
import { cannotChangeReason, type Decision, type SubscriptionState } from "./billing.rules";
import type { BillingProvider } from "./providers/provider";

type Executor = Pick<Db, "select" | "update" | "insert">;

function toState(row: UserRow): SubscriptionState {
  return {
    role: row.role,
    isLifetime: row.isLifetime,
    subscriptionPlan: row.subscriptionPlan,
    subscriptionStatus: row.subscriptionStatus,
    subscriptionEndDate: row.subscriptionEndDate,
    billingInterval: row.billingInterval,
    pendingPlan: row.pendingPlan,
    pendingInterval: row.pendingInterval,
  };
}

async function lockedUser(tx: Executor & Pick<Db, "select">, userId: string): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
  if (!row) throw new NotFoundError("Account not found");
  return row;
}

async function store(
  tx: Executor,
  userId: string,
  decision: Decision,
  provider: BillingProvider,
  now: Date,
): Promise<void> {
  await tx
    .update(users)
    .set({ ...decision.fields, billingProvider: provider.name, updatedAt: now })
    .where(eq(users.id, userId));
  await tx.insert(billingEvents).values({
    userId,
    kind: decision.event.kind,
    fromPlan: decision.event.fromPlan,
    toPlan: decision.event.toPlan,
    interval: decision.event.interval,
    amountCents: decision.event.amountCents,
    provider: provider.name,
    createdAt: now,
  });
}

/** Applies whatever the end of a period left due for one member (null: nothing was due). */
async function settleLocked(
  tx: Executor,
  row: UserRow,
  provider: BillingProvider,
  now: Date,
): Promise<UserRow> {
  const decision = provider.periodEnd(toState(row), now);
  if (decision === null) return row;
  await store(tx, row.id, decision, provider, now);
  return { ...row, ...decision.fields };
}

/**
 * The period-end pass the job runs: members whose paid period ended (canceled, waiting for a
 * downgrade, or due to renew) get what is due. Each member in its own transaction, under a lock.
 */
export async function applyDuePeriodEnds(
  db: Db,
  provider: BillingProvider,
  now: Date,
  signal?: AbortSignal,
): Promise<{ checked: number; applied: number }> {
  const due = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        ne(users.subscriptionPlan, "free"),
        inArray(users.subscriptionStatus, ["active", "canceled"]),
        isNotNull(users.subscriptionEndDate),
        lte(users.subscriptionEndDate, now),
        eq(users.isLifetime, false),
        ne(users.role, "admin"),
      ),
    );
  let applied = 0;
  for (const { id } of due) {
    if (signal?.aborted) break;
    const changed = await db.transaction(async (tx) => {
      const row = await lockedUser(tx, id);
      const after = await settleLocked(tx, row, provider, now);
      return after !== row;
    });
    if (changed) applied += 1;
  }
  return { checked: due.length, applied };
}

function pendingChange(row: UserRow): PendingChange | null {
  if (row.subscriptionEndDate === null || row.subscriptionPlan === "free") return null;
  const at = row.subscriptionEndDate.toISOString();
  if (row.subscriptionStatus === "canceled") return { plan: "free", interval: null, at, kind: "cancel" };
  if (row.subscriptionStatus === "active" && row.pendingPlan !== null) {
    return {
      plan: row.pendingPlan,
      interval: row.pendingPlan === "free" ? null : row.pendingInterval,
      at,
      kind: row.pendingPlan === "free" ? "cancel" : "downgrade",
    };
  }
  return null;
}

export function createBillingService(deps: {
  db: Db;
  provider: BillingProvider;
  quota: AiQuotaService;
  /** The member's alerts count towards what a downgrade would leave active. */
  priceAlerts: Pick<PriceAlertService, "list">;
}) {
  const { db, provider } = deps;
  const alerts = deps.priceAlerts;

  async function describe(row: UserRow, now: Date): Promise<SubscriptionResponse> {
    const subject = toPlanSubject(row);
    const plan = effectivePlan(subject, now);
    const quotas = planQuotas(subject, now);
    const reason = cannotChangeReason(row);
    const pending = plan.active ? pendingChange(row) : null;
    const paid = row.subscriptionPlan !== "free" && plan.source === "subscription";
    const [looks, reports, alertList] = await Promise.all([
      deps.quota.used(userSubject(row.id), "look", now),
      deps.quota.used(userSubject(row.id), "report", now),
      alerts.list(row),
    ]);
    return {
      heldPlan: plan.heldPlanId,
      effectivePlan: plan.planId,
      active: plan.active,
      source: plan.source,
      status: row.subscriptionStatus,
      interval: paid ? (row.billingInterval as BillingInterval | null) : null,
      periodEnd: paid ? (row.subscriptionEndDate?.toISOString() ?? null) : null,
      renews: paid && plan.active && row.subscriptionStatus === "active" && pending?.plan !== "free",
      pendingChange: pending,
      canChange: reason === null,
      cannotChangeReason: reason,
      mode: provider.mode,
      paymentTaken: provider.takesPayment,
      usage: {
        aiLooks: {
          used: looks,
          quota: aiLookQuota(subject, now),
          resetAt: quotaPeriod("look", now).resetAt.toISOString(),
        },
        fullReports: {
          used: reports,
          quota: quotas.fullReportsPerWeek,
          resetAt: quotaPeriod("report", now).resetAt.toISOString(),
        },
        priceAlerts: { active: alertList.activeCount, limit: alertList.activeLimit },
      },
    };
  }

  /** Runs one provider decision for the member under a lock, after settling what was already due. */
  async function act(
    userId: string,
    now: Date,
    decide: (state: SubscriptionState) => Decision,
  ): Promise<{ row: UserRow; decision: Decision }> {
    return db.transaction(async (tx) => {
      const settled = await settleLocked(tx, await lockedUser(tx, userId), provider, now);
      const decision = decide(toState(settled));
      await store(tx, userId, decision, provider, now);
      return { row: { ...settled, ...decision.fields }, decision };
    });
  }

  async function respond(result: { row: UserRow; decision: Decision }, now: Date) {
    return {
      subscription: await describe(result.row, now),
      message: result.decision.message,
      effective: result.decision.effective,
    };
  }

  return {
    async subscription(userId: string, now: Date): Promise<SubscriptionResponse> {
      const row = await db.transaction(async (tx) =>
        settleLocked(tx, await lockedUser(tx, userId), provider, now),
      );
      return describe(row, now);
    },

    async changePlan(userId: string, target: { planId: PlanId; interval: BillingInterval }, now: Date) {
      return respond(await act(userId, now, (state) => provider.changePlan(state, target, now)), now);
    },

    async cancel(userId: string, now: Date) {
      return respond(await act(userId, now, (state) => provider.cancel(state, now)), now);
    },

    async resume(userId: string, now: Date) {
      return respond(await act(userId, now, (state) => provider.resume(state, now)), now);
    },

    async history(userId: string): Promise<BillingHistoryResponse> {
      const rows = await newestRows(
        db,
        billingEvents,
        billingEvents.createdAt,
        100,
        eq(billingEvents.userId, userId),
      );
      return {
        items: rows.map(
          (row): BillingEvent => ({
            id: row.id,
            kind: row.kind as BillingEvent["kind"],
            fromPlan: row.fromPlan as PlanId | null,
            toPlan: row.toPlan as PlanId | null,
            interval: row.interval as BillingInterval | null,
            amount: row.amountCents / 100,
            charged: row.provider !== "demo" && row.amountCents > 0,
            provider: row.provider,
            createdAt: row.createdAt.toISOString(),
          }),
        ),
      };
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
