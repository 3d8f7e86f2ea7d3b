// A course card's AI Quick Look. The answer is kept in the query cache (never stale), so closing
// and reopening a card's panel shows it again without spending another look; a failed look is
// asked again when the panel reopens. Every look
// changes the viewer's counts, so the usage badge and the limits meter are refreshed after it.
import { type QueryClient, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { aiRoutes } from "../../../shared/contracts/ai.routes";
import { quickLook } from "../api/ai";
import { refreshAiCounts } from "./get-ai-limits";

export function quickLookQueryKey(courseId: number) {
  return [aiRoutes.analyzeCourse.path, courseId, "quick-look"] as const;
}

/** 401 (guest allowance used) and 429 (member quota used) are answers the card explains, not faults. */
export function analyzeCourse(courseId: number) {
  return quickLook(courseId, { expectedStatuses: [401, 429] });
}

export function quickLookQueryOptions(queryClient: QueryClient, courseId: number) {
  return queryOptions({
    queryKey: quickLookQueryKey(courseId),
    // No abort signal: a look the server has started is counted, so its answer is worth keeping
    // even when the panel closes before it arrives.
    queryFn: async () => {
      try {
        return await analyzeCourse(courseId);
      } finally {
        void refreshAiCounts(queryClient);
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 30 * 60 * 1000,
    retry: false,
  });
}

export function useQuickLook(courseId: number) {
  const queryClient = useQueryClient();
  return useQuery(quickLookQueryOptions(queryClient, courseId));
}
