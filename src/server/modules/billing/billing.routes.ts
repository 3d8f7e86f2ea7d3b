import type { FastifyInstance } from "fastify";
import type { AnyEndpoint } from "../../../shared/api/endpoint";
import {
  cancelPlan,
  changePlan,
  getBillingHistory,
  getBillingPlans,
  getSubscription,
  resumePlan,
} from "../../../shared/contracts/billing";
import { PLAN_IDS, PLANS, REFUND_POLICY } from "../../../shared/domain/plans";
import type { AppDeps } from "../../deps";
import { registerEndpoint } from "../../lib/endpoint";
import { GUARDS, requireUser } from "../../plugins/auth";

/** Plans, subscription and the billing provider. */
export async function registerBillingRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { billing, billingProvider: provider } = deps;
  const modeNote = provider.takesPayment
    ? "Plan changes are charged by the card provider."
    : "Demo mode: a chosen plan is active at once and no payment is taken.";
  /** The contract with the billing mode's sentence after its own description, for the API docs. */
  const withModeNote = <E extends AnyEndpoint>(endpoint: E): E => ({
    ...endpoint,
    description: endpoint.description === undefined ? modeNote : `${endpoint.description} ${modeNote}`,
  });

  registerEndpoint(app, withModeNote(getBillingPlans), GUARDS.public, async () => ({
    plans: PLAN_IDS.map((id) => {
      const plan = PLANS[id];
      return {
        id: plan.id,
        displayName: plan.displayName,
        description: plan.description,
        monthlyPrice: plan.monthlyPrice,
        annualPrice: plan.annualPrice,
        savings: plan.savings,
        badge: plan.badge,
        badgeColor: plan.badgeColor,
        buttonText: plan.buttonText,
        popular: plan.popular,
        features: [...plan.features],
        limitations: [...plan.limitations],
      };
    }),
    mode: provider.mode,
    paymentTaken: provider.takesPayment,
    refundPolicy: REFUND_POLICY,
  }));

  registerEndpoint(app, getSubscription, GUARDS.signedIn, async (request) => {
    const user = await requireUser(request);
    return billing.subscription(user.id, new Date());
  });

  registerEndpoint(app, withModeNote(changePlan), GUARDS.signedIn, async (request) => {
    const user = await requireUser(request);
    return billing.changePlan(user.id, request.body, new Date());
  });

  registerEndpoint(app, cancelPlan, GUARDS.signedIn, async (request) => {
    const user = await requireUser(request);
    return billing.cancel(user.id, new Date());
  });

  registerEndpoint(app, resumePlan, GUARDS.signedIn, async (request) => {
    const user = await requireUser(request);
    return billing.resume(user.id, new Date());
  });

  registerEndpoint(app, getBillingHistory, GUARDS.signedIn, async (request) => {
    const user = await requireUser(request);
    return billing.history(user.id);
  });
}
