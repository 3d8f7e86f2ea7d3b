// A vote on a report: 1 up, -1 down, 0 withdraws. The answer's counts are written
// into the cached pages at once; the list is then asked again.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReportListResponse } from "../../../../shared/contracts/community-reports";
import { communityReportsApi } from "../../../lib/api/community-reports";
import { REPORTS_QUERY_KEY } from "./reports-list";

export type VoteValue = 1 | -1 | 0;

export function voteOnReport(id: number, value: VoteValue) {
  return communityReportsApi.vote({ params: { id }, body: { value }, expectedStatuses: [401, 403, 404] });
}

export function useVoteOnReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, value }: { id: number; value: VoteValue }) => voteOnReport(id, value),
    onSuccess: (result) => {
      queryClient.setQueriesData<ReportListResponse>({ queryKey: REPORTS_QUERY_KEY }, (page) =>
        page === undefined
          ? page
          : {
              ...page,
              items: page.items.map((report) =>
                report.id === result.reportId
                  ? { ...report, upvotes: result.upvotes, downvotes: result.downvotes, myVote: result.myVote }
                  : report,
              ),
            },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: REPORTS_QUERY_KEY }),
  });
}
