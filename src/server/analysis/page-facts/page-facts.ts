// A sales page's own statements of title, seller, price, anchor price, refund terms and renewal,
// each with its evidence, from the HTML and the page's URL. Pure: no Node APIs and no DOM, so the
// browser extension can bundle it; linear in the page (every part says how). See
// docs/decisions/0239-page-facts-reader.md.

import { readJsonLd } from "./json-ld";
import { cfaFor, countryCurrency, dollarFor, findMoney } from "./money";
import { B_BUTTON, B_PRICING, readDocument } from "./page-document";
import { readPrice } from "./price";
import { type Candidate, periodAfter } from "./price-text";
import { readRecurring, renewalSentence } from "./recurring";
import { readRefund } from "./refund";
import { readSeller } from "./seller";
import { readTitle } from "./title";
import type { PageFacts } from "./types";

/** The URL's path ("/a/b.php"), or "" when it has none. */
function pathOf(url: string): string {
  const m = /^[a-z][a-z0-9+.-]{0,20}:\/\/[^/?#]{0,500}(\/[^?#]{0,2000})/i.exec(url);
  return m ? m[1]! : "";
}

function hostOf(url: string): string {
  const m = /^[a-z][a-z0-9+.-]{0,20}:\/\/(?:[^/?#@]{0,200}@)?([^/?#:]{1,253})/i.exec(url);
  return m ? m[1]!.toLowerCase() : "";
}

const LEGAL_TAIL =
  /[\s,]+(?:llc|l\.l\.c\.|inc|pvt\.? ltd|private limited|ltd|limited|gmbh|g\.m\.b\.h\.?|ltda|lda|s\.a|sarl|b\.v|s\.r\.l|srl|pty ltd|corp|plc)\.?$/i;
const letters = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

/** The seller is a company with its legal form, and `title` is that company's name. */
function isCompanyNamed(seller: string, title: string): boolean {
  const bare = seller.replace(LEGAL_TAIL, "");
  return bare !== seller && letters(bare) !== "" && letters(bare) === letters(title);
}

/** A pricing table's paid tiers, every one of them billed by the month or the year ("$70 / month",
 *  "$50 / month"): the evidence of the first, else null. Which tier is the price may be unknown; that
 *  the charge renews is not (set AF). */
function periodicTiers(tiers: Candidate[] | null): string | null {
  return tiers?.every((c) => c.billing === "monthly" || c.billing === "yearly") ? tiers[0]!.evidence : null;
}

export function readPageFacts(html: string, url: string): PageFacts {
  return readPage(html, url).facts;
}

/** Nothing but amounts and a period: "$149.00 per Month", "€19.99 / month". */
const ONLY_PERIOD_WORDS =
  /^(?:per|a|an|every|each|month|months|mo|year|years|yr|week|usd|eur|gbp|only|just)$/i;

/**
 * The page's facts, and whether a short phrase is nothing but amounts the page itself offers for
 * sale, in a pricing box, a buy button or after a price word (the detector's "$149.00 per Month"
 * on a membership card is the price, not an earnings claim: page-analysis.ts). Amounts are read
 * with the page's own "$" (dollarFor its host).
 */
export function readPage(
  html: string,
  url: string,
): { facts: PageFacts; sellsAt: (phrase: string) => boolean } {
  const dollar = dollarFor(hostOf(url));
  const doc = readDocument(html);
  // the country domain's currency, and that of the <html lang>'s region ("pt-BR")
  const domain = countryCurrency(hostOf(url));
  const region = doc.region === "" ? null : countryCurrency(doc.region);
  const cfa = cfaFor(domain ?? region);
  const jsonLd = readJsonLd(doc.jsonLd);
  const title = readTitle(doc.titles, doc.meta, jsonLd, doc.blocks, doc.imageAlts, hostOf(url), pathOf(url));
  const renewal = renewalSentence(doc.blocks);
  let { price, anchor, candidates, tiers } = readPrice(
    doc.blocks,
    { jsonLd, microdata: doc.microdata, meta: doc.meta, dataAttributes: doc.dataAttributes },
    dollar,
    renewal !== null,
    domain,
    doc.lang,
    region,
  );
  // "Join Acme Elite | $97/mo" in the <title> over a button's "Join Acme Elite, $97": the same amount
  // with its period is what the buyer pays each period
  if (price !== null && price.billing === "one-time" && doc.title !== null) {
    for (const m of findMoney(doc.title, dollar, cfa)) {
      const period =
        m.amount === price.amount && m.currency === price.currency
          ? periodAfter(doc.title.slice(m.end))
          : null;
      if (period !== null) {
        price = { ...price, billing: period };
        break;
      }
    }
  }
  const refund = readRefund(doc.blocks);
  const seller = readSeller(doc.blocks, jsonLd, doc.meta, title?.value ?? null, doc.title, {
    host: hostOf(url),
    imageAlts: doc.imageAlts,
  });
  const offered = candidates.filter((c) => c.role === "price" && (c.strength >= 1 || c.flags & B_PRICING));
  const sellsAt = (phrase: string) => {
    if (offered.length === 0 || phrase.length > 40) return false;
    const words = phrase
      .replace(/[^\p{L}]+/gu, " ")
      .trim()
      .split(" ");
    if (!words.every((w) => w === "" || ONLY_PERIOD_WORDS.test(w))) return false;
    const amounts = findMoney(phrase, dollar, cfa).filter((m) => m.currency !== null);
    return (
      amounts.length > 0 &&
      amounts.every((m) => offered.some((o) => o.amount === m.amount && o.currency === m.currency))
    );
  };
  const facts: PageFacts = {
    // "Acme" in the <title> when the footer says "© Acme Ltd": the company that sells, not the product
    title: title !== null && seller !== null && isCompanyNamed(seller.name, title.value) ? null : title,
    seller,
    price,
    anchorPrice: anchor,
    refund,
    recurring: readRecurring(doc.blocks, price, renewal, {
      sells: candidates.length > 0 || refund !== null || doc.blocks.some((b) => b.flags & B_BUTTON),
      // an amount per month or year that is offered or struck, not an income claim
      periodicAmount: candidates.some(
        (c) =>
          (c.role === "price" || c.role === "anchor") && (c.billing === "monthly" || c.billing === "yearly"),
      ),
      periodicTiers: periodicTiers(tiers),
    }),
  };
  return { facts, sellsAt };
}
