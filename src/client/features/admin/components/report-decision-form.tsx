// Confirming or rejecting a community report: the reason is required (the reporter reads it on
// their report, and the audit keeps it), checked with the contract the server uses.
import {
  REPORT_DECISION_REASON_MAX,
  REPORT_DECISION_REASON_MIN,
  ReportStatusBody,
} from "../../../../shared/contracts/community-reports";
import { REPORT_STATUS_LABELS } from "../../../../shared/domain/community";
import { FormAlert, FormField, useContractForm } from "../../../components/ui/contract-form";
import { Textarea } from "../../../components/ui/input";
import { SendOrCancel } from "../../../components/ui/send-or-cancel";
import { useFormSend } from "../../../components/ui/use-form-send";

/** The decision form's box, set apart from the card it sits in. */
const BOX = "mt-4 space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700";

export function ReportDecisionForm({
  reportId,
  status,
  onDecide,
  onCancel,
}: {
  reportId: number;
  status: "verified" | "rejected";
  onDecide: (reason: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useContractForm(ReportStatusBody, { reason: "" });
  const { pending, onSubmit: handleSubmit } = useFormSend({
    form,
    input: () => ({ status, reason: form.values.reason }),
    send: async (body) => {
      await onDecide(body.reason ?? "");
    },
  });

  const label = status === "verified" ? "Confirm Scam" : "Reject";
  const name = `${label}: report #${reportId}`;
  return (
    <form method="post" onSubmit={handleSubmit} noValidate aria-label={name} className={BOX}>
      <FormField
        form={form}
        name="reason"
        label={`Why '${REPORT_STATUS_LABELS[status]}'?`}
        hint={`At least ${REPORT_DECISION_REASON_MIN} characters. The reporter is told it and reads it on their report; the audit keeps it.`}
      >
        {(control) => <Textarea {...control} rows={3} maxLength={REPORT_DECISION_REASON_MAX} />}
      </FormField>
      <FormAlert message={form.formError} boxed />
      <SendOrCancel
        pending={pending}
        onCancel={onCancel}
        variant={status === "verified" ? "destructive" : "primary"}
      >
        {label} with this reason
      </SendOrCancel>
    </form>
  );
}
