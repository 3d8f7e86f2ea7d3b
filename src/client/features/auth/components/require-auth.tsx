import { Outlet } from "react-router";
import { meetsRole, type RoleRequirement } from "../../../../shared/domain/access";
import { PageSpinner } from "../../../components/ui/spinner";
import { GuardError, GuardMessage, RedirectToLogin } from "./guard-states";
import { useFreshUser } from "./use-fresh-user";

const ROLE_NAMES: Record<RoleRequirement, string> = {
  admin: "Admin",
  affiliate: "Affiliate",
  premium: "Premium",
  user: "Member",
};

/**
 * Layout route for the two route guards: without `requiredRole`, any signed-in user passes;
 * with it, the shared meetsRole rule decides ("premium" admits premium members and admins). Guests
 * go to /login?next=...; a member without the role is told so.
 */
export function RequireAuth({ requiredRole: role }: { requiredRole?: RoleRequirement }) {
  const state = useFreshUser();
  if (state.status === "loading") return <PageSpinner label="Checking your sign-in…" />;
  if (state.status === "error") return <GuardError retry={state.retry} />;
  if (state.user === null) return <RedirectToLogin />;
  if (role !== undefined && !meetsRole(state.user, role)) {
    return (
      <GuardMessage
        title={`${ROLE_NAMES[role]} access required.`}
        description="Your account doesn't have access to this page."
      />
    );
  }
  return <Outlet />;
}
