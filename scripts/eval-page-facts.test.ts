// The page-facts reader on the real pages in ../shared/pages (beside the clone, as in CI), held to
// floors set just under what it measured on all 45 pages on 2026-11-29 (fourth measurement;
// docs/decisions/0239-page-facts-reader.md has the tables and the method). Rates, not counts, so a
// page added to the set does not break the test by itself. Skipped, with a message, where the
// folder is absent; the leave-one-site-out arithmetic is tested on made-up results either way.
import { describe, expect, it } from "vitest";
import { evaluate, type Field, leaveOneSiteOut, type PageResult, table } from "./eval-page-facts";
import { DEFAULT_DIR, hasLabelledPages, siteOf } from "./lib/page-set";

const present = hasLabelledPages();
if (!present) console.warn(`page-facts real-page floors skipped: no labelled pages at ${DEFAULT_DIR}`);

/** [lowest share right, highest share wrong] on all pages. Measured: see the comment above. */
const FLOORS: Record<Field, [number, number]> = {
  title: [0.88, 0.1], // measured 41/45 right, 3/45 wrong (fifth measurement, 2026-11-29; was 37 / 3, 31 / 12)
  seller: [0.87, 0.03], // 41 right, 0 wrong (was 38 / 1)
  price: [0.95, 0.03], // 45 right, 0 wrong (was 39 / 1)
  currency: [0.95, 0.03], // 39/39 right, 0 wrong (was 34)
  anchor: [0.91, 0.03], // 43 right, 0 wrong (was 40)
  refund: [0.95, 0.03], // 44 right, 0 wrong (was 42 / 1)
  recurring: [0.95, 0.03], // 45 right, 0 wrong (was 43 / 1)
};

describe("leave-one-site-out", () => {
  it("pools pages over sites and counts each site once in the site-weighted share", () => {
    const r = (id: string, site: string, title: PageResult["verdicts"]["title"]): PageResult => ({
      id,
      site,
      split: "dev",
      verdicts: { title },
    });
    // one site with three pages all right, two sites with one page each, one wrong, one unknown
    const figures = leaveOneSiteOut([
      r("p1", "a.com", "right"),
      r("p2", "a.com", "right"),
      r("p3", "a.com", "right"),
      r("p4", "b.com", "wrong"),
      r("p5", "c.com", "unknown"),
    ]);
    expect(figures.title.pooled).toEqual({ right: 3, unknown: 1, wrong: 1 });
    expect(figures.title.sites).toBe(3);
    expect(figures.title.siteRight).toBeCloseTo(1 / 3);
    expect(figures.title.siteWrong).toBeCloseTo(1 / 3);
    expect(figures.seller.sites).toBe(0);
  });

  it("groups a site's pages by host without www", () => {
    expect(siteOf("https://www.Example.com/a")).toBe("example.com");
    expect(siteOf("https://pro.example.com/b")).toBe("pro.example.com");
  });
});

describe.skipIf(!present)("page facts on the shared real pages", () => {
  it("stays above the measured floors on every field", () => {
    const evaluation = evaluate(DEFAULT_DIR);
    const failures: string[] = [];
    for (const [field, [right, wrong]] of Object.entries(FLOORS) as [Field, [number, number]][]) {
      const c = evaluation.counts.all[field];
      const n = c.right + c.unknown + c.wrong;
      if (c.right / n < right) failures.push(`${field}: right ${c.right}/${n} under ${right}`);
      if (c.wrong / n > wrong) failures.push(`${field}: wrong ${c.wrong}/${n} over ${wrong}`);
    }
    expect(failures, table(evaluation, ["all"])).toEqual([]);
  });
});
