// The right of reply: a member an admin has linked to a creator (after checking who they are, with
// the claim calls below, schemas in creator-claims.ts) may
// reply once to each published review of the creator's courses and each community report about
// them; sending again edits that reply. There is no reply to a reply. Reviews and reports carry
// their reply, and the state of any dispute about them, as `itemFeedback` (item-feedback.ts).
import { z } from "zod";
import { endpoint } from "../api/endpoint";
import {
  adminKind,
  boundedText,
  errorResponses,
  itemChangeKind,
  memberKind,
  RowId,
  storedRow,
  Timestamp,
} from "./common";
import {
  ClaimBody,
  ClaimResponse,
  MemberLookupBody,
  MemberLookupResponse,
  UnclaimBody,
} from "./creator-claims";
import { ItemReply } from "./item-feedback";
import { replyRoutes } from "./replies.routes";

export { type ItemFeedback, ItemReply, itemFeedback } from "./item-feedback";

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

export const ReplyBody = z.strictObject({
  targetType: z.enum(REPLY_TARGET_TYPES, { error: "Reply to a review or a report." }),
  targetId: RowId,
  text: boundedText(REPLY_TEXT_MIN, REPLY_TEXT_MAX, REPLY_MESSAGES.textTooShort, REPLY_MESSAGES.textTooLong),
});
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
  creator: storedRow({ slug: z.string(), name: z.string(), claimedAt: Timestamp }).nullable(),
});
export type MyCreatorResponse = z.infer<typeof MyCreatorResponse>;

const member = memberKind(["replies"]);
const ADMIN = ["replies", "admin"] as const;
const admin = adminKind(ADMIN);
const adminChange = itemChangeKind(ADMIN);

export const replyEndpoints = {
  myCreator: member(replyRoutes.myCreator, MyCreatorResponse, {
    summary: "The creator the signed-in member speaks for (linked by an admin), or null",
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
  findMember: admin(replyRoutes.findMember, MemberLookupResponse, {
    summary: "Admin: find a member account by e-mail address (sent in the body, never in the address)",
    body: MemberLookupBody,
    errors: [400, 404, 415],
  }),
  claim: adminChange(replyRoutes.claim, ClaimResponse, {
    summary: "Admin: link a member account to a creator, saying how their identity was checked",
    description:
      "One creator per account and one account per creator (409). How the identity was checked is kept in the creator's audit.",
    body: ClaimBody,
  }),
  unclaim: adminChange(replyRoutes.unclaim, ClaimResponse, {
    summary: "Admin: unlink a creator's member account, with a reason; their replies stay",
    body: UnclaimBody,
  }),
} as const;
