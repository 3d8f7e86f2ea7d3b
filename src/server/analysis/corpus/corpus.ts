// The training corpus of the learned layer: texts written for it (items/*.jsonl), each naming the
// public source that informed it (sources.jsonl), plus the fictional labelled set of the rule layer
// (eval/labelled-set.jsonl) as one more source group. Sources can be held out one at a time.
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { loadLabelledSet } from "../eval/labelled-set";

export interface CorpusSource {
  id: string;
  country: string;
  kind: string;
  title: string;
  citation: string;
}

export interface CorpusItem {
  id: string;
  source: string;
  label: "hype" | "honest";
  /** The kind of claim or text ("earnings", "warning", "syllabus", ...). */
  kind: string;
  text: string;
}

const CORPUS_DIR = fileURLToPath(new URL("./", import.meta.url));
export const FICTIONAL_SOURCE = "fictional-labelled-set";

const readJsonl = <T>(path: string): T[] =>
  readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as T);

export function loadSources(dir = CORPUS_DIR): CorpusSource[] {
  return readJsonl<CorpusSource>(`${dir}sources.jsonl`);
}

/** Every written item, files and lines in a fixed order (training must not depend on the disk). */
export function loadWrittenItems(dir = CORPUS_DIR): CorpusItem[] {
  const files = readdirSync(`${dir}items`)
    .filter((f) => f.endsWith(".jsonl"))
    .sort();
  return files.flatMap((f) => readJsonl<CorpusItem>(`${dir}items/${f}`));
}

/** Fictional items with a rule category that are nonetheless honest copy (a plain disclosure). */
const HONEST_DESPITE_CATEGORY = new Set(["blind-021", "blind-026", "blind2-019", "page-009"]);

/**
 * Whether a fictional labelled item is a money-making pitch: labelled high risk, or written with a
 * red-flag tactic outside the deliberately borderline ("border-") and sober ("sober-") groups, except
 * the few tactic-tagged items that are plain disclosures.
 */
export function isFictionalHype(item: {
  id: string;
  highRisk: boolean;
  categories: readonly string[];
}): boolean {
  if (item.highRisk) return true;
  if (item.categories.length === 0 || HONEST_DESPITE_CATEGORY.has(item.id)) return false;
  return !/^(?:border|sober)-/.test(item.id);
}

/** The rule layer's fictional set as training items (labels as isFictionalHype says). */
export function loadFictionalItems(): CorpusItem[] {
  return loadLabelledSet().map((item) => ({
    id: item.id,
    source: FICTIONAL_SOURCE,
    label: isFictionalHype(item) ? "hype" : "honest",
    kind: item.id.replace(/-\d+$/, ""),
    text: item.text,
  }));
}

/** The whole training corpus: written items first, then the fictional set. */
export function loadCorpus(): CorpusItem[] {
  return [...loadWrittenItems(), ...loadFictionalItems()];
}
