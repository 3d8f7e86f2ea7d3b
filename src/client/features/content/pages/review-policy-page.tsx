// /review-policy: rules, moderation and its criteria, proof of enrolment, prohibited content
// (docs/decisions/0046-review-rules.md, 0046-review-rules.md); the limits and the
// rejection reasons come from the reviews contract the server enforces.
import {
  PROOF_RETENTION_DAYS,
  REJECTION_REASON_LABELS,
  REJECTION_REASONS,
} from "../../../../shared/contracts/reviews-labels";
import { Bullets, type LegalSection, legalPage, TextLink } from "../components/legal-page";
import { LAST_UPDATED, REVIEW_TEXT_MIN } from "../lib/legal-facts";

/** The reasons a moderator may reject a review for, as the moderation screen names them. */
const REJECTION_CRITERIA = REJECTION_REASONS.map((reason) =>
  reason === "other"
    ? "Another breach of this policy, such as the prohibited content above, named in a note to you."
    : `${REJECTION_REASON_LABELS[reason]}.`,
);

const SECTIONS: readonly LegalSection[] = [
  {
    id: "who-can-review",
    title: "Who can write a review",
    body: (
      <p>
        Any signed-in member can review a course they took. One review per member per course: you can edit a
        rejected review, but you cannot post a second review of the same course.
      </p>
    ),
  },
  {
    id: "rules",
    title: "What a review needs",
    body: (
      <Bullets
        items={[
          "A rating from 1 to 5 stars.",
          `Text is optional; when you write text it must be at least ${REVIEW_TEXT_MIN} characters, so it says something useful.`,
          "Your own experience: what you paid, what you got, what happened after.",
          "Optionally, a proof of enrolment link (a web address starting with http:// or https://), such as a receipt or a course dashboard screenshot you host.",
        ]}
      />
    ),
  },
  {
    id: "proof",
    title: "Proof of enrolment",
    body: (
      <>
        <p>
          A proof of enrolment is optional, but it helps other readers and adds weight to the course's trust
          score. There are two kinds:
        </p>
        <Bullets
          items={[
            "A link you host (a receipt or a course dashboard screenshot). Once the review is approved the link is shown with it, so anyone can open it. Remove personal details such as your address or full card number before sharing.",
            `A picture of your receipt or enrolment e-mail, uploaded with the order reference. It is private from the moment you upload it: only you and our moderators can open it, it is never cached by browsers or networks along the way, and it is deleted ${PROOF_RETENTION_DAYS} days after the moderator's decision. A verified enrolment is labelled on your review; the picture itself is never published.`,
          ]}
        />
      </>
    ),
  },
  {
    id: "moderation",
    title: "Moderation",
    body: (
      <>
        <p>
          Every review is checked by a moderator before it is published; until then it is pending and only you
          can see it. Reviews wait in one queue, oldest first. Only approved reviews count towards a course's
          rating and trust score.
        </p>
        <p>
          If a review is rejected you are told why, and you can edit it and resubmit it; it is then moderated
          again. Approved reviews earn leaderboard points.
        </p>
      </>
    ),
  },
  {
    id: "prohibited",
    title: "Prohibited content",
    body: (
      <Bullets
        items={[
          "reviews of your own course, or of a competitor's, and reviews you were paid or rewarded to write;",
          "false statements of fact, or accusations you cannot back up (you may give your honest opinion);",
          "personal information about anyone: addresses, phone numbers, private messages;",
          "hate, harassment, threats, or sexual content;",
          "spam, advertising, referral links or links to malware.",
        ]}
      />
    ),
  },
  {
    id: "criteria",
    title: "Moderation criteria",
    body: (
      <>
        <Bullets
          lead="A moderator approves every review that follows this policy. A review is rejected only for one of these reasons, and you are told which:"
          items={REJECTION_CRITERIA}
        />
        <p>
          These criteria apply whatever the rating. We never reject, hold back or hide a review because it is
          negative, or because it is positive, and a creator cannot choose which reviews are published. This
          is in line with the US Federal Trade Commission's Consumer Review Rule (16 CFR Part 465), which
          forbids suppressing reviews for their rating or negative sentiment.
        </p>
        <p>
          You can check it: the <TextLink to="/transparency">transparency report</TextLink> shows, quarter by
          quarter, how many reviews of each star rating we approved and rejected, and why.
        </p>
      </>
    ),
  },
  {
    id: "creators",
    title: "If you are the creator",
    body: (
      <p>
        Creators cannot remove honest negative reviews, but they can respond and ask us to check a review they
        believe breaks this policy, under the <TextLink to="/creator-agreement">creator agreement</TextLink>.
      </p>
    ),
  },
];

export const ReviewPolicyPage = legalPage({
  title: "Review Policy",
  updated: LAST_UPDATED.reviewPolicy,
  intro: <p>The rules every member review follows, and how we moderate them.</p>,
  sections: SECTIONS,
});
