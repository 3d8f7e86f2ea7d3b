// Demo accounts that GET /api/auth/test-login signs into (docs/decisions/0040): one
// per role and plan. They have no password, so nobody can sign into them any other way.

import { TEST_LOGIN_PLANS } from "../../../shared/contracts/auth";
import { ROLES, type Role } from "../../../shared/domain/plans";

export type DemoPlan = (typeof TEST_LOGIN_PLANS)[number];

export function demoAccountEmail(role: Role, plan: DemoPlan): string {
  return `demo-${role}-${plan}@hypecheck.test`;
}

const ROLE_NAMES: Record<Role, string> = { user: "Member", admin: "Admin", affiliate: "Affiliate" };
const PLAN_NAMES: Record<DemoPlan, string> = {
  free: "Free",
  premium: "Premium",
  pro: "Pro",
  lifetime: "Lifetime",
};

/** The row of one demo account, as the seed inserts it. */
export function demoAccount(role: Role, plan: DemoPlan) {
  return {
    email: demoAccountEmail(role, plan),
    firstName: `Demo ${ROLE_NAMES[role]}`,
    lastName: PLAN_NAMES[plan],
    passwordHash: null,
    role,
    subscriptionPlan: plan === "lifetime" ? ("pro" as const) : plan,
    subscriptionStatus: plan === "free" ? ("free" as const) : ("active" as const),
    isLifetime: plan === "lifetime",
    isDemo: true,
  };
}

export function demoAccounts() {
  return ROLES.flatMap((role) => TEST_LOGIN_PLANS.map((plan) => demoAccount(role, plan)));
}
