// Who is signed in. Many features need the viewer, so this lives in lib (the
// shared layer) rather than in one feature. A 401 means guest (null), not a failure.
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import type { User } from "../../../shared/contracts/auth";
import { authRoutes } from "../../../shared/contracts/auth.routes";
import { SESSION_HINT_COOKIE } from "../../../shared/contracts/session-hint";
import { authApi } from "../api/auth";
import { isHttpError } from "../api-client";

export const ME_QUERY_KEY = [authRoutes.me.path] as const;
const ME_CACHE_MS = 10 * 60 * 1000;

/** The server sets this readable hint with the session cookie and clears them together. */
function mayHaveSession(): boolean {
  return document.cookie.split("; ").some((pair) => pair === `${SESSION_HINT_COOKIE}=1`);
}

export async function getMe(signal?: AbortSignal): Promise<User | null> {
  // Without the hint there is no session: a guest, known without a request that would 401.
  if (!mayHaveSession()) return null;
  try {
    const body = await authApi.me({ signal, expectedStatuses: [401] });
    return body.user;
  } catch (error) {
    if (isHttpError(error) && error.status === 401) return null;
    throw error;
  }
}

/** Cached 10 minutes, no refetch on focus, reconnect or mount, no retry. */
export function meQueryOptions() {
  return queryOptions({
    queryKey: ME_QUERY_KEY,
    queryFn: ({ signal }) => getMe(signal),
    staleTime: ME_CACHE_MS,
    gcTime: ME_CACHE_MS,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchOnMount: false,
    retry: false,
  });
}

export function useMe() {
  return useQuery(meQueryOptions());
}

/** Guards ask the server again rather than trusting the cache (the cached answer may be minutes old). */
export function fetchMeFresh(queryClient: QueryClient): Promise<User | null> {
  return queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
}

export function setMe(queryClient: QueryClient, user: User | null): void {
  queryClient.setQueryData(ME_QUERY_KEY, user);
}
