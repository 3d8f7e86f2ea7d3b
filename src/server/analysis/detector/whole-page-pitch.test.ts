// The learned layer on a whole page (detector.ts' wholePage): it stands only beside a rule finding,
// and a page's own price is no rule finding. Every example is written for this test.
import { describe, expect, it } from "vitest";
import { shippedPitchModel } from "../classifier/pitch-model";
import { detect } from "./detector";

describe("the learned layer on a whole page", () => {
  // Copy the model reads as a pitch, with nothing the rules name as a claim.
  const text =
    "Join the community that learned to build an online business the smart way. " +
    "Everything you need to launch, grow and scale is inside. Join now and start today.";
  const read = (wholePage: boolean) => detect([{ field: "page", text }], { wholePage });

  it("judges a short text on its own", () => {
    expect(read(false).pitch?.verdict).toBe("pitch");
  });

  it("stands on a page only beside a rule finding", () => {
    const page = read(true);
    expect(page.pitch?.verdict).toBe("not-pitch");
    expect(page.redFlags.filter((f) => f.category === "pitch-language")).toEqual([]);
  });

  it("confirms a rule finding on a page", () => {
    const withClaim = `${text} Members make $9,000 a month within weeks.`;
    const page = detect([{ field: "page", text: withClaim }], { wholePage: true });
    expect(page.pitch?.verdict).toBe("pitch");
    expect(page.redFlags.map((f) => f.category)).toContain("earnings-claim");
  });

  it("does not stand beside an upgrade offer alone (how it is sold, not a claim)", () => {
    const upgrade = `${text} Grab the one-time upgrade before you go.`;
    expect(detect([{ field: "page", text: upgrade }], { wholePage: false }).pitch?.verdict).toBe("pitch");
    const page = detect([{ field: "page", text: upgrade }], { wholePage: true });
    expect(page.pitch?.verdict).toBe("not-pitch");
    expect(page.redFlags.filter((f) => f.category === "pitch-language")).toEqual([]);
    const withClaim = `${upgrade} Members make $9,000 a month within weeks.`;
    expect(detect([{ field: "page", text: withClaim }], { wholePage: true }).pitch?.verdict).toBe("pitch");
  });

  it("does not stand beside a deadline alone (pressure on how to buy, not a claim)", () => {
    const deadline = `${text} This price ends at midnight tonight.`;
    expect(detect([{ field: "page", text: deadline }], { wholePage: false }).pitch?.verdict).toBe("pitch");
    const page = detect([{ field: "page", text: deadline }], { wholePage: true });
    expect(page.pitch?.verdict).toBe("not-pitch");
    expect(page.redFlags).toEqual([]);
    const withClaim = `${deadline} Members make $9,000 a month within weeks.`;
    expect(detect([{ field: "page", text: withClaim }], { wholePage: true }).pitch?.verdict).toBe("pitch");
  });

  it("stands beside three pressure findings when it reads a pitch at its high threshold (round 23)", () => {
    const pressure = `${text} Do not close this page. Today only. This upgrade is only available on this page.`;
    const reading = detect([{ field: "page", text: pressure }], { wholePage: false }).pitch;
    expect(reading?.score ?? 0).toBeGreaterThanOrEqual(shippedPitchModel().file.highThreshold);
    const page = detect([{ field: "page", text: pressure }], { wholePage: true });
    expect(page.pitch?.verdict).toBe("pitch");
    expect(page.redFlags.filter((f) => f.category === "urgency-scarcity").length).toBeGreaterThanOrEqual(3);
    // two are how an offer is sold, not a pitch on the model's word
    const two = `${text} Do not close this page. Today only.`;
    expect(detect([{ field: "page", text: two }], { wholePage: true }).pitch?.verdict).toBe("not-pitch");
  });

  it("counts a page's own price as no rule finding", () => {
    // in a sentence of its own words, not a bare price cell ("Entry $49 / mo" the rules read as a price)
    const priced = `${text} Lock in the Entry tier today $49 / mo`;
    const sellsAt = (phrase: string) => phrase.includes("$49");
    expect(detect([{ field: "page", text: priced }], { wholePage: true }).pitch?.verdict).toBe("pitch");
    const page = detect([{ field: "page", text: priced }], { wholePage: true, ownPrice: sellsAt });
    expect(page.pitch?.verdict).toBe("not-pitch");
    expect(page.redFlags).toEqual([]);
  });

  describe("when the model does not read a pitch", () => {
    // The shipped model with a threshold no score reaches: its verdict is "not a pitch" whatever the text.
    const shipped = shippedPitchModel();
    const model = { ...shipped, file: { ...shipped.file, threshold: 2, highThreshold: 2 } };
    const categories = (text: string) =>
      detect([{ field: "page", text }], { wholePage: true, model }).redFlags.map((f) => f.category);

    it("keeps four kinds of rule finding on a page", () => {
      const page =
        "Members make $9,000 a month. No experience needed. The results are guaranteed. " +
        "The doors close at midnight tonight.";
      expect(new Set(categories(page))).toEqual(
        new Set(["earnings-claim", "no-experience", "guarantee", "urgency-scarcity"]),
      );
    });

    it("sets aside three kinds", () => {
      const page = "Members make $9,000 a month. No experience needed. The doors close at midnight tonight.";
      expect(categories(page)).toEqual([]);
    });
  });
});
