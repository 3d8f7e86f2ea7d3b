import { Outlet } from "react-router";
import { PageSpinner } from "../../../components/ui/spinner";
import { GuardError, RedirectToLogin } from "./guard-states";
import { useFreshUser } from "./use-fresh-user";

/** Layout route: its children render only for a signed-in user; guests go to /login?next=... */
export function RequireAuth() {
  const state = useFreshUser();
  if (state.status === "loading") return <PageSpinner label="Checking your sign-in…" />;
  if (state.status === "error") return <GuardError retry={state.retry} />;
  if (state.user === null) return <RedirectToLogin />;
  return <Outlet />;
}
