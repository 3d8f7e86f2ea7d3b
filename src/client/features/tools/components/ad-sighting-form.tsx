// "Seen an ad for this course?": where (platform), when (a date, today by default) and, optionally,
// a link to the advert. Checked with the contract the server uses; the server's answer (thanks, or
// once per course a day) is shown under the form. Used by the course page and the ad-fatigue check,
// which load it only for members (ad-sighting-box.tsx), so neither loads zod for guests.
import { Megaphone } from "lucide-react";
import { useState } from "react";
import {
  AD_PLATFORMS,
  AD_SIGHTING_MAX_AGE_DAYS,
  AD_SIGHTING_MESSAGES,
  ReportAdSightingBody,
} from "../../../../shared/contracts/ad-sightings";
import { FormAlert, FormField, SubmitButton, useContractForm } from "../../../components/ui/contract-form";
import { Input } from "../../../components/ui/input";
import { SelectField } from "../../../components/ui/select-field";
import { useFormSend } from "../../../components/ui/use-form-send";
import { WebAddressField } from "../../../components/ui/web-address-field";
import { adSightingsApi } from "../../../lib/api/ad-sightings";
import { isHttpError } from "../../../lib/api-client";
import { serverErrorOr } from "../../../lib/server-error";

const LABEL = "Report an ad for this course";

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The person's today, but never after the server's (UTC) today, which refuses later dates. */
function today(): { local: string; max: string } {
  const now = new Date();
  const local = isoDay(new Date(now.getTime() - now.getTimezoneOffset() * 60_000));
  const max = isoDay(now);
  return { local: local < max ? local : max, max };
}

const FIELD_OF: Record<string, "seenOn" | "link"> = {
  [AD_SIGHTING_MESSAGES.badDate]: "seenOn",
  [AD_SIGHTING_MESSAGES.future]: "seenOn",
  [AD_SIGHTING_MESSAGES.tooOld]: "seenOn",
  [AD_SIGHTING_MESSAGES.badLink]: "link",
};

export function AdSightingForm({ courseId }: { courseId: number }) {
  const [{ local, max }] = useState(today);
  const form = useContractForm(ReportAdSightingBody, { platform: "", seenOn: local, link: "" });
  const [thanks, setThanks] = useState<string | null>(null);
  const { pending, onSubmit } = useFormSend({
    form,
    clear: () => setThanks(null),
    send: async (body) => {
      const answer = await adSightingsApi.report({
        params: { id: courseId },
        body,
        expectedStatuses: [400, 404, 409],
      });
      setThanks(answer.message);
      form.reset({ platform: "", seenOn: local, link: "" });
    },
    fail: (error) => {
      const message = serverErrorOr(error);
      const field = isHttpError(error) && error.status === 400 ? FIELD_OF[message] : undefined;
      if (field) form.fail(field, message);
      else form.setFormError(message);
    },
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label={LABEL} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          form={form}
          name="platform"
          label="Where did you see it?"
          first="Choose a platform…"
          values={AD_PLATFORMS}
        />
        <FormField
          form={form}
          name="seenOn"
          label="When?"
          hint={`Within the last ${AD_SIGHTING_MAX_AGE_DAYS} days.`}
        >
          {(control) => <Input {...control} type="date" max={max} />}
        </FormField>
      </div>
      <WebAddressField form={form} name="link" label="Link to the ad (optional)" maxLength={2000} />
      <FormAlert message={form.formError} boxed />
      {thanks ? (
        <p
          role="status"
          className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-100"
        >
          {thanks}
        </p>
      ) : null}
      <SubmitButton pending={pending} icon={Megaphone} variant="outline" className="w-full sm:w-auto">
        Report the ad
      </SubmitButton>
    </form>
  );
}
