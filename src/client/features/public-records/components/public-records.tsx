// Public enforcement records as people see them, shared by the background check, the creator page
// and the course page's panel (docs/public-records.md): each record in its source's own terms
// ("Named in an FTC complaint (alleged)"), its official link, date and dataset, the names it gives,
// and how it was matched. Records matched on a name alone come under "Public records naming …"
// with the plain warning that someone else can share the name. Confirmed records show the evidence
// an admin gave and can be disputed. Loaded lazily: no first screen carries it.
import { ExternalLink, Landmark, TriangleAlert } from "lucide-react";
import { Suspense, useState } from "react";
import { Link, useLocation } from "react-router";
import type {
  ConfirmedPublicRecord,
  MatchedPublicRecord,
  RecordsSearched,
} from "../../../../shared/contracts/public-records";
import {
  describeRecord,
  namingHeading,
  PUBLIC_RECORD_NAME_ONLY_WARNING,
  type PublicRecordMatchBy,
} from "../../../../shared/contracts/public-records-terms";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { OutsideLink } from "../../../components/ui/outside-link";
import { useMe } from "../../../lib/auth/get-me";
import { formatDate, plural } from "../../../lib/format";
import { DisputeForm } from "../../disputes/index";

export const PUBLIC_RECORDS_PAGE = "/public-records";

const MATCH: Record<PublicRecordMatchBy, { label: string; tone: BadgeTone }> = {
  confirmed: { label: "Confirmed by HypeCheck", tone: "indigo" },
  "name+site": { label: "Matched on name and website", tone: "yellow" },
  "name+company": { label: "Matched on name and company", tone: "yellow" },
  name: { label: "Matched on name only", tone: "grey" },
};

const LINK = "font-medium text-indigo-700 hover:underline dark:text-indigo-300";

function isConfirmed(record: MatchedPublicRecord): record is ConfirmedPublicRecord {
  return "evidence" in record;
}

function DisputeLink({ linkId }: { linkId: number }) {
  const me = useMe();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  if (!me.data) {
    return (
      <Link
        to={`/login?next=${encodeURIComponent(`${location.pathname}#public-records`)}`}
        className={`text-sm ${LINK}`}
      >
        Sign in to dispute this match
      </Link>
    );
  }
  return (
    <div>
      <Button variant="ghost" size="sm" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        Dispute this match
      </Button>
      {open ? (
        <div className="mt-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
          <Suspense fallback={null}>
            <DisputeForm targetType="public-record" targetId={linkId} onDone={() => setOpen(false)} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}

/** One record: what it says, where to read it, who it names and how we matched it. */
export function PublicRecordItem({
  record,
  disputable = false,
}: {
  record: MatchedPublicRecord;
  disputable?: boolean;
}) {
  const match = MATCH[record.match.by];
  return (
    <li className="space-y-2 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="grey">
          <Landmark aria-hidden="true" className="h-3.5 w-3.5" />
          {record.authority}
        </Badge>
        <Badge tone={match.tone}>{match.label}</Badge>
        <span className="text-sm text-slate-600 dark:text-slate-400">{formatDate(record.date)}</span>
      </div>
      <p className="font-semibold">{describeRecord(record)}</p>
      <OutsideLink href={record.url} className={`break-words ${LINK}`}>
        {record.title}
        <ExternalLink aria-hidden="true" className="ml-1 inline h-3.5 w-3.5" />
        <span className="sr-only"> (official page, opens in a new tab)</span>
      </OutsideLink>
      <p className="text-sm text-slate-700 dark:text-slate-300">{record.summary}</p>
      {record.names.length > 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <span className="font-medium">Names it gives: </span>
          {record.names
            .map(
              (n) =>
                `${n.name}${n.role ? ` (${n.role})` : ""}${n.domains.length > 0 ? `, ${n.domains.join(", ")}` : ""}`,
            )
            .join("; ")}
        </p>
      ) : null}
      {isConfirmed(record) ? (
        <p className="rounded-md bg-slate-50 p-2 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
          <span className="font-medium">Why we linked it: </span>
          {record.evidence}
        </p>
      ) : null}
      <p className="text-xs text-slate-500 dark:text-slate-400">
        From {record.source.title}
        {record.source.updatedAt ? `, refreshed ${formatDate(record.source.updatedAt)}` : ""}
        {record.authorityName !== record.authority ? ` · ${record.authorityName}` : ""}
      </p>
      {disputable && isConfirmed(record) ? <DisputeLink linkId={record.linkId} /> : null}
    </li>
  );
}

/**
 * Records about or naming someone: matched ones first, then those matched on the name alone under
 * their own heading and warning.
 */
export function PublicRecordList({
  name,
  records,
  disputable = false,
}: {
  name: string;
  records: readonly MatchedPublicRecord[];
  disputable?: boolean;
}) {
  const strong = records.filter((r) => r.match.by !== "name");
  const nameOnly = records.filter((r) => r.match.by === "name");
  return (
    <div className="space-y-5">
      {strong.length > 0 ? (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {strong.map((record) => (
            <PublicRecordItem key={record.id} record={record} disputable={disputable} />
          ))}
        </ul>
      ) : null}
      {nameOnly.length > 0 ? (
        <section aria-labelledby="records-naming" className="space-y-3">
          <h3 id="records-naming" className="font-semibold">
            {namingHeading(name)}
          </h3>
          <p
            role="note"
            className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
          >
            <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            {PUBLIC_RECORD_NAME_ONLY_WARNING}
          </p>
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            {nameOnly.map((record) => (
              <PublicRecordItem key={record.id} record={record} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** Which sources were searched and how fresh each is. */
export function RecordsSearchedNote({ searched }: { searched: readonly RecordsSearched[] }) {
  if (searched.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">No public-record sources are loaded yet.</p>
    );
  }
  const total = searched.reduce((n, s) => n + s.records, 0);
  return (
    <details className="text-sm text-slate-600 dark:text-slate-400">
      <summary className="cursor-pointer">
        Searched {plural(total, "public record")} from {plural(searched.length, "source")}
      </summary>
      <ul className="mt-2 space-y-1">
        {searched.map((s) => (
          <li key={s.source}>
            {s.source}: {plural(s.records, "record")}
            {s.updatedAt ? `, refreshed ${formatDate(s.updatedAt)}` : ", never refreshed"}
          </li>
        ))}
      </ul>
      <p className="mt-2">
        <Link to={PUBLIC_RECORDS_PAGE} className={LINK}>
          Where these records come from, how matching works and how to dispute a match
        </Link>
      </p>
    </details>
  );
}
