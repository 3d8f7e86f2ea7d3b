// The user row as the API shows it (UserResponse), with the plan rules of the shared module.
import type { User } from "../../../shared/contracts/auth";
import { effectivePlan, type PlanSubject } from "../../../shared/domain/plans";
import type { users } from "../../db/schema/auth";

export type UserRow = typeof users.$inferSelect;

export function toPlanSubject(row: UserRow): PlanSubject {
  return {
    role: row.role,
    subscriptionPlan: row.subscriptionPlan,
    subscriptionStatus: row.subscriptionStatus,
    subscriptionEndDate: row.subscriptionEndDate,
    isLifetime: row.isLifetime,
  };
}

export function toUserResponse(row: UserRow, now: Date = new Date()): User {
  const plan = effectivePlan(toPlanSubject(row), now);
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    isPremium: plan.planId !== "free",
    subscriptionPlan: row.subscriptionPlan,
    plan: row.isLifetime ? "lifetime" : row.subscriptionPlan,
    subscriptionStatus: row.subscriptionStatus,
    subscriptionEndDate: row.subscriptionEndDate?.toISOString() ?? null,
    isLifetime: row.isLifetime,
    effectivePlan: plan.planId,
    planActive: plan.active,
    createdAt: row.createdAt.toISOString(),
  };
}
