// GET /api/community-reports: the reports, newest first, a page at a time, optionally of one status.
// The viewer's own votes come with them, so the list is asked again after a sign-in change or a vote.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { ReportListResponse } from "../../../../shared/contracts/community-reports";
import type { ReportStatus } from "../../../../shared/domain/community";
import { getJson } from "../../../lib/api-client";

export const REPORTS_QUERY_KEY = ["/api/community-reports"] as const;
export const REPORTS_PAGE_SIZE = 10;

export function reportsQueryOptions(status: ReportStatus | "", page: number) {
  const params = new URLSearchParams({ page: String(page), pageSize: String(REPORTS_PAGE_SIZE) });
  if (status !== "") params.set("status", status);
  return queryOptions({
    queryKey: [...REPORTS_QUERY_KEY, { status, page }],
    queryFn: ({ signal }) => getJson(`/api/community-reports?${params}`, ReportListResponse, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useCommunityReports(status: ReportStatus | "", page: number) {
  return useQuery(reportsQueryOptions(status, page));
}
