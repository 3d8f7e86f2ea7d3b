// The analyzer's URL field and Analyze button. On the free plan the button is disabled and the
// reason is written under it and read with it.
import { ScanSearch } from "lucide-react";
import { COURSE_URL_MAX_LENGTH } from "../../../../shared/contracts/ai";
import { useContractForm } from "../../../components/ui/contract-form";
import { Input } from "../../../components/ui/input";
import { ToolFieldForm } from "./tool-field-form";

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

  return (
    <ToolFieldForm
      label="Course URL"
      fieldId={form.idOf("url")}
      field={
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
      }
      pending={pending}
      disabledReason={disabledReason}
      onSubmit={() => onAnalyze(form.values.url)}
      button={{
        text: "Analyze",
        pendingLabel: "Analyzing…",
        icon: ScanSearch,
        "aria-describedby": disabledReason ? reasonId : undefined,
        className: "sm:min-w-40",
      }}
      hint={
        disabledReason ? (
          <p id={reasonId} className="text-sm font-medium text-slate-700 dark:text-slate-300">
            {disabledReason}
          </p>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            The link to a course's public sales page (http or https). We fetch that one page and read its
            claims; nothing is bought or signed up for.
          </p>
        )
      }
    />
  );
}
