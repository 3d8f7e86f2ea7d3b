// npm run bench:detector: how many course texts a second the combined detector (rules + learned
// layer + earnings statement check + terms) reads on one core, in this process. The texts are the
// training corpus and the fictional labelled set, repeated; the first pass warms up and is not
// counted. Prints texts per second, the mean text length and the load average next to them.
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { shippedPitchModel } from "../src/server/analysis/classifier/pitch-model";
import { loadCorpus } from "../src/server/analysis/corpus/corpus";
import { detect } from "../src/server/analysis/detector/detector";
import { detectRules } from "../src/server/analysis/detector/rule-layer";

const { values } = parseArgs({ options: { rounds: { type: "string", default: "5" } } });
const rounds = Number(values.rounds);
const texts = loadCorpus().map((i) => i.text);
const chars = texts.reduce((a, t) => a + t.length, 0) / texts.length;

const loadStarted = performance.now();
shippedPitchModel();
const loadMs = performance.now() - loadStarted;

function measure(name: string, run: (text: string) => unknown): number {
  for (const text of texts) run(text);
  const perRound: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const started = performance.now();
    for (const text of texts) run(text);
    perRound.push(texts.length / ((performance.now() - started) / 1000));
  }
  const median = perRound.sort((a, b) => a - b)[Math.floor(perRound.length / 2)]!;
  console.log(
    `${name.padEnd(28)} ${Math.round(median).toString().padStart(6)} texts/s (median of ${rounds} rounds of ${texts.length})`,
  );
  return median;
}

console.log(
  `${texts.length} texts, mean ${Math.round(chars)} characters; weights loaded in ${loadMs.toFixed(0)} ms`,
);
measure("rule layer alone", (text) => detectRules([{ field: "text", text }]));
measure("combined detector", (text) => detect([{ field: "text", text }]));
const page = texts.join("\n\n");
const started = performance.now();
detect([{ field: "page", text: page }]);
console.log(`one page of ${page.length} characters: ${(performance.now() - started).toFixed(0)} ms`);
console.log(
  `load average: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
