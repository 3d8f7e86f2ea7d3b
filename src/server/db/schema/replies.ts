import { integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { memberOrNull } from "./auth";
import { serialId, timestamps } from "./columns";
import { creatorRef } from "./creators";

export const REPLY_TARGETS = ["review", "report"] as const;

/** A claimed creator's one reply to a review or community report about them (editable). */
export const creatorReplies = pgTable(
  "creator_replies",
  {
    id: serialId(),
    creatorId: creatorRef(),
    authorId: memberOrNull("author_id"),
    targetType: text("target_type", { enum: REPLY_TARGETS }).notNull(),
    targetId: integer("target_id").notNull(),
    text: text("text").notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex("creator_replies_target_key").on(t.targetType, t.targetId)],
);
