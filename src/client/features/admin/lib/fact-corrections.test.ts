import { describe, expect, it } from "vitest";
import type { AdminSubmission } from "../../../../shared/contracts/submissions";
import { SUBMISSION_MESSAGES } from "../../../../shared/contracts/submissions";
import { EVERY_FACT_CORRECTED } from "../../../../shared/testing/submission-facts";
import { correctionsOf, fieldOfMessage, initialFactValues } from "./fact-corrections";
import { ONE_TIME_USD_TERMS } from "./one-time-terms.fixture";

const course: AdminSubmission["course"] = {
  id: 1,
  title: "Ledger Basics",
  editorialStatus: "unreviewed",
  trustScore: null,
  creatorId: 2,
  creatorSlug: "unknown-seller-x",
  creatorName: "Unknown seller (x)",
  creatorStatus: "unreviewed",
  creatorNamedFrom: "unknown",
  priceKnown: false,
  price: 0,
  ...ONE_TIME_USD_TERMS,
  facts: { title: null, seller: null, price: null, anchorPrice: null, refund: null, recurring: null },
};

describe("the queue's fact corrections", () => {
  const initial = initialFactValues(course);

  it("starts unknown facts empty: no 0 for a price the page does not state", () => {
    expect(initial).toMatchObject({ amount: "", seller: "", anchor: "", refundKind: "", recurring: "" });
    expect(initialFactValues({ ...course, priceKnown: true, price: 19.9, billing: "monthly" })).toMatchObject(
      {
        amount: "19.9",
        billing: "monthly",
      },
    );
  });

  it("sends only what changed, amounts read as people type them", () => {
    expect(correctionsOf(initial, initial)).toEqual({ problems: {} });
    expect(
      correctionsOf(initial, {
        ...initial,
        title: "Ledger Basics for Freelancers",
        seller: "Acme Learning",
        amount: "R899",
        anchor: "1 499",
        refundKind: "conditional",
        refundDays: "14",
        recurring: "yes",
      }).corrections,
    ).toEqual({
      ...EVERY_FACT_CORRECTED,
      price: { amount: 899, currency: "ZAR", billing: "one-time" },
      anchorPrice: 1499,
    });
    expect(correctionsOf(initial, { ...initial, billing: "free" }).corrections).toEqual({
      price: { amount: 0, currency: "USD", billing: "free" },
    });
    expect(
      correctionsOf(initial, { ...initial, amount: "99", billing: "installments", installmentCount: "3" })
        .corrections,
    ).toEqual({ price: { amount: 99, currency: "USD", billing: "installments", installmentCount: 3 } });
  });

  it("puts each problem under its field", () => {
    expect(correctionsOf(initial, { ...initial, amount: "lots" }).problems.amount).toMatch(/Enter the price/);
    expect(correctionsOf(initial, { ...initial, currency: "JPY", amount: "49.5" }).problems.amount).toBe(
      "JPY has no decimals: enter a whole amount.",
    );
    expect(correctionsOf(initial, { ...initial, amount: "0" }).problems.billing).toBe(
      SUBMISSION_MESSAGES.zeroNotFree,
    );
    expect(correctionsOf(initial, { ...initial, title: "x" }).problems.title).toBe("At least 2 characters.");
    expect(
      correctionsOf(initial, { ...initial, refundKind: "conditional", refundDays: "two" }).problems,
    ).toEqual({
      refundDays: "Enter the days as a whole number.",
    });
    expect(fieldOfMessage(SUBMISSION_MESSAGES.anchorWithoutPrice)).toBe("anchor");
    expect(fieldOfMessage("Something else")).toBeNull();
  });
});
