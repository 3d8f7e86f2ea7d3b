import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { memberRef } from "./auth";
import { createdAt, serialId, updatedAt } from "./columns";

/**
 * Billing rows for the plans of src/shared/domain/plans.ts (which owns names, features and
 * quotas). Prices are kept here in cents so billing records what was charged; the payment
 * provider's price ids are null while billing runs in demo mode.
 */
export const plans = pgTable("plans", {
  id: text("id", { enum: ["free", "premium", "pro"] }).primaryKey(),
  displayName: text("display_name").notNull(),
  monthlyPriceCents: integer("monthly_price_cents").notNull(),
  annualPriceCents: integer("annual_price_cents").notNull(),
  providerMonthlyPriceId: text("provider_monthly_price_id"),
  providerAnnualPriceId: text("provider_annual_price_id"),
  updatedAt: updatedAt(),
});

/** The billing history shown on /account: every plan change, cancellation and renewal. */
export const billingEvents = pgTable(
  "billing_events",
  {
    id: serialId(),
    userId: memberRef(),
    /** upgrade | downgrade_scheduled | downgrade_applied | cancel | resume | renewal | refund */
    kind: text("kind").notNull(),
    fromPlan: text("from_plan"),
    toPlan: text("to_plan"),
    interval: text("interval"),
    /** What a real provider would charge; always 0 charged in demo mode. */
    amountCents: integer("amount_cents").notNull().default(0),
    provider: text("provider").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("billing_events_user_idx").on(t.userId, t.createdAt)],
);
