// Server-side sessions: a 256-bit random token in the cookie, only its HMAC stored, idle expiry of
// 30 days moved forward as the session is used (docs/decisions/0025-password-hashing.md).
import { createHmac, randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sessions, users } from "../../db/schema/auth";
import type { UserRow } from "./users";

export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
/** Refresh last-seen/expiry at most this often, so reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export interface SessionService {
  create(userId: string, userAgent: string | undefined): Promise<{ token: string; expiresAt: Date }>;
  /** The session's user, or null when the token is unknown or expired. */
  resolve(token: string): Promise<{ user: UserRow; expiresAt: Date; refreshed: boolean } | null>;
  revoke(token: string): Promise<void>;
  revokeAllForUser(userId: string): Promise<void>;
  purgeExpired(): Promise<number>;
}

export function createSessionService(
  db: Db,
  secret: string,
  now: () => Date = () => new Date(),
): SessionService {
  const hashToken = (token: string) => createHmac("sha256", secret).update(token).digest("hex");

  return {
    async create(userId, userAgent) {
      const token = randomBytes(32).toString("base64url");
      // Every time comes from this service's clock, not the database's, so expiry and refresh
      // are measured on one clock even when the app and database hosts disagree.
      const createdAt = now();
      const expiresAt = new Date(createdAt.getTime() + SESSION_IDLE_MS);
      await db.insert(sessions).values({
        tokenHash: hashToken(token),
        userId,
        createdAt,
        lastSeenAt: createdAt,
        expiresAt,
        userAgent: userAgent?.slice(0, 512) ?? null,
      });
      return { token, expiresAt };
    },

    async resolve(token) {
      if (token.length < 16 || token.length > 128) return null;
      const current = now();
      const [row] = await db
        .select({
          user: users,
          sessionId: sessions.id,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, current)))
        .limit(1);
      if (!row) return null;
      if (current.getTime() - row.lastSeenAt.getTime() < TOUCH_INTERVAL_MS) {
        return { user: row.user, expiresAt: row.expiresAt, refreshed: false };
      }
      const expiresAt = new Date(current.getTime() + SESSION_IDLE_MS);
      await db.update(sessions).set({ lastSeenAt: current, expiresAt }).where(eq(sessions.id, row.sessionId));
      return { user: row.user, expiresAt, refreshed: true };
    },

    async revoke(token) {
      await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    },

    async revokeAllForUser(userId) {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },

    async purgeExpired() {
      const removed = await db
        .delete(sessions)
        .where(lt(sessions.expiresAt, now()))
        .returning({ id: sessions.id });
      return removed.length;
    },
  };
}
