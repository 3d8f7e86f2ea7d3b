// /admin/ad-sightings: import ad sightings as CSV (header: course,platform,seen_at; the course is
// its id or its sales-page address), pasted or read from a file into the box. While the server
// works through the file a batch at a time, a bar shows how many lines it has done; the answer says
// how many rows were imported and lists each refused line with its number in the file and why.
import { Upload } from "lucide-react";
import { useId, useState } from "react";
import {
  AD_IMPORT_MAX_BYTES,
  AD_PLATFORMS,
  ImportAdSightingsBody,
  type ImportAdSightingsResponse,
} from "../../../../shared/contracts/ad-sightings";
import { FormAlert, FormField, SubmitButton, useContractForm } from "../../../components/ui/contract-form";
import { Textarea } from "../../../components/ui/input";
import { ProgressBar } from "../../../components/ui/progress-bar";
import { DataTable } from "../../../components/ui/table";
import { useFormSend } from "../../../components/ui/use-form-send";
import { formatCount, plural } from "../../../lib/format";
import { serverErrorOr } from "../../../lib/server-error";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { type ImportProgress, ImportStopped, importAdSightings } from "../api/import-ad-sightings";
import { AdminPage } from "../components/admin-nav";
import { FileIntoField, type ImportFile } from "../components/file-into-field";

const CSV_FILE: ImportFile = {
  label: "CSV file (read into the box below)",
  accept: ".csv,text/csv,text/plain",
  maxBytes: AD_IMPORT_MAX_BYTES,
  tooLarge: "At most 1 MB of CSV.",
};

const IMPORT = "Import ad sightings";

const EXAMPLE =
  "course,platform,seen_at\n42,TikTok,2026-01-15\nhttps://example.com/course,Instagram,2026-01-16";

export function AdSightingsPage() {
  useDocumentTitle("Ad sightings · Admin · HypeCheck");
  const ids = useId();
  const form = useContractForm(ImportAdSightingsBody, { csv: "" });
  const [report, setReport] = useState<ImportAdSightingsResponse | null>(null);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const { pending, onSubmit } = useFormSend({
    form,
    clear: () => {
      setReport(null);
      setProgress(null);
    },
    send: async (body) => setReport(await importAdSightings(body, setProgress)),
    fail: (error) => form.setFormError(error instanceof ImportStopped ? error.message : serverErrorOr(error)),
  });

  return (
    <AdminPage
      title="Ad sightings"
      width="max-w-4xl"
      intro={
        <>
          Import adverts seen for catalogue courses. The Ad Fatigue Detector counts them. One row a sighting,
          with the header <code className="font-mono text-sm">course,platform,seen_at</code>: the course by
          its id or sales-page address, the platform one of {AD_PLATFORMS.join(", ")}, the date as YYYY-MM-DD.
        </>
      }
    >
      <form method="post" onSubmit={onSubmit} noValidate aria-label={IMPORT} className="mt-6 space-y-4">
        <FileIntoField id={`${ids}-file`} form={form} name="csv" file={CSV_FILE} />
        <FormField form={form} name="csv" label="CSV" hint="Or paste the rows here, header first.">
          {(control) => (
            <Textarea
              {...control}
              rows={10}
              spellCheck={false}
              className="font-mono text-sm"
              placeholder={EXAMPLE}
            />
          )}
        </FormField>
        <FormAlert message={form.formError} boxed />
        <SubmitButton pending={pending} pendingLabel="Importing…" icon={Upload} className="w-full sm:w-auto">
          Import
        </SubmitButton>
        {pending && progress ? <Progress progress={progress} /> : null}
      </form>

      {report ? <ImportReport report={report} /> : null}
    </AdminPage>
  );
}

/** How far the server has got: lines checked and, when good, written, of the lines in the file. */
function Progress({ progress }: { progress: ImportProgress }) {
  const ids = useId();
  const percent = progress.total === 0 ? 100 : Math.floor((progress.done / progress.total) * 100);
  return (
    <div className="space-y-1">
      <p id={`${ids}-label`} aria-live="polite" className="text-sm text-slate-700 dark:text-slate-300">
        Checked {formatCount(progress.done)} of {plural(progress.total, "line")}…
      </p>
      <ProgressBar percent={percent} labelledBy={`${ids}-label`} />
    </div>
  );
}

function ImportReport({ report }: { report: ImportAdSightingsResponse }) {
  const ids = useId();
  return (
    <section aria-labelledby={`${ids}-title`} className="mt-8 space-y-4">
      <h2 id={`${ids}-title`} className="text-xl font-semibold">
        Import report
      </h2>
      <p
        role="status"
        className="rounded-md bg-emerald-50 p-3 font-medium text-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-100"
      >
        {formatCount(report.imported)} imported
        {report.refused.length > 0
          ? `, ${plural(report.refused.length, "line")} refused.`
          : ", none refused."}
      </p>
      {report.refused.length > 0 ? (
        <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
          <DataTable
            caption="Refused lines"
            className="w-full text-left text-sm"
            headClassName="bg-slate-50 dark:bg-slate-900"
            rowClassName="border-b border-slate-200 last:border-b-0 dark:border-slate-800"
            columns={[
              {
                label: "Line",
                headClassName: "w-20 px-3 py-2 font-semibold",
                className: "px-3 py-2 tabular-nums",
              },
              {
                label: "Reason",
                headClassName: "px-3 py-2 font-semibold",
                className: "px-3 py-2 break-words",
              },
            ]}
            rows={report.refused.map((row) => ({ key: String(row.line), cells: [row.line, row.reason] }))}
          />
        </div>
      ) : null}
    </section>
  );
}
