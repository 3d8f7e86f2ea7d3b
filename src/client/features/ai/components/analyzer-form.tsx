// The analyzer's URL field and Analyze button. On the free plan the button is disabled and the
// reason is written under it and read with it.
import { ScanSearch } from "lucide-react";
import type { FormEvent } from "react";
import { COURSE_URL_MAX_LENGTH } from "../../../../shared/contracts/ai";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { SubmitButton, useContractForm } from "../../../form/contract-form";

export function AnalyzerForm({
  onAnalyze,
  pending,
  disabledReason,
}: {
  /** Called with the field as typed; the page trims and checks it. */
  onAnalyze: (url: string) => void;
  pending: boolean;
  /** Set when the viewer's plan does not include the analyzer. */
  disabledReason?: string;
}) {
  const form = useContractForm(null, { url: "" });
  const reasonId = form.hintIdOf("url");

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (disabledReason || pending) return;
    onAnalyze(form.values.url);
  }

  return (
    <form method="post" onSubmit={handleSubmit} noValidate className="space-y-2">
      <Label htmlFor={form.idOf("url")}>Course URL</Label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Input
          id={form.idOf("url")}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://example.com/the-course-sales-page"
          maxLength={COURSE_URL_MAX_LENGTH}
          {...form.bind("url")}
          className="h-12 text-base sm:flex-1"
        />
        <SubmitButton
          size="lg"
          pending={pending}
          pendingLabel="Analyzing…"
          icon={ScanSearch}
          disabled={disabledReason !== undefined}
          aria-describedby={disabledReason ? reasonId : undefined}
          className="sm:min-w-40"
        >
          Analyze
        </SubmitButton>
      </div>
      {disabledReason ? (
        <p id={reasonId} className="text-sm font-medium text-slate-700 dark:text-slate-300">
          {disabledReason}
        </p>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          The link to a course's public sales page (http or https). We fetch that one page and read its
          claims; nothing is bought or signed up for.
        </p>
      )}
    </form>
  );
}
