// Course Price Tracker: price alerts,
// price drops, a course's price history with the "good deal" flag, and in-app notifications.
// Money is an amount in major units (19.99) with its ISO 4217 currency; the database keeps integer
// minor units. Amounts in different currencies are never compared (src/shared/domain/money.ts).
import { z } from "zod";
import { MAX_ROW_ID } from "../domain/ids";
import { CourseIdParams } from "./catalog";
import {
  blankAsMissing,
  Count,
  endpointKind,
  ITEM_WRITE_ERRORS,
  listOf,
  memberKind,
  OkMessageResponse,
  ownItemKind,
  storedRow,
  Timestamp,
} from "./common";
import { CurrencyCode } from "./page-facts";
import { priceAlertRoutes } from "./price-alerts.routes";

export const PRICE_ALERT_MESSAGES = {
  missingTitle: "Missing Information",
  missing: "Please select a course and enter a target price.",
  invalidTitle: "Invalid Price",
  invalid: "Please enter a valid price amount.",
  createFailed: "Failed to create price alert. Please try again.",
  created: "Price Alert Created",
  deleted: "Alert Deleted",
  limitTitle: "Alert Limit Reached",
  /** Free plan: FREE_ACTIVE_PRICE_ALERTS active alerts at once; paid plans have no limit. */
  limit: "Free members can keep 3 active price alerts. Delete one or upgrade for unlimited alerts.",
  duplicate: "You already have an active alert for this course at this target price.",
  courseNotFound: "Course not found.",
  alertNotFound: "Price alert not found.",
  targetReached: "Target Reached!",
  /** A target in another currency than the course's (never converted). */
  otherCurrency: "Set the target in the currency the course is priced in.",
  decimals: "The target has more decimals than the course's currency has.",
} as const;

/** The highest target price accepted, in dollars. */
export const TARGET_PRICE_MAX = 1_000_000;
/** How many price drops the tracker shows and the most a caller may ask for. */
export const PRICE_DROPS_DEFAULT = 6;
export const PRICE_DROPS_MAX = 50;
/** A price within this share above the 12-month low is a good deal (camelcamelcamel's idea). */
export const GOOD_DEAL_MARGIN = 0.05;

