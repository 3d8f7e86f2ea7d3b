// Linking a member account to a creator (their right of reply): the admin finds the member by
// e-mail, says how they checked the person's identity, and links them; the link can be undone with
// a reason. Its own module, free of route tables, shared by the editorial desk's creator and the
// right of reply's calls (replies.ts).
import { z } from "zod";
import { EMAIL_MAX } from "../domain/auth-limits";
import { isPlausibleEmail } from "../domain/auth-rules";
import { boundedText, storedRow, Timestamp } from "./common";

export const CLAIM_MESSAGES = {
  howRequired: "Say how you checked who they are (at least 5 characters).",
  reasonRequired: "Give a reason of at least 5 characters.",
  badEmail: "Enter the member's e-mail address.",
  memberNotFound: "No account uses that e-mail address.",
  unknownMember: "That account does not exist.",
  alreadyLinked: "This creator is already linked to an account: unlink it first.",
  memberTaken: "That account already speaks for another creator.",
  notLinked: "This creator is not linked to an account.",
} as const;

/** The member account linked to a creator. */
export const CreatorClaim = z
  .object({ userId: z.string(), name: z.string(), email: z.string(), claimedAt: Timestamp })
  .meta({ id: "CreatorClaim" });
export type CreatorClaim = z.infer<typeof CreatorClaim>;

const words = (min: number, message: string) => boundedText(min, 1000, message, "At most 1000 characters.");

/** Links a member to the creator after an admin checked who they are; `how` goes to the audit. */
export const ClaimBody = z.strictObject({
  userId: z.uuid(CLAIM_MESSAGES.unknownMember),
  how: words(5, CLAIM_MESSAGES.howRequired),
});
export type ClaimBody = z.infer<typeof ClaimBody>;
export const UnclaimBody = z.strictObject({ reason: words(5, CLAIM_MESSAGES.reasonRequired) });

/** The creator's link after a change. */
export const ClaimResponse = z.object({ creatorId: z.number().int(), claim: CreatorClaim.nullable() });
export type ClaimResponse = z.infer<typeof ClaimResponse>;

/** Sent in a body, never in an address: the e-mail is personal data. */
export const MemberLookupBody = z.strictObject({
  email: z
    .string({ error: CLAIM_MESSAGES.badEmail })
    .trim()
    .max(EMAIL_MAX, CLAIM_MESSAGES.badEmail)
    .refine(isPlausibleEmail, CLAIM_MESSAGES.badEmail),
});
export type MemberLookupBody = z.infer<typeof MemberLookupBody>;
export const MemberLookupResponse = z.object({
  member: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(["user", "admin", "affiliate"]),
    /** The creator the account already speaks for, if any. */
    claimedCreator: storedRow({ name: z.string() }).nullable(),
  }),
});
export type MemberLookupResponse = z.infer<typeof MemberLookupResponse>;
