// The right of reply: a member an admin has linked to a creator (after checking who they are) may
// reply once to each published review of the creator's courses and each community report about
// them; sending again edits that reply. There is no reply to a reply. Reviews and reports carry
// their reply, and the state of any dispute about them, as `itemFeedback`.
import { z } from "zod";
import { endpoint } from "../api/endpoint";
import { MAX_ROW_ID } from "../domain/ids";
import { errorResponses } from "./common";
import { DisputeState } from "./disputes";
import { replyRoutes } from "./replies.routes";

export const REPLY_TARGET_TYPES = ["review", "report"] as const;
export type ReplyTargetType = (typeof REPLY_TARGET_TYPES)[number];
export const REPLY_TEXT_MIN = 10;
export const REPLY_TEXT_MAX = 2000;

export const REPLY_MESSAGES = {
  textTooShort: `A reply must be at least ${REPLY_TEXT_MIN} characters.`,
  textTooLong: `A reply must be at most ${REPLY_TEXT_MAX} characters.`,
  notClaimed:
    "Only a creator may reply, once HypeCheck has checked who they are and linked their account to their profile.",
  notTheirs: "You can reply only to reviews of your own courses and reports about you.",
  reviewNotFound: "Review not found.",
  reportNotFound: "Report not found.",
  posted: "Your reply is published beneath it.",
  edited: "Your reply is updated.",
} as const;

/** A creator's reply, shown beneath the review or report it answers. */
export const ItemReply = z
  .object({
    text: z.string(),
    creatorName: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "CreatorReply" });
export type ItemReply = z.infer<typeof ItemReply>;

/** What a review or community report carries besides itself: the creator's reply and any dispute. */
export const itemFeedback = {
  reply: ItemReply.nullable(),
  /** The latest dispute about it that is open, under review or upheld (a rejected one leaves it as it was). */
  dispute: DisputeState.nullable(),
};
export interface ItemFeedback {
  reply: ItemReply | null;
  dispute: DisputeState | null;
}

export const ReplyBody = z
  .object({
    targetType: z.enum(REPLY_TARGET_TYPES, { error: "Reply to a review or a report." }),
    targetId: z.number().int().min(1).max(MAX_ROW_ID),
    text: z
      .string({ error: REPLY_MESSAGES.textTooShort })
      .trim()
      .min(REPLY_TEXT_MIN, REPLY_MESSAGES.textTooShort)
      .max(REPLY_TEXT_MAX, REPLY_MESSAGES.textTooLong),
  })
  .strict();
export type ReplyBody = z.input<typeof ReplyBody>;

export const ReplyResponse = z.object({
  targetType: z.enum(REPLY_TARGET_TYPES),
  targetId: z.number().int(),
  reply: ItemReply,
  message: z.string(),
});
export type ReplyResponse = z.infer<typeof ReplyResponse>;

export const MyCreatorResponse = z.object({
  /** The creator the signed-in member speaks for, or null. */
  creator: z
    .object({ id: z.number().int(), slug: z.string(), name: z.string(), claimedAt: z.string() })
    .nullable(),
});
export type MyCreatorResponse = z.infer<typeof MyCreatorResponse>;

export const replyEndpoints = {
  myCreator: endpoint(replyRoutes.myCreator, {
    tags: ["replies"],
    summary: "The creator the signed-in member speaks for (linked by an admin), or null",
    responses: { 200: MyCreatorResponse, ...errorResponses(401) },
  }),
  reply: endpoint(replyRoutes.reply, {
    tags: ["replies"],
    summary: "Reply, as the claimed creator, to a published review of their course or a report about them",
    description:
      "One reply per item: the first is created (201), a later one edits it (200). Only the member " +
      "linked to the creator concerned may reply (403).",
    body: ReplyBody,
    responses: {
      200: ReplyResponse,
      201: ReplyResponse,
      ...errorResponses(400, 401, 403, 404, 415),
    },
  }),
} as const;
