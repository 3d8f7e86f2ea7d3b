// Test data shared by the server's and the admin screen's tests of an admin correcting a submitted
// page's facts as they accept it: a correction of every fact at once (a new title and seller, a
// monthly price in another currency than the page's, an anchor, conditional refunds, a renewal).
// Tests of another course spread it with their own title and seller.
import type { FactCorrections } from "../contracts/submissions";

export const EVERY_FACT_CORRECTED = {
  title: "Ledger Basics for Freelancers",
  seller: "Acme Learning",
  price: { amount: 199, currency: "CAD", billing: "monthly" },
  anchorPrice: 399,
  refund: { days: 14, kind: "conditional" },
  recurring: true,
} as const satisfies FactCorrections;
