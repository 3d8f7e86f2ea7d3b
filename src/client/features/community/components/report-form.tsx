// The report form (SPEC.md section 5 "Community report"): creator name, platform, scam type and
// description are required, evidence is optional (a link must be http(s)). The shared contract
// checks the values here exactly as the server does; each problem is shown under its field.
import { LoaderCircle, Send } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import {
  CreateReportBody,
  REPORT_CREATOR_NAME_MAX,
  REPORT_DESCRIPTION_MAX,
  REPORT_DESCRIPTION_MIN,
  REPORT_EVIDENCE_MAX,
  REPORT_MESSAGES,
} from "../../../../shared/contracts/community-reports";
import { REPORT_PLATFORMS, SCAM_TYPES } from "../../../../shared/domain/community";
import { Button } from "../../../components/ui/button";
import { Input, Textarea } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { NativeSelect } from "../../../components/ui/select";
import { useToast } from "../../../components/ui/toast";
import { isHttpError } from "../../../lib/api-client";
import { useCreateReport } from "../api/report-create";

type FieldName = "creatorName" | "platform" | "scamType" | "description" | "evidence";
const EMPTY: Record<FieldName, string> = {
  creatorName: "",
  platform: "",
  scamType: "",
  description: "",
  evidence: "",
};

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700 dark:text-red-300">
      {message}
    </p>
  );
}

export function ReportForm() {
  const ids = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const create = useCreateReport();
  const { toast } = useToast();

  const set = (name: FieldName, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  };
  const describedBy = (name: FieldName, hint?: string) =>
    [errors[name] ? `${ids}-${name}-error` : null, hint ?? null].filter(Boolean).join(" ") || undefined;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    const parsed = CreateReportBody.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] as FieldName;
        found[name] ??= issue.message;
      }
      setErrors(found);
      const first = (Object.keys(EMPTY) as FieldName[]).find((name) => found[name]);
      if (first) document.getElementById(`${ids}-${first}`)?.focus();
      return;
    }
    try {
      await create.mutateAsync(parsed.data);
      setValues(EMPTY);
      setErrors({});
      toast({ title: "Report submitted", description: REPORT_MESSAGES.submitted });
    } catch (error) {
      toast({
        title: "Report not submitted",
        description:
          isHttpError(error) && error.serverError ? error.serverError : REPORT_MESSAGES.submitFailed,
        variant: "destructive",
      });
    }
  }

  return (
    <form method="post" onSubmit={handleSubmit} noValidate className="space-y-4" aria-label="Report a scam">
      <div>
        <Label htmlFor={`${ids}-creatorName`}>Creator name</Label>
        <Input
          id={`${ids}-creatorName`}
          value={values.creatorName}
          maxLength={REPORT_CREATOR_NAME_MAX}
          autoComplete="off"
          placeholder="The name they use online"
          aria-invalid={errors.creatorName ? true : undefined}
          aria-describedby={describedBy("creatorName")}
          onChange={(event) => set("creatorName", event.target.value)}
        />
        <FieldError id={`${ids}-creatorName-error`} message={errors.creatorName} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
        <div>
          <Label htmlFor={`${ids}-platform`}>Platform</Label>
          <NativeSelect
            id={`${ids}-platform`}
            value={values.platform}
            aria-invalid={errors.platform ? true : undefined}
            aria-describedby={describedBy("platform")}
            onChange={(event) => set("platform", event.target.value)}
          >
            <option value="">Select a platform…</option>
            {REPORT_PLATFORMS.map((platform) => (
              <option key={platform} value={platform}>
                {platform}
              </option>
            ))}
          </NativeSelect>
          <FieldError id={`${ids}-platform-error`} message={errors.platform} />
        </div>
        <div>
          <Label htmlFor={`${ids}-scamType`}>Scam type</Label>
          <NativeSelect
            id={`${ids}-scamType`}
            value={values.scamType}
            aria-invalid={errors.scamType ? true : undefined}
            aria-describedby={describedBy("scamType")}
            onChange={(event) => set("scamType", event.target.value)}
          >
            <option value="">Select a scam type…</option>
            {SCAM_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </NativeSelect>
          <FieldError id={`${ids}-scamType-error`} message={errors.scamType} />
        </div>
      </div>
      <div>
        <Label htmlFor={`${ids}-description`}>What happened?</Label>
        <Textarea
          id={`${ids}-description`}
          rows={5}
          value={values.description}
          maxLength={REPORT_DESCRIPTION_MAX}
          placeholder="What did they promise, what did it cost, what did you get?"
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={describedBy("description", `${ids}-description-hint`)}
          onChange={(event) => set("description", event.target.value)}
        />
        <p id={`${ids}-description-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          At least {REPORT_DESCRIPTION_MIN} characters. Stick to what you saw; don't post anyone's private
          details.
        </p>
        <FieldError id={`${ids}-description-error`} message={errors.description} />
      </div>
      <div>
        <Label htmlFor={`${ids}-evidence`}>Evidence (optional)</Label>
        <Input
          id={`${ids}-evidence`}
          value={values.evidence}
          maxLength={REPORT_EVIDENCE_MAX}
          placeholder="A link (https://…) or a short note"
          aria-invalid={errors.evidence ? true : undefined}
          aria-describedby={describedBy("evidence")}
          onChange={(event) => set("evidence", event.target.value)}
        />
        <FieldError id={`${ids}-evidence-error`} message={errors.evidence} />
      </div>
      <Button type="submit" disabled={create.isPending} className="w-full sm:w-auto">
        {create.isPending ? (
          <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
        ) : (
          <Send aria-hidden="true" className="h-4 w-4" />
        )}
        Submit Report
      </Button>
    </form>
  );
}
