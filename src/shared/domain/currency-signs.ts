// The signs that name a dollar of one country ("US$", "A$", "C$"...), with their ISO 4217 codes: one
// table for the page reader (server/analysis/page-facts/money.ts) and the price typed on a form
// (money-input.ts), which both put it ahead of their other signs. "US$" stays ahead of "S$", which
// ends it; a bare "$" is left to each reader, as what it means depends on where it is written.
/**
 * What follows the naira's sign when Nigerian pages type it as a Latin "N": thousands grouped by
 * commas, at once ("N20,000", "N450,000"; never "N5", "N 5,000" or "N1,5"). One definition for the page
 * reader's prices (money.ts) and the detector's folded text (normalize.ts), so both read the same.
 */
export const TYPED_NAIRA_AMOUNT = String.raw`\d{1,3}(?:,\d{3})+(?![\d,])`;

export const COUNTRY_DOLLAR_SIGNS: readonly (readonly [string, string])[] = [
  ["US$", "USD"],
  ["AU$", "AUD"],
  ["A$", "AUD"],
  ["CA$", "CAD"],
  ["C$", "CAD"],
  ["NZ$", "NZD"],
  ["N$", "NAD"],
  ["S$", "SGD"],
  ["HK$", "HKD"],
];
