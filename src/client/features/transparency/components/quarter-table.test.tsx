import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { reasonWords } from "../lib/reason-words";
import { quarterFigures } from "./quarter.fixture";
import { formatWait, QuarterTable } from "./quarter-table";

describe("quarter-table wording", () => {
  it("names rejection reasons by their labels, and says when none was recorded", () => {
    expect(reasonWords("spam")).toBe("Spam or advertising");
    expect(reasonWords("other")).toBe("Another reason");
    expect(reasonWords(null)).toBe("No reason recorded");
    expect(reasonWords("retired-reason")).toBe("retired-reason");
  });

  it("gives short waits in hours and long ones in days", () => {
    expect(formatWait(null)).toBe("No decisions");
    expect(formatWait(5.25)).toBe("5.3 hours");
    expect(formatWait(72)).toBe("3 days");
  });

  it("gives each area a row: what came in, each outcome on its own line, the wait where it is measured", () => {
    const quarter = quarterFigures({
      reviews: { received: 12, approved: 7, rejected: 3, medianHoursToDecision: 5.25 },
      reports: { received: 4, confirmed: 1, rejected: 2 },
      disputes: { opened: 2, upheld: 1 },
      verifications: { given: 3, revoked: 1 },
      submissions: { received: 5, accepted: 1, merged: 2, rejected: 1 },
    });
    const html = renderToString(<QuarterTable quarter={quarter} />);
    const body = html.slice(html.indexOf("<tbody>"), html.indexOf("</tbody>"));
    const rows = [...body.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((row) =>
      [...(row[1] ?? "").matchAll(/<td[^>]*>(.*?)<\/td>/g)]
        .map((cell) =>
          (cell[1] ?? "")
            .replace(/<span class="block">/g, " / ")
            .replace(/<span aria-hidden="true">—<\/span>/g, "")
            .replace(/<[^>]+>/g, "")
            .replace(/\s+/g, " ")
            .replace(/^ \/ /, "")
            .trim(),
        )
        .join(" | "),
    );
    expect(rows).toEqual([
      "Reviews | 12 | 7 approved / 3 rejected | 5.3 hours",
      "Community reports | 4 | 1 confirmed / 2 rejected | No decisions",
      "Disputes | 2 | 1 upheld / 0 rejected | Not measured",
      "Course submissions | 5 | 1 accepted / 2 already listed / 1 rejected | Not measured",
      "Verifications | Not applicable | 3 given / 1 revoked | Not measured",
    ]);
  });
});
