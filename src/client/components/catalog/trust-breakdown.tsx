// Every score can be explained: the page shows which signals moved it. The four
// factors of 25 points with the evidence items that added or took away points. Used by the course
// page and the URL analyzer's result.
import type { ReactNode } from "react";
import type { TrustBreakdown as TrustBreakdownData } from "../../../shared/contracts/catalog";
import { formatDate } from "../../lib/format";
import { cn } from "../ui/cn";

function signedPoints(points: number): string {
  if (points > 0) return `+${points}`;
  if (points < 0) return `−${Math.abs(points)}`;
  return "±0";
}

/** An evidence item's points with their sign ("+5", "−3", "±0"), read out as points. */
export function SignedPoints({ points, className }: { points: number; className: string }) {
  return (
    <span className={className}>
      {signedPoints(points)}
      <span className="sr-only"> points</span>
    </span>
  );
}

export function TrustBreakdown({
  breakdown,
  factorHeading: FactorHeading = "h3",
  footer,
}: {
  breakdown: TrustBreakdownData;
  /** The heading level of each factor, under the section that holds the breakdown. */
  factorHeading?: "h3" | "h4";
  /** Replaces the default line (confidence, computed date, weekly recompute). */
  footer?: ReactNode;
}) {
  return (
    <div className="space-y-4">
      <ul className="grid gap-4 sm:grid-cols-2">
        {breakdown.factors.map((factor) => {
          const percent = Math.round((factor.score / factor.max) * 100);
          return (
            <li key={factor.key} className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
              <div className="flex items-baseline justify-between gap-2">
                <FactorHeading className="font-medium">{factor.label}</FactorHeading>
                <p className="text-sm font-semibold tabular-nums">
                  {factor.score}/{factor.max}
                </p>
              </div>
              <div
                aria-hidden="true"
                className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
              >
                <div
                  className="h-full rounded-full bg-indigo-600 dark:bg-indigo-400"
                  style={{ width: `${percent}%` }}
                />
              </div>
              {factor.evidence.length === 0 ? (
                <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">No evidence recorded yet.</p>
              ) : (
                <ul className="mt-3 space-y-1.5 text-sm">
                  {factor.evidence.map((item, index) => (
                    <li
                      // biome-ignore lint/suspicious/noArrayIndexKey: two evidence lines may read the same; the list never reorders.
                      key={`${index}-${item.signal}`}
                      className="flex items-start justify-between gap-3"
                    >
                      <span className="min-w-0 break-words text-slate-700 dark:text-slate-300">
                        {item.signal}
                      </span>
                      <SignedPoints
                        points={item.points}
                        className={cn(
                          "shrink-0 font-medium tabular-nums",
                          item.points > 0
                            ? "text-emerald-700 dark:text-emerald-400"
                            : item.points < 0
                              ? "text-red-700 dark:text-red-400"
                              : "text-slate-600 dark:text-slate-400",
                        )}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
      {footer ?? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Confidence {breakdown.confidence}%: how much evidence the score stands on. Computed on{" "}
          {formatDate(breakdown.computedAt)}; scores are recalculated weekly.
        </p>
      )}
    </div>
  );
}
