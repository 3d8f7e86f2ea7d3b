// The URL analyzer's one pure function: a membership page's own price is not an earnings claim.
// Fixture in our own words, modelled on a membership plugin's level page (a trading room sold by the
// month and the year) from the first fresh set of real pages (docs/decisions/0239-page-facts-reader.md).
import { describe, expect, it } from "vitest";
import { detect } from "./detector/detector";
import { analyzePage } from "./page-analysis";

const PLANS = `<!doctype html><html><head><title>Harbor Desk</title></head><body>
<h2>Harbor Desk Memberships</h2>
<div class="pricing-table"><h3>Monthly</h3><p>$89.00 per Month.</p><a class="button" href="/join">Join</a></div>
<div class="pricing-table"><h3>Yearly</h3><p>$890.00 per Year.</p><a class="button" href="/join">Join</a></div>
</body></html>`;

describe("analyzePage", () => {
  it("does not call the page's own price an earnings claim", () => {
    const earnings = (phrases: string[]) => phrases.filter((p) => /\$89|\$890/.test(p));
    // the detector alone reads the amounts per period as earnings...
    const alone = detect([{ field: "page", text: "$89.00 per Month. $890.00 per Year." }]);
    expect(
      earnings(alone.redFlags.filter((f) => f.category === "earnings-claim").map((f) => f.phrase)),
    ).not.toEqual([]);
    // ...the page that sells at those amounts does not
    const page = analyzePage({
      contentType: "text/html",
      body: PLANS,
      url: "https://harbordesk.example/levels",
    });
    expect(
      earnings(page.detection.redFlags.filter((f) => f.category === "earnings-claim").map((f) => f.phrase)),
    ).toEqual([]);
  });

  it("reads no claim in a list of whom the offer is not for, and the same claim elsewhere", () => {
    // modelled on a trading school's audience cards (set AQ), in our own words
    const card = `<h2>Who this is NOT for</h2><ul><li>Anyone expecting guaranteed profits</li><li>Anyone who wants to get rich quick</li></ul>`;
    const flagged = (body: string) =>
      analyzePage({ contentType: "text/html", body }).detection.redFlags.map((f) => f.phrase);
    expect(flagged(`<h1>Harbor Desk</h1>${card}<p>Lessons every Tuesday.</p>`)).toEqual([]);
    const pitch = `<p>Join today and get guaranteed profits every week.</p>`;
    expect(flagged(`<h1>Harbor Desk</h1>${card}${pitch}`).join(" ")).toContain(
      "guaranteed profits every week",
    );
    expect(flagged(`<h1>Harbor Desk</h1>${card.replace("NOT for", "for")}`)).not.toEqual([]);
  });

  it("keeps an income figure the page does not sell at", () => {
    const body = PLANS.replace("</body>", "<p>Members bank $450.00 per day.</p></body>");
    const page = analyzePage({ contentType: "text/html", body });
    expect(
      page.detection.redFlags.some((f) => f.category === "earnings-claim" && f.phrase.includes("$450")),
    ).toBe(true);
  });
});
