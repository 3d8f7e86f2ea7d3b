// /disclaimer: assessments are opinions, not advice; liability limited
// to the Premium Guardian price paid in the prior 12 months; creators' right of response and the
// correction process; a button back to /.
import { Home } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button";
import { Bullets, type LegalSection, legalPage, TextLink } from "../components/legal-page";
import { CREATOR_DISPUTE_BUSINESS_DAYS, LAST_UPDATED, PLANS } from "../lib/legal-facts";

const SECTIONS: readonly LegalSection[] = [
  {
    id: "opinions",
    title: "Opinions, not advice",
    body: (
      <>
        <p>
          Trust scores, red flags, verification badges, AI analyses and everything else we publish are our
          assessments of the evidence we hold. They are opinions, not financial, legal, investment or career
          advice, and not a guarantee that a course will or will not work for you.
        </p>
        <p>
          Make your own decision, read the seller's terms, and consider talking to a qualified adviser before
          spending money you cannot afford to lose.
        </p>
      </>
    ),
  },
  {
    id: "accuracy",
    title: "Accuracy",
    body: (
      <p>
        We compute every figure from our database and show which signals moved a score, but information
        changes and sellers change their offers. Prices and details on a course's own site win over what we
        show. Member reviews and community reports are the views of their authors; we moderate them but do not
        vouch for every statement in them.
      </p>
    ),
  },
  {
    id: "liability",
    title: "Limitation of liability",
    body: (
      <p>
        To the extent the law allows, HypeCheck is not liable for decisions you make based on our content, and
        our total liability to you is limited to the amount you paid for the {PLANS.premium.displayName} plan
        in the 12 months before your claim. Rights you have under consumer-protection law that cannot be
        limited are not affected.
      </p>
    ),
  },
  {
    id: "right-of-response",
    title: "Creators' right of response",
    body: (
      <>
        <p>
          A creator or seller we list can respond to what we publish about them. If you are one, send us your
          response and any evidence through the{" "}
          <TextLink to="/contact?topic=creator-dispute">contact form</TextLink> with the topic "Creator
          dispute / right of response".
        </p>
        <Bullets
          lead="Our correction process:"
          items={[
            `We investigate every dispute within ${CREATOR_DISPUTE_BUSINESS_DAYS} business days.`,
            "If the evidence shows we got something wrong, we correct it and the trust score is recomputed from the corrected evidence.",
            "If we keep our assessment, we tell you why, and a factual response can be noted on the listing.",
            "Verification and scores are never for sale; paying for a faster review does not change its outcome.",
          ]}
        />
        <p>
          The details are in the <TextLink to="/creator-agreement">creator agreement</TextLink>.
        </p>
      </>
    ),
  },
  {
    id: "affiliate-links",
    title: "Affiliate links",
    body: (
      <p>
        Some course buttons are affiliate links, and we mark them next to the button. Commissions never affect
        a score or a badge; see the <TextLink to="/affiliate-disclosure">affiliate disclosure</TextLink>.
      </p>
    ),
  },
];

export const DisclaimerPage = legalPage({
  title: "Legal Disclaimer",
  updated: LAST_UPDATED.disclaimer,
  intro: <p>What our scores and reports are, and what they are not.</p>,
  sections: SECTIONS,
  footer: (
    <Link to="/" className={buttonClasses()}>
      <Home aria-hidden="true" className="h-4 w-4" />
      Back to Home
    </Link>
  ),
});
