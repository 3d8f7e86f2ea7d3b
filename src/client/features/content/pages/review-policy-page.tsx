// /review-policy: rules, moderation, proof of enrolment, prohibited content
// (docs/decisions/0046-review-rules.md); the limits come from the reviews contract the server
// enforces.
import { Bullets, type LegalSection, legalPage, TextLink } from "../components/legal-page";
import { LAST_UPDATED, REVIEW_TEXT_MIN } from "../lib/legal-facts";

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
      <p>
        A proof of enrolment is optional, but it helps other readers and adds weight to the course's trust
        score. Moderators check it, and once the review is approved the link is shown with it, so anyone can
        open it. Remove personal details such as your address or full card number before sharing.
      </p>
    ),
  },
  {
    id: "moderation",
    title: "Moderation",
    body: (
      <>
        <p>
          Every review is checked by a moderator before it is published; until then it is pending and only you
          can see it. Only approved reviews count towards a course's rating and trust score.
        </p>
        <p>
          If a review is rejected you can edit it and resubmit it; it is then moderated again. Approved
          reviews earn leaderboard points.
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
