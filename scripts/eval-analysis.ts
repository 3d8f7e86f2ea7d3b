// npm run eval:analysis: the detector and the high-risk level scored against the labelled set
// (src/server/analysis/eval/labelled-set.jsonl), per split: dev (tuned on), test (held out from
// tuning, but seen in the first debug pass) and blind (written after the detector was frozen and
// scored once). Prints precision/recall of "high risk", a confusion matrix, per-category tables
// and the misses. Options: --split dev|test|blind|all (default: every split), --misses N.
import { parseArgs } from "node:util";
import {
  type Evaluation,
  evaluate,
  type LabelledItem,
  loadLabelledSet,
  type Scores,
} from "../src/server/analysis/eval/evaluate";

const { values } = parseArgs({
  options: {
    split: { type: "string", default: "" },
    misses: { type: "string", default: "40" },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (values.help) {
  console.log("Usage: npm run eval:analysis -- [--split dev|test|blind|all] [--misses N]");
  process.exit(0);
}

const pct = (n: number) => `${(n * 100).toFixed(1)}%`.padStart(6);
const row = (name: string, s: Scores) =>
  `${name.padEnd(28)} ${pct(s.precision)} ${pct(s.recall)} ${pct(s.f1)}   tp ${String(s.tp).padStart(3)}  fp ${String(s.fp).padStart(3)}  fn ${String(s.fn).padStart(3)}`;
const header = `${"".padEnd(28)} ${"prec".padStart(6)} ${"recall".padStart(6)} ${"F1".padStart(6)}`;

function report(title: string, items: LabelledItem[], ev: Evaluation, showMisses: number): void {
  const h = ev.highRisk;
  console.log(
    `\n== ${title}: ${items.length} items, ${items.filter((i) => i.highRisk).length} labelled high risk ==`,
  );
  console.log(header);
  console.log(row("High risk (level = high)", h));
  console.log(row("Red-flag categories (micro)", ev.categoriesMicro));
  console.log(row("Positive signals (micro)", ev.positivesMicro));
  console.log("\nConfusion matrix (high risk)   predicted high   predicted not");
  console.log(
    `  labelled high                 ${String(h.tp).padStart(6)}           ${String(h.fn).padStart(6)}`,
  );
  console.log(
    `  labelled not high             ${String(h.fp).padStart(6)}           ${String(h.tn).padStart(6)}`,
  );
  console.log(`\nRed-flag categories\n${header}`);
  for (const [category, s] of Object.entries(ev.perCategory)) console.log(row(category, s));
  console.log(`\nPositive signals\n${header}`);
  for (const [category, s] of Object.entries(ev.perPositive)) console.log(row(category, s));
  const misses = ev.items.filter(
    (r) =>
      r.item.highRisk !== r.predictedHigh ||
      r.item.categories.some((c) => !r.categories.includes(c)) ||
      r.categories.some((c) => !r.item.categories.includes(c)),
  );
  if (misses.length === 0 || showMisses === 0) return;
  console.log(`\nMisses (${misses.length}; risk or red-flag category differs from the label)`);
  for (const r of misses.slice(0, showMisses)) {
    const parts = [];
    if (r.item.highRisk !== r.predictedHigh) {
      parts.push(
        `risk: labelled ${r.item.highRisk ? "high" : "not high"}, got ${r.predictedHigh ? "high" : "not high"} (${r.points} pts)`,
      );
    }
    const missed = r.item.categories.filter((c) => !r.categories.includes(c));
    const extra = r.categories.filter((c) => !r.item.categories.includes(c));
    if (missed.length) parts.push(`missed ${missed.join(", ")}`);
    if (extra.length) parts.push(`extra ${extra.join(", ")}`);
    console.log(
      `  ${r.item.id}: ${parts.join("; ")}\n      ${r.item.text.replace(/\s+/g, " ").slice(0, 140)}`,
    );
  }
  if (misses.length > showMisses) console.log(`  ... ${misses.length - showMisses} more (--misses N)`);
}

const all = loadLabelledSet();
const splits = values.split === "" ? ["dev", "test", "blind", "all"] : [values.split];
const started = performance.now();
for (const split of splits) {
  const items = split === "all" ? all : all.filter((i) => i.split === split);
  if (items.length === 0) {
    console.error(`No items in split "${split}".`);
    process.exit(2);
  }
  report(
    split === "all" ? "All splits" : `Split "${split}"`,
    items,
    evaluate(items),
    split === "all" ? 0 : Number(values.misses),
  );
}
console.log(`\nScored ${splits.length} report(s) in ${(performance.now() - started).toFixed(0)} ms.`);
