import { type MouseEvent, useEffect, useRef } from "react";
import { Outlet, useLocation, useNavigation } from "react-router";
import { HydrateLater } from "../../components/ui/hydrate-later";
import { keepsScroll } from "../../lib/keep-scroll";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

const MAIN_ID = "main-content";

// The skip link moves focus itself: a plain "#main-content" jump would reach the router as a
// navigation and be undone by the scroll-to-top below.
function handleSkip(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  const main = document.getElementById(MAIN_ID);
  main?.focus();
  main?.scrollIntoView();
}

export function RootLayout() {
  const location = useLocation();
  const navigation = useNavigation();

  // The app is running (a page the server rendered has been taken over, its handlers attached): the
  // page's early-input script (src/client/early-input.js) replays what it held when this is set.
  useEffect(() => {
    document.documentElement.dataset.app = "ready";
  }, []);

  // Each page change scrolls to the top, except a jump to a #fragment or a change of tab. Not the
  // first page: the browser has placed it, and a person may have scrolled it before the app started.
  const firstKey = useRef<string | null>(location.key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location.key is the trigger.
  useEffect(() => {
    if (location.key === firstKey.current) return;
    firstKey.current = null;
    if (!location.hash && !keepsScroll(location.state)) window.scrollTo(0, 0);
  }, [location.key]);

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href={`#${MAIN_ID}`}
        onClick={handleSkip}
        className="sr-only z-50 rounded-md bg-indigo-700 px-4 py-2 font-medium text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <div
        aria-hidden="true"
        className={
          navigation.state === "loading"
            ? "fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-indigo-600 dark:bg-indigo-400"
            : "hidden"
        }
      />
      <SiteHeader />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <HydrateLater>
        <SiteFooter />
      </HydrateLater>
    </div>
  );
}
