import { LogOut, UserRound } from "lucide-react";
import { Link, NavLink } from "react-router";
import type { User } from "../../../shared/contracts/auth";
import { Button, buttonClasses } from "../../components/ui/button";
import { cn } from "../../components/ui/cn";
import { useLogout } from "../../features/auth/api/logout";
import { useMe } from "../../lib/auth/get-me";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { ADMIN_NAV, MAIN_NAV } from "./nav-items";
import { navLinkClasses } from "./nav-link-classes";
import { NotificationBell } from "./notification-bell";
import { ThemeToggle } from "./theme-toggle";
import { UsageBadge } from "./usage-badge";
import { useAuthLinks } from "./use-auth-links";

export function SiteHeader() {
  const me = useMe();
  const user = me.data ?? null;
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="ml-4 hidden xl:block">
          <ul className="flex items-center gap-0.5">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === "/"} className={navLinkClasses}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
          <UsageBadge signedIn={user !== null} />
          {user ? <NotificationBell /> : null}
          {me.isPending ? null : user ? <MemberActions user={user} /> : <GuestActions />}
          <div className="hidden sm:block">
            <ThemeToggle />
          </div>
          <MobileMenu user={user} />
        </div>
      </div>
    </header>
  );
}

function GuestActions() {
  const links = useAuthLinks();
  return (
    <>
      <Link to={links.signIn} className={buttonClasses({ variant: "ghost", size: "sm" })}>
        <span className="sm:hidden">Log in</span>
        <span className="hidden sm:inline">Sign in</span>
      </Link>
      <Link to={links.signUp} className={buttonClasses({ variant: "primary", size: "sm" })}>
        Sign up
      </Link>
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
              // Beside the full navigation (xl and up) only the AI Usage link SPEC.md asks for fits;
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
