// /affiliate-disclosure: affiliate links exist and are disclosed next to the button that uses them.
// The last-updated date is the day the text last changed (LAST_UPDATED), not today's date, which
// would misstate it (docs/decisions/0024-trust-scores-open-data.md).
import { Bullets, type LegalSection, legalPage, TextLink } from "../components/legal-page";
import { LAST_UPDATED } from "../lib/legal-facts";

const SECTIONS: readonly LegalSection[] = [
  {
    id: "affiliate-links",
    title: "We use affiliate links",
    body: (
      <>
        <p>
          Some links on HypeCheck are affiliate links. If you follow one and buy the course, the seller or the
          marketplace may pay us a commission. It costs you nothing extra: the price is the same as going
          there directly.
        </p>
        <Bullets
          lead="Our affiliate relationships include:"
          items={[
            "affiliate programmes run by course creators and course platforms;",
            "a retail marketplace's associates programme, for books and products we link to.",
          ]}
        />
      </>
    ),
  },
  {
    id: "how-marked",
    title: "How affiliate links are marked",
    body: (
      <p>
        Wherever a button uses an affiliate link, a note right next to the button says so. Buttons without
        that note are plain links that earn us nothing. Affiliate clicks go through our own redirect, which
        counts the click (no IP address is stored; see the{" "}
        <TextLink to="/privacy-policy">privacy policy</TextLink>).
      </p>
    ),
  },
  {
    id: "independence",
    title: "Commissions never touch a score",
    body: (
      <>
        <p>
          Verification and trust scores depend only on evidence. An affiliate link gives a course no points, a
          commission never raises a score or hides a red flag, and no creator can buy a Verified badge.
        </p>
        <p>
          We list and score courses whether or not they have an affiliate programme. How each score is
          computed is explained on the <TextLink to="/about#trust-score">About page</TextLink>.
        </p>
      </>
    ),
  },
  {
    id: "questions",
    title: "Questions",
    body: (
      <p>
        Ask us anything about our affiliate relationships through the{" "}
        <TextLink to="/contact">contact form</TextLink>.
      </p>
    ),
  },
];

export const AffiliateDisclosurePage = legalPage({
  title: "Affiliate Disclosure",
  updated: LAST_UPDATED.affiliateDisclosure,
  intro: <p>How HypeCheck earns money from links, and why it never changes what we tell you.</p>,
  sections: SECTIONS,
});
