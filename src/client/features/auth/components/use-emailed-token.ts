import { useSearchParams } from "react-router";

/** The one-time token of the e-mailed link the screen was opened from (?token=…); "" without one. */
export function useEmailedToken(): string {
  const [searchParams] = useSearchParams();
  return searchParams.get("token") ?? "";
}
