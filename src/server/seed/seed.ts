// Fills what an empty database needs and leaves existing rows alone, so it runs at every start.
import { sql } from "drizzle-orm";
import { PLAN_IDS, PLANS } from "../../shared/domain/plans";
import type { Db } from "../db/client";
import { users } from "../db/schema/auth";
import { plans } from "../db/schema/billing";
import { categories } from "../db/schema/categories";
import { recordJobFinished } from "../jobs/job-runs";
import { demoAccounts } from "../modules/auth/demo-accounts";
import { RATING_WINDOWS_JOB } from "../modules/trust/rating-windows.job";
import { TRUST_RECOMPUTE_JOB } from "../modules/trust/trust-recompute.job";
import { generateDemoCatalogue } from "./catalog/generate";
import {
  type CatalogueReport,
  courseCount,
  EMPTY_CATALOGUE_REPORT,
  insertDemoCatalogue,
} from "./catalog/insert";
import { CATEGORY_SEEDS } from "./categories";
import { type CommunitySeedReport, seedCommunity } from "./community";
import { seedReportVotes } from "./report-votes";

export interface SeedReport {
  categories: number;
  plans: number;
  demoAccounts: number;
  /** What the demo catalogue inserted: all zero when the courses table already had rows. */
  catalogue: CatalogueReport;
  community: CommunitySeedReport & { reportVotes: number };
}

export interface SeedOptions {
  /** The date the demo catalogue is dated back from (price history, reviews, ad sightings). */
  now?: Date;
  /**
   * false (DEMO_DATA=0): categories, plans and the quiz's questions only — no demo accounts (so
   * test-login has no one to sign in as), no demo catalogue, reports or votes.
   */
  demoData?: boolean;
}

/** Any constant shared by every instance: several servers starting at once seed one at a time. */
const SEED_LOCK_KEY = 72_014_002;

export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedReport> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
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

    if (options.demoData === false) {
      // The quiz's questions are the product's own content, not demo data.
      const community = await seedCommunity(tx, now);
      return {
        categories: insertedCategories.length,
        plans: upsertedPlans.length,
        demoAccounts: 0,
        catalogue: { ...EMPTY_CATALOGUE_REPORT },
        community: { ...community, reportVotes: 0 },
      };
    }

    const insertedAccounts = await tx
      .insert(users)
      .values(demoAccounts())
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });

    // The demo catalogue goes into an empty catalogue only: a database with courses is left alone.
    const catalogue =
      (await courseCount(tx)) === 0
        ? await insertDemoCatalogue(tx, generateDemoCatalogue({ anchor: now }))
        : { ...EMPTY_CATALOGUE_REPORT };
    if (catalogue.courses > 0) {
      // Every course was just scored with the detector and report counts, as the weekly recompute
      // would, and its rating as of now, as the daily rating-windows rescore would: their next runs
      // are a week and a day from now, not at the first check after start-up.
      for (const job of [TRUST_RECOMPUTE_JOB, RATING_WINDOWS_JOB]) {
        await recordJobFinished(tx, job, now, { scored: catalogue.courses, source: "seed" });
      }
    }

    const community = await seedCommunity(tx, now);
    const reportVotes = await seedReportVotes(tx, now);

    return {
      categories: insertedCategories.length,
      plans: upsertedPlans.length,
      demoAccounts: insertedAccounts.length,
      catalogue,
      community: { ...community, reportVotes },
    };
  });
}
