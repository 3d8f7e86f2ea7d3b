// The /account security section: GET /api/account/security, POST /api/account/password and
// DELETE /api/account.
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import {
  AccountMessageResponse,
  AccountSecurityResponse,
  type ChangePasswordInput,
  type DeleteAccountInput,
} from "../../../../shared/contracts/account";
import { getJson, sendJson } from "../../../lib/api-client";

export function accountSecurityQuery() {
  return queryOptions({
    queryKey: ["/api/account/security"],
    queryFn: ({ signal }) => getJson("/api/account/security", AccountSecurityResponse, { signal }),
  });
}

export function useAccountSecurity() {
  return useQuery(accountSecurityQuery());
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordInput) =>
      sendJson("POST", "/api/account/password", body, AccountMessageResponse, {
        expectedStatuses: [400, 429],
      }),
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccountInput) =>
      sendJson("DELETE", "/api/account", body, AccountMessageResponse, { expectedStatuses: [400, 409, 429] }),
  });
}
