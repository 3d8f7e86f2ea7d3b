// The address the visitor is on (path and query), encoded for a `next=` parameter, so signing in,
// signing up or choosing a plan brings them back here.
import { useLocation } from "react-router";

export function useReturnPath(): string {
  const { pathname, search } = useLocation();
  return encodeURIComponent(`${pathname}${search}`);
}
