// Negation and number forms: the two things a keyword list gets wrong.
import { describe, expect, it } from "vitest";
import type { PositiveSignalCategory, RedFlagCategory } from "../../../shared/contracts/analysis";
import { detectRules as detect } from "./rule-layer";

// The rule layer alone: these tests pin phrase finding, not the combined verdict (detector.test.ts).
const flags = (text: string) => detect([{ field: "text", text }]).redFlags;
const categories = (text: string) => new Set(flags(text).map((f) => f.category));
const positives = (text: string) =>
  new Set<PositiveSignalCategory>(detect([{ field: "text", text }]).positives.map((f) => f.category));
const phrasesOf = (text: string, category: RedFlagCategory) =>
  flags(text)
    .filter((f) => f.category === category)
    .map((f) => f.phrase);

describe("numbers in all their forms", () => {
  it.each([
    ["Make $10k a month from home.", "Make $10k a month"],
    ["Make $10K a month from home.", "Make $10K a month"],
    ["Students earn $10,000 every month.", "earn $10,000 every month"],
    ["Pulling in 10,000/month already.", "10,000/month"],
    ["Earn $10,000 a month.", "Earn $10,000 a month"],
    ["Build a 6-figure business.", "6-figure"],
    ["Hit six figures this year.", "Hit six figures"],
    ["A seven-figure launch.", "seven-figure"],
    ["Make 7 figures.", "Make 7 figures"],
    ["Turn it into $1M.", "Turn it into $1M"],
    ["Earn 1 million dollars.", "Earn 1 million dollars"],
    ["Make €5k monthly.", "Make €5k monthly"],
    ["Make 5k per week.", "Make 5k per week"],
    ["People make $300/day.", "make $300/day"],
    ["Earn £2,000 a week.", "Earn £2,000 a week"],
    ["Earn USD 5000 monthly.", "Earn USD 5000 monthly"],
    ["Collect $12.5k monthly.", "Collect $12.5k monthly"],
    ["Earn $200-$1,000 per day.", "Earn $200-$1,000 per day"],
    ["Make $1,000–$3,000 per week.", "Make $1,000–$3,000 per week"],
    ["$10K months are normal here.", "$10K months"],
    ["Earn ten thousand dollars a month.", "Earn ten thousand dollars a month"],
    ["Average 20% monthly returns.", "Average 20% monthly returns"],
    ["It turns $500 into $50,000.", "turns $500 into $50,000"],
    ["She went from $0 to $30K/mo.", "from $0 to $30K/mo"],
  ])("%s", (text, phrase) => {
    expect(phrasesOf(text, "earnings-claim")).toContain(phrase);
    expect(flags(text).find((f) => f.phrase === phrase)?.severity).toBe("high");
  });

  it.each([
    "The course costs $497, paid once.",
    "Price: $199. Lifetime access.",
    "You'll need the $97/month toolkit.",
    "Software licences ($129/month) are extra.",
    "Earn 20% commission on referrals.",
    "This program includes a 12-month payment plan. Total cost: $1,188.",
    "Rated 4.8 on average from 2,300 reviews.",
    "Launch price $47 (regular $997).",
    "Our typical student earned $0-$500 in the first year.",
    "Of 1,240 students, 62% reported no revenue and 3% earned over $10,000.",
  ])("no earnings claim: %s", (text) => {
    expect(categories(text).has("earnings-claim")).toBe(false);
  });

  it("market sizes are market hype, not earnings", () => {
    const found = categories("E-commerce is a $4 trillion industry.");
    expect(found.has("market-hype")).toBe(true);
    expect(found.has("earnings-claim")).toBe(false);
  });
});

