// POST /api/auth/signup: the same 202 for every address (the e-mailed link creates the account);
// POST /api/auth/confirm-signup: uses the link, creates the account and signs it in (201).
import { useMutation } from "@tanstack/react-query";
import {
  type ConfirmSignupInput,
  ConfirmSignupResponse,
  type SignupInput,
  SignupResponse,
} from "../../../../shared/contracts/auth";
import { sendJson } from "../../../lib/api-client";

export function useSignup() {
  return useMutation({
    mutationFn: (body: SignupInput) => sendJson("POST", "/api/auth/signup", body, SignupResponse),
  });
}

export function useConfirmSignup() {
  return useMutation({
    mutationFn: (body: ConfirmSignupInput) =>
      sendJson("POST", "/api/auth/confirm-signup", body, ConfirmSignupResponse, {
        expectedStatuses: [400, 409, 429],
      }),
  });
}
