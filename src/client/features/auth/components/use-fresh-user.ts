// The guards' check: ask /api/auth/me again on every guarded navigation instead of trusting a
// cached answer that may be minutes old. The fresh answer also refreshes the shared cache, so the
// header agrees with the guard.
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import type { User } from "../../../../shared/contracts/auth";
import { fetchMeFresh } from "../../../lib/auth/get-me";

type FreshUserState =
  | { status: "loading" }
  | { status: "done"; user: User | null }
  | { status: "error"; retry: () => void };

export function useFreshUser(): FreshUserState {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<FreshUserState>({ status: "loading" });

  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname and attempt are the triggers.
  useEffect(() => {
    let cancelled = false;
    setState({ status: "loading" });
    fetchMeFresh(queryClient).then(
      (user) => {
        if (!cancelled) setState({ status: "done", user });
      },
      () => {
        if (!cancelled) setState({ status: "error", retry: () => setAttempt((value) => value + 1) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [queryClient, pathname, attempt]);

  return state;
}
