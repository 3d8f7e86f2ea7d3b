// The facts a sales page states about itself, each with the phrase it came from and the route that
// found it. A fact the page does not state with confidence is null ("not stated"), never a guess.
// See docs/decisions/0239-page-facts-reader.md.

export type How =
  | "json-ld"
  | "microdata"
  | "meta"
  | "title-tag"
  | "heading"
  | "data-attribute"
  | "script-json"
  | "pricing-table"
  | "order-form"
  | "text"
  | "signature"
  | "copyright"
  | "byline"
  | "footer"
  | "payee"
  | "site-name"
  | "price";

export interface Fact<T> {
  value: T;
  /** The phrase, field or attribute the value was read from (at most 200 characters). */
  evidence: string;
  how: How;
}

export type Billing = "one-time" | "monthly" | "yearly" | "installments" | "free";

export interface Money {
  amount: number;
  /** ISO 4217 code. */
  currency: string;
}

export interface PriceFact extends Money {
  billing: Billing;
  installments?: { count: number; amount: number };
  evidence: string;
  how: How;
}

export interface AnchorFact extends Money {
  evidence: string;
}

export type RefundKind = "none" | "conditional" | "unconditional";

export interface RefundFact {
  days: number | null;
  kind: RefundKind;
  evidence: string;
  how: How;
}

export interface SellerFact {
  name: string;
  evidence: string;
  how: How;
}

export interface PageFacts {
  title: Fact<string> | null;
  seller: SellerFact | null;
  price: PriceFact | null;
  anchorPrice: AnchorFact | null;
  refund: RefundFact | null;
  /** Whether the buyer is charged again automatically; null when the page gives no sign either way. */
  recurring: Fact<boolean> | null;
}
