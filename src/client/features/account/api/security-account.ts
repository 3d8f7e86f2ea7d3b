// The /account security section: whether the account has a password, the password change and the
// account's deletion.
import { useQuery } from "@tanstack/react-query";
import { accountRoutes } from "../../../../shared/contracts/account.routes";
import { accountApi } from "../../../lib/api/account";
import { endpointQuery, useBodyMutation } from "../../../lib/endpoint-hooks";

export function accountSecurityQuery() {
  return endpointQuery(accountRoutes.security.path, accountApi.security);
}

export function useAccountSecurity() {
  return useQuery(accountSecurityQuery());
}

export function useChangePassword() {
  return useBodyMutation(accountApi.changePassword, [400, 429]);
}

export function useDeleteAccount() {
  return useBodyMutation(accountApi.remove, [400, 409, 429]);
}
