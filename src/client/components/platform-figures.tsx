// Headline figures, every one a live count from GET /api/platform-stats and labelled with what it
// counts. While loading they are skeletons; when the call fails they
// are replaced by a plain notice, never by a stale or made-up number.
import { RefreshCw } from "lucide-react";
import type { PlatformStats } from "../../shared/contracts/stats";
import { formatCount, formatDateTime } from "../lib/format";
import { usePlatformStats } from "../lib/queries/get-platform-stats";
import { Button } from "./ui/button";
import { cn } from "./ui/cn";

type PlatformStatKey = Exclude<keyof PlatformStats, "generatedAt">;

export interface PlatformFigure {
  key: PlatformStatKey;
  /** What the number counts, e.g. "Verified courses". */
  label: string;
  /** One short line on where the number comes from. */
  note?: string;
  /** Layout classes for this figure's box (e.g. a wider box on phones). */
  className?: string;
}

interface PlatformFiguresProps {
  figures: readonly PlatformFigure[];
  /** Grid columns that suit the page. */
  gridClassName: string;
}

export function PlatformFigures({ figures, gridClassName }: PlatformFiguresProps) {
  const stats = usePlatformStats();

  if (stats.isError) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-900">
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Live platform figures are unavailable right now, so we are not showing any.
        </p>
        <Button variant="outline" size="sm" onClick={() => stats.refetch()} disabled={stats.isFetching}>
          <RefreshCw aria-hidden="true" className="h-4 w-4" />
          Try Again
        </Button>
      </div>
    );
  }

  const data = stats.data;
  return (
    <div aria-busy={stats.isPending}>
      <dl className={cn("grid gap-3 sm:gap-4", gridClassName)}>
        {figures.map((figure) => (
          <div
            key={figure.key}
            className={cn(
              "flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900",
              figure.className,
            )}
          >
            <dt className="text-sm font-medium text-slate-700 dark:text-slate-300">{figure.label}</dt>
            {/* mt-auto: numbers line up along a row even when one label wraps. */}
            <dd className="mt-auto pt-1 text-3xl font-bold tracking-tight text-slate-900 tabular-nums dark:text-white">
              {data === undefined ? (
                <span className="inline-block h-9 w-20 rounded bg-slate-200 motion-safe:animate-pulse dark:bg-slate-800">
                  <span className="sr-only">Loading</span>
                </span>
              ) : (
                formatCount(data[figure.key])
              )}
            </dd>
            {figure.note ? (
              <dd className="mt-1 text-xs text-slate-600 dark:text-slate-400">{figure.note}</dd>
            ) : null}
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">
        Live counts from our database
        {data ? (
          <>
            {" "}
            · Updated <time dateTime={data.generatedAt}>{formatDateTime(data.generatedAt)}</time>
          </>
        ) : null}
      </p>
    </div>
  );
}
