// Unit tests for the plan catalogue and the effective-plan rules. Expected values are written out here by hand or
// computed by a plain oracle below; they are never taken from the module under test.
import { describe, expect, it } from "vitest";
import {
  aiLookQuota,
  effectivePlan,
  GUEST_AI_LOOKS,
  hasQuotaLeft,
  isPlanActive,
  isPremium,
  isUnlimited,
  meetsRole,
  monthlyPeriodStart,
  nextMonthlyReset,
  PLAN_IDS,
  PLANS,
  type PlanFeatures,
  type PlanId,
  type PlanQuotas,
  type PlanSubject,
  planFeatures,
  planQuotas,
  REFUND_POLICY,
  ROLES,
  type Role,
  type RoleRequirement,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
  UNLIMITED,
} from "./plans";

// ---------------------------------------------------------------------------------------------
// Hand-written expectations
// ---------------------------------------------------------------------------------------------

const ALL_ROLES: Role[] = ["user", "affiliate", "admin"];
const ALL_PLANS: PlanId[] = ["free", "premium", "pro"];
const ALL_STATUSES: SubscriptionStatus[] = ["free", "active", "canceled", "expired"];

/** Every boolean flag of a plan's feature set (coursesPerMonth is the numeric one). */
const FLAG_NAMES = [
  "canAccessVerifiedCourses",
  "canUseCourseComparison",
  "canUsePriceTracking",
  "canUseBookmarks",
  "canAccessAITrustScores",
  "canAccessAdvancedScamDetection",
  "canUseAIAnalysis",
  "canAccessRedFlagReports",
  "canAccessCreatorInvestigations",
  "canUseCreatorBackgroundChecks",
  "canAccessTransparencyReports",
  "hasPrioritySupport",
  "canAccessExclusiveContent",
  "canSubmitPriorityReports",
  "canAccessCommunityFeatures",
  "hasRealTimeAlerts",
  "canUsePriceAlerts",
  "canAccessDetailedAnalytics",
  "canUseROICalculator",
  "canUseSuccessTracker",
] as const;
type FlagName = (typeof FLAG_NAMES)[number];

/** Builds a feature set from the numeric allowance and the list of flags that are on. */
function featureSet(coursesPerMonth: number, on: readonly FlagName[]): PlanFeatures {
  const result: Record<string, number | boolean> = { coursesPerMonth };
  for (const flag of FLAG_NAMES) result[flag] = on.includes(flag);
  return result as unknown as PlanFeatures;
}

// Free: community features plus what free members are granted
// (5 AI looks, a 2-course comparison, 3 price alerts).
const EXPECTED_FEATURES: Record<PlanId, PlanFeatures> = {
  free: featureSet(5, [
    "canAccessCommunityFeatures",
    "canUseAIAnalysis",
    "canUseCourseComparison",
    "canUsePriceTracking",
    "canUsePriceAlerts",
  ]),
  premium: featureSet(
    50,
    FLAG_NAMES.filter(
      (flag) =>
        flag !== "canUseCreatorBackgroundChecks" &&
        flag !== "canAccessTransparencyReports" &&
        flag !== "hasPrioritySupport" &&
        flag !== "canAccessDetailedAnalytics",
    ),
  ),
  pro: featureSet(-1, FLAG_NAMES),
};

