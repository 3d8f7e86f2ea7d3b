// What every importer produces (hypecheck JSON, FollowTheMoney lines, RSS/Atom) and the store
// reads: records with the names they give, names a reader was unsure of, and the dataset.
import type {
  PublicRecordKind,
  PublicRecordNameKind,
  PublicRecordOutcome,
} from "../../../shared/contracts/public-records-terms";
import type { PUBLIC_RECORD_FORMATS } from "../../db/schema/public-records";

export interface ParsedName {
  name: string;
  kind: PublicRecordNameKind;
  role: string | null;
  aliases: string[];
  domains: string[];
}

/** A name the reader could not be sure of: it waits for an admin, outside the record. */
export interface UnsureName {
  name: string;
  kind: PublicRecordNameKind;
  /** The words it was read from. */
  context: string;
  reason: string;
}

export interface ParsedRecord {
  sourceId: string;
  authority: string;
  authorityName: string;
  jurisdiction: string;
  kind: PublicRecordKind;
  date: string;
  title: string;
  url: string;
  outcome: PublicRecordOutcome;
  summary: string;
  topics: string[];
  names: ParsedName[];
  unsure: UnsureName[];
}

/**
 * What a record states: the same nine fields in a parsed file, in the public_records table and in
 * the record people see (PublicRecord).
 */
export type RecordStatement = Pick<
  ParsedRecord,
  "authority" | "authorityName" | "jurisdiction" | "kind" | "date" | "title" | "url" | "outcome" | "summary"
>;

/** The statement of a parsed record or a stored one, without its other fields. */
export function recordStatement(record: RecordStatement): RecordStatement {
  return {
    authority: record.authority,
    authorityName: record.authorityName,
    jurisdiction: record.jurisdiction,
    kind: record.kind,
    date: record.date,
    title: record.title,
    url: record.url,
    outcome: record.outcome,
    summary: record.summary,
  };
}

export interface ParsedDataset {
  slug: string;
  title: string;
  format: (typeof PUBLIC_RECORD_FORMATS)[number];
  sourceUrl: string | null;
  licence: string | null;
  refreshedAt: Date | null;
}

export interface ParsedFile {
  dataset: ParsedDataset;
  records: ParsedRecord[];
  /** Entries that are not records (an address entity, a feed item naming nobody). */
  skipped: number;
  /** Why entries were left out of an accepted file. */
  notes: string[];
}

/** A file that cannot be read as a whole: nothing of it is stored. */
export class ImportRefused extends Error {
  constructor(readonly reasons: string[]) {
    super(reasons[0] ?? "The file could not be read.");
    this.name = "ImportRefused";
  }
}

/** The most reasons a refusal lists (the first ones; the count says how many more). */
export const MAX_REASONS = 50;

export function refuse(reasons: string[]): never {
  const shown = reasons.slice(0, MAX_REASONS);
  if (reasons.length > MAX_REASONS) shown.push(`…and ${reasons.length - MAX_REASONS} more.`);
  throw new ImportRefused(shown);
}

const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

/** The one-line summary in our own words when a source gives none we can use. */
export function ourSummary(record: {
  authorityName: string;
  kindLabel: string;
  names: readonly { name: string }[];
}): string {
  const names = record.names.map((n) => n.name);
  const naming =
    names.length === 0
      ? ""
      : ` naming ${names.length <= 3 ? names.join(", ") : `${names.slice(0, 3).join(", ")} and others`}`;
  return clip(`A ${record.kindLabel} published by the ${record.authorityName}${naming}.`, 400);
}
