// Files a report (signed-in members). The list is asked again afterwards.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateReportBody } from "../../../../shared/contracts/community-reports";
import { communityReportsApi } from "../../../lib/api/community-reports";
import { REPORTS_QUERY_KEY } from "./reports-list";

export function createReport(body: CreateReportBody) {
  // 400 (validation) and 429 (daily limit) are answers the form shows, not failures to log.
  return communityReportsApi.create({ body, expectedStatuses: [400, 401, 429] });
}

export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: REPORTS_QUERY_KEY }),
  });
}
