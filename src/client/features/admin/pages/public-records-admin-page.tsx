// /admin/public-records (behind RequireAuth requiredRole="admin"; docs/public-records.md): import a
// file of records (HypeCheck's JSON, FollowTheMoney entity lines, an RSS or Atom feed), decide the
// names a feed reader was unsure of, search the records, and link one to a catalogue creator with
// the evidence (the only way a record attaches to a creator; audited and disputable).
import { Link2, Upload } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { z } from "zod";
import {
  type AdminPublicRecord,
  describeRecord,
  ImportPublicRecordsBody,
  type ImportPublicRecordsResponse,
  LinkPublicRecordBody,
  PUBLIC_RECORD_IMPORT_FORMATS,
  PUBLIC_RECORD_IMPORT_MAX_CHARS,
  type PublicRecordImportFormat,
} from "../../../../shared/contracts/public-records";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { FormAlert, FormField, SubmitButton, useContractForm } from "../../../components/ui/contract-form";
import { Input, Textarea } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { OutsideLink } from "../../../components/ui/outside-link";
import { NativeSelect } from "../../../components/ui/select";
import { SelectField } from "../../../components/ui/select-field";
import { useFormSend } from "../../../components/ui/use-form-send";
import { isHttpError } from "../../../lib/api-client";
import { formatDate, plural } from "../../../lib/format";
import { serverErrorOr } from "../../../lib/server-error";
import { useDocumentTitle } from "../../../lib/use-document-title";
import {
  useCreatorChoices,
  useDecideNameReview,
  useImportRecords,
  useLinkRecord,
  useNameReviews,
  useRecordSearch,
} from "../api/public-records-admin";
import { AdminPage } from "../components/admin-nav";
import { FileIntoField, type ImportFile } from "../components/file-into-field";
import { PublicRecordSearchForm, type RecordQuery } from "../components/public-record-search-form";

const RECORDS_FILE: ImportFile = {
  label: "File (read into the box below)",
  accept: ".json,.jsonl,.xml,.rss,.atom,application/json,application/xml,text/xml,text/plain",
  maxBytes: PUBLIC_RECORD_IMPORT_MAX_CHARS,
  tooLarge: "The file is too large for one import.",
};

const FORMAT_LABELS: Record<PublicRecordImportFormat, string> = {
  hypecheck: "HypeCheck records (JSON)",
  ftm: "FollowTheMoney entities (JSON lines, OpenSanctions)",
  rss: "RSS or Atom feed of press or litigation releases",
};
const IMPORT_FORM = "Import records";
const LINK_FORM = "Link the record to a creator";
/** The link form's box, set apart from the record it sits under. */
const BOX = "space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700";
const LINK = "font-medium text-indigo-700 hover:underline dark:text-indigo-300";
const CARD =
  "rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900";

export function PublicRecordsAdminPage() {
  useDocumentTitle("Public records · Admin · HypeCheck");
  return (
    <AdminPage
      title="Public records"
      width="max-w-5xl"
      intro={
        <>
          What regulators and courts published about sellers. Import records, decide names the feed reader was
          unsure of, and link a record to a creator only when the evidence shows it is about them: a name
          alone is not enough. How it works is on the public{" "}
          <Link to="/public-records" className={LINK}>
            public records page
          </Link>
          .
        </>
      }
    >
      <div className="mt-8 space-y-8">
        <LinkSection />
        <ReviewSection />
        <ImportSection />
      </div>
    </AdminPage>
  );
}

