// /terms-of-service (also /terms): the plan prices, the one refund rule and the demo billing;
// prices and the refund wording come from the shared plan module.
import { Bullets, type LegalSection, legalPage, TextLink } from "../components/legal-page";
import {
  GUEST_AI_LOOKS,
  LAST_UPDATED,
  looksPerMonth,
  MINIMUM_AGE,
  PAID_PLANS,
  PLANS,
  planPriceLine,
  REFUND_SENTENCE,
  REVIEW_TEXT_MIN,
} from "../lib/legal-facts";

const SECTIONS: readonly LegalSection[] = [
  {
    id: "agreement",
    title: "Agreement",
    body: (
      <p>
        By using HypeCheck, with or without an account, you agree to these terms. If you do not agree, please
        do not use the site. We may change these terms; the date at the top shows when they last changed, and
        changes that affect a paid plan apply from your next billing period.
      </p>
    ),
  },
  {
    id: "eligibility",
    title: "Who can use HypeCheck",
    body: (
      <>
        <p>
          You must be at least {MINIMUM_AGE} years old to create an account or buy a plan. By signing up you
          confirm that you are {MINIMUM_AGE} or older.
        </p>
        <p>
          Keep your password to yourself: you are responsible for what happens under your account. Tell us
          through the <TextLink to="/contact">contact form</TextLink> if you think someone else has used it.
        </p>
      </>
    ),
  },
  {
    id: "plans",
    title: "Plans and prices",
    body: (
      <>
        <Bullets
          lead="HypeCheck has one free plan and two paid plans. Prices are in US dollars:"
          items={[
            `${PLANS.free.displayName}: free, with ${looksPerMonth(PLANS.free)}`,
            ...PAID_PLANS.map((plan) => `${planPriceLine(plan)}, with ${looksPerMonth(plan)}`),
          ]}
        />
        <p>
          Signed-out visitors get {GUEST_AI_LOOKS} AI quick looks per browser. Monthly allowances reset on the
          first day of each calendar month and do not roll over. Browsing and searching the catalogue is
          unlimited on every plan. The full comparison is on the{" "}
          <TextLink to="/pricing">pricing page</TextLink>.
        </p>
        <p>
          Upgrades take effect at once. Downgrades and cancellations take effect at the end of the period you
          have paid for; until then you keep the plan you paid for.
        </p>
      </>
    ),
  },
  {
    id: "billing",
    title: "Billing and demo mode",
    body: (
      <p>
        While HypeCheck runs in demo billing mode, choosing a plan activates it at once and no payment is
        taken: no card is asked for and nothing is charged. Every billing screen says so while the demo mode
        is on. If card payments are switched on, the price shown before you confirm is the price you pay.
      </p>
    ),
  },
  {
    id: "refunds",
    title: "Refunds",
    body: (
      <p>
        {REFUND_SENTENCE}: if you are not satisfied, ask for a refund through the{" "}
        <TextLink to="/contact?topic=billing">contact form</TextLink> (topic "Billing") within 30 days of the
        payment and we refund it in full. This is the only refund rule; it applies the same way to monthly and
        annual plans.
      </p>
    ),
  },
  {
    id: "verification",
    title: "Scores and verification",
    body: (
      <p>
        Trust scores, red flags and the Verified badge depend only on evidence. Verification is never for
        sale: a paid plan or a creator's payment for a faster review never changes the outcome. Our
        assessments are opinions, not financial, legal or investment advice; see the{" "}
        <TextLink to="/disclaimer">disclaimer</TextLink>.
      </p>
    ),
  },
  {
    id: "acceptable-use",
    title: "Acceptable use",
    body: (
      <>
        <Bullets
          lead="You agree not to:"
          items={[
            "post false, defamatory or misleading reviews or reports, or reviews of your own courses;",
            "post anyone's private information, or content that is hateful, threatening or illegal;",
            "scrape the site in bulk, get around the usage limits or rate limits, or share an account;",
            "try to break or probe the security of the service or other people's accounts;",
            "upload images you do not have the right to share, or files that are not images.",
          ]}
        />
      </>
    ),
  },
  {
    id: "reviews",
    title: "Reviews and reports you post",
    body: (
      <p>
        Reviews are moderated before they are published and must follow the{" "}
        <TextLink to="/review-policy">review policy</TextLink>: a rating from 1 to 5, and at least{" "}
        {REVIEW_TEXT_MIN} characters of text when you write text. You keep the rights to what you write and
        let us show it on HypeCheck. We may refuse or remove content that breaks these terms.
      </p>
    ),
  },
  {
    id: "termination",
    title: "Ending your account",
    body: (
      <p>
        You can delete your account at any time on your <TextLink to="/account">account page</TextLink>; your
        account and the data tied to it are deleted then (see the{" "}
        <TextLink to="/privacy-policy">privacy policy</TextLink>). We may suspend or close an account that
        breaks these terms.
      </p>
    ),
  },
  {
    id: "liability",
    title: "Liability",
    body: (
      <p>
        HypeCheck is provided as is. We work to keep the information accurate but cannot promise it is
        complete or current. To the extent the law allows, our total liability to you is limited to the amount
        you paid for the {PLANS.premium.displayName} plan in the 12 months before the claim. Nothing in these
        terms limits rights you have under consumer-protection law that cannot be limited.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact",
    body: (
      <p>
        Questions about these terms? Use the <TextLink to="/contact">contact form</TextLink>.
      </p>
    ),
  },
];

export const TermsPage = legalPage({
  title: "Terms of Service",
  updated: LAST_UPDATED.terms,
  intro: <p>The rules for using HypeCheck: who can use it, what the plans cost, refunds and your content.</p>,
  sections: SECTIONS,
});
