// Public enforcement records' words and rules that pages need without loading a schema (like
// catalog-constants.ts): the kinds of action, the outcomes as published, how a match was made, and
// the sentences a record is shown with. A record never says more than its source: "named in an FTC
// complaint (alleged)", never a verdict of our own. public-records.ts re-exports them. Not named
// "-constants": vite.config.ts puts those into the chunk every first screen loads, and only pages
// opened later read these.

/** What the authority published. */
export const PUBLIC_RECORD_KINDS = [
  "complaint",
  "settlement-order",
  "judgment",
  "litigation-release",
  "warning",
  "press-release",
] as const;
export type PublicRecordKind = (typeof PUBLIC_RECORD_KINDS)[number];

/** Kinds an import may also write, read as the kind they stand for ("order" is a settlement or order). */
export const PUBLIC_RECORD_KIND_SYNONYMS: Readonly<Record<string, PublicRecordKind>> = {
  settlement: "settlement-order",
  order: "settlement-order",
};

/** The outcome as the source states it; "not-stated" when it does not say. */
export const PUBLIC_RECORD_OUTCOMES = [
  "alleged",
  "settled",
  "judgment",
  "dismissed",
  "warning",
  "order",
  "not-stated",
] as const;
export type PublicRecordOutcome = (typeof PUBLIC_RECORD_OUTCOMES)[number];

export const PUBLIC_RECORD_NAME_KINDS = ["person", "company"] as const;
export type PublicRecordNameKind = (typeof PUBLIC_RECORD_NAME_KINDS)[number];

/**
 * How a record was matched to a name: on the name alone; on the name and the seller's site (a
 * domain the record names); on the name and the company the record names beside it; or confirmed
 * by an admin with evidence (the only match that attaches a record to a creator).
 */
export const PUBLIC_RECORD_MATCH_BY = ["name", "name+site", "name+company", "confirmed"] as const;
export type PublicRecordMatchBy = (typeof PUBLIC_RECORD_MATCH_BY)[number];

export const PUBLIC_RECORD_CONFIDENCE: Record<PublicRecordMatchBy, "low" | "medium" | "high"> = {
  name: "low",
  "name+site": "medium",
  "name+company": "medium",
  confirmed: "high",
};

export const PUBLIC_RECORD_KIND_LABELS: Record<PublicRecordKind, string> = {
  complaint: "complaint",
  "settlement-order": "settlement or order",
  judgment: "judgment",
  "litigation-release": "litigation release",
  warning: "warning or alert",
  "press-release": "press release",
};

export const PUBLIC_RECORD_OUTCOME_LABELS: Record<PublicRecordOutcome, string> = {
  alleged: "alleged",
  settled: "settled",
  judgment: "judgment",
  dismissed: "dismissed",
  warning: "warning",
  order: "order",
  "not-stated": "outcome not stated",
};

/** The evidence an admin writes when confirming a match: read by the creator and by disputes. */
export const PUBLIC_RECORD_EVIDENCE_MIN = 20;
export const PUBLIC_RECORD_EVIDENCE_MAX = 2000;

export const PUBLIC_RECORD_NAME_ONLY_WARNING =
  "Matched on the name only: someone else can share this name. These records may be about another person or company.";

/** Letters whose spoken name starts with a vowel sound: "an FTC", "an SEC", but "a CFTC". */
const VOWEL_SOUND_LETTERS = "AEFHILMNORSX";

/** "a" or "an" before an authority's short name, as it is read aloud. */
function articleFor(authority: string): string {
  const first = authority.split(" ")[0] ?? "";
  const acronym = first.length > 1 && first === first.toUpperCase();
  if (acronym) return VOWEL_SOUND_LETTERS.includes(first[0]!) ? "an" : "a";
  return /^[aeiou]/i.test(first) ? "an" : "a";
}

/** "Named in an FTC complaint (alleged)": what a record says about a name, and nothing more. */
export function describeRecord(record: {
  authority: string;
  kind: PublicRecordKind;
  outcome: PublicRecordOutcome;
}): string {
  const kind = PUBLIC_RECORD_KIND_LABELS[record.kind];
  const outcome = PUBLIC_RECORD_OUTCOME_LABELS[record.outcome];
  return `Named in ${articleFor(record.authority)} ${record.authority} ${kind} (${outcome})`;
}

/** The heading of name-only matches: "Public records naming Jane Doe". */
export function namingHeading(name: string): string {
  return `Public records naming ${name}`;
}
