// Claims read in their context (docs/detector.md, "Claims in context"): what is not a claim, money in
// every currency, the phrase shown, and one phrase never both a red flag and a positive.
import { describe, expect, it } from "vitest";
import { workGrowth } from "../../../shared/testing/cpu-clock";
import { detect } from "./detector";
import { detectRules } from "./rule-layer";

const rules = (text: string) => detectRules([{ field: "text", text }]);
const categories = (text: string) => rules(text).redFlags.map((f) => f.category);

describe("claims in context", () => {
  it.each([
    [
      "a first-person rhetorical question",
      "Can I guarantee your massively epic results? (That would be a sketchy move.)",
    ],
    ["the seller's own rate", "I charge $150 an hour for one-to-one sessions."],
    ["a competitor's price", "Rival agencies charge upwards of $640 a month for this same service."],
    ["a value anchor", "The templates alone are worth the cost of $300."],
    ["a price after 'then'", "First month $47. Then $197/month."],
    ["a price led in with 'from'", "Team plan from $49 per month."],
    ["a price led in with 'ab'", "Anzeige im Newsletter ab 900 €/Monat"],
    ["a price led in with '≈'", "Piano annuale: ≈ €5 al mese per tutta la stagione"],
    ["a price sold by the seat", "$12/month per seat, billed annually."],
    ["a plan card's price cell", "Pro\n$29.99\n/ Month\nStart now"],
    ["a label and its price in a table", "Podcast sponsoring\n1.500 €/Monat"],
    ["a price that moves up", "After launch week the price moves to $39/month."],
    ["a yearly price broken down by the month", "Annual plan $59 /yr. That's $4.92/month."],
    ["a yearly price broken down by the day", "Billed at $219 a year, which works out to $0.60 a day."],
    ["a warning that reports the pitch", "Scammers promise you'll make $5,000 a month from home."],
    ["an access guarantee", "Lifetime access is guaranteed."],
    ["no extra fees", "No extra fees. Updates at no extra cost."],
  ])("%s is not a claim", (_, text) => {
    expect(categories(text)).not.toContain("earnings-claim");
    expect(categories(text)).not.toContain("guarantee");
    expect(categories(text)).not.toContain("upsell-hidden-cost");
  });

  it.each([
    ["I make R10,000 per month.", "R10,000 per month"],
    ["Now well over R150 000 per month.", "R150 000 per month"],
    ["She earns ₹50,000 a month.", "₹50,000 a month"],
    ["He makes A$8,000 a month.", "A$8,000 a month"],
    ["Eu ganhei R$ 12.000 em um mês.", "R$ 12.000"],
    ["Members make ZAR 20 000 a month.", "ZAR 20 000 a month"],
    ["L'astuce qui m'a rapporté 40 567€.", "40 567€"],
    ["They charge clients ₦250,000 per project.", "₦250,000"],
    ["$12,000/month\nThat's what our students now earn.", "$12,000/month"],
    ["Ab 5.000 €/Monat Einkommen mit unserem System.", "5.000 €/Monat"],
    ["From $8,000 a month in profit, within a year.", "$8,000 a month"],
    ["Case study\n$0 to $900 a day\nin eight weeks", "$0 to $900 a day"],
    ["Average member\n$12–18K\nPer month", "$12–18K\nPer month"],
  ])("reads money in any currency: %s", (text, amount) => {
    const flag = rules(text).redFlags.find((f) => f.category === "earnings-claim");
    expect(flag?.phrase).toContain(amount);
  });

  it("reads 'hard work isn't required' as a red flag, not a positive", () => {
    const found = rules("Hard work isn't required.");
    expect(found.redFlags.map((f) => f.category)).toContain("passive-income");
    expect(found.positives).toEqual([]);
  });

  it("reads counted scarcity and fast figures", () => {
    expect(categories("Only 250 people will get in.")).toContain("urgency-scarcity");
    expect(categories("Reach 6 figures in 90 days or less.")).toEqual(
      expect.arrayContaining(["earnings-claim", "fast-results"]),
    );
  });

  it("shows the claim's sentence, and never one phrase as both a red flag and a positive", () => {
    const text =
      "This is where it gets good: I make $10,000 a month from my laptop. 100% Money Back Guarantee, no risk to you.";
    const found = detect([{ field: "text", text }]);
    expect(found.redFlags.map((f) => f.phrase)).toContain(
      "This is where it gets good: I make $10,000 a month from my laptop",
    );
    for (const f of found.redFlags) expect(f.phrase).not.toBe("This is where");
    for (const r of found.redFlags)
      for (const p of found.positives)
        expect(r.start < p.end && p.start < r.end && r.phrase === p.phrase).toBe(false);
    expect(found.redFlags.some((f) => f.category === "guarantee")).toBe(false);
    expect(found.positives.map((p) => p.category)).toContain("refund-policy");
  });

  it("stays linear on hostile amounts, questions and reported speech", () => {
    for (const unit of [
      "$1 000 ",
      "r1 000 ",
      "40 567€ ",
      "only 1,000 people ",
      "Can I guarantee results? ",
      "scammers promise ",
    ]) {
      const read = (n: number) => detect([{ field: "page", text: unit.repeat(n) }]);
      expect(workGrowth(read, 4_000, 8, 3), unit).toBeLessThan(8 * 3);
    }
    // the growth is measured in CPU time; the wall-clock limit only has to outlast a busy machine
    // (about 7 s alone, 78 s once beside CI's end-to-end run)
  }, 240_000);
});
