// /pricing: a monthly/annual toggle, the three
// plan cards from the shared plan module, the one refund rule, the demo notice and an FAQ. Paid plan
// buttons go to /subscribe for the plan and period clicked, carrying ?next=.
import { Check, Search, Shield, ShieldCheck, X } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { BillingInterval } from "../../../../shared/contracts/billing";
import { safeNextPath } from "../../../../shared/domain/auth-rules";
import { isUnlimited, PLAN_IDS, PLANS, type Plan, REFUND_POLICY } from "../../../../shared/domain/plans";
import { DemoNotice } from "../../../components/billing/demo-notice";
import { buttonClasses } from "../../../components/ui/button";
import { cn } from "../../../components/ui/cn";
import { IconList } from "../../../components/ui/icon-list";
import { TitledSection } from "../../../components/ui/titled-section";
import { useMe } from "../../../lib/auth/get-me";
import { useBillingPlans } from "../../../lib/queries/billing";
import { useDocumentTitle } from "../../../lib/use-document-title";

const ICONS = { shield: Shield, "shield-check": ShieldCheck, search: Search } as const;

/** The watchlist line of a plan, from its quota. */
function watchlistLine(plan: Plan): string {
  const items = plan.quotas.watchlistItems;
  return isUnlimited(items)
    ? "Follow any number of courses and creators"
    : `Follow up to ${items} courses and creators`;
}

const BADGE_CLASSES: Record<Plan["badgeColor"], string> = {
  gray: "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200",
  blue: "bg-indigo-700 text-white dark:bg-indigo-400 dark:text-slate-950",
  purple: "bg-purple-100 text-purple-800 dark:bg-purple-950 dark:text-purple-200",
};

const FAQ = [
  {
    q: "When does an upgrade take effect?",
    a: "Immediately. The new plan's features and quotas apply as soon as you confirm, and a new billing period starts that day.",
  },
  {
    q: "What happens when I downgrade or cancel?",
    a: "Downgrades and cancellations take effect at the end of your current billing period. You keep everything you have until then, and you can undo the change with 'Keep my plan' on your account page before that date.",
  },
  {
    q: "What is the refund policy?",
    a: `${REFUND_POLICY}.`,
  },
  {
    q: "Is monthly or annual billing better?",
    a: `Annual billing costs ten months' price for twelve: Premium Guardian saves $${PLANS.premium.savings} and Pro Investigator $${PLANS.pro.savings} a year.`,
  },
  {
    q: "Does a plan buy a better rating for a course or creator?",
    a: "No. Trust scores and verification come only from evidence. A plan gives you more analysis tools, never a different result.",
  },
];

export function PricingPage() {
  useDocumentTitle("Pricing · HypeCheck");
  const [interval, setBillingInterval] = useState<BillingInterval>("monthly");
  const [params] = useSearchParams();
  const rawNext = params.get("next");
  const next = rawNext ? safeNextPath(rawNext, "") : "";
  const me = useMe();
  const plans = useBillingPlans();
  const signedIn = Boolean(me.data);

  function hrefFor(plan: Plan): string {
    if (plan.id === "free") {
      if (signedIn) return "/account";
      return next ? `/signup?next=${encodeURIComponent(next)}` : "/signup";
    }
    const query = new URLSearchParams({ plan: plan.id, interval });
    if (next) query.set("next", next);
    return `/subscribe?${query.toString()}`;
  }

  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-10 sm:px-6 sm:py-14">
      <header className="mx-auto max-w-2xl space-y-4 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Plans that pay for themselves</h1>
        <p className="text-lg text-slate-600 dark:text-slate-400">
          One bad course costs more than a year of checking. Browse the catalogue free; pay only for deeper
          analysis.
        </p>
        <fieldset
          aria-label="Billing period"
          className="inline-flex items-center gap-1 rounded-full border border-slate-300 bg-white p-1 dark:border-slate-700 dark:bg-slate-900"
        >
          {(["monthly", "annual"] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={interval === value}
              onClick={() => setBillingInterval(value)}
              className={cn(
                "inline-flex items-center gap-2 rounded-full px-4 py-1.5 text-sm font-medium focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none",
                interval === value
                  ? "bg-indigo-700 text-white dark:bg-indigo-400 dark:text-slate-950"
                  : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800",
              )}
            >
              {value === "monthly" ? "Monthly" : "Annual"}
              {value === "annual" ? (
                <span
                  className={cn(
                    "rounded-full px-2 py-0.5 text-xs",
                    interval === value
                      ? "bg-white/20"
                      : "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300",
                  )}
                >
                  Save up to 17%
                </span>
              ) : null}
            </button>
          ))}
        </fieldset>
      </header>

      {plans.data && !plans.data.paymentTaken ? <DemoNotice className="mx-auto max-w-3xl" /> : null}

      <ul className="grid gap-6 lg:grid-cols-3">
        {PLAN_IDS.map((id) => (
          <PlanCard
            key={id}
            plan={PLANS[id]}
            interval={interval}
            href={hrefFor(PLANS[id])}
            current={me.data?.effectivePlan === id}
          />
        ))}
      </ul>

      <TitledSection
        id="pricing-faq"
        title="Frequently asked questions"
        className="mx-auto max-w-3xl space-y-4"
        titleClassName="text-2xl font-bold tracking-tight"
      >
        <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
          {FAQ.map((item) => (
            <details key={item.q} className="group p-4">
              <summary className="cursor-pointer font-medium marker:text-indigo-700 dark:marker:text-indigo-300">
                {item.q}
              </summary>
              <p className="mt-2 text-slate-600 dark:text-slate-400">{item.a}</p>
            </details>
          ))}
        </div>
      </TitledSection>
    </div>
  );
}

