// The report form: creator name, platform, scam type and
// description are required, evidence is optional (a link must be http(s)). The shared contract
// checks the values here exactly as the server does; each problem is shown under its field.
import { Send } from "lucide-react";
import type { FormEvent } from "react";
import {
  CreateReportBody,
  REPORT_CREATOR_NAME_MAX,
  REPORT_DESCRIPTION_MAX,
  REPORT_DESCRIPTION_MIN,
  REPORT_EVIDENCE_MAX,
  REPORT_MESSAGES,
} from "../../../../shared/contracts/community-reports";
import { REPORT_PLATFORMS, SCAM_TYPES } from "../../../../shared/domain/community";
import { FormField, SubmitButton, useContractForm } from "../../../components/ui/contract-form";
import { Input, Textarea } from "../../../components/ui/input";
import { SelectField } from "../../../components/ui/select-field";
import { useToast } from "../../../components/ui/toast";
import { serverErrorOr } from "../../../lib/server-error";
import { useCreateReport } from "../api/report-create";

const EMPTY = {
  creatorName: "",
  platform: "",
  scamType: "",
  description: "",
  evidence: "",
};

export function ReportForm() {
  const form = useContractForm(CreateReportBody, EMPTY);
  const create = useCreateReport();
  const { toast } = useToast();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    const body = form.validate();
    if (body === null) return;
    try {
      await create.mutateAsync(body);
      form.reset();
      toast({ title: "Report submitted", description: REPORT_MESSAGES.submitted });
    } catch (error) {
      toast({
        title: "Report not submitted",
        description: serverErrorOr(error, REPORT_MESSAGES.submitFailed),
        variant: "destructive",
      });
    }
  }

  return (
    <form method="post" onSubmit={handleSubmit} noValidate className="space-y-4" aria-label="Report a scam">
      <FormField form={form} name="creatorName" label="Creator name">
        {(control) => (
          <Input
            {...control}
            maxLength={REPORT_CREATOR_NAME_MAX}
            autoComplete="off"
            placeholder="The name they use online"
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
        <SelectField
          form={form}
          name="platform"
          label="Platform"
          first="Select a platform…"
          values={REPORT_PLATFORMS}
        />
        <SelectField
          form={form}
          name="scamType"
          label="Scam type"
          first="Select a scam type…"
          values={SCAM_TYPES}
        />
      </div>
      <FormField
        form={form}
        name="description"
        label="What happened?"
        hint={`At least ${REPORT_DESCRIPTION_MIN} characters. Stick to what you saw; don't post anyone's private details.`}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={5}
            maxLength={REPORT_DESCRIPTION_MAX}
            placeholder="What did they promise, what did it cost, what did you get?"
          />
        )}
      </FormField>
      <FormField form={form} name="evidence" label="Evidence (optional)">
        {(control) => (
          <Input
            {...control}
            maxLength={REPORT_EVIDENCE_MAX}
            placeholder="A link (https://…) or a short note"
          />
        )}
      </FormField>
      <SubmitButton pending={create.isPending} icon={Send} className="w-full sm:w-auto">
        Submit Report
      </SubmitButton>
    </form>
  );
}
