import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  BillingActionResponse,
  BillingHistoryResponse,
  BillingPlansResponse,
  ChangePlanBody,
  EmptyBody,
  SubscriptionResponse,
} from "../../../shared/contracts/billing";
import { ErrorResponse } from "../../../shared/contracts/common";
import { PLAN_IDS, PLANS, REFUND_POLICY } from "../../../shared/domain/plans";
import type { AppDeps } from "../../deps";
import { requireUser, signedInOnly } from "../../plugins/auth";
import { createBillingService } from "./billing.service";
import { createBillingProvider } from "./providers";

// Route chain (STYLE.md): auth (preValidation) -> validation -> handler, so a guest gets 401
// whatever the body holds.
const signedIn = signedInOnly;

const changeErrors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  409: ErrorResponse,
  415: ErrorResponse,
} as const;

/** Plans, subscription and the billing provider (issue 6; DECISIONS.md "Billing"). */
export async function registerBillingRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  // Throws at start when card billing is configured: this build has the demo provider only.
  const provider = createBillingProvider(deps.config.billing);
  const billing = createBillingService({ db: deps.db, provider, quota: deps.ai.quota });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const modeNote = provider.takesPayment
    ? "Plan changes are charged by the card provider."
    : "Demo mode: a chosen plan is active at once and no payment is taken.";

  r.get(
    "/api/billing/plans",
    {
      schema: {
        tags: ["billing"],
        summary: "The three plans with monthly and annual prices, and the billing mode",
        description: modeNote,
        response: { 200: BillingPlansResponse },
      },
    },
    async () => ({
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
    }),
  );

  r.get(
    "/api/billing/subscription",
    {
      preValidation: signedIn,
      schema: {
        tags: ["billing"],
        summary: "The member's plan, status, period end, scheduled change and usage this period",
        response: { 200: SubscriptionResponse, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header("cache-control", "no-store");
      return billing.subscription(user.id, new Date());
    },
  );

  r.post(
    "/api/billing/change-plan",
    {
      preValidation: signedIn,
      schema: {
        tags: ["billing"],
        summary: "Choose a plan and billing interval",
        description: `Upgrades take effect at once and start a new period; downgrades (a cheaper plan, annual to monthly, or Free) wait for the end of the period. Lifetime and admin accounts get 409. ${modeNote}`,
        body: ChangePlanBody,
        response: { 200: BillingActionResponse, ...changeErrors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return billing.changePlan(user.id, request.body, new Date());
    },
  );

  r.post(
    "/api/billing/cancel",
    {
      preValidation: signedIn,
      schema: {
        tags: ["billing"],
        summary: "Cancel the paid plan at the end of the period (its features stay until then)",
        body: EmptyBody,
        response: { 200: BillingActionResponse, ...changeErrors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return billing.cancel(user.id, new Date());
    },
  );

  r.post(
    "/api/billing/resume",
    {
      preValidation: signedIn,
      schema: {
        tags: ["billing"],
        summary: "Keep the current plan: undo a scheduled cancellation or downgrade",
        body: EmptyBody,
        response: { 200: BillingActionResponse, ...changeErrors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return billing.resume(user.id, new Date());
    },
  );

  r.get(
    "/api/billing/history",
    {
      preValidation: signedIn,
      schema: {
        tags: ["billing"],
        summary: "The member's billing events, newest first (amounts a card provider would charge)",
        response: { 200: BillingHistoryResponse, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header("cache-control", "no-store");
      return billing.history(user.id);
    },
  );
}
