import { useMemo, useState } from "react";
import { AI_LOG_PAGE_SIZES } from "../../../../shared/contracts/ai";
import { plural } from "../../../lib/format";
import { serverErrorOr } from "../../../lib/server-error";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { type AiUsagePageSize, DEFAULT_AI_USAGE_PAGE_SIZE, useAiUsage } from "../api/get-ai-usage";
import { AdminPage } from "../components/admin-nav";
import { AiUsageTable } from "../components/ai-usage-table";
import { AiUsageToolbar } from "../components/ai-usage-toolbar";
import { usePageSize } from "../components/list-controls";
import {
  AI_USAGE_COLUMNS,
  type AiUsageSort,
  DEFAULT_AI_USAGE_SORT,
  filterAiUsage,
  nextSort,
  sortAiUsage,
} from "../lib/ai-usage-rows";
import { aiUsageCsv, aiUsageCsvFileName } from "../lib/csv";

/** Saves text as a file without a server round trip (the CSV export is local only). */
function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: the click has handed the blob to the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function AiUsagePage() {
  useDocumentTitle("AI usage logs · HypeCheck");
  const size = usePageSize<AiUsagePageSize>(AI_LOG_PAGE_SIZES, DEFAULT_AI_USAGE_PAGE_SIZE);
  const { pageSize } = size;
  const [filter, setFilter] = useState("");
  const [sort, setSort] = useState<AiUsageSort>(DEFAULT_AI_USAGE_SORT);
  const logs = useAiUsage(pageSize);

  const rows = useMemo(
    () => (logs.data ? sortAiUsage(filterAiUsage(logs.data, filter), sort) : []),
    [logs.data, filter, sort],
  );
  const total = logs.data?.length ?? 0;
  const filtering = filter.trim() !== "";
  const sortLabel = AI_USAGE_COLUMNS.find((column) => column.key === sort.key)?.label ?? sort.key;

  function handleExport() {
    downloadText(aiUsageCsv(rows), aiUsageCsvFileName(), "text/csv;charset=utf-8");
  }

  return (
    <AdminPage
      title="AI usage logs"
      width="max-w-7xl"
      introClassName="max-w-3xl"
      intro={
        <>
          Every call of the built-in engine and of an AI provider: the route, the model or engine version,
          what was asked, token counts where a provider reports them, the time it took and any error. Newest
          first; click a column heading to sort by it.
        </>
      }
    >
      <div className="mt-6">
        <AiUsageToolbar
          filter={filter}
          onFilterChange={setFilter}
          size={size}
          query={logs}
          onExport={handleExport}
          canExport={logs.isSuccess && rows.length > 0}
        />
      </div>

      <div className="mt-6">
        {logs.isPending ? (
          <p role="status" className="py-10 text-center text-slate-600 dark:text-slate-400">
            Loading…
          </p>
        ) : logs.isError ? (
          <p
            role="alert"
            className="rounded-xl border border-red-200 bg-red-50 p-5 font-medium break-words text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-100"
          >
            {serverErrorOr(logs.error, "Failed to fetch logs")}
          </p>
        ) : total === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-10 text-center text-lg font-medium dark:border-slate-700">
            No logs yet.
          </p>
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-700 dark:text-slate-300" aria-live="polite">
              {filtering
                ? `${plural(rows.length, "entry", "entries")} match “${filter.trim()}” (of ${total} loaded)`
                : `${plural(total, "entry", "entries")} loaded (newest ${pageSize} at most)`}
            </p>
            {rows.length === 0 ? (
              <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
                No entries match this filter.
              </p>
            ) : (
              <AiUsageTable
                rows={rows}
                sort={sort}
                onSort={(key) => setSort((current) => nextSort(current, key))}
                caption={`AI usage log, sorted by ${sortLabel} ${sort.direction === "desc" ? "descending" : "ascending"}`}
              />
            )}
          </>
        )}
      </div>
    </AdminPage>
  );
}
