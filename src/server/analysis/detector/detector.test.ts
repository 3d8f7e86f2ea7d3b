import { describe, expect, it } from "vitest";
import {
  ANALYSIS_FIELDS,
  Detection,
  POSITIVE_SIGNAL_CATEGORIES,
  type PositiveSignalCategory,
  RED_FLAG_CATEGORIES,
  type RedFlagCategory,
} from "../../../shared/contracts/analysis";
import { cpuClock } from "../../../shared/testing/cpu-clock";
import { loadLabelledSet, RULE_CATEGORIES } from "../eval/evaluate";
import {
  DETECTOR_VERSION,
  detect,
  POSITIVE_LABELS,
  RED_FLAG_LABELS,
  RED_FLAG_SEVERITY,
  SEVERITY_RULES,
  saysSomething,
} from "./detector";
import { detectRules, type TextField } from "./rule-layer";

/** One plain example per rule category, so a broken rule shows up by name (rule layer alone). */
const RED_FLAG_EXAMPLES: Record<Exclude<RedFlagCategory, "pitch-language">, string> = {
  "earnings-claim": "Make $10,000 a month from your phone.",
  "fast-results": "Quit your job in 30 days and make money.",
  "passive-income": "Earn passive income on autopilot.",
  guarantee: "Guaranteed income from day one.",
  "no-experience": "No experience needed.",
  lifestyle: "Fire your boss and buy the Lambo.",
  "atypical-testimonial": "Students like Jake made $40k in a month.",
  "secret-system": "The secret loophole banks hate.",
  "inflated-credentials": "The world's #1 coach, as seen on TV.",
  "ai-washing": "Our AI-powered bot does everything for you.",
  "urgency-scarcity": "Only 3 spots left! Price goes up at midnight.",
  "upsell-hidden-cost": "Join the inner circle; tools not included.",
  "review-suppression": "You may not post negative reviews of the program.",
  "contradicting-disclaimer": "Earn $5k a week. *Earnings not guaranteed.",
  "market-hype": "A $4 trillion industry.",
  recruitment: "Build your downline and earn by recruiting.",
  "trading-certainty": "95% win rate: never lose a trade.",
};

const POSITIVE_EXAMPLES: Record<PositiveSignalCategory, string> = {
  "refund-policy": "30-day refund, no questions asked.",
  "detailed-syllabus": "Module 1: Basics. Module 2: Practice. Module 3: Review.",
  "realistic-results": "Most students earn nothing in the first months; results vary.",
  "earnings-disclosure": "Our typical student earned $0-$500. Read the income disclosure statement.",
  "verifiable-credentials": "Taught by a CPA licensed in Ohio (license no. 40211).",
  "time-commitment": "Plan on 5-10 hours a week.",
};

