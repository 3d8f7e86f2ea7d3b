// The round on set J: a rate of return by the period is an earnings claim that stands on a whole
// page whatever the model reads (an investment plan's cards), and fast money with a figure in
// Japanese and income by the period in Bengali are earnings claims. Every example is written for
// this test (none is a labelled page's sentence).
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

describe("a rate of return by the period", () => {
  it.each([
    ["a plan's daily profit", "Daily Profit: 7% ($35.00)"],
    ["a weekly return", "Weekly return 4.5% on every deposit"],
    ["a monthly yield", "Monthly yield: 9%"],
  ])("is an earnings claim: %s", (_, text) => {
    expect(categories(text)).toContain("earnings-claim");
  });

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
  ])("stands on a whole page the model reads as no pitch: %s", (_, text) => {
    expect(onPage(text)).toContain("earnings-claim");
  });

  it("lets the model set aside a return with no period", () => {
    expect(onPage("Plans\nLite\n8% ROI\nChoose\nMax\n18% ROI\nChoose")).not.toContain("earnings-claim");
  });

  it.each([
    ["a budget by the day", "Daily budget: $20 for your ads"],
    ["a daily plan with no rate", "Daily Plan: 3 lessons and a quiz"],
  ])("is no claim: %s", (_, text) => {
    expect(categories(text)).not.toContain("earnings-claim");
  });
});

describe("steady profits and the salary deserved", () => {
  it.each([
    ["consistent profits", "A short guide to consistent profits on the daily chart"],
    ["steady profits", "Our desk delivers steady profits for members"],
    ["the salary deserved", "Step up and finally make the income you truly deserve"],
  ])("is an earnings claim: %s", (_, text) => {
    expect(categories(text)).toContain("earnings-claim");
  });

  it.each([
    ["a consistent routine", "Consistent practice builds a steady routine"],
    ["a rest deserved", "Take the rest you deserve after the exam"],
  ])("is no claim: %s", (_, text) => {
    expect(categories(text)).not.toContain("earnings-claim");
  });
});

describe("Japanese fast money with a figure", () => {
  it.each([
    ["earned in days", "たった5日で20万円を稼ぐ方法"],
    ["an hourly wage said possible", "在宅で時給3000円以上も可能です"],
  ])("is an earnings claim: %s", (_, text) => {
    expect(categories(text)).toContain("earnings-claim");
  });

  it.each([
    ["a delivery in days", "ご注文から3日でお届けします"],
    ["an hourly wage stated", "時給1,100円、交通費支給"],
  ])("is no claim: %s", (_, text) => {
    expect(categories(text)).not.toContain("earnings-claim");
  });
});

describe("Bengali, like the languages of the fixed list", () => {
  it.each([
    // the nukta written apart ("য" + "়"), as pages do
    ["income per hour", "প্যাকেজ ৩ — ঘণ্টায় আ\u09af\u09bc: ৳12.40"],
    // "য়" as one code point
    ["income per day", "দৈনিক আ\u09df ৳৭৫০"],
    ["earn per day", "প্রতিদিন ৮০০ টাকা আয় করুন"],
  ])("is an earnings claim: %s", (_, text) => {
    expect(categories(text)).toContain("earnings-claim");
  });

  it.each([
    ["income from home", "ঘরে বসে আয় করুন", "earnings-claim"],
    ["passive income", "প্যাসিভ ইনকাম তৈরি করুন", "passive-income"],
    ["no experience", "কোনো অভিজ্ঞতা ছাড়াই শুরু করুন", "no-experience"],
  ])("is found: %s", (_, text, category) => {
    expect(categories(text)).toContain(category);
  });

  it.each([
    ["a total", "মোট আয়: ৳৬০০০"],
    ["a fee by the month", "মাসিক ফি ৳৫০০"],
  ])("is no claim: %s", (_, text) => {
    expect(categories(text)).not.toContain("earnings-claim");
  });

  it("does not read as English", () => {
    expect(readsAsEnglish(["এই কোর্সটি তাদের জন্য যারা শিখতে চান কিন্তু সময় কম, প্রতিটি পাঠ ছোট এবং সহজ।"])).toBe(
      false,
    );
  });
});
