// The creator's reply to a review of their course or a report about them: one reply per item, so
// the form edits the reply already there. Checked with the contract the server uses; part of
// verdict-tools.tsx, which shows it only to the member linked to the creator.
import type { FormEvent } from "react";
import {
  REPLY_TEXT_MAX,
  REPLY_TEXT_MIN,
  ReplyBody,
  type ReplyTargetType,
} from "../../../../shared/contracts/replies";
import { FormAlert, FormField, useContractForm } from "../../../components/ui/contract-form";
import { Textarea } from "../../../components/ui/input";
import { SendOrCancel } from "../../../components/ui/send-or-cancel";
import { repliesApi } from "../../../lib/api/replies";
import { useItemSend } from "./use-item-send";

export function ReplyForm({
  targetType,
  targetId,
  previous,
  onDone,
}: {
  targetType: ReplyTargetType;
  targetId: number;
  /** The reply already there, edited by this form. */
  previous: string | null;
  onDone: () => void;
}) {
  const form = useContractForm(ReplyBody, { text: previous ?? "" });
  const { pending, send } = useItemSend(onDone, form.setFormError);
  const length = form.values.text.trim().length;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    form.setFormError(null);
    const body = form.validate({ targetType, targetId, text: form.values.text });
    if (body === null) return;
    await send(targetType, previous ? "Reply updated" : "Reply published", () =>
      repliesApi.reply({ body, expectedStatuses: [400, 403, 404] }),
    );
  }

  return (
    <form method="post" onSubmit={handleSubmit} noValidate aria-label="Your reply" className="space-y-3">
      <FormField
        form={form}
        name="text"
        label="Your reply as the creator"
        hint={`${length} of ${REPLY_TEXT_MAX} characters (at least ${REPLY_TEXT_MIN}). It is shown beneath, with your name; nobody can reply to it.`}
      >
        {(control) => <Textarea {...control} rows={4} maxLength={REPLY_TEXT_MAX} />}
      </FormField>
      <FormAlert message={form.formError} boxed />
      <SendOrCancel pending={pending} onCancel={onDone}>
        {previous ? "Save reply" : "Publish reply"}
      </SendOrCancel>
    </form>
  );
}
