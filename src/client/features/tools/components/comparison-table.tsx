// The comparison table: one column per picked course, one row per figure (rows built in
// lib/comparison.ts). On a phone the table scrolls sideways while the row headers stay put.
import { BadgeCheck } from "lucide-react";
import { ArrowLink } from "../../../components/ui/arrow-link";
import { Badge } from "../../../components/ui/badge";
import { cn } from "../../../components/ui/cn";
import { Skeleton } from "../../../components/ui/skeleton";
import { buildComparisonRows, type ComparedCourse } from "../lib/comparison";

const ROW_HEADER =
  "sticky left-0 z-10 w-32 min-w-32 bg-slate-50 px-3 py-3 text-left align-top text-sm font-medium text-slate-700 sm:w-44 sm:min-w-44 sm:px-4 dark:bg-slate-900 dark:text-slate-300";
const CELL = "min-w-44 px-3 py-3 align-top text-sm sm:px-4";

export function ComparisonTable({
  compared,
  recommendedId,
}: {
  compared: readonly ComparedCourse[];
  recommendedId: number | null;
}) {
  const rows = buildComparisonRows(compared);
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-950">
      <table className="w-full border-collapse">
        <caption className="sr-only">Selected courses compared side by side</caption>
        <thead>
          <tr className="border-b border-slate-200 dark:border-slate-800">
            <td className={ROW_HEADER} />
            {compared.map(({ course }) => (
              <th
                key={course.id}
                scope="col"
                className={cn(
                  CELL,
                  "text-left font-semibold",
                  course.id === recommendedId && "bg-emerald-50 dark:bg-emerald-950/40",
                )}
              >
                <span className="block break-words">{course.title}</span>
                <span className="mt-1 block text-xs font-normal text-slate-600 dark:text-slate-400">
                  by {course.instructorName}
                </span>
                {course.id === recommendedId ? (
                  <Badge tone="green" className="mt-2">
                    <BadgeCheck aria-hidden="true" className="h-3.5 w-3.5" />
                    Recommended
                  </Badge>
                ) : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-slate-100 last:border-b-0 dark:border-slate-800">
              <th scope="row" className={ROW_HEADER}>
                {row.label}
              </th>
              {row.cells.map((cell, index) => {
                const courseId = compared[index]?.course.id;
                return (
                  <td
                    key={courseId ?? index}
                    className={cn(
                      CELL,
                      courseId === recommendedId && "bg-emerald-50/60 dark:bg-emerald-950/20",
                    )}
                  >
                    {cell.href ? (
                      <ArrowLink
                        to={cell.href}
                        aria-label={`${cell.text}: ${compared[index]?.course.title ?? ""}`}
                      >
                        {cell.text}
                      </ArrowLink>
                    ) : cell.tone ? (
                      <Badge tone={cell.tone}>{cell.text}</Badge>
                    ) : (
                      <span className="font-medium">{cell.text}</span>
                    )}
                    {cell.detail ? (
                      <span className="mt-1 block text-xs text-slate-600 dark:text-slate-400">
                        {cell.detail}
                      </span>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ComparisonTableSkeleton({ columns }: { columns: number }) {
  return (
    <div
      aria-hidden="true"
      className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      {Array.from({ length: 8 }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={row} className="flex gap-4">
          <Skeleton className="h-5 w-28 shrink-0" />
          {Array.from({ length: columns }, (_, column) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={column} className="h-5 flex-1" />
          ))}
        </div>
      ))}
    </div>
  );
}
