// Signs in; 400/401/429 carry the message the form shows.
import { useMutation } from "@tanstack/react-query";
import type { LoginInput, User } from "../../../../shared/contracts/auth";
import { authApi } from "../../../lib/api/auth";

export async function login(body: LoginInput): Promise<User> {
  const response = await authApi.login({ body });
  return response.user;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
