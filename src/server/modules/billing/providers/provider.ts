// The billing-provider interface (docs/decisions/0058-demo-billing.md). The routes and the
// period-end job ask the provider what a plan change stores; the provider says whether it takes
// payment. The demo provider (demo.ts) is the default; a card provider (Stripe Checkout) would plug
// in by configuration.
import type { BillingInterval, BillingMode } from "../../../../shared/contracts/billing";
import type { PlanId } from "../../../../shared/domain/plans";
import type { Decision, SubscriptionState } from "../billing.rules";

export interface BillingProvider {
  mode: BillingMode;
  /** The name written to users.billing_provider and billing_events.provider. */
  name: string;
  /** Whether choosing a plan charges a card. False in demo mode: nothing is ever charged. */
  takesPayment: boolean;
  changePlan(
    state: SubscriptionState,
    target: { planId: PlanId; interval: BillingInterval },
    now: Date,
  ): Decision;
  cancel(state: SubscriptionState, now: Date): Decision;
  resume(state: SubscriptionState, now: Date): Decision;
  /** What is due once a period has ended (null: nothing). */
  periodEnd(state: SubscriptionState, now: Date): Decision | null;
}
