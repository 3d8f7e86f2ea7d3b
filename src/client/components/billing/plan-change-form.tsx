// Pick a plan and a billing interval, see what changes and when, confirm: /subscribe and /account.
import { CalendarClock, Info, Zap } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import {
  BILLING_INTERVALS,
  type BillingActionResponse,
  type BillingInterval,
  type SubscriptionResponse,
} from "../../../shared/contracts/billing";
import { PLAN_IDS, PLANS, type PlanId } from "../../../shared/domain/plans";
import { useChangePlan } from "../../lib/queries/billing";
import { failureText } from "../../lib/server-error";
import { Button } from "../ui/button";
import { FormAlert } from "../ui/contract-form";
import { previewChange, priceLabel } from "./plan-change";

const INTERVAL_LABELS: Record<BillingInterval, string> = { monthly: "Monthly", annual: "Annual" };

/** How the boxes are laid out: a grid of cards (the plans) or a row of pills (the intervals). */
const LAYOUTS = {
  cards: {
    fieldset: "space-y-2",
    list: "grid gap-2 sm:grid-cols-3",
    option: "items-start gap-3 p-3",
    input: "mt-1 accent-indigo-700",
  },
  pills: {
    fieldset: undefined,
    list: "flex flex-wrap gap-2",
    option: "items-center gap-2 px-3 py-2 text-sm",
    input: "accent-indigo-700",
  },
} as const;

/** A fieldset of radio buttons drawn as selectable boxes (the plan, the billing interval). */
function RadioChoices<T extends string>({
  legend,
  layout,
  options,
  value,
  onChange,
  children,
}: {
  legend: string;
  layout: keyof typeof LAYOUTS;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  children: (option: T) => ReactNode;
}) {
  const name = useId();
  const classes = LAYOUTS[layout];
  return (
    <fieldset className={classes.fieldset}>
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <div className={classes.list}>
        {options.map((option) => (
          <label
            key={option}
            className={`flex cursor-pointer ${classes.option} rounded-lg border border-slate-300 has-[:checked]:border-indigo-600 has-[:checked]:bg-indigo-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500 dark:border-slate-700 dark:has-[:checked]:border-indigo-400 dark:has-[:checked]:bg-indigo-950/50`}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className={classes.input}
            />
            {children(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

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
  const preview = previewChange(subscription, plan, interval);
  const canSubmit = (preview.kind === "now" || preview.kind === "period_end") && !change.isPending;
  const error = failureText(change.error, "The change could not be saved. Please try again.");

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
      <RadioChoices legend="Plan" layout="cards" options={PLAN_IDS} value={plan} onChange={setPlan}>
        {(id) => (
          <span className="min-w-0">
            <span className="block font-medium">{PLANS[id].displayName}</span>
            <span className="block text-sm text-slate-600 dark:text-slate-400">
              {priceLabel(id, interval)}
            </span>
          </span>
        )}
      </RadioChoices>
      <RadioChoices
        legend="Billing"
        layout="pills"
        options={BILLING_INTERVALS}
        value={interval}
        onChange={setBillingInterval}
      >
        {(value) => (
          <>
            {INTERVAL_LABELS[value]}
            {value === "annual" && plan !== "free" ? (
              <span className="text-xs text-emerald-700 dark:text-emerald-300">
                save ${PLANS[plan].savings} a year
              </span>
            ) : null}
          </>
        )}
      </RadioChoices>
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
      <FormAlert message={error} className="font-medium" />
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
