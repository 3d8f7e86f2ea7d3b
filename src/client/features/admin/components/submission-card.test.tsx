// The queue's card of a submission, rendered to HTML: every fact the page states with its evidence
// and where it was found, "Not stated on the page" for the others (a price not stated is never "$0"
// or "Free"), how the stand-in creator was named, the suggested-creator attach menu, the fact
// corrections under Accept, and Merge by search rather than by id.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { AdminSubmission } from "../../../../shared/contracts/submissions";
import { EVERY_FACT_READ } from "../../../../shared/testing/submission-facts";
import { ToastProvider } from "../../../components/ui/toast";
import { SubmissionCard } from "./submission-card";

const READ: AdminSubmission["course"] = {
  id: 41,
  title: "Ledger Basics",
  editorialStatus: "unreviewed",
  trustScore: 48,
  creatorId: 9,
  creatorSlug: "acme-learning-llc",
  creatorName: "Acme Learning LLC",
  creatorStatus: "unreviewed",
  creatorNamedFrom: "page",
  priceKnown: true,
  price: 297,
  currency: "USD",
  billing: "one-time",
  installmentCount: null,
  anchorPrice: 997,
  refund: { days: 30, kind: "unconditional" },
  recurring: false,
  facts: EVERY_FACT_READ,
};

const UNKNOWN: AdminSubmission["course"] = {
  ...READ,
  id: 42,
  title: "Invoice Mastery",
  creatorName: "Unknown seller (shop.example.com)",
  creatorSlug: "unknown-seller-shop-example-com",
  creatorNamedFrom: "unknown",
  priceKnown: false,
  price: 0,
  anchorPrice: null,
  refund: null,
  facts: {
    title: { value: "Invoice Mastery", evidence: "<title>Invoice Mastery</title>", how: "title-tag" },
    seller: null,
    price: null,
    anchorPrice: null,
    refund: null,
    recurring: null,
  },
};

function submission(course: AdminSubmission["course"], over: Partial<AdminSubmission> = {}): AdminSubmission {
  return {
    id: 7,
    status: "pending",
    url: "https://shop.example.com/ledger",
    canonicalUrl: "https://shop.example.com/ledger",
    note: null,
    reason: null,
    submitter: { id: "u1", name: "Jo Member", email: "jo@example.test" },
    course,
    suggestedCreators: [],
    decidedAt: null,
    createdAt: "2026-11-29T10:00:00.000Z",
    ...over,
  };
}

function render(node: ReactNode): string {
  const client = new QueryClient();
  return renderToString(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter>{node}</MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

/** The visible text, tags dropped and entities read. */
function textOf(html: string): string {
  return html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/** The "What the page says" section's text. */
function factsText(html: string): string {
  const start = html.indexOf('aria-label="What the page says');
  return textOf(html.slice(start, html.indexOf("</section>", start)));
}

/** The facts section of the card of a submission whose course is READ with `changes`. */
function factsOfRead(changes: Partial<AdminSubmission["course"]>): string {
  return factsText(render(<SubmissionCard submission={submission({ ...READ, ...changes })} />));
}

describe("a submission's card in the queue", () => {
  it("shows every fact the page states with its evidence and where it was found", () => {
    const facts = factsText(render(<SubmissionCard submission={submission(READ)} />));
    expect(facts).toContain("Title Ledger Basics <title>Ledger Basics</title> · the page title");
    expect(facts).toContain("Seller Acme Learning LLC © 2026 Acme Learning LLC · the copyright line");
    expect(facts).toContain("Price $297 (USD) Only $297 today · the page text");
    expect(facts).toContain("Anchor price $997 $997");
    expect(facts).toContain("Refund 30 days, refund for any reason 30-day money-back guarantee");
    expect(facts).toContain("Renews No: no renewal stated");
    expect(facts).not.toContain("Not stated on the page");
  });

  it("says in words when the seller is the name the site's own domain spells", () => {
    const seller = {
      name: "Harbor Tide Trading",
      evidence: "Harbor Tide Trading (the page's own domain, harbortidetrading.com)",
      how: "site-name",
    };
    const facts = factsOfRead({ facts: { ...READ.facts!, seller } });
    expect(facts).toContain(
      "Seller Harbor Tide Trading Harbor Tide Trading (the page's own domain, harbortidetrading.com) · the name the site's own domain spells",
    );
  });

  it("says 'Not stated on the page' for each fact the page does not state, never a price of 0", () => {
    const html = render(<SubmissionCard submission={submission(UNKNOWN)} />);
    const facts = factsText(html);
    for (const term of ["Seller", "Price", "Anchor price", "Refund", "Renews"])
      expect(facts).toContain(`${term} Not stated on the page`);
    expect(facts).not.toMatch(/\$0|Free/);
    expect(textOf(html)).toContain("Unreviewed: no seller named on the page");
  });

  it("shows a free offer as free, and a price in its own currency", () => {
    const free = factsOfRead({
      price: 0,
      billing: "free",
      anchorPrice: null,
      facts: { ...READ.facts!, anchorPrice: null },
    });
    expect(free).toContain("Price Free ");
    expect(free).not.toContain("Free (USD)");
    const rand = factsOfRead({ price: 899, currency: "ZAR", billing: "monthly", anchorPrice: null });
    expect(rand).toMatch(/Price ZAR\s899\/month \(ZAR\)/);
  });

  it("offers the suggested creators, the corrections under Accept, and Merge by search", () => {
    const html = render(
      <SubmissionCard
        submission={submission(UNKNOWN, {
          suggestedCreators: [
            {
              id: 3,
              slug: "acme",
              name: "Acme Learning",
              verificationStatus: "verified",
              website: "https://shop.example.com",
              sameName: false,
              sameSite: true,
            },
          ],
        })}
      />,
    );
    const text = textOf(html);
    expect(text).toContain("Acme Learning #3 · verified · same site");
    expect(text).toContain("Another creator, by id…");
    expect(text).toContain("Correct what was read before accepting");
    for (const label of [
      "Title",
      "Seller",
      "Price",
      "Currency",
      "Charged",
      "Anchor price",
      "Refund",
      "Renews",
    ])
      expect(html).toMatch(new RegExp(`<label[^>]*>${label}</label>`));
    // Unknown facts start empty, not as 0.
    expect(html).toMatch(/<input[^>]*name="amount"[^>]*value=""/);
    expect(text).toContain("Find the course it duplicates");
    expect(html).toMatch(/<input[^>]*type="search"/);
    expect(text).not.toContain("Merge into course id");
  });

  it("shows no decision forms once decided", () => {
    const html = render(
      <SubmissionCard
        submission={submission(
          { ...READ, editorialStatus: "published", creatorStatus: "published", creatorNamedFrom: null },
          { status: "accepted", decidedAt: "2026-11-29T11:00:00.000Z" },
        )}
      />,
    );
    expect(html).not.toContain("Correct what was read");
    expect(factsText(html)).toContain("Price $297 (USD)");
  });
});
