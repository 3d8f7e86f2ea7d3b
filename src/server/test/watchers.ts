// A member who follows a course or a creator, written straight into the test database, and the
// watchlist notices they got: for tests of a use case whose consequence is the watchers' news.
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { notifications } from "../db/schema/notifications";
import { watchlistItems } from "../db/schema/watchlist";
import { WATCHLIST_NOTIFICATION_KIND } from "../modules/watchlist/notify-watchers";
import { createMember } from "./catalog-fixtures";

type WatchTarget = { courseId: number } | { creatorId: number };

/** A new member following `target`; answers the member's id. */
export async function followerOf(db: Db, target: WatchTarget): Promise<string> {
  const member = await createMember(db);
  await db
    .insert(watchlistItems)
    .values({ userId: member.id, targetType: "courseId" in target ? "course" : "creator", ...target });
  return member.id;
}

/**
 * The titles of the watchlist notices a member got, oldest first; only those starting with `prefix`
 * when given (a rescore may tell a course's watchers of a band change as well).
 */
export async function watchNoticesOf(db: Db, userId: string, prefix = ""): Promise<string[]> {
  const rows = await db
    .select({ title: notifications.title })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, WATCHLIST_NOTIFICATION_KIND)))
    .orderBy(notifications.id);
  return rows.map((row) => row.title).filter((title) => title.startsWith(prefix));
}
