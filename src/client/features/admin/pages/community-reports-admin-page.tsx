// /admin/community-reports (behind RequireAuth requiredRole="admin"):
// every report, newest first, with a status filter, paging, and buttons that move a report along
// pending -> investigating -> 'Scam Confirmed' or rejected (and reopen a decided one).
import { useState } from "react";
import {
  REPORT_STATUS_LABELS,
  REPORT_STATUSES,
  type ReportStatus,
} from "../../../../shared/domain/community";
import { PrevNextPager } from "../../../components/ui/prev-next-pager";
import { plural } from "../../../lib/format";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useAdminReports } from "../api/community-report-admin";
import { AdminPage } from "../components/admin-nav";
import { CommunityReportAdminCard } from "../components/community-report-admin-card";
import { CountedListState, ListToolbar, usePageSize } from "../components/list-controls";

const SIZES = [10, 25, 50] as const;

const INTRO =
  "Check each report against the evidence. 'Scam Confirmed' lowers the trust score of a listed creator's courses, lists them among the fake gurus and gives the reporter 20 leaderboard points; reopening a report undoes that.";

export function CommunityReportsAdminPage() {
  useDocumentTitle("Community reports · Admin · HypeCheck");
  const [status, setStatus] = useState<ReportStatus | "">("pending");
  const [page, setPage] = useState(1);
  const size = usePageSize(SIZES, 10, () => setPage(1));
  const { pageSize } = size;
  const reports = useAdminReports(status, page, pageSize);
  const data = reports.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;

  return (
    <AdminPage title="Community reports" width="max-w-4xl" intro={INTRO}>
      <ListToolbar
        status={{
          options: REPORT_STATUSES,
          labels: REPORT_STATUS_LABELS,
          value: status,
          onChange: (value) => {
            setStatus(value);
            setPage(1);
          },
        }}
        size={size}
        query={reports}
      />

      <div className="mt-6">
        <CountedListState
          query={{ ...reports, data: data?.items }}
          loadingLabel="Loading community reports…"
          failedText="Failed to load community reports"
          emptyText={status ? `No reports are '${REPORT_STATUS_LABELS[status]}'.` : "No reports yet."}
          summary={(items) =>
            `${plural(data?.total ?? items.length, "report")}${status ? ` · ${REPORT_STATUS_LABELS[status]}` : ""}`
          }
          footer={
            <PrevNextPager
              label="Report pages"
              page={page}
              pages={pages}
              hasMore={data?.hasMore ?? false}
              onPage={setPage}
            />
          }
        >
          {(report) => <CommunityReportAdminCard report={report} />}
        </CountedListState>
      </div>
    </AdminPage>
  );
}
