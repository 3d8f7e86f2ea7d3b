// /creator-agreement: listing, review transparency, prohibited practices,
// trust scoring, disputes (investigation within 5 business days), removal. Trust-score facts come from
// the scoring module the server uses.
import { TRUST_FACTOR_LABELS, TRUST_FACTOR_MAX } from "../../../../shared/domain/trust-score";
import { Bullets, type LegalSection, legalPage, TextLink } from "../components/legal-page";
import { CREATOR_DISPUTE_BUSINESS_DAYS, LAST_UPDATED, trustBandRanges } from "../lib/legal-facts";

const FACTORS = Object.values(TRUST_FACTOR_LABELS);

const SECTIONS: readonly LegalSection[] = [
  {
    id: "listing",
    title: "Listing",
    body: (
      <>
        <p>
          HypeCheck lists online business courses and their creators so buyers can see the evidence before
          they pay. We may list a course without the creator asking, from public information and member
          reports. A listing is not an endorsement.
        </p>
        <p>
          Creators can ask us to correct facts about their course (price, length, level, what is included) and
          can request verification of their identity and record. Verification is never for sale: paying for a
          faster review buys speed, not the outcome.
        </p>
      </>
    ),
  },
  {
    id: "review-transparency",
    title: "Review transparency",
    body: (
      <p>
        Member reviews are moderated under our <TextLink to="/review-policy">review policy</TextLink>.
        Creators cannot buy, remove or hide reviews, and we publish negative reviews that follow the policy
        just as we publish positive ones. A creator may ask us to check a review that breaks the policy.
      </p>
    ),
  },
  {
    id: "prohibited-practices",
    title: "Prohibited practices",
    body: (
      <>
        <Bullets
          lead="Listed creators must not:"
          items={[
            "post, buy or reward reviews of their own courses, or attack competitors with fake reviews or reports;",
            "offer refunds, discounts or gifts in exchange for changing or removing a review;",
            "make income claims they cannot document, or use fake urgency, rented lifestyles or fabricated testimonials;",
            "misrepresent their identity, credentials or business;",
            "threaten or harass reviewers or reporters.",
          ]}
        />
        <p>Such practices are recorded as red flags and count against the trust score.</p>
      </>
    ),
  },
  {
    id: "trust-scoring",
    title: "Trust scoring",
    body: (
      <>
        <p>
          Every course gets a trust score from 0 to 100, made of four factors worth {TRUST_FACTOR_MAX} points
          each: {FACTORS.join(", ")}. Each point comes from evidence we can show, and every course page shows
          which signals moved its score. Scores are recomputed every week, and at once when their evidence
          changes.
        </p>
        <p>
          The bands are:{" "}
          {trustBandRanges()
            .map((band) => `${band.range}: ${band.label}`)
            .join("; ")}
          . Affiliate links and payments never change a score. The full method is on the{" "}
          <TextLink to="/about#trust-score">About page</TextLink>.
        </p>
      </>
    ),
  },
  {
    id: "disputes",
    title: "Disputes",
    body: (
      <>
        <p>
          If you believe something we publish about you or your course is wrong, send your response and
          evidence through the <TextLink to="/contact?topic=creator-dispute">contact form</TextLink> with the
          topic "Creator dispute / right of response".
        </p>
        <Bullets
          items={[
            `We investigate every dispute within ${CREATOR_DISPUTE_BUSINESS_DAYS} business days.`,
            "We tell you the outcome and the reasons.",
            "Where the evidence shows we were wrong, we correct the listing and the score is recomputed.",
          ]}
        />
      </>
    ),
  },
  {
    id: "removal",
    title: "Removal",
    body: (
      <>
        <p>
          We remove a listing when the course no longer exists or was listed in error. We do not remove a
          listing because its score or its reviews are unfavourable.
        </p>
        <p>
          We may remove a creator's verification, and record a red flag, when we find a prohibited practice or
          false information in a verification request.
        </p>
      </>
    ),
  },
];

export const CreatorAgreementPage = legalPage({
  title: "Creator Agreement",
  updated: LAST_UPDATED.creatorAgreement,
  intro: <p>How HypeCheck lists and scores courses, and what we expect from the creators we list.</p>,
  sections: SECTIONS,
});
