// /faq: five collapsible sections, all closed at first (verification, plan tiers, affiliate
// commissions, scam score calculation, refunds). Each heading is a button with aria-expanded, so it
// opens with Enter or Space. Every fact is read from the module that enforces it.
import { ChevronDown } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Link } from "react-router";
import { TRUST_FACTOR_LABELS, TRUST_FACTOR_MAX } from "../../../../shared/domain/trust-score";
import { buttonClasses } from "../../../components/ui/button";
import { DefinitionList } from "../../../components/ui/definition-list";
import { PageIntro } from "../../../components/ui/page-intro";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { TextLink } from "../components/legal-page";
import {
  CREATOR_DISPUTE_BUSINESS_DAYS,
  GUEST_AI_LOOKS,
  looksPerMonth,
  PAID_PLANS,
  PLANS,
  planPriceLine,
  REFUND_SENTENCE,
  SUPPORT_REPLY_HOURS,
  trustBandRanges,
} from "../lib/legal-facts";

interface Qa {
  q: string;
  a: ReactNode;
}

const FACTORS = Object.values(TRUST_FACTOR_LABELS);

const SECTIONS: ReadonlyArray<{ id: string; title: string; items: readonly Qa[] }> = [
  {
    id: "verification",
    title: "Verification",
    items: [
      {
        q: "What does the Verified badge mean?",
        a: "That we checked the creator's identity and business, authenticated their social profiles, verified testimonials and validated their track record. A verified course shows who verified it, when, and the notes.",
      },
      {
        q: "Can a creator pay to be verified?",
        a: (
          <>
            No. Verification is never for sale.{" "}
            <TextLink to="/premium-verification">Premium verification</TextLink> buys a creator a faster
            review, not its outcome.
          </>
        ),
      },
      {
        q: "What if a creator disagrees with what we found?",
        a: `They can respond through the contact form ("Creator dispute / right of response"). We investigate every dispute within ${CREATOR_DISPUTE_BUSINESS_DAYS} business days and correct anything the evidence shows we got wrong.`,
      },
    ],
  },
  {
    id: "plan-tiers",
    title: "Plan tiers",
    items: [
      {
        q: "What plans are there and what do they cost?",
        a: (
          <ul className="list-disc space-y-1 pl-5">
            <li>
              {PLANS.free.displayName}: free, with {looksPerMonth(PLANS.free)}
            </li>
            {PAID_PLANS.map((plan) => (
              <li key={plan.id}>
                {planPriceLine(plan)}, with {looksPerMonth(plan)}
              </li>
            ))}
          </ul>
        ),
      },
      {
        q: "What can I do without paying?",
        a: `Browse and search the whole catalogue as much as you like, read reviews, take the quiz, compare ${PLANS.free.quotas.comparisonCourses} courses and keep ${PLANS.free.quotas.activePriceAlerts} price alerts, with ${looksPerMonth(PLANS.free)}. Signed-out visitors get ${GUEST_AI_LOOKS} AI quick looks per browser.`,
      },
      {
        q: "Do unused AI quick looks roll over?",
        a: "No. Allowances reset on the first day of each calendar month and do not roll over.",
      },
      {
        q: "When does a plan change take effect?",
        a: "Upgrades take effect immediately. Downgrades and cancellations take effect at the end of the period you have paid for.",
      },
    ],
  },
  {
    id: "affiliate-commissions",
    title: "Affiliate commissions",
    items: [
      {
        q: "Does HypeCheck earn money from course links?",
        a: "Some View Course buttons are affiliate links: if you buy through one, we may earn a commission at no extra cost to you. We say so right next to each such button.",
      },
      {
        q: "Do commissions affect scores?",
        a: (
          <>
            Never. An affiliate link gives a course no points, and no creator can buy a badge. See our{" "}
            <TextLink to="/affiliate-disclosure">affiliate disclosure</TextLink>.
          </>
        ),
      },
    ],
  },
  {
    id: "scam-score",
    title: "Scam score calculation",
    items: [
      {
        q: "How is the trust score calculated?",
        a: `From four factors worth ${TRUST_FACTOR_MAX} points each (${FACTORS.join(", ")}), 0 to 100 in total. Every point comes from evidence, and each course page shows which signals moved its score.`,
      },
      {
        q: "What do the score bands mean?",
        a: (
          <ul className="list-disc space-y-1 pl-5">
            {trustBandRanges().map((band) => (
              <li key={band.band}>
                {band.range}: {band.label}
              </li>
            ))}
          </ul>
        ),
      },
      {
        q: "How often are scores updated?",
        a: "Every week, and at once when a course's evidence changes: a new approved review, a confirmed community report or a verification.",
      },
      {
        q: "Where can I read the full method?",
        a: (
          <>
            On the <TextLink to="/about#trust-score">About page</TextLink>, which lists every signal and its
            points.
          </>
        ),
      },
    ],
  },
  {
    id: "refunds",
    title: "Refunds",
    items: [
      {
        q: "What is the refund policy?",
        a: `${REFUND_SENTENCE}. Ask within 30 days of a payment and we refund it in full, monthly or annual.`,
      },
      {
        q: "How do I ask for a refund?",
        a: (
          <>
            Send a message with the topic "Billing" through the{" "}
            <TextLink to="/contact?topic=billing">contact form</TextLink>. We usually reply within{" "}
            {SUPPORT_REPLY_HOURS} hours.
          </>
        ),
      },
      {
        q: "Am I charged today?",
        a: "Not while billing runs in demo mode: choosing a plan activates it without taking any payment, and every billing screen says so.",
      },
    ],
  },
];

export function FaqPage() {
  useDocumentTitle("Frequently Asked Questions · HypeCheck");
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <PageIntro
        kicker="Help"
        title="Frequently Asked Questions"
        lead="Verification, plans, affiliate links, scores and refunds. Open a section to read its answers."
      />

      <div className="mt-8 space-y-3">
        {SECTIONS.map((section) => (
          <FaqSection key={section.id} id={section.id} title={section.title} items={section.items} />
        ))}
      </div>

      <div className="mt-10 rounded-xl border border-slate-200 p-5 dark:border-slate-800">
        <h2 className="font-semibold">Still have a question?</h2>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          Write to us and we usually reply within {SUPPORT_REPLY_HOURS} hours.
        </p>
        <Link to="/contact" className={buttonClasses({ className: "mt-4" })}>
          Contact us
        </Link>
      </div>
    </div>
  );
}

function FaqSection({ id, title, items }: { id: string; title: string; items: readonly Qa[] }) {
  const [open, setOpen] = useState(false);
  const panelId = `${useId()}-panel`;
  return (
    <section id={id} className="rounded-xl border border-slate-200 dark:border-slate-800">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center justify-between gap-3 rounded-xl px-5 py-4 text-left text-lg font-semibold hover:bg-slate-50 dark:hover:bg-slate-900"
        >
          {title}
          <ChevronDown
            aria-hidden="true"
            className={`h-5 w-5 shrink-0 transition-transform ${open ? "rotate-180" : ""}`}
          />
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="border-t border-slate-200 px-5 py-4 dark:border-slate-800">
        <DefinitionList
          className="space-y-4"
          termClassName="font-semibold text-slate-900 dark:text-slate-100"
          detailClassName="mt-1 leading-relaxed text-slate-700 dark:text-slate-300"
          items={items.map((item) => ({ term: item.q, detail: item.a }))}
        />
      </div>
    </section>
  );
}
