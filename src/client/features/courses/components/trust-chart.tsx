// The trust score's four factors as a bar chart, with the score, its band and the evidence list one
// click away (the Overview tab lists the same evidence factor by factor).
import type { TrustBreakdown } from "../../../../shared/contracts/catalog";
import { trustTone } from "../../../components/catalog/trust";
import { SignedPoints } from "../../../components/catalog/trust-breakdown";
import { FactorBars } from "../../../components/charts/factor-bars";
import { toneForShare } from "../../../components/charts/tones";
import { cn } from "../../../components/ui/cn";
import { formatDate } from "../../../lib/format";

const SCORE_TEXT = {
  green: "text-emerald-700 dark:text-emerald-400",
  yellow: "text-amber-700 dark:text-amber-400",
  red: "text-red-700 dark:text-red-400",
  grey: "text-slate-700 dark:text-slate-300",
  indigo: "text-indigo-700 dark:text-indigo-300",
} as const;

export function TrustChart({ breakdown }: { breakdown: TrustBreakdown }) {
  const data = breakdown.factors.map((factor) => ({
    key: factor.key,
    label: factor.label,
    value: factor.score,
    max: factor.max,
  }));
  return (
    <figure className="space-y-4">
      <figcaption className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className={cn("text-3xl font-extrabold tabular-nums", SCORE_TEXT[trustTone(breakdown.score)])}>
          {breakdown.score}/100
        </span>
        <span className="font-semibold">{breakdown.bandLabel}</span>
        <span className="text-sm text-slate-600 dark:text-slate-400">Confidence {breakdown.confidence}%</span>
      </figcaption>
      <FactorBars
        data={data}
        label={`Trust score ${breakdown.score} of 100, ${breakdown.bandLabel}. Factors out of 25 each`}
        tone={(item) => toneForShare(item.value, item.max)}
      />
      <details className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-800">
        <summary className="cursor-pointer font-medium">Evidence behind each factor</summary>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {breakdown.factors.map((factor) => (
            <div key={factor.key}>
              <p className="font-semibold">
                {factor.label}{" "}
                <span className="font-normal text-slate-600 tabular-nums dark:text-slate-400">
                  {factor.score}/{factor.max}
                </span>
              </p>
              {factor.evidence.length === 0 ? (
                <p className="mt-1 text-slate-600 dark:text-slate-400">No evidence recorded yet.</p>
              ) : (
                <ul className="mt-1 space-y-1">
                  {factor.evidence.map((item) => (
                    <li key={`${item.signal}-${item.points}`} className="flex justify-between gap-3">
                      <span className="text-slate-700 dark:text-slate-300">{item.signal}</span>
                      <SignedPoints points={item.points} className="shrink-0 font-medium tabular-nums" />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ))}
        </div>
      </details>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        Computed {formatDate(breakdown.computedAt)}; scores are recalculated weekly.
      </p>
    </figure>
  );
}
