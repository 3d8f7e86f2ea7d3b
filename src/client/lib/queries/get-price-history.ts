// GET /api/courses/{id}/price-history: the last 12 months of a course's prices, the low and high, and
// the "good deal" flag (within 5% of the 12-month low). Used by the course page and the price tracker.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "../api-client";
import { freshOnEveryVisit } from "../query-client";

const priceHistoryResponseContract = () =>
  import("../../../shared/contracts/price-alerts").then((module) => module.PriceHistoryResponse);

export function priceHistoryQueryOptions(courseId: number) {
  return queryOptions({
    queryKey: ["/api/courses", courseId, "price-history"],
    queryFn: ({ signal }) =>
      getJson(`/api/courses/${courseId}/price-history`, priceHistoryResponseContract, { signal }),
    staleTime: freshOnEveryVisit,
  });
}

export function usePriceHistory(courseId: number | null) {
  return useQuery({ ...priceHistoryQueryOptions(courseId ?? 0), enabled: courseId !== null });
}