function ImportSection() {
  const ids = useId();
  const form = useContractForm(ImportPublicRecordsBody, { format: "hypecheck", content: "" });
  const [report, setReport] = useState<ImportPublicRecordsResponse | null>(null);
  const [reasons, setReasons] = useState<string[]>([]);
  const importRecords = useImportRecords();
  const { pending, onSubmit } = useFormSend({
    form,
    clear: () => {
      setReport(null);
      setReasons([]);
    },
    send: async (body) => setReport(await importRecords.mutateAsync(body)),
    fail: (error) => {
      form.setFormError(serverErrorOr(error));
      const data = isHttpError(error) ? (error.data as { reasons?: unknown }) : null;
      if (data && Array.isArray(data.reasons)) setReasons(data.reasons.map(String));
    },
  });

  return (
    <section aria-labelledby={`${ids}-title`} className={CARD}>
      <h2 id={`${ids}-title`} className="text-xl font-semibold">
        Import records
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        A file with any entry that cannot be read is refused whole, with the reasons, and nothing is stored.
        Records already held are updated only when something changed, and every change is audited.
      </p>
      <form method="post" onSubmit={onSubmit} noValidate aria-label={IMPORT_FORM} className="mt-4 space-y-4">
        <SelectField
          form={form}
          name="format"
          label="Format"
          values={PUBLIC_RECORD_IMPORT_FORMATS}
          labels={FORMAT_LABELS}
        />
        <FileIntoField id={`${ids}-file`} form={form} name="content" file={RECORDS_FILE} />
        <FormField form={form} name="content" label="Content" hint="Or paste the file here.">
          {(control) => <Textarea {...control} rows={6} spellCheck={false} className="font-mono text-sm" />}
        </FormField>
        <FormAlert message={form.formError} boxed />
        {reasons.length > 0 ? (
          <ul
            aria-label="Why the file was refused"
            className="list-disc space-y-1 pl-5 text-sm text-red-800 dark:text-red-200"
          >
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        ) : null}
        <SubmitButton pending={pending} pendingLabel="Importing…" icon={Upload}>
          Import
        </SubmitButton>
      </form>
      {report ? (
        <div
          role="status"
          className="mt-4 space-y-2 rounded-md bg-emerald-50 p-3 text-sm text-emerald-950 dark:bg-emerald-950/50 dark:text-emerald-100"
        >
          <p className="font-medium">
            {report.imported} imported, {report.updated} updated, {report.skipped} skipped
            {report.namesToReview > 0 ? `, ${plural(report.namesToReview, "name")} to review` : ""}.
          </p>
          {report.errors.length > 0 ? (
            <ul className="list-disc pl-5">
              {report.errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

function ReviewSection() {
  const ids = useId();
  const reviews = useNameReviews();
  const decide = useDecideNameReview();
  const [problem, setProblem] = useState<string | null>(null);
  const items = reviews.data?.items ?? [];
  async function handleDecision(id: number, decision: "accept" | "reject") {
    setProblem(null);
    try {
      await decide.mutateAsync({ id, body: { decision } });
    } catch (error) {
      setProblem(serverErrorOr(error));
    }
  }
  return (
    <section aria-labelledby={`${ids}-title`} className={CARD}>
      <h2 id={`${ids}-title`} className="text-xl font-semibold">
        Names to review {reviews.data ? `(${reviews.data.total})` : ""}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Names the feed reader was not sure of. Accept one only when the release itself names that person or
        company as a party; it then joins the record (audited).
      </p>
      <FormAlert message={problem} boxed className="mt-3" />
      {items.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
          {reviews.isPending ? "Loading…" : "No names waiting."}
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100 dark:divide-slate-800">
          {items.map((item) => (
            <li
              key={item.id}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="min-w-0 space-y-1">
                <p className="font-semibold break-words">
                  {item.name} <Badge tone="grey">{item.kind}</Badge>
                </p>
                <p className="text-sm break-words text-slate-700 dark:text-slate-300">
                  {item.authority}:{" "}
                  <OutsideLink href={item.recordUrl} className={LINK}>
                    {item.recordTitle}
                  </OutsideLink>
                </p>
                <p className="text-xs text-slate-600 dark:text-slate-400">{item.reason}</p>
              </div>
              <div className="flex shrink-0 gap-2">
                <Button size="sm" variant="outline" onClick={() => void handleDecision(item.id, "accept")}>
                  Accept <span className="sr-only">{item.name}</span>
                </Button>
                <Button size="sm" variant="ghost" onClick={() => void handleDecision(item.id, "reject")}>
                  Reject <span className="sr-only">{item.name}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function LinkSection() {
  const ids = useId();
  const [query, setQuery] = useState<RecordQuery>({ q: "", site: "" });
  const search = useRecordSearch({ q: query.q, ...(query.site ? { site: query.site } : {}) });
  const [linking, setLinking] = useState<AdminPublicRecord | null>(null);
  function handleSearch(next: RecordQuery) {
    setLinking(null);
    setQuery(next);
  }
  const items = search.data?.items ?? [];
  return (
    <section aria-labelledby={`${ids}-title`} className={CARD}>
      <h2 id={`${ids}-title`} className="text-xl font-semibold">
        Search records and link one to a creator
      </h2>
      <PublicRecordSearchForm onSearch={handleSearch} />
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
        {query.q === "" ? "The newest records:" : `${plural(items.length, "record")} naming “${query.q}”:`}
      </p>
      <ul className="mt-2 divide-y divide-slate-100 dark:divide-slate-800">
        {items.map((record) => (
          <li key={record.id} className="space-y-2 py-3">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone="grey">{record.authority}</Badge>
              {record.match ? (
                <Badge tone={record.match.by === "name" ? "grey" : "yellow"}>
                  matched on{" "}
                  {record.match.by === "name" ? "name only" : record.match.by.replace("+", " and ")}
                </Badge>
              ) : null}
              <span className="text-sm text-slate-600 dark:text-slate-400">{formatDate(record.date)}</span>
              {record.pendingNames > 0 ? (
                <Badge tone="yellow">{plural(record.pendingNames, "name")} to review</Badge>
              ) : null}
            </div>
            <p className="font-medium">{describeRecord(record)}</p>
            <OutsideLink href={record.url} className={`break-words ${LINK}`}>
              {record.title}
            </OutsideLink>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Names: {record.names.map((n) => n.name).join("; ") || "none yet"}
              {record.names.some((n) => n.domains.length > 0)
                ? ` · sites: ${[...new Set(record.names.flatMap((n) => n.domains))].join(", ")}`
                : ""}
            </p>
            {record.linkedCreators.length > 0 ? (
              <p className="text-sm">
                Linked to:{" "}
                {record.linkedCreators.map((c, i) => (
                  <span key={c.id}>
                    {i > 0 ? ", " : ""}
                    <Link to={`/creators/${encodeURIComponent(c.slug)}`} className={LINK}>
                      {c.name}
                    </Link>
                  </span>
                ))}
              </p>
            ) : null}
            {linking?.id === record.id ? (
              <LinkForm
                record={record}
                defaultName={query.q || record.names[0]?.name || ""}
                onDone={() => setLinking(null)}
              />
            ) : (
              <Button size="sm" variant="outline" onClick={() => setLinking(record)}>
                <Link2 aria-hidden="true" className="h-4 w-4" />
                Link to a creator <span className="sr-only">: {record.title}</span>
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

const LinkFormBody = LinkPublicRecordBody.extend({
  creatorId: z.coerce.number({ error: "Choose the creator." }).int().min(1, "Choose the creator."),
});

function LinkForm({
  record,
  defaultName,
  onDone,
}: {
  record: AdminPublicRecord;
  defaultName: string;
  onDone: () => void;
}) {
  const ids = useId();
  const [who, setWho] = useState(defaultName);
  const creators = useCreatorChoices(who);
  const form = useContractForm(LinkFormBody, { creatorId: "", evidence: "" });
  const link = useLinkRecord();
  const [done, setDone] = useState<string | null>(null);
  const { pending, onSubmit } = useFormSend({
    form,
    input: () => ({ ...form.values, recordId: record.id }),
    send: async ({ creatorId, recordId, evidence }) => {
      const answer = await link.mutateAsync({ creatorId, body: { recordId, evidence } });
      setDone(`Linked. ${plural(answer.rescored, "course")} rescored; followers were told.`);
    },
  });
  if (done) {
    return (
      <div
        role="status"
        className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-950 dark:bg-emerald-950/50 dark:text-emerald-100"
      >
        {done}{" "}
        <button type="button" className={LINK} onClick={onDone}>
          Close
        </button>
      </div>
    );
  }
  const choices = creators.data ?? [];
  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label={LINK_FORM} className={BOX}>
      <div>
        <Label htmlFor={`${ids}-who`}>Find the creator</Label>
        <Input id={`${ids}-who`} value={who} onChange={(e) => setWho(e.target.value)} />
      </div>
      <FormField form={form} name="creatorId" label="Creator">
        {(control) => (
          <NativeSelect {...control}>
            <option value="">Choose…</option>
            {choices.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
                {c.website ? ` (${c.website})` : ""}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField
        form={form}
        name="evidence"
        label="Evidence"
        hint="Why this record is about this creator: the site, company or address the record gives and where the creator's page shows the same. Members read it, and may dispute it."
      >
        {(control) => <Textarea {...control} rows={3} />}
      </FormField>
      <FormAlert message={form.formError} boxed />
      <div className="flex gap-2">
        <SubmitButton pending={pending} pendingLabel="Linking…" icon={Link2}>
          Confirm the link
        </SubmitButton>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
