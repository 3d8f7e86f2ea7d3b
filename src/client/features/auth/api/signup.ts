// Sign-up: the same 202 for every address (the e-mailed link creates the account); confirming the
// link creates the account and signs it in (201).
import { useMutation } from "@tanstack/react-query";
import type { ConfirmSignupInput, SignupInput } from "../../../../shared/contracts/auth";
import { authApi } from "../../../lib/api/auth";

export function useSignup() {
  return useMutation({
    mutationFn: (body: SignupInput) => authApi.signup({ body }),
  });
}

export function useConfirmSignup() {
  return useMutation({
    mutationFn: (body: ConfirmSignupInput) =>
      authApi.confirmSignup({ body, expectedStatuses: [400, 409, 429] }),
  });
}
