// Sign-up by e-mailed link (docs/decisions/0059-account-security.md). The form is
// checked at once (400 for a rule it breaks); then the answer is the same 202 for every address,
// and the rest happens after it: for a new address a pending sign-up and a link that creates the
// account, for an address with an account an e-mail telling its owner that someone tried. The
// account exists only once the link is used, so nobody can tell from sign-up, or from signing in
// afterwards, whether an address was registered, nor hold an address they cannot read.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, asc, eq, gt, inArray, isNull } from "drizzle-orm";
import { SIGNUP_LINK_HOURS, SIGNUP_MESSAGES, type SignupInput } from "../../../shared/contracts/auth";
import { checkSignup, normalizeEmail, safeNextPath } from "../../../shared/domain/auth-rules";
import type { Db } from "../../db/client";
import { pendingSignups, users } from "../../db/schema/auth";
import { usableAt } from "../../db/schema/columns";
import { emailOutbox } from "../../db/schema/outbox";
import { BadRequestError, ConflictError } from "../../lib/errors";
import { hashPassword } from "../../lib/passwords";
import { queueEmail } from "../outbox/queue-email";
import type { UserRow } from "./users";

export const SIGNUP_CONFIRM_EMAIL_KIND = "signup-confirm";
export const SIGNUP_EXISTING_EMAIL_KIND = "signup-existing";
/** Sign-up e-mails of either kind to one address: at most 3 an hour; more sign-ups send nothing. */
export const SIGNUP_EMAIL_LIMIT = { emails: 3, windowMs: 60 * 60 * 1000 };
const LINK_TTL_MS = SIGNUP_LINK_HOURS * 60 * 60 * 1000;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A sign-up that passed the form's rules, ready for deliver(). */
export interface CheckedSignup {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  nextPath: string;
}

export interface SignupService {
  /** The form's rules (the same the browser checks); throws BadRequestError. */
  check(input: SignupInput): CheckedSignup;
  /** After the answer: a pending sign-up and its link, or a note to the address's owner. */
  deliver(signup: CheckedSignup, linkOrigin: string): Promise<void>;
  /** Uses a link: creates the account (once) and returns it. */
  confirm(token: string): Promise<{ user: UserRow; next: string }>;
}

export function createSignupService(db: Db, now: () => Date = () => new Date()): SignupService {
  return {
    check(input) {
      const failure = checkSignup({ ...input, confirmPassword: input.password });
      if (failure) throw new BadRequestError(failure.description);
      return {
        email: normalizeEmail(input.email),
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        password: input.password,
        nextPath: safeNextPath(input.next),
      };
    },

    async deliver(signup, linkOrigin) {
      const { email } = signup;
      const [existing] = await db
        .select({ id: users.id, firstName: users.firstName })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      const at = now();
      const recent = await db.$count(
        emailOutbox,
        and(
          eq(emailOutbox.toAddress, email),
          inArray(emailOutbox.kind, [SIGNUP_CONFIRM_EMAIL_KIND, SIGNUP_EXISTING_EMAIL_KIND]),
          gt(emailOutbox.createdAt, new Date(at.getTime() - SIGNUP_EMAIL_LIMIT.windowMs)),
        ),
      );
      if (recent >= SIGNUP_EMAIL_LIMIT.emails) return;
      const origin = linkOrigin.replace(/\/+$/, "");

      if (existing) {
        await queueEmail(db, {
          to: email,
          firstName: existing.firstName,
          subject: "Someone tried to create a HypeCheck account with your address",
          lines: [
            "Someone (hopefully you) tried to create a HypeCheck account with this e-mail address, which already has one. Nothing was changed.",
            `If it was you, sign in: ${origin}/login`,
            `Forgot your password? Choose a new one: ${origin}/forgot-password`,
            "If it was not you, you can ignore this e-mail.",
          ],
          kind: SIGNUP_EXISTING_EMAIL_KIND,
          dedupeKey: `signup-existing:${randomUUID()}`,
          at,
        });
        return;
      }

      const passwordHash = await hashPassword(signup.password);
      const token = randomBytes(32).toString("base64url");
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(pendingSignups)
          .values({
            email,
            firstName: signup.firstName,
            lastName: signup.lastName,
            passwordHash,
            tokenHash: hashToken(token),
            nextPath: signup.nextPath,
            expiresAt: new Date(at.getTime() + LINK_TTL_MS),
            createdAt: at,
          })
          .returning({ id: pendingSignups.id });
        await queueEmail(tx, {
          to: email,
          // Never empty: checkSignup refuses a blank first name.
          firstName: signup.firstName,
          subject: "Finish creating your HypeCheck account",
          lines: [
            "Someone (hopefully you) signed up for HypeCheck with this e-mail address.",
            `Finish creating your account here: ${origin}/confirm-signup?token=${token}`,
            "",
            `The link works once and expires in ${SIGNUP_LINK_HOURS} hours. If you did not sign up, ignore this e-mail: no account is created.`,
          ],
          kind: SIGNUP_CONFIRM_EMAIL_KIND,
          dedupeKey: `signup-confirm:${row!.id}`,
          at,
        });
      });
    },

    async confirm(token) {
      if (!TOKEN.test(token)) throw new BadRequestError(SIGNUP_MESSAGES.confirmInvalid);
      const at = now();
      return db.transaction(async (tx) => {
        // Two links for one address used at once: each would lock its own link, then wait for the
        // other's account row and the other's link (a deadlock on PostgreSQL). Locking every link of
        // the address first, in one order, makes the second wait for the first to finish.
        const [link] = await tx
          .select({ email: pendingSignups.email })
          .from(pendingSignups)
          .where(eq(pendingSignups.tokenHash, hashToken(token)));
        if (link)
          await tx
            .select({ id: pendingSignups.id })
            .from(pendingSignups)
            .where(eq(pendingSignups.email, link.email))
            .orderBy(asc(pendingSignups.id))
            .for("update");
        // One UPDATE decides between two uses of one link: only one sees used_at still null.
        const [pending] = await tx
          .update(pendingSignups)
          .set({ usedAt: at })
          .where(and(eq(pendingSignups.tokenHash, hashToken(token)), usableAt(pendingSignups, at)))
          .returning();
        if (!pending) throw new BadRequestError(SIGNUP_MESSAGES.confirmInvalid);
        // Two links for one address (two sign-ups): the first used creates the account.
        const [created] = await tx
          .insert(users)
          .values({
            email: pending.email,
            firstName: pending.firstName,
            lastName: pending.lastName,
            passwordHash: pending.passwordHash,
            createdAt: at,
            updatedAt: at,
          })
          .onConflictDoNothing({ target: users.email })
          .returning();
        if (!created) throw new ConflictError(SIGNUP_MESSAGES.accountExists);
        await tx
          .update(pendingSignups)
          .set({ usedAt: at })
          .where(and(eq(pendingSignups.email, pending.email), isNull(pendingSignups.usedAt)));
        return { user: created, next: safeNextPath(pending.nextPath) };
      });
    },
  };
}
