// Sending a reply or a dispute from beneath an item: pending while it goes, the server's refusal
// above the button, and once it is taken a toast, the lists that show the item asked again (their
// reply and dispute state changed) and the form closed.
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { communityReportRoutes } from "../../shared/contracts/community-reports.routes";
import { disputeRoutes } from "../../shared/contracts/disputes.routes";
import type { DisputeTargetType } from "../../shared/contracts/disputes-constants";
import { reviewRoutes } from "../../shared/contracts/reviews.routes";
import { Button, type ButtonVariant } from "../components/ui/button";
import { SubmitButton } from "../components/ui/contract-form";
import { useToast } from "../components/ui/toast";
import { serverErrorOr } from "../lib/server-error";

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

/** The buttons under a small inline form: send it, or close it unsent. */
export function SendOrCancel({
  pending,
  onCancel,
  variant,
  children,
}: {
  pending: boolean;
  onCancel: () => void;
  variant?: ButtonVariant;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <SubmitButton pending={pending} size="sm" variant={variant}>
        {children}
      </SubmitButton>
      <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
