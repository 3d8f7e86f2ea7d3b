// The analysed course's trust score, factor by factor (SPEC.md section 9: four equal factors of 25
// points), with the signals that added or took away points.
import { Scale } from "lucide-react";
import type { TrustBreakdown } from "../../../../shared/contracts/catalog";
import { cn } from "../../../components/ui/cn";
import { AnalyzerSection } from "./analyzer-section";

function signedPoints(points: number): string {
  if (points > 0) return `+${points}`;
  if (points < 0) return `−${Math.abs(points)}`;
  return "±0";
}

export function AnalyzerBreakdown({ breakdown }: { breakdown: TrustBreakdown }) {
  return (
    <AnalyzerSection title="How the trust score was built" icon={Scale}>
      <ul className="grid gap-4 sm:grid-cols-2">
        {breakdown.factors.map((factor) => (
          <li key={factor.key} className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
            <div className="flex items-baseline justify-between gap-2">
              <h4 className="font-medium">{factor.label}</h4>
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
                style={{ width: `${Math.round((factor.score / factor.max) * 100)}%` }}
              />
            </div>
            {factor.evidence.length === 0 ? (
              <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">No evidence for this factor.</p>
            ) : (
              <ul className="mt-3 space-y-1.5 text-sm">
                {factor.evidence.map((item, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: evidence lines may repeat; the list is fixed.
                  <li key={index} className="flex items-start justify-between gap-3">
                    <span className="min-w-0 break-words text-slate-700 dark:text-slate-300">
                      {item.signal}
                    </span>
                    <span
                      className={cn(
                        "shrink-0 font-medium tabular-nums",
                        item.points > 0
                          ? "text-emerald-700 dark:text-emerald-400"
                          : item.points < 0
                            ? "text-red-700 dark:text-red-400"
                            : "text-slate-600 dark:text-slate-400",
                      )}
                    >
                      {signedPoints(item.points)}
                      <span className="sr-only"> points</span>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
        {breakdown.bandLabel}. Confidence {breakdown.confidence}%: how much evidence the score stands on.
      </p>
    </AnalyzerSection>
  );
}
