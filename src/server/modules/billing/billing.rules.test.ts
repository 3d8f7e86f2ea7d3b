// The plan-change rules with fixed clocks: upgrades now, downgrades and cancellation at the end of
// the period, resume, the period end (expiry, applied downgrade, demo renewal), lifetime and admin.
import { describe, expect, it } from "vitest";
import { BILLING_MESSAGES } from "../../../shared/contracts/billing";
import {
  addInterval,
  decideCancel,
  decideChange,
  decidePeriodEnd,
  decideResume,
  type SubscriptionState,
} from "./billing.rules";

const NOW = new Date("2026-03-10T12:00:00.000Z");
const END = new Date("2026-03-25T12:00:00.000Z");

const free: SubscriptionState = {
  role: "user",
  isLifetime: false,
  subscriptionPlan: "free",
  subscriptionStatus: "free",
  subscriptionEndDate: null,
  billingInterval: null,
  pendingPlan: null,
  pendingInterval: null,
};
const premium: SubscriptionState = {
  ...free,
  subscriptionPlan: "premium",
  subscriptionStatus: "active",
  subscriptionEndDate: END,
  billingInterval: "monthly",
};

describe("addInterval", () => {
  it("adds a month or a year, clamping missing days", () => {
    expect(addInterval(new Date("2026-01-31T10:00:00Z"), "monthly").toISOString()).toBe(
      "2026-02-28T10:00:00.000Z",
    );
    expect(addInterval(new Date("2028-02-29T00:00:00Z"), "annual").toISOString()).toBe(
      "2029-02-28T00:00:00.000Z",
    );
    expect(addInterval(NOW, "monthly").toISOString()).toBe("2026-04-10T12:00:00.000Z");
  });
});

describe("upgrades take effect at once", () => {
  it("free -> premium monthly starts a period now and records the price", () => {
    const d = decideChange(free, { planId: "premium", interval: "monthly" }, NOW);
    expect(d.effective).toBe("now");
    expect(d.fields).toMatchObject({
      subscriptionPlan: "premium",
      subscriptionStatus: "active",
      billingInterval: "monthly",
      pendingPlan: null,
    });
    expect(d.fields.subscriptionEndDate?.toISOString()).toBe("2026-04-10T12:00:00.000Z");
    expect(d.event).toMatchObject({
      kind: "upgrade",
      fromPlan: "free",
      toPlan: "premium",
      amountCents: 1900,
    });
  });

  it("premium -> pro annual is immediate with a year's period", () => {
    const d = decideChange(premium, { planId: "pro", interval: "annual" }, NOW);
    expect(d.fields.subscriptionPlan).toBe("pro");
    expect(d.fields.subscriptionEndDate?.toISOString()).toBe("2027-03-10T12:00:00.000Z");
    expect(d.event.amountCents).toBe(39000);
  });

  it("monthly -> annual on the same plan is immediate", () => {
    const d = decideChange(premium, { planId: "premium", interval: "annual" }, NOW);
    expect(d.effective).toBe("now");
    expect(d.fields.billingInterval).toBe("annual");
  });

  it("an expired paid plan counts as free: choosing it again starts now", () => {
    const lapsed = { ...premium, subscriptionEndDate: new Date("2026-03-01T00:00:00Z") };
    const d = decideChange(
      { ...lapsed, subscriptionStatus: "canceled" },
      { planId: "premium", interval: "monthly" },
      NOW,
    );
    expect(d.effective).toBe("now");
    expect(d.fields.subscriptionStatus).toBe("active");
  });
});

describe("downgrades and cancellation wait for the period end", () => {
  const pro = { ...premium, subscriptionPlan: "pro" as const };

  it("pro -> premium is scheduled; the plan and end date stay", () => {
    const d = decideChange(pro, { planId: "premium", interval: "monthly" }, NOW);
    expect(d.effective).toBe("period_end");
    expect(d.fields).toMatchObject({
      subscriptionPlan: "pro",
      subscriptionStatus: "active",
      subscriptionEndDate: END,
      pendingPlan: "premium",
      pendingInterval: "monthly",
    });
    expect(d.event).toMatchObject({ kind: "downgrade_scheduled", amountCents: 0 });
  });

  it("annual -> monthly on the same plan is scheduled", () => {
    const annual = { ...premium, billingInterval: "annual" as const };
    expect(decideChange(annual, { planId: "premium", interval: "monthly" }, NOW).effective).toBe(
      "period_end",
    );
  });

  it("choosing Free cancels at the end of the period", () => {
    const d = decideChange(premium, { planId: "free", interval: "monthly" }, NOW);
    expect(d.fields).toMatchObject({ subscriptionStatus: "canceled", subscriptionEndDate: END });
    expect(d.event.kind).toBe("cancel");
  });

  it("cancel keeps the plan until the end date; a second cancel is a 409", () => {
    const d = decideCancel(premium, NOW);
    expect(d.fields).toMatchObject({ subscriptionPlan: "premium", subscriptionStatus: "canceled" });
    expect(() => decideCancel({ ...premium, ...d.fields }, NOW)).toThrow(/already canceled/);
  });

  it("a paid plan without an end date gets one period from now", () => {
    const d = decideCancel({ ...premium, subscriptionEndDate: null }, NOW);
    expect(d.fields.subscriptionEndDate?.toISOString()).toBe("2026-04-10T12:00:00.000Z");
  });

  it("no-ops are refused", () => {
    expect(() => decideChange(premium, { planId: "premium", interval: "monthly" }, NOW)).toThrow(
      /already on Premium Guardian/,
    );
    expect(() => decideChange(free, { planId: "free", interval: "monthly" }, NOW)).toThrow(
      BILLING_MESSAGES.alreadyFree,
    );
    expect(() => decideCancel(free, NOW)).toThrow(BILLING_MESSAGES.nothingToCancel);
    expect(() => decideResume(premium, NOW)).toThrow(BILLING_MESSAGES.nothingToResume);
  });
});

