// The fictional labelled set (labelled-set.jsonl): its items and how to read them. In a file of its
// own because both the evaluation (evaluate.ts) and the training corpus (corpus/corpus.ts) read it,
// and the evaluation also reads the corpus.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { PositiveSignalCategory, RedFlagCategory } from "../../../shared/contracts/analysis";

export interface LabelledItem {
  id: string;
  /**
   * "dev": tuned on. "test": held out from tuning (written with dev, before the detector).
   * "blind": written after the first detector version and scored once, never tuned on.
   */
  split: "dev" | "test" | "blind";
  text: string;
  highRisk: boolean;
  categories: RedFlagCategory[];
  positives: PositiveSignalCategory[];
}

export const LABELLED_SET_PATH = fileURLToPath(new URL("./labelled-set.jsonl", import.meta.url));

export function loadLabelledSet(path = LABELLED_SET_PATH): LabelledItem[] {
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as LabelledItem);
}
