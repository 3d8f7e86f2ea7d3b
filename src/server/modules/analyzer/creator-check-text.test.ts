// The background check states the same red-flag count as the courses' verdicts (verdict.ts): one
// finding per category and phrase within a course (a phrase repeated in the title and the sales copy
// counts once) and the flags our reviewers recorded. Made-up creator and courses.
import { describe, expect, it } from "vitest";
import { detect } from "../../analysis/detector/detector";
import { verdictOf } from "../../analysis/verdict";
import { type CreatorRecord, creatorRedFlagCount, creatorResult } from "./creator-check-text";

const claim = "Members clear $9,000 a month with the Quiet Bakery Method. Only 3 spots left.";

function record(): CreatorRecord {
  const course = (id: number, title: string, copy: string, recordedFlags: string[]) => ({
    id,
    title,
    description: copy,
    trustScore: 30,
    recordedFlags,
    detection: detect(
      [
        { field: "title", text: title },
        { field: "salesCopy", text: copy },
        { field: "description", text: copy },
      ],
      { sellerCopy: true },
    ),
  });
  return {
    creator: {
      id: 1,
      slug: "example-baker",
      name: "Example Baker",
      bio: "",
      background: "",
      specialties: [],
      status: "unverified",
    },
    courses: [
      course(1, "Quiet Bakery Method", claim, ["Refund page missing"]),
      course(2, "Sourdough at Home", "Twelve lessons on starters, flour and baking times.", []),
    ],
    totals: { courseCount: 2, verifiedCourses: 0, averageTrust: 30, lowTrust: 2 },
    reviews: { count: 0, averageRating: null, withProof: 0 },
    reports: { confirmed: 0, open: 0, confirmedTypes: [] },
  };
}

describe("background check red-flag count", () => {
  it("is the sum of the courses' verdict counts, recorded flags included", () => {
    const r = record();
    const fromVerdicts = r.courses.reduce(
      (sum, c) =>
        sum +
        verdictOf({ detection: c.detection, trustScore: c.trustScore, recordedFlags: c.recordedFlags })
          .redFlagCount,
      0,
    );
    // the claim sits in both the sales copy and the description: counted once by the verdict
    const raw = r.courses.reduce((sum, c) => sum + c.detection.redFlags.length, 0);
    expect(raw).toBeGreaterThan(fromVerdicts - 1);
    expect(fromVerdicts).toBeGreaterThan(1);
    expect(creatorRedFlagCount(r)).toBe(fromVerdicts);
    const { result } = creatorResult(r);
    expect(result.summary).toContain(`list ${fromVerdicts} red flags`);
  });
});
