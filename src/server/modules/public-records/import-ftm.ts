// FollowTheMoney entities, one JSON object a line, as OpenSanctions exports them (entities.ftm.json;
// docs/public-records.md, "Formats"). An entity is {id, schema, properties, datasets, referents,
// first_seen, last_seen, last_change}; every property is an array of strings. People and
// companies (Person, Company, Organization, LegalEntity) are the names; a record is an entity that
// links them to an action: a Sanction or Debarment (properties.entity, authority, program,
// startDate, sourceUrl, summary), or a Documentation joining an entity to an Article or Document
// (title, publishedAt, sourceUrl). A line that is not such JSON refuses the file; an action we
// cannot show (no date, no https address, no authority, nobody it names) is left out with a note.
// OpenSanctions data is CC BY-NC 4.0: commercial use needs their licence (docs/public-records.md).
import {
  PUBLIC_RECORD_KIND_LABELS,
  type PublicRecordKind,
  type PublicRecordOutcome,
} from "../../../shared/contracts/public-records-terms";
import { authorityNamed } from "./authorities";
import { siteKey } from "./names";
import {
  ourSummary,
  type ParsedDataset,
  type ParsedFile,
  type ParsedName,
  type ParsedRecord,
  refuse,
} from "./parsed-record";

export const OPENSANCTIONS_LICENCE =
  "CC BY-NC 4.0 (OpenSanctions): non-commercial use; commercial use needs a licence from OpenSanctions";

export const SUBJECTS = new Set(["Person", "Company", "Organization", "LegalEntity"]);
export const ACTIONS = new Set(["Sanction", "Debarment"]);
export const DOCUMENTS = new Set(["Article", "Document"]);
export const FTM_MAX_LINES = 50_000;

export interface FtmEntity {
  id: string;
  schema: string;
  properties: Record<string, string[]>;
  datasets: string[];
  lastChange: string | null;
  line: number;
}

type Entity = FtmEntity;

/** The entity on a line, or why the line is not one. */
export function readFtmLine(text: string, line: number): Entity | string {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return `line ${line}: not JSON.`;
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) return `line ${line}: not an object.`;
  const o = json as Record<string, unknown>;
  if (typeof o.id !== "string" || o.id === "") return `line ${line}: no "id".`;
  if (typeof o.schema !== "string" || o.schema === "") return `line ${line}: no "schema".`;
  if (typeof o.properties !== "object" || o.properties === null || Array.isArray(o.properties))
    return `line ${line}: "properties" is not an object.`;
  const properties: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(o.properties)) {
    if (!Array.isArray(value)) return `line ${line}: property "${key}" is not an array.`;
    // Nested entities (targets.nested.json) are not this format.
    if (value.some((v) => typeof v !== "string"))
      return `line ${line}: property "${key}" holds something other than strings (nested exports are not read).`;
    properties[key] = value as string[];
  }
  const datasets = Array.isArray(o.datasets)
    ? o.datasets.filter((d): d is string => typeof d === "string")
    : [];
  const lastChange =
    typeof o.last_change === "string" ? o.last_change : typeof o.last_seen === "string" ? o.last_seen : null;
  return { id: o.id, schema: o.schema, properties, datasets, lastChange, line };
}

const first = (entity: Entity | undefined, property: string): string | undefined =>
  entity?.properties[property]?.find((v) => v.trim() !== "")?.trim();
const all = (entity: Entity | undefined, property: string): string[] =>
  (entity?.properties[property] ?? []).map((v) => v.trim()).filter(Boolean);

/** A day (YYYY-MM-DD) from an FtM date, which may be a year, a month or a date-time; else null. */
function day(value: string | undefined): string | null {
  if (value === undefined) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}

function nameOf(subject: Entity): ParsedName | null {
  const names = all(subject, "name");
  const [name, ...otherNames] = names;
  if (name === undefined) return null;
  const aliases = [
    ...new Set([...otherNames, ...all(subject, "alias"), ...all(subject, "previousName")]),
  ].filter((a) => a !== name);
  const domains = [...new Set(all(subject, "website").flatMap((w) => siteKey(w) ?? []))];
  return { name, kind: subject.schema === "Person" ? "person" : "company", role: null, aliases, domains };
}

function kindOf(
  action: Entity,
  topics: readonly string[],
): { kind: PublicRecordKind; outcome: PublicRecordOutcome } {
  if (topics.includes("reg.warn")) return { kind: "warning", outcome: "warning" };
  if (ACTIONS.has(action.schema)) return { kind: "settlement-order", outcome: "order" };
  return { kind: "press-release", outcome: "not-stated" };
}

/**
 * The record an action entity (Sanction, Debarment or Documentation) makes, with the entities it
 * looks up through `get`; or why it is left out. `subjectIds` are the people and companies it names.
 */
