// TanStack Query defaults: cached data never goes stale, nothing refetches
// by itself, and neither reads nor writes are retried.
import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { apiRequest, isHttpError } from "./api-client";

type UnauthorizedBehavior = "throw" | "returnNull";

/** Default reads: GET the query key parts joined with "/", parsed as JSON. */
export function getQueryFn(options: { on401: UnauthorizedBehavior }): QueryFunction {
  return async ({ queryKey, signal }) => {
    const url = queryKey.map(String).join("/");
    try {
      const expectedStatuses = options.on401 === "returnNull" ? [401] : [];
      const response = await apiRequest("GET", url, undefined, { signal, expectedStatuses });
      return (await response.json()) as unknown;
    } catch (error) {
      if (options.on401 === "returnNull" && isHttpError(error) && error.status === 401) return null;
      throw error;
    }
  };
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        retry: false,
        staleTime: Number.POSITIVE_INFINITY,
        refetchInterval: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The queries the app started with from a server-rendered page (src/client/app/start.tsx), while
 * that page is still the one on screen.
 */
let serverAnswers = new WeakSet<object>();

/** Marks the answers a server-rendered page came with; they count as fresh until the first navigation. */
export function markServerAnswers(queries: readonly object[]): void {
  for (const query of queries) serverAnswers.add(query);
}

/** The first navigation away from the server-rendered page: from here on, every visit asks again. */
export function leaveServerRenderedPage(): void {
  serverAnswers = new WeakSet<object>();
}

/**
 * staleTime for reads refreshed on every visit: stale at once, except the answers a
 * server-rendered page arrived with, which are that visit's own (fetched moments earlier). Asking
 * again as the app takes the page over would only repeat them and render the page twice.
 */
export function freshOnEveryVisit(query: object): number {
  return serverAnswers.has(query) ? Number.POSITIVE_INFINITY : 0;
}
