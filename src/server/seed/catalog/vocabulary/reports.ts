// Community scam reports for the demo data: fictional members describing fictional creators. The
// scam types are the report form's; the texts say what a careful reporter would, with no names.

import { SCAM_TYPES } from "../../../../shared/domain/community";

export { SCAM_TYPES };
/** The report form's scam types (shared with it). */
export type ScamType = (typeof SCAM_TYPES)[number];

export const REPORT_DESCRIPTIONS: Record<ScamType, readonly string[]> = {
  "Unrealistic Income Claims": [
    "The ads promise {amount} a month within weeks, on autopilot. I followed every module for three months and made nothing; the income screenshots are never explained.",
    "Every video opens with a {amount}-a-month claim. When I asked support what a typical student earns, they stopped answering.",
    "The webinar said most students hit {amount} a month in their first quarter. Nobody in the student group I joined had made a single sale.",
  ],
  "Fake Trading Signals": [
    "The paid signal group posts 'guaranteed' winning trades after the price has already moved, and deletes the losing calls from the channel.",
    "The advertised 94% win rate only counts the trades they kept on the channel; members who screenshot the deleted calls get removed.",
  ],
  "Fake Lifestyle Props": [
    "The videos use rented sports cars and the same holiday villa as proof of income; the villa is listed on a rental site.",
    "The 'my office today' clips are filmed in a hotel lobby that rents the space by the hour. The lifestyle is staged to sell the course.",
  ],
  "Pyramid Scheme": [
    "Members are told the real money comes from recruiting others into the {price} tier; commissions are paid on sign-ups, not on any product sold.",
    "After buying the course I was pushed to sell it on to friends for a cut; there is almost no teaching, only recruitment scripts.",
  ],
  "Fake Student Testimonials": [
    "The 'student results' on the sales page use stock photos, and two testimonials are word for word the same as on another course's page.",
    "The video testimonials are read by paid actors; one of them appears on three unrelated sales pages.",
  ],
  Other: [
    "Cancelling the 'free trial' was impossible from the member area; I was charged three times before support answered.",
    "The refund promised on the sales page was refused because I had 'opened a module'; that condition is not on the checkout page.",
  ],
};

export const REPORT_EVIDENCE: readonly string[] = [
  "Screenshots of the ads and the checkout page, kept by the reporter.",
  "Screen recording of the webinar's income claims.",
  "Bank statement lines for the repeated charges (account details removed).",
  "Copies of the deleted channel posts, with their timestamps.",
  "The sales page saved as a PDF on the day of purchase.",
];

export const REPORT_AMOUNTS: readonly string[] = ["$10,000", "$25k", "$50,000", "6-figure", "$8,500"];
export const REPORT_PRICES: readonly string[] = ["$997", "$1,997", "$2,497", "$4,997"];
