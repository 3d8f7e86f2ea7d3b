// What a review or a community report carries besides itself: the reply of the creator it is about
// and the state of a dispute about it. Its own module, free of route tables, so the review and report
// contracts can include it without pulling in the disputes' and replies' routes.
import { z } from "zod";
import { Timestamp } from "./common";

export const DISPUTE_STATUSES = ["open", "under_review", "upheld", "rejected"] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** What the page of a disputed item shows: the state of the latest dispute about it still in play. */
export const DisputeState = z
  .object({
    status: z.enum(DISPUTE_STATUSES),
    openedAt: Timestamp,
    decidedAt: Timestamp.nullable(),
  })
  .meta({ id: "DisputeState" });
export type DisputeState = z.infer<typeof DisputeState>;

/** A creator's reply, shown beneath the review or report it answers. */
export const ItemReply = z
  .object({
    text: z.string(),
    creatorName: z.string(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  })
  .meta({ id: "CreatorReply" });
export type ItemReply = z.infer<typeof ItemReply>;

export const itemFeedback = {
  reply: ItemReply.nullable(),
  /** The latest dispute about it that is open, under review or upheld (a rejected one leaves it as it was). */
  dispute: DisputeState.nullable(),
};
export interface ItemFeedback {
  reply: ItemReply | null;
  dispute: DisputeState | null;
}