// The plans table (quotas per plan), cell by cell: a row per plan, its columns in the order of
// PlanQuotas (AI looks a month, full reports a week, comparison courses, active price alerts,
// watchlist items, URL analyzer, creator background check).
type QuotaRow = [number, number, number, number, number, boolean, boolean];
const QUOTA_ROWS: Record<PlanId, QuotaRow> = {
  free: [5, 1, 2, 3, 5, false, false],
  premium: [50, 10, 3, -1, -1, true, false],
  pro: [-1, 50, 3, -1, -1, true, true],
};
function quotasOf([
  looks,
  reports,
  comparisons,
  alerts,
  watchlist,
  urlAnalyzer,
  backgroundCheck,
]: QuotaRow): PlanQuotas {
  return {
    aiLooksPerMonth: looks,
    fullReportsPerWeek: reports,
    comparisonCourses: comparisons,
    activePriceAlerts: alerts,
    watchlistItems: watchlist,
    canUseUrlAnalyzer: urlAnalyzer,
    canUseCreatorBackgroundCheck: backgroundCheck,
  };
}
const EXPECTED_QUOTAS: Record<PlanId, PlanQuotas> = {
  free: quotasOf(QUOTA_ROWS.free),
  premium: quotasOf(QUOTA_ROWS.premium),
  pro: quotasOf(QUOTA_ROWS.pro),
};

const EXPECTED_CATALOGUE = [
  {
    id: "free",
    displayName: "Free",
    monthly: 0,
    annual: 0,
    savings: 0,
    badge: "Community",
    popular: false,
  },
  {
    id: "premium",
    displayName: "Premium Guardian",
    monthly: 19,
    annual: 190,
    savings: 38,
    badge: "Most Popular",
    popular: true,
  },
  {
    id: "pro",
    displayName: "Pro Investigator",
    monthly: 39,
    annual: 390,
    savings: 78,
    badge: "Best Value",
    popular: false,
  },
] as const;

// ---------------------------------------------------------------------------------------------
// The catalogue
// ---------------------------------------------------------------------------------------------

describe("constants", () => {
  it("lists the plan ids, roles and subscription statuses", () => {
    expect([...PLAN_IDS]).toEqual(["free", "premium", "pro"]);
    expect([...ROLES].sort()).toEqual(["admin", "affiliate", "user"]);
    expect([...SUBSCRIPTION_STATUSES].sort()).toEqual(["active", "canceled", "expired", "free"]);
  });

  it("uses -1 for unlimited and gives guests 3 AI looks", () => {
    expect(UNLIMITED).toBe(-1);
    expect(GUEST_AI_LOOKS).toBe(3);
  });

  it("states one refund policy: a 30-day money-back guarantee on paid plans", () => {
    expect(REFUND_POLICY).toBe("30-day money-back guarantee on paid plans");
  });
});

