// /community-reports: the stored reports with status
// badges and votes, a status filter and paging (both kept in the address), and the report form for
// signed-in members (guests are asked to sign in).
import { Flag, LogIn } from "lucide-react";
import { useId } from "react";
import { Link, useSearchParams } from "react-router";
import {
  REPORT_STATUS_LABELS,
  REPORT_STATUSES,
  type ReportStatus,
} from "../../../../shared/domain/community";
import { ToolPage, WithSignInState } from "../../../components/tool-page";
import { buttonClasses } from "../../../components/ui/button";
import { ChoiceSelect } from "../../../components/ui/choice-select";
import { LoadError } from "../../../components/ui/load-error";
import { PrevNextPager } from "../../../components/ui/prev-next-pager";
import { PageSpinner } from "../../../components/ui/spinner";
import { useMe } from "../../../lib/auth/get-me";
import { plural } from "../../../lib/format";
import { serverErrorOr } from "../../../lib/server-error";
import { REPORTS_PAGE_SIZE, useCommunityReports } from "../api/reports-list";
import { ReportCard } from "../components/report-card";
import { ReportForm } from "../components/report-form";

const LOGIN_TARGET = `/login?next=${encodeURIComponent("/community-reports")}`;

function statusParam(value: string | null): ReportStatus | "" {
  return REPORT_STATUSES.find((status) => status === value) ?? "";
}

function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

function ReportList() {
  const ids = useId();
  const [params, setParams] = useSearchParams();
  const status = statusParam(params.get("status"));
  const page = pageParam(params.get("page"));
  const reports = useCommunityReports(status, page);
  const me = useMe();
  const signedIn = Boolean(me.data);

  const go = (next: { status?: ReportStatus | ""; page?: number }) => {
    const out = new URLSearchParams(params);
    const nextStatus = next.status ?? status;
    const nextPage = next.page ?? page;
    if (nextStatus === "") out.delete("status");
    else out.set("status", nextStatus);
    if (nextPage <= 1) out.delete("page");
    else out.set("page", String(nextPage));
    setParams(out, { preventScrollReset: true });
  };

  const data = reports.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / REPORTS_PAGE_SIZE)) : 1;

  return (
    <section aria-labelledby={`${ids}-heading`} className="min-w-0">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={`${ids}-heading`} className="text-2xl font-semibold">
            Reports from the community
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {data
              ? `${plural(data.total, "report")}${status ? ` · ${REPORT_STATUS_LABELS[status]}` : ""}`
              : " "}
          </p>
        </div>
        <ChoiceSelect
          className="w-full sm:w-52"
          label="Status"
          allLabel="All reports"
          options={REPORT_STATUSES}
          labels={REPORT_STATUS_LABELS}
          value={status}
          onChange={(value) => go({ status: value, page: 1 })}
        />
      </div>

      <div className="mt-5">
        {reports.isPending ? (
          <PageSpinner label="Loading reports…" />
        ) : reports.isError || !data ? (
          <LoadError
            message={serverErrorOr(reports.error, "Failed to load community reports")}
            query={reports}
          />
        ) : data.items.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-10 text-center text-lg font-medium dark:border-slate-700">
            {status ? `No reports are '${REPORT_STATUS_LABELS[status]}' right now.` : "No reports yet."}
          </p>
        ) : (
          <>
            <ul className="space-y-4">
              {data.items.map((report) => (
                <li key={report.id}>
                  <ReportCard report={report} signedIn={signedIn} />
                </li>
              ))}
            </ul>
            <PrevNextPager
              label="Report pages"
              page={page}
              pages={pages}
              hasMore={data.hasMore}
              onPage={(next) => go({ page: next })}
            />
          </>
        )}
      </div>
    </section>
  );
}

export function CommunityReportsPage() {
  return (
    <ToolPage
      icon={Flag}
      kicker="Community"
      title="Community Scam Reports"
      intro="Members report creators whose courses look like scams. Our team checks each report before it is marked 'Scam Confirmed'; votes show how helpful other members found it."
    >
      <a
        href="#report-form-heading"
        className="mt-4 inline-flex items-center gap-1.5 text-sm font-medium text-indigo-700 hover:underline lg:hidden dark:text-indigo-300"
      >
        <Flag aria-hidden="true" className="h-4 w-4" />
        Report a scam (form below the list)
      </a>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <ReportList />
        <aside aria-labelledby="report-form-heading" className="scroll-mt-20 lg:order-last">
          <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-20 dark:border-slate-800 dark:bg-slate-900">
            <h2 id="report-form-heading" className="scroll-mt-24 text-xl font-semibold">
              Report a scam
            </h2>
            <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-400">
              New reports start as 'Pending Review'. You earn 20 leaderboard points when one is confirmed.
            </p>
            <WithSignInState>
              {(user) =>
                user ? (
                  <ReportForm />
                ) : (
                  <div className="space-y-3">
                    <p className="text-slate-700 dark:text-slate-300">
                      Sign in to report a creator and to vote on reports. Reading them is open to everyone.
                    </p>
                    <Link to={LOGIN_TARGET} className={buttonClasses({ className: "w-full" })}>
                      <LogIn aria-hidden="true" className="h-4 w-4" />
                      Sign in to report
                    </Link>
                  </div>
                )
              }
            </WithSignInState>
          </div>
        </aside>
      </div>
    </ToolPage>
  );
}
