// The header's items for a signed-in member, loaded only once the viewer is known to be one
// (site-header.tsx): the AI usage badge, the notification bell, then the account link and sign-out
// (with the admin links for an administrator) from md width up.
import { LogOut, UserRound } from "lucide-react";
import { NavLink } from "react-router";
import type { User } from "../../../shared/contracts/auth";
import { Button } from "../../components/ui/button";
import { cn } from "../../components/ui/cn";
import { useLogout } from "../../features/auth/api/logout";
import { ADMIN_NAV } from "./nav-items";
import { navLinkClasses } from "./nav-link-classes";
import { NotificationBell } from "./notification-bell";
import { UsageBadge } from "./usage-badge";

export function MemberHeaderItems({ user }: { user: User }) {
  return (
    <>
      <UsageBadge />
      <NotificationBell />
      <MemberActions user={user} />
    </>
  );
}

function MemberActions({ user }: { user: User }) {
  const logout = useLogout();
  return (
    <div className="hidden items-center gap-1.5 md:flex">
      {user.role === "admin"
        ? ADMIN_NAV.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              // Beside the full navigation (xl and up) only the AI Usage link fits;
              // the review queue is linked from that page.
              className={(state) => cn(navLinkClasses(state), item.compact ? "" : "xl:hidden")}
            >
              {item.label}
            </NavLink>
          ))
        : null}
      <NavLink
        to="/account"
        className={(state) => cn(navLinkClasses(state), "inline-flex items-center gap-1.5")}
      >
        <UserRound aria-hidden="true" className="h-4 w-4" />
        {/* Next to the full navigation (xl and up) there is room for the icon only. */}
        <span className="max-w-32 truncate xl:sr-only">{user.firstName}</span>
        <span className="sr-only">, your account</span>
      </NavLink>
      <Button variant="outline" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
        <LogOut aria-hidden="true" className="h-4 w-4" />
        {/* Beside the full navigation and the notification bell, the icon only (the name stays). */}
        <span className="xl:sr-only">Sign out</span>
      </Button>
    </div>
  );
}
