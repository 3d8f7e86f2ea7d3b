// npm run eval:analysis: the detector's figures, reproducibly.
//   (default)            the rule layer on the fictional labelled set, per split (categories, the old
//                        high-risk level) and the combined detector's two questions on it (in-sample:
//                        the set is also a training source)
//   --cross-source       every corpus source scored by a model trained without it: per-source table,
//                        both questions, confusion matrices and the 20 worst misses (--groups N folds
//                        several sources together, as the test does)
//   --blind              the second blind split (eval/blind-split-2.jsonl), scored with the shipped
//                        model (score it once, then leave it); --blind-file FILE scores another one,
//                        such as eval/blind-split.jsonl (the first, no longer blind)
//   --llm                with --blind or --cross-source: also merge the LLM provider's judged claims
//                        (AI_PROVIDER=openai and AI_BASE_URL set: that endpoint; otherwise the test
//                        suite's local fake server)
// Options: --split dev|test|blind|all, --misses N.

import { readdirSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import type { BinaryScores } from "../src/server/analysis/binary-scores";
import { shippedPitchModel } from "../src/server/analysis/classifier/pitch-model";
import { loadCorpus } from "../src/server/analysis/corpus/corpus";
import { BLIND_SPLIT_2_PATH, loadBlindSplit } from "../src/server/analysis/eval/blind";
import {
  crossSource,
  type QuestionScores,
  questionScores,
  type ScoredItem,
  scoreWith,
} from "../src/server/analysis/eval/cross-source";
import {
  type Evaluation,
  evaluate,
  type LabelledItem,
  loadLabelledSet,
} from "../src/server/analysis/eval/evaluate";
import { withLlmJudge } from "../src/server/analysis/eval/llm-eval";

const { values } = parseArgs({
  options: {
    split: { type: "string", default: "" },
    misses: { type: "string", default: "20" },
    "cross-source": { type: "boolean", default: false },
    groups: { type: "string" },
    blind: { type: "boolean", default: false },
    "blind-file": { type: "string", default: BLIND_SPLIT_2_PATH },
    llm: { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (values.help) {
  console.log(
    "Usage: npm run eval:analysis -- [--split dev|test|blind|all] [--cross-source [--groups N]] [--blind [--blind-file FILE]] [--llm] [--misses N]",
  );
  process.exit(0);
}

const pct = (n: number) => `${(n * 100).toFixed(1)}%`.padStart(6);
const row = (name: string, s: BinaryScores) =>
  `${name.padEnd(32)} ${pct(s.precision)} ${pct(s.recall)} ${pct(s.f1)}   tp ${String(s.tp).padStart(3)}  fp ${String(s.fp).padStart(3)}  fn ${String(s.fn).padStart(3)}  tn ${String(s.tn).padStart(3)}`;
const header = `${"".padEnd(32)} ${"prec".padStart(6)} ${"recall".padStart(6)} ${"F1".padStart(6)}`;
const misses = Number(values.misses);

function confusion(title: string, s: QuestionScores["hasFlags"]): void {
  console.log(`\nConfusion matrix (${title})      predicted yes   predicted no`);
  console.log(
    `  hype                         ${String(s.tp).padStart(6)}          ${String(s.fn).padStart(6)}`,
  );
  console.log(
    `  honest                       ${String(s.fp).padStart(6)}          ${String(s.tn).padStart(6)}`,
  );
}

function questions(title: string, q: QuestionScores): void {
  console.log(`\n${title}\n${header}`);
  console.log(row('"has red flags"', q.hasFlags));
  console.log(row('"medium or high risk"', q.mediumOrHigh));
}

/** Wrong answers to "has red flags", the most confident first (by distance from the threshold). */
function worstMisses(scored: readonly ScoredItem[], threshold: number, n: number): void {
  const wrong = scored
    .filter((s) => (s.item.label === "hype") !== s.hasFlags)
    .sort((a, b) => Math.abs(b.probability - threshold) - Math.abs(a.probability - threshold));
  if (wrong.length === 0 || n === 0) return;
  console.log(
    `\n${Math.min(n, wrong.length)} worst misses of ${wrong.length} (label, model score, source: text)`,
  );
  for (const s of wrong.slice(0, n)) {
    const why =
      s.item.label === "hype"
        ? "missed: no rule fired strongly enough and the model scored it below the threshold"
        : `false alarm: ${s.flags.slice(0, 2).join("; ") || "the model scored it over the threshold"}`;
    console.log(
      `  ${s.item.label.padEnd(6)} ${s.probability.toFixed(2)}  ${s.item.source}: ${s.item.text.replace(/\s+/g, " ").slice(0, 150)}\n         ${why}`,
    );
  }
}

function labelledReport(title: string, items: LabelledItem[], ev: Evaluation, showMisses: number): void {
  const h = ev.highRisk;
  console.log(
    `\n== ${title}: ${items.length} items, ${items.filter((i) => i.highRisk).length} labelled high risk ==`,
  );
  console.log(header);
  console.log(row("Rule layer: high risk", h));
  console.log(row("Rule layer: categories (micro)", ev.categoriesMicro));
  console.log(row("Rule layer: positives (micro)", ev.positivesMicro));
  console.log(row("Combined: has red flags", ev.hasFlags));
  console.log(row("Combined: medium or high", ev.mediumOrHigh));
  console.log(`\nRed-flag categories (rule layer)\n${header}`);
  for (const [category, s] of Object.entries(ev.perCategory)) console.log(row(category, s));
  console.log(`\nPositive signals\n${header}`);
  for (const [category, s] of Object.entries(ev.perPositive)) console.log(row(category, s));
  const wrong = ev.items.filter(
    (r) =>
      r.item.highRisk !== r.predictedHigh ||
      r.item.categories.some((c) => !r.categories.includes(c)) ||
      r.categories.some((c) => !r.item.categories.includes(c)),
  );
  if (wrong.length === 0 || showMisses === 0) return;
  console.log(`\nRule-layer misses (${wrong.length}; risk or red-flag category differs from the label)`);
  for (const r of wrong.slice(0, showMisses)) {
    const missed = r.item.categories.filter((c) => !r.categories.includes(c));
    const extra = r.categories.filter((c) => !r.item.categories.includes(c));
    const parts = [];
    if (r.item.highRisk !== r.predictedHigh)
      parts.push(`risk: labelled ${r.item.highRisk ? "high" : "not high"} (${r.points} pts)`);
    if (missed.length) parts.push(`missed ${missed.join(", ")}`);
    if (extra.length) parts.push(`extra ${extra.join(", ")}`);
    console.log(
      `  ${r.item.id}: ${parts.join("; ")}\n      ${r.item.text.replace(/\s+/g, " ").slice(0, 140)}`,
    );
  }
}

/**
 * Ids of the written texts the corpus held before it was widened on 2026-11-26 (items/01-16, 970
 * texts): the same texts scored before and after, so a better figure cannot come from easier new ones.
 */
function earlierCorpusIds(): Set<string> {
  const dir = new URL("../src/server/analysis/corpus/items/", import.meta.url);
  const files = readdirSync(dir).filter((f) => /^(?:0\d|1[0-6])-.*\.jsonl$/.test(f));
  const ids = files.flatMap((f) =>
    readFileSync(new URL(f, dir), "utf8")
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line) => (JSON.parse(line) as { id: string }).id),
  );
  return new Set(ids);
}

const started = performance.now();
const shipped = shippedPitchModel();
if (values["cross-source"]) {
  const corpus = loadCorpus();
  const groups = values.groups === undefined ? undefined : Number(values.groups);
  const result = crossSource(corpus, shipped.file, { groups });
  const scored = values.llm ? await withLlmJudge(result.items) : result.items;
  const byHeld = values.llm
    ? questionScores(scored.filter((s) => s.item.source !== "fictional-labelled-set"))
    : result.written;
  console.log(
    `Cross-source evaluation (${groups ? `${groups} folds of sources` : "leave one source out"}), thresholds of ${shipped.file.version}: ${shipped.file.threshold} / high ${shipped.file.highThreshold}${values.llm ? ", with the LLM judge merged" : ""}`,
  );
  console.log(
    `\nPer source (has red flags; the two questions agree unless --llm)\n${"source".padEnd(30)} items hype    tp   fn   fp   tn  P/R/F1`,
  );
  for (const s of result.perSource) {
    const q = s.hasFlags;
    const prf =
      s.hype === 0
        ? "(no hype items)"
        : `${q.precision.toFixed(2)}/${q.recall.toFixed(2)}/${q.f1.toFixed(2)}`;
    console.log(
      `${s.source.padEnd(30)} ${String(s.items).padStart(5)} ${String(s.hype).padStart(4)} ${[q.tp, q.fn, q.fp, q.tn].map((n) => String(n).padStart(4)).join(" ")}  ${prf}`,
    );
  }
  questions("Held-out written sources (all folds pooled)", byHeld);
  const earlier = earlierCorpusIds();
  questions(
    `The ${earlier.size} written texts of the corpus before 2026-11-26 (items/01-16), same folds`,
    questionScores(scored.filter((s) => earlier.has(s.item.id))),
  );
  confusion("has red flags, written sources", byHeld.hasFlags);
  confusion("medium or high risk, written sources", byHeld.mediumOrHigh);
  questions(
    "Held-out fictional labelled set",
    values.llm
      ? questionScores(scored.filter((s) => s.item.source === "fictional-labelled-set"))
      : result.fictional,
  );
  questions("Everything held out", values.llm ? questionScores(scored) : result.all);
  worstMisses(scored, shipped.file.threshold, misses);
} else if (values.blind) {
  const blindFile = values["blind-file"];
  const blind = loadBlindSplit(blindFile);
  if (blind.length === 0) {
    console.error(`No blind split at ${blindFile}.`);
    process.exit(2);
  }
  const base = scoreWith(blind, shipped);
  const scored = values.llm ? await withLlmJudge(base) : base;
  const q = questionScores(scored);
  console.log(
    `Blind split ${blindFile}: ${blind.length} items (${blind.filter((i) => i.label === "hype").length} hype), model ${shipped.file.version}${values.llm ? ", with the LLM judge merged" : ""}`,
  );
  questions("Blind split", q);
  confusion("has red flags", q.hasFlags);
  confusion("medium or high risk", q.mediumOrHigh);
  worstMisses(scored, shipped.file.threshold, misses);
} else {
  const all = loadLabelledSet();
  const splits = values.split === "" ? ["dev", "test", "blind", "all"] : [values.split];
  for (const split of splits) {
    const items = split === "all" ? all : all.filter((i) => i.split === split);
    if (items.length === 0) {
      console.error(`No items in split "${split}".`);
      process.exit(2);
    }
    labelledReport(
      split === "all" ? "All splits" : `Split "${split}"`,
      items,
      evaluate(items),
      split === "all" ? 0 : misses,
    );
  }
}
console.log(`\nDone in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
