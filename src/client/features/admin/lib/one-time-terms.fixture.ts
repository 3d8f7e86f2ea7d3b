// Test data shared by the admin tests: a course's terms when it is sold once, in US dollars, with no
// instalments, anchor price, refund terms or renewal on record.
export const ONE_TIME_USD_TERMS = {
  currency: "USD",
  billing: "one-time",
  installmentCount: null,
  anchorPrice: null,
  refund: null,
  recurring: false,
} as const;
