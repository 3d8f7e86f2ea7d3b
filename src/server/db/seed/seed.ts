// Fills what an empty database needs and leaves existing rows alone, so it runs at every start.
import { sql } from "drizzle-orm";
import { PLAN_IDS, PLANS } from "../../../shared/domain/plans";
import type { Db } from "../client";
import { categories, plans } from "../schema/catalog";
import { users } from "../schema/users";
import { CATEGORY_SEEDS } from "./categories";
import { demoAccounts } from "./demo-accounts";

export interface SeedReport {
  categories: number;
  plans: number;
  demoAccounts: number;
}

export async function seedDatabase(db: Db): Promise<SeedReport> {
  return db.transaction(async (tx) => {
    const insertedCategories = await tx
      .insert(categories)
      .values(CATEGORY_SEEDS.map((category, index) => ({ ...category, sortOrder: index + 1 })))
      .onConflictDoNothing({ target: categories.slug })
      .returning({ id: categories.id });

    const planRows = PLAN_IDS.map((id) => ({
      id,
      displayName: PLANS[id].displayName,
      monthlyPriceCents: PLANS[id].monthlyPrice * 100,
      annualPriceCents: PLANS[id].annualPrice * 100,
    }));
    // Prices follow the shared plan module; provider price ids are left as configured.
    const upsertedPlans = await tx
      .insert(plans)
      .values(planRows)
      .onConflictDoUpdate({
        target: plans.id,
        set: {
          displayName: sql`excluded.display_name`,
          monthlyPriceCents: sql`excluded.monthly_price_cents`,
          annualPriceCents: sql`excluded.annual_price_cents`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ id: plans.id });

    const insertedAccounts = await tx
      .insert(users)
      .values(demoAccounts())
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });

    return {
      categories: insertedCategories.length,
      plans: upsertedPlans.length,
      demoAccounts: insertedAccounts.length,
    };
  });
}
