// The facts the legal and help pages state, each read from the module that enforces it, so every
// page says the same thing (one set of prices, one refund rule).
import { CREATOR_DISPUTE_BUSINESS_DAYS, SUPPORT_REPLY_HOURS } from "../../../../shared/contracts/contact";
import { REVIEW_TEXT_MIN } from "../../../../shared/contracts/reviews";
import {
  GUEST_AI_LOOKS,
  isUnlimited,
  PLANS,
  type Plan,
  REFUND_POLICY,
} from "../../../../shared/domain/plans";
import { TRUST_BAND_RULES } from "../../../../shared/domain/trust-bands";
import { formatDate } from "../../../lib/format";

export {
  CREATOR_DISPUTE_BUSINESS_DAYS,
  GUEST_AI_LOOKS,
  PLANS,
  REFUND_POLICY,
  REVIEW_TEXT_MIN,
  SUPPORT_REPLY_HOURS,
};

/** The terms set a minimum age of 18. */
export const MINIMUM_AGE = 18;

/**
 * The day each page's text last changed (not today's date: a page that always shows today would
 * misstate when its terms changed; docs/decisions/0061). Change the date with the text.
 * Noon UTC, so the date reads the same in every time zone.
 */
export const LAST_UPDATED = {
  terms: "2026-11-21T12:00:00Z",
  privacy: "2026-11-21T12:00:00Z",
  disclaimer: "2026-11-21T12:00:00Z",
  affiliateDisclosure: "2026-11-21T12:00:00Z",
  reviewPolicy: "2026-11-29T12:00:00Z",
  creatorAgreement: "2026-11-21T12:00:00Z",
  cookies: "2026-11-21T12:00:00Z",
} as const;

export function formatUpdated(iso: string): string {
  return formatDate(iso);
}

/** "$19". */
export function dollars(amount: number): string {
  return `$${amount.toLocaleString("en-US")}`;
}

export const PAID_PLANS: readonly Plan[] = [PLANS.premium, PLANS.pro];

/** "Premium Guardian: $19 a month or $190 a year (save $38)". */
export function planPriceLine(plan: Plan): string {
  return `${plan.displayName}: ${dollars(plan.monthlyPrice)} a month or ${dollars(plan.annualPrice)} a year (save ${dollars(plan.savings)})`;
}

/** The refund rule as a sentence opening: "A 30-day money-back guarantee on paid plans". */
export const REFUND_SENTENCE = `A ${REFUND_POLICY}`;

/** "5 AI quick looks a month" / "unlimited AI quick looks". */
export function looksPerMonth(plan: Plan): string {
  const n = plan.quotas.aiLooksPerMonth;
  return isUnlimited(n) ? "unlimited AI quick looks" : `${n} AI quick looks a month`;
}

/** The trust bands as ranges: "85 and above", "70–84", "50–69", "Below 50", with their labels. */
export function trustBandRanges(): Array<{ band: string; range: string; label: string }> {
  return TRUST_BAND_RULES.map((rule, index) => {
    const above = TRUST_BAND_RULES[index - 1];
    let range = `${rule.min} and above`;
    if (above) range = rule.min === 0 ? `Below ${above.min}` : `${rule.min}\u2013${above.min - 1}`;
    return { band: rule.band, range, label: rule.label };
  });
}
