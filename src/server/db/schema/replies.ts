import { integer, pgTable, serial, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, updatedAt } from "./columns";
import { creators } from "./creators";

export const REPLY_TARGETS = ["review", "report"] as const;

/** A claimed creator's one reply to a review or community report about them (editable). */
export const creatorReplies = pgTable(
  "creator_replies",
  {
    id: serial("id").primaryKey(),
    creatorId: integer("creator_id")
      .notNull()
      .references(() => creators.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    targetType: text("target_type", { enum: REPLY_TARGETS }).notNull(),
    targetId: integer("target_id").notNull(),
    text: text("text").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("creator_replies_target_key").on(t.targetType, t.targetId)],
);
