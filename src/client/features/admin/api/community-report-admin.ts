// Admin: the community reports (newest first, optionally one status) and a report's status change.
// After a change the admin list, the public list and the catalogue (trust scores may have moved)
// are asked again.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { communityReportRoutes } from "../../../../shared/contracts/community-reports.routes";
import type { ReportStatus } from "../../../../shared/domain/community";
import { communityReportsApi } from "../../../lib/api/community-reports";
import { invalidateCourseReads } from "../../../lib/api/courses";
import { adminListOptions } from "./admin-list";

export const ADMIN_REPORTS_KEY = [communityReportRoutes.adminList.path] as const;

export function adminReportsQueryOptions(status: ReportStatus | "", page: number, pageSize: number) {
  return adminListOptions([...ADMIN_REPORTS_KEY, { status, page, pageSize }], ({ signal }) =>
    communityReportsApi.adminList({ query: { page, pageSize, status }, signal }),
  );
}

export function useAdminReports(status: ReportStatus | "", page: number, pageSize: number) {
  return useQuery(adminReportsQueryOptions(status, page, pageSize));
}

/** Confirming or rejecting sends the reason the reporter reads. */
export function setReportStatus(id: number, status: ReportStatus, reason?: string) {
  return communityReportsApi.setStatus({
    params: { id },
    body: reason === undefined ? { status } : { status, reason },
    expectedStatuses: [400, 404, 409],
  });
}

export function useSetReportStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, reason }: { id: number; status: ReportStatus; reason?: string }) =>
      setReportStatus(id, status, reason),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_REPORTS_KEY }),
        queryClient.invalidateQueries({ queryKey: [communityReportRoutes.list.path] }),
        invalidateCourseReads(queryClient),
      ]);
    },
  });
}
