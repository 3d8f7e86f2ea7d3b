// The right of reply: a member linked to a creator (by an admin, after checking who they are)
// replies once to each published review of the creator's courses and each community report about
// them; sending again edits that one reply (the unique index on the item decides between two
// sends at once). `withFeedback` gives the review and report lists their replies and dispute states.
import { and, eq, inArray, sql } from "drizzle-orm";
import {
  type ItemFeedback,
  type ItemReply,
  type MyCreatorResponse,
  REPLY_MESSAGES,
  type ReplyBody,
  type ReplyTargetType,
} from "../../../shared/contracts/replies";
import type { Db, Executor } from "../../db/client";
import { communityReports } from "../../db/schema/community-reports";
import { courses } from "../../db/schema/courses";
import { creators } from "../../db/schema/creators";
import { creatorReplies } from "../../db/schema/replies";
import { reviews } from "../../db/schema/reviews";
import { ForbiddenError, NotFoundError } from "../../lib/errors";
import { findExisting } from "../../lib/lock-row";
import { publicDisputeStates } from "../disputes/disputes.service";

/** `items` with the creator's reply and the shown dispute state of each, in two queries. */
export async function withFeedback<T extends { id: number }>(
  executor: Executor,
  targetType: ReplyTargetType,
  items: readonly T[],
): Promise<Array<T & ItemFeedback>> {
  if (items.length === 0) return [];
  const ids = items.map((item) => item.id);
  const [replyRows, disputeStates] = await Promise.all([
    executor
      .select({
        targetId: creatorReplies.targetId,
        text: creatorReplies.text,
        creatorName: creators.name,
        createdAt: creatorReplies.createdAt,
        updatedAt: creatorReplies.updatedAt,
      })
      .from(creatorReplies)
      .innerJoin(creators, eq(creators.id, creatorReplies.creatorId))
      .where(and(eq(creatorReplies.targetType, targetType), inArray(creatorReplies.targetId, ids))),
    publicDisputeStates(executor, targetType, ids),
  ]);
  const replies = new Map<number, ItemReply>(
    replyRows.map((row) => [
      row.targetId,
      {
        text: row.text,
        creatorName: row.creatorName,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      },
    ]),
  );
  return items.map((item) => ({
    ...item,
    reply: replies.get(item.id) ?? null,
    dispute: disputeStates.get(item.id) ?? null,
  }));
}

export function createReplyService(db: Db, now: () => Date = () => new Date()) {
  async function speaksFor(userId: string) {
    const [row] = await db
      .select({ id: creators.id, slug: creators.slug, name: creators.name, claimedAt: creators.claimedAt })
      .from(creators)
      .where(eq(creators.claimedBy, userId));
    return row ?? null;
  }

  /** The creator a published review or a report is about; 404 when there is no such item. */
  async function creatorConcerned(body: ReplyBody): Promise<number | null> {
    if (body.targetType === "review") {
      const [row] = await db
        .select({ creatorId: courses.creatorId })
        .from(reviews)
        .innerJoin(courses, eq(courses.id, reviews.courseId))
        .where(and(eq(reviews.id, body.targetId), eq(reviews.status, "approved")));
      if (!row) throw new NotFoundError(REPLY_MESSAGES.reviewNotFound);
      return row.creatorId;
    }
    const row = await findExisting(db, communityReports, body.targetId, REPLY_MESSAGES.reportNotFound, {
      creatorId: communityReports.creatorId,
    });
    return row.creatorId;
  }

  return {
    async myCreator(userId: string): Promise<MyCreatorResponse> {
      const creator = await speaksFor(userId);
      return {
        creator:
          creator === null
            ? null
            : {
                id: creator.id,
                slug: creator.slug,
                name: creator.name,
                claimedAt: (creator.claimedAt ?? new Date(0)).toISOString(),
              },
      };
    },

    /** created: the item's first reply (201); otherwise the existing reply was edited (200). */
    async reply(userId: string, body: ReplyBody): Promise<{ reply: ItemReply; created: boolean }> {
      const creator = await speaksFor(userId);
      if (creator === null) throw new ForbiddenError(REPLY_MESSAGES.notClaimed);
      if ((await creatorConcerned(body)) !== creator.id) throw new ForbiddenError(REPLY_MESSAGES.notTheirs);
      const at = now();
      const [row] = await db
        .insert(creatorReplies)
        .values({
          creatorId: creator.id,
          authorId: userId,
          targetType: body.targetType,
          targetId: body.targetId,
          text: body.text,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoUpdate({
          target: [creatorReplies.targetType, creatorReplies.targetId],
          set: { text: body.text, authorId: userId, updatedAt: at },
          // A reply stays its creator's: another creator's member never edits it.
          setWhere: eq(creatorReplies.creatorId, creator.id),
        })
        .returning({
          createdAt: creatorReplies.createdAt,
          updatedAt: creatorReplies.updatedAt,
          inserted: sql<boolean>`(xmax = 0)`,
        });
      if (!row) throw new ForbiddenError(REPLY_MESSAGES.notTheirs);
      return {
        reply: {
          text: body.text,
          creatorName: creator.name,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        },
        created: Boolean(row.inserted),
      };
    },
  };
}

export type ReplyService = ReturnType<typeof createReplyService>;
