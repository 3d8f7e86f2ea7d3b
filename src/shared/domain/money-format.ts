// How an amount with its ISO 4217 currency is written (src/shared/domain/money.ts holds the rest of
// the money rules). Apart from money.ts because every catalogue screen shows prices from its first
// load: this module is all those screens carry.
//
// Intl.NumberFormat writes it (English, the currency's symbol: "$" only for US dollars, "CA$", "A$",
// "£", "€", "ZAR 899"), except US dollars, written out as src/client/lib/format.ts writes its figures
// (docs/decisions/0054-small-first-load-javascript.md), so a catalogue of dollar courses creates no Intl
// formatter on its first screens. money.test.ts checks the written-out form against Intl.

import { formatCount } from "./format";

/** How a price is charged (BILLINGS in money.ts lists them). */
export type Billing = "one-time" | "monthly" | "yearly" | "installments" | "free";

/** What the pages say where two amounts are in different currencies. */
export const NOT_COMPARED = "priced in a different currency; not compared";

const formatters: Record<string, Intl.NumberFormat> = {};

/**
 * "$1,250", "$19.90", "£97", "CA$199", "ZAR 899", "¥1,997": whole amounts without decimals, others
 * with the currency's own digits (Intl's, which money.ts's minor units follow). `currency` is a
 * well-formed code (the contracts and the database refuse others).
 */
export function formatMoney(amount: number, currency: string): string {
  const whole = Number.isInteger(amount);
  if (currency === "USD") {
    const cents = Math.round(Math.abs(amount) * 100);
    const fraction = whole ? "" : `.${String(cents % 100).padStart(2, "0")}`;
    return `${amount < 0 ? "-" : ""}$${formatCount(Math.floor(cents / 100))}${fraction}`;
  }
  const digits = whole ? 0 : undefined;
  const key = currency + digits;
  formatters[key] ??= new Intl.NumberFormat("en", {
    style: "currency",
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return formatters[key].format(amount);
}

/** "$1,250" for whole dollars, "$19.90", "£97", "ZAR 899" otherwise; 0 is "Free". */
export function formatPrice(amount: number, currency: string): string {
  return amount === 0 ? "Free" : formatMoney(amount, currency);
}

export interface BilledPrice {
  /** Major units of `currency`. */
  amount: number;
  currency: string;
  billing: Billing;
  /** For instalments: how many payments of `amount`; null when not stated. */
  installmentCount?: number | null;
}

/** "Free", "$497", "$37/month", "€190/year", "3 × $99" ("$99 per instalment" without the count). */
export function formatBilledPrice(price: BilledPrice): string {
  if (price.billing === "free" || price.amount === 0) return "Free";
  const money = formatMoney(price.amount, price.currency);
  if (price.billing === "monthly") return `${money}/month`;
  if (price.billing === "yearly") return `${money}/year`;
  if (price.billing === "installments")
    return price.installmentCount ? `${price.installmentCount} × ${money}` : `${money} per instalment`;
  return money;
}

/**
 * A price as a page states it (its page facts): the instalments' count read with it, when there is
 * one. "$37/month", "3 × $99".
 */
export function formatStatedPrice(price: {
  amount: number;
  currency: string;
  billing: Billing;
  installments?: { count: number } | null;
}): string {
  return formatBilledPrice({
    amount: price.amount,
    currency: price.currency,
    billing: price.billing,
    installmentCount: price.installments?.count ?? null,
  });
}
