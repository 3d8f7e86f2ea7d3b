// What a submitted page's facts make of its new course, and what an admin's corrections change.
// Every column comes from a fact the page-facts reader found with its evidence (analysis/page-facts/),
// or is left unknown: a price the page does not state keeps price_cents at 0 only because the column
// requires a value, and the course's facts say `price: null`, which the queue and the course page
// show as "not stated on the page" (docs/decisions/0239-page-facts-reader.md).
import type { PageFacts } from "../../../shared/contracts/page-facts";
import {
  type FactCorrections,
  SUBMISSION_MESSAGES,
  UNKNOWN_SELLER,
} from "../../../shared/contracts/submissions";
import {
  type Billing,
  DEFAULT_CURRENCY,
  fitsMinorUnits,
  fromMinor,
  type RefundKind,
  toMinor,
} from "../../../shared/domain/money";
import { storableText } from "../../analysis/storable-text";
import { courses } from "../../db/schema/courses";
import { BadRequestError } from "../../lib/errors";
import { coursePriceKnown, minorOf, pagePrice } from "../snapshots/page-price";

const TITLE_MAX = 200;
const NAME_MAX = 120;
const REFUND_DAYS_MAX = 3650;

/** The columns of a course's price, billing, anchor, refund and renewal, as a select names them. */
export const priceFactColumns = {
  priceCents: courses.priceCents,
  currency: courses.currency,
  billing: courses.billing,
  installmentCount: courses.installmentCount,
  anchorPriceCents: courses.anchorPriceCents,
  refundDays: courses.refundDays,
  refundKind: courses.refundKind,
  recurring: courses.recurring,
};

/** The course columns that hold the page's facts. */
export interface FactColumns {
  title: string;
  priceCents: number;
  currency: string;
  billing: Billing;
  installmentCount: number | null;
  anchorPriceCents: number | null;
  refundDays: number | null;
  refundKind: RefundKind | null;
  recurring: boolean;
  facts: PageFacts | null;
}

/** One line of text of at most `max` characters that a database can store. */
function line(text: string, max: number): string {
  return storableText(text.replace(/\s+/g, " ").trim().slice(0, max)).trim();
}

/** "Unknown seller (example.com)": the creator of a page that names no seller. */
export function unknownSellerName(host: string): string {
  return line(`${UNKNOWN_SELLER} (${host})`, NAME_MAX);
}

/**
 * The name of the creator a submission brings, and where it came from: the seller the page names;
 * else the name the member typed (the page says nothing); else "Unknown seller (host)". Never the
 * host alone: a host is no evidence of who sells a page.
 */
export function standInName(
  facts: PageFacts | null,
  typed: string | undefined,
  host: string,
): { name: string; from: "page" | "member" | "unknown" } {
  const seller = facts?.seller ? line(facts.seller.name, NAME_MAX) : "";
  if (seller.length >= 2) return { name: seller, from: "page" };
  const member = typed ? line(typed, NAME_MAX) : "";
  if (member.length >= 2) return { name: member, from: "member" };
  return { name: unknownSellerName(host), from: "unknown" };
}

/** How the queue says a stand-in creator was named (see standInName), from what is stored. */
export function namedFrom(creatorName: string, facts: PageFacts | null): "page" | "member" | "unknown" {
  if (facts?.seller && line(facts.seller.name, NAME_MAX) === creatorName) return "page";
  return creatorName.startsWith(`${UNKNOWN_SELLER} (`) ? "unknown" : "member";
}

/**
 * A new course's fact columns from its page. `fallbackTitle` (the page's own title as the text
 * reader found it, else the host) only when the facts name no title: the column needs one.
 */
export function columnsFromFacts(facts: PageFacts | null, fallbackTitle: string): FactColumns {
  const price = pagePrice(facts);
  const currency = price?.currency ?? facts?.anchorPrice?.currency ?? DEFAULT_CURRENCY;
  const anchor = facts?.anchorPrice;
  const refund = facts?.refund;
  const title = facts?.title ? line(facts.title.value, TITLE_MAX) : "";
  return {
    title: title || line(fallbackTitle, TITLE_MAX),
    // Not stated: 0 only because the column needs a value; facts.price null says it is unknown.
    priceCents: price?.cents ?? 0,
    currency,
    billing: price?.billing ?? "one-time",
    installmentCount: price?.installmentCount ?? null,
    anchorPriceCents: anchor && anchor.currency === currency ? minorOf(anchor.amount, currency) : null,
    refundDays:
      refund && refund.days !== null && refund.days >= 0 && refund.days <= REFUND_DAYS_MAX
        ? refund.days
        : null,
    refundKind: refund?.kind ?? null,
    recurring: facts?.recurring?.value ?? false,
    facts,
  };
}

