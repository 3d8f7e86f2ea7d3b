// Money: an amount with its ISO 4217 currency, the same rules on the server and in the browser
// (docs/decisions/0240-money-with-currency.md). The database keeps integer minor units (cents,
// pence; yen have none, dinars three); the API speaks major units as numbers (19.99) beside the
// currency code. Two amounts in different currencies are never compared as numbers: the helpers
// below answer null instead, and the pages say "priced in a different currency; not compared".
//
// Formatting (formatMoney, formatBilledPrice) is in money-format.ts, which the first screens load on
// their own; the minor-unit table, the desk's currency list and the comparisons stay here, with the
// screens and the server that use them (docs/decisions/0240-money-with-currency.md). Typed amounts
// are read by money-input.ts.

import { type Billing, formatMoney } from "./money-format";

export {
  type BilledPrice,
  type Billing,
  formatBilledPrice,
  formatMoney,
  formatStatedPrice,
  NOT_COMPARED,
} from "./money-format";

/** How a price is charged: once, every month or year, in a number of instalments, or not at all. */
export const BILLINGS = [
  "one-time",
  "monthly",
  "yearly",
  "installments",
  "free",
] as const satisfies readonly Billing[];

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

/** formatMoney of an amount in minor units (what the database keeps). */
export function formatMinor(minor: number, currency: string): string {
  return formatMoney(fromMinor(minor, currency), currency);
}

/** a - b when both are in one currency; null otherwise (never a comparison across currencies). */
export function compareMoney(a: Money, b: Money): number | null {
  return a.currency === b.currency ? a.amount - b.amount : null;
}

/** The amounts of `list` in `currency` (the others cannot be compared with it). */
export function amountsIn<T extends { currency: string }>(list: readonly T[], currency: string): T[] {
  return list.filter((item) => item.currency === currency);
}
