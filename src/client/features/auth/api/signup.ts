// POST /api/auth/signup: creates the account and signs it in (201).
import { useMutation } from "@tanstack/react-query";
import { AuthUserResponse, type SignupInput, type User } from "../../../../shared/contracts/auth";
import { sendJson } from "../../../lib/api-client";

export async function signup(body: SignupInput): Promise<User> {
  const response = await sendJson("POST", "/api/auth/signup", body, AuthUserResponse);
  return response.user;
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
