// The billing calls of /pricing, /premium-verification, /subscribe and /account: the plans (public),
// the member's subscription and billing history, and the plan change, cancel and resume. After any
// change the viewer, usage and AI-limit queries are asked again, so the header's plan and 'AI Looks'
// badge follow at once.
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BillingActionResponse, ChangePlanBody } from "../../../shared/contracts/billing";
import { billingRoutes } from "../../../shared/contracts/billing.routes";
import { usageRoutes } from "../../../shared/contracts/usage.routes";
import { billingApi } from "../api/billing";
import { ME_QUERY_KEY } from "../auth/get-me";
import { AI_LIMITS_QUERY_KEY } from "./get-ai-limits";

export const BILLING_PLANS_QUERY_KEY = [billingRoutes.plans.path] as const;
export const SUBSCRIPTION_QUERY_KEY = [billingRoutes.subscription.path] as const;
export const BILLING_HISTORY_QUERY_KEY = [billingRoutes.history.path] as const;

export function useBillingPlans() {
  return useQuery(
    queryOptions({
      queryKey: BILLING_PLANS_QUERY_KEY,
      queryFn: ({ signal }) => billingApi.plans({ signal }),
      staleTime: 10 * 60 * 1000,
    }),
  );
}

export function useSubscription(signedIn: boolean) {
  return useQuery(
    queryOptions({
      queryKey: SUBSCRIPTION_QUERY_KEY,
      queryFn: ({ signal }) => billingApi.subscription({ signal }),
      enabled: signedIn,
    }),
  );
}

export function useBillingHistory() {
  return useQuery(
    queryOptions({
      queryKey: BILLING_HISTORY_QUERY_KEY,
      queryFn: ({ signal }) => billingApi.history({ signal }),
    }),
  );
}

function refreshAfterChange(queryClient: QueryClient) {
  return Promise.all(
    [
      ME_QUERY_KEY,
      [usageRoutes.get.path],
      AI_LIMITS_QUERY_KEY,
      SUBSCRIPTION_QUERY_KEY,
      BILLING_HISTORY_QUERY_KEY,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

function useBillingAction<T = void>(send: (input: T) => Promise<BillingActionResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (result) => queryClient.setQueryData(SUBSCRIPTION_QUERY_KEY, result.subscription),
    onSettled: () => refreshAfterChange(queryClient),
  });
}

// 400 and 409 (a no-op, lifetime, admin) are answers the page shows, not failures to log.
const expectedStatuses = [400, 409];

export function useChangePlan() {
  return useBillingAction((body: ChangePlanBody) => billingApi.changePlan({ body, expectedStatuses }));
}

export function useCancelPlan() {
  return useBillingAction(() => billingApi.cancel({ body: {}, expectedStatuses }));
}

export function useResumePlan() {
  return useBillingAction(() => billingApi.resume({ body: {}, expectedStatuses }));
}
