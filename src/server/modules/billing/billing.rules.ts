// The plan-change rules (docs/decisions/0042, 0058), as pure functions of the stored subscription and
// a clock (so they are tested with fixed dates): upgrades take effect at once and start a new
// period; downgrades and cancellation wait for the end of the period (the features stay until then,
// per effectivePlan); resume undoes a waiting change; at the end of a period the waiting change is
// applied, or the plan renews. Every decision names the billing_events row it writes.
import { BILLING_MESSAGES, type BillingInterval } from "../../../shared/contracts/billing";
import {
  effectivePlan,
  PLANS,
  type PlanId,
  type Role,
  type SubscriptionStatus,
} from "../../../shared/domain/plans";
import { ConflictError } from "../../lib/errors";

/** The users columns the rules read and write. */
export interface SubscriptionState {
  role: Role;
  isLifetime: boolean;
  subscriptionPlan: PlanId;
  subscriptionStatus: SubscriptionStatus;
  subscriptionEndDate: Date | null;
  billingInterval: BillingInterval | null;
  pendingPlan: PlanId | null;
  pendingInterval: BillingInterval | null;
}

export type SubscriptionFields = Omit<SubscriptionState, "role" | "isLifetime">;

export type BillingEventKind =
  | "upgrade"
  | "downgrade_scheduled"
  | "downgrade_applied"
  | "cancel"
  | "resume"
  | "renewal";

export interface EventDraft {
  kind: BillingEventKind;
  fromPlan: PlanId;
  toPlan: PlanId;
  interval: BillingInterval | null;
  /** What a card provider would charge for this event (cents). */
  amountCents: number;
}

export interface Decision {
  fields: SubscriptionFields;
  event: EventDraft;
  effective: "now" | "period_end";
  message: string;
}

const RANK: Record<PlanId, number> = { free: 0, premium: 1, pro: 2 };

export function priceCents(plan: PlanId, interval: BillingInterval | null): number {
  if (plan === "free" || interval === null) return 0;
  const dollars = interval === "annual" ? PLANS[plan].annualPrice : PLANS[plan].monthlyPrice;
  return Math.round(dollars * 100);
}

/** One billing period after `from`; a day missing from the target month is clamped (Jan 31 -> Feb 28). */
export function addInterval(from: Date, interval: BillingInterval): Date {
  const months = interval === "annual" ? 12 : 1;
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(from.getUTCDate(), lastDay),
      from.getUTCHours(),
      from.getUTCMinutes(),
      from.getUTCSeconds(),
      from.getUTCMilliseconds(),
    ),
  );
}

/** The first period end after `now`, counting whole periods on from `end`. */
function nextPeriodEnd(end: Date, interval: BillingInterval, now: Date): Date {
  let next = addInterval(end, interval);
  // Bounded: a server that was off for years still catches up in a few hundred steps.
  for (let i = 0; i < 1000 && next.getTime() <= now.getTime(); i++) next = addInterval(next, interval);
  return next.getTime() > now.getTime() ? next : addInterval(now, interval);
}

export function planLabel(plan: PlanId, interval: BillingInterval | null): string {
  const name = PLANS[plan].displayName;
  return plan === "free" || interval === null ? name : `${name} (${interval})`;
}

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
const formatDate = (date: Date) => dateFormat.format(date);

/** Lifetime and admin accounts hold Pro and cannot change plan (null: they can). */
export function cannotChangeReason(state: Pick<SubscriptionState, "role" | "isLifetime">): string | null {
  if (state.isLifetime) return BILLING_MESSAGES.lifetime;
  if (state.role === "admin") return BILLING_MESSAGES.admin;
  return null;
}

function assertCanChange(state: SubscriptionState): void {
  const reason = cannotChangeReason(state);
  if (reason !== null) throw new ConflictError(reason);
}

/** The paid plan in force now, or free (an expired or past-end plan counts as free). */
function planInForce(state: SubscriptionState, now: Date): PlanId {
  return effectivePlan(state, now).planId;
}

/**
 * The end of the current period. A paid plan with no end date on record (set up by hand or by the
 * demo seed) gets one period from now, so a downgrade or cancellation has a date to wait for.
 */
function currentPeriodEnd(state: SubscriptionState, now: Date): Date {
  return state.subscriptionEndDate ?? addInterval(now, state.billingInterval ?? "monthly");
}

/** `plan` active until `end`, billed per `interval`, with no change waiting. */
function activeUntil(
  plan: SubscriptionFields["subscriptionPlan"],
  end: Date,
  interval: SubscriptionFields["billingInterval"],
): SubscriptionFields {
  return {
    subscriptionPlan: plan,
    subscriptionStatus: "active",
    subscriptionEndDate: end,
    billingInterval: interval,
    pendingPlan: null,
    pendingInterval: null,
  };
}

function startNow(plan: PlanId, interval: BillingInterval, now: Date, from: PlanId): Decision {
  return {
    fields: activeUntil(plan, addInterval(now, interval), interval),
    event: {
      kind: "upgrade",
      fromPlan: from,
      toPlan: plan,
      interval,
      amountCents: priceCents(plan, interval),
    },
    effective: "now",
    message: `${planLabel(plan, interval)} is active now.`,
  };
}

