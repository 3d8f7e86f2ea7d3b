import { z } from "zod";
import { endpoint } from "../api/endpoint";
import { EMAIL_MAX, PASSWORD_MAX } from "../domain/auth-limits";
import { accountRoutes } from "./account.routes";
import { ErrorResponse, endpointKind, errorResponses, memberKind, OkMessageResponse } from "./common";

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

export const AccountMessageResponse = OkMessageResponse;
export type AccountMessage = z.infer<typeof AccountMessageResponse>;

/** What the security section needs to know about the signed-in account. */
export const AccountSecurityResponse = z.object({
  hasPassword: z.boolean(),
  isDemo: z.boolean(),
  /** Minutes a reset link stays valid (config.passwordResetTtlMs). */
  resetLinkMinutes: z.number().int(),
});
export type AccountSecurity = z.infer<typeof AccountSecurityResponse>;

/** For the forgot-password page's expiry sentence. */
export const PasswordResetOptionsResponse = z.object({ resetLinkMinutes: z.number().int() });
export type PasswordResetOptions = z.infer<typeof PasswordResetOptionsResponse>;

// ---- Endpoints ----

const errors = errorResponses(400, 401, 403, 415, 429);

const member = memberKind(["account"]);
const open = endpointKind({ tags: ["auth"], status: 200 });
const openAccepted = endpointKind({ tags: ["auth"], status: 202, errors: [400, 403, 415, 429] });

export const getAccountSecurity = member(accountRoutes.security, AccountSecurityResponse, {
  summary: "Whether the account has a password (demo accounts have none)",
});

export const changePassword = endpoint(accountRoutes.changePassword, {
  tags: ["account"],
  summary: "Change the password; every other session of the account is signed out",
  description: `The current password is required ('${ACCOUNT_MESSAGES.wrongCurrentPassword}'; 10 wrong ones in 15 minutes answer 429). The new one follows the sign-up rules. This session gets a new token.`,
  body: ChangePasswordBody,
  responses: { 200: AccountMessageResponse, ...errors },
});

export const getPasswordResetOptions = open(accountRoutes.resetOptions, PasswordResetOptionsResponse, {
  summary: "How long a password-reset link stays valid",
});

export const forgotPassword = openAccepted(accountRoutes.forgotPassword, AccountMessageResponse, {
  summary: "E-mail a one-time password-reset link",
  description:
    "Always the same 202 answer, sent before the address is looked up, whether or not it has an account. For an account with a password, a link valid for PASSWORD_RESET_TTL_MINUTES is then queued in the e-mail outbox (at most 3 an hour per account; earlier links stop working).",
  body: ForgotPasswordBody,
});

export const resetPassword = open(accountRoutes.resetPassword, AccountMessageResponse, {
  summary: "Set a new password with a reset link's token; every session of the account is ended",
  description: `An unknown, used or expired token: 400 '${ACCOUNT_MESSAGES.resetInvalid}'`,
  body: ResetPasswordBody,
  errors: [400, 403, 415, 429],
});

export const deleteAccount = endpoint(accountRoutes.remove, {
  tags: ["account"],
  summary: "Delete the account and its data",
  description:
    "Body {password} for an account with a password, {confirm: 'DELETE'} for a passwordless demo account. Reviews, alerts, notifications, quiz results, contributions, votes and uploads go with it; community reports and contact messages stay without the author. The last admin cannot be deleted (409).",
  body: DeleteAccountBody,
  responses: { 200: AccountMessageResponse, 409: ErrorResponse, ...errors },
});

/** Every endpoint of account security, keyed as in account.routes.ts. */
export const accountEndpoints = {
  security: getAccountSecurity,
  changePassword,
  resetOptions: getPasswordResetOptions,
  forgotPassword,
  resetPassword,
  remove: deleteAccount,
};