export function ftmRecordOf(
  action: Entity,
  get: (id: string) => Entity | undefined,
): ({ record: ParsedRecord } | { note: string }) & { subjectIds: string[] } {
  const isDocumentation = action.schema === "Documentation";
  const document = isDocumentation ? get(first(action, "document") ?? "") : undefined;
  if (isDocumentation && (!document || !DOCUMENTS.has(document.schema))) {
    return {
      note: `line ${action.line}: Documentation ${action.id} names no Article or Document in the file; left out.`,
      subjectIds: [],
    };
  }
  const subjects = all(action, "entity")
    .map((id) => get(id))
    .filter((e): e is Entity => e !== undefined && SUBJECTS.has(e.schema));
  const subjectIds = subjects.map((s) => s.id);
  const names = subjects.flatMap((s) => nameOf(s) ?? []);
  const topics = [...new Set([...all(action, "topics"), ...subjects.flatMap((s) => all(s, "topics"))])];
  const url = [
    ...all(action, "sourceUrl"),
    ...all(document, "sourceUrl"),
    ...subjects.flatMap((s) => all(s, "sourceUrl")),
  ].find((u) => u.startsWith("https://") && URL.canParse(u));
  const date =
    day(first(action, "startDate") ?? first(action, "listingDate") ?? first(action, "date")) ??
    day(first(document, "publishedAt") ?? first(document, "date"));
  const authorityText = first(action, "authority") ?? first(document, "publisher") ?? "";
  const missing = [
    names.length === 0 ? "person or company it names" : null,
    url === undefined ? "https address" : null,
    date === null ? "date" : null,
    authorityText === "" ? "authority" : null,
  ].filter((m): m is string => m !== null);
  if (missing.length > 0) {
    return {
      note: `line ${action.line}: ${action.schema} ${action.id} has no ${missing.join(", no ")}; left out.`,
      subjectIds,
    };
  }
  const known = authorityNamed(authorityText);
  const authority = known?.code ?? authorityText.slice(0, 60);
  const authorityName = known?.name ?? authorityText.slice(0, 200);
  const { kind, outcome } = kindOf(action, topics);
  const title =
    first(document, "title") ??
    first(action, "program") ??
    `${authorityName}: ${names.map((n) => n.name).join(", ")}`;
  return {
    record: {
      sourceId: `ftm:${action.id}`,
      authority,
      authorityName,
      jurisdiction: (first(action, "country") ?? known?.jurisdiction ?? "not stated")
        .toUpperCase()
        .slice(0, 60),
      kind,
      date: date!,
      title: title.slice(0, 500),
      url: url!,
      outcome,
      summary: ourSummary({ authorityName, kindLabel: PUBLIC_RECORD_KIND_LABELS[kind], names }),
      topics: topics.slice(0, 30),
      names,
      unsure: [],
    },
    subjectIds,
  };
}

/** The dataset of an FtM file: named after the dataset most of its actions come from. */
export function ftmDataset(datasetCounts: ReadonlyMap<string, number>, latest: string | null): ParsedDataset {
  const slug = [...datasetCounts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "ftm-import";
  return {
    slug: `ftm:${slug}`,
    title: `OpenSanctions: ${slug}`,
    format: "ftm",
    sourceUrl: `https://www.opensanctions.org/datasets/${encodeURIComponent(slug)}/`,
    licence: OPENSANCTIONS_LICENCE,
    refreshedAt: latest === null || Number.isNaN(Date.parse(latest)) ? null : new Date(latest),
  };
}

export function parseFtmLines(content: string): ParsedFile {
  const lines = content.split("\n");
  if (lines.length > FTM_MAX_LINES) refuse([`At most ${FTM_MAX_LINES} lines in one file.`]);
  const reasons: string[] = [];
  const entities = new Map<string, Entity>();
  lines.forEach((text, index) => {
    if (text.trim() === "") return;
    const read = readFtmLine(text, index + 1);
    if (typeof read === "string") reasons.push(read);
    else entities.set(read.id, read);
  });
  if (reasons.length > 0) refuse(reasons);
  if (entities.size === 0) refuse(["The file holds no entities."]);

  const notes: string[] = [];
  const records: ParsedRecord[] = [];
  const datasetCounts = new Map<string, number>();
  let latest: string | null = null;
  let skipped = 0;
  const named = new Set<string>();

  for (const action of entities.values()) {
    if (!ACTIONS.has(action.schema) && action.schema !== "Documentation") continue;
    const built = ftmRecordOf(action, (id) => entities.get(id));
    for (const id of built.subjectIds) named.add(id);
    if ("note" in built) {
      notes.push(built.note);
      skipped += 1;
      continue;
    }
    for (const d of action.datasets) datasetCounts.set(d, (datasetCounts.get(d) ?? 0) + 1);
    if (action.lastChange !== null && (latest === null || action.lastChange > latest))
      latest = action.lastChange;
    records.push(built.record);
  }
  for (const entity of entities.values()) {
    if (SUBJECTS.has(entity.schema) && !named.has(entity.id)) {
      notes.push(
        `line ${entity.line}: ${entity.schema} ${entity.id} is named by no Sanction, Debarment or Documentation; left out.`,
      );
      skipped += 1;
    } else if (
      !SUBJECTS.has(entity.schema) &&
      !ACTIONS.has(entity.schema) &&
      entity.schema !== "Documentation" &&
      !DOCUMENTS.has(entity.schema)
    ) {
      skipped += 1;
    }
  }
  return {
    dataset: ftmDataset(datasetCounts, latest),
    records,
    skipped,
    notes: notes.slice(0, 200),
  };
}
