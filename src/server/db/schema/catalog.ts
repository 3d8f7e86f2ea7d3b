import { integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    description: text("description").notNull().default(""),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [uniqueIndex("categories_slug_key").on(t.slug)],
);

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
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
