import { describe, expect, it } from "vitest";
import { loadCorpus } from "../corpus/corpus";
import type { Doc } from "./context";
import { foldText, sentenceStarts } from "./normalize";
import { amountLedSticky, amountStarts } from "./numbers";
import { runPatterns } from "./rule";
import { EARNINGS_RULES } from "./rules-earnings";
import { OFFER_RULES } from "./rules-offers";

const AMOUNT_LED = [...EARNINGS_RULES, ...OFFER_RULES].flatMap((r) =>
  r.patterns.filter((p) => amountLedSticky(p) !== undefined),
);

/** What a plain global search finds, trimmed as runPatterns trims: [index, matched text]. */
function globalMatches(pattern: RegExp, folded: string): Array<[number, string]> {
  const out: Array<[number, string]> = [];
  const copy = new RegExp(pattern.source, "g");
  for (let m = copy.exec(folded); m !== null; m = copy.exec(folded)) {
    if (m[0].length === 0) copy.lastIndex++;
    else out.push([m.index, m[0]]);
  }
  return out;
}

function runnerMatches(pattern: RegExp, text: string): Array<[number, string]> {
  const folded = foldText(text);
  const doc: Doc = { original: text, folded, starts: sentenceStarts(folded) };
  const out: Array<[number, string]> = [];
  runPatterns(doc, [pattern], false, (m) => out.push([m.groups.index, m.groups[0]]));
  return out;
}

const CRAFTED = [
  "Make $10,000 a month. Earn US$5k per week, us$5 a day, AU$300/mo, c$40 monthly, R10,000 per month and r150 000 a month.",
  "rs. 25,000 in the first month; Rs 4,000 in your pocket; usd 5000 a month; zar 1 500 per week; 40 567€ per month; 500 € a month",
  "twelve grand a month, twenty-five thousand dollars a year, a few thousand a month, a couple of thousand a week, a million dollars",
  "several thousand every month, hundred thousand a year, thousand dollars a week, $1.2 million in sales, 10k per week, 5k months",
  "$199 -> $49 today, $997 → only $297, $20K Launch Playbook, 50k Agency Formula, 85% win rate, 90 % accuracy",
  "1,1,1,1,1,1 $ $ $ 1 k 1k1k a$ s$5 hk$ 2 $3,000-$5,000 a month, $200 to $1,000 per day",
];

describe("amount-led patterns", () => {
  it("covers the patterns that start with an amount", () => {
    expect(AMOUNT_LED.length).toBeGreaterThanOrEqual(10);
  });

  it("find, tried only where an amount can start, what a search at every position finds", () => {
    const texts = [...CRAFTED, ...loadCorpus().map((i) => i.text)];
    let matches = 0;
    for (const pattern of AMOUNT_LED) {
      for (const text of texts) {
        const expected = globalMatches(pattern, foldText(text));
        matches += expected.length;
        expect(
          runnerMatches(pattern, text),
          `${pattern.source.slice(0, 40)} on ${text.slice(0, 60)}`,
        ).toEqual(expected.filter(([, m]) => m.trim().length > 0));
      }
    }
    expect(matches).toBeGreaterThan(100);
  });

  it("lists every digit, sign and spelled amount as a start", () => {
    const folded = foldText("Earn £5, US$7, usd 9, r10, rs 11, twelve grand, a million and several thousand");
    const starts = new Set(amountStarts(folded));
    for (const at of [5, 6, 9, 11, 12, 15, 19, 22, 23, 27, 34, 48, 62, 70])
      expect(starts.has(at), `${at}: ${folded.slice(at)}`).toBe(true);
  });
});
