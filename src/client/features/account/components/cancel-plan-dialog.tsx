// Cancel with a confirmation: says when the plan ends and that its features stay until then.
import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import type { BillingActionResponse } from "../../../../shared/contracts/billing";
import { Button } from "../../../components/ui/button";
import { FormAlert } from "../../../components/ui/contract-form";
import { useCancelPlan } from "../../../lib/queries/billing";
import { failureText } from "../../../lib/server-error";

export function CancelPlanDialog({
  planName,
  endsOn,
  onCanceled,
}: {
  planName: string;
  /** The formatted end of the current period. */
  endsOn: string;
  onCanceled: (result: BillingActionResponse) => void;
}) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelPlan();
  const error = failureText(cancel.error, "The cancellation could not be saved. Please try again.");
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) cancel.reset();
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="outline">Cancel plan</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-xl dark:border-slate-800 dark:bg-slate-950">
          <Dialog.Title className="text-lg font-semibold">Cancel {planName}?</Dialog.Title>
          <Dialog.Description className="text-slate-700 dark:text-slate-300">
            You keep {planName} and all its features until {endsOn}. After that your account moves to the Free
            plan. You can undo this with 'Keep my plan' until then.
          </Dialog.Description>
          <FormAlert message={error} className="font-medium" />
          <div className="flex flex-wrap justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="outline">Keep {planName}</Button>
            </Dialog.Close>
            <Button
              variant="destructive"
              disabled={cancel.isPending}
              onClick={() =>
                cancel.mutate(undefined, {
                  onSuccess: (result) => {
                    setOpen(false);
                    onCanceled(result);
                  },
                })
              }
            >
              {cancel.isPending ? "Canceling…" : "Cancel at period end"}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
