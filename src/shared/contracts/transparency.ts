// The transparency report: what moderation decided, quarter by quarter (calendar quarters in UTC,
// the current one and the four before it), counted live from the decisions themselves.
import { z } from "zod";
import { endpointKind, Timestamp } from "./common";
import { transparencyRoutes } from "./transparency.routes";

/** The current quarter and the four before it. */
export const TRANSPARENCY_QUARTERS = 5;

const n = () => z.number().int().min(0);
/** Median hours from receipt to decision, 1 decimal; null with no decision in the quarter. */
const medianHours = () => z.number().min(0).nullable();

export const RejectionReasonCount = z.object({
  /** The reason stored with the decision, as stored; null when none was recorded. */
  reason: z.string().nullable(),
  count: n(),
});
export type RejectionReasonCount = z.infer<typeof RejectionReasonCount>;

/** The star ratings a review can give, in the order the report lists them. */
export const REVIEW_STARS = [1, 2, 3, 4, 5] as const;

/**
 * The quarter's review decisions of one star rating. Moderation applies the same criteria whatever
 * the rating (the US Consumer Review Rule, 16 CFR 465, forbids suppressing reviews by sentiment), and
 * these figures let anyone check it.
 */
export const RatingDecisions = z.object({
  rating: z.number().int().min(1).max(5),
  approved: n(),
  rejected: n(),
  /** This rating's rejections by reason, most frequent first. */
  rejectedByReason: z.array(RejectionReasonCount),
});
export type RatingDecisions = z.infer<typeof RatingDecisions>;

export const QuarterFigures = z
  .object({
    /** "2026 Q2". */
    label: z.string(),
    /** First instant of the quarter and of the next one (ISO, UTC). */
    start: z.string(),
    end: z.string(),
    /** The quarter we are in: its figures are still moving. */
    current: z.boolean(),
    /** Received by when written; approved and rejected by when decided, as they stand now. */
    reviews: z.object({
      received: n(),
      approved: n(),
      rejected: n(),
      /** The rejections by reason, most frequent first. */
      rejectedByReason: z.array(RejectionReasonCount),
      /** The same decisions by star rating: one entry per rating, 1 to 5 stars in order. */
      byRating: z.array(RatingDecisions).length(REVIEW_STARS.length),
      medianHoursToDecision: medianHours(),
    }),
    /** Community reports: confirmed is 'Scam Confirmed'. */
    reports: z.object({
      received: n(),
      confirmed: n(),
      rejected: n(),
      medianHoursToDecision: medianHours(),
    }),
    disputes: z.object({ opened: n(), upheld: n(), rejected: n() }),
    /** Courses verified and creators given the verified status; and each taken away. */
    verifications: z.object({ given: n(), revoked: n() }),
    /** Course pages members submitted; merged ones were already in the catalogue. */
    submissions: z.object({ received: n(), accepted: n(), merged: n(), rejected: n() }),
  })
  .meta({ id: "TransparencyQuarter" });
export type QuarterFigures = z.infer<typeof QuarterFigures>;

export const TransparencyReport = z
  .object({
    /** When these figures were counted (ISO): on every request, nothing is cached. */
    computedAt: Timestamp,
    /** Oldest first; the last one is the current quarter. */
    quarters: z.array(QuarterFigures).length(TRANSPARENCY_QUARTERS),
  })
  .meta({ id: "TransparencyReport" });
export type TransparencyReport = z.infer<typeof TransparencyReport>;

const open = endpointKind({ tags: ["transparency"], status: 200, errors: [429] });

export const getTransparencyReport = open(transparencyRoutes.report, TransparencyReport, {
  summary: "The transparency report: moderation decisions and their pace by calendar quarter (UTC)",
  description:
    "Reviews, community reports, disputes, verifications and course submissions, for the current quarter and the four before it, counted when asked. Review decisions are also split by star rating (reviews.byRating), rejections by reason within each rating.",
});

export const transparencyEndpoints = { report: getTransparencyReport };
