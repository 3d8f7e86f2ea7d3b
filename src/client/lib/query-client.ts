// TanStack Query defaults exactly as SPEC section 9: cached data never goes stale, nothing refetches
// by itself, and neither reads nor writes are retried.
import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { apiRequest, isHttpError } from "./api-client";

type UnauthorizedBehavior = "throw" | "returnNull";

/** SPEC section 7 "Default reads": GET the query key parts joined with "/", parsed as JSON. */
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
