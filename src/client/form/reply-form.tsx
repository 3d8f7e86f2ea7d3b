// The creator's reply to a review of their course or a report about them: one reply per item, so
// the form edits the reply already there. Checked with the contract the server uses; part of
// parts/verdict-tools.tsx, which shows it only to the member linked to the creator.
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import {
  REPLY_TEXT_MAX,
  REPLY_TEXT_MIN,
  ReplyBody,
  type ReplyTargetType,
} from "../../shared/contracts/replies";
import { Button } from "../components/ui/button";
import { Textarea } from "../components/ui/input";
import { useToast } from "../components/ui/toast";
import { repliesApi } from "../lib/api/replies";
import { serverErrorOr } from "../lib/server-error";
import { FormAlert, FormField, SubmitButton, useContractForm } from "./contract-form";
import { itemListKey } from "./item-list-key";

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
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const form = useContractForm(ReplyBody, { text: previous ?? "" });
  const [pending, setPending] = useState(false);
  const length = form.values.text.trim().length;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    form.setFormError(null);
    const body = form.validate({ targetType, targetId, text: form.values.text });
    if (body === null) return;
    setPending(true);
    try {
      const answer = await repliesApi.reply({ body, expectedStatuses: [400, 403, 404] });
      toast({ title: previous ? "Reply updated" : "Reply published", description: answer.message });
      await queryClient.invalidateQueries({ queryKey: itemListKey(targetType) });
      onDone();
    } catch (error) {
      form.setFormError(serverErrorOr(error));
    } finally {
      setPending(false);
    }
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
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={pending} size="sm">
          {previous ? "Save reply" : "Publish reply"}
        </SubmitButton>
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
