import { useLocation } from "react-router";

// On a sign-in or sign-up screen the "current path" is the screen itself; the links keep that
// screen's own `next` instead, so a visitor never lands back on a sign-in form after signing in.
const AUTH_PATHS = new Set([
  "/login",
  "/signin",
  "/sign-in",
  "/signup",
  "/sign-up",
  "/your-protection-awaits",
  "/enhanced-login",
]);

/** Sign in and Sign up links carrying ?next={current path and query, URL-encoded}. */
export function useAuthLinks(): { signIn: string; signUp: string } {
  const { pathname, search } = useLocation();
  const next = AUTH_PATHS.has(pathname)
    ? (new URLSearchParams(search).get("next") ?? "/")
    : `${pathname}${search}`;
  const query = `?next=${encodeURIComponent(next)}`;
  return { signIn: `/login${query}`, signUp: `/signup${query}` };
}
