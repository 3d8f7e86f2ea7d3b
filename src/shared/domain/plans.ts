// Plans, feature sets, quotas and the effective-plan rules (docs/decisions/0041, 0042, 0043).
// The server and the browser both import this file,
// so a rule changes in one place only.

export const PLAN_IDS = ["free", "premium", "pro"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

import { type Role, UNLIMITED } from "./access";

export {
  hasQuotaLeft,
  isUnlimited,
  meetsRole,
  ROLES,
  type Role,
  type RoleRequirement,
  UNLIMITED,
} from "./access";

/** Stored subscription states. "canceled" keeps the plan until subscriptionEndDate (end of period). */
export const SUBSCRIPTION_STATUSES = ["free", "active", "canceled", "expired"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export interface PlanFeatures {
  /** AI quick looks + URL analyses per calendar month (named coursesPerMonth for history). */
  coursesPerMonth: number;
  canAccessVerifiedCourses: boolean;
  canUseCourseComparison: boolean;
  canUsePriceTracking: boolean;
  canUseBookmarks: boolean;
  canAccessAITrustScores: boolean;
  canAccessAdvancedScamDetection: boolean;
  canUseAIAnalysis: boolean;
  canAccessRedFlagReports: boolean;
  canAccessCreatorInvestigations: boolean;
  canUseCreatorBackgroundChecks: boolean;
  canAccessTransparencyReports: boolean;
  hasPrioritySupport: boolean;
  canAccessExclusiveContent: boolean;
  canSubmitPriorityReports: boolean;
  canAccessCommunityFeatures: boolean;
  hasRealTimeAlerts: boolean;
  canUsePriceAlerts: boolean;
  canAccessDetailedAnalytics: boolean;
  canUseROICalculator: boolean;
  canUseSuccessTracker: boolean;
}

export interface PlanQuotas {
  /** AI quick looks + URL analyses per calendar month, no rollover. UNLIMITED for Pro. */
  aiLooksPerMonth: number;
  /** Full AI reports per week; a cached report costs nothing. */
  fullReportsPerWeek: number;
  /** Courses side by side in the comparison tool. */
  comparisonCourses: number;
  /** Active price alerts held at once. UNLIMITED for paid plans. */
  activePriceAlerts: number;
  /** Courses and creators followed on the watchlist; UNLIMITED exactly when canUseBookmarks. */
  watchlistItems: number;
  canUseUrlAnalyzer: boolean;
  canUseCreatorBackgroundCheck: boolean;
}

export interface Plan {
  id: PlanId;
  name: string;
  displayName: string;
  description: string;
  /** Whole US dollars, as shown; the database keeps cents. */
  monthlyPrice: number;
  annualPrice: number;
  /** Dollars saved per year by paying annually instead of monthly. */
  savings: number;
  badge: string;
  badgeColor: "gray" | "blue" | "purple";
  icon: "shield" | "shield-check" | "search";
  buttonText: string;
  popular: boolean;
  features: string[];
  limitations: string[];
  featureSet: PlanFeatures;
  quotas: PlanQuotas;
}

const NO_FEATURES: PlanFeatures = {
  coursesPerMonth: 0,
  canAccessVerifiedCourses: false,
  canUseCourseComparison: false,
  canUsePriceTracking: false,
  canUseBookmarks: false,
  canAccessAITrustScores: false,
  canAccessAdvancedScamDetection: false,
  canUseAIAnalysis: false,
  canAccessRedFlagReports: false,
  canAccessCreatorInvestigations: false,
  canUseCreatorBackgroundChecks: false,
  canAccessTransparencyReports: false,
  hasPrioritySupport: false,
  canAccessExclusiveContent: false,
  canSubmitPriorityReports: false,
  canAccessCommunityFeatures: false,
  hasRealTimeAlerts: false,
  canUsePriceAlerts: false,
  canAccessDetailedAnalytics: false,
  canUseROICalculator: false,
  canUseSuccessTracker: false,
};

const ALL_FEATURES: PlanFeatures = Object.fromEntries(
  Object.keys(NO_FEATURES).map((key) => [key, true]),
) as unknown as PlanFeatures;

// Free members get community features plus 5 AI looks, a 2-course comparison and 3 price alerts,
// so those features are on too (docs/decisions/0058-demo-billing.md).
const FREE_FEATURES: PlanFeatures = {
  ...NO_FEATURES,
  coursesPerMonth: 5,
  canAccessCommunityFeatures: true,
  canUseAIAnalysis: true,
  canUseCourseComparison: true,
  canUsePriceTracking: true,
  canUsePriceAlerts: true,
};

const PREMIUM_FEATURES: PlanFeatures = {
  ...ALL_FEATURES,
  coursesPerMonth: 50,
  canUseCreatorBackgroundChecks: false,
  canAccessTransparencyReports: false,
  hasPrioritySupport: false,
  canAccessDetailedAnalytics: false,
};

const PRO_FEATURES: PlanFeatures = { ...ALL_FEATURES, coursesPerMonth: UNLIMITED };

export const REFUND_POLICY = "30-day money-back guarantee on paid plans";

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** Frozen, so no caller can change the catalogue for everyone else. */
export const PLANS: Readonly<Record<PlanId, Plan>> = deepFreeze({
  free: {
    id: "free",
    name: "free",
    displayName: "Free",
    description: "Browse the catalogue, read reviews and learn the red flags.",
    monthlyPrice: 0,
    annualPrice: 0,
    savings: 0,
    badge: "Community",
    badgeColor: "gray",
    icon: "shield",
    buttonText: "Get Started Free",
    popular: false,
    features: [
      "Unlimited catalogue browsing and search",
      "5 AI quick looks a month",
      "1 full AI report a week",
      "Compare 2 courses side by side",
      "Up to 3 active price alerts",
      "Community reports and quiz",
    ],
    limitations: ["5 AI quick looks a month", "No URL analyzer", "No creator background checks"],
    featureSet: FREE_FEATURES,
    quotas: {
      aiLooksPerMonth: 5,
      fullReportsPerWeek: 1,
      comparisonCourses: 2,
      activePriceAlerts: 3,
      watchlistItems: 5,
      canUseUrlAnalyzer: false,
      canUseCreatorBackgroundCheck: false,
    },
  },
  premium: {
    id: "premium",
    name: "premium",
    displayName: "Premium Guardian",
    description: "For people weighing a course purchase right now.",
    monthlyPrice: 19,
    annualPrice: 190,
    savings: 38,
    badge: "Most Popular",
    badgeColor: "blue",
    icon: "shield-check",
    buttonText: "Choose Premium Guardian",
    popular: true,
    features: [
      "50 AI quick looks and URL analyses a month",
      "10 full AI reports a week",
      "AI course analyzer for any course URL",
      "AI trust scores and red flag reports",
      "Compare 3 courses side by side",
      "Unlimited price alerts and real-time scam alerts",
      "Email support",
    ],
    limitations: ["50 AI quick looks a month", "Email support only", "No creator background checks"],
    featureSet: PREMIUM_FEATURES,
    quotas: {
      aiLooksPerMonth: 50,
      fullReportsPerWeek: 10,
      comparisonCourses: 3,
      activePriceAlerts: UNLIMITED,
      watchlistItems: UNLIMITED,
      canUseUrlAnalyzer: true,
      canUseCreatorBackgroundCheck: false,
    },
  },
  pro: {
    id: "pro",
    name: "pro",
    displayName: "Pro Investigator",
    description: "For researchers, coaches' former students and anyone checking many offers.",
    monthlyPrice: 39,
    annualPrice: 390,
    savings: 78,
    badge: "Best Value",
    badgeColor: "purple",
    icon: "search",
    buttonText: "Choose Pro Investigator",
    popular: false,
    features: [
      "Everything in Premium Guardian",
      "Unlimited AI quick looks and URL analyses",
      "50 full AI reports a week",
      "Creator background checks",
      "Transparency reports and detailed analytics",
      "ROI tools and priority support",
    ],
    limitations: [],
    featureSet: PRO_FEATURES,
    quotas: {
      aiLooksPerMonth: UNLIMITED,
      fullReportsPerWeek: 50,
      comparisonCourses: 3,
      activePriceAlerts: UNLIMITED,
      watchlistItems: UNLIMITED,
      canUseUrlAnalyzer: true,
      canUseCreatorBackgroundCheck: true,
    },
  },
});

/** Quick looks a signed-out browser gets a month (an anonymous visitor cookie). */
export const GUEST_AI_LOOKS = 3;
/**
 * Guest looks per client address a month, whatever the cookies: a browser that drops its visitor
 * cookie gets a new allowance, so the address caps them all (generous, for shared addresses).
 */
export const GUEST_LOOKS_PER_ADDRESS = 100;

/** The account fields the rules read. A guest is null. */
export interface PlanSubject {
  role: Role;
  subscriptionPlan: PlanId;
  subscriptionStatus: SubscriptionStatus;
  subscriptionEndDate: Date | string | null;
  /** The legacy-lifetime marker (the legacy plan value "lifetime"). */
  isLifetime: boolean;
}

export type PlanSource = "guest" | "lifetime" | "admin" | "subscription" | "free";

export interface EffectivePlan {
  /** The plan whose features apply now. */
  planId: PlanId;
  /** The plan the account holds, active or not. */
  heldPlanId: PlanId;
  active: boolean;
  source: PlanSource;
}

function endDateInFuture(end: Date | string | null, now: Date): boolean {
  if (end === null) return true;
  const time = typeof end === "string" ? Date.parse(end) : end.getTime();
  return Number.isFinite(time) && time > now.getTime();
}

/**
 * Whether a paid subscription is in force: status active (and not past an end date), or canceled
 * but still inside the paid period (downgrades and cancellations take effect at the end of the
 * period). Reads the subscription fields only; see isPlanActive.
 */
function subscriptionInForce(subject: PlanSubject, now: Date): boolean {
  if (subject.subscriptionStatus === "active") return endDateInFuture(subject.subscriptionEndDate, now);
  if (subject.subscriptionStatus === "canceled") {
    return subject.subscriptionEndDate !== null && endDateInFuture(subject.subscriptionEndDate, now);
  }
  return false;
}

export function effectivePlan(subject: PlanSubject | null, now: Date = new Date()): EffectivePlan {
  if (subject === null) return { planId: "free", heldPlanId: "free", active: true, source: "guest" };
  if (subject.isLifetime) return { planId: "pro", heldPlanId: "pro", active: true, source: "lifetime" };
  if (subject.role === "admin") return { planId: "pro", heldPlanId: "pro", active: true, source: "admin" };
  const held = subject.subscriptionPlan;
  if (held === "free") return { planId: "free", heldPlanId: "free", active: true, source: "free" };
  const active = subscriptionInForce(subject, now);
  return { planId: active ? held : "free", heldPlanId: held, active, source: "subscription" };
}

/**
 * A plan is active when the plan is free or the subscription is in force; lifetime members and
 * admins always hold an active Pro plan.
 */
export function isPlanActive(subject: PlanSubject | null, now: Date = new Date()): boolean {
  return effectivePlan(subject, now).active;
}

export function planFeatures(subject: PlanSubject | null, now: Date = new Date()): PlanFeatures {
  return PLANS[effectivePlan(subject, now).planId].featureSet;
}

export function planQuotas(subject: PlanSubject | null, now: Date = new Date()): PlanQuotas {
  return PLANS[effectivePlan(subject, now).planId].quotas;
}

/** isPremium: an active premium or pro plan (lifetime and admin included). */
export function isPremium(subject: PlanSubject | null, now: Date = new Date()): boolean {
  return effectivePlan(subject, now).planId !== "free";
}

/** The AI-look allowance shown as 'AI Looks: used/quota'; guests get GUEST_AI_LOOKS per browser. */
export function aiLookQuota(subject: PlanSubject | null, now: Date = new Date()): number {
  if (subject === null) return GUEST_AI_LOOKS;
  return planQuotas(subject, now).aiLooksPerMonth;
}

/** Start of the calendar month (UTC) in which monthly quotas reset; no rollover. */
export function monthlyPeriodStart(now: Date = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export function nextMonthlyReset(now: Date = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}
