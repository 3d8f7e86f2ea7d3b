// The premium-feature upsell box: which plan unlocks the tool, its real price, the 30-day
// money-back guarantee, and a link to /pricing that brings the visitor back here afterwards. Every
// gated tool uses this one box.
import { ArrowRight, Sparkles } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { PLANS, type PlanId, REFUND_POLICY } from "../../shared/domain/plans";
import { useReturnPath } from "../lib/use-return-path";
import { buttonClasses } from "./ui/button";

type PaidPlanId = Exclude<PlanId, "free">;

function planPrice(id: PaidPlanId): string {
  const plan = PLANS[id];
  return `${plan.displayName}: $${plan.monthlyPrice}/month or $${plan.annualPrice}/year`;
}

/** Sentence case of the guarantee: "30-day money-back guarantee on paid plans." */
const GUARANTEE = `${REFUND_POLICY.charAt(0).toUpperCase()}${REFUND_POLICY.slice(1)}.`;

export function UpsellBox({
  title,
  reason,
  plans,
  heading: Heading = "h2",
}: {
  /** The heading level under the section that holds the box. */
  heading?: "h2" | "h3";
  title: string;
  /** What the plan adds, in a sentence (the form already says why the tool is locked). */
  reason: string;
  plans: readonly PaidPlanId[];
}) {
  const titleId = useId();
  const next = useReturnPath();
  const pricingHref = `/pricing?next=${next}`;
  return (
    <aside
      aria-labelledby={titleId}
      className="rounded-xl border border-indigo-200 bg-indigo-50 p-5 sm:p-6 dark:border-indigo-900 dark:bg-indigo-950/40"
    >
      <div className="flex items-start gap-3">
        <Sparkles
          aria-hidden="true"
          className="mt-0.5 h-6 w-6 shrink-0 text-indigo-700 dark:text-indigo-300"
        />
        <div className="min-w-0 space-y-3">
          <Heading id={titleId} className="text-lg font-semibold text-indigo-950 dark:text-indigo-100">
            {title}
          </Heading>
          <p className="text-slate-700 dark:text-slate-300">{reason}</p>
          <ul className="space-y-1 text-sm font-medium text-slate-800 dark:text-slate-200">
            {plans.map((id) => (
              <li key={id}>{planPrice(id)}</li>
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
