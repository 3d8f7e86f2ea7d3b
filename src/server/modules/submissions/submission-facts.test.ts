// A submitted page's facts as a new course's columns, the stand-in creator's name, and an admin's
// corrections: each fact from the page with its evidence or unknown, never a guess (no host for a
// seller, no 0 for a price not stated), and text a database can store.
import { describe, expect, it } from "vitest";
import type { PageFacts } from "../../../shared/contracts/page-facts";
import { AcceptBody, SUBMISSION_MESSAGES } from "../../../shared/contracts/submissions";
import { EVERY_FACT_CORRECTED, EVERY_FACT_READ } from "../../../shared/testing/submission-facts";
import { BadRequestError } from "../../lib/errors";
import { coursePriceKnown } from "../snapshots/page-price";
import {
  columnsFromFacts,
  correctFacts,
  namedFrom,
  shownFacts,
  standInName,
  unknownSellerName,
} from "./submission-facts";

const NONE: PageFacts = {
  title: null,
  seller: null,
  price: null,
  anchorPrice: null,
  refund: null,
  recurring: null,
};

const READ = EVERY_FACT_READ;

/** NUL, or a surrogate without its other half. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what the pattern looks for.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe("a submitted page's facts as a course", () => {
  it("takes each fact the page states, in minor units of its currency", () => {
    expect(columnsFromFacts(READ, "fallback")).toEqual({
      title: "Ledger Basics",
      priceCents: 29_700,
      currency: "USD",
      billing: "one-time",
      installmentCount: null,
      anchorPriceCents: 99_700,
      refundDays: 30,
      refundKind: "unconditional",
      recurring: false,
      facts: READ,
    });
    const yen = columnsFromFacts(
      {
        ...NONE,
        price: {
          amount: 9800,
          currency: "JPY",
          billing: "installments",
          installments: { count: 3, amount: 9800 },
          evidence: "3回払い ¥9,800",
          how: "text",
        },
      },
      "x",
    );
    expect(yen).toMatchObject({
      priceCents: 9800,
      currency: "JPY",
      billing: "installments",
      installmentCount: 3,
    });
  });

  it("keeps a price the page does not state unknown: 0 only as the column's placeholder, facts.price null", () => {
    const columns = columnsFromFacts({ ...NONE, title: READ.title }, "fallback");
    expect(columns).toMatchObject({ priceCents: 0, billing: "one-time", anchorPriceCents: null });
    expect(columns.facts?.price).toBeNull();
    expect(coursePriceKnown(columns.facts)).toBe(false);
    expect(shownFacts(columns)).toMatchObject({ priceKnown: false });
    // A course without facts (the desk's) has its price on record.
    expect(coursePriceKnown(null)).toBe(true);
    // A free offer is a price: billing free, amount 0, known.
    const free = columnsFromFacts(
      {
        ...NONE,
        price: { amount: 0, currency: "USD", billing: "free", evidence: "Register free", how: "text" },
      },
      "x",
    );
    expect(free).toMatchObject({ priceCents: 0, billing: "free" });
    expect(coursePriceKnown(free.facts)).toBe(true);
    // An anchor in another currency than the price is not the course's anchor.
    expect(
      columnsFromFacts({ ...READ, anchorPrice: { amount: 50, currency: "EUR", evidence: "€50" } }, "x")
        .anchorPriceCents,
    ).toBeNull();
  });

  it("cuts a long title where a database can store it, even inside a surrogate pair", () => {
    const long = `${"A".repeat(199)}\u{1F600} and more`;
    const columns = columnsFromFacts({ ...NONE, title: { value: long, evidence: "x", how: "heading" } }, "x");
    expect(columns.title).toBe("A".repeat(199));
    expect(columns.title).not.toMatch(UNSTORABLE);
    expect(columnsFromFacts(NONE, `  Page\n title ${"B".repeat(300)}`).title).toHaveLength(200);
  });

  it("names the stand-in creator after the page's seller, else the member's name, never the host", () => {
    expect(standInName(READ, "Typed Name", "shop.example.com")).toEqual({
      name: "Acme Learning LLC",
      from: "page",
    });
    expect(standInName(NONE, "Harper Quill", "shop.example.com")).toEqual({
      name: "Harper Quill",
      from: "member",
    });
    const unknown = standInName(NONE, undefined, "shop.example.com");
    expect(unknown).toEqual({ name: "Unknown seller (shop.example.com)", from: "unknown" });
    expect(unknown.name).toBe(unknownSellerName("shop.example.com"));
    expect(namedFrom("Acme Learning LLC", READ)).toBe("page");
    expect(namedFrom("Unknown seller (shop.example.com)", NONE)).toBe("unknown");
    expect(namedFrom("Harper Quill", NONE)).toBe("member");
  });
});

describe("an admin's corrections before accepting", () => {
  const now = { ...columnsFromFacts(READ, "x") };
  const evidence = "Set by an admin accepting submission #7";

  it("sets the columns and the facts, each corrected fact's evidence naming the admin", () => {
    const { set, seller } = correctFacts(now, EVERY_FACT_CORRECTED, evidence);
    expect(seller).toBe("Acme Learning");
    expect(set).toMatchObject({
      title: "Ledger Basics for Freelancers",
      priceCents: 19_900,
      currency: "CAD",
      billing: "monthly",
      installmentCount: null,
      anchorPriceCents: 39_900,
      refundDays: 14,
      refundKind: "conditional",
      recurring: true,
    });
    expect(set.facts).toMatchObject({
      title: { value: "Ledger Basics for Freelancers", evidence, how: "admin" },
      seller: { name: "Acme Learning", evidence, how: "admin" },
      price: { amount: 199, currency: "CAD", billing: "monthly", evidence, how: "admin" },
      anchorPrice: { amount: 399, currency: "CAD", evidence },
      refund: { days: 14, kind: "conditional", evidence, how: "admin" },
      recurring: { value: true, evidence, how: "admin" },
    });
  });

  it("says 'not stated' with null, and leaves out what is not corrected", () => {
    const { set } = correctFacts(now, { price: null, refund: null }, evidence);
    expect(set).toMatchObject({ priceCents: 0, refundDays: null, refundKind: null });
    expect(set.facts?.price).toBeNull();
    expect(set.facts?.refund).toBeNull();
    expect(set.facts?.title).toEqual(READ.title);
    expect(set).not.toHaveProperty("title");
    expect(correctFacts(now, {}, evidence).set).toEqual({});
  });

  it("refuses an anchor without a known price, or one left in the old currency", () => {
    const unknown = columnsFromFacts(NONE, "x");
    const refused = (run: () => unknown, message: string) => {
      expect(run).toThrow(BadRequestError);
      expect(run).toThrow(message);
    };
    refused(
      () => correctFacts(unknown, { anchorPrice: 99 }, evidence),
      SUBMISSION_MESSAGES.anchorWithoutPrice,
    );
    refused(
      () => correctFacts(now, { price: { amount: 899, currency: "ZAR", billing: "one-time" } }, evidence),
      SUBMISSION_MESSAGES.anchorCurrency,
    );
    expect(
      correctFacts(
        now,
        { price: { amount: 899, currency: "ZAR", billing: "one-time" }, anchorPrice: null },
        evidence,
      ).set,
    ).toMatchObject({ currency: "ZAR", priceCents: 89_900, anchorPriceCents: null });
  });

  it("validates a corrected price with the contract: decimals the currency has, free is 0, instalments", () => {
    const errors = (facts: unknown) => {
      const parsed = AcceptBody.safeParse({ facts });
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    };
    expect(errors({ price: { amount: 49.5, currency: "JPY", billing: "one-time" } })).toEqual([
      "JPY has no decimals: enter a whole amount.",
    ]);
    expect(errors({ price: { amount: 10, currency: "USD", billing: "free" } })).toEqual([
      SUBMISSION_MESSAGES.freeNotZero,
    ]);
    expect(errors({ price: { amount: 0, currency: "USD", billing: "monthly" } })).toEqual([
      SUBMISSION_MESSAGES.zeroNotFree,
    ]);
    expect(
      errors({ price: { amount: 99, currency: "USD", billing: "monthly", installmentCount: 3 } }),
    ).toEqual([SUBMISSION_MESSAGES.installmentsOnly]);
    expect(errors({ price: { amount: 99, currency: "usd", billing: "one-time" } })).toHaveLength(1);
    expect(errors({ price: { amount: 3e9, currency: "USD", billing: "one-time" } })).toEqual([
      SUBMISSION_MESSAGES.tooLarge,
    ]);
    expect(errors({ refund: { days: 5000, kind: "none" } })).toHaveLength(1);
    expect(errors({ colour: "red" })).toHaveLength(1);
    expect(
      errors({ price: { amount: 99, currency: "USD", billing: "installments", installmentCount: 3 } }),
    ).toEqual([]);
  });
});
