// One in-app notification for one member, written in the caller's transaction. The (member,
// dedupeKey) unique index makes it at most once: a second call with the same key does nothing.
import type { Db, Tx } from "../../db/client";
import { notifications } from "../../db/schema/notifications";

export interface MemberNotice {
  userId: string;
  /** What kind of news (the bell groups nothing by it; tests and the outbox read it). */
  kind: string;
  title: string;
  body: string;
  link: string | null;
  dedupeKey: string;
  at: Date;
}

export async function notifyMember(executor: Db | Tx, notice: MemberNotice): Promise<void> {
  const { at, ...row } = notice;
  await executor
    .insert(notifications)
    .values({ ...row, createdAt: at })
    .onConflictDoNothing();
}
