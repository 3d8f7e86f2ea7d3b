// The creator's status (verified, unverified, suspicious): changed only with a reason, which is
// public in the History of each of their courses; their courses are scored again at once. The page
// keys the panel by the status, so a new status starts a new form.
import { ShieldCheck } from "lucide-react";
import {
  CREATOR_VERIFICATION_STATUSES,
  type CreatorVerificationStatus,
} from "../../../../../shared/contracts/catalog";
import {
  CreatorStatusBody,
  type CreatorStatusBody as StatusBody,
} from "../../../../../shared/contracts/editorial";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../../components/ui/card";
import { Options } from "../../../../components/ui/choice-select";
import { useContractForm } from "../../../../components/ui/contract-form";
import { CreatorStatusBadge } from "./creator-status-badge";
import { DeskForm, ReasonField, SelectField } from "./desk-form";

const LABELS: Record<CreatorVerificationStatus, string> = {
  verified: "Verified",
  unverified: "Unverified",
  suspicious: "Suspicious claims",
};

export function CreatorStatusPanel({
  status,
  pending,
  onChange,
}: {
  status: CreatorVerificationStatus;
  pending: boolean;
  onChange: (body: StatusBody) => Promise<unknown>;
}) {
  const others = CREATOR_VERIFICATION_STATUSES.filter((value) => value !== status);
  const form = useContractForm(CreatorStatusBody, { status: others[0] ?? "unverified", reason: "" });

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
        <DeskForm
          form={form}
          pending={pending}
          send={onChange}
          submit="Change status"
          icon={ShieldCheck}
          label="Change the creator status"
          className="space-y-4"
        >
          <SelectField form={form} name="status" label="New status">
            <Options values={others} labels={LABELS} />
          </SelectField>
          <ReasonField form={form} />
        </DeskForm>
      </CardContent>
    </Card>
  );
}
