// The form of a one-field AI tool (the analyzer's URL, the background check's name): the label, the
// field and the large submit button side by side (stacked on phones), and a line under them. While a
// request runs, or when the plan does not include the tool, submitting does nothing.
import type { LucideIcon } from "lucide-react";
import type { FormEvent, ReactNode } from "react";
import { SubmitButton } from "../../../components/ui/contract-form";
import { Label } from "../../../components/ui/label";

export function ToolFieldForm({
  label,
  fieldId,
  field,
  pending,
  disabledReason,
  onSubmit,
  button,
  hint,
}: {
  label: string;
  fieldId: string;
  field: ReactNode;
  pending: boolean;
  /** Set when the viewer cannot use the tool: the button is disabled. */
  disabledReason: string | undefined;
  /** Called on submit when the tool can run. */
  onSubmit: () => void;
  button: {
    text: string;
    pendingLabel: string;
    icon: LucideIcon;
    className: string;
    "aria-describedby"?: string;
  };
  hint: ReactNode;
}) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (disabledReason || pending) return;
    onSubmit();
  }

  const { text, ...buttonProps } = button;
  return (
    <form method="post" onSubmit={handleSubmit} noValidate className="space-y-2">
      <Label htmlFor={fieldId}>{label}</Label>
      <div className="flex flex-col gap-3 sm:flex-row">
        {field}
        <SubmitButton size="lg" pending={pending} disabled={disabledReason !== undefined} {...buttonProps}>
          {text}
        </SubmitButton>
      </div>
      {hint}
    </form>
  );
}