describe("PLANS catalogue (DECISIONS.md 'Plans and prices')", () => {
  it("holds exactly the free, premium and pro plans", () => {
    expect(Object.keys(PLANS).sort()).toEqual(["free", "premium", "pro"]);
  });

  for (const row of EXPECTED_CATALOGUE) {
    describe(`${row.id}`, () => {
      const plan = PLANS[row.id];

      it("is keyed by its own id", () => {
        expect(plan.id).toBe(row.id);
        expect(plan.name).toBe(row.id);
      });

      it(`is called '${row.displayName}' with badge '${row.badge}'`, () => {
        expect(plan.displayName).toBe(row.displayName);
        expect(plan.badge).toBe(row.badge);
        expect(plan.popular).toBe(row.popular);
      });

      it(`costs $${row.monthly} a month and $${row.annual} a year (saves $${row.savings})`, () => {
        expect(plan.monthlyPrice).toBe(row.monthly);
        expect(plan.annualPrice).toBe(row.annual);
        expect(plan.savings).toBe(row.savings);
        expect(plan.monthlyPrice * 12 - plan.annualPrice).toBe(plan.savings);
      });

      it("has the quotas of the DECISIONS table", () => {
        expect(plan.quotas).toEqual(EXPECTED_QUOTAS[row.id]);
      });

      it("has the feature flags of SPEC section 3 as amended", () => {
        expect(plan.featureSet).toEqual(EXPECTED_FEATURES[row.id]);
      });

      it("has exactly the SPEC feature keys", () => {
        expect(Object.keys(plan.featureSet).sort()).toEqual(["coursesPerMonth", ...FLAG_NAMES].sort());
      });

      it("agrees between its feature set and its quotas", () => {
        expect(plan.featureSet.coursesPerMonth).toBe(plan.quotas.aiLooksPerMonth);
        expect(plan.featureSet.canUseCreatorBackgroundChecks).toBe(plan.quotas.canUseCreatorBackgroundCheck);
        expect(plan.featureSet.canUseCourseComparison).toBe(plan.quotas.comparisonCourses > 0);
        expect(plan.featureSet.canUsePriceAlerts).toBe(plan.quotas.activePriceAlerts !== 0);
        // The bookmarks flag is the unlimited watchlist; without it the watchlist is capped, not off.
        expect(plan.quotas.watchlistItems === UNLIMITED).toBe(plan.featureSet.canUseBookmarks);
        expect(plan.quotas.watchlistItems).not.toBe(0);
      });

      it("has non-empty display text", () => {
        expect(plan.description.trim()).not.toBe("");
        expect(plan.buttonText.trim()).not.toBe("");
        expect(plan.features.length).toBeGreaterThan(0);
        for (const line of [...plan.features, ...plan.limitations]) expect(line.trim()).not.toBe("");
      });
    });
  }

  it("puts the 'Most Popular' flag on Premium Guardian only", () => {
    expect(Object.values(PLANS).filter((plan) => plan.popular)).toHaveLength(1);
    expect(PLANS.premium.popular).toBe(true);
  });

  it("saves about 17% a year on both paid plans ('Save up to 17%')", () => {
    for (const id of ["premium", "pro"] as const) {
      const percent = Math.round((PLANS[id].savings / (PLANS[id].monthlyPrice * 12)) * 100);
      expect(percent).toBe(17);
    }
  });

  it("never claims $9.99 (SPEC's erroneous price)", () => {
    const text = JSON.stringify(PLANS);
    expect(text).not.toContain("9.99");
    for (const plan of Object.values(PLANS)) {
      expect(plan.monthlyPrice).not.toBe(9.99);
      expect(plan.annualPrice).not.toBe(9.99);
    }
  });

  it("does not repeat the retired free-tier wordings", () => {
    const text = JSON.stringify(PLANS).toLowerCase();
    expect(text).not.toContain("searches per day");
    expect(text).not.toContain("course views");
  });

  it("orders the tiers by price and by allowance", () => {
    expect(PLANS.free.monthlyPrice).toBeLessThan(PLANS.premium.monthlyPrice);
    expect(PLANS.premium.monthlyPrice).toBeLessThan(PLANS.pro.monthlyPrice);
    expect(PLANS.free.quotas.fullReportsPerWeek).toBeLessThan(PLANS.premium.quotas.fullReportsPerWeek);
    expect(PLANS.premium.quotas.fullReportsPerWeek).toBeLessThan(PLANS.pro.quotas.fullReportsPerWeek);
  });
});

// ---------------------------------------------------------------------------------------------
// Effective plan over the whole cartesian product
// ---------------------------------------------------------------------------------------------

const NOW = new Date("2025-06-15T12:00:00.000Z");

type EndLabel = "none" | "past" | "future" | "past (ISO string)" | "future (ISO string)";
const END_DATES: { label: EndLabel; value: Date | string | null }[] = [
  { label: "none", value: null },
  { label: "past", value: new Date("2025-05-01T00:00:00.000Z") },
  { label: "future", value: new Date("2025-07-01T00:00:00.000Z") },
  { label: "past (ISO string)", value: "2025-05-01T00:00:00.000Z" },
  { label: "future (ISO string)", value: "2025-07-01T00:00:00.000Z" },
];

interface Case {
  name: string;
  subject: PlanSubject;
  endLabel: EndLabel;
}

function allCases(): Case[] {
  const cases: Case[] = [];
  for (const role of ALL_ROLES) {
    for (const plan of ALL_PLANS) {
      for (const status of ALL_STATUSES) {
        for (const end of END_DATES) {
          for (const isLifetime of [false, true]) {
            cases.push({
              name: `role=${role} plan=${plan} status=${status} end=${end.label} lifetime=${isLifetime}`,
              subject: {
                role,
                subscriptionPlan: plan,
                subscriptionStatus: status,
                subscriptionEndDate: end.value,
                isLifetime,
              },
              endLabel: end.label,
            });
          }
        }
      }
    }
  }
  return cases;
}

