// The round on set J: a rate of return by the period is an earnings claim that stands on a whole
// page whatever the model reads (an investment plan's cards); steady profits and the salary
// deserved, fast money with a figure in Japanese and income by the period in Bengali are earnings
// claims. One table of claims and one of near misses, concept by concept. Every example is written
// for this test (none is a labelled page's sentence).
import { describe, expect, it } from "vitest";
import { pitchModelFromFile, shippedPitchModel } from "../classifier/pitch-model";
import { detect } from "./detector";
import { readsAsEnglish } from "./language";
import { detectRules } from "./rule-layer";

const categories = (text: string) => detectRules([{ field: "text", text }]).redFlags.map((f) => f.category);
/** The shipped model with a threshold it never reaches: it reads no pitch, as it read real plan pages. */
const readsNoPitch = pitchModelFromFile({ ...shippedPitchModel().file, threshold: 2, highThreshold: 2 });
const onPage = (text: string) =>
  detect([{ field: "page", text }], { wholePage: true, model: readsNoPitch }).redFlags.map((f) => f.category);

/** [concept: case, text, the category it is found as]. */
const CLAIMS: ReadonlyArray<[string, string, string]> = [
  ["rate: a plan's daily profit", "Daily Profit: 7% ($35.00)", "earnings-claim"],
  ["rate: a weekly return", "Weekly return 4.5% on every deposit", "earnings-claim"],
  ["rate: a monthly yield", "Monthly yield: 9%", "earnings-claim"],
  ["steady: consistent profits", "A short guide to consistent profits on the daily chart", "earnings-claim"],
  ["steady: steady profits", "Our desk delivers steady profits for members", "earnings-claim"],
  ["steady: the salary deserved", "Step up and finally make the income you truly deserve", "earnings-claim"],
  ["ja: earned in days", "たった5日で20万円を稼ぐ方法", "earnings-claim"],
  ["ja: an hourly wage said possible", "在宅で時給3000円以上も可能です", "earnings-claim"],
  // the nukta written apart ("য" + "়"), as pages do
  ["bn: income per hour", "প্যাকেজ ৩ — ঘণ্টায় আ\u09af\u09bc: ৳12.40", "earnings-claim"],
  // "য়" as one code point
  ["bn: income per day", "দৈনিক আ\u09df ৳৭৫০", "earnings-claim"],
  ["bn: earn per day", "প্রতিদিন ৮০০ টাকা আয় করুন", "earnings-claim"],
  ["bn: income from home", "ঘরে বসে আয় করুন", "earnings-claim"],
  ["bn: passive income", "প্যাসিভ ইনকাম তৈরি করুন", "passive-income"],
  ["bn: no experience", "কোনো অভিজ্ঞতা ছাড়াই শুরু করুন", "no-experience"],
];

/** [concept: case, text] that hold no earnings claim. */
const NO_CLAIMS: ReadonlyArray<[string, string]> = [
  ["rate: a budget by the day", "Daily budget: $20 for your ads"],
  ["rate: a daily plan with no rate", "Daily Plan: 3 lessons and a quiz"],
  ["steady: a consistent routine", "Consistent practice builds a steady routine"],
  ["steady: a rest deserved", "Take the rest you deserve after the exam"],
  ["ja: a delivery in days", "ご注文から3日でお届けします"],
  ["ja: an hourly wage stated", "時給1,100円、交通費支給"],
  ["bn: a total", "মোট আয়: ৳৬০০০"],
  ["bn: a fee by the month", "মাসিক ফি ৳৫০০"],
];

describe("claims of this round", () => {
  it.each(CLAIMS)("%s", (_, text, category) => {
    expect(categories(text)).toContain(category);
  });

  it.each(NO_CLAIMS)("no claim, %s", (_, text) => {
    expect(categories(text)).not.toContain("earnings-claim");
  });
});

describe("a rate of return by the period on a whole page", () => {
  it.each([
    [
      "daily profit in plan cards",
      "Our Plans\nStarter\nMinimum: $25\nDaily Profit: 3% ($0.75)\nTerm: 200 days\nJoin\nPremium\nMinimum: $900\nDaily Profit: 9% ($81.00)\nTerm: 200 days\nJoin",
    ],
    [
      "a return over a plan's days",
      "Packages\nLite Package\n8% ROI\n$150 - $900\n21 Days Duration\nCapital Back\nChoose\nMax Package\n18% ROI\n$5,000+\n21 Days Duration\nChoose",
    ],
    ["a return by the month", "Tier A\n6% monthly returns\nTier B\n11% monthly returns"],
  ])("stands when the model reads no pitch: %s", (_, text) => {
    expect(onPage(text)).toContain("earnings-claim");
  });

  it("lets the model set aside a return with no period", () => {
    expect(onPage("Plans\nLite\n8% ROI\nChoose\nMax\n18% ROI\nChoose")).not.toContain("earnings-claim");
  });
});

describe("Bengali, like the languages of the fixed list", () => {
  it("does not read as English", () => {
    expect(readsAsEnglish(["এই কোর্সটি তাদের জন্য যারা শিখতে চান কিন্তু সময় কম, প্রতিটি পাঠ ছোট এবং সহজ।"])).toBe(
      false,
    );
  });
});
