// Whether the sign-in screen may offer test logins.
import { useQuery } from "@tanstack/react-query";
import { authRoutes } from "../../../../shared/contracts/auth.routes";
import { authApi } from "../../../lib/api/auth";
import { endpointQuery } from "../../../lib/endpoint-hooks";

export function authOptionsQueryOptions() {
  return endpointQuery(authRoutes.options.path, authApi.options);
}

export function useAuthOptions() {
  return useQuery(authOptionsQueryOptions());
}
