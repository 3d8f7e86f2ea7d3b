// POST /api/auth/login: signs in; 400/401/429 carry the message the form shows.
import { useMutation } from "@tanstack/react-query";
import { AuthUserResponse, type LoginInput, type User } from "../../../../shared/contracts/auth";
import { sendJson } from "../../../lib/api-client";

export async function login(body: LoginInput): Promise<User> {
  const response = await sendJson("POST", "/api/auth/login", body, AuthUserResponse);
  return response.user;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
