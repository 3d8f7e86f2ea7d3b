// /admin/submissions: the course submissions from members, pending first (oldest first, the order
// to work through), then the decided ones, 25 a page. The status filter and the pages are links,
// so each view has its address. Each pending submission is accepted, merged into another course or
// rejected with a reason from its own card.
import { Link, useSearchParams } from "react-router";
import {
  SUBMISSION_STATUSES,
  SUBMISSIONS_PAGE_SIZE,
  type SubmissionStatus,
} from "../../../../shared/contracts/submissions";
import { Pager } from "../../../components/ui/pager";
import { plural } from "../../../lib/format";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useAdminSubmissions } from "../api/submissions";
import { AdminPage, adminTabClasses } from "../components/admin-nav";
import { CountedListState } from "../components/list-controls";
import { SubmissionCard } from "../components/submission-card";

const PATH = "/admin/submissions";
type Filter = "all" | SubmissionStatus;
const FILTERS: readonly Filter[] = ["all", ...SUBMISSION_STATUSES];
const FILTER_LABELS: Record<Filter, string> = {
  all: "All",
  pending: "Pending",
  accepted: "Accepted",
  merged: "Merged",
  rejected: "Rejected",
};

function hrefFor(status: Filter, page: number): string {
  const params = new URLSearchParams();
  if (status !== "all") params.set("status", status);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${PATH}?${query}` : PATH;
}

const INTRO =
  "Courses members added by their sales-page address. Each is already in the catalogue as not yet reviewed: accept it to publish it, merge it into the course it duplicates, or reject it with a reason. The member is told of each decision.";

export function SubmissionsPage() {
  useDocumentTitle("Submissions · Admin · HypeCheck");
  const [searchParams] = useSearchParams();
  const status = FILTERS.find((f) => f === searchParams.get("status")) ?? "all";
  const requested = Number(searchParams.get("page") ?? "1");
  const page = Number.isSafeInteger(requested) && requested >= 1 ? requested : 1;
  const list = useAdminSubmissions({ status, page });
  const data = list.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / SUBMISSIONS_PAGE_SIZE)) : 1;

  return (
    <AdminPage title="Submissions" width="max-w-5xl" intro={INTRO}>
      <nav aria-label="Submission status" className="mt-6 flex flex-wrap gap-1">
        {FILTERS.map((filter) => (
          <Link
            key={filter}
            to={hrefFor(filter, 1)}
            aria-current={filter === status ? "page" : undefined}
            className={adminTabClasses(filter === status)}
          >
            {FILTER_LABELS[filter]}
          </Link>
        ))}
      </nav>

      <div className="mt-6">
        <CountedListState
          query={{ ...list, data: data?.items }}
          loadingLabel="Loading submissions…"
          failedText="Failed to load the submissions"
          emptyText={
            page > 1
              ? `There is nothing on page ${page}.`
              : status === "all"
                ? "No submissions yet."
                : `No ${FILTER_LABELS[status].toLowerCase()} submissions.`
          }
          label="Submissions"
          summary={(items) =>
            `${plural(data?.total ?? items.length, "submission")}${status === "all" ? "" : ` · ${FILTER_LABELS[status]}`}`
          }
          footer={
            pageCount > 1 ? (
              <Pager
                className="mt-6"
                page={page}
                pageCount={pageCount}
                hasMore={page * SUBMISSIONS_PAGE_SIZE < (data?.total ?? 0)}
                hrefFor={(next) => hrefFor(status, next)}
                label="Pages of submissions"
              />
            ) : null
          }
        >
          {(submission) => <SubmissionCard submission={submission} />}
        </CountedListState>
      </div>
    </AdminPage>
  );
}
