import { afterEach, describe, expect, it } from "vitest";
import { formatCount, formatCoursePrice, formatDate, formatDateTime, formatPrice, plural } from "./format";

// format.ts writes out what Intl's en-US formatters give, without loading ICU at start-up; these
// compare the two over the values the app shows.
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const usdWhole = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});
const count = new Intl.NumberFormat("en-US");
/** Intl's text with the narrow no-break space some ICU versions put before AM/PM made a plain one. */
const plainSpaces = (text: string) => text.replace(/\u202f/g, " ");

describe("formatCount and formatPrice", () => {
  const integers = [0, 1, 7, 12, 999, 1000, 1001, 12_345, 999_999, 1_000_000, 2_147_483_647, -1, -1234];
  it("group whole numbers as Intl does", () => {
    for (const value of integers) expect(formatCount(value)).toBe(count.format(value));
    expect(formatCount(1234.5678)).toBe(count.format(1234.5678));
  });

  it("write whole dollars without cents and others with two digits", () => {
    for (const value of integers.filter((value) => value !== 0)) {
      expect(formatPrice(value, "USD")).toBe(usdWhole.format(value));
    }
    for (const value of [0.5, 9.99, 19.9, 997.01, 1234.5, 12_999.99, 0.01]) {
      expect(formatPrice(value, "USD")).toBe(usd.format(value));
    }
    expect(formatPrice(0, "USD")).toBe("Free");
    expect(formatPrice(899, "ZAR")).toBe("ZAR\u00a0899");
    expect(formatPrice(97, "GBP")).toBe("£97");
    expect(formatCoursePrice({ price: 37, currency: "USD", billing: "monthly" })).toBe("$37/month");
    expect(
      formatCoursePrice({ price: 99, currency: "USD", billing: "installments", installmentCount: 3 }),
    ).toBe("3 × $99");
    expect(formatCoursePrice({ price: 0, currency: "USD", billing: "one-time", priceKnown: false })).toBe(
      "Price not stated",
    );
    expect(plural(1, "review")).toBe("1 review");
    expect(plural(12_000, "course")).toBe("12,000 courses");
  });
});

describe("formatDate and formatDateTime", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  const moments = [
    "2026-11-22T00:00:00.000Z",
    "2026-11-22T12:00:00.000Z",
    "2026-01-01T00:30:00.000Z",
    "2025-03-09T09:59:59.999Z",
    "2024-02-29T23:59:00.000Z",
    "2026-07-04T17:05:00Z",
    "2026-11-22",
  ];

  for (const timeZone of ["UTC", "Pacific/Auckland", "America/Los_Angeles", "Asia/Kolkata"]) {
    it(`match Intl's medium date and short time in ${timeZone}`, () => {
      process.env.TZ = timeZone;
      const date = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });
      const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
      for (const moment of moments) {
        expect(formatDate(moment)).toBe(date.format(Date.parse(moment)));
        expect(formatDateTime(moment)).toBe(plainSpaces(dateTime.format(Date.parse(moment))));
      }
    });
  }

  it("show text that is not a date as it came", () => {
    expect(formatDate("soon")).toBe("soon");
    expect(formatDateTime("")).toBe("");
  });
});
