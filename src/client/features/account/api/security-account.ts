// The /account security section: whether the account has a password, the password change and the
// account's deletion.
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import type { ChangePasswordInput, DeleteAccountInput } from "../../../../shared/contracts/account";
import { accountRoutes } from "../../../../shared/contracts/account.routes";
import { accountApi } from "../../../lib/api/account";

export function accountSecurityQuery() {
  return queryOptions({
    queryKey: [accountRoutes.security.path],
    queryFn: ({ signal }) => accountApi.security({ signal }),
  });
}

export function useAccountSecurity() {
  return useQuery(accountSecurityQuery());
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordInput) =>
      accountApi.changePassword({ body, expectedStatuses: [400, 429] }),
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccountInput) => accountApi.remove({ body, expectedStatuses: [400, 409, 429] }),
  });
}