describe("resume", () => {
  it("undoes a cancellation and a scheduled downgrade", () => {
    const canceled = { ...premium, subscriptionStatus: "canceled" as const };
    expect(decideResume(canceled, NOW).fields).toMatchObject({
      subscriptionStatus: "active",
      pendingPlan: null,
    });
    const pending = { ...premium, subscriptionPlan: "pro" as const, pendingPlan: "premium" as const };
    const d = decideResume(pending, NOW);
    expect(d.fields).toMatchObject({ subscriptionPlan: "pro", pendingPlan: null, pendingInterval: null });
    expect(d.event.kind).toBe("resume");
  });

  it("choosing the held plan again while canceled is a resume", () => {
    const canceled = { ...premium, subscriptionStatus: "canceled" as const };
    expect(decideChange(canceled, { planId: "premium", interval: "monthly" }, NOW).event.kind).toBe("resume");
  });
});

describe("lifetime and admin accounts hold Pro and cannot change", () => {
  it("refuses every change with a clear message", () => {
    const lifetime = { ...free, isLifetime: true };
    const admin = { ...free, role: "admin" as const };
    expect(() => decideChange(lifetime, { planId: "premium", interval: "monthly" }, NOW)).toThrow(
      BILLING_MESSAGES.lifetime,
    );
    expect(() => decideCancel(admin, NOW)).toThrow(BILLING_MESSAGES.admin);
    expect(
      decidePeriodEnd(
        { ...lifetime, subscriptionPlan: "pro", subscriptionEndDate: END },
        new Date("2027-01-01"),
        true,
      ),
    ).toBeNull();
  });
});

describe("period end", () => {
  const after = new Date("2026-03-26T00:00:00.000Z");

  it("nothing is due before the end date", () => {
    expect(decidePeriodEnd({ ...premium, subscriptionStatus: "canceled" }, NOW, true)).toBeNull();
  });

  it("a canceled plan becomes Free, status expired", () => {
    const d = decidePeriodEnd({ ...premium, subscriptionStatus: "canceled" }, after, true);
    expect(d?.fields).toMatchObject({
      subscriptionPlan: "free",
      subscriptionStatus: "expired",
      billingInterval: null,
    });
    expect(d?.event).toMatchObject({ kind: "downgrade_applied", toPlan: "free" });
  });

  it("a scheduled downgrade becomes the plan for a new period", () => {
    const pending = {
      ...premium,
      subscriptionPlan: "pro" as const,
      pendingPlan: "premium" as const,
      pendingInterval: "annual" as const,
    };
    const d = decidePeriodEnd(pending, after, true);
    expect(d?.fields).toMatchObject({
      subscriptionPlan: "premium",
      billingInterval: "annual",
      pendingPlan: null,
    });
    expect(d?.fields.subscriptionEndDate?.toISOString()).toBe("2027-03-25T12:00:00.000Z");
    expect(d?.event).toMatchObject({ kind: "downgrade_applied", amountCents: 19000 });
  });

  it("demo renews an active plan from the old end date; a card provider does not", () => {
    const d = decidePeriodEnd(premium, after, true);
    expect(d?.event).toMatchObject({ kind: "renewal", amountCents: 1900 });
    expect(d?.fields.subscriptionEndDate?.toISOString()).toBe("2026-04-25T12:00:00.000Z");
    expect(decidePeriodEnd(premium, after, false)).toBeNull();
  });

  it("catches up several missed periods in one step", () => {
    const d = decidePeriodEnd(premium, new Date("2026-06-01T00:00:00Z"), true);
    expect(d?.fields.subscriptionEndDate?.toISOString()).toBe("2026-06-25T12:00:00.000Z");
  });
});
