// What the submitted page says of itself, fact by fact, as the course now holds it: title, seller,
// price with its currency and billing, anchor, refund terms and renewal, each with the phrase it was
// read from and where (or "Set by an admin" once corrected), and "Not stated on the page" for a fact
// the page does not state. A price not stated is never shown as 0 or "Free".
import type { PageFacts } from "../../../../shared/contracts/page-facts";
import type { AdminSubmission } from "../../../../shared/contracts/submissions";
import { formatCoursePrice, formatMoney } from "../../../lib/format";

type Course = AdminSubmission["course"];

export const NOT_STATED = "Not stated on the page";

/** Where the reader found a fact, in words (analysis/page-facts/types.ts `How`). */
const HOW: Record<string, string> = {
  "json-ld": "structured data",
  microdata: "structured data",
  meta: "a meta tag",
  "title-tag": "the page title",
  heading: "a heading",
  "data-attribute": "the page's markup",
  "script-json": "the page's script data",
  "pricing-table": "a pricing table",
  "order-form": "the order form",
  text: "the page text",
  signature: "the letter's signature",
  copyright: "the copyright line",
  byline: "a byline",
  footer: "the footer",
  payee: "the bank details' account holder",
  "site-name": "the name the site's own domain spells",
  price: "the price",
  admin: "set by an admin",
};

export function howLabel(how: string | undefined): string | null {
  if (how === undefined) return null;
  return HOW[how] ?? how;
}

const REFUND_KIND: Record<NonNullable<Course["refund"]>["kind"], string> = {
  none: "no refunds",
  conditional: "refund with conditions",
  unconditional: "refund for any reason",
};

export function refundText(refund: NonNullable<Course["refund"]>): string {
  if (refund.kind === "none") return "No refunds";
  const kind = REFUND_KIND[refund.kind];
  return refund.days === null
    ? `${kind[0]?.toUpperCase()}${kind.slice(1)} (no period stated)`
    : `${refund.days} days, ${kind}`;
}

interface Row {
  term: string;
  /** Null: not stated on the page. */
  value: string | null;
  evidence?: string;
  how?: string;
}

/** Each fact's row: the course's value, with the facts' evidence beside it. */
export function factRows(course: Course): Row[] {
  const facts: PageFacts | null = course.facts;
  const read = facts !== null;
  const price = course.priceKnown
    ? formatCoursePrice({
        price: course.price,
        currency: course.currency,
        billing: course.billing,
        installmentCount: course.installmentCount,
      })
    : null;
  return [
    { term: "Title", value: course.title, evidence: facts?.title?.evidence, how: facts?.title?.how },
    {
      term: "Seller",
      value: read ? (facts.seller?.name ?? null) : course.creatorName,
      evidence: facts?.seller?.evidence,
      how: facts?.seller?.how,
    },
    {
      term: "Price",
      // The currency is named beside the amount ("$" alone is not one); a free offer has none.
      value: price === null ? null : course.billing === "free" ? price : `${price} (${course.currency})`,
      evidence: facts?.price?.evidence,
      how: facts?.price?.how,
    },
    {
      term: "Anchor price",
      value: course.anchorPrice === null ? null : formatMoney(course.anchorPrice, course.currency),
      evidence: facts?.anchorPrice?.evidence,
    },
    {
      term: "Refund",
      value: course.refund === null ? null : refundText(course.refund),
      evidence: facts?.refund?.evidence,
      how: facts?.refund?.how,
    },
    {
      term: "Renews",
      value:
        read && facts.recurring === null
          ? null
          : course.recurring
            ? "Yes: charged again automatically"
            : "No: no renewal stated",
      evidence: facts?.recurring?.evidence,
      how: facts?.recurring?.how,
    },
  ];
}

export function SubmissionFacts({ course }: { course: Course }) {
  return (
    <section
      aria-label={`What the page says (course #${course.id})`}
      className="mt-4 rounded-lg bg-slate-50 p-3 dark:bg-slate-800/50"
    >
      <h3 className="text-sm font-semibold">What the page says</h3>
      {course.facts === null ? (
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          Read before facts were kept: the values are the course's, with no evidence on record.
        </p>
      ) : null}
      <dl className="mt-2 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
        {factRows(course).map((row) => (
          <div key={row.term} className="contents">
            <dt className="font-medium text-slate-600 dark:text-slate-400">{row.term}</dt>
            <dd className="min-w-0 break-words">
              {row.value === null ? (
                <span className="font-medium text-amber-800 italic dark:text-amber-300">{NOT_STATED}</span>
              ) : (
                <span>{row.value}</span>
              )}
              {row.evidence ? (
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  <q className="break-words">{row.evidence}</q>
                  {howLabel(row.how) ? ` · ${howLabel(row.how)}` : null}
                </span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
