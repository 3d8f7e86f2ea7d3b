// The AI course analyzer on a course URL. A run counts against the month's AI looks, so the usage
// badge and the limits meter are refetched after it, whether it succeeded or not (a refused run may
// still have been counted).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { analyzeCourseUrl } from "../../../lib/api/ai";
import { refreshAiCounts } from "../../../lib/queries/get-ai-limits";

export function analyzeUrl(url: string) {
  return analyzeCourseUrl(url);
}

export function useAnalyzeUrl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyzeUrl,
    onSettled: () => refreshAiCounts(queryClient),
  });
}
