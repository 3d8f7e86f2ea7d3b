// POST /api/auth/logout {}: then forget every cached answer, flash 'Signed out' and reload at /
// (SPEC sections 4 and 7), so nothing of the previous session survives in memory.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { flashToast, useToast } from "../../../components/ui/toast";
import { sendJson } from "../../../lib/api-client";

const okContract = () => import("../../../../shared/contracts/common").then((module) => module.OkResponse);

export async function logout(): Promise<void> {
  await sendJson("POST", "/api/auth/logout", {}, okContract);
}

export function useLogout() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.clear();
      flashToast({ title: "Signed out", description: "You've been signed out successfully." });
      window.location.assign("/");
    },
    onError: () => {
      toast({
        title: "Sign Out Failed",
        description: "Something went wrong. Please try again.",
        variant: "destructive",
      });
    },
  });
}
