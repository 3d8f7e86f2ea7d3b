// What every admin status change announces: "Status updated" with the server's message, or
// "Status not changed" with the reason.
import { useToast } from "../../../components/ui/toast";
import { serverErrorOr } from "../../../lib/server-error";

/** The mutation callbacks; `describe` turns the server's answer into the toast's text. */
export function useStatusToasts<R extends { message: string }>(
  describe: (result: R) => string = (result) => result.message,
) {
  const { toast } = useToast();
  return {
    onSuccess: (result: R) => toast({ title: "Status updated", description: describe(result) }),
    onError: (error: unknown) =>
      toast({
        title: "Status not changed",
        description: serverErrorOr(error, "Please try again."),
        variant: "destructive",
      }),
  };
}
