import { trustBand } from "../../../../shared/domain/trust-bands";
import { trustTone } from "../../../components/catalog/trust";
import { cn } from "../../../components/ui/cn";

const TONE_TEXT = {
  green: "text-emerald-700 dark:text-emerald-400",
  yellow: "text-amber-700 dark:text-amber-400",
  red: "text-red-700 dark:text-red-400",
  grey: "text-slate-600 dark:text-slate-400",
  indigo: "text-indigo-700 dark:text-indigo-300",
} as const;

/**
 * The Trust Score as a large percentage with its band; "Not scored yet" when there is none.
 * `provisional`: the course is not yet reviewed by HypeCheck, so the score may still change.
 */
export function TrustScoreSummary({
  score,
  bandLabel,
  provisional = false,
}: {
  score: number | null;
  bandLabel?: string;
  provisional?: boolean;
}) {
  if (score === null) {
    return (
      <div>
        <p className="text-sm font-medium text-slate-600 dark:text-slate-400">Trust Score</p>
        <p className="mt-1 text-2xl font-bold text-slate-700 dark:text-slate-300">Not scored yet</p>
      </div>
    );
  }
  const label = bandLabel ?? trustBand(score).label;
  return (
    <div>
      <p className="text-sm font-medium text-slate-600 dark:text-slate-400">Trust Score</p>
      <p className="mt-1 flex items-baseline gap-3">
        <span className={cn("text-4xl font-extrabold tabular-nums", TONE_TEXT[trustTone(score)])}>
          {score}%
        </span>
        <span className="font-semibold">{label}</span>
      </p>
      {provisional ? (
        <p className="mt-1 text-sm text-amber-800 dark:text-amber-300">
          <span className="font-semibold">Provisional:</span> not yet reviewed by HypeCheck, so the score may
          change.
        </p>
      ) : null}
    </div>
  );
}
