// /privacy-policy (also /privacy): what HypeCheck actually stores, read from the database schema
// (src/server/db/schema/*.ts), the cookies, how long things are kept and how to delete them.
import { Bullets, type LegalSection, legalPage, TextLink } from "../components/legal-page";
import { LAST_UPDATED, SUPPORT_REPLY_HOURS } from "../lib/legal-facts";

const STORED: ReadonlyArray<{ what: string; detail: string }> = [
  {
    what: "Account details",
    detail:
      "your e-mail address, first and last name, role, plan and subscription dates, and the plan changes shown as billing history on your account page.",
  },
  {
    what: "Your password, hashed",
    detail:
      "only an argon2id hash of your password is stored, never the password itself. One-time password-reset links are stored as hashes too and expire.",
  },
  {
    what: "Sessions",
    detail:
      "when you sign in we store a hash of your session token (not the token), when it was created and when it expires. Signing out deletes it.",
  },
  {
    what: "Failed sign-ins",
    detail:
      "the e-mail address tried and the network address it came from, kept for 24 hours so we can slow down password guessing.",
  },
  {
    what: "Reviews",
    detail: "your rating, text, optional proof-of-enrolment link and the moderation status.",
  },
  {
    what: "Price alerts and notifications",
    detail:
      "the courses you watch, your target prices and the in-app notifications (and e-mails) they send you.",
  },
  {
    what: "E-mail we send you",
    detail:
      "a copy of each e-mail the site sends (price alerts, password-reset links), with the address it went to.",
  },
  {
    what: "Quiz results and leaderboard points",
    detail: "your quiz scores and the points you earned for contributions.",
  },
  {
    what: "Community reports and votes",
    detail: "the scam reports you file and how you voted on others' reports.",
  },
  {
    what: "Uploaded images",
    detail:
      "images you upload are re-encoded before they are stored, which strips their metadata (such as camera details and location).",
  },
  {
    what: "Contact messages",
    detail:
      "the name, e-mail address, topic and message you send through the contact form, and your account if you were signed in.",
  },
  {
    what: "Affiliate clicks",
    detail:
      "when you follow an affiliate link we record the course, the time, your account if signed in and a hashed anonymous visitor id. No IP address is stored.",
  },
  {
    what: "AI usage logs",
    detail:
      "each AI quick look, analysis or report request: what was asked (course, URL or creator name), when, the result's timing and your account or anonymous visitor id, to enforce quotas and find faults.",
  },
];

const SECTIONS: readonly LegalSection[] = [
  {
    id: "what-we-store",
    title: "What we store",
    body: (
      <>
        <p>This is everything HypeCheck keeps about people who use it:</p>
        <ul className="space-y-2">
          {STORED.map((item) => (
            <li key={item.what}>
              <strong className="font-semibold text-slate-900 dark:text-slate-100">{item.what}:</strong>{" "}
              {item.detail}
            </li>
          ))}
        </ul>
      </>
    ),
  },
  {
    id: "why",
    title: "Why we use it",
    body: (
      <Bullets
        items={[
          "to run your account and your plan, and to keep it secure;",
          "to publish moderated reviews and community reports, and to compute trust scores from evidence;",
          "to send the alerts you asked for and to answer your messages;",
          "to enforce usage limits and fair use, and to find and fix faults.",
        ]}
      />
    ),
  },
  {
    id: "cookies",
    title: "Cookies and local storage",
    body: (
      <p>
        We use only the cookies and browser storage the site needs to work: the session cookie, a sign-in
        hint, an anonymous visitor cookie for signed-out AI quick looks and your theme choice. There are no
        advertising or tracking cookies. The <TextLink to="/cookies">cookie policy</TextLink> lists each one
        with its purpose and lifetime.
      </p>
    ),
  },
  {
    id: "sharing",
    title: "Sharing and selling",
    body: (
      <>
        <p>
          We do not sell your data, and we do not share it with advertisers. Reviews and community reports you
          post are public once approved, shown with your first name and the initial of your last name.
        </p>
        <p>
          Affiliate partners see that a visitor arrived from HypeCheck (as with any link); we send them
          nothing about you. If AI analysis is set up to use an outside AI provider, it receives only facts
          about the course or page being analysed, never your account details.
        </p>
      </>
    ),
  },
  {
    id: "retention",
    title: "How long we keep it",
    body: (
      <Bullets
        items={[
          "Account data, reviews, alerts and the rest: for as long as your account exists.",
          "Sessions: until you sign out, or 30 days after you last used them.",
          "Failed sign-in records: 24 hours.",
          "Password-reset links: until used or expired.",
          "Contact messages, copies of e-mail sent, affiliate clicks and AI usage logs: kept for our records; when your account is deleted, the link to your account is removed from them.",
        ]}
      />
    ),
  },
  {
    id: "your-rights",
    title: "Your choices and deletion",
    body: (
      <>
        <p>
          You can see and change your account details and delete your account on your{" "}
          <TextLink to="/account">account page</TextLink>. Deleting it removes your account, sessions,
          reviews, price alerts, notifications, quiz results, points, votes and uploads. Community reports you
          filed stay published without your name.
        </p>
        <p>
          For a copy of your data, or to have a contact message deleted, send a "Privacy request" through the{" "}
          <TextLink to="/contact?topic=privacy">contact form</TextLink>. We usually reply within{" "}
          {SUPPORT_REPLY_HOURS} hours.
        </p>
      </>
    ),
  },
  {
    id: "security",
    title: "Security",
    body: (
      <p>
        Passwords are hashed with argon2id, session cookies are HttpOnly and, in production, Secure. Requests
        that change data are refused when they come from another site. No system is perfectly secure; tell us
        through the contact form if you find a problem.
      </p>
    ),
  },
];

export const PrivacyPage = legalPage({
  title: "Privacy Policy",
  updated: LAST_UPDATED.privacy,
  intro: (
    <p>What HypeCheck stores about you, why, for how long, and how to have it deleted. We never sell it.</p>
  ),
  sections: SECTIONS,
});
