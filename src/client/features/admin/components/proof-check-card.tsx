// One review's proof of enrolment for a moderator: the review, the order reference, the picture
// (served to admins only, never from a public address) and the decision, verify or refuse, with
// the reason the member is told.
import { BadgeCheck, ShieldX } from "lucide-react";
import { type FormEvent, useRef } from "react";
import { Link } from "react-router";
import { type PendingProof, VerifyProofBody } from "../../../../shared/contracts/reviews-admin";
import { PROOF_RETENTION_DAYS } from "../../../../shared/contracts/reviews-labels";
import { Badge } from "../../../components/ui/badge";
import { FormAlert, FormField, SubmitButton, useContractForm } from "../../../components/ui/contract-form";
import { Input } from "../../../components/ui/input";
import { useToast } from "../../../components/ui/toast";
import { formatDateTime } from "../../../lib/format";
import { serverErrorOr } from "../../../lib/server-error";
import { proofFileUrl, useVerifyProof } from "../api/review-proofs";

const STATUS_TONES = { pending: "yellow", approved: "green", rejected: "red" } as const;
const linkClasses = "font-medium text-indigo-700 hover:underline dark:text-indigo-300";

/** The form's two buttons: each sends it with its own decision. */
const DECISIONS = [
  { verified: true, label: "Verify enrolment", icon: BadgeCheck, variant: "primary" },
  { verified: false, label: "Refuse proof", icon: ShieldX, variant: "destructive" },
] as const;

export function ProofCheckCard({ proof }: { proof: PendingProof }) {
  const { toast } = useToast();
  const decide = useVerifyProof(proof.id);
  const form = useContractForm(VerifyProofBody, { reason: "" });
  // Which of the two buttons sent the form.
  const verified = useRef(true);
  const sending = decide.isPending ? decide.variables?.verified : undefined;
  const url = proofFileUrl(proof.id);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.setFormError(null);
    const body = form.validate({ ...form.values, verified: verified.current });
    if (body === null) return;
    // The card leaves the list as soon as the list reloads, so the outcome is read from the
    // promise (a mutate callback would not run once the card is gone).
    decide.mutateAsync(body).then(
      () =>
        toast({
          title: body.verified ? "Enrolment verified" : "Proof refused",
          description: `${proof.authorName} is told why. The proof is deleted in ${PROOF_RETENTION_DAYS} days.`,
        }),
      (error: unknown) => form.setFormError(serverErrorOr(error)),
    );
  }

  return (
    <article
      aria-label={`Proof of enrolment from ${proof.authorName}`}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold break-words">
            <Link to={`/courses/${proof.courseId}?tab=reviews`} className={linkClasses}>
              {proof.courseTitle}
            </Link>
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {proof.rating}★ from {proof.authorName} · review{" "}
            <Badge tone={STATUS_TONES[proof.status]}>{proof.status}</Badge>
          </p>
        </div>
      </div>
      {proof.text ? <p className="mt-3 text-sm whitespace-pre-line break-words">{proof.text}</p> : null}
      <div className="mt-4 grid gap-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
        <a href={url} target="_blank" rel="noopener noreferrer" className="block">
          <img
            src={url}
            alt={`Proof of enrolment sent by ${proof.authorName}`}
            className="max-h-64 w-full rounded-lg border border-slate-200 bg-slate-50 object-contain dark:border-slate-700 dark:bg-slate-800"
          />
          <span className="mt-1 block text-xs text-slate-600 dark:text-slate-400">Open full size</span>
        </a>
        <div className="min-w-0 space-y-3">
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            <dt className="font-medium text-slate-600 dark:text-slate-400">Order reference</dt>
            <dd className="font-mono break-all">{proof.orderReference ?? "(none)"}</dd>
            <dt className="font-medium text-slate-600 dark:text-slate-400">Sent</dt>
            <dd>
              <time dateTime={proof.submittedAt}>{formatDateTime(proof.submittedAt)}</time>
            </dd>
          </dl>
          <form method="post" onSubmit={handleSubmit} noValidate className="space-y-3">
            <FormField
              form={form}
              name="reason"
              label="Reason (the member sees it)"
              hint="What you checked, or what was missing."
            >
              {(control) => <Input {...control} maxLength={500} />}
            </FormField>
            <FormAlert message={form.formError} boxed />
            <div className="flex flex-wrap gap-2">
              {DECISIONS.map((decision) => (
                <SubmitButton
                  key={decision.label}
                  size="sm"
                  variant={decision.variant}
                  icon={decision.icon}
                  pending={sending === decision.verified}
                  disabled={decide.isPending}
                  onClick={() => {
                    verified.current = decision.verified;
                  }}
                >
                  {decision.label}
                </SubmitButton>
              ))}
            </div>
          </form>
        </div>
      </div>
    </article>
  );
}
