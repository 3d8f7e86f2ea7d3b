// Money: an amount with its ISO 4217 currency, the same rules on the server and in the browser
// (docs/decisions/0240-money-with-currency.md). The database keeps integer minor units (cents,
// pence; yen have none, dinars three); the API speaks major units as numbers (19.99) beside the
// currency code. Two amounts in different currencies are never compared as numbers: the helpers
// below answer null instead, and the pages say "priced in a different currency; not compared".
//
// Formatting goes through Intl.NumberFormat (English, the currency's symbol: "$" only for US
// dollars, "CA$", "A$", "£", "€", "ZAR 899"), except US dollars, which are written out as
// src/client/lib/format.ts writes them (docs/decisions/0056-formatting-without-intl.md): the
// catalogue's first screens then create no Intl formatter. money.test.ts checks the written-out
// form against Intl.

import { formatCount } from "./format";

/** How a price is charged: once, every month or year, in a number of instalments, or not at all. */
export const BILLINGS = ["one-time", "monthly", "yearly", "installments", "free"] as const;
export type Billing = (typeof BILLINGS)[number];

/** What a refund promise says: no refund, one under conditions, or one for any reason. */
export const REFUND_KINDS = ["none", "conditional", "unconditional"] as const;
export type RefundKind = (typeof REFUND_KINDS)[number];

export const DEFAULT_CURRENCY = "USD";

/** The currencies the desk offers first; any other ISO 4217 code is accepted and formatted too. */
export const SUPPORTED_CURRENCIES = [
  "USD",
  "GBP",
  "EUR",
  "CAD",
  "AUD",
  "NZD",
  "ZAR",
  "INR",
  "NGN",
  "BRL",
  "AOA",
  "JPY",
  "KES",
  "GHS",
  "MXN",
  "SGD",
  "CHF",
] as const;

/** What the pages say where two amounts are in different currencies. */
export const NOT_COMPARED = "priced in a different currency; not compared";

export interface Money {
  /** Major units: 19.99 dollars, 899 rand, 1997 yen. */
  amount: number;
  /** ISO 4217 code, upper case. */
  currency: string;
}

/** Three capital letters: the shape of an ISO 4217 code (the database checks the same). */
export function isCurrencyCode(code: string): boolean {
  return /^[A-Z]{3}$/.test(code);
}

// Minor digits as Intl (CLDR) gives them, so every stored amount formats exactly; money.test.ts
// compares this table with Intl's resolvedOptions() for every currency Intl knows. 2 otherwise.
const NO_MINOR_UNITS =
  "AFN ALL BIF CLP COP DJF GNF HUF IDR IQD IRR ISK JPY KMF KPW KRW LAK LBP MGA MMK PKR PYG RWF SLL SOS SYP UGX VND VUV XAF XOF XPF YER";
const THREE_MINOR_DIGITS = "BHD JOD KWD LYD OMR TND";

/** Digits after the decimal mark: 2 for most currencies, 0 for JPY or KRW, 3 for KWD or BHD. */
export function minorDigits(currency: string): number {
  if (!isCurrencyCode(currency)) return 2;
  if (NO_MINOR_UNITS.includes(currency)) return 0;
  return THREE_MINOR_DIGITS.includes(currency) ? 3 : 2;
}

/** 19.99 USD -> 1999; 1997 JPY -> 1997; 1.5 KWD -> 1500. Rounds to the nearest minor unit. */
export function toMinor(amount: number, currency: string): number {
  return Math.round(amount * 10 ** minorDigits(currency));
}

/** 1999 USD -> 19.99; 1997 JPY -> 1997. */
export function fromMinor(minor: number, currency: string): number {
  const digits = minorDigits(currency);
  return Number((Math.round(minor) / 10 ** digits).toFixed(digits));
}

