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
import { courseTextFields } from "../src/server/modules/trust/trust-engine";
import { generateDemoCatalogue } from "../src/server/seed/catalog/generate";

const { values } = parseArgs({ options: { rounds: { type: "string", default: "5" } } });
const rounds = Number(values.rounds);
const texts = loadCorpus().map((i) => i.text);
const chars = texts.reduce((a, t) => a + t.length, 0) / texts.length;

const loadStarted = performance.now();
shippedPitchModel();
const loadMs = performance.now() - loadStarted;

function measure<T>(name: string, items: readonly T[], run: (item: T) => unknown, unit = "texts"): number {
  for (const item of items) run(item);
  const perRound: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const started = performance.now();
    for (const item of items) run(item);
    perRound.push(items.length / ((performance.now() - started) / 1000));
  }
  const median = perRound.sort((a, b) => a - b)[Math.floor(perRound.length / 2)]!;
  console.log(
    `${name.padEnd(28)} ${Math.round(median).toString().padStart(6)} ${unit}/s (median of ${rounds} rounds of ${items.length})`,
  );
  return median;
}

console.log(
  `${texts.length} texts, mean ${Math.round(chars)} characters; weights loaded in ${loadMs.toFixed(0)} ms`,
);
measure("rule layer alone", texts, (text) => detectRules([{ field: "text", text }]));
measure("combined detector", texts, (text) => detect([{ field: "text", text }]));

// Catalogue-length courses: the four fields the trust engine reads, from the fictional demo catalogue.
const courses = generateDemoCatalogue({ anchor: new Date("2026-01-01T00:00:00Z") }).courses.map(
  courseTextFields,
);
const courseChars =
  courses.reduce((a, fields) => a + fields.reduce((b, f) => b + f.text.length, 0), 0) / courses.length;
console.log(`${courses.length} demo courses, mean ${Math.round(courseChars)} characters in four fields`);
measure("rule layer alone", courses, (fields) => detectRules(fields), "courses");
measure("combined detector", courses, (fields) => detect(fields), "courses");
const page = texts.join("\n\n");
const started = performance.now();
detect([{ field: "page", text: page }]);
console.log(`one page of ${page.length} characters: ${(performance.now() - started).toFixed(0)} ms`);
console.log(
  `load average: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
