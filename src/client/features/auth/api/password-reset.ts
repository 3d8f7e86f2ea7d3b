// POST /api/auth/forgot-password (always the same 202), POST /api/auth/reset-password, and how long
// a link stays valid (GET /api/auth/password-reset-options).
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import {
  AccountMessageResponse,
  type ForgotPasswordInput,
  PasswordResetOptionsResponse,
  type ResetPasswordInput,
} from "../../../../shared/contracts/account";
import { getJson, sendJson } from "../../../lib/api-client";

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordInput) =>
      sendJson("POST", "/api/auth/forgot-password", body, AccountMessageResponse, {
        expectedStatuses: [400, 429],
      }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordInput) =>
      sendJson("POST", "/api/auth/reset-password", body, AccountMessageResponse, {
        expectedStatuses: [400, 429],
      }),
  });
}

export function passwordResetOptionsQuery() {
  return queryOptions({
    queryKey: ["/api/auth/password-reset-options"],
    queryFn: ({ signal }) =>
      getJson("/api/auth/password-reset-options", PasswordResetOptionsResponse, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePasswordResetOptions() {
  return useQuery(passwordResetOptionsQuery());
}
