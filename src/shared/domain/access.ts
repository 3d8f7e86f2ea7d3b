// Roles, the role guard and the unlimited-quota marker: the small part of the plan rules the app
// shell needs on every page. Kept apart from plans.ts so the first load does not carry the plan
// catalogue (the bundler places a whole shared module in the entry chunk when the shell uses it).

export const ROLES = ["user", "admin", "affiliate"] as const;
export type Role = (typeof ROLES)[number];

/** -1 means unlimited, as in a plan's coursesPerMonth. */
export const UNLIMITED = -1;

export function isUnlimited(quota: number): boolean {
  return quota === UNLIMITED;
}

/** Whether `used` has room for one more under `quota`. */
export function hasQuotaLeft(used: number, quota: number): boolean {
  return isUnlimited(quota) || used < quota;
}

export type RoleRequirement = Role | "premium";

/**
 * The role guard: passes when the role matches; "premium" passes for premium users
 * and admins. Guests never pass (they are sent to /login).
 */
export function meetsRole(
  user: { role: Role; isPremium: boolean } | null,
  required: RoleRequirement,
): boolean {
  if (user === null) return false;
  if (required === "premium") return user.isPremium || user.role === "admin";
  return user.role === required;
}
