// Whether the sign-in screen may offer test logins.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { authRoutes } from "../../../../shared/contracts/auth.routes";
import { authApi } from "../../../lib/api/auth";

export function authOptionsQueryOptions() {
  return queryOptions({
    queryKey: [authRoutes.options.path],
    queryFn: ({ signal }) => authApi.options({ signal }),
  });
}

export function useAuthOptions() {
  return useQuery(authOptionsQueryOptions());
}