/** True for a number with at most two decimals (cents), tolerant of binary floating point. */
export function hasAtMostTwoDecimals(value: number): boolean {
  const cents = value * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

const missingOrInvalid = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === ""
    ? PRICE_ALERT_MESSAGES.missing
    : PRICE_ALERT_MESSAGES.invalid;

export const CreatePriceAlertBody = z.object({
  courseId: z
    .number({ error: () => PRICE_ALERT_MESSAGES.missing })
    .int(PRICE_ALERT_MESSAGES.missing)
    .min(1, PRICE_ALERT_MESSAGES.missing)
    .max(MAX_ROW_ID, PRICE_ALERT_MESSAGES.missing),
  /** In the course's currency: greater than 0, at most 1,000,000, at most 2 decimals. */
  targetPrice: z
    .number({ error: missingOrInvalid })
    .gt(0, PRICE_ALERT_MESSAGES.invalid)
    .max(TARGET_PRICE_MAX, PRICE_ALERT_MESSAGES.invalid)
    .refine(hasAtMostTwoDecimals, PRICE_ALERT_MESSAGES.invalid),
  /** The target's currency: the course's own; left out, it is taken as the course's. */
  currency: CurrencyCode.optional(),
});
export type CreatePriceAlertBody = z.infer<typeof CreatePriceAlertBody>;

export const PriceAlert = storedRow({
  courseId: z.number().int(),
  courseName: z.string(),
  /** The course's price now, in `courseCurrency`. */
  currentPrice: z.number().min(0),
  courseCurrency: CurrencyCode,
  /** In `currency`, the course's currency when the alert was set. */
  targetPrice: z.number().gt(0),
  currency: CurrencyCode,
  /** The course is still priced in the target's currency; when not, nothing is compared or fired. */
  comparable: z.boolean(),
  /** Active until it fires (the price reached the target) or is deleted. */
  isActive: z.boolean(),
  /** currentPrice <= targetPrice in one currency: the screen shows 'Target Reached!'. */
  targetReached: z.boolean(),
  /** currentPrice - targetPrice when above the target in one currency, else 0. */
  amountAboveTarget: z.number().min(0),
  /** When the alert fired (ISO), null until then. */
  triggeredAt: Timestamp.nullable(),
  createdAt: Timestamp,
}).meta({ id: "PriceAlert" });
export type PriceAlert = z.infer<typeof PriceAlert>;

/** The member's alerts, newest first. */
export const PriceAlertListResponse = listOf(PriceAlert, {
  activeCount: Count,
  /** Active alerts the member's plan allows; null for unlimited (paid plans). */
  activeLimit: Count.nullable(),
});
export type PriceAlertListResponse = z.infer<typeof PriceAlertListResponse>;

export const CreatePriceAlertResponse = z.object({
  alert: PriceAlert,
  message: z.string(),
});
export type CreatePriceAlertResponse = z.infer<typeof CreatePriceAlertResponse>;

export const DeletePriceAlertResponse = OkMessageResponse;
export type DeletePriceAlertResponse = z.infer<typeof DeletePriceAlertResponse>;

// ---- Price drops ----

export const PriceDrop = z
  .object({
    courseId: z.number().int(),
    courseName: z.string(),
    /** Both in `currency`: a change of currency is not a drop. */
    oldPrice: z.number().min(0),
    newPrice: z.number().min(0),
    currency: CurrencyCode,
    /** When the lower price was recorded (ISO). */
    droppedAt: Timestamp,
    /** How much cheaper, percent of the old price, 1 decimal (e.g. 20 or 12.5). */
    percent: z.number().min(0).max(100),
  })
  .meta({ id: "PriceDrop" });
export type PriceDrop = z.infer<typeof PriceDrop>;

export const PriceDropListQuery = z.object({
  limit: blankAsMissing(z.coerce.number().int().min(1).max(PRICE_DROPS_MAX).default(PRICE_DROPS_DEFAULT)),
});
export const PriceDropListResponse = listOf(PriceDrop);
export type PriceDropListResponse = z.infer<typeof PriceDropListResponse>;

// ---- Price history ----

export const PriceHistoryPoint = z.object({
  /** ISO timestamp of the observation. */
  at: z.string(),
  price: z.number().min(0),
  currency: CurrencyCode,
});
export type PriceHistoryPoint = z.infer<typeof PriceHistoryPoint>;

export const PriceHistoryResponse = z
  .object({
    courseId: z.number().int(),
    /** The last 12 months of recorded prices, oldest first. */
    points: z.array(PriceHistoryPoint),
    /** The course's currency now: the figures below count only the points in it. */
    currency: CurrencyCode,
    /** Lowest and highest over the last 12 months in `currency`, the current price included. */
    lowest12Months: z.number().min(0),
    highest12Months: z.number().min(0),
    currentPrice: z.number().min(0),
    /** The current price is within 5% of the 12-month low. */
    goodDeal: z.boolean(),
    /** One sentence explaining the flag either way. */
    goodDealReason: z.string(),
  })
  .meta({ id: "PriceHistory" });
export type PriceHistoryResponse = z.infer<typeof PriceHistoryResponse>;

// ---- Endpoints ----

const member = memberKind(["price-alerts"]);
const ownItem = ownItemKind(["price-alerts"]);
const memberCreate = endpointKind({ tags: ["price-alerts"], status: 201, errors: ITEM_WRITE_ERRORS });
const open = endpointKind({ tags: ["price-alerts", "courses"], status: 200, errors: [400, 404] });

export const listPriceAlerts = member(priceAlertRoutes.list, PriceAlertListResponse, {
  summary: "The signed-in member's price alerts, newest first, with the plan's active-alert limit",
});

export const createPriceAlert = memberCreate(priceAlertRoutes.create, CreatePriceAlertResponse, {
  summary: "Create a price alert (fires once when the course's price is at or below the target)",
  description: `Free members hold up to 3 active alerts (403 "${PRICE_ALERT_MESSAGES.limit}"); paid plans are unlimited. The same course and target twice while active is a 409.`,
  body: CreatePriceAlertBody,
});

export const deletePriceAlert = ownItem(priceAlertRoutes.remove, DeletePriceAlertResponse, {
  summary: "Delete one of the member's own price alerts (anyone else's is a 404)",
});

export const listPriceDrops = member(priceAlertRoutes.drops, PriceDropListResponse, {
  summary: "The latest price decreases: courses whose newest recorded price is below the one before",
  query: PriceDropListQuery,
  errors: [400],
});

export const getPriceHistory = open(priceAlertRoutes.history, PriceHistoryResponse, {
  summary: "A course's recorded prices over the last 12 months and whether today's is a good deal",
  params: CourseIdParams,
});

/** Every endpoint of the price tracker, keyed as in price-alerts.routes.ts. */
export const priceAlertEndpoints = {
  list: listPriceAlerts,
  create: createPriceAlert,
  remove: deletePriceAlert,
  drops: listPriceDrops,
  history: getPriceHistory,
};