const CASES = allCases();

interface Expected {
  planId: PlanId;
  heldPlanId: PlanId;
  active: boolean;
  source: "guest" | "lifetime" | "admin" | "subscription" | "free";
}

/** The effective-plan rules, written out plainly and apart from the module under test. */
function oracle(subject: PlanSubject | null, endLabel: EndLabel | null): Expected {
  if (subject === null) return { planId: "free", heldPlanId: "free", active: true, source: "guest" };
  if (subject.isLifetime) return { planId: "pro", heldPlanId: "pro", active: true, source: "lifetime" };
  if (subject.role === "admin") return { planId: "pro", heldPlanId: "pro", active: true, source: "admin" };
  if (subject.subscriptionPlan === "free") {
    return { planId: "free", heldPlanId: "free", active: true, source: "free" };
  }
  const endIsNone = endLabel === "none";
  const endIsFuture = endLabel === "future" || endLabel === "future (ISO string)";
  let active = false;
  if (subject.subscriptionStatus === "active" && (endIsNone || endIsFuture)) active = true;
  if (subject.subscriptionStatus === "canceled" && endIsFuture) active = true;
  return {
    planId: active ? subject.subscriptionPlan : "free",
    heldPlanId: subject.subscriptionPlan,
    active,
    source: "subscription",
  };
}

describe("the generated product", () => {
  it("covers 3 roles x 3 plans x 4 statuses x 5 end dates x 2 lifetime markers", () => {
    expect(CASES).toHaveLength(3 * 3 * 4 * 5 * 2);
    expect(new Set(CASES.map((c) => c.name)).size).toBe(CASES.length);
  });
});

describe("guest (signed out)", () => {
  const expected = oracle(null, null);

  it("is on the free plan, active, from source 'guest'", () => {
    expect(effectivePlan(null, NOW)).toEqual(expected);
    expect(expected).toEqual({ planId: "free", heldPlanId: "free", active: true, source: "guest" });
  });

  it("is not premium and gets free features and quotas", () => {
    expect(isPremium(null, NOW)).toBe(false);
    expect(planFeatures(null, NOW)).toEqual(EXPECTED_FEATURES.free);
    expect(planQuotas(null, NOW)).toEqual(EXPECTED_QUOTAS.free);
  });

  it("gets 3 AI looks (GUEST_AI_LOOKS), not the free member's 5", () => {
    expect(aiLookQuota(null, NOW)).toBe(3);
  });
});

describe("effectivePlan, isPremium, planFeatures, planQuotas, aiLookQuota (every signed-in combination)", () => {
  for (const { name, subject, endLabel } of CASES) {
    it(name, () => {
      const expected = oracle(subject, endLabel);
      expect(effectivePlan(subject, NOW)).toEqual(expected);
      expect(isPremium(subject, NOW)).toBe(expected.planId !== "free");
      expect(planFeatures(subject, NOW)).toEqual(EXPECTED_FEATURES[expected.planId]);
      expect(planQuotas(subject, NOW)).toEqual(EXPECTED_QUOTAS[expected.planId]);
      expect(aiLookQuota(subject, NOW)).toBe(EXPECTED_QUOTAS[expected.planId].aiLooksPerMonth);
    });
  }
});