/** True when `amount` needs no more decimals than the currency has (49.5 USD yes, 49.5 JPY no). */
export function fitsMinorUnits(amount: number, currency: string): boolean {
  const scaled = amount * 10 ** minorDigits(currency);
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string, fraction: number): Intl.NumberFormat {
  const key = `${currency}:${fraction}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat("en", {
      style: "currency",
      currency,
      currencyDisplay: "symbol",
      minimumFractionDigits: fraction,
      maximumFractionDigits: fraction,
    });
    formatters.set(key, found);
  }
  return found;
}

/**
 * "$1,250", "$19.90", "£97", "CA$199", "ZAR 899", "¥1,997": whole amounts without decimals, others
 * with the currency's digits. A code Intl does not know is written "XYZ 12.50".
 */
export function formatMoney(amount: number, currency: string): string {
  const digits = minorDigits(currency);
  const whole = Number.isInteger(amount) || digits === 0;
  if (currency === "USD") {
    const cents = Math.round(Math.abs(amount) * 100);
    const fraction = whole ? "" : `.${String(cents % 100).padStart(2, "0")}`;
    return `${amount < 0 ? "-" : ""}$${formatCount(Math.floor(cents / 100))}${fraction}`;
  }
  try {
    return formatter(currency, whole ? 0 : digits).format(amount);
  } catch {
    return `${currency} ${whole ? formatCount(amount) : amount.toFixed(digits)}`;
  }
}

/** formatMoney of an amount in minor units (what the database keeps). */
export function formatMinor(minor: number, currency: string): string {
  return formatMoney(fromMinor(minor, currency), currency);
}

export interface BilledPrice extends Money {
  billing: Billing;
  /** For instalments: how many payments of `amount`; null when the page did not say. */
  installmentCount?: number | null;
}

/** "Free", "$497", "$37/month", "€190/year", "3 × $99" ("$99 per instalment" without the count). */
export function formatBilledPrice(price: BilledPrice): string {
  if (price.billing === "free" || price.amount === 0) return "Free";
  const money = formatMoney(price.amount, price.currency);
  switch (price.billing) {
    case "monthly":
      return `${money}/month`;
    case "yearly":
      return `${money}/year`;
    case "installments":
      return price.installmentCount ? `${price.installmentCount} × ${money}` : `${money} per instalment`;
    default:
      return money;
  }
}

/** a - b when both are in one currency; null otherwise (never a comparison across currencies). */
export function compareMoney(a: Money, b: Money): number | null {
  return a.currency === b.currency ? a.amount - b.amount : null;
}

/** The amounts of `list` in `currency` (the others cannot be compared with it). */
export function amountsIn<T extends { currency: string }>(list: readonly T[], currency: string): T[] {
  return list.filter((item) => item.currency === currency);
}

// ---- Reading an amount typed by a person ("R899", "£97", "1.997,00 €", "USD 49") ----

/** Signs written before or after the number, longest first where one starts another. */
const SIGNS: readonly (readonly [string, string])[] = [
  ["US$", "USD"],
  ["AU$", "AUD"],
  ["A$", "AUD"],
  ["CA$", "CAD"],
  ["C$", "CAD"],
  ["NZ$", "NZD"],
  ["S$", "SGD"],
  ["HK$", "HKD"],
  ["MX$", "MXN"],
  ["NT$", "TWD"],
  ["R$", "BRL"],
  ["CN¥", "CNY"],
  ["Rs.", "INR"],
  ["Rs", "INR"],
  ["₹", "INR"],
  ["€", "EUR"],
  ["£", "GBP"],
  ["₦", "NGN"],
  ["₵", "GHS"],
  ["₱", "PHP"],
  ["₩", "KRW"],
  ["₪", "ILS"],
  ["₫", "VND"],
  ["₺", "TRY"],
  ["₴", "UAH"],
  ["¥", "JPY"],
  ["￥", "JPY"],
  ["円", "JPY"],
  ["Kz", "AOA"],
  ["KSh", "KES"],
  ["zł", "PLN"],
  ["R", "ZAR"],
  ["$", "$"],
];

/** Currencies written "$": a bare "$" is the one chosen on the form when it is one of these. */
const DOLLAR_CURRENCIES = "USD CAD AUD NZD SGD HKD MXN TWD";

export type MoneyInput =
  | {
      ok: true;
      amount: number;
      currency: string;
      /** The text named the currency (a sign or a code), rather than the form's choice. */
      stated: boolean;
    }
  | { ok: false; error: string };

const MAX_INPUT = 40;

function currencyOfSign(sign: string, fallback: string): string {
  if (sign !== "$") return sign;
  return DOLLAR_CURRENCIES.includes(fallback) ? fallback : "USD";
}

/** The currency written at the start (or the end) of `text` and the rest, or null when none is. */
function takeCurrency(text: string, end: boolean): { currency: string; rest: string } | null {
  for (const [sign, currency] of SIGNS) {
    if (!(end ? text.endsWith(sign) : text.startsWith(sign))) continue;
    // "R" alone starts many codes and words: it is the rand only before a digit or a space.
    if (sign === "R" && (end || !/^R[\s\d]/.test(text))) continue;
    return { currency, rest: end ? text.slice(0, text.length - sign.length) : text.slice(sign.length) };
  }
  const code = end ? /[\s\d]([A-Za-z]{3})$/.exec(text) : /^([A-Za-z]{3})(?=[\s\d])/.exec(text);
  if (!code?.[1]) return null;
  const rest = end ? text.slice(0, text.length - 3) : text.slice(3);
  return { currency: code[1].toUpperCase(), rest };
}

/**
 * A number as people write it: "1,997.00", "1.997,00", "1 997", "19.99", "99,99", "1.997". A lone
 * separator followed by exactly three digits groups thousands (unless the number starts "0"); by
 * one, two or more than three, it is the decimal mark.
 */
export function parseAmount(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f\u2009']/g, "");
  if (!/^\d[\d.,]*$/.test(compact) || compact.length > 20) return null;
  const lastDot = compact.lastIndexOf(".");
  const lastComma = compact.lastIndexOf(",");
  let whole = compact;
  let fraction = "";
  if (lastDot >= 0 && lastComma >= 0) {
    const mark = Math.max(lastDot, lastComma);
    const group = mark === lastDot ? "," : ".";
    whole = compact.slice(0, mark);
    fraction = compact.slice(mark + 1);
    if (!groupedByThousands(whole, group)) return null;
    whole = whole.split(group).join("");
  } else if (lastDot >= 0 || lastComma >= 0) {
    const separator = lastDot >= 0 ? "." : ",";
    const parts = compact.split(separator);
    const last = parts[parts.length - 1] ?? "";
    if (parts.length > 2 || (last.length === 3 && parts[0] !== "0")) {
      if (!groupedByThousands(compact, separator)) return null;
      whole = parts.join("");
    } else {
      whole = parts[0] ?? "";
      fraction = last;
    }
  }
  if (whole === "" || !/^\d*$/.test(fraction)) return null;
  const value = Number(fraction === "" ? whole : `${whole}.${fraction}`);
  return Number.isFinite(value) ? value : null;
}

function groupedByThousands(text: string, separator: string): boolean {
  const parts = text.split(separator);
  return (
    (parts[0]?.length ?? 0) >= 1 &&
    (parts[0]?.length ?? 0) <= 3 &&
    parts.slice(1).every((part) => part.length === 3 && /^\d+$/.test(part))
  );
}

/**
 * An amount typed on a form: "R899", "£97", "€49", "A$199", "C$ 49", "₹4,999", "USD 49", "49 EUR",
 * "1,997.00", "1.997,00 €", "Free". With no currency written, `fallback` (the form's choice); a bare
 * "$" is `fallback` when that is a dollar, else US dollars.
 */
export function parseMoneyInput(input: string, chosen: string = DEFAULT_CURRENCY): MoneyInput {
  const text = input.trim();
  const fallback = isCurrencyCode(chosen) ? chosen : DEFAULT_CURRENCY;
  if (text === "") return { ok: false, error: "Enter a price (0 for a free course)." };
  if (text.length > MAX_INPUT) return { ok: false, error: "Enter just the price, such as R899 or £97." };
  if (/^free$/i.test(text)) return { ok: true, amount: 0, currency: fallback, stated: false };
  const before = takeCurrency(text, false);
  const after = before ? null : takeCurrency(text, true);
  const found = before ?? after;
  const currency = found ? currencyOfSign(found.currency, fallback) : fallback;
  const amount = parseAmount((found?.rest ?? text).trim());
  if (amount === null) {
    return {
      ok: false,
      error: "Enter the price as an amount, such as 49, 19.99, R899, £97 or 1.997,00 €.",
    };
  }
  if (!fitsMinorUnits(amount, currency)) {
    const digits = minorDigits(currency);
    return {
      ok: false,
      error:
        digits === 0
          ? `${currency} has no decimals: enter a whole amount.`
          : `${currency} has at most ${digits} decimals.`,
    };
  }
  return { ok: true, amount, currency, stated: found !== null };
}
