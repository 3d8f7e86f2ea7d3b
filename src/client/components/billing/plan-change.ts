// What choosing a plan would do, worded for the member before they confirm. The server decides
// (billing.rules.ts); this mirrors its rules: upgrades now, downgrades and Free at the period end.
import type { BillingInterval, SubscriptionResponse } from "../../../shared/contracts/billing";
import { PLANS, type PlanId } from "../../../shared/domain/plans";
import { formatDate } from "../../lib/format";

const RANK: Record<PlanId, number> = { free: 0, premium: 1, pro: 2 };

type ChangePreview =
  | { kind: "blocked"; text: string }
  | { kind: "same"; text: string }
  | { kind: "now"; text: string }
  | { kind: "period_end"; text: string };

export function planPrice(plan: PlanId, interval: BillingInterval): number {
  return interval === "annual" ? PLANS[plan].annualPrice : PLANS[plan].monthlyPrice;
}

export function priceLabel(plan: PlanId, interval: BillingInterval): string {
  if (plan === "free") return "$0";
  return `$${planPrice(plan, interval)}/${interval === "annual" ? "year" : "month"}`;
}

function addPeriod(from: Date, interval: BillingInterval): Date {
  const next = new Date(from);
  next.setUTCMonth(next.getUTCMonth() + (interval === "annual" ? 12 : 1));
  return next;
}

export function previewChange(
  sub: SubscriptionResponse,
  plan: PlanId,
  interval: BillingInterval,
  now: Date = new Date(),
): ChangePreview {
  if (!sub.canChange)
    return { kind: "blocked", text: sub.cannotChangeReason ?? "Your plan cannot be changed." };
  const current = sub.effectivePlan;
  const name = PLANS[plan].displayName;
  const currentName = PLANS[current].displayName;
  const periodEnd = sub.periodEnd ? formatDate(sub.periodEnd) : "the end of your current period";
  if (plan === "free") {
    if (current === "free") return { kind: "same", text: "You are already on the Free plan." };
    if (sub.status === "canceled")
      return { kind: "same", text: `Your ${currentName} plan is already canceled; it ends on ${periodEnd}.` };
    return {
      kind: "period_end",
      text: `Your ${currentName} plan is canceled at the end of the period: you keep its features until ${periodEnd}, then move to Free.`,
    };
  }
  const startsNow = (): ChangePreview => ({
    kind: "now",
    text: `${name} (${interval}) starts now. Your next period ends on ${formatDate(addPeriod(now, interval).toISOString())}.`,
  });
  if (current === "free") return startsNow();
  const currentInterval = sub.interval ?? "monthly";
  const samePlan = plan === sub.heldPlan;
  if (samePlan && interval === currentInterval) {
    if (sub.pendingChange)
      return { kind: "now", text: `You keep ${currentName}; the scheduled change is undone.` };
    return { kind: "same", text: `This is your current plan (${currentInterval}).` };
  }
  if (RANK[plan] > RANK[current] || (samePlan && currentInterval === "monthly" && interval === "annual")) {
    return startsNow();
  }
  return {
    kind: "period_end",
    text: `You move to ${name} (${interval}) on ${periodEnd}. Until then you keep ${currentName}.`,
  };
}
