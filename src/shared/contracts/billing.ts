// Plans and billing (docs/decisions/0058-demo-billing.md, 0058). Prices, names and
// features come from src/shared/domain/plans.ts; these are the shapes of the /api/billing calls.
import { z } from "zod";
import { PLAN_IDS, SUBSCRIPTION_STATUSES } from "../domain/plans";
import { billingRoutes } from "./billing.routes";
import { Count, endpointKind, listOf, memberKind, storedRow, Timestamp } from "./common";

export const BILLING_INTERVALS = ["monthly", "annual"] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

export const BILLING_MODES = ["demo", "stripe"] as const;
export type BillingMode = (typeof BILLING_MODES)[number];

export const BILLING_EVENT_KINDS = [
  "upgrade",
  "downgrade_scheduled",
  "downgrade_applied",
  "cancel",
  "resume",
  "renewal",
  "refund",
] as const;

const PlanId = z.enum(PLAN_IDS);
const Interval = z.enum(BILLING_INTERVALS);

export const BillingPlan = z.object({
  id: PlanId,
  displayName: z.string(),
  description: z.string(),
  /** Whole US dollars. */
  monthlyPrice: z.number(),
  annualPrice: z.number(),
  /** Dollars saved per year by paying annually. */
  savings: z.number(),
  badge: z.string(),
  badgeColor: z.enum(["gray", "blue", "purple"]),
  buttonText: z.string(),
  popular: z.boolean(),
  features: z.array(z.string()),
  limitations: z.array(z.string()),
});
export type BillingPlan = z.infer<typeof BillingPlan>;

export const BillingPlansResponse = z.object({
  plans: z.array(BillingPlan),
  /** Which billing provider answers plan changes. */
  mode: z.enum(BILLING_MODES),
  /** False in demo mode: choosing a plan activates it without any charge. */
  paymentTaken: z.boolean(),
  refundPolicy: z.string(),
});
export type BillingPlansResponse = z.infer<typeof BillingPlansResponse>;

const Quota = z.object({
  used: Count,
  /** -1: unlimited. */
  quota: z.number().int().min(-1),
  resetAt: Timestamp,
});

export const PendingChange = z.object({
  /** "free" for a cancellation or a downgrade to Free. */
  plan: PlanId,
  interval: Interval.nullable(),
  /** When it takes effect (the end of the current period). */
  at: z.string(),
  kind: z.enum(["cancel", "downgrade"]),
});
export type PendingChange = z.infer<typeof PendingChange>;

export const SubscriptionResponse = z.object({
  heldPlan: PlanId,
  effectivePlan: PlanId,
  active: z.boolean(),
  source: z.enum(["guest", "lifetime", "admin", "subscription", "free"]),
  status: z.enum(SUBSCRIPTION_STATUSES),
  interval: Interval.nullable(),
  /** The end of the current paid period (renewal date while active, end date once canceled). */
  periodEnd: z.string().nullable(),
  /** Whether the plan renews at periodEnd (false once canceled or moving to Free). */
  renews: z.boolean(),
  pendingChange: PendingChange.nullable(),
  canChange: z.boolean(),
  /** Why the plan cannot be changed (lifetime and admin accounts), else null. */
  cannotChangeReason: z.string().nullable(),
  mode: z.enum(BILLING_MODES),
  paymentTaken: z.boolean(),
  usage: z.object({
    aiLooks: Quota,
    fullReports: Quota,
    priceAlerts: z.object({
      active: Count,
      /** null: unlimited. */
      limit: z.number().int().nullable(),
    }),
  }),
});
export type SubscriptionResponse = z.infer<typeof SubscriptionResponse>;

export const ChangePlanBody = z.object({ planId: PlanId, interval: Interval });
export type ChangePlanBody = z.infer<typeof ChangePlanBody>;

export const EmptyBody = z.object({});

export const BillingActionResponse = z.object({
  subscription: SubscriptionResponse,
  /** What happened, in words ("Premium Guardian is active now."). */
  message: z.string(),
  /** Whether the change took effect now or waits for the end of the period. */
  effective: z.enum(["now", "period_end"]),
});
export type BillingActionResponse = z.infer<typeof BillingActionResponse>;

export const BillingEvent = storedRow({
  kind: z.enum(BILLING_EVENT_KINDS),
  fromPlan: PlanId.nullable(),
  toPlan: PlanId.nullable(),
  interval: Interval.nullable(),
  /** Dollars a card provider would charge for this event; nothing is charged in demo mode. */
  amount: z.number(),
  charged: z.boolean(),
  provider: z.string(),
  createdAt: Timestamp,
});
export type BillingEvent = z.infer<typeof BillingEvent>;

export const BillingHistoryResponse = listOf(BillingEvent);
export type BillingHistoryResponse = z.infer<typeof BillingHistoryResponse>;

export const BILLING_MESSAGES = {
  lifetime: "Lifetime members hold Pro Investigator for good, so there is no plan to change.",
  admin: "Admin accounts hold Pro Investigator entitlements, so their plan cannot be changed.",
  alreadyFree: "You are already on the Free plan.",
  nothingToCancel: "You have no paid plan to cancel.",
  nothingToResume: "There is no scheduled change to undo: your plan renews as it is.",
} as const;

// ---- Endpoints ----
// The server adds a sentence on the billing mode (demo or card) to the plans' and the plan change's
// descriptions, as the provider it was started with says.

const read = endpointKind({ tags: ["billing"], status: 200 });
const memberRead = memberKind(["billing"]);
const planChange = endpointKind({ tags: ["billing"], status: 200, errors: [400, 401, 403, 409, 415] });

/** Every endpoint of billing, keyed as in billing.routes.ts. */
export const billingEndpoints = {
  plans: read(billingRoutes.plans, BillingPlansResponse, {
    summary: "The three plans with monthly and annual prices, and the billing mode",
  }),
  subscription: memberRead(billingRoutes.subscription, SubscriptionResponse, {
    summary: "The member's plan, status, period end, scheduled change and usage this period",
  }),
  changePlan: planChange(billingRoutes.changePlan, BillingActionResponse, {
    summary: "Choose a plan and billing interval",
    description:
      "Upgrades take effect at once and start a new period; downgrades (a cheaper plan, annual to monthly, or Free) wait for the end of the period. Lifetime and admin accounts get 409.",
    body: ChangePlanBody,
  }),
  cancel: planChange(billingRoutes.cancel, BillingActionResponse, {
    summary: "Cancel the paid plan at the end of the period (its features stay until then)",
    body: EmptyBody,
  }),
  resume: planChange(billingRoutes.resume, BillingActionResponse, {
    summary: "Keep the current plan: undo a scheduled cancellation or downgrade",
    body: EmptyBody,
  }),
  history: memberRead(billingRoutes.history, BillingHistoryResponse, {
    summary: "The member's billing events, newest first (amounts a card provider would charge)",
  }),
};
