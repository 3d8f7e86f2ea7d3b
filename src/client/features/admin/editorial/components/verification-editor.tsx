// The course's verification: record one (who checked, what was checked, links to the evidence) to
// give it the Verified badge, or, when it is verified, revoke it with a reason. Both are public
// events in the course's History.
import { BadgeCheck, LoaderCircle, ShieldOff } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import {
  type AdminCourse,
  type VerificationBody,
  VerificationBody as VerificationSchema,
} from "../../../../../shared/contracts/editorial";
import { VerifiedBadge } from "../../../../components/catalog/verified-badge";
import { Button } from "../../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../../components/ui/card";
import { formatDateTime } from "../../../../lib/format";
import { type FormErrors, issuesToErrors, lines, serverErrors } from "../lib/form-errors";
import { FormAlert, focusFirstError, TextAreaField, TextField } from "./form-fields";

const RECORD_FIELDS = ["verifiedBy", "notes", "evidenceUrls"] as const;

export function VerificationEditor({
  course,
  recording,
  revoking,
  onRecord,
  onRevoke,
}: {
  course: AdminCourse;
  recording: boolean;
  revoking: boolean;
  onRecord: (body: VerificationBody) => Promise<unknown>;
  onRevoke: (reason: string) => Promise<unknown>;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          Verification {course.isVerified ? <VerifiedBadge /> : null}
        </CardTitle>
        <CardDescription>
          {course.isVerified
            ? "The course shows the Verified badge. Revoke it if the evidence no longer holds."
            : "Not verified. Record a verification once the claims were checked against evidence."}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {course.isVerified ? (
          <>
            <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
              <dt className="text-slate-600 dark:text-slate-400">Verified by</dt>
              <dd className="font-medium break-words">{course.verifiedSource ?? "Not recorded"}</dd>
              <dt className="text-slate-600 dark:text-slate-400">Verified on</dt>
              <dd className="font-medium">
                {course.verificationDate ? formatDateTime(course.verificationDate) : "Not recorded"}
              </dd>
              <dt className="text-slate-600 dark:text-slate-400">Notes</dt>
              <dd className="break-words whitespace-pre-line">{course.verificationNotes ?? "None"}</dd>
              <dt className="text-slate-600 dark:text-slate-400">Evidence</dt>
              <dd>
                {course.verificationEvidence.length === 0 ? (
                  "No links"
                ) : (
                  <ul className="space-y-1">
                    {course.verificationEvidence.map((url) => (
                      <li key={url} className="break-all">
                        <a
                          href={url}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="text-indigo-700 underline dark:text-indigo-300"
                        >
                          {url}
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </dd>
            </dl>
            <RevokeForm pending={revoking} onRevoke={onRevoke} />
          </>
        ) : (
          <RecordForm pending={recording} onRecord={onRecord} />
        )}
      </CardContent>
    </Card>
  );
}

function RecordForm({
  pending,
  onRecord,
}: {
  pending: boolean;
  onRecord: (body: VerificationBody) => Promise<unknown>;
}) {
  const formId = useId();
  const [verifiedBy, setVerifiedBy] = useState("");
  const [notes, setNotes] = useState("");
  const [evidence, setEvidence] = useState("");
  const [errors, setErrors] = useState<FormErrors>({});

  function fail(next: FormErrors) {
    setErrors(next);
    focusFirstError(formId, next, RECORD_FIELDS);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const parsed = VerificationSchema.safeParse({ verifiedBy, notes, evidenceUrls: lines(evidence) });
    if (!parsed.success) return fail(issuesToErrors(parsed.error.issues));
    setErrors({});
    try {
      await onRecord(parsed.data);
      setVerifiedBy("");
      setNotes("");
      setEvidence("");
    } catch (error) {
      fail(serverErrors(error, RECORD_FIELDS));
    }
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={handleSubmit}
      className="space-y-4"
      aria-label="Record a verification"
    >
      <FormAlert errors={errors} />
      <TextField
        id={`${formId}-verifiedBy`}
        name="verifiedBy"
        label="Verified by"
        hint="Who checked, such as “HypeCheck editorial team”."
        maxLength={200}
        value={verifiedBy}
        error={errors.verifiedBy}
        onChange={(event) => setVerifiedBy(event.target.value)}
      />
      <TextAreaField
        id={`${formId}-notes`}
        name="notes"
        label="What was checked"
        rows={3}
        maxLength={5000}
        value={notes}
        error={errors.notes}
        onChange={(event) => setNotes(event.target.value)}
      />
      <TextAreaField
        id={`${formId}-evidenceUrls`}
        name="evidenceUrls"
        label="Evidence links"
        optional
        hint="One web address per line (receipts, screenshots, messages)."
        rows={3}
        value={evidence}
        error={errors.evidenceUrls}
        onChange={(event) => setEvidence(event.target.value)}
      />
      <Button type="submit" disabled={pending}>
        {pending ? (
          <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
        ) : (
          <BadgeCheck aria-hidden="true" className="h-4 w-4" />
        )}
        Record verification
      </Button>
    </form>
  );
}

function RevokeForm({
  pending,
  onRevoke,
}: {
  pending: boolean;
  onRevoke: (reason: string) => Promise<unknown>;
}) {
  const formId = useId();
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<FormErrors>({});

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const text = reason.trim();
    if (text.length < 5) {
      setErrors({ reason: "Give a reason of at least 5 characters." });
      focusFirstError(formId, { reason: "x" }, ["reason"]);
      return;
    }
    setErrors({});
    try {
      await onRevoke(text);
      setReason("");
    } catch (error) {
      setErrors(serverErrors(error, ["reason"]));
    }
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={handleSubmit}
      className="space-y-4 border-t border-slate-200 pt-5 dark:border-slate-800"
      aria-label="Revoke the verification"
    >
      <FormAlert errors={errors} />
      <TextAreaField
        id={`${formId}-reason`}
        name="reason"
        label="Reason for revoking"
        hint="Shown in the course's public history."
        rows={2}
        maxLength={1000}
        value={reason}
        error={errors.reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button type="submit" variant="destructive" disabled={pending}>
        {pending ? (
          <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
        ) : (
          <ShieldOff aria-hidden="true" className="h-4 w-4" />
        )}
        Revoke verification
      </Button>
    </form>
  );
}
