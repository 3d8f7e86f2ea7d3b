// Hourly: members whose paid period ended get what was waiting for it: a
// canceled plan becomes Free (status expired), a scheduled downgrade becomes the plan, and in demo
// mode an active plan renews for another period at no charge. Each change writes a billing_events
// row. The subscription call applies the same rules for the member who asks, so nobody waits for
// the job to see their own plan right.
import type { BillingConfig } from "../config";
import type { Job } from "../lib/job";
import { applyDuePeriodEnds } from "../modules/billing/billing.service";
import { createBillingProvider } from "../modules/billing/providers";

export const BILLING_PERIOD_END_JOB = "billing-period-end";
export const BILLING_PERIOD_END_INTERVAL_MS = 60 * 60 * 1000;

export function billingPeriodEndJob(config: BillingConfig): Job {
  const provider = createBillingProvider(config);
  return {
    name: BILLING_PERIOD_END_JOB,
    intervalMs: BILLING_PERIOD_END_INTERVAL_MS,
    async run({ db, now, signal }) {
      return applyDuePeriodEnds(db, provider, now(), signal);
    },
  };
}
