// Pick a plan and a billing interval, see what changes and when, confirm: /subscribe and /account.
import { CalendarClock, Info, Zap } from "lucide-react";
import { useId, useState } from "react";
import {
  BILLING_INTERVALS,
  type BillingActionResponse,
  type BillingInterval,
  type SubscriptionResponse,
} from "../../../shared/contracts/billing";
import { PLAN_IDS, PLANS, type PlanId } from "../../../shared/domain/plans";
import { isHttpError } from "../../lib/api-client";
import { useChangePlan } from "../../lib/queries/billing";
import { Button } from "../ui/button";
import { previewChange, priceLabel } from "./plan-change";

const INTERVAL_LABELS: Record<BillingInterval, string> = { monthly: "Monthly", annual: "Annual" };

export function PlanChangeForm({
  subscription,
  initialPlan,
  initialInterval,
  onChanged,
}: {
  subscription: SubscriptionResponse;
  initialPlan: PlanId;
  initialInterval: BillingInterval;
  onChanged: (result: BillingActionResponse) => void;
}) {
  const [plan, setPlan] = useState<PlanId>(initialPlan);
  const [interval, setBillingInterval] = useState<BillingInterval>(initialInterval);
  const change = useChangePlan();
  const name = useId();
  const preview = previewChange(subscription, plan, interval);
  const canSubmit = (preview.kind === "now" || preview.kind === "period_end") && !change.isPending;
  const error = change.error
    ? isHttpError(change.error)
      ? change.error.serverMessage
      : "The change could not be saved. Please try again."
    : null;

  return (
    <form
      method="post"
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (!canSubmit) return;
        change.mutate({ planId: plan, interval }, { onSuccess: onChanged });
      }}
    >
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-semibold">Plan</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {PLAN_IDS.map((id) => (
            <label
              key={id}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-[:checked]:border-indigo-600 has-[:checked]:bg-indigo-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500 dark:border-slate-700 dark:has-[:checked]:border-indigo-400 dark:has-[:checked]:bg-indigo-950/50"
            >
              <input
                type="radio"
                name={`${name}-plan`}
                value={id}
                checked={plan === id}
                onChange={() => setPlan(id)}
                className="mt-1 accent-indigo-700"
              />
              <span className="min-w-0">
                <span className="block font-medium">{PLANS[id].displayName}</span>
                <span className="block text-sm text-slate-600 dark:text-slate-400">
                  {priceLabel(id, interval)}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">Billing</legend>
        <div className="flex flex-wrap gap-2">
          {BILLING_INTERVALS.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-indigo-600 has-[:checked]:bg-indigo-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500 dark:border-slate-700 dark:has-[:checked]:border-indigo-400 dark:has-[:checked]:bg-indigo-950/50"
            >
              <input
                type="radio"
                name={`${name}-interval`}
                value={value}
                checked={interval === value}
                onChange={() => setBillingInterval(value)}
                className="accent-indigo-700"
              />
              {INTERVAL_LABELS[value]}
              {value === "annual" && plan !== "free" ? (
                <span className="text-xs text-emerald-700 dark:text-emerald-300">
                  save ${PLANS[plan].savings} a year
                </span>
              ) : null}
            </label>
          ))}
        </div>
      </fieldset>
      <div
        aria-live="polite"
        className="flex items-start gap-2 rounded-lg bg-slate-100 p-3 text-sm dark:bg-slate-800"
        data-testid="change-preview"
      >
        {preview.kind === "period_end" ? (
          <CalendarClock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        ) : preview.kind === "now" ? (
          <Zap aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        ) : (
          <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        )}
        <p>
          <span className="font-semibold">
            {preview.kind === "now"
              ? "Takes effect now. "
              : preview.kind === "period_end"
                ? "Takes effect at the end of the period. "
                : ""}
          </span>
          {preview.text}
        </p>
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={!canSubmit}>
          {change.isPending ? "Saving…" : "Confirm change"}
        </Button>
        {subscription.paymentTaken ? null : (
          <span className="text-sm text-slate-600 dark:text-slate-400">
            No payment is taken in demo mode.
          </span>
        )}
      </div>
    </form>
  );
}
