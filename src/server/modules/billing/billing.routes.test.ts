// Billing routes through app.inject against a real database: the public plans, the member's
// subscription and usage, upgrades now, cancellation and downgrades at the period end, resume, the
// history, bad input, lifetime and admin accounts, guests, and the fail-fast card configuration.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  BILLING_MESSAGES,
  type BillingActionResponse,
  type BillingHistoryResponse,
  type BillingPlansResponse,
  type SubscriptionResponse,
} from "../../../shared/contracts/billing";
import { PLANS, REFUND_POLICY } from "../../../shared/domain/plans";
import { users } from "../../db/schema/auth";
import { billingPeriodEndJob } from "../../jobs/billing-period-end";
import { createJobRunner } from "../../jobs/runner";
import { expectError, me, sendAs, signUp, testLogin, useTestApp } from "../../test/test-app";

describe("billing routes", () => {
  const t = useTestApp();
  const get = (url: string, cookie?: string) => sendAs(t.app, "GET", url, cookie);
  const post = (url: string, cookie: string | undefined, payload: unknown = {}) =>
    sendAs(t.app, "POST", url, cookie, payload);
  const subscription = async (cookie: string) => {
    const res = await get("/api/billing/subscription", cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SubscriptionResponse;
  };
  /** Changes the plan, expecting a 200, and answers the action's body. */
  const changePlan = async (cookie: string, planId: string, interval: string) => {
    const res = await post("/api/billing/change-plan", cookie, { planId, interval });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as BillingActionResponse;
  };
  const userIdOf = async (cookie: string) =>
    ((await me(t.app, cookie)).json() as { user: { id: string } }).user.id;

  it("lists the three plans from the shared module, publicly, in demo mode", async () => {
    const res = await get("/api/billing/plans");
    expect(res.statusCode).toBe(200);
    const body = res.json() as BillingPlansResponse;
    expect(body.mode).toBe("demo");
    expect(body.paymentTaken).toBe(false);
    expect(body.refundPolicy).toBe(REFUND_POLICY);
    expect(body.plans.map((p) => [p.id, p.monthlyPrice, p.annualPrice, p.savings, p.badge])).toEqual([
      ["free", 0, 0, 0, "Community"],
      ["premium", 19, 190, 38, "Most Popular"],
      ["pro", 39, 390, 78, "Best Value"],
    ]);
    expect(body.plans[1]?.features).toEqual(PLANS.premium.features);
  });

  it("answers 401 to guests on every member call", async () => {
    for (const url of ["/api/billing/subscription", "/api/billing/history"]) {
      expectError(await get(url), 401);
    }
    for (const url of ["/api/billing/change-plan", "/api/billing/cancel", "/api/billing/resume"]) {
      expectError(await post(url, undefined, { planId: "premium", interval: "monthly" }), 401);
    }
  });

  it("shows a new member on Free with usage this period", async () => {
    const { cookie } = await signUp(t.app);
    const sub = await subscription(cookie);
    expect(sub).toMatchObject({
      heldPlan: "free",
      effectivePlan: "free",
      active: true,
      status: "free",
      interval: null,
      periodEnd: null,
      pendingChange: null,
      canChange: true,
      mode: "demo",
      paymentTaken: false,
    });
    expect(sub.usage.aiLooks).toMatchObject({ used: 0, quota: 5 });
    expect(sub.usage.fullReports).toMatchObject({ used: 0, quota: 1 });
    expect(sub.usage.priceAlerts).toEqual({ active: 0, limit: 3 });
  });

  it("upgrades at once, cancels at the period end, resumes, and records each event", async () => {
    const { cookie } = await signUp(t.app);
    const before = Date.now();
    const upBody = await changePlan(cookie, "premium", "monthly");
    expect(upBody.effective).toBe("now");
    expect(upBody.subscription).toMatchObject({
      heldPlan: "premium",
      effectivePlan: "premium",
      status: "active",
      interval: "monthly",
      renews: true,
    });
    const end = Date.parse(upBody.subscription.periodEnd ?? "");
    expect(end - before).toBeGreaterThan(27 * 86_400_000);
    expect(end - before).toBeLessThan(32 * 86_400_000);
    expect(upBody.subscription.usage.aiLooks.quota).toBe(50);
    expect(upBody.subscription.usage.priceAlerts.limit).toBeNull();

    // The rest of the app sees the plan at once.
    const meBody = (await me(t.app, cookie)).json() as {
      user: { effectivePlan: string; isPremium: boolean };
    };
    expect(meBody.user).toMatchObject({ effectivePlan: "premium", isPremium: true });
    expect((await get("/api/usage", cookie)).json()).toMatchObject({ quota: 50, plan: "premium" });

    expectError(
      await post("/api/billing/change-plan", cookie, { planId: "premium", interval: "monthly" }),
      409,
    );

    const cancel = await post("/api/billing/cancel", cookie);
    expect(cancel.statusCode, cancel.body).toBe(200);
    const canceled = (cancel.json() as BillingActionResponse).subscription;
    expect(canceled).toMatchObject({
      status: "canceled",
      effectivePlan: "premium",
      renews: false,
      pendingChange: { plan: "free", kind: "cancel", at: upBody.subscription.periodEnd },
    });
    expect(expectError(await post("/api/billing/cancel", cookie), 409)).toMatch(/already canceled/);

    const resume = await post("/api/billing/resume", cookie);
    expect(resume.statusCode, resume.body).toBe(200);
    expect((resume.json() as BillingActionResponse).subscription).toMatchObject({
      status: "active",
      pendingChange: null,
      renews: true,
    });
    expect(expectError(await post("/api/billing/resume", cookie), 409)).toBe(
      BILLING_MESSAGES.nothingToResume,
    );

    const history = (await get("/api/billing/history", cookie)).json() as BillingHistoryResponse;
    expect(history.items.map((e) => e.kind)).toEqual(["resume", "cancel", "upgrade"]);
    expect(history.items[2]).toMatchObject({
      amount: 19,
      charged: false,
      provider: "demo",
      toPlan: "premium",
    });
  });

  it("schedules a downgrade for the period end and the job applies it with a later clock", async () => {
    const { cookie } = await signUp(t.app);
    const up = await changePlan(cookie, "pro", "annual");
    const body = await changePlan(cookie, "premium", "monthly");
    expect(body.effective).toBe("period_end");
    expect(body.subscription).toMatchObject({
      heldPlan: "pro",
      effectivePlan: "pro",
      pendingChange: {
        plan: "premium",
        interval: "monthly",
        kind: "downgrade",
        at: up.subscription.periodEnd,
      },
    });

    const id = await userIdOf(cookie);
    const later = new Date(Date.parse(up.subscription.periodEnd ?? "") + 60_000);
    const runner = createJobRunner({
      db: t.db,
      log: t.app.log,
      jobs: [billingPeriodEndJob(t.config.billing)],
      now: () => later,
    });
    const [outcome] = await runner.runDue();
    expect(outcome).toMatchObject({ status: "ran" });
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ subscriptionPlan: "premium", billingInterval: "monthly", pendingPlan: null });
    expect(row?.subscriptionEndDate?.getTime()).toBeGreaterThan(later.getTime());
    const history = (await get("/api/billing/history", cookie)).json() as BillingHistoryResponse;
    expect(history.items[0]).toMatchObject({
      kind: "downgrade_applied",
      fromPlan: "pro",
      toPlan: "premium",
      amount: 19,
    });
  });

  it("a canceled plan whose end passed gets Free features and becomes Free on the next read", async () => {
    const { cookie } = await signUp(t.app);
    await post("/api/billing/change-plan", cookie, { planId: "premium", interval: "monthly" });
    await post("/api/billing/cancel", cookie);
    const id = await userIdOf(cookie);
    await t.db
      .update(users)
      .set({ subscriptionEndDate: new Date(Date.now() - 60_000) })
      .where(eq(users.id, id));
    // Before anything applies the end, the shared rules already give Free features.
    expect((await get("/api/usage", cookie)).json()).toMatchObject({ quota: 5, plan: "free" });
    const sub = await subscription(cookie);
    expect(sub).toMatchObject({
      heldPlan: "free",
      effectivePlan: "free",
      status: "expired",
      pendingChange: null,
    });
    const history = (await get("/api/billing/history", cookie)).json() as BillingHistoryResponse;
    expect(history.items[0]).toMatchObject({ kind: "downgrade_applied", toPlan: "free" });
  });

  it("refuses bad input with a clear 400 and changes nothing", async () => {
    const { cookie } = await signUp(t.app);
    for (const payload of [
      { planId: "gold", interval: "monthly" },
      { planId: "premium", interval: "weekly" },
      { planId: "premium" },
      {},
    ]) {
      expectError(await post("/api/billing/change-plan", cookie, payload), 400);
    }
    expect(
      expectError(
        await post("/api/billing/change-plan", cookie, { planId: "free", interval: "monthly" }),
        409,
      ),
    ).toBe(BILLING_MESSAGES.alreadyFree);
    expect(expectError(await post("/api/billing/cancel", cookie), 409)).toBe(
      BILLING_MESSAGES.nothingToCancel,
    );
    const noBody = await t.app.inject({ method: "POST", url: "/api/billing/cancel", headers: { cookie } });
    expect(noBody.statusCode).toBeGreaterThanOrEqual(400);
    expect(noBody.statusCode).toBeLessThan(500);
    expect((await subscription(cookie)).heldPlan).toBe("free");
    expect(((await get("/api/billing/history", cookie)).json() as BillingHistoryResponse).items).toEqual([]);
  });

  it("lifetime and admin accounts hold Pro and cannot change plan", async () => {
    const lifetime = (await testLogin(t.app, { role: "user", plan: "lifetime" })).cookie;
    const subL = await subscription(lifetime);
    expect(subL).toMatchObject({ effectivePlan: "pro", source: "lifetime", canChange: false });
    expect(subL.cannotChangeReason).toBe(BILLING_MESSAGES.lifetime);
    expect(
      expectError(
        await post("/api/billing/change-plan", lifetime, { planId: "premium", interval: "monthly" }),
        409,
      ),
    ).toBe(BILLING_MESSAGES.lifetime);

    const admin = (await testLogin(t.app, { role: "admin", plan: "free" })).cookie;
    expect(await subscription(admin)).toMatchObject({
      effectivePlan: "pro",
      source: "admin",
      canChange: false,
    });
    expect(expectError(await post("/api/billing/cancel", admin), 409)).toBe(BILLING_MESSAGES.admin);
  });

  it("refuses a cross-site plan change", async () => {
    const { cookie } = await signUp(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/billing/change-plan",
      headers: { cookie, origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      payload: { planId: "premium", interval: "monthly" },
    });
    expectError(res, 403);
    expect((await subscription(cookie)).heldPlan).toBe("free");
  });
});
