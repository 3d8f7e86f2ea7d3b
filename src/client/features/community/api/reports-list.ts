// The reports, newest first, a page at a time, optionally of one status. The viewer's own votes
// come with them, so the list is asked again after a sign-in change or a vote.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { communityReportRoutes } from "../../../../shared/contracts/community-reports.routes";
import type { ReportStatus } from "../../../../shared/domain/community";
import { communityReportsApi } from "../../../lib/api/community-reports";

export const REPORTS_QUERY_KEY = [communityReportRoutes.list.path] as const;
export const REPORTS_PAGE_SIZE = 10;

export function reportsQueryOptions(status: ReportStatus | "", page: number) {
  return queryOptions({
    queryKey: [...REPORTS_QUERY_KEY, { status, page }],
    queryFn: ({ signal }) =>
      communityReportsApi.list({ query: { page, pageSize: REPORTS_PAGE_SIZE, status }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useCommunityReports(status: ReportStatus | "", page: number) {
  return useQuery(reportsQueryOptions(status, page));
}
