// The premium upsell box of SPEC.md section 2 "Tool screens" for the comparison: Free members and
// guests compare 2 courses, the paid plans 3 (DECISIONS.md "Plans and prices"), with the real prices,
// the 30-day money-back guarantee and a link to /pricing that brings the visitor back here.
import { ArrowRight, Sparkles } from "lucide-react";
import { Link, useLocation } from "react-router";
import { PLANS, REFUND_POLICY } from "../../../../shared/domain/plans";
import { buttonClasses } from "../../../components/ui/button";

const PAID_PLANS = [PLANS.premium, PLANS.pro] as const;
const GUARANTEE = `${REFUND_POLICY.charAt(0).toUpperCase()}${REFUND_POLICY.slice(1)}.`;

export function ComparisonUpsell() {
  const { pathname, search } = useLocation();
  const pricingHref = `/pricing?next=${encodeURIComponent(`${pathname}${search}`)}`;
  return (
    <aside
      aria-labelledby="comparison-upsell-title"
      className="rounded-xl border border-indigo-200 bg-indigo-50 p-5 sm:p-6 dark:border-indigo-900 dark:bg-indigo-950/40"
    >
      <div className="flex items-start gap-3">
        <Sparkles
          aria-hidden="true"
          className="mt-0.5 h-6 w-6 shrink-0 text-indigo-700 dark:text-indigo-300"
        />
        <div className="min-w-0 space-y-3">
          <h2
            id="comparison-upsell-title"
            className="text-lg font-semibold text-indigo-950 dark:text-indigo-100"
          >
            Compare {PLANS.premium.quotas.comparisonCourses} courses side by side
          </h2>
          <p className="text-slate-700 dark:text-slate-300">
            {PLANS.premium.displayName} and {PLANS.pro.displayName} put{" "}
            {PLANS.premium.quotas.comparisonCourses} courses in one table, and add more AI quick looks and
            unlimited price alerts.
          </p>
          <ul className="space-y-1 text-sm font-medium text-slate-800 dark:text-slate-200">
            {PAID_PLANS.map((plan) => (
              <li key={plan.id}>
                {plan.displayName}: ${plan.monthlyPrice}/month or ${plan.annualPrice}/year
              </li>
            ))}
          </ul>
          <p className="text-sm text-slate-600 dark:text-slate-400">{GUARANTEE}</p>
          <Link to={pricingHref} className={buttonClasses({ className: "w-full sm:w-auto" })}>
            See plans and prices
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </div>
      </div>
    </aside>
  );
}
