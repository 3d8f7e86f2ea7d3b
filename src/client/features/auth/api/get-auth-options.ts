// GET /api/auth/options: whether the sign-in screen may offer test logins.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { AuthOptionsResponse } from "../../../../shared/contracts/auth";
import { getJson } from "../../../lib/api-client";

export function authOptionsQueryOptions() {
  return queryOptions({
    queryKey: ["/api/auth/options"],
    queryFn: ({ signal }) => getJson("/api/auth/options", AuthOptionsResponse, { signal }),
  });
}

export function useAuthOptions() {
  return useQuery(authOptionsQueryOptions());
}
