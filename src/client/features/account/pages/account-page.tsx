import type { ReactNode } from "react";
import type { User } from "../../../../shared/contracts/auth";
import { PLANS } from "../../../../shared/domain/plans";
import { Card, CardContent, CardTitle } from "../../../components/ui/card";
import { PageSpinner, Spinner } from "../../../components/ui/spinner";
import { useMe } from "../../../lib/auth/get-me";
import { formatUsage, useUsage } from "../api/get-usage";

const ROLE_LABELS: Record<User["role"], string> = { user: "Member", admin: "Admin", affiliate: "Affiliate" };
const STATUS_LABELS: Record<User["subscriptionStatus"], string> = {
  free: "Free",
  active: "Active",
  canceled: "Canceled",
  expired: "Expired",
};

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long" });

function formatDate(value: string): string {
  const time = Date.parse(value);
  return Number.isFinite(time) ? dateFormat.format(time) : value;
}

function heldPlanName(user: User): string {
  return user.isLifetime ? "Lifetime (legacy)" : PLANS[user.subscriptionPlan].displayName;
}

/** /account (behind RequireAuth): the member's details, plan and AI usage, as facts. */
export function AccountPage() {
  const me = useMe();
  const user = me.data;
  if (!user) return <PageSpinner label="Loading your account…" />;
  const endLabel =
    user.subscriptionEndDate && Date.parse(user.subscriptionEndDate) < Date.now() ? "Ended on" : "Ends on";

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Your account</h1>
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
      <Card>
        <CardContent className="space-y-4">
          <CardTitle>Plan</CardTitle>
          <Facts>
            <Fact label="Plan held">{heldPlanName(user)}</Fact>
            <Fact label="Status">{STATUS_LABELS[user.subscriptionStatus]}</Fact>
            {user.subscriptionEndDate ? (
              <Fact label={endLabel}>{formatDate(user.subscriptionEndDate)}</Fact>
            ) : null}
            <Fact label="Plan in effect">
              {PLANS[user.effectivePlan].displayName} ({user.planActive ? "active" : "not active"})
            </Fact>
          </Facts>
          {user.planActive ? null : (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Your {PLANS[user.subscriptionPlan].displayName} plan is not active, so Free plan features apply.
            </p>
          )}
        </CardContent>
      </Card>
      <UsageCard />
    </div>
  );
}

function UsageCard() {
  const usage = useUsage(true);
  return (
    <Card>
      <CardContent className="space-y-4">
        <CardTitle>AI quick looks</CardTitle>
        {usage.isPending ? (
          <Spinner label="Loading usage…" />
        ) : usage.isError ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">Usage is unavailable right now.</p>
        ) : (
          <>
            <Facts>
              <Fact label="Used this month">{formatUsage(usage.data)}</Fact>
              <Fact label="Resets on">{formatDate(usage.data.resetAt)}</Fact>
            </Facts>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Quick looks reset monthly and do not roll over.
            </p>
          </>
        )}
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
