import { useRef } from "react";
import { Navigate, Outlet } from "react-router";
import { PageSpinner } from "../../../components/ui/spinner";
import { useMe } from "../../../lib/auth/get-me";

/**
 * Layout route for the sign-in and sign-up screens: a visitor who is already signed in when the
 * screen opens goes to /, with a spinner while that is being found out. The choice
 * is made once per visit, so signing in on the screen itself leads to `next`, not to /.
 */
export function RedirectIfSignedIn() {
  const me = useMe();
  const signedInOnArrival = useRef<boolean | null>(null);
  if (signedInOnArrival.current === null && !me.isPending) {
    signedInOnArrival.current = me.data !== null && me.data !== undefined;
  }
  if (signedInOnArrival.current === null) return <PageSpinner label="Checking your sign-in…" />;
  if (signedInOnArrival.current) return <Navigate to="/" replace />;
  return <Outlet />;
}
