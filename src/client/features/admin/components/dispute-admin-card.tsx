import { type AdminDispute, DECISION_REASON_MAX, DecisionBody } from "../../../../shared/contracts/disputes";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { FormAlert, FormField, SubmitButton, useContractForm } from "../../../components/ui/contract-form";
import { Textarea } from "../../../components/ui/input";
import { RecordCard, ReportEvidence, SubjectLink } from "../../../components/ui/record-card";
import { SelectField } from "../../../components/ui/select-field";
import { useToast } from "../../../components/ui/toast";
import { useFormSend } from "../../../components/ui/use-form-send";
import { formatDate, formatDateTime } from "../../../lib/format";
import { serverErrorOr } from "../../../lib/server-error";
import { DISPUTE_STATUS_LABELS } from "../../disputes";
import { useDecideDispute, useStartReview } from "../api/disputes-admin";

/** The decision form's box, set apart from the card it sits in. */
/** The decisions, in this order after "Choose…". */
const OUTCOME_LABELS = { upheld: "Uphold: the dispute is right", rejected: "Reject: the item stands" };
const BOX = "mt-4 space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700";

export function DisputeAdminCard({ dispute }: { dispute: AdminDispute }) {
  const { toast } = useToast();
  const start = useStartReview();
  const opener = dispute.byCreator ? `${dispute.creatorName ?? "the creator"} (the creator)` : "a member";

  return (
    <RecordCard
      label={`Dispute #${dispute.id}: ${dispute.targetLabel}`}
      heading="h2"
      title={
        <>
          <span className="text-slate-500 dark:text-slate-400">#{dispute.id}</span>{" "}
          <SubjectLink label={dispute.targetLabel} to={dispute.targetPath} />
        </>
      }
      meta={
        <>
          Opened {formatDateTime(dispute.createdAt)} by {dispute.openedByName ?? "a deleted account"}, as{" "}
          {opener}
          {dispute.dueBy ? ` · answer due by ${formatDate(`${dispute.dueBy}T12:00:00Z`)}` : ""}
        </>
      }
      badge={
        <span className="flex flex-wrap gap-1">
          {dispute.overdue ? <Badge tone="red">Overdue</Badge> : null}
          <Badge tone={dispute.status === "open" ? "grey" : "yellow"}>
            {DISPUTE_STATUS_LABELS[dispute.status]}
          </Badge>
        </span>
      }
    >
      <p className="mt-3 break-words whitespace-pre-line">{dispute.reason}</p>
      {dispute.evidenceUrl ? <ReportEvidence evidence={dispute.evidenceUrl} isLink /> : null}
      {dispute.status === "open" ? (
        <div className="mt-4">
          <Button
            size="sm"
            disabled={start.isPending}
            onClick={() =>
              start.mutate(dispute.id, {
                onSuccess: () =>
                  toast({ title: "Review started", description: `Dispute #${dispute.id} is under review.` }),
                onError: (error) =>
                  toast({ title: "Not started", description: serverErrorOr(error), variant: "destructive" }),
              })
            }
          >
            Start review
          </Button>
        </div>
      ) : (
        <DecisionForm disputeId={dispute.id} />
      )}
    </RecordCard>
  );
}

function DecisionForm({ disputeId }: { disputeId: number }) {
  const name = `Decide dispute #${disputeId}`;
  const { toast } = useToast();
  const decide = useDecideDispute();
  const form = useContractForm(DecisionBody, { outcome: "", reason: "" });

  const { pending, onSubmit: handleSubmit } = useFormSend({
    form,
    send: async (body) => {
      const decided = await decide.mutateAsync({ id: disputeId, body });
      toast({ title: "Decision recorded", description: `Dispute #${disputeId} was ${decided.status}.` });
    },
  });

  return (
    <form method="post" onSubmit={handleSubmit} noValidate aria-label={name} className={BOX}>
      <SelectField form={form} name="outcome" label="Decision" first="Choose…" labels={OUTCOME_LABELS} />
      <FormField
        form={form}
        name="reason"
        label="Reason"
        hint="The person who opened the dispute reads it, with the decision."
      >
        {(control) => <Textarea {...control} rows={3} maxLength={DECISION_REASON_MAX} />}
      </FormField>
      <FormAlert message={form.formError} boxed />
      <SubmitButton pending={pending} size="sm">
        Record the decision
      </SubmitButton>
    </form>
  );
}
