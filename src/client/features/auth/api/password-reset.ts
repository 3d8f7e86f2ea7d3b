// The forgot-password request (always the same 202), the reset itself, and how long a link stays
// valid.
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import type { ForgotPasswordInput, ResetPasswordInput } from "../../../../shared/contracts/account";
import { accountRoutes } from "../../../../shared/contracts/account.routes";
import { accountApi } from "../../../lib/api/account";

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordInput) =>
      accountApi.forgotPassword({ body, expectedStatuses: [400, 429] }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordInput) =>
      accountApi.resetPassword({ body, expectedStatuses: [400, 429] }),
  });
}

export function passwordResetOptionsQuery() {
  return queryOptions({
    queryKey: [accountRoutes.resetOptions.path],
    queryFn: ({ signal }) => accountApi.resetOptions({ signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePasswordResetOptions() {
  return useQuery(passwordResetOptionsQuery());
}
