// Blind splits: texts written after the rules and the weights were frozen, from sources the corpus
// does not use, committed before they were scored, and scored once (docs/detector.md records each
// commit and its figures). Same shape as the corpus items; loaded here, never trained on. The first
// (pitch-1) has been scored by later models and is no longer blind; the second was written for pitch-2, the third for builtin-4, the fourth before the hard-case widening of issue 29.
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { CorpusItem } from "../corpus/corpus";

export const BLIND_SPLIT_PATH = fileURLToPath(new URL("./blind-split.jsonl", import.meta.url));
export const BLIND_SPLIT_2_PATH = fileURLToPath(new URL("./blind-split-2.jsonl", import.meta.url));
/** The third, written for builtin-4 before its rules changed (100 texts, 50 hype, nine new sources). */
export const BLIND_SPLIT_3_PATH = fileURLToPath(new URL("./blind-split-3.jsonl", import.meta.url));
/** The fourth, written for issue 29 before the hard-case corpus widening (100 texts, 50 hype, eight new sources). */
export const BLIND_SPLIT_4_PATH = fileURLToPath(new URL("./blind-split-4.jsonl", import.meta.url));
/** The fifth, written for issue 29 after the hard-case widening, before it was scored (100 texts, 50 hype, ten new sources). */
export const BLIND_SPLIT_5_PATH = fileURLToPath(new URL("./blind-split-5.jsonl", import.meta.url));

export function loadBlindSplit(path = BLIND_SPLIT_PATH): CorpusItem[] {
  if (!existsSync(path)) return [];
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as CorpusItem);
}