describe("isPlanActive", () => {
  const plainMembers = CASES.filter((c) => !c.subject.isLifetime && c.subject.role !== "admin");
  const lifetimeOrAdmin = CASES.filter((c) => c.subject.isLifetime || c.subject.role === "admin");

  for (const { name, subject, endLabel } of plainMembers) {
    it(name, () => {
      expect(isPlanActive(subject, NOW)).toBe(oracle(subject, endLabel).active);
    });
  }

  // Regression test for a bug found while writing these tests (fixed).
  it("is true for every lifetime member and every admin, whatever the plan and status", () => {
    for (const { subject } of lifetimeOrAdmin) {
      expect(isPlanActive(subject, NOW), JSON.stringify(subject)).toBe(true);
    }
  });

  it("agrees with effectivePlan(...).active for every plain member", () => {
    for (const { subject } of plainMembers) {
      expect(isPlanActive(subject, NOW)).toBe(effectivePlan(subject, NOW).active);
    }
  });
});

describe("rule summaries over the product", () => {
  it("keeps the paid plan in heldPlanId when it is inactive, and applies the free plan", () => {
    const inactivePaid = CASES.filter(
      (c) =>
        !c.subject.isLifetime &&
        c.subject.role !== "admin" &&
        c.subject.subscriptionPlan !== "free" &&
        !oracle(c.subject, c.endLabel).active,
    );
    expect(inactivePaid.length).toBeGreaterThan(0);
    for (const { subject } of inactivePaid) {
      const result = effectivePlan(subject, NOW);
      expect(result.active).toBe(false);
      expect(result.heldPlanId).toBe(subject.subscriptionPlan);
      expect(result.planId).toBe("free");
      expect(planFeatures(subject, NOW)).toEqual(EXPECTED_FEATURES.free);
      expect(planQuotas(subject, NOW)).toEqual(EXPECTED_QUOTAS.free);
      expect(aiLookQuota(subject, NOW)).toBe(5);
    }
  });

  it("gives every lifetime member Pro, active, whatever the role, plan and status", () => {
    for (const { subject } of CASES.filter((c) => c.subject.isLifetime)) {
      expect(effectivePlan(subject, NOW)).toMatchObject({ planId: "pro", active: true, source: "lifetime" });
      expect(aiLookQuota(subject, NOW)).toBe(-1);
    }
  });

  it("gives every (non-lifetime) admin Pro, active", () => {
    for (const { subject } of CASES.filter((c) => !c.subject.isLifetime && c.subject.role === "admin")) {
      expect(effectivePlan(subject, NOW)).toMatchObject({ planId: "pro", active: true, source: "admin" });
    }
  });

  it("treats the affiliate role like a plain user", () => {
    for (const { subject } of CASES.filter((c) => c.subject.role === "affiliate")) {
      expect(effectivePlan(subject, NOW)).toEqual(effectivePlan({ ...subject, role: "user" }, NOW));
    }
  });

  it("keeps the free plan active whatever the status and end date", () => {
    for (const { subject } of CASES.filter(
      (c) => c.subject.subscriptionPlan === "free" && c.subject.role !== "admin" && !c.subject.isLifetime,
    )) {
      expect(effectivePlan(subject, NOW)).toEqual({
        planId: "free",
        heldPlanId: "free",
        active: true,
        source: "free",
      });
      expect(isPlanActive(subject, NOW)).toBe(true);
    }
  });
});

