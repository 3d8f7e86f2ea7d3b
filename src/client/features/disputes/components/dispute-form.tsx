// Disputing a review, a community report, or a course's trust score or one of its findings: what
// is wrong, and a link to the evidence if there is one. Checked with the contract the server uses;
// part of verdict-tools.tsx, which only signed-in members load.
import type { FormEvent } from "react";
import {
  DISPUTE_REASON_MAX,
  DISPUTE_REASON_MIN,
  type DisputeTargetType,
  OpenDisputeBody,
} from "../../../../shared/contracts/disputes";
import { FormAlert, FormField, useContractForm } from "../../../components/ui/contract-form";
import { Textarea } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/select";
import { SendOrCancel } from "../../../components/ui/send-or-cancel";
import { WebAddressField } from "../../../components/ui/web-address-field";
import { disputesApi } from "../../../lib/api/disputes";
import { useItemSend } from "./use-item-send";

/** One thing a course-level dispute may be about: the score, or a finding by its key. */
export interface DisputeChoice {
  value: string;
  label: string;
}
export const SCORE_CHOICE = "score";

export function DisputeForm({
  targetType,
  targetId,
  choices,
  onDone,
}: {
  /**
   * For a course, "score" (the choice then picks the score or a finding); "public-record" for a
   * public record confirmed about a creator (targetId is the link's id).
   */
  targetType: "review" | "report" | "score" | "public-record";
  targetId: number;
  /** A course's score and findings to choose from. */
  choices?: readonly DisputeChoice[];
  onDone: () => void;
}) {
  const form = useContractForm(OpenDisputeBody, {
    what: choices?.[0]?.value ?? SCORE_CHOICE,
    reason: "",
    evidenceUrl: "",
  });
  const { pending, send } = useItemSend(onDone, form.setFormError);

  function target(): { targetType: DisputeTargetType; findingKey?: string } {
    if (targetType !== "score" || form.values.what === SCORE_CHOICE) return { targetType };
    return { targetType: "finding", findingKey: form.values.what };
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    form.setFormError(null);
    const body = form.validate({
      ...target(),
      targetId,
      reason: form.values.reason,
      evidenceUrl: form.values.evidenceUrl,
    });
    if (body === null) return;
    await send(body.targetType, "Dispute opened", () =>
      disputesApi.open({ body, expectedStatuses: [400, 404, 409, 429] }),
    );
  }

  return (
    <form method="post" onSubmit={handleSubmit} noValidate aria-label="Open a dispute" className="space-y-3">
      {choices && choices.length > 1 ? (
        <FormField form={form} name="what" label="What do you dispute?">
          {(control) => (
            <NativeSelect {...control}>
              {choices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      ) : null}
      <FormField
        form={form}
        name="reason"
        label="What is wrong, and how do you know?"
        hint={`At least ${DISPUTE_REASON_MIN} characters. An admin reads it; the decision and its reason appear on your account page.`}
      >
        {(control) => <Textarea {...control} rows={4} maxLength={DISPUTE_REASON_MAX} />}
      </FormField>
      <WebAddressField form={form} name="evidenceUrl" label="Link to evidence (optional)" maxLength={2000} />
      <FormAlert message={form.formError} boxed />
      <SendOrCancel pending={pending} onCancel={onDone}>
        Open the dispute
      </SendOrCancel>
    </form>
  );
}
