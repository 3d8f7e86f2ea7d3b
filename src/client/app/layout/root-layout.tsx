import { type MouseEvent, useEffect } from "react";
import { Outlet, useLocation, useNavigation } from "react-router";
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

  // The app is running (a page the server rendered has been taken over): a mark for the end-to-end
  // suite, which must not act on server markup before the app has attached its handlers.
  useEffect(() => {
    document.documentElement.dataset.app = "ready";
  }, []);

  // SPEC section 2: each page change scrolls to the top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location.key is the trigger.
  useEffect(() => {
    if (!location.hash) window.scrollTo(0, 0);
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
      <SiteFooter />
    </div>
  );
}
