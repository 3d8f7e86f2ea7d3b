import * as Dialog from "@radix-ui/react-dialog";
import { LogOut, X } from "lucide-react";
import type { RefObject } from "react";
import { Link, NavLink } from "react-router";
import type { User } from "../../../shared/contracts/auth";
import { Button, buttonClasses } from "../../components/ui/button";
import { useLogout } from "../../features/auth/api/logout";
import { ADMIN_NAV, MAIN_NAV } from "./nav-items";
import { navLinkClasses } from "./nav-link-classes";
import { ThemeToggle } from "./theme-toggle";
import { useAuthLinks } from "./use-auth-links";

/** The mobile navigation dialog; loaded on first use (see mobile-menu.tsx). */
export function MobileMenuDialog({
  user,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  user: User | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const links = useAuthLinks();
  const logout = useLogout();

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-xs flex-col gap-4 overflow-y-auto border-l border-slate-200 bg-white p-5 shadow-xl dark:border-slate-800 dark:bg-slate-950"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">Menu</Dialog.Title>
            <Dialog.Close className={buttonClasses({ variant: "ghost", size: "icon" })}>
              <X aria-hidden="true" className="h-5 w-5" />
              <span className="sr-only">Close menu</span>
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile">
            <ul className="flex flex-col gap-1">
              {MAIN_NAV.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.to === "/"}
                    className={(state) => `block ${navLinkClasses(state)}`}
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex flex-col gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
            {user ? (
              <>
                <p className="px-3 text-sm text-slate-600 dark:text-slate-400">Signed in as {user.email}</p>
                <NavLink to="/account" className={(state) => `block ${navLinkClasses(state)}`}>
                  Account
                </NavLink>
                {user.role === "admin"
                  ? ADMIN_NAV.map((item) => (
                      <NavLink
                        key={item.to}
                        to={item.to}
                        className={(state) => `block ${navLinkClasses(state)}`}
                      >
                        {item.label}
                      </NavLink>
                    ))
                  : null}
                <Button variant="outline" onClick={() => logout.mutate()} disabled={logout.isPending}>
                  <LogOut aria-hidden="true" className="h-4 w-4" />
                  Sign out
                </Button>
              </>
            ) : (
              <>
                <Link to={links.signIn} className={buttonClasses({ variant: "outline" })}>
                  Log in
                </Link>
                <Link to={links.signUp} className={buttonClasses({ variant: "primary" })}>
                  Sign up
                </Link>
              </>
            )}
            <ThemeToggle withLabel className="justify-start" />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
