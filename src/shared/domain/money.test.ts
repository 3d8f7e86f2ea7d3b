import { describe, expect, it } from "vitest";
import {
  amountsIn,
  compareMoney,
  fitsMinorUnits,
  formatBilledPrice,
  formatMinor,
  formatMoney,
  formatStatedPrice,
  fromMinor,
  isCurrencyCode,
  minorDigits,
  SUPPORTED_CURRENCIES,
  toMinor,
} from "./money";
import { parseAmount, parseMoneyInput } from "./money-input";

const intl = (amount: number, currency: string, digits: number) =>
  new Intl.NumberFormat("en", {
    style: "currency",
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);

describe("minor units", () => {
  it("has the digits Intl gives for every currency it knows", () => {
    for (const currency of Intl.supportedValuesOf("currency")) {
      const digits = new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions()
        .maximumFractionDigits;
      expect(minorDigits(currency), currency).toBe(digits);
    }
  });

  it("converts amounts to minor units and back", () => {
    expect(toMinor(19.99, "USD")).toBe(1999);
    expect(toMinor(0.29, "USD")).toBe(29);
    expect(toMinor(899, "ZAR")).toBe(89_900);
    expect(toMinor(1997, "JPY")).toBe(1997);
    expect(toMinor(5000, "KRW")).toBe(5000);
    expect(toMinor(1.5, "KWD")).toBe(1500);
    expect(toMinor(12_500, "AOA")).toBe(1_250_000);
    expect(fromMinor(1999, "USD")).toBe(19.99);
    expect(fromMinor(1997, "JPY")).toBe(1997);
    expect(fromMinor(1500, "KWD")).toBe(1.5);
    expect(fromMinor(1_250_000, "AOA")).toBe(12_500);
    for (const currency of SUPPORTED_CURRENCIES) {
      for (const minor of [0, 1, 99, 4950, 199_700, 123_456_789]) {
        expect(toMinor(fromMinor(minor, currency), currency)).toBe(minor);
      }
    }
  });

  it("says whether an amount fits the currency's decimals", () => {
    expect(fitsMinorUnits(49.5, "USD")).toBe(true);
    expect(fitsMinorUnits(49.555, "USD")).toBe(false);
    expect(fitsMinorUnits(49.5, "JPY")).toBe(false);
    expect(fitsMinorUnits(1.555, "BHD")).toBe(true);
  });

  it("knows the shape of a code", () => {
    expect(isCurrencyCode("ZAR")).toBe(true);
    expect(isCurrencyCode("zar")).toBe(false);
    expect(isCurrencyCode("RANDS")).toBe(false);
    expect(isCurrencyCode("")).toBe(false);
  });
});

describe("formatMoney", () => {
  it("writes US dollars as Intl does, without creating a formatter", () => {
    for (const value of [1, 7, 999, 1000, 1250, 12_345, 1_000_000]) {
      expect(formatMoney(value, "USD")).toBe(intl(value, "USD", 0));
    }
    for (const value of [0.5, 9.99, 19.9, 997.01, 1234.5, 12_999.99, 0.01]) {
      expect(formatMoney(value, "USD")).toBe(intl(value, "USD", 2));
    }
    expect(formatMoney(-5, "USD")).toBe("-$5");
  });

  it("formats every supported currency with its symbol, '$' only for US dollars", () => {
    const seen = new Map<string, string>();
    for (const currency of SUPPORTED_CURRENCIES) {
      const whole = formatMoney(1997, currency);
      expect(whole).toBe(intl(1997, currency, 0));
      expect(whole).toMatch(/1,997/);
      if (currency !== "USD") expect(whole.startsWith("$")).toBe(false);
      const sign = whole.replace(/[\d,.\s\u00a0]/g, "");
      expect(seen.get(sign), `${currency} and ${seen.get(sign)} look alike`).toBeUndefined();
      seen.set(sign, currency);
    }
    expect(formatMoney(97, "GBP")).toBe("£97");
    expect(formatMoney(49, "EUR")).toBe("€49");
    expect(formatMoney(199, "CAD")).toBe("CA$199");
    expect(formatMoney(199, "AUD")).toBe("A$199");
    expect(formatMoney(899, "ZAR")).toBe("ZAR\u00a0899");
    expect(formatMoney(4999, "INR")).toBe("₹4,999");
    expect(formatMoney(147.9, "BRL")).toBe("R$147.90");
    expect(formatMoney(19.99, "GBP")).toBe("£19.99");
    expect(formatMoney(1997, "JPY")).toBe("¥1,997");
    expect(formatMoney(25_000, "AOA")).toBe("AOA\u00a025,000");
    expect(formatMoney(1.5, "KWD")).toBe("KWD\u00a01.500");
  });

  it("formats any ISO 4217 code, known to Intl or not", () => {
    expect(formatMoney(49, "PLN")).toBe(intl(49, "PLN", 0));
    expect(formatMoney(12.5, "XYZ")).toMatch(/^XYZ\s12\.50$/);
  });

  it("formats minor units", () => {
    expect(formatMinor(49_700, "USD")).toBe("$497");
    expect(formatMinor(1999, "USD")).toBe("$19.99");
    expect(formatMinor(89_900, "ZAR")).toBe("ZAR\u00a0899");
    expect(formatMinor(1997, "JPY")).toBe("¥1,997");
  });

  it("says how a price is billed", () => {
    expect(formatBilledPrice({ amount: 37, currency: "USD", billing: "monthly" })).toBe("$37/month");
    expect(formatBilledPrice({ amount: 190, currency: "EUR", billing: "yearly" })).toBe("€190/year");
    expect(
      formatBilledPrice({ amount: 99, currency: "USD", billing: "installments", installmentCount: 3 }),
    ).toBe("3 × $99");
    expect(formatBilledPrice({ amount: 99, currency: "GBP", billing: "installments" })).toBe(
      "£99 per instalment",
    );
    expect(formatBilledPrice({ amount: 0, currency: "USD", billing: "one-time" })).toBe("Free");
    expect(formatBilledPrice({ amount: 0, currency: "ZAR", billing: "free" })).toBe("Free");
    // as a page states it: the instalments' count read with the price, or none
    const stated = { amount: 99, currency: "USD", billing: "installments" } as const;
    expect(formatStatedPrice({ ...stated, installments: { count: 3 } })).toBe("3 × $99");
    expect(formatStatedPrice(stated)).toBe("$99 per instalment");
    expect(formatBilledPrice({ amount: 899, currency: "ZAR", billing: "one-time" })).toBe("ZAR\u00a0899");
  });
});

describe("comparing amounts", () => {
  it("compares only within one currency", () => {
    expect(compareMoney({ amount: 10, currency: "USD" }, { amount: 20, currency: "USD" })).toBe(-10);
    expect(compareMoney({ amount: 10, currency: "USD" }, { amount: 20, currency: "ZAR" })).toBeNull();
    expect(
      amountsIn(
        [
          { amount: 1, currency: "USD" },
          { amount: 2, currency: "ZAR" },
        ],
        "ZAR",
      ),
    ).toEqual([{ amount: 2, currency: "ZAR" }]);
  });
});

describe("parseMoneyInput", () => {
  const ok = (input: string, amount: number, currency: string, chosen?: string) =>
    expect(parseMoneyInput(input, chosen), input).toMatchObject({ ok: true, amount, currency });

  it.each([
    ["R899", 899, "ZAR"],
    ["R 899", 899, "ZAR"],
    ["£97", 97, "GBP"],
    ["€49", 49, "EUR"],
    ["49€", 49, "EUR"],
    ["A$199", 199, "AUD"],
    ["AU$ 199", 199, "AUD"],
    ["C$49", 49, "CAD"],
    ["CA$49.99", 49.99, "CAD"],
    ["₹4,999", 4999, "INR"],
    ["Rs. 4,999", 4999, "INR"],
    ["₦25,000", 25_000, "NGN"],
    ["R$ 147,90", 147.9, "BRL"],
    ["Kz 25.000", 25_000, "AOA"],
    ["¥1,997", 1997, "JPY"],
    ["USD 49", 49, "USD"],
    ["usd49", 49, "USD"],
    ["49 EUR", 49, "EUR"],
    ["1.997,00 €", 1997, "EUR"],
    ["$49", 49, "USD"],
  ] as const)("reads signs and codes before or after the amount: %s", ok);

  it.each([
    ["1,997.00", 1997, "USD"],
    ["1.997,00", 1997, "USD"],
    ["1 997", 1997, "USD"],
    ["1\u00a0997,50", 1997.5, "USD"],
    ["19.99", 19.99, "USD"],
    ["99,99", 99.99, "USD"],
    ["1,997", 1997, "USD"],
    ["1.997", 1997, "USD"],
    ["1,234,567.89", 1_234_567.89, "USD"],
    ["0", 0, "USD"],
    ["Free", 0, "USD"],
  ] as const)("reads the number however it is grouped: %s", ok);

  it("takes the form's currency when none is written, and its dollar for a bare '$'", () => {
    ok("899", 899, "ZAR", "ZAR");
    ok("$199", 199, "CAD", "CAD");
    ok("$199", 199, "USD", "ZAR");
    expect(parseMoneyInput("899", "ZAR")).toMatchObject({ stated: false });
    expect(parseMoneyInput("R899", "USD")).toMatchObject({ stated: true });
  });

  it("refuses what is not an amount, and decimals the currency does not have", () => {
    for (const input of ["", "abc", "-5", "$", "1,99,9", "12.34.56", "R", "1.2.3,4", "x".repeat(50)]) {
      expect(parseMoneyInput(input), input).toMatchObject({ ok: false });
    }
    expect(parseMoneyInput("¥1997.5")).toEqual({
      ok: false,
      error: "JPY has no decimals: enter a whole amount.",
    });
    expect(parseMoneyInput("$1.2345")).toEqual({ ok: false, error: "USD has at most 2 decimals." });
  });

  it("parses plain numbers", () => {
    expect(parseAmount("0.500")).toBe(0.5);
    expect(parseAmount("12")).toBe(12);
    expect(parseAmount("1,2")).toBe(1.2);
    expect(parseAmount("")).toBeNull();
  });
});