describe("negation", () => {
  it.each([
    ["There is no guarantee of income.", "guarantee"],
    ["We don't promise you'll get rich.", "earnings-claim"],
    ["This is not a get-rich-quick scheme.", "fast-results"],
    ["There is no secret.", "secret-system"],
    ["It's not passive income: running a store is a job.", "passive-income"],
    ["Don't expect overnight results.", "fast-results"],
    ["Nobody can guarantee you will make money from a course.", "guarantee"],
    ["The program is not a guaranteed path to income.", "guarantee"],
    ["There are no guaranteed returns in investing.", "guarantee"],
    ["If you want a guaranteed income, keep your job.", "guarantee"],
    ["This isn't one of those “make $10k a month on autopilot” courses.", "earnings-claim"],
    ["This isn't one of those “make $10k a month on autopilot” courses.", "passive-income"],
    ["Is this a “get rich quick” program? No.", "fast-results"],
    ["No upsells: there is nothing else to buy.", "upsell-hidden-cost"],
    ["What you won't find: no lambos, no promises that you'll quit your job next month.", "lifestyle"],
    ["What you won't find: no lambos, no promises that you'll quit your job next month.", "fast-results"],
  ])("%s has no %s flag", (text, category) => {
    expect(categories(text).has(category as RedFlagCategory)).toBe(false);
  });

  it("turns negated claims into realistic-results language, phrase included", () => {
    const found = detect([{ field: "text", text: "There is no guarantee of income." }]).positives;
    expect(found).toEqual([
      expect.objectContaining({ category: "realistic-results", phrase: "no guarantee of income" }),
    ]);
    expect(positives("We don't promise you'll get rich.").has("realistic-results")).toBe(true);
  });

  it("does not let intensifiers or other clauses negate", () => {
    expect(categories("Not only will you make $10k a month, you'll love it.").has("earnings-claim")).toBe(
      true,
    );
    expect(categories("No website, no experience, no problem.").has("no-experience")).toBe(true);
    expect(categories("Don't miss this chance to earn $5,000 a week.").has("earnings-claim")).toBe(true);
    expect(categories("No tech skills? No problem. Beginners make $500 per day.").has("earnings-claim")).toBe(
      true,
    );
    // the negator belongs to another claim ("can't-lose"), so "wins 9 of 10 trades" still counts
    expect(phrasesOf("Our can't-lose system wins 9 out of 10 trades.", "trading-certainty")).toContain(
      "wins 9 out of 10 trades",
    );
  });

  it("keeps innocent uses of flagged words clean", () => {
    expect(flags("We guarantee a reply to every support email within two business days.")).toEqual([]);
    expect(flags("Our 60-day money-back guarantee covers every plan.")).toEqual([]);
    expect(flags("Enrolment for the spring cohort closes on 28 February.")).toEqual([]);
    expect(flags("Refunds within 14 days of purchase.")).toEqual([]);
  });
});

describe("disclaimers", () => {
  it("contradict a claim, and are honest language without one", () => {
    const withClaim = categories("Jake made $40k last month. Results not typical.");
    expect(withClaim.has("contradicting-disclaimer")).toBe(true);
    expect(positives("Jake made $40k last month. Results not typical.").has("realistic-results")).toBe(false);
    expect(categories("Results vary. It takes a year or more.").has("contradicting-disclaimer")).toBe(false);
    expect(positives("Results vary. It takes a year or more.").has("realistic-results")).toBe(true);
  });
});

describe("case, punctuation and layout", () => {
  it.each([
    "DONE-FOR-YOU stores",
    "done for you stores",
    "done‑for‑you stores",
    "done—for—you stores",
    "done\nfor   you stores",
  ])("%s", (text) => {
    expect(categories(text).has("passive-income")).toBe(true);
  });

  it("reads curly apostrophes as straight ones", () => {
    expect(categories("We don’t promise you’ll get rich.").has("earnings-claim")).toBe(false);
    expect(categories("Don’t miss out!").has("urgency-scarcity")).toBe(true);
  });

  it("does not join a claim across a paragraph break", () => {
    expect(phrasesOf("Profit Pilot\n\nMake $10,000 a month.", "earnings-claim")).toEqual([
      "Make $10,000 a month",
    ]);
  });

  it("keeps positions exact in text with astral characters and odd spaces", () => {
    const text = "🚀🚀 Make\u00a0$10k a month… 🔥 only 3 spots left!";
    for (const f of flags(text)) expect(text.slice(f.start, f.end)).toBe(f.phrase);
    expect(phrasesOf(text, "earnings-claim")).toEqual(["Make\u00a0$10k a month"]);
  });
});
