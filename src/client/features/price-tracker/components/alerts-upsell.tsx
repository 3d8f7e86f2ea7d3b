// The premium upsell box (SPEC.md section 2 "Tool screens"; DECISIONS.md "Plans and prices") for a
// free member at the active-alert limit: the real prices, the 30-day money-back guarantee, /pricing.
import { ArrowRight, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { PLANS, REFUND_POLICY } from "../../../../shared/domain/plans";
import { buttonClasses } from "../../../components/ui/button";

const GUARANTEE = `${REFUND_POLICY.charAt(0).toUpperCase()}${REFUND_POLICY.slice(1)}.`;

export function AlertsUpsell() {
  return (
    <aside
      aria-labelledby="alerts-upsell-title"
      className="rounded-xl border border-indigo-200 bg-indigo-50 p-5 dark:border-indigo-900 dark:bg-indigo-950/40"
    >
      <div className="flex items-start gap-3">
        <Sparkles
          aria-hidden="true"
          className="mt-0.5 h-5 w-5 shrink-0 text-indigo-700 dark:text-indigo-300"
        />
        <div className="min-w-0 space-y-2">
          <h3 id="alerts-upsell-title" className="font-semibold text-indigo-950 dark:text-indigo-100">
            Track more courses
          </h3>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Paid plans keep unlimited active price alerts. Or delete an alert to free a slot.
          </p>
          <ul className="space-y-1 text-sm font-medium text-slate-800 dark:text-slate-200">
            {(["premium", "pro"] as const).map((id) => (
              <li key={id}>
                {PLANS[id].displayName}: ${PLANS[id].monthlyPrice}/month or ${PLANS[id].annualPrice}/year
              </li>
            ))}
          </ul>
          <p className="text-sm text-slate-600 dark:text-slate-400">{GUARANTEE}</p>
          <Link
            to={`/pricing?next=${encodeURIComponent("/price-tracker")}`}
            className={buttonClasses({ size: "sm" })}
          >
            See plans and prices
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </div>
      </div>
    </aside>
  );
}
