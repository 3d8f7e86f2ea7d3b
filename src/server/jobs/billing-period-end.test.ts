// The hourly period-end job with a fake clock: a demo plan whose period ended renews (no charge,
// a 'renewal' event), a canceled one becomes Free, lifetime and not-yet-due rows are left alone.
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../db/schema/auth";
import { billingEvents } from "../db/schema/billing";
import { createMember } from "../test/catalog-fixtures";
import { runDueJob } from "../test/run-job";
import { sharedTestDatabase } from "../test/test-app";
import { BILLING_PERIOD_END_JOB, billingPeriodEndJob } from "./billing-period-end";

const t = sharedTestDatabase();

describe("billing-period-end", () => {
  it("renews, expires and leaves alone as the rules say", async () => {
    const end = new Date("2026-05-01T00:00:00.000Z");
    const now = new Date("2026-05-01T06:00:00.000Z");
    const renewing = await createMember(t.db, {
      subscriptionPlan: "premium",
      subscriptionStatus: "active",
      subscriptionEndDate: end,
      billingInterval: "monthly",
    });
    const canceled = await createMember(t.db, {
      subscriptionPlan: "pro",
      subscriptionStatus: "canceled",
      subscriptionEndDate: end,
      billingInterval: "annual",
    });
    const notDue = await createMember(t.db, {
      subscriptionPlan: "premium",
      subscriptionStatus: "canceled",
      subscriptionEndDate: new Date("2026-05-02T00:00:00.000Z"),
      billingInterval: "monthly",
    });
    const lifetime = await createMember(t.db, {
      subscriptionPlan: "pro",
      subscriptionStatus: "active",
      subscriptionEndDate: end,
      isLifetime: true,
    });

    const outcome = await runDueJob(t.db, billingPeriodEndJob({ provider: "demo" }), () => now);
    expect(outcome).toMatchObject({ job: BILLING_PERIOD_END_JOB, status: "ran", result: { applied: 2 } });

    const ids = [renewing.id, canceled.id, notDue.id, lifetime.id];
    const rows = new Map(
      (await t.db.select().from(users).where(inArray(users.id, ids))).map((row) => [row.id, row]),
    );
    expect(rows.get(renewing.id)).toMatchObject({
      subscriptionPlan: "premium",
      subscriptionStatus: "active",
    });
    expect(rows.get(renewing.id)?.subscriptionEndDate?.toISOString()).toBe("2026-06-01T00:00:00.000Z");
    expect(rows.get(canceled.id)).toMatchObject({ subscriptionPlan: "free", subscriptionStatus: "expired" });
    expect(rows.get(notDue.id)).toMatchObject({
      subscriptionPlan: "premium",
      subscriptionStatus: "canceled",
    });
    expect(rows.get(lifetime.id)?.subscriptionEndDate?.toISOString()).toBe(end.toISOString());

    const events = await t.db.select().from(billingEvents).where(inArray(billingEvents.userId, ids));
    expect(events.map((e) => [e.userId, e.kind, e.amountCents, e.provider]).sort()).toEqual(
      [
        [renewing.id, "renewal", 1900, "demo"],
        [canceled.id, "downgrade_applied", 0, "demo"],
      ].sort(),
    );
    await t.db.delete(users).where(inArray(users.id, ids));
    expect(await t.db.select().from(users).where(eq(users.id, renewing.id))).toEqual([]);
  });
});
