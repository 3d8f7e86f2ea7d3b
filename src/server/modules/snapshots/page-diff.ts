// What changed between two readings of a sales page: the sentences added and removed (compared as
// sets of normalised sentences, so memory stays linear in the text and a moved paragraph is not a
// change), and the red flags that appeared or disappeared (compared by category and phrase, so a
// finding whose offset moved is the same finding). The lists are capped; the counts are whole.
//
// Time: linear in the text, and bounded whatever the stored text is: each side is read up to
// DIFF_MAX_TEXT characters and DIFF_MAX_SENTENCES sentences (a real page has a few hundred), so a
// diff takes milliseconds. It runs on the event loop, and the snapshots service computes each pair
// once (diff-cache.ts).
import type { Detection } from "../../../shared/contracts/analysis";
import { DIFF_SENTENCE_LIMIT, type FindingKey } from "../../../shared/contracts/snapshots";

/** Sentences longer than this are cut: a page without punctuation is still compared in pieces. */
const MAX_SENTENCE = 500;
/** Characters of each side compared: a stored page text is never longer (MAX_PAGE_TEXT, analysis/page-analysis.ts). */
export const DIFF_MAX_TEXT = 200_000;
/** Sentences of each side compared; past them a side counts as ending there. */
export const DIFF_MAX_SENTENCES = 20_000;

/** The page text as sentences: split at . ! ? followed by a space, and at line breaks; whitespace collapsed. */
export function splitSentences(text: string, maxSentences = DIFF_MAX_SENTENCES): string[] {
  const out: string[] = [];
  const read = text.length > DIFF_MAX_TEXT ? text.slice(0, DIFF_MAX_TEXT) : text;
  for (const line of read.split(/\n+/)) {
    for (const piece of line.split(/(?<=[.!?…])\s+/)) {
      const sentence = piece.replace(/\s+/g, " ").trim();
      if (sentence.length === 0) continue;
      for (let i = 0; i < sentence.length; i += MAX_SENTENCE) {
        if (out.length >= maxSentences) return out;
        out.push(sentence.slice(i, i + MAX_SENTENCE));
      }
    }
  }
  return out;
}

export interface SentenceDiff {
  added: string[];
  removed: string[];
  addedCount: number;
  removedCount: number;
}

function missingFrom(sentences: readonly string[], other: ReadonlySet<string>, limit: number) {
  const seen = new Set<string>();
  const listed: string[] = [];
  let count = 0;
  for (const sentence of sentences) {
    if (other.has(sentence) || seen.has(sentence)) continue;
    seen.add(sentence);
    count += 1;
    if (listed.length < limit) listed.push(sentence);
  }
  return { listed, count };
}

export function diffSentences(before: string, after: string, limit = DIFF_SENTENCE_LIMIT): SentenceDiff {
  const a = splitSentences(before);
  const b = splitSentences(after);
  const added = missingFrom(b, new Set(a), limit);
  const removed = missingFrom(a, new Set(b), limit);
  return {
    added: added.listed,
    removed: removed.listed,
    addedCount: added.count,
    removedCount: removed.count,
  };
}

export interface FindingDiff {
  appeared: FindingKey[];
  disappeared: FindingKey[];
}

const keyOf = (f: { category: string; phrase: string }) =>
  `${f.category}\u0000${f.phrase.replace(/\s+/g, " ").trim().toLowerCase()}`;

function findingKeys(detection: Pick<Detection, "redFlags"> | null): Map<string, FindingKey> {
  const keys = new Map<string, FindingKey>();
  for (const f of detection?.redFlags ?? []) {
    const key = keyOf(f);
    if (!keys.has(key)) keys.set(key, { category: f.category, phrase: f.phrase, label: f.label });
  }
  return keys;
}

export function diffFindings(
  before: Pick<Detection, "redFlags"> | null,
  after: Pick<Detection, "redFlags"> | null,
): FindingDiff {
  const a = findingKeys(before);
  const b = findingKeys(after);
  return {
    appeared: [...b].filter(([key]) => !a.has(key)).map(([, f]) => f),
    disappeared: [...a].filter(([key]) => !b.has(key)).map(([, f]) => f),
  };
}