export interface CourseFactsNow extends Omit<FactColumns, "facts"> {
  facts: unknown;
}

/** A course's columns that hold what its page said, as a select names them. */
export const courseFactColumns = {
  title: courses.title,
  ...priceFactColumns,
  facts: courses.facts,
} satisfies Record<keyof CourseFactsNow, unknown>;

export interface Corrected {
  /** The columns that change (the audit's changes are computed from these). */
  set: Partial<FactColumns>;
  /** The new seller name, when corrected (the stand-in creator takes it if published with the course). */
  seller: string | null;
}

/**
 * Applies an admin's corrections to a course's fact columns and facts: each corrected fact's
 * evidence names the admin (`evidence`), and a fact set to null is "not stated". 400 when they do
 * not hold together: an anchor without a known price, or one left in a currency the price no longer has.
 */
export function correctFacts(now: CourseFactsNow, corrections: FactCorrections, evidence: string): Corrected {
  const stored = (now.facts !== null && typeof now.facts === "object" ? now.facts : null) as PageFacts | null;
  const facts: PageFacts = {
    title: stored?.title ?? null,
    seller: stored?.seller ?? null,
    price: stored?.price ?? null,
    anchorPrice: stored?.anchorPrice ?? null,
    refund: stored?.refund ?? null,
    recurring: stored?.recurring ?? null,
  };
  const said = { evidence, how: "admin" };
  const set: Partial<FactColumns> = {};
  let seller: string | null = null;

  if (corrections.title !== undefined) {
    set.title = line(corrections.title, TITLE_MAX);
    facts.title = { value: set.title, ...said };
  }
  if (corrections.seller !== undefined) {
    seller = line(corrections.seller, NAME_MAX);
    facts.seller = { name: seller, ...said };
  }
  let priceKnown = coursePriceKnown(now.facts);
  let currency = now.currency;
  if (corrections.price !== undefined) {
    const price = corrections.price;
    if (price === null) {
      // Not stated on the page: the placeholder again, and the facts say so.
      Object.assign(set, { priceCents: 0, billing: "one-time", installmentCount: null });
      facts.price = null;
      priceKnown = false;
    } else {
      const count = price.billing === "installments" ? (price.installmentCount ?? null) : null;
      Object.assign(set, {
        priceCents: toMinor(price.amount, price.currency),
        currency: price.currency,
        billing: price.billing,
        installmentCount: count,
      });
      facts.price = {
        amount: price.amount,
        currency: price.currency,
        billing: price.billing,
        ...(count === null ? {} : { installments: { count, amount: price.amount } }),
        ...said,
      };
      priceKnown = true;
      currency = price.currency;
    }
  }
  if (corrections.anchorPrice !== undefined) {
    const anchor = corrections.anchorPrice;
    if (anchor === null) {
      set.anchorPriceCents = null;
      facts.anchorPrice = null;
    } else {
      if (!priceKnown) throw new BadRequestError(SUBMISSION_MESSAGES.anchorWithoutPrice);
      const cents = fitsMinorUnits(anchor, currency) ? minorOf(anchor, currency) : null;
      if (cents === null) throw new BadRequestError(SUBMISSION_MESSAGES.tooLarge);
      set.anchorPriceCents = cents;
      facts.anchorPrice = { amount: anchor, currency, evidence };
    }
  } else if (currency !== now.currency && now.anchorPriceCents !== null) {
    // The anchor was read in the old currency: never carried over as a number.
    throw new BadRequestError(SUBMISSION_MESSAGES.anchorCurrency);
  }
  if (corrections.refund !== undefined) {
    const refund = corrections.refund;
    set.refundDays = refund?.days ?? null;
    set.refundKind = refund?.kind ?? null;
    facts.refund = refund === null ? null : { days: refund.days, kind: refund.kind, ...said };
  }
  if (corrections.recurring !== undefined) {
    const recurring = corrections.recurring;
    set.recurring = recurring ?? false;
    facts.recurring = recurring === null ? null : { value: recurring, ...said };
  }
  if (Object.keys(set).length > 0 || seller !== null) set.facts = facts;
  return { set, seller };
}

/** The queue's view of a course's price columns: major units, and whether the price is known. */
export function shownFacts(row: CourseFactsNow) {
  return {
    priceKnown: coursePriceKnown(row.facts),
    price: fromMinor(row.priceCents, row.currency),
    currency: row.currency,
    billing: row.billing,
    installmentCount: row.billing === "installments" ? row.installmentCount : null,
    anchorPrice: row.anchorPriceCents === null ? null : fromMinor(row.anchorPriceCents, row.currency),
    refund: row.refundKind === null ? null : { days: row.refundDays, kind: row.refundKind },
    recurring: row.recurring,
  };
}
