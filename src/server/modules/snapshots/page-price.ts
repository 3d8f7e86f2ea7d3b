// The price a reading of a page states with confidence, as the database keeps it: integer minor
// units of its ISO 4217 currency, the billing, and the number of instalments. Only the page-facts
// reader's price counts (analysis/page-facts/): a sentence that merely mentions an amount ("worth
// the cost of $300") is not a price, and no price read is null, never 0. A free offer is billing
// "free", amount 0.
import type { PageFacts } from "../../../shared/contracts/page-facts";
import { type Billing, fromMinor, isCurrencyCode, toMinor } from "../../../shared/domain/money";

/** An integer column holds at most this (PostgreSQL integer); a larger amount is not storable. */
const MAX_MINOR = 2_000_000_000;
/** What courses.installment_count allows. */
const INSTALLMENTS = { min: 2, max: 120 } as const;

export interface PagePrice {
  /** Minor units of `currency`: the whole price, a month's or year's, or one instalment's. */
  cents: number;
  currency: string;
  billing: Billing;
  /** With billing "installments": how many payments; null when not stated. */
  installmentCount: number | null;
}

/** Minor units of an amount, or null when it cannot be stored (negative, not finite, too large). */
export function minorOf(amount: number, currency: string): number | null {
  if (!Number.isFinite(amount) || amount < 0) return null;
  const minor = toMinor(amount, currency);
  return minor <= MAX_MINOR ? minor : null;
}

/** The confident price of a reading's facts, or null when the page stated none. */
export function pagePrice(facts: PageFacts | null): PagePrice | null {
  const price = facts?.price;
  if (!price || !isCurrencyCode(price.currency)) return null;
  const cents = price.billing === "free" ? 0 : minorOf(price.amount, price.currency);
  if (cents === null) return null;
  const count = price.installments?.count;
  return {
    cents,
    currency: price.currency,
    billing: price.billing,
    installmentCount:
      price.billing === "installments" &&
      count !== undefined &&
      Number.isInteger(count) &&
      count >= INSTALLMENTS.min &&
      count <= INSTALLMENTS.max
        ? count
        : null,
  };
}

/** Two prices are the same when every part is: a currency change is a change, never compared. */
export function samePrice(a: PagePrice, b: PagePrice): boolean {
  return (
    a.currency === b.currency &&
    a.cents === b.cents &&
    a.billing === b.billing &&
    a.installmentCount === b.installmentCount
  );
}

/** As the API shows a price: major units beside the currency. */
export function shownPrice(price: PagePrice) {
  return {
    amount: fromMinor(price.cents, price.currency),
    currency: price.currency,
    billing: price.billing,
    installmentCount: price.installmentCount,
  };
}

/**
 * Whether a course's price columns hold a known price. A course made from a page that stated no
 * price keeps price_cents 0 only because the column requires a value; its facts say so with
 * `price: null` (docs/decisions/0239-page-facts-reader.md). A course without
 * facts (the desk's, the seed's) has the price on record.
 */
export function coursePriceKnown(facts: unknown): boolean {
  return !(facts !== null && typeof facts === "object" && "price" in facts && facts.price === null);
}