describe("detect", () => {
  it("keeps the stub's contract", () => {
    expect(DETECTOR_VERSION).toMatch(/^builtin-\d+$/);
    for (const fields of [[], [{ field: "text" as const, text: "" }]]) {
      const empty = detect(fields);
      expect(empty.redFlags).toEqual([]);
      expect(empty.positives).toEqual([]);
      expect(empty.pitch?.verdict).toBe("not-pitch");
      expect(empty.earningsClaims).toEqual([]);
      expect(empty.terms).toEqual([]);
    }
  });

  it.each(RULE_CATEGORIES)("finds %s", (category) => {
    const found = detectRules([{ field: "text", text: RED_FLAG_EXAMPLES[category] }]).redFlags;
    expect(found.map((f) => f.category)).toContain(category);
  });

  it("reads a pitch as a whole and names the words behind it (pitch-language)", () => {
    // The model's words become findings as the sentences that hold them, once per sentence, and only
    // where no rule finding already shows that sentence.
    const text =
      "Join thousands of ordinary people who changed their lives with this opportunity. Start today and take control.";
    const found = detect([{ field: "text", text }]);
    expect(found.pitch?.verdict).toBe("pitch");
    const pitch = found.redFlags.filter((f) => f.category === "pitch-language");
    expect(pitch.map((f) => f.phrase)).toContain(
      "Join thousands of ordinary people who changed their lives with this opportunity",
    );
    const ruled = detect([
      {
        field: "text",
        text: "Earn £400 a week from home stuffing envelopes! No experience needed, start today.",
      },
    ]);
    expect(ruled.redFlags.map((f) => f.phrase)).toContain("Earn £400 a week from home stuffing envelopes!");
    expect(ruled.redFlags.filter((f) => f.category === "pitch-language")).toEqual([]);
    for (const f of pitch) {
      expect(text.slice(f.start, f.end)).toBe(f.phrase);
      expect(f.explanation).toContain("Reads like a money-making pitch because of");
      expect(f.authority).toBeTruthy();
    }
  });

  it.each(POSITIVE_SIGNAL_CATEGORIES)("finds the positive signal %s", (category) => {
    const found = detect([{ field: "text", text: POSITIVE_EXAMPLES[category] }]).positives;
    expect(found.map((f) => f.category)).toContain(category);
  });

  it("labels, severities and explanations cover every category", () => {
    for (const category of RED_FLAG_CATEGORIES) {
      expect(RED_FLAG_LABELS[category]).toBeTruthy();
      expect(RED_FLAG_SEVERITY[category]).toMatch(/^(low|medium|high)$/);
      expect(SEVERITY_RULES[category]).toBeTruthy();
    }
    for (const category of POSITIVE_SIGNAL_CATEGORIES) expect(POSITIVE_LABELS[category]).toBeTruthy();
  });

  it("applies the severity rules", () => {
    const severityOf = (text: string, category: RedFlagCategory) =>
      detectRules([{ field: "text", text }]).redFlags.find((f) => f.category === category)?.severity;
    expect(severityOf("Make $10,000 a month.", "earnings-claim")).toBe("high");
    expect(severityOf("Replace your salary.", "earnings-claim")).toBe("medium");
    expect(severityOf("Guaranteed income.", "guarantee")).toBe("high");
    expect(severityOf("It's risk-free.", "guarantee")).toBe("medium");
    expect(severityOf("No experience needed. Learn to bake bread.", "no-experience")).toBe("low");
    expect(severityOf("No experience needed. Make $500 per day.", "no-experience")).toBe("medium");
    expect(severityOf("A $4 trillion industry.", "market-hype")).toBe("low");
    expect(severityOf("Refer 3 friends and get paid.", "recruitment")).toBe("high");
  });

  it("reports offsets into each field's own text, in field order then position", () => {
    const fields = [
      { field: "title" as const, text: "Six Figures Fast" },
      { field: "description" as const, text: "Only 3 spots left. Make $5k per week." },
      { field: "salesCopy" as const, text: "No experience needed. Students like Ana made $9,000 a month." },
    ];
    const { redFlags } = detect(fields);
    const order: string[] = fields.map((f) => f.field);
    for (let i = 1; i < redFlags.length; i++) {
      const a = redFlags[i - 1]!;
      const b = redFlags[i]!;
      const byField = order.indexOf(a.field) - order.indexOf(b.field);
      expect(byField < 0 || (byField === 0 && a.start <= b.start)).toBe(true);
    }
    for (const f of redFlags) {
      const text = fields.find((x) => x.field === f.field)!.text;
      expect(text.slice(f.start, f.end)).toBe(f.phrase);
    }
    expect(redFlags.map((f) => f.field)).toEqual(
      expect.arrayContaining(["title", "description", "salesCopy"]),
    );
    // a testimonial in one field lets "no experience" be a money pitch in another: medium
    expect(redFlags.find((f) => f.category === "no-experience")?.severity).toBe("medium");
  });

  it("keeps every rule finding in a seller's own copy, even where the whole reads as honest", () => {
    const fields: TextField[] = [
      {
        field: "salesCopy",
        text: "This course teaches bookkeeping from the ground up. The syllabus: ledgers; reconciliations; payroll; and year-end. Every module ends with an exercise you can check against a worked example.\n\nEarn your first $1,000 with the same system I use every day.\n\nThere is a 30-day refund policy, no questions asked.",
      },
    ];
    const read = detect(fields);
    const asSellerCopy = detect(fields, { sellerCopy: true });
    // The model reads the page as an honest syllabus and sets the claim aside in a pasted text...
    expect(read.pitch?.verdict).toBe("not-pitch");
    expect(read.pitch?.setAside.map((f) => f.category)).toContain("earnings-claim");
    // ...but in the seller's own copy the claim is the seller's, and it stands.
    expect(asSellerCopy.redFlags.map((f) => f.category)).toContain("earnings-claim");
    expect(asSellerCopy.pitch?.setAside).toEqual([]);
    expect(asSellerCopy.pitch?.verdict).toBe(read.pitch?.verdict);
  });

  it("collapses overlapping matches of one category into one finding", () => {
    const { redFlags } = detect([{ field: "text", text: "Make $10,000 a month." }]);
    expect(redFlags.filter((f) => f.category === "earnings-claim")).toHaveLength(1);
    const two = detect([{ field: "text", text: "Make $10k a month. Then make $20k a month." }]).redFlags;
    expect(two.filter((f) => f.category === "earnings-claim").map((f) => f.phrase)).toEqual([
      "Make $10k a month",
      "Then make $20k a month",
    ]);
  });

  it("holds text.slice(start, end) === phrase and the contract over the whole labelled set", () => {
    for (const item of loadLabelledSet()) {
      for (const field of ANALYSIS_FIELDS.slice(0, 2)) {
        const detection = detect([{ field, text: item.text }]);
        expect(Detection.parse(detection)).toEqual(detection);
        for (const finding of [...detection.redFlags, ...detection.positives]) {
          expect(item.text.slice(finding.start, finding.end), item.id).toBe(finding.phrase);
          expect(finding.phrase.trim()).toBe(finding.phrase);
          expect(finding.explanation.length).toBeGreaterThan(20);
        }
      }
    }
  });

  it("is deterministic", () => {
    const text = loadLabelledSet()
      .map((i) => i.text)
      .join("\n\n");
    expect(detect([{ field: "page", text }])).toEqual(detect([{ field: "page", text }]));
  });

  it("reads hundreds of texts per second", () => {
    const texts = loadLabelledSet().map((i) => i.text);
    const rounds = 5;
    const cpu = cpuClock();
    for (let r = 0; r < rounds; r++) for (const text of texts) detect([{ field: "text", text }]);
    const perSecond = (texts.length * rounds) / (cpu.elapsed() / 1000);
    expect(perSecond).toBeGreaterThan(300);
  });

  it("stays fast on a long page", () => {
    const page = loadLabelledSet()
      .map((i) => i.text)
      .join("\n\n")
      .repeat(5);
    const cpu = cpuClock();
    detect([{ field: "page", text: page }]);
    expect(cpu.elapsed()).toBeLessThan(2000);
  });

  it.each([
    ["digits", "1".repeat(100_000)],
    ["commas", "1,".repeat(100_000)],
    ["one long sentence of claims", "make $1 a day ".repeat(10_000)],
    ["names and amounts", "Jo made $5 ".repeat(10_000)],
  ])("stays linear on hostile input: %s", (_name, text) => {
    const cpu = cpuClock();
    detect([{ field: "page", text }]);
    expect(cpu.elapsed()).toBeLessThan(3000);
  });
});

// set W, in-sample: a reason of the learned layer made of filler ("So Now you‘re thinking", with a
// quotation mark for its apostrophe) is not shown as a finding
describe("which reasons of the learned layer say something", () => {
  it("finds nothing in filler, whatever mark stands for the apostrophe", () => {
    for (const phrase of [
      "So Now you‘re thinking",
      "So now you’re",
      "This is where",
      "Now I know what you're thinking",
    ])
      expect(saysSomething(phrase), phrase).toBe(false);
  });

  it("finds a claim's words", () => {
    for (const phrase of ["make money from home", "$10,000 a month", "quit your job"])
      expect(saysSomething(phrase), phrase).toBe(true);
  });
});
