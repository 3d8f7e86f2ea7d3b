import type { FastifyInstance } from "fastify";
import type { AnyEndpoint } from "../../../shared/api/endpoint";
import { billingEndpoints as e } from "../../../shared/contracts/billing";
import { PLAN_IDS, PLANS, REFUND_POLICY } from "../../../shared/domain/plans";
import type { AppDeps } from "../../deps";
import { registerEndpoint } from "../../lib/endpoint";
import { GUARDS, registerMemberEndpoint } from "../../plugins/auth";
import type { RouteModule } from "../route-module";

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

  registerEndpoint(app, withModeNote(e.plans), GUARDS.public, async () => ({
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

  registerMemberEndpoint(app, e.subscription, async (user) => {
    return billing.subscription(user.id, new Date());
  });

  registerMemberEndpoint(app, withModeNote(e.changePlan), async (user, request) => {
    return billing.changePlan(user.id, request.body, new Date());
  });

  registerMemberEndpoint(app, e.cancel, async (user) => {
    return billing.cancel(user.id, new Date());
  });

  registerMemberEndpoint(app, e.resume, async (user) => {
    return billing.resume(user.id, new Date());
  });

  registerMemberEndpoint(app, e.history, async (user) => {
    return billing.history(user.id);
  });
}

export const routeModule: RouteModule = { order: 270, register: registerBillingRoutes };
