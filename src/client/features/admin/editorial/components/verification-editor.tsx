// The course's verification: record one (who checked, what was checked, links to the evidence) to
// give it the Verified badge, or, when it is verified, revoke it with a reason. Both are public
// events in the course's History.
import { BadgeCheck, ShieldOff } from "lucide-react";
import { type AdminCourse, RevokeBody, VerificationBody } from "../../../../../shared/contracts/editorial";
import { VerifiedBadge } from "../../../../components/catalog/verified-badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../../components/ui/card";
import { useContractForm } from "../../../../components/ui/contract-form";
import { formatDateTime } from "../../../../lib/format";
import { lines } from "../lib/desk-form";
import { DeskForm, InputField, ReasonField, TextAreaField } from "./desk-form";

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
  const form = useContractForm(VerificationBody, { verifiedBy: "", notes: "", evidenceUrls: "" });
  return (
    <DeskForm
      form={form}
      pending={pending}
      build={() => ({ input: { ...form.values, evidenceUrls: lines(form.values.evidenceUrls) } })}
      send={onRecord}
      sent={() => form.reset()}
      submit="Record verification"
      icon={BadgeCheck}
      label="Record a verification"
      className="space-y-4"
    >
      <InputField
        form={form}
        name="verifiedBy"
        label="Verified by"
        hint="Who checked, such as “HypeCheck editorial team”."
        maxLength={200}
      />
      <TextAreaField form={form} name="notes" label="What was checked" rows={3} maxLength={5000} />
      <TextAreaField
        form={form}
        name="evidenceUrls"
        label="Evidence links"
        optional
        hint="One web address per line (receipts, screenshots, messages)."
        rows={3}
      />
    </DeskForm>
  );
}

function RevokeForm({
  pending,
  onRevoke,
}: {
  pending: boolean;
  onRevoke: (reason: string) => Promise<unknown>;
}) {
  const form = useContractForm(RevokeBody, { reason: "" });
  return (
    <DeskForm
      form={form}
      pending={pending}
      send={(body) => onRevoke(body.reason)}
      sent={() => form.reset()}
      submit="Revoke verification"
      icon={ShieldOff}
      destructive
      label="Revoke the verification"
      className="space-y-4 border-t border-slate-200 pt-5 dark:border-slate-800"
    >
      <ReasonField form={form} label="Reason for revoking" hint="Shown in the course's public history." />
    </DeskForm>
  );
}
