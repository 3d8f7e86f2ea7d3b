// Admin: GET /api/admin/community-reports (newest first, optionally one status) and
// POST /api/admin/community-reports/{id}/status. After a change the admin list, the public list and
// the catalogue (trust scores may have moved) are asked again.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ReportListResponse, ReportStatusResponse } from "../../../../shared/contracts/community-reports";
import type { ReportStatus } from "../../../../shared/domain/community";
import { getJson, sendJson } from "../../../lib/api-client";

export const ADMIN_REPORTS_KEY = ["/api/admin/community-reports"] as const;

export function adminReportsQueryOptions(status: ReportStatus | "", page: number, pageSize: number) {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (status !== "") params.set("status", status);
  return queryOptions({
    queryKey: [...ADMIN_REPORTS_KEY, { status, page, pageSize }],
    queryFn: ({ signal }) =>
      getJson(`/api/admin/community-reports?${params}`, ReportListResponse, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: "always",
  });
}

export function useAdminReports(status: ReportStatus | "", page: number, pageSize: number) {
  return useQuery(adminReportsQueryOptions(status, page, pageSize));
}

export function setReportStatus(id: number, status: ReportStatus) {
  return sendJson("POST", `/api/admin/community-reports/${id}/status`, { status }, ReportStatusResponse, {
    expectedStatuses: [404, 409],
  });
}

export function useSetReportStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ReportStatus }) => setReportStatus(id, status),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_REPORTS_KEY }),
        queryClient.invalidateQueries({ queryKey: ["/api/community-reports"] }),
        queryClient.invalidateQueries({ queryKey: ["/api/courses"] }),
      ]);
    },
  });
}
