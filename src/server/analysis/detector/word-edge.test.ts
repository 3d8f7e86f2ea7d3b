import { describe, expect, it } from "vitest";
import { loadCorpus } from "../corpus/corpus";
import { foldText } from "./normalize";
import { words } from "./numbers";
import { startsWithWordChar } from "./regex-source";
import { RED_FLAG_RULES } from "./rule-layer";
import { LANGUAGE_RULES } from "./rules-languages";
import { POSITIVE_RULES } from "./rules-positive";
import { DISCLAIMER_PATTERNS } from "./rules-terms";

describe("startsWithWordChar", () => {
  it("says yes only when every match starts with a letter, a digit or _", () => {
    for (const yes of [
      "abc",
      "a|b",
      "\\d+%",
      "[5-9]x",
      "(?:the )?day",
      "(?:aller)?laatste",
      "x?y",
      "(?=a)abc",
      "(?<![\\d,.])\\d+",
      "\\bfoo",
      "(?:a|b(?:c|d))e",
      "a{2}",
    ])
      expect(startsWithWordChar(yes), yes).toBe(true);
    for (const no of [
      "",
      "x?",
      "a*",
      "a{0,3}",
      "(?:a|)",
      "últimas",
      "(?:últimas|ultimas)",
      "\\$5",
      "#1|top",
      "[^a]b",
      "[a-z$]",
      ".x",
      "\\sx",
      "(a)",
      "(?:the )?",
      "(?:a)?(?:b)?",
    ])
      expect(startsWithWordChar(no), no).toBe(false);
  });
});

/** The pattern as it was written before: a look-behind for "no word character before". */
const withLookBehind = (pattern: RegExp) =>
  new RegExp(pattern.source.replace(/^\\b\(\?:/, "(?<![\\w])(?:"), pattern.flags);

function matches(pattern: RegExp, text: string): Array<[number, string]> {
  const out: Array<[number, string]> = [];
  const copy = new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`);
  for (let m = copy.exec(text); m !== null; m = copy.exec(text)) {
    if (m[0].length === 0) copy.lastIndex++;
    out.push([m.index, m[0]]);
  }
  return out;
}

describe("words()", () => {
  it("uses \\b only where every alternative starts with a word character", () => {
    expect(words("passive income", "(?:on )?autopilot").source.startsWith("\\b(?:")).toBe(true);
    expect(words("últimas vagas", "last chance").source.startsWith("(?<![\\w])(?:")).toBe(true);
  });

  it("finds what the look-behind form finds, on the corpus and at word edges", () => {
    const rules = [...RED_FLAG_RULES, ...LANGUAGE_RULES, ...POSITIVE_RULES];
    const patterns = [...rules.flatMap((r) => r.patterns), ...DISCLAIMER_PATTERNS].filter((p) =>
      p.source.startsWith("\\b(?:"),
    );
    // the corpus is mostly English: a few phrases of the other languages' families besides
    const others = [
      "últimas vagas",
      "restam 3 vagas",
      "aller laatste kans",
      "última oportunidad",
      "apenas 5 vagas",
    ];
    const corpus = [...loadCorpus().map((i) => i.text), ...others].map(foldText).join("\n");
    let found = 0;
    for (const pattern of patterns) {
      // the pattern's own matches glued to word and non-word characters on either side
      const glued = matches(pattern, corpus)
        .flatMap(([, m]) => [`x${m}`, `_${m}`, `é${m}`, `-${m}x`, `.${m}`, `3${m}`])
        .join(" ");
      for (const text of [corpus, glued]) {
        const expected = matches(withLookBehind(pattern), text);
        found += expected.length;
        expect(matches(pattern, text), pattern.source.slice(0, 60)).toEqual(expected);
      }
    }
    expect(found).toBeGreaterThan(1000);
  });
});
