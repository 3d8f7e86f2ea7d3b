// The last 12 months of a course's prices, the low and high, and the "good deal" flag (within 5% of
// the 12-month low). Used by the course page and the price tracker.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { priceAlertRoutes } from "../../../shared/contracts/price-alerts.routes";
import { priceAlertsApi } from "../api/price-alerts";
import { freshOnEveryVisit } from "../query-client";

export function priceHistoryQueryOptions(courseId: number) {
  return queryOptions({
    queryKey: [priceAlertRoutes.history.path, courseId],
    queryFn: ({ signal }) => priceAlertsApi.history({ params: { id: courseId }, signal }),
    staleTime: freshOnEveryVisit,
  });
}

export function usePriceHistory(courseId: number | null) {
  return useQuery({ ...priceHistoryQueryOptions(courseId ?? 0), enabled: courseId !== null });
}
