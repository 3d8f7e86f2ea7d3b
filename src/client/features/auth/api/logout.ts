// Signs out, then forgets every cached answer, flashes 'Signed out' and reloads at /, so nothing of
// the previous session survives in memory.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { flashToast, useToast } from "../../../components/ui/toast";
import { authApi } from "../../../lib/api/auth";

export async function logout(): Promise<void> {
  await authApi.logout({ body: {} });
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
