// The forgot-password request (always the same 202), the reset itself, and how long a link stays
// valid.
import { useQuery } from "@tanstack/react-query";
import { accountRoutes } from "../../../../shared/contracts/account.routes";
import { accountApi } from "../../../lib/api/account";
import { endpointQuery, useBodyMutation } from "../../../lib/endpoint-hooks";

export function useForgotPassword() {
  return useBodyMutation(accountApi.forgotPassword, [400, 429]);
}

export function useResetPassword() {
  return useBodyMutation(accountApi.resetPassword, [400, 429]);
}

export function passwordResetOptionsQuery() {
  return endpointQuery(accountRoutes.resetOptions.path, accountApi.resetOptions, {
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePasswordResetOptions() {
  return useQuery(passwordResetOptionsQuery());
}
