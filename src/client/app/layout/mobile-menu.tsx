import { Menu } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { User } from "../../../shared/contracts/auth";
import { buttonClasses } from "../../components/ui/button";

// The dialog (Radix) is a separate chunk fetched on first use, which keeps Home's first load small.
const loadDialog = () => import("./mobile-menu-dialog");
const MobileMenuDialog = lazy(async () => ({ default: (await loadDialog()).MobileMenuDialog }));

/** The navigation below desktop widths: a modal dialog that closes on every route change. */
export function MobileMenu({ user }: { user: User | null }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location.key is the trigger.
  useEffect(() => {
    setOpen(false);
  }, [location.key]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        className={buttonClasses({ variant: "ghost", size: "icon", className: "xl:hidden" })}
      >
        <Menu aria-hidden="true" className="h-5 w-5" />
        <span className="sr-only">Open menu</span>
      </button>
      {used ? (
        <Suspense fallback={null}>
          <MobileMenuDialog user={user} open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
}
