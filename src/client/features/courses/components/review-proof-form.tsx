// Proof of enrolment for the member's own review: a picture of the receipt or enrolment e-mail and
// the order reference. The picture is uploaded when the form is sent (never on choosing it), and
// only moderators ever see it. Loaded with the member's own review, so guests never load it.
import { type ChangeEvent, type FormEvent, useId, useState } from "react";
import { AttachProofBody, PROOF_RETENTION_DAYS, REVIEW_MESSAGES } from "../../../../shared/contracts/reviews";
import { ACCEPTED_IMAGE_TYPES } from "../../../../shared/contracts/uploads";
import {
  FieldError,
  FormAlert,
  FormField,
  SubmitButton,
  useContractForm,
} from "../../../components/ui/contract-form";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { useToast } from "../../../components/ui/toast";
import { serverErrorOr } from "../../../lib/server-error";
import { ProofUploadError, useAttachProof } from "../api/attach-proof";

const OrderReferenceBody = AttachProofBody.pick({ orderReference: true });
const CHOOSE_PICTURE = "Choose a picture of your receipt or enrolment e-mail.";

export function ReviewProofForm({
  reviewId,
  courseId,
  submitLabel = "Send proof",
}: {
  reviewId: number;
  courseId: number;
  submitLabel?: string;
}) {
  const { toast } = useToast();
  const attach = useAttachProof();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const form = useContractForm(OrderReferenceBody, { orderReference: "" });

  function choose(event: ChangeEvent<HTMLInputElement>) {
    setFile(event.target.files?.[0] ?? null);
    setFileError(undefined);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.setFormError(null);
    const body = form.validate();
    if (file === null) {
      setFileError(CHOOSE_PICTURE);
      if (body !== null) document.getElementById(fileId)?.focus();
      return;
    }
    if (body === null) return;
    // The form gives way to the proof's status when the answer arrives: the outcome is read from
    // the promise, which settles whether or not the form is still there.
    attach.mutateAsync({ reviewId, courseId, file, orderReference: body.orderReference }).then(
      () => toast({ title: "Proof sent", description: REVIEW_MESSAGES.proofSubmitted }),
      (error: unknown) =>
        form.setFormError(
          error instanceof ProofUploadError
            ? error.message
            : serverErrorOr(error, "Your proof could not be sent. Please try again."),
        ),
    );
  }

  return (
    <form method="post" onSubmit={handleSubmit} noValidate className="space-y-4">
      <div>
        <Label htmlFor={fileId}>Picture of your receipt or enrolment e-mail</Label>
        <input
          id={fileId}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES.join(",")}
          onChange={choose}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={`${fileId}-hint${fileError ? ` ${fileId}-error` : ""}`}
          className="mt-1 block w-full min-w-0 text-sm text-slate-700 file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:font-semibold file:text-indigo-700 hover:file:bg-indigo-100 dark:text-slate-300 dark:file:bg-indigo-950 dark:file:text-indigo-200"
        />
        <p id={`${fileId}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          PNG, JPEG, WebP or GIF, up to 10 MB. Cover anything you would rather not show; the course's name,
          the date and the amount are enough.
        </p>
        <FieldError id={`${fileId}-error`} message={fileError} />
      </div>
      <FormField
        form={form}
        name="orderReference"
        label="Order number or receipt reference"
        hint="As it appears on the receipt, so the moderator can match the two."
      >
        {(control) => <Input {...control} autoComplete="off" maxLength={100} />}
      </FormField>
      <FormAlert message={form.formError} boxed />
      <SubmitButton pending={attach.isPending} pendingLabel="Sending…">
        {submitLabel}
      </SubmitButton>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        Only moderators see your proof. It is never shown on the page, and it is deleted{" "}
        {PROOF_RETENTION_DAYS} days after their decision; the label stays.
      </p>
    </form>
  );
}
