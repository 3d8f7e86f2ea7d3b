// The creator's status (verified, unverified, suspicious): changed only with a reason, which is
// public in the History of each of their courses; their courses are scored again at once.
import { LoaderCircle, ShieldCheck } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import {
  CREATOR_VERIFICATION_STATUSES,
  type CreatorVerificationStatus,
} from "../../../../../shared/contracts/catalog";
import {
  CreatorStatusBody,
  type CreatorStatusBody as StatusBody,
} from "../../../../../shared/contracts/editorial";
import { Button } from "../../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../../components/ui/card";
import { type FormErrors, issuesToErrors, serverErrors } from "../lib/form-errors";
import { CreatorStatusBadge } from "./creator-status-badge";
import { FormAlert, focusFirstError, SelectField, TextAreaField } from "./form-fields";

const LABELS: Record<CreatorVerificationStatus, string> = {
  verified: "Verified",
  unverified: "Unverified",
  suspicious: "Suspicious claims",
};
const FIELDS = ["status", "reason"] as const;

export function CreatorStatusPanel({
  status,
  pending,
  onChange,
}: {
  status: CreatorVerificationStatus;
  pending: boolean;
  onChange: (body: StatusBody) => Promise<unknown>;
}) {
  const formId = useId();
  const others = CREATOR_VERIFICATION_STATUSES.filter((value) => value !== status);
  const [next, setNext] = useState<CreatorVerificationStatus>(others[0] ?? "unverified");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<FormErrors>({});
  const chosen = others.includes(next) ? next : (others[0] ?? "unverified");

  function fail(found: FormErrors) {
    setErrors(found);
    focusFirstError(formId, found, FIELDS);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const parsed = CreatorStatusBody.safeParse({ status: chosen, reason });
    if (!parsed.success) return fail(issuesToErrors(parsed.error.issues));
    setErrors({});
    try {
      await onChange(parsed.data);
      setReason("");
    } catch (error) {
      fail(serverErrors(error, FIELDS));
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          Creator status <CreatorStatusBadge status={status} />
        </CardTitle>
        <CardDescription>
          A change needs a reason: it is shown in the history of each of their courses, which are scored
          again.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          method="post"
          noValidate
          onSubmit={handleSubmit}
          className="space-y-4"
          aria-label="Change the creator status"
        >
          <FormAlert errors={errors} />
          <SelectField
            id={`${formId}-status`}
            name="status"
            label="New status"
            value={chosen}
            error={errors.status}
            onChange={(event) => setNext(others.find((value) => value === event.target.value) ?? chosen)}
          >
            {others.map((value) => (
              <option key={value} value={value}>
                {LABELS[value]}
              </option>
            ))}
          </SelectField>
          <TextAreaField
            id={`${formId}-reason`}
            name="reason"
            label="Reason for the change"
            rows={2}
            maxLength={1000}
            value={reason}
            error={errors.reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <Button type="submit" disabled={pending}>
            {pending ? (
              <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
            ) : (
              <ShieldCheck aria-hidden="true" className="h-4 w-4" />
            )}
            Change status
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
