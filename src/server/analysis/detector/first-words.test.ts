import { describe, expect, it } from "vitest";
import { loadCorpus } from "../corpus/corpus";
import { foldText } from "./normalize";
import { rx, words } from "./numbers";
import { firstWordsOf, mayMatch, wordsOf } from "./regex-source";
import { EARNINGS_RULES } from "./rules-earnings";
import { LANGUAGE_RULES } from "./rules-languages";
import { LIFESTYLE_RULES } from "./rules-lifestyle";
import { OFFER_RULES } from "./rules-offers";
import { PERSUASION_RULES } from "./rules-persuasion";
import { POSITIVE_RULES } from "./rules-positive";
import { PROMISE_RULES } from "./rules-promises";
import { DISCLAIMER_PATTERNS, TERMS_RULES } from "./rules-terms";
import { TERMS_PATTERNS } from "./terms";

const sorted = (list: readonly string[] | null) => (list === null ? null : [...list].sort());

describe("firstWordsOf", () => {
  it("lists the whole first word of every match, or gives none when unsure", () => {
    expect(sorted(firstWordsOf(words("passive income", "(?:on )?autopilot")))).toEqual([
      "autopilot",
      "on",
      "passive",
    ]);
    expect(sorted(firstWordsOf(words("don't stop", "a\\.i\\. bots")))).toEqual(["a", "don"]);
    expect(sorted(firstWordsOf(words("licen[cs]e", "x[\\s-]?y")))).toEqual(["licence", "license", "x", "xy"]);
    expect(sorted(firstWordsOf(rx(String.raw`\bwins?\s\d+`)))).toEqual(["win", "wins"]);
    for (const unsure of [
      rx(String.raw`\bfoo\w+`),
      rx(String.raw`\bfoo|bar`),
      rx(String.raw`\bab*c`),
      rx(String.raw`\b[a-z]+ly`),
      rx("foo"),
      words("\\d+ days"),
      words("últimas vagas"),
      /\bfoo\s/gi,
    ])
      expect(firstWordsOf(unsure), unsure.source).toBeNull();
  });

  it("lets a pattern run only on a text holding one of its first words", () => {
    const pattern = words("passive income", "(?:on )?autopilot");
    expect(mayMatch(pattern, wordsOf("earn on the side"))).toBe(true);
    expect(mayMatch(pattern, wordsOf("nothing to see here"))).toBe(false);
    // a text with more words than the list, and one with fewer
    const long = Array.from({ length: 50 }, (_, i) => `word${i}`).join(" ");
    expect(mayMatch(pattern, wordsOf(`${long} autopilot`))).toBe(true);
    expect(mayMatch(pattern, wordsOf(long))).toBe(false);
    expect(mayMatch(pattern, wordsOf(""))).toBe(false);
    expect(mayMatch(rx(String.raw`\bfoo\w+`), wordsOf(""))).toBe(true);
  });

  it("holds on the corpus: every match of every rule starts with a listed word", () => {
    const rules = [
      ...EARNINGS_RULES,
      ...PROMISE_RULES,
      ...PERSUASION_RULES,
      ...LIFESTYLE_RULES,
      ...TERMS_RULES,
      ...OFFER_RULES,
      ...LANGUAGE_RULES,
      ...POSITIVE_RULES,
    ];
    const patterns = [
      ...rules.flatMap((r) => r.patterns.map((p) => ({ p, caseSensitive: r.caseSensitive ?? false }))),
      ...[...DISCLAIMER_PATTERNS, ...Object.values(TERMS_PATTERNS).flat()].map((p) => ({
        p,
        caseSensitive: false,
      })),
    ].filter(({ p }) => firstWordsOf(p) !== null);
    expect(patterns.length).toBeGreaterThan(50);
    const texts = loadCorpus().map((i) => i.text);
    let checked = 0;
    for (const { p, caseSensitive } of patterns) {
      const first = new Set(firstWordsOf(p));
      const copy = new RegExp(p.source, p.flags);
      for (const text of texts) {
        const haystack = caseSensitive ? text : foldText(text);
        for (let m = copy.exec(haystack); m !== null; m = copy.exec(haystack)) {
          if (m[0].length === 0) copy.lastIndex++;
          const word = /^[A-Za-z0-9_]+/.exec(haystack.slice(m.index))?.[0] ?? "";
          checked++;
          if (!first.has(word)) expect.fail(`${p.source.slice(0, 50)}: "${m[0]}" starts with "${word}"`);
          expect(wordsOf(haystack).has(word)).toBe(true);
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});
