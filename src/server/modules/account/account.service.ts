// Account security (docs/decisions/0059-account-security.md): change password, forgot/reset
// password by a one-time e-mail link, and deleting an account with its data. Password rules and
// hashing are sign-up's (auth-rules.ts, lib/passwords.ts); sessions are the session service's.
import { createHash, randomBytes } from "node:crypto";
import { and, count, eq, gt, inArray, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { DeleteAccountInput } from "../../../shared/contracts/account";
import { ACCOUNT_MESSAGES, DELETE_CONFIRM_WORD } from "../../../shared/contracts/account";
import { checkPassword, isPlausibleEmail, normalizeEmail } from "../../../shared/domain/auth-rules";
import type { Db } from "../../db/client";
import { loginFailures, passwordResetTokens, users } from "../../db/schema/auth";
import { usableAt } from "../../db/schema/columns";
import { courses } from "../../db/schema/courses";
import { reviews } from "../../db/schema/reviews";
import { images, uploadGrants } from "../../db/schema/uploads";
import type { DomainEvents } from "../../lib/domain-events";
import { BadRequestError, ConflictError } from "../../lib/errors";
import { hashPassword, verifyPassword } from "../../lib/passwords";
import type { LoginLimits } from "../auth/login-limits.service";
import type { SessionService } from "../auth/sessions.service";
import type { UserRow } from "../auth/users";
import { EVIDENCE_CHANGED } from "../courses/catalogue-changed";
import { queueEmail } from "../outbox/queue-email";

/** Wrong current passwords (change password, delete account) per account: 10 in 15 minutes. */
export const PASSWORD_CHECK_LIMIT = { failures: 10, windowMs: 15 * 60 * 1000 };
/** Reset e-mails per account: at most 3 an hour; further requests answer the same and send nothing. */
export const RESET_EMAIL_LIMIT = { emails: 3, windowMs: 60 * 60 * 1000 };
export const PASSWORD_RESET_EMAIL_KIND = "password-reset";

/** The loginFailures key of password re-checks, apart from sign-in failures (which use the e-mail). */
const recheckKey = (userId: string) => `password-recheck:${userId}`;

export function hashResetToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export interface AccountServiceOptions {
  sessions: SessionService;
  limits: LoginLimits;
  resetTtlMs: number;
  /** Deleting an account emits EVIDENCE_CHANGED for the courses its approved reviews counted in. */
  events: DomainEvents;
  now?: () => Date;
}

export interface AccountService {
  changePassword(user: UserRow, currentPassword: string, newPassword: string, ip: string): Promise<void>;
  /** Creates a token and queues the e-mail when the address has an account with a password; else nothing. */
  requestReset(email: string, origin: string): Promise<void>;
  /** Sets the new password; returns the account's id, for trusting the browser that used the link. */
  resetPassword(token: string, newPassword: string): Promise<string>;
  /**
   * Deletes the account, with its reviews' share of its courses' ratings; the courses are rescored
   * and the catalogue caches cleared by EVIDENCE_CHANGED's handler (courses/catalogue-changed.ts).
   */
  deleteAccount(user: UserRow, input: DeleteAccountInput, ip: string): Promise<void>;
}

export function createAccountService(db: Db, options: AccountServiceOptions): AccountService {
  const now = options.now ?? (() => new Date());
  const { sessions, limits } = options;

  /** Checks the account's password, counting failures toward PASSWORD_CHECK_LIMIT. */
  async function checkOwnPassword(user: UserRow, password: string, ip: string, message: string) {
    // The slot is taken before the password is checked, so checks sent together cannot all pass
    // the count (modules/auth/login-limits.service.ts).
    const slot = await limits.reserve(
      { account: recheckKey(user.id), ip, device: null },
      { fixed: PASSWORD_CHECK_LIMIT, message: "Too many wrong passwords." },
    );
    if (!(await verifyPassword(user.passwordHash, password))) throw new BadRequestError(message);
    await slot.succeeded();
  }

  function assertPasswordRules(password: string): void {
    const failure = checkPassword(password);
    if (failure) throw new BadRequestError(failure.description);
  }

  return {
    async changePassword(user, currentPassword, newPassword, ip) {
      if (user.passwordHash === null) throw new BadRequestError(ACCOUNT_MESSAGES.demoNoPassword);
      if (currentPassword.length === 0) throw new BadRequestError(ACCOUNT_MESSAGES.wrongCurrentPassword);
      await checkOwnPassword(user, currentPassword, ip, ACCOUNT_MESSAGES.wrongCurrentPassword);
      assertPasswordRules(newPassword);
      const passwordHash = await hashPassword(newPassword);
      const at = now();
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, user.id));
        // A reset link sent before the change must not undo it.
        await tx
          .update(passwordResetTokens)
          .set({ expiresAt: at })
          .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
      });
      await sessions.revokeAllForUser(user.id);
    },

    async requestReset(rawEmail, origin) {
      if (!isPlausibleEmail(rawEmail)) return;
      const email = normalizeEmail(rawEmail);
      const [user] = await db
        .select({ id: users.id, firstName: users.firstName, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      if (!user || user.passwordHash === null) return;
      const at = now();
      const recent = await db.$count(
        passwordResetTokens,
        and(
          eq(passwordResetTokens.userId, user.id),
          gt(passwordResetTokens.createdAt, new Date(at.getTime() - RESET_EMAIL_LIMIT.windowMs)),
        ),
      );
      if (recent >= RESET_EMAIL_LIMIT.emails) return;

      const token = randomBytes(32).toString("base64url");
      const expiresAt = new Date(at.getTime() + options.resetTtlMs);
      const minutes = Math.round(options.resetTtlMs / 60_000);
      const link = `${origin.replace(/\/$/, "")}/reset-password?token=${token}`;
      await db.transaction(async (tx) => {
        // Only the newest link works: earlier unused ones expire now.
        await tx
          .update(passwordResetTokens)
          .set({ expiresAt: at })
          .where(and(eq(passwordResetTokens.userId, user.id), usableAt(passwordResetTokens, at)));
        const [row] = await tx
          .insert(passwordResetTokens)
          .values({ userId: user.id, tokenHash: hashResetToken(token), expiresAt, createdAt: at })
          .returning({ id: passwordResetTokens.id });
        await queueEmail(tx, {
          to: email,
          firstName: user.firstName,
          subject: "Reset your HypeCheck password",
          lines: [
            "Someone (hopefully you) asked to reset the password of your HypeCheck account.",
            `Choose a new password here: ${link}`,
            "",
            `The link works once and expires in ${minutes} minute${minutes === 1 ? "" : "s"} (at ${expiresAt.toISOString().slice(0, 16).replace("T", " ")} UTC).`,
            "If you did not ask for this, ignore this e-mail: your password stays as it is.",
          ],
          kind: PASSWORD_RESET_EMAIL_KIND,
          dedupeKey: `password-reset:${row!.id}`,
          at,
        });
      });
    },

    async resetPassword(token, newPassword) {
      // The password rules first, so a refused password does not use up the link.
      assertPasswordRules(newPassword);
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw new BadRequestError(ACCOUNT_MESSAGES.resetInvalid);
      const passwordHash = await hashPassword(newPassword);
      const at = now();
      const userId = await db.transaction(async (tx) => {
        // One UPDATE decides between two uses of one link: only one sees used_at still null.
        const [used] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: at })
          .where(
            and(eq(passwordResetTokens.tokenHash, hashResetToken(token)), usableAt(passwordResetTokens, at)),
          )
          .returning({ userId: passwordResetTokens.userId });
        if (!used) return null;
        const [user] = await tx
          .update(users)
          .set({ passwordHash, updatedAt: at })
          .where(eq(users.id, used.userId))
          .returning({ id: users.id, email: users.email });
        if (!user) return null;
        // The account's sign-in failures are cleared: its owner just proved the mailbox is theirs,
        // and guesses at the old password say nothing about the new one.
        await tx.delete(loginFailures).where(eq(loginFailures.email, user.email));
        return user.id;
      });
      if (userId === null) throw new BadRequestError(ACCOUNT_MESSAGES.resetInvalid);
      await sessions.revokeAllForUser(userId);
      return userId;
    },

    async deleteAccount(user, input, ip) {
      if (user.passwordHash === null) {
        if (input.confirm !== DELETE_CONFIRM_WORD)
          throw new BadRequestError(ACCOUNT_MESSAGES.deleteConfirmDemo);
      } else {
        await checkOwnPassword(user, input.password ?? "", ip, ACCOUNT_MESSAGES.deleteWrongPassword);
      }
      const at = now();
      await options.events.transaction(db, async (tx, emit) => {
        if (user.role === "admin") {
          const [others] = await tx
            .select({ n: count() })
            .from(users)
            .where(and(eq(users.role, "admin"), ne(users.id, user.id)));
          if ((others?.n ?? 0) === 0) throw new ConflictError(ACCOUNT_MESSAGES.deleteLastAdmin);
        }
        // Courses whose rating, review count and trust score counted this member's approved reviews.
        const reviewed = await tx
          .select({ courseId: reviews.courseId })
          .from(reviews)
          .where(and(eq(reviews.userId, user.id), eq(reviews.status, "approved")));
        const courseIds = [...new Set(reviewed.map((r) => r.courseId))].sort((a, b) => a - b);
        if (courseIds.length > 0) {
          await tx
            .select({ id: courses.id })
            .from(courses)
            .where(inArray(courses.id, courseIds))
            .for("update");
        }
        // Every table that references users cascades (their rows go) or sets null (community reports,
        // contact messages, affiliate clicks, AI usage log, moderatedBy: the content stays, anonymised).
        await tx.delete(loginFailures).where(eq(loginFailures.email, recheckKey(user.id)));
        await tx.delete(loginFailures).where(eq(loginFailures.email, user.email));
        await tx.delete(users).where(eq(users.id, user.id));
        for (const courseId of courseIds) {
          const [approved] = await tx
            .select({ n: count(), average: sql<string | null>`round(avg(${reviews.rating}), 2)` })
            .from(reviews)
            .where(and(eq(reviews.courseId, courseId), eq(reviews.status, "approved")));
          const reviewCount = approved?.n ?? 0;
          const average = reviewCount > 0 && approved?.average != null ? Number(approved.average) : null;
          await tx
            .update(courses)
            .set({ averageRating: average === null ? null : average.toFixed(2), reviewCount })
            .where(eq(courses.id, courseId));
        }
        await emit(EVIDENCE_CHANGED, { courseIds, at });
      });
    },
  };
}

/**
 * The storage keys of every file a member uploaded (processed images and raw uploads), read before
 * the account is deleted: its rows cascade away with it, the files are removed after.
 */
export async function uploadedObjectKeys(db: Db, userId: string): Promise<string[]> {
  const owned = await db.select({ key: images.objectKey }).from(images).where(eq(images.userId, userId));
  const grants = await db
    .select({ key: uploadGrants.objectKey })
    .from(uploadGrants)
    .where(eq(uploadGrants.userId, userId));
  // Proof of enrolment left public reach when it was attached to a review, which goes with the account.
  const proofs = await db
    .select({ key: reviews.proofObjectKey })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), isNotNull(reviews.proofObjectKey)));
  const keys = [...owned, ...grants, ...proofs].map((row) => row.key);
  return [...new Set(keys.filter((key): key is string => key !== null))];
}
