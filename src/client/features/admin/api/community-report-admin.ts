// Admin: the community reports (newest first, optionally one status) and a report's status change.
// After a change the admin list, the public list and the catalogue (trust scores may have moved)
// are asked again.
import { useQuery } from "@tanstack/react-query";
import { communityReportRoutes } from "../../../../shared/contracts/community-reports.routes";
import type { ReportStatus } from "../../../../shared/domain/community";
import { communityReportsApi } from "../../../lib/api/community-reports";
import { adminListOptions, useAdminChange } from "./admin-list";

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
  return useAdminChange(
    ({ id, status, reason }: { id: number; status: ReportStatus; reason?: string }) =>
      setReportStatus(id, status, reason),
    { lists: [ADMIN_REPORTS_KEY, [communityReportRoutes.list.path]], courses: true, after: "settled" },
  );
}
