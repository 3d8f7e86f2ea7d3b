// Test data shared by the server's and the admin screen's tests of a submitted page's facts: a page
// that states every fact (EVERY_FACT_READ), and an admin's correction of every fact at once as they
// accept it (EVERY_FACT_CORRECTED: a new title and seller, a monthly price in another currency than
// the page's, an anchor, conditional refunds, a renewal). Tests of another course spread them with
// their own title and seller.
import type { PageFacts } from "../contracts/page-facts";
import type { FactCorrections } from "../contracts/submissions";

export const EVERY_FACT_READ: PageFacts = {
  title: { value: "Ledger Basics", evidence: "<title>Ledger Basics</title>", how: "title-tag" },
  seller: { name: "Acme Learning LLC", evidence: "© 2026 Acme Learning LLC", how: "copyright" },
  price: { amount: 297, currency: "USD", billing: "one-time", evidence: "Only $297 today", how: "text" },
  anchorPrice: { amount: 997, currency: "USD", evidence: "$997" },
  refund: { days: 30, kind: "unconditional", evidence: "30-day money-back guarantee", how: "text" },
  recurring: { value: false, evidence: "Only $297 today", how: "price" },
};

export const EVERY_FACT_CORRECTED = {
  title: "Ledger Basics for Freelancers",
  seller: "Acme Learning",
  price: { amount: 199, currency: "CAD", billing: "monthly" },
  anchorPrice: 399,
  refund: { days: 14, kind: "conditional" },
  recurring: true,
} as const satisfies FactCorrections;
