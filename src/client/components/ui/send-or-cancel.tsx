// The buttons under a small inline form (a reply, a dispute, a moderator's decision): send it, or
// close it unsent.
import type { ReactNode } from "react";
import { Button, type ButtonVariant } from "./button";
import { SubmitButton } from "./contract-form";

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
