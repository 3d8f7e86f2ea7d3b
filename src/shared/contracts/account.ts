import { z } from "zod";
import { EMAIL_MAX, PASSWORD_MAX } from "../domain/auth-limits";

/** The wording the account-security screens and the server share. */
export const ACCOUNT_MESSAGES = {
  wrongCurrentPassword: "Current password is incorrect.",
  demoNoPassword:
    "This is a demo account: it has no password to change. Sign up for your own account to set one.",
  passwordChanged: "Password changed. Other devices were signed out.",
  resetRequested:
    "If an account with a password exists for that address, we have sent it a link to reset the password.",
  resetInvalid: "This reset link has expired or was already used. Ask for a new one.",
  resetDone: "Password reset. Sign in with your new password.",
  deleteWrongPassword: "Password is incorrect.",
  deleteConfirmDemo: "Type DELETE to confirm deleting this demo account.",
  deleteLastAdmin: "You are the last admin: make someone else an admin before deleting this account.",
  accountDeleted: "Your account and its data were deleted.",
} as const;

/** Retyped in the delete dialog of passwordless (demo) accounts. */
export const DELETE_CONFIRM_WORD = "DELETE";

// Shape checks only; the password rules (and their wording) are checkPassword's.
export const ChangePasswordBody = z.object({
  currentPassword: z.string().max(PASSWORD_MAX * 4),
  newPassword: z.string().max(PASSWORD_MAX * 4),
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordBody>;

export const ForgotPasswordBody = z.object({ email: z.string().max(EMAIL_MAX * 2) });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordBody>;

export const ResetPasswordBody = z.object({
  token: z.string().max(256),
  newPassword: z.string().max(PASSWORD_MAX * 4),
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordBody>;

export const DeleteAccountBody = z.object({
  password: z
    .string()
    .max(PASSWORD_MAX * 4)
    .optional(),
  confirm: z.string().max(32).optional(),
});
export type DeleteAccountInput = z.infer<typeof DeleteAccountBody>;

export const AccountMessageResponse = z.object({ ok: z.literal(true), message: z.string() });
export type AccountMessage = z.infer<typeof AccountMessageResponse>;

/** What the security section needs to know about the signed-in account. */
export const AccountSecurityResponse = z.object({
  hasPassword: z.boolean(),
  isDemo: z.boolean(),
  /** Minutes a reset link stays valid (config.passwordResetTtlMs). */
  resetLinkMinutes: z.number().int(),
});
export type AccountSecurity = z.infer<typeof AccountSecurityResponse>;

/** GET /api/auth/password-reset-options: for the forgot-password page's expiry sentence. */
export const PasswordResetOptionsResponse = z.object({ resetLinkMinutes: z.number().int() });
export type PasswordResetOptions = z.infer<typeof PasswordResetOptionsResponse>;
