// The watchlist: courses and creators a member follows, each with the latest change they were told
// about, an optional price target on a course, and whether changes are also e-mailed. Money is an
// amount in major units with its ISO 4217 currency (the database keeps minor units), as on the
// price tracker; a target is in the course's currency.
import { z } from "zod";
import { endpoint } from "../api/endpoint";
import { MAX_ROW_ID } from "../domain/ids";
import { PLANS } from "../domain/plans";
import {
  Count,
  errorResponses,
  listOf,
  memberKind,
  OkMessageResponse,
  ownItemKind,
  Score,
  storedRow,
  Timestamp,
} from "./common";
import { CurrencyCode } from "./page-facts";
import { watchlistRoutes } from "./watchlist.routes";

export const WATCH_TARGET_TYPES = ["course", "creator"] as const;
export type WatchTargetType = (typeof WATCH_TARGET_TYPES)[number];

/** Items the Free plan may follow (paid plans: no limit), from the plan catalogue. */
export const FREE_WATCHLIST_ITEMS = PLANS.free.quotas.watchlistItems;

export const WATCHLIST_MESSAGES = {
  followed: "Added to your watchlist.",
  alreadyFollowing: "Already on your watchlist.",
  removed: "Removed from your watchlist.",
  updated: "Price target saved.",
  settingsSaved: "E-mail setting saved.",
  limit: `The Free plan follows up to ${FREE_WATCHLIST_ITEMS} courses and creators. Remove one from your watchlist, or upgrade to Premium Guardian or Pro Investigator to follow as many as you like.`,
  badTarget: "Choose a course or a creator to follow.",
  invalidPrice: "Enter a price target above 0, with at most 2 decimals.",
  otherCurrency: "Set the price target in the currency the course is priced in.",
  priceOnCourses: "A price target can be set on a course only.",
  courseNotFound: "Course not found.",
  creatorNotFound: "Creator not found.",
  itemNotFound: "Watchlist item not found.",
} as const;

/** The highest price target accepted, in the course's currency. */
export const PRICE_TARGET_MAX = 1_000_000;

// Not built on the price tracker's contract: importing it would pull its route table into the
// chunk every first screen loads.
const priceTarget = z
  .number({ error: () => WATCHLIST_MESSAGES.invalidPrice })
  .gt(0, WATCHLIST_MESSAGES.invalidPrice)
  .max(PRICE_TARGET_MAX, WATCHLIST_MESSAGES.invalidPrice)
  .multipleOf(0.01, WATCHLIST_MESSAGES.invalidPrice);

export const FollowBody = z
  .object({
    targetType: z.enum(WATCH_TARGET_TYPES, { error: () => WATCHLIST_MESSAGES.badTarget }),
    targetId: z
      .number({ error: () => WATCHLIST_MESSAGES.badTarget })
      .int(WATCHLIST_MESSAGES.badTarget)
      .min(1, WATCHLIST_MESSAGES.badTarget)
      .max(MAX_ROW_ID, WATCHLIST_MESSAGES.badTarget),
    /** In the course's currency; courses only. Told once when the course's price is at or below it. */
    priceTarget: priceTarget.nullish(),
    /** The target's currency: the course's own; left out, it is taken as the course's. */
    currency: CurrencyCode.optional(),
  })
  .refine((body) => body.targetType === "course" || body.priceTarget == null, {
    message: WATCHLIST_MESSAGES.priceOnCourses,
    path: ["priceTarget"],
  });
export type FollowBody = z.infer<typeof FollowBody>;

export const UpdateWatchBody = z.object({
  /** In the course's currency, or null to clear the target. */
  priceTarget: priceTarget.nullable(),
  /** The target's currency: the course's own; left out, it is taken as the course's. */
  currency: CurrencyCode.optional(),
});
export type UpdateWatchBody = z.infer<typeof UpdateWatchBody>;

