// The signs that name a dollar of one country ("US$", "A$", "C$"...), with their ISO 4217 codes: one
// table for the page reader (server/analysis/page-facts/money.ts) and the price typed on a form
// (money-input.ts), which both put it ahead of their other signs. "US$" stays ahead of "S$", which
// ends it; a bare "$" is left to each reader, as what it means depends on where it is written.
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
