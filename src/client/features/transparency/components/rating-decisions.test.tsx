import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { QuarterFigures, RatingDecisions } from "../../../../shared/contracts/transparency";
import { quarterFigures } from "./quarter.fixture";
import { RatingDecisionsTable, shareOf } from "./rating-decisions";

const rating = (stars: number, over: Partial<RatingDecisions> = {}): RatingDecisions => ({
  rating: stars,
  approved: 0,
  rejected: 0,
  rejectedByReason: [],
  ...over,
});

function quarter(byRating: RatingDecisions[]): QuarterFigures {
  const sum = (key: "approved" | "rejected") => byRating.reduce((total, r) => total + r[key], 0);
  return quarterFigures({
    label: "2026 Q4",
    current: true,
    reviews: { approved: sum("approved"), rejected: sum("rejected"), byRating },
  });
}

/** The table's body rows as text, one string per row, cells apart by " | ". */
function rowsOf(html: string): string[] {
  const body = html.slice(html.indexOf("<tbody>"), html.indexOf("</tbody>"));
  return [...body.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((row) =>
    [...(row[1] ?? "").matchAll(/<td[^>]*>(.*?)<\/td>/g)]
      .map((c) =>
        (c[1] ?? "")
          .replace(/<(ul|li)[^>]*>/g, " ")
          .replace(/<[^>]+>/g, "")
          .replace(/&#x27;/g, "'")
          .replace(/\s+/g, " ")
          .trim(),
      )
      .join(" | "),
  );
}

describe("review decisions by star rating", () => {
  it("lists every rating, 1 to 5 stars, with approvals, rejections, their shares and reasons in words", () => {
    const html = renderToString(
      <RatingDecisionsTable
        title="2026 Q4 (so far)"
        quarter={quarter([
          rating(1, {
            approved: 30,
            rejected: 10,
            rejectedByReason: [
              { reason: "abusive", count: 7 },
              { reason: null, count: 3 },
            ],
          }),
          rating(2),
          rating(3, { approved: 5 }),
          rating(4, { approved: 1200, rejected: 1 }),
          rating(5, { approved: 90, rejected: 10, rejectedByReason: [{ reason: "spam", count: 10 }] }),
        ])}
      />,
    );
    expect(html).toContain("Review decisions by star rating");
    expect(html).toContain("2026 Q4 (so far): review decisions by star rating");
    expect(html).toContain("Shares are of each rating&#x27;s decisions.");
    expect(rowsOf(html)).toEqual([
      "★ 1 star | 30 (75%) | 10 (25%) Abusive or hateful language: 7 No reason recorded: 3",
      "★ 2 stars | 0 | 0",
      "★ 3 stars | 5 (100%) | 0 (0%)",
      "★ 4 stars | 1,200 (100%) | 1 (0%)",
      "★ 5 stars | 90 (90%) | 10 (10%) Spam or advertising: 10",
    ]);
  });

  it("is left out of a quarter with no review decided", () => {
    expect(
      renderToString(
        <RatingDecisionsTable title="2026 Q3" quarter={quarter([1, 2, 3, 4, 5].map((s) => rating(s)))} />,
      ),
    ).toBe("");
  });

  it("gives shares in whole percent, and none of nothing", () => {
    expect(shareOf(1, 3)).toBe("33%");
    expect(shareOf(0, 0)).toBeNull();
  });
});
