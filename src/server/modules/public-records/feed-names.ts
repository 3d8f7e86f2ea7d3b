// Reads the people and companies a press release or litigation release names, conservatively
// (docs/public-records.md, "Feeds"). Candidates come from the title: the words after "charges",
// "sues", "against", "settles with", "v." (or the whole title of a litigation release), cut at the
// first word that cannot be part of a name and split at commas and "and". A candidate is sure only
// when its shape leaves no doubt:
// - a company: capitalised words ending in a legal form ("Acme Trading LLC");
// - a person: two to four capitalised words that the body, written in sentence case, also gives
//   with the same capitals (a title's Title Case capitalises every word, so it proves nothing).
// Everything else (one word, quoted words, lower-case words inside, a person the body does not
// repeat, a company the body mentions but the title does not name) goes to the review queue with
// the reason, never into the record. Token by token, in linear time: no regular expression with
// nested repetition runs over a feed.
import type { PublicRecordNameKind } from "../../../shared/contracts/public-records-terms";
import { hasLegalForm, nameKey } from "./names";

export interface SureName {
  name: string;
  kind: PublicRecordNameKind;
}
export interface UnsureCandidate {
  name: string;
  kind: PublicRecordNameKind;
  context: string;
  reason: string;
}

const TRIGGERS = new Set([
  "charges",
  "charged",
  "sues",
  "sued",
  "against",
  "bars",
  "barred",
  "halts",
  "stops",
  "sanctions",
  "fines",
  "v.",
  "v",
  "vs.",
  "vs",
]);
/** Words after which the name list starts: "settles with", "order against"… */
const TRIGGER_WITH = new Set(["settles", "settle", "settled", "settlement", "agreement"]);
/** Lower-case particles inside real names ("Ana de la Cruz", "Van der Berg"). */
const PARTICLES = new Set([
  "de",
  "la",
  "del",
  "da",
  "di",
  "van",
  "von",
  "der",
  "den",
  "bin",
  "al",
  "le",
  "du",
]);
/** Words that start a list of people without being one ("Operators", "Defendants"…). */
const NOT_NAMES = new Set(
  [
    "operators",
    "operator",
    "defendants",
    "defendant",
    "founder",
    "founders",
    "owner",
    "owners",
    "executives",
    "executive",
    "promoters",
    "promoter",
    "individuals",
    "people",
    "companies",
    "businesses",
    "sellers",
    "marketers",
    "scheme",
    "schemes",
    "firm",
    "firms",
    "others",
    "et",
    "al.",
    "al",
    "ceo",
    "two",
    "three",
    "four",
    "several",
    "former",
    "the",
  ].map((w) => w.toLowerCase()),
);
/** Words where a name list stops. */
const STOPS = new Set([
  "for",
  "in",
  "over",
  "to",
  "who",
  "that",
  "after",
  "from",
  "with",
  "alleging",
  "on",
  "as",
  "at",
  "by",
  "of",
  "into",
  "about",
  "regarding",
  "involving",
  "behind",
  "said",
  "is",
  "are",
  "was",
  "were",
]);

const MAX_CANDIDATES = 12;

function words(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

const capitalised = (word: string) => {
  const c = word[0] ?? "";
  return c !== c.toLowerCase() && c === c.toUpperCase();
};
const trimPunctuation = (word: string) => {
  let start = 0;
  let end = word.length;
  while (start < end && `"“”'‘’(`.includes(word[start]!)) start++;
  while (end > start && `"“”'‘’):;!?`.includes(word[end - 1]!)) end--;
  return word.slice(start, end);
};

/** A word without a trailing comma, or full stop unless it abbreviates a legal form ("Inc."). */
function withoutSentenceEnd(word: string): string {
  const bare = word.endsWith(",") ? word.slice(0, -1) : word;
  if (!bare.endsWith(".")) return bare;
  return LEGAL_ABBREVIATIONS.has(bare.slice(0, -1).toLowerCase()) ? bare : bare.slice(0, -1);
}
const LEGAL_ABBREVIATIONS = new Set(["inc", "co", "corp", "ltd", "llc", "l.l.c", "plc"]);

function endsSentence(raw: string): boolean {
  const bare = trimPunctuation(raw);
  const last = bare[bare.length - 1] ?? "";
  if (!".!?".includes(last) || last === "") return false;
  return !LEGAL_ABBREVIATIONS.has(bare.slice(0, -1).toLowerCase());
}

/** The stretches of the title that list who the action is against. */
function spans(title: string, wholeTitle: boolean): string[][] {
  const tokens = words(title);
  const out: string[][] = [];
  let current: string[] | null = wholeTitle ? [] : null;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const lower = token.toLowerCase().replace(/[,:;]$/, "");
    if (TRIGGERS.has(lower) || (lower === "with" && TRIGGER_WITH.has((tokens[i - 1] ?? "").toLowerCase()))) {
      if (current && current.length > 0) out.push(current);
      current = [];
      continue;
    }
    if (current === null) continue;
    if (STOPS.has(lower) && current.length > 0) {
      out.push(current);
      current = null;
      continue;
    }
    if (STOPS.has(lower)) continue;
    current.push(token);
    if (token.endsWith(":") || token.endsWith(";")) {
      out.push(current);
      current = null;
    }
  }
  if (current && current.length > 0) out.push(current);
  return out;
}