export function decideCancel(state: SubscriptionState, now: Date): Decision {
  assertCanChange(state);
  const current = planInForce(state, now);
  if (current === "free") throw new ConflictError(BILLING_MESSAGES.nothingToCancel);
  const end = currentPeriodEnd(state, now);
  if (state.subscriptionStatus === "canceled") {
    throw new ConflictError(`Your plan is already canceled; it ends on ${formatDate(end)}.`);
  }
  return {
    fields: {
      subscriptionPlan: state.subscriptionPlan,
      subscriptionStatus: "canceled",
      subscriptionEndDate: end,
      billingInterval: state.billingInterval,
      pendingPlan: null,
      pendingInterval: null,
    },
    event: {
      kind: "cancel",
      fromPlan: state.subscriptionPlan,
      toPlan: "free",
      interval: state.billingInterval,
      amountCents: 0,
    },
    effective: "period_end",
    message: `Your ${PLANS[state.subscriptionPlan].displayName} plan is canceled. You keep its features until ${formatDate(end)}, then move to Free.`,
  };
}

export function decideResume(state: SubscriptionState, now: Date): Decision {
  assertCanChange(state);
  const current = planInForce(state, now);
  const waiting = state.subscriptionStatus === "canceled" || state.pendingPlan !== null;
  if (current === "free" || !waiting) throw new ConflictError(BILLING_MESSAGES.nothingToResume);
  return {
    fields: activeUntil(state.subscriptionPlan, currentPeriodEnd(state, now), state.billingInterval),
    event: {
      kind: "resume",
      fromPlan: state.pendingPlan ?? "free",
      toPlan: state.subscriptionPlan,
      interval: state.billingInterval,
      amountCents: 0,
    },
    effective: "now",
    message: `You keep ${planLabel(state.subscriptionPlan, state.billingInterval)}; the scheduled change is undone.`,
  };
}

/**
 * A plan change. Upgrades (a dearer plan, or from monthly to annual billing) take effect at once
 * with a new period starting now; downgrades (a cheaper paid plan, annual to monthly, or Free) wait
 * for the end of the current period. Choosing the plan already held undoes a waiting change.
 */
export function decideChange(
  state: SubscriptionState,
  target: { planId: PlanId; interval: BillingInterval },
  now: Date,
): Decision {
  assertCanChange(state);
  const current = planInForce(state, now);
  if (target.planId === "free") {
    if (current === "free") throw new ConflictError(BILLING_MESSAGES.alreadyFree);
    return decideCancel(state, now);
  }
  if (current === "free") return startNow(target.planId, target.interval, now, "free");

  const interval = state.billingInterval ?? "monthly";
  const samePlan = target.planId === state.subscriptionPlan;
  if (samePlan && target.interval === interval) {
    const waiting = state.subscriptionStatus === "canceled" || state.pendingPlan !== null;
    if (waiting) return decideResume(state, now);
    throw new ConflictError(`You are already on ${planLabel(target.planId, interval)}.`);
  }
  const upgrade =
    RANK[target.planId] > RANK[current] ||
    (samePlan && interval === "monthly" && target.interval === "annual");
  if (upgrade) return startNow(target.planId, target.interval, now, current);

  const end = currentPeriodEnd(state, now);
  return {
    fields: {
      subscriptionPlan: state.subscriptionPlan,
      subscriptionStatus: "active",
      subscriptionEndDate: end,
      billingInterval: state.billingInterval ?? interval,
      pendingPlan: target.planId,
      pendingInterval: target.interval,
    },
    event: {
      kind: "downgrade_scheduled",
      fromPlan: current,
      toPlan: target.planId,
      interval: target.interval,
      amountCents: 0,
    },
    effective: "period_end",
    message: `You move to ${planLabel(target.planId, target.interval)} on ${formatDate(end)}; until then you keep ${PLANS[current].displayName}.`,
  };
}

/**
 * What happens when a period has ended (null when nothing is due): a canceled plan (or one moving to
 * Free) becomes Free with status expired; a waiting downgrade becomes the plan for a new period; an
 * active plan with nothing waiting renews for another period (the demo provider charges nothing; a
 * card provider renews by its own webhook instead, so `renew` is false for it).
 */
export function decidePeriodEnd(state: SubscriptionState, now: Date, renew: boolean): Decision | null {
  if (cannotChangeReason(state) !== null) return null;
  const end = state.subscriptionEndDate;
  if (state.subscriptionPlan === "free" || end === null || end.getTime() > now.getTime()) return null;
  if (state.subscriptionStatus === "expired" || state.subscriptionStatus === "free") return null;
  const from = state.subscriptionPlan;

  if (state.subscriptionStatus === "canceled" || state.pendingPlan === "free") {
    return {
      fields: {
        subscriptionPlan: "free",
        subscriptionStatus: "expired",
        subscriptionEndDate: end,
        billingInterval: null,
        pendingPlan: null,
        pendingInterval: null,
      },
      event: { kind: "downgrade_applied", fromPlan: from, toPlan: "free", interval: null, amountCents: 0 },
      effective: "now",
      message: `${PLANS[from].displayName} ended on ${formatDate(end)}; you are on Free.`,
    };
  }
  if (state.pendingPlan !== null) {
    const interval = state.pendingInterval ?? state.billingInterval ?? "monthly";
    return {
      fields: activeUntil(state.pendingPlan, nextPeriodEnd(end, interval, now), interval),
      event: {
        kind: "downgrade_applied",
        fromPlan: from,
        toPlan: state.pendingPlan,
        interval,
        amountCents: priceCents(state.pendingPlan, interval),
      },
      effective: "now",
      message: `${planLabel(state.pendingPlan, interval)} is active now.`,
    };
  }
  if (!renew) return null;
  const interval = state.billingInterval ?? "monthly";
  return {
    fields: activeUntil(from, nextPeriodEnd(end, interval, now), interval),
    event: {
      kind: "renewal",
      fromPlan: from,
      toPlan: from,
      interval,
      amountCents: priceCents(from, interval),
    },
    effective: "now",
    message: `${planLabel(from, interval)} renewed.`,
  };
}
