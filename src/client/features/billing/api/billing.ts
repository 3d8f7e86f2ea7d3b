// The billing calls /pricing and /subscribe use: GET /api/billing/plans (public), GET
// /api/billing/subscription and POST /api/billing/change-plan. After a change the viewer, usage and
// AI-limit queries are asked again, so the header's plan and 'AI Looks' badge follow at once.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  BillingActionResponse,
  BillingPlansResponse,
  type ChangePlanBody,
  SubscriptionResponse,
} from "../../../../shared/contracts/billing";
import { getJson, sendJson } from "../../../lib/api-client";
import { ME_QUERY_KEY } from "../../../lib/auth/get-me";
import { AI_LIMITS_QUERY_KEY } from "../../../lib/queries/get-ai-limits";

export const BILLING_PLANS_QUERY_KEY = ["/api/billing/plans"] as const;
export const SUBSCRIPTION_QUERY_KEY = ["/api/billing/subscription"] as const;

export function useBillingPlans() {
  return useQuery(
    queryOptions({
      queryKey: BILLING_PLANS_QUERY_KEY,
      queryFn: ({ signal }) => getJson("/api/billing/plans", BillingPlansResponse, { signal }),
      staleTime: 10 * 60 * 1000,
    }),
  );
}

export function useSubscription(signedIn: boolean) {
  return useQuery(
    queryOptions({
      queryKey: SUBSCRIPTION_QUERY_KEY,
      queryFn: ({ signal }) => getJson("/api/billing/subscription", SubscriptionResponse, { signal }),
      enabled: signedIn,
    }),
  );
}

export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    // 409 (no-op, lifetime, admin) and 400 are answers the form shows, not failures to log.
    mutationFn: (body: ChangePlanBody) =>
      sendJson("POST", "/api/billing/change-plan", body, BillingActionResponse, {
        expectedStatuses: [400, 409],
      }),
    onSuccess: (result) => queryClient.setQueryData(SUBSCRIPTION_QUERY_KEY, result.subscription),
    onSettled: () =>
      Promise.all(
        [
          ME_QUERY_KEY,
          ["/api/usage"],
          AI_LIMITS_QUERY_KEY,
          SUBSCRIPTION_QUERY_KEY,
          ["/api/billing/history"],
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
