// The claims panel reads the course's one verdict: a course whose record's own text fields are empty
// but whose findings hold an earnings claim never says "No red flags recorded" or "No income claims
// recorded" beside them.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Verdict } from "../../../../shared/contracts/analysis";
import { ClaimsPanel } from "./claims-panel";

const CLAIM = "Our students made $2,670,000/Month";

const VERDICT: Verdict = {
  riskLevel: "high",
  headline: "High risk: 2 red flags found in its copy and record; trust score 31/100 (High Risk).",
  trustScore: 31,
  bandLabel: "High Risk",
  redFlagCount: 2,
  findings: {
    redFlags: [
      {
        category: "earnings-claim",
        label: "Earnings claim",
        severity: "high",
        phrase: CLAIM,
        explanation: "A specific income promise.",
      },
      {
        category: "urgency-scarcity",
        label: "Urgency / scarcity",
        severity: "medium",
        phrase: "Only 3 spots left",
        explanation: "Pressure to buy now.",
      },
    ],
    positives: [],
  },
  recordedFlags: [],
};

const EMPTY_RECORD = { incomeClaims: null, actualStudentOutcomes: null };

describe("ClaimsPanel", () => {
  it("lists the verdict's red flags and earnings claims when the record's own fields are empty", () => {
    const html = renderToStaticMarkup(<ClaimsPanel course={EMPTY_RECORD} verdict={VERDICT} />);
    expect(html).not.toMatch(/No red flags recorded/);
    expect(html).not.toMatch(/No income claims recorded/);
    expect(html).toContain("Red flags: 2 found");
    expect(html).toContain(`Earnings claim (high): “${CLAIM}”`);
    expect(html).toContain(`“${CLAIM}”`);
  });

  it("says none only when the verdict has none, and says nothing either way without it", () => {
    const none: Verdict = { ...VERDICT, redFlagCount: 0, findings: { redFlags: [], positives: [] } };
    const empty = renderToStaticMarkup(<ClaimsPanel course={EMPTY_RECORD} verdict={none} />);
    expect(empty).toContain("No red flags recorded or found in its copy.");
    expect(empty).toContain("No income claims recorded or found in its copy.");
    const loading = renderToStaticMarkup(<ClaimsPanel course={EMPTY_RECORD} verdict={undefined} />);
    expect(loading).not.toMatch(/No red flags|No income claims/);
  });

  it("lists the reviewers' recorded flags in the count", () => {
    const recorded: Verdict = { ...VERDICT, redFlagCount: 3, recordedFlags: ["Fake countdown timer"] };
    const html = renderToStaticMarkup(<ClaimsPanel course={EMPTY_RECORD} verdict={recorded} />);
    expect(html).toContain("Red flags: 3 found");
    expect(html).toContain("Recorded by our reviewers: Fake countdown timer");
  });
});
