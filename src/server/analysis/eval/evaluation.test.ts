// The gate on the detector's quality. Bars sit a little below the figures measured when each split
// was scored (README.md, "Evaluation"), so a change that makes the engine worse fails here. The
// blind split was scored once and never tuned on: its bars are deliberately low and honest.
import { describe, expect, it } from "vitest";
import {
  POSITIVE_SIGNAL_CATEGORIES,
  PositiveSignalCategory,
  RedFlagCategory,
} from "../../../shared/contracts/analysis";
import { evaluate, type LabelledItem, loadLabelledSet, RULE_CATEGORIES } from "./evaluate";

const items = loadLabelledSet();
const split = (name: LabelledItem["split"]) => items.filter((i) => i.split === name);

/** [split, high-risk precision, high-risk recall, category micro precision, category micro recall] */
const BARS: Array<[string, LabelledItem[], number, number, number, number]> = [
  ["dev (tuned on)", split("dev"), 0.93, 0.88, 0.95, 0.95],
  ["test (held out from tuning)", split("test"), 0.9, 0.9, 0.9, 0.9],
  ["blind (scored once, never tuned)", split("blind"), 0.6, 0.5, 0.75, 0.38],
  ["all", items, 0.9, 0.85, 0.93, 0.88],
];
/** Every red-flag category's recall over the whole set. */
const CATEGORY_RECALL_BAR = 0.7;

describe("labelled set", () => {
  it("has enough well-formed items in every split", () => {
    expect(items.length).toBeGreaterThanOrEqual(120);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    for (const item of items) {
      expect(item.text.trim().length, item.id).toBeGreaterThan(10);
      expect(typeof item.highRisk).toBe("boolean");
      for (const c of item.categories)
        expect(RedFlagCategory.safeParse(c).success, `${item.id} ${c}`).toBe(true);
      for (const c of item.positives)
        expect(PositiveSignalCategory.safeParse(c).success, `${item.id} ${c}`).toBe(true);
    }
    expect(split("test").length).toBeGreaterThanOrEqual(50);
    expect(split("blind").length).toBeGreaterThanOrEqual(40);
  });

  it("labels every category several times, with hype and sober copy both present", () => {
    for (const category of RULE_CATEGORIES) {
      expect(items.filter((i) => i.categories.includes(category)).length, category).toBeGreaterThanOrEqual(5);
    }
    for (const category of POSITIVE_SIGNAL_CATEGORIES) {
      expect(items.filter((i) => i.positives.includes(category)).length, category).toBeGreaterThanOrEqual(5);
    }
    const high = items.filter((i) => i.highRisk).length;
    expect(high).toBeGreaterThan(items.length * 0.25);
    expect(high).toBeLessThan(items.length * 0.6);
  });
});

describe("evaluation", () => {
  it.each(BARS)("%s: high risk and categories stay above their bars", (_name, subset, hp, hr, cp, cr) => {
    const ev = evaluate(subset);
    expect(ev.highRisk.precision).toBeGreaterThanOrEqual(hp);
    expect(ev.highRisk.recall).toBeGreaterThanOrEqual(hr);
    expect(ev.categoriesMicro.precision).toBeGreaterThanOrEqual(cp);
    expect(ev.categoriesMicro.recall).toBeGreaterThanOrEqual(cr);
  });

  it(`finds every red-flag category with recall of at least ${CATEGORY_RECALL_BAR}`, () => {
    const ev = evaluate(items);
    for (const category of RULE_CATEGORIES) {
      expect(ev.perCategory[category].recall, category).toBeGreaterThanOrEqual(CATEGORY_RECALL_BAR);
    }
  });
});
