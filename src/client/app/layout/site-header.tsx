import { lazy, Suspense } from "react";
import { Link, NavLink } from "react-router";
import { buttonClasses } from "../../components/ui/button";
import { useMe } from "../../lib/auth/get-me";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { MAIN_NAV } from "./nav-items";
import { navLinkClasses } from "./nav-link-classes";
import { ThemeToggle } from "./theme-toggle";
import { useAuthLinks } from "./use-auth-links";

// What only a signed-in member sees (the usage badge, the bell, the account link and sign-out) is a
// separate chunk, like the bell's menu: guests, who get Home's first load (budget in
// scripts/report-bundle.mjs), never need it.
const MemberItems = lazy(async () => ({
  default: (await import("./member-header-items")).MemberHeaderItems,
}));

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
          {user ? (
            // An empty slot the bell's size until the chunk arrives, so the header hardly shifts.
            <Suspense fallback={<span aria-hidden="true" className="h-10 w-10 shrink-0" />}>
              <MemberItems user={user} />
            </Suspense>
          ) : null}
          {user === null && !me.isPending ? <GuestActions /> : null}
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
