// POST /api/ai/analyze-course {courseId, detail:false}: a course card's AI Quick Look. The answer is
// kept in the query cache (never stale), so closing and reopening a card's panel shows it again
// without spending another look; a failed look is asked again when the panel reopens. Every look
// changes the viewer's counts, so the usage badge and the limits meter are refreshed after it.
import { type QueryClient, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { sendJson } from "../api-client";
import { AI_LIMITS_QUERY_KEY } from "./get-ai-limits";

const quickLookResponseContract = () =>
  import("../../../shared/contracts/ai").then((module) => module.QuickLookResponse);

export function quickLookQueryKey(courseId: number) {
  return ["/api/ai/analyze-course", courseId, "quick-look"] as const;
}

/** 401 (guest allowance used) and 429 (member quota used) are answers the card explains, not faults. */
export function analyzeCourse(courseId: number) {
  return sendJson("POST", "/api/ai/analyze-course", { courseId, detail: false }, quickLookResponseContract, {
    expectedStatuses: [401, 429],
  });
}

function refreshCounts(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ["/api/usage"] });
  void queryClient.invalidateQueries({ queryKey: AI_LIMITS_QUERY_KEY });
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
        refreshCounts(queryClient);
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
