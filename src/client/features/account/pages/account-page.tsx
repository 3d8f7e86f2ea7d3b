// /account (behind RequireAuth): the current plan, status, renewal or end
// date, a scheduled change with 'Keep my plan', usage this period, change plan, cancel, the billing
// history and the demo notice; then the profile and the security section.
import { type ReactNode, Suspense } from "react";
import type { User } from "../../../../shared/contracts/auth";
import type { BillingActionResponse, SubscriptionResponse } from "../../../../shared/contracts/billing";
import { PLANS } from "../../../../shared/domain/plans";
import { DemoNotice } from "../../../components/billing/demo-notice";
import { PlanChangeForm } from "../../../components/billing/plan-change-form";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardTitle } from "../../../components/ui/card";
import { QueryView } from "../../../components/ui/query-view";
import { PageSpinner, Spinner } from "../../../components/ui/spinner";
import { useToast } from "../../../components/ui/toast";
import { useMe } from "../../../lib/auth/get-me";
import { formatDate } from "../../../lib/format";
import { useResumePlan, useSubscription } from "../../../lib/queries/billing";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { MyDisputes } from "../../disputes";
import { AccountSecuritySection } from "../components/account-security";
import { BillingHistory } from "../components/billing-history";
import { CancelPlanDialog } from "../components/cancel-plan-dialog";
import { UsageBars } from "../components/usage-bars";

const ROLE_LABELS: Record<User["role"], string> = { user: "Member", admin: "Admin", affiliate: "Affiliate" };

function statusBadge(sub: SubscriptionResponse): { text: string; tone: BadgeTone } {
  if (sub.source === "lifetime") return { text: "Lifetime", tone: "green" };
  if (sub.source === "admin") return { text: "Admin", tone: "indigo" };
  if (sub.status === "canceled" && sub.active) return { text: "Canceled", tone: "yellow" };
  if (sub.heldPlan !== "free" && !sub.active) return { text: "Expired", tone: "red" };
  if (sub.status === "expired") return { text: "Expired", tone: "grey" };
  if (sub.effectivePlan === "free") return { text: "Free", tone: "grey" };
  return { text: "Active", tone: "green" };
}

export function AccountPage() {
  useDocumentTitle("Your account · HypeCheck");
  const me = useMe();
  const user = me.data;
  const subscription = useSubscription(Boolean(user));
  const { toast } = useToast();
  if (!user) return <PageSpinner label="Loading your account…" />;

  const announce = (result: BillingActionResponse) =>
    toast({ title: "Plan updated", description: result.message });

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Your account</h1>
      <QueryView
        query={subscription}
        loading={<Spinner label="Loading your subscription…" />}
        error="We couldn't load your subscription."
      >
        {(sub) => (
          <>
            {sub.paymentTaken ? null : <DemoNotice />}
            <SubscriptionCard sub={sub} onChanged={announce} />
            <Card>
              <CardContent className="space-y-4">
                <CardTitle>Usage this period</CardTitle>
                <UsageBars usage={sub.usage} />
              </CardContent>
            </Card>
            {sub.canChange ? (
              <Card>
                <CardContent className="space-y-4">
                  <CardTitle>Change plan</CardTitle>
                  <PlanChangeForm
                    // A fresh form (the current plan selected) after every change.
                    key={`${sub.heldPlan}-${sub.interval}-${sub.status}-${sub.pendingChange?.plan}`}
                    subscription={sub}
                    initialPlan={sub.effectivePlan === "free" ? "premium" : sub.effectivePlan}
                    initialInterval={sub.interval ?? "monthly"}
                    onChanged={announce}
                  />
                </CardContent>
              </Card>
            ) : null}
          </>
        )}
      </QueryView>
      <Card>
        <CardContent className="space-y-4">
          <CardTitle>Billing history</CardTitle>
          <BillingHistory />
        </CardContent>
      </Card>
      <Card>
        <CardContent className="space-y-4">
          <CardTitle>Profile</CardTitle>
          <Facts>
            <Fact label="Name">
              {user.firstName} {user.lastName}
            </Fact>
            <Fact label="Email">{user.email}</Fact>
            <Fact label="Role">{ROLE_LABELS[user.role]}</Fact>
            <Fact label="Member since">{formatDate(user.createdAt)}</Fact>
          </Facts>
        </CardContent>
      </Card>
      <Card id="disputes" className="scroll-mt-20">
        <CardContent className="space-y-4">
          <CardTitle>My disputes</CardTitle>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            What you disputed about reviews, reports, scores and findings. An admin starts on each one (under
            review), then upholds or rejects it with a reason, shown here.
          </p>
          <Suspense fallback={<Spinner label="Loading your disputes…" />}>
            <MyDisputes />
          </Suspense>
        </CardContent>
      </Card>
      <AccountSecuritySection />
    </div>
  );
}

function SubscriptionCard({
  sub,
  onChanged,
}: {
  sub: SubscriptionResponse;
  onChanged: (result: BillingActionResponse) => void;
}) {
  const resume = useResumePlan();
  const badge = statusBadge(sub);
  const planName = PLANS[sub.effectivePlan].displayName;
  const pending = sub.pendingChange;
  const showCancel =
    sub.canChange && sub.active && sub.heldPlan !== "free" && sub.status === "active" && !pending;
  return (
    <Card>
      <CardContent className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>Current plan</CardTitle>
          <Badge tone={badge.tone} data-testid="plan-status">
            {badge.text}
          </Badge>
        </div>
        <p className="text-2xl font-bold" data-testid="current-plan">
          {planName}
        </p>
        <Facts>
          {sub.interval ? (
            <Fact label="Billing">{sub.interval === "annual" ? "Annual" : "Monthly"}</Fact>
          ) : null}
          {sub.periodEnd && sub.active ? (
            <Fact label={!sub.renews ? "Ends on" : pending ? "Period ends on" : "Renews on"}>
              {formatDate(sub.periodEnd)}
            </Fact>
          ) : null}
          {sub.heldPlan !== sub.effectivePlan ? (
            <Fact label="Plan held">{PLANS[sub.heldPlan].displayName} (not active: Free features apply)</Fact>
          ) : null}
        </Facts>
        {sub.cannotChangeReason ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{sub.cannotChangeReason}</p>
        ) : null}
        {pending ? (
          <div className="space-y-3 rounded-lg border border-amber-200 bg-amber-50 p-4 dark:border-amber-800 dark:bg-amber-950/40">
            <p data-testid="pending-change">
              {pending.kind === "cancel"
                ? `Your plan is canceled. You keep ${planName} until ${formatDate(pending.at)}, then move to Free.`
                : `You move to ${PLANS[pending.plan].displayName}${pending.interval ? ` (${pending.interval})` : ""} on ${formatDate(pending.at)}.`}
            </p>
            {resume.error ? (
              <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
                Your plan could not be kept. Please try again.
              </p>
            ) : null}
            <Button
              disabled={resume.isPending}
              onClick={() => resume.mutate(undefined, { onSuccess: onChanged })}
            >
              {resume.isPending ? "Saving…" : "Keep my plan"}
            </Button>
          </div>
        ) : null}
        {showCancel && sub.periodEnd ? (
          <CancelPlanDialog planName={planName} endsOn={formatDate(sub.periodEnd)} onCanceled={onChanged} />
        ) : null}
      </CardContent>
    </Card>
  );
}

function Facts({ children }: { children: ReactNode }) {
  return <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">{children}</dl>;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </>
  );
}