/** A span cut into candidate names at commas, "and" and "&" between people. */
function pieces(span: readonly string[]): string[][] {
  const out: string[][] = [];
  let piece: string[] = [];
  const flush = () => {
    if (piece.length > 0) out.push(piece);
    piece = [];
  };
  for (const raw of span) {
    const lower = raw.toLowerCase();
    if (lower === "and" || lower === "&") {
      flush();
      continue;
    }
    const endsPiece = raw.endsWith(",");
    const word = trimPunctuation(raw.replace(/,$/, ""));
    // "Acme, LLC": a legal form after a comma stays with its company.
    if (word !== "" && piece.length === 0 && out.length > 0 && hasLegalForm(`X ${word}`)) {
      out[out.length - 1]!.push(word);
    } else if (word !== "") piece.push(word);
    if (endsPiece) flush();
  }
  flush();
  return out;
}

/** Sure and unsure names in a feed item's title, checked against its body. */
export function readFeedNames(
  title: string,
  body: string,
  options: { wholeTitle?: boolean } = {},
): { sure: SureName[]; unsure: UnsureCandidate[] } {
  const sure: SureName[] = [];
  const unsure: UnsureCandidate[] = [];
  const seen = new Set<string>();
  const context = title.slice(0, 300);
  const add = (list: "sure" | "unsure", candidate: UnsureCandidate) => {
    const key = nameKey(candidate.name);
    // "Yesterday Acme Trading LLC" in the text is the title's "Acme Trading LLC" again.
    const known = [...seen].some((k) => key === k || key.endsWith(` ${k}`));
    if (key === "" || known || sure.length + unsure.length >= MAX_CANDIDATES) return;
    seen.add(key);
    if (list === "sure") sure.push({ name: candidate.name, kind: candidate.kind });
    else unsure.push(candidate);
  };
  for (const span of spans(title, options.wholeTitle ?? false)) {
    for (const piece of pieces(span)) {
      const kept = piece.filter((w) => !NOT_NAMES.has(w.toLowerCase()));
      if (kept.length === 0) continue;
      const name = kept.join(" ");
      const company = hasLegalForm(name);
      const kind: PublicRecordNameKind = company ? "company" : "person";
      const quoted = piece.some((w) => /["“”‘’]/.test(w));
      const lowerInside = kept.some(
        (w) => !capitalised(w) && !PARTICLES.has(w.toLowerCase()) && !/^\d/.test(w),
      );
      if (kept.length !== piece.length || quoted) {
        add("unsure", {
          name,
          kind,
          context,
          reason: "The title gives it with words around it that are not a name.",
        });
      } else if (lowerInside) {
        add("unsure", { name, kind, context, reason: "It has lower-case words, so it may not be a name." });
      } else if (company) {
        add("sure", { name, kind, context, reason: "" });
      } else if (kept.length < 2) {
        add("unsure", { name, kind, context, reason: "One word is not enough to tell a person's name." });
      } else if (kept.length > 4) {
        add("unsure", { name, kind, context, reason: "Too many words for a person's name." });
      } else if (body.includes(name)) {
        add("sure", { name, kind, context, reason: "" });
      } else {
        add("unsure", {
          name,
          kind,
          context,
          reason: "Read from a title in Title Case that the text does not repeat: it may not be a name.",
        });
      }
    }
  }
  // Companies the body names that the title did not: maybe a defendant, maybe a bank or a victim.
  const bodyWords = words(body);
  let run: string[] = [];
  for (const raw of bodyWords) {
    const word = trimPunctuation(withoutSentenceEnd(raw));
    if (word !== "" && capitalised(word)) {
      run.push(word);
      if (run.length > 1 && hasLegalForm(run.join(" "))) {
        const name = run.join(" ");
        add("unsure", {
          name,
          kind: "company",
          context: body.slice(0, 300),
          reason: "Named in the text but not in the title: it may not be the one the action is against.",
        });
        run = [];
      }
      if (run.length > 6) run.shift();
      // A sentence ends here: the next capital starts a new one.
      if (endsSentence(raw)) run = [];
    } else {
      run = [];
    }
  }
  return { sure, unsure };
}
