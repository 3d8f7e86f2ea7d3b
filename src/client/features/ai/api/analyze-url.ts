// POST /api/ai/analyze-course {url}: the AI course analyzer (SPEC.md section 3 "AI course analysis
// result"). A run counts against the month's AI looks, so the usage badge and the limits meter are
// refetched after it, whether it succeeded or not (a refused run may still have been counted).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CourseAnalysis } from "../../../../shared/contracts/analysis";
import { sendJson } from "../../../lib/api-client";

export function analyzeUrl(url: string) {
  return sendJson("POST", "/api/ai/analyze-course", { url }, CourseAnalysis);
}

export function useAnalyzeUrl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyzeUrl,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["/api/usage"] }),
        queryClient.invalidateQueries({ queryKey: ["/api/ai/limits"] }),
      ]),
  });
}