export const WatchSettingsBody = z.object({
  /** Changes are also e-mailed, not only shown in the app. */
  email: z.boolean({ error: () => "Say whether to e-mail changes (true or false)." }),
});
export type WatchSettingsBody = z.infer<typeof WatchSettingsBody>;

export const WatchItem = storedRow({
  targetType: z.enum(WATCH_TARGET_TYPES),
  /** The course's or creator's id. */
  targetId: z.number().int(),
  name: z.string(),
  /** Its page: /courses/{id} or /creators/{slug}. */
  link: z.string(),
  /** The course's price now, in `currency`; null for a creator. */
  currentPrice: z.number().min(0).nullable(),
  /** The course's currency; null for a creator. */
  currency: CurrencyCode.nullable(),
  /** In `priceTargetCurrency`, the course's currency when the target was set. */
  priceTarget: z.number().gt(0).nullable(),
  priceTargetCurrency: CurrencyCode.nullable(),
  /** The course's trust score now; null for a creator or an unscored course. */
  trustScore: Score.nullable(),
  /** The last change the member was told about, in a sentence; null until there is one. */
  latestChange: z.string().nullable(),
  latestChangeAt: Timestamp.nullable(),
  createdAt: Timestamp,
}).meta({ id: "WatchItem" });
export type WatchItem = z.infer<typeof WatchItem>;

/** Newest first. */
export const WatchlistResponse = listOf(WatchItem, {
  /** Items the member's plan allows; null for no limit. */
  limit: Count.nullable(),
  /** Whether changes are e-mailed too. */
  email: z.boolean(),
});
export type WatchlistResponse = z.infer<typeof WatchlistResponse>;

export const FollowResponse = z.object({
  item: WatchItem,
  /** False when the item was already followed (the existing item is answered). */
  created: z.boolean(),
  message: z.string(),
});
export type FollowResponse = z.infer<typeof FollowResponse>;

export const UpdateWatchResponse = z.object({ item: WatchItem, message: z.string() });
export type UpdateWatchResponse = z.infer<typeof UpdateWatchResponse>;

export const RemoveWatchResponse = OkMessageResponse;
export type RemoveWatchResponse = z.infer<typeof RemoveWatchResponse>;

export const WatchSettingsResponse = z.object({ email: z.boolean(), message: z.string() });
export type WatchSettingsResponse = z.infer<typeof WatchSettingsResponse>;

// ---- Endpoints ----

const member = memberKind(["watchlist"]);
const ownItem = ownItemKind(["watchlist"]);

/** Every endpoint of the watchlist, keyed as in watchlist.routes.ts. */
export const watchlistEndpoints = {
  list: member(watchlistRoutes.list, WatchlistResponse, {
    summary: "The signed-in member's watchlist, newest first, with the plan's limit and the e-mail setting",
  }),
  follow: endpoint(watchlistRoutes.follow, {
    tags: ["watchlist"],
    summary: "Follow a course or a creator (201); one already followed answers 200 with the existing item",
    description: `The Free plan follows up to ${FREE_WATCHLIST_ITEMS} items (403 "${WATCHLIST_MESSAGES.limit}"); paid plans have no limit.`,
    body: FollowBody,
    responses: { 200: FollowResponse, 201: FollowResponse, ...errorResponses(400, 401, 403, 404, 415) },
  }),
  update: ownItem(watchlistRoutes.update, UpdateWatchResponse, {
    summary: "Set or clear the price target of one of the member's followed courses (404 for anyone else's)",
    body: UpdateWatchBody,
    errors: [415],
  }),
  remove: ownItem(watchlistRoutes.remove, RemoveWatchResponse, {
    summary: "Stop following one item of the member's watchlist (404 for anyone else's)",
  }),
  settings: member(watchlistRoutes.settings, WatchSettingsResponse, {
    summary: "Whether watchlist changes are also e-mailed to the member",
    body: WatchSettingsBody,
    errors: [400, 403, 415],
  }),
};