describe("end-date boundaries", () => {
  const base = (status: SubscriptionStatus, end: Date | string | null): PlanSubject => ({
    role: "user",
    subscriptionPlan: "premium",
    subscriptionStatus: status,
    subscriptionEndDate: end,
    isLifetime: false,
  });
  const oneMsBefore = new Date(NOW.getTime() - 1);
  const oneMsAfter = new Date(NOW.getTime() + 1);

  const cases: [SubscriptionStatus, string, Date | null, boolean][] = [
    ["active", "1 ms after now", oneMsAfter, true],
    ["active", "exactly now", new Date(NOW.getTime()), false],
    ["active", "1 ms before now", oneMsBefore, false],
    ["canceled", "1 ms after now", oneMsAfter, true],
    ["canceled", "exactly now", new Date(NOW.getTime()), false],
    ["canceled", "1 ms before now", oneMsBefore, false],
    ["canceled", "no end date", null, false],
    ["expired", "1 ms after now", oneMsAfter, false],
    ["free", "1 ms after now", oneMsAfter, false],
  ];
  for (const [status, label, end, active] of cases) {
    it(`a premium plan with status ${status} ending ${label} is ${active ? "active" : "inactive"}`, () => {
      expect(isPlanActive(base(status, end), NOW)).toBe(active);
      expect(effectivePlan(base(status, end), NOW)).toEqual({
        planId: active ? "premium" : "free",
        heldPlanId: "premium",
        active,
        source: "subscription",
      });
    });
  }

  it("reads an end date given as an ISO string with an offset", () => {
    expect(isPlanActive(base("active", "2025-06-15T13:00:00.001+01:00"), NOW)).toBe(true);
    expect(isPlanActive(base("active", "2025-06-15T13:00:00.000+01:00"), NOW)).toBe(false);
  });

  it("treats an unreadable end date as not in the future (fails closed)", () => {
    expect(isPlanActive(base("active", "not a date"), NOW)).toBe(false);
    expect(isPlanActive(base("canceled", "not a date"), NOW)).toBe(false);
    expect(isPlanActive(base("active", new Date(Number.NaN)), NOW)).toBe(false);
    expect(effectivePlan(base("active", "not a date"), NOW).planId).toBe("free");
  });

  it("uses the `now` it is given, not the clock", () => {
    const subject = base("active", new Date("2030-01-01T00:00:00.000Z"));
    expect(isPlanActive(subject, new Date("2029-12-31T23:59:59.999Z"))).toBe(true);
    expect(isPlanActive(subject, new Date("2030-01-01T00:00:00.000Z"))).toBe(false);
    expect(isPremium(subject, new Date("2029-12-31T23:59:59.999Z"))).toBe(true);
    expect(isPremium(subject, new Date("2030-01-01T00:00:00.001Z"))).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// Quotas, role guard, monthly periods
// ---------------------------------------------------------------------------------------------

describe("isUnlimited / hasQuotaLeft", () => {
  it("recognises only -1 as unlimited", () => {
    expect(isUnlimited(-1)).toBe(true);
    for (const quota of [0, 1, 3, 5, 50, -2, Number.POSITIVE_INFINITY])
      expect(isUnlimited(quota)).toBe(false);
  });

  it.each([
    [0, 0, false],
    [0, 1, true],
    [1, 1, false],
    [2, 3, true],
    [3, 3, false],
    [4, 5, true],
    [5, 5, false],
    [6, 5, false],
    [49, 50, true],
    [50, 50, false],
    [51, 50, false],
    [0, -1, true],
    [1, -1, true],
    [1_000_000, -1, true],
  ])("used %i of quota %i leaves room: %s", (used, quota, expected) => {
    expect(hasQuotaLeft(used, quota)).toBe(expected);
  });

  it("lets each plan use exactly its monthly AI looks", () => {
    for (const id of ["free", "premium"] as const) {
      const quota = EXPECTED_QUOTAS[id].aiLooksPerMonth;
      expect(hasQuotaLeft(quota - 1, PLANS[id].quotas.aiLooksPerMonth)).toBe(true);
      expect(hasQuotaLeft(quota, PLANS[id].quotas.aiLooksPerMonth)).toBe(false);
    }
    expect(hasQuotaLeft(10_000, PLANS.pro.quotas.aiLooksPerMonth)).toBe(true);
    expect(hasQuotaLeft(GUEST_AI_LOOKS - 1, aiLookQuota(null, NOW))).toBe(true);
    expect(hasQuotaLeft(GUEST_AI_LOOKS, aiLookQuota(null, NOW))).toBe(false);
  });
});

describe("meetsRole (SPEC section 5 'Role guard')", () => {
  const requirements: RoleRequirement[] = ["user", "affiliate", "admin", "premium"];

  for (const required of requirements) {
    it(`a guest never passes '${required}'`, () => {
      expect(meetsRole(null, required)).toBe(false);
    });
  }

  for (const role of ALL_ROLES) {
    for (const premium of [false, true]) {
      for (const required of requirements) {
        let expected: boolean;
        if (required === "premium") expected = premium || role === "admin";
        else expected = role === required;
        it(`role=${role} isPremium=${premium} required=${required} -> ${expected}`, () => {
          expect(meetsRole({ role, isPremium: premium }, required)).toBe(expected);
        });
      }
    }
  }

  it("does not let admins through the affiliate or user guards", () => {
    expect(meetsRole({ role: "admin", isPremium: true }, "affiliate")).toBe(false);
    expect(meetsRole({ role: "admin", isPremium: true }, "user")).toBe(false);
  });
});

describe("monthlyPeriodStart / nextMonthlyReset (UTC calendar months)", () => {
  it.each([
    ["2025-12-31T23:59:59.999Z", "2025-12-01T00:00:00.000Z", "2026-01-01T00:00:00.000Z"],
    ["2026-01-01T00:00:00.000Z", "2026-01-01T00:00:00.000Z", "2026-02-01T00:00:00.000Z"],
    ["2025-01-31T23:59:59.999Z", "2025-01-01T00:00:00.000Z", "2025-02-01T00:00:00.000Z"],
    ["2024-02-29T12:00:00.000Z", "2024-02-01T00:00:00.000Z", "2024-03-01T00:00:00.000Z"],
    ["2025-02-28T23:59:59.999Z", "2025-02-01T00:00:00.000Z", "2025-03-01T00:00:00.000Z"],
    ["2025-03-31T23:00:00.000Z", "2025-03-01T00:00:00.000Z", "2025-04-01T00:00:00.000Z"],
    ["2025-06-15T12:00:00.000Z", "2025-06-01T00:00:00.000Z", "2025-07-01T00:00:00.000Z"],
    ["1999-12-31T23:59:59.999Z", "1999-12-01T00:00:00.000Z", "2000-01-01T00:00:00.000Z"],
  ])("at %s the period starts %s and resets %s", (now, start, reset) => {
    expect(monthlyPeriodStart(new Date(now)).toISOString()).toBe(start);
    expect(nextMonthlyReset(new Date(now)).toISOString()).toBe(reset);
  });

  it("uses UTC, not local time, around midnight on the 1st", () => {
    // Local midnight never moves the period: only the UTC calendar month counts.
    expect(monthlyPeriodStart(new Date("2025-12-31T23:30:00.000-00:00")).toISOString()).toBe(
      "2025-12-01T00:00:00.000Z",
    );
    expect(monthlyPeriodStart(new Date("2025-12-31T20:30:00.000-05:00")).toISOString()).toBe(
      "2026-01-01T00:00:00.000Z",
    );
    expect(nextMonthlyReset(new Date("2026-01-01T09:00:00.000+14:00")).toISOString()).toBe(
      "2026-01-01T00:00:00.000Z",
    );
  });

  it("brackets every instant of four years by [start, reset)", () => {
    const pad = (n: number) => String(n).padStart(2, "0");
    for (let year = 2023; year <= 2026; year++) {
      for (let month = 1; month <= 12; month++) {
        const start = `${year}-${pad(month)}-01T00:00:00.000Z`;
        const reset =
          month === 12 ? `${year + 1}-01-01T00:00:00.000Z` : `${year}-${pad(month + 1)}-01T00:00:00.000Z`;
        const first = new Date(start);
        const last = new Date(new Date(reset).getTime() - 1);
        for (const instant of [first, new Date(first.getTime() + 14 * 86_400_000), last]) {
          expect(monthlyPeriodStart(instant).toISOString()).toBe(start);
          expect(nextMonthlyReset(instant).toISOString()).toBe(reset);
        }
      }
    }
  });

  it("does not change the date it is given", () => {
    const now = new Date("2025-12-31T23:59:59.999Z");
    monthlyPeriodStart(now);
    nextMonthlyReset(now);
    expect(now.toISOString()).toBe("2025-12-31T23:59:59.999Z");
  });
});
