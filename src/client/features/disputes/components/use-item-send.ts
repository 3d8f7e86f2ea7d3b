// Sending a reply or a dispute from beneath an item: pending while it goes, the server's refusal
// above the button, and once it is taken a toast, the lists that show the item asked again (their
// reply and dispute state changed) and the form closed. The buttons are components/ui/send-or-cancel.
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { communityReportRoutes } from "../../../../shared/contracts/community-reports.routes";
import { disputeRoutes } from "../../../../shared/contracts/disputes.routes";
import type { DisputeTargetType } from "../../../../shared/contracts/disputes-constants";
import { reviewRoutes } from "../../../../shared/contracts/reviews.routes";
import { useToast } from "../../../components/ui/toast";
import { serverErrorOr } from "../../../lib/server-error";

/** The query key prefix of the lists that show an item of this kind. */
function itemListKey(targetType: DisputeTargetType): readonly [string] {
  if (targetType === "review") return [reviewRoutes.list.path];
  if (targetType === "report") return [communityReportRoutes.list.path];
  return [disputeRoutes.course.path];
}

export function useItemSend(onDone: () => void, setFormError: (message: string | null) => void) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  async function send(
    targetType: DisputeTargetType,
    title: string,
    call: () => Promise<{ message: string }>,
  ) {
    setPending(true);
    try {
      const answer = await call();
      toast({ title, description: answer.message });
      await queryClient.invalidateQueries({ queryKey: itemListKey(targetType) });
      onDone();
    } catch (error) {
      setFormError(serverErrorOr(error));
    } finally {
      setPending(false);
    }
  }

  return { pending, send };
}
