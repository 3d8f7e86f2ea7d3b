import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { workGrowth } from "../../../shared/testing/cpu-clock";
import { loadCorpus } from "../corpus/corpus";
import { detect } from "../detector/detector";
import { detectRules } from "../detector/rule-layer";
import { prepare, trainOn } from "./cross-validate";
import { DEFAULT_FEATURES, extractFeatures } from "./features";
import { readPitch, shippedPitchModel } from "./pitch-model";
import { tokenize } from "./tokenize";

describe("tokenize", () => {
  it("keeps offsets into the original text, whatever the quotes and dashes", () => {
    const text = "Make “£10k” a month — don’t WAIT! No experience, no risk.";
    for (const t of tokenize(text)) expect(text.slice(t.start, t.end).length).toBe(t.end - t.start);
    const norms = tokenize(text).map((t) => t.norm);
    expect(norms).toContain("<money>");
    expect(tokenize(text).find((t) => t.norm === "wait")?.caps).toBe(true);
    expect(tokenize(text).find((t) => t.norm === "<money>")?.quoted).toBe(true);
  });

  it("marks a negator's scope up to the clause end", () => {
    const tokens = tokenize("We don't promise income, but you will learn. No experience, no risk.");
    const negated = tokens.filter((t) => t.negated).map((t) => t.norm);
    expect(negated).toContain("promise");
    expect(negated).toContain("income");
    expect(negated).not.toContain("learn");
    expect(negated).toContain("experience");
  });
});

describe("the shipped model", () => {
  const model = shippedPitchModel();

  it("was trained on the corpus as it is now (run npm run train:detector after editing it)", () => {
    const hash = createHash("sha256");
    for (const item of loadCorpus()) hash.update(`${item.source}\u0000${item.label}\u0000${item.text}\n`);
    expect(model.file.corpus.sha256).toBe(hash.digest("hex"));
    expect(model.file.threshold).toBeGreaterThan(0.2);
    expect(model.file.threshold).toBeLessThan(0.8);
  });

  it("explains its score with phrases that slice out of the text", () => {
    const fields = [
      { field: "title" as const, text: "EARN FROM HOME" },
      {
        field: "text" as const,
        text: "Financial freedom is one click away. Our AI does all the work for you!",
      },
    ];
    const reading = readPitch(fields, detectRules(fields), model);
    expect(reading.probability).toBeGreaterThan(model.file.threshold);
    expect(reading.reasons.length).toBeGreaterThan(0);
    for (const r of reading.reasons) {
      const text = fields.find((f) => f.field === r.field)!.text;
      expect(text.slice(r.start, r.end)).toBe(r.phrase);
      expect(r.weight).toBeGreaterThan(0);
    }
  });

  it("sets aside the claims a warning quotes, and keeps a gag clause in any text", () => {
    const warning =
      'Scam adverts promise you will "make $5,000 a month from home" and call it risk-free. Genuine employers never ask you to pay to start work.';
    const read = detect([{ field: "text", text: warning }]);
    expect(read.pitch?.verdict).toBe("not-pitch");
    expect(read.redFlags).toEqual([]);
    const gag = detect([
      {
        field: "text",
        text: "Module 1: budgeting. Module 2: saving. By enrolling you agree not to post negative reviews of the course.",
      },
    ]);
    expect(gag.redFlags.map((f) => f.category)).toContain("review-suppression");
  });
});

describe("training", () => {
  it("gives the same weights on every run (full batch, no randomness)", () => {
    const items = loadCorpus().filter((_, i) => i % 10 === 0);
    const options = { l2: 3e-4, epochs: 20, learningRate: 0.5 };
    const prepared = prepare(items, DEFAULT_FEATURES);
    const a = trainOn(prepared, DEFAULT_FEATURES, options);
    const b = trainOn(prepare(items, DEFAULT_FEATURES), DEFAULT_FEATURES, options);
    expect(a.bias).toBe(b.bias);
    expect(Buffer.from(a.weights.buffer).equals(Buffer.from(b.weights.buffer))).toBe(true);
  });
});

describe("hostile input", () => {
  it.each([
    ["quotes", '"a" '],
    ["exclamations", "!"],
    ["capitals", "EARN NOW "],
    ["one hyphenated word", "a-"],
    ["negators", "no "],
    ["amounts", "$1 "],
  ])("the learned layer stays linear: %s", (_name, unit) => {
    const model = shippedPitchModel();
    const read = (n: number) =>
      extractFeatures([{ field: "page", text: unit.repeat(n) }], null, model.file.features);
    // Eight times the input: about eight times the work if linear, sixty-four if quadratic.
    expect(workGrowth(read, 10_000)).toBeLessThan(32);
    expect(() => detect([{ field: "page", text: unit.repeat(10_000) }])).not.toThrow();
  });
});
