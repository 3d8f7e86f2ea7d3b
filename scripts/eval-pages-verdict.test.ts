// The analyzer's hype-page verdict and claims found on the real pages in ../shared/pages (beside
// the clone), held to floors set just under what it measured on all 45 pages on 2026-11-29
// (docs/detector.md, "Real pages"). Rates, not counts, so a page added to the set does not break the
// test by itself. Skipped, with a message, where the folder is absent.
import { describe, expect, it } from "vitest";
import { evaluatePages, leaveOneSiteOut, type PageResult, scores, summary } from "./eval-pages-verdict";
import { DEFAULT_DIR, hasLabelledPages } from "./lib/page-set";

const present = hasLabelledPages();
if (!present) console.warn(`pages-verdict real-page floors skipped: no labelled pages at ${DEFAULT_DIR}`);

/**
 * Measured on all 45 pages (= leave one site out, nothing is fitted on pages) on 2026-11-29:
 * P 0.914, R 0.970, F1 0.941, claims found 124/153 = 0.810 (before: P 0.853, R 0.879, F1 0.866, 0.680).
 * Later that night the learned layer stopped judging a whole page on its own (docs/detector.md): one
 * page whose hype only the model saw (a video page with a fake balance and no sentence to quote) is
 * now missed, for fewer false alarms on the fresh sets: P 0.912, R 0.939, F1 0.925, claims 0.810.
 */
const FLOORS = { precision: 0.9, recall: 0.93, f1: 0.92, claimShare: 0.79 };

const page = (
  id: string,
  site: string,
  hype: boolean,
  level: PageResult["level"],
  found: number,
): PageResult => ({
  id,
  site,
  split: "dev",
  hype,
  level,
  points: 0,
  findings: 0,
  claims: hype ? ["a", "b"] : [],
  found: hype ? ["a", "b"].slice(0, found) : [],
  missed: hype ? ["a", "b"].slice(found) : [],
});

describe("leave one site out", () => {
  it("pools every site's pages and lists each site once", () => {
    const results = [
      page("p1", "one.example", true, "high", 2),
      page("p2", "one.example", false, "low", 0),
      page("p3", "two.example", true, "low", 1),
      page("p4", "three.example", false, "medium", 0),
    ];
    const { pooled, sites } = leaveOneSiteOut(results);
    expect(sites).toHaveLength(3);
    expect(sites[0]).toContain("p1,p2");
    expect(sites[0]).toContain("verdict right 2/2");
    expect(pooled).toEqual(scores(results));
    expect([pooled.tp, pooled.fp, pooled.fn, pooled.tn, pooled.claimsFound]).toEqual([1, 1, 1, 1, 3]);
  });
});

describe.skipIf(!present)("hype-page verdict on the shared real pages", () => {
  it("stays above the measured floors", () => {
    const results = evaluatePages(DEFAULT_DIR);
    const s = leaveOneSiteOut(results).pooled;
    const report = summary("loso", s);
    expect(s.precision, report).toBeGreaterThanOrEqual(FLOORS.precision);
    expect(s.recall, report).toBeGreaterThanOrEqual(FLOORS.recall);
    expect(s.f1, report).toBeGreaterThanOrEqual(FLOORS.f1);
    expect(s.claimShare, report).toBeGreaterThanOrEqual(FLOORS.claimShare);
  }, 120_000);
});
