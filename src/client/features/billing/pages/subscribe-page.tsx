// /subscribe: choose a plan and period (prefilled from ?plan=&interval=), see what changes and when,
// confirm. Signed-out visitors get sign-in and sign-up links that come back here. In demo mode the
// page says plainly that no payment is taken.
import { CreditCard } from "lucide-react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { BILLING_INTERVALS, type BillingInterval } from "../../../../shared/contracts/billing";
import { safeNextPath } from "../../../../shared/domain/auth-rules";
import { PLAN_IDS, PLANS, type PlanId, REFUND_POLICY } from "../../../../shared/domain/plans";
import { DemoNotice } from "../../../components/billing/demo-notice";
import { priceLabel } from "../../../components/billing/plan-change";
import { PlanChangeForm } from "../../../components/billing/plan-change-form";
import { WithSignInState } from "../../../components/tool-page";
import { buttonClasses } from "../../../components/ui/button";
import { Card, CardContent } from "../../../components/ui/card";
import { LoadError } from "../../../components/ui/load-error";
import { Spinner } from "../../../components/ui/spinner";
import { useToast } from "../../../components/ui/toast";
import { useBillingPlans, useSubscription } from "../../../lib/queries/billing";
import { useDocumentTitle } from "../../../lib/use-document-title";

function readPlan(value: string | null): PlanId {
  return PLAN_IDS.find((id) => id === value) ?? "premium";
}

function readInterval(value: string | null): BillingInterval {
  return BILLING_INTERVALS.find((id) => id === value) ?? "monthly";
}

export function SubscribePage() {
  useDocumentTitle("Subscribe · HypeCheck");
  const [params] = useSearchParams();
  const plan = readPlan(params.get("plan"));
  const interval = readInterval(params.get("interval"));
  const next = safeNextPath(params.get("next"), "/account");
  const here = `/subscribe?${params.toString()}`;
  const plans = useBillingPlans();
  const demo = plans.data ? !plans.data.paymentTaken : null;

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <header className="space-y-2">
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-indigo-700 dark:text-indigo-300">
          <CreditCard aria-hidden="true" className="h-5 w-5" />
          Plans and billing
        </p>
        <h1 className="text-3xl font-bold tracking-tight">Choose your plan</h1>
        <p className="text-slate-600 dark:text-slate-400">
          Upgrades take effect immediately. Downgrades and cancellation take effect at the end of your current
          period, and you keep your features until then. {REFUND_POLICY}.
        </p>
      </header>
      {demo ? <DemoNotice /> : null}
      <WithSignInState>
        {(user) =>
          user ? (
            <SignedIn plan={plan} interval={interval} next={next} />
          ) : (
            <Card>
              <CardContent className="space-y-4">
                <h2 className="text-xl font-semibold">{PLANS[plan].displayName}</h2>
                <p>
                  <span className="text-2xl font-bold">{priceLabel(plan, interval)}</span>
                  {plan === "free" ? null : (
                    <span className="text-slate-600 dark:text-slate-400"> ({interval})</span>
                  )}
                </p>
                <p className="text-slate-600 dark:text-slate-400">
                  Sign in or create a free account first; you come straight back here to confirm.
                </p>
                <div className="flex flex-wrap gap-3">
                  <Link to={`/login?next=${encodeURIComponent(here)}`} className={buttonClasses()}>
                    Sign in
                  </Link>
                  <Link
                    to={`/signup?next=${encodeURIComponent(here)}`}
                    className={buttonClasses({ variant: "outline" })}
                  >
                    Create an account
                  </Link>
                </div>
              </CardContent>
            </Card>
          )
        }
      </WithSignInState>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Compare every feature on the{" "}
        <Link to="/pricing" className="font-medium text-indigo-700 underline dark:text-indigo-300">
          pricing page
        </Link>
        .
      </p>
    </div>
  );
}

function SignedIn({ plan, interval, next }: { plan: PlanId; interval: BillingInterval; next: string }) {
  const subscription = useSubscription(true);
  const navigate = useNavigate();
  const { toast } = useToast();
  if (subscription.isPending) return <Spinner label="Loading your plan…" />;
  if (subscription.isError) {
    return <LoadError message="We couldn't load your current plan." query={subscription} />;
  }
  const sub = subscription.data;
  return (
    <Card>
      <CardContent className="space-y-4">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          You are on{" "}
          <strong className="text-slate-900 dark:text-slate-100">
            {PLANS[sub.effectivePlan].displayName}
          </strong>
          {sub.interval ? ` (${sub.interval})` : ""}.
        </p>
        <PlanChangeForm
          subscription={sub}
          initialPlan={plan}
          initialInterval={interval}
          onChanged={(result) => {
            toast({ title: "Plan updated", description: result.message });
            navigate(next);
          }}
        />
      </CardContent>
    </Card>
  );
}
