// The Overview tab's AI usage meter: quick looks used this month against
// the plan's allowance, a bar capped at 100 %, 'Unlimited' for Pro, and the reset date. Hidden when
// the limits fail to load; guests get a short sign-in prompt instead.
import { Sparkles } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import type { AiLimits } from "../../../../shared/contracts/ai";
import { GUEST_AI_LOOKS, isUnlimited } from "../../../../shared/domain/plans";
import { cn } from "../../../components/ui/cn";
import { Skeleton } from "../../../components/ui/skeleton";
import { useMe } from "../../../lib/auth/get-me";
import { formatDate } from "../../../lib/format";
import { useAiLimits } from "../../../lib/queries/get-ai-limits";
import { useReturnPath } from "../../../lib/use-return-path";

const FRAME =
  "rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm dark:border-slate-800 dark:bg-slate-900/60";

export function UsageMeter({ className }: { className?: string }) {
  const me = useMe();
  const signedIn = Boolean(me.data);
  const limits = useAiLimits(signedIn);
  const next = useReturnPath();

  if (me.isPending) return null;
  if (!signedIn) {
    return (
      <div className={cn(FRAME, className)}>
        <p className="text-slate-700 dark:text-slate-300">
          Guests get {GUEST_AI_LOOKS} free AI quick looks.{" "}
          <Link
            to={`/login?next=${next}`}
            className="font-medium text-indigo-700 underline dark:text-indigo-300"
          >
            Sign in
          </Link>{" "}
          to see your monthly allowance.
        </p>
      </div>
    );
  }
  if (limits.isPending) {
    return (
      <div className={cn(FRAME, "space-y-2", className)} aria-hidden="true">
        <Skeleton className="h-4 w-56" />
        <Skeleton className="h-2 w-full rounded-full" />
      </div>
    );
  }
  if (limits.isError) return null;
  return <Meter limits={limits.data} className={className} />;
}

function Meter({ limits, className }: { limits: AiLimits; className?: string }) {
  const labelId = useId();
  const unlimited = isUnlimited(limits.total);
  const percent = unlimited || limits.total <= 0 ? 100 : Math.min(100, (limits.used / limits.total) * 100);
  const full = !unlimited && limits.used >= limits.total;
  return (
    <section aria-labelledby={labelId} className={cn(FRAME, className)}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p id={labelId} className="flex items-center gap-1.5 font-semibold">
          <Sparkles aria-hidden="true" className="h-4 w-4 text-indigo-700 dark:text-indigo-300" />
          AI quick looks this month: {unlimited ? "Unlimited" : `${limits.used}/${limits.total}`}
        </p>
        <p className="text-xs text-slate-600 dark:text-slate-400">Resets {formatDate(limits.resetAt)}</p>
      </div>
      {unlimited ? (
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          {limits.used} used so far. Your plan has no monthly limit.
        </p>
      ) : (
        <>
          <div
            role="progressbar"
            aria-labelledby={labelId}
            aria-valuemin={0}
            aria-valuemax={limits.total}
            aria-valuenow={Math.min(limits.used, limits.total)}
            aria-valuetext={`${limits.used} of ${limits.total} used`}
            className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800 forced-colors:border forced-colors:border-[CanvasText]"
          >
            <div
              className={cn(
                "h-full rounded-full forced-colors:bg-[CanvasText]",
                full
                  ? "bg-red-600 dark:bg-red-400"
                  : percent >= 80
                    ? "bg-amber-500 dark:bg-amber-400"
                    : "bg-indigo-600 dark:bg-indigo-400",
              )}
              style={{ width: `${percent}%` }}
            />
          </div>
          <p className="mt-2 text-slate-600 dark:text-slate-400">
            {full ? (
              <>
                You've used this month's quick looks.{" "}
                <Link to="/pricing" className="font-medium text-indigo-700 underline dark:text-indigo-300">
                  See plans
                </Link>
              </>
            ) : (
              "Quick looks reset monthly and do not roll over."
            )}
          </p>
        </>
      )}
    </section>
  );
}