function PlanCard({
  plan,
  interval,
  href,
  current,
}: {
  plan: Plan;
  interval: BillingInterval;
  href: string;
  /** The signed-in member's plan in effect. */
  current: boolean;
}) {
  const Icon = ICONS[plan.icon];
  const paid = plan.id !== "free";
  const price = interval === "annual" ? plan.annualPrice : plan.monthlyPrice;
  return (
    <li
      data-testid={`plan-${plan.id}`}
      className={cn(
        "relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm dark:bg-slate-900",
        plan.popular
          ? "border-indigo-600 ring-2 ring-indigo-600 dark:border-indigo-400 dark:ring-indigo-400"
          : "border-slate-200 dark:border-slate-800",
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <Icon aria-hidden="true" className="h-8 w-8 text-indigo-700 dark:text-indigo-300" />
        <span className={cn("rounded-full px-3 py-1 text-xs font-semibold", BADGE_CLASSES[plan.badgeColor])}>
          {plan.badge}
        </span>
      </div>
      <h2 className="mt-4 text-xl font-semibold">{plan.displayName}</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{plan.description}</p>
      <p className="mt-4">
        <span className="text-4xl font-bold">${price}</span>
        <span className="text-slate-600 dark:text-slate-400">
          {paid ? (interval === "annual" ? " / year" : " / month") : " forever"}
        </span>
      </p>
      <p className="min-h-5 text-sm text-emerald-700 dark:text-emerald-300">
        {paid && interval === "annual" ? `Save $${plan.savings} a year` : ""}
      </p>
      <IconList
        items={[...plan.features, watchlistLine(plan)]}
        icon={Check}
        tone="good"
        className="mt-4 space-y-2 text-sm"
      />
      {plan.limitations.length > 0 ? (
        <>
          <h3 className="mt-4 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
            Limits
          </h3>
          <IconList
            items={plan.limitations}
            icon={X}
            className="mt-2 space-y-2 text-sm text-slate-600 dark:text-slate-400"
          />
        </>
      ) : null}
      <div className="mt-auto space-y-3 pt-6">
        {current ? (
          <p className="text-center text-sm font-medium text-emerald-700 dark:text-emerald-300">
            Your current plan
          </p>
        ) : null}
        <Link
          to={href}
          className={buttonClasses({
            variant: plan.popular ? "primary" : "outline",
            size: "lg",
            className: "w-full whitespace-normal text-center",
          })}
        >
          {plan.buttonText}
        </Link>
        {paid ? (
          <p className="text-center text-xs text-slate-600 dark:text-slate-400">{REFUND_POLICY}</p>
        ) : null}
      </div>
    </li>
  );
}
