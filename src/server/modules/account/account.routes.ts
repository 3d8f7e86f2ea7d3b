// Account security (issue 6): change password, forgot/reset password, delete account. Chain
// (STYLE.md): rate limit (onRequest) -> auth (preValidation) -> validation -> handler.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  ACCOUNT_MESSAGES,
  AccountMessageResponse,
  AccountSecurityResponse,
  ChangePasswordBody,
  DeleteAccountBody,
  ForgotPasswordBody,
  PasswordResetOptionsResponse,
  ResetPasswordBody,
} from "../../../shared/contracts/account";
import { ErrorResponse } from "../../../shared/contracts/common";
import type { AppDeps } from "../../deps";
import { requireUser, signedInOnly, stageSessionClear, stageSessionCookie } from "../../plugins/auth";
import { catalogueChanged } from "../courses/catalogue-changed";
import { createAccountService, uploadedObjectKeys } from "./account.service";

const signedIn = signedInOnly;

const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  415: ErrorResponse,
  429: ErrorResponse,
};

export async function registerAccountRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { config, sessions } = deps;
  const account = createAccountService(deps.db, {
    sessions,
    limits: deps.loginLimits,
    resetTtlMs: config.passwordResetTtlMs,
  });
  const resetLinkMinutes = Math.round(config.passwordResetTtlMs / 60_000);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/account/security",
    {
      preValidation: signedIn,
      schema: {
        tags: ["account"],
        summary: "Whether the account has a password (demo accounts have none)",
        response: { 200: AccountSecurityResponse, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header("cache-control", "no-store");
      return { hasPassword: user.passwordHash !== null, isDemo: user.isDemo, resetLinkMinutes };
    },
  );

  r.post(
    "/api/account/password",
    {
      config: { rateLimit: { max: 30, timeWindow: "15 minutes" } },
      preValidation: signedIn,
      schema: {
        tags: ["account"],
        summary: "Change the password; every other session of the account is signed out",
        description: `The current password is required ('${ACCOUNT_MESSAGES.wrongCurrentPassword}'; 10 wrong ones in 15 minutes answer 429). The new one follows the sign-up rules. This session gets a new token.`,
        body: ChangePasswordBody,
        response: { 200: AccountMessageResponse, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await account.changePassword(user, request.body.currentPassword, request.body.newPassword, request.ip);
      // Every session was ended; this one continues with a new token.
      const { token, expiresAt } = await sessions.create(user.id, request.headers["user-agent"]);
      stageSessionCookie(request, user, token, expiresAt);
      return { ok: true as const, message: ACCOUNT_MESSAGES.passwordChanged };
    },
  );

  r.get(
    "/api/auth/password-reset-options",
    {
      schema: {
        tags: ["auth"],
        summary: "How long a password-reset link stays valid",
        response: { 200: PasswordResetOptionsResponse },
      },
    },
    async () => ({ resetLinkMinutes }),
  );

  r.post(
    "/api/auth/forgot-password",
    {
      config: { rateLimit: { max: 10, timeWindow: "15 minutes" } },
      schema: {
        tags: ["auth"],
        summary: "E-mail a one-time password-reset link",
        description:
          "Always the same 202 answer, sent before the address is looked up, whether or not it has an account. For an account with a password, a link valid for PASSWORD_RESET_TTL_MINUTES is then queued in the e-mail outbox (at most 3 an hour per account; earlier links stop working).",
        body: ForgotPasswordBody,
        response: {
          202: AccountMessageResponse,
          400: ErrorResponse,
          403: ErrorResponse,
          415: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      // Answered before the address is looked up, so neither the answer nor its timing says
      // whether the account exists. The link's origin is configured, never the request's Host.
      const { email } = request.body;
      deps.background.enqueue("forgot-password", () => account.requestReset(email, config.linkOrigin));
      reply.header("cache-control", "no-store");
      return reply.code(202).send({ ok: true as const, message: ACCOUNT_MESSAGES.resetRequested });
    },
  );

  r.post(
    "/api/auth/reset-password",
    {
      config: { rateLimit: { max: 20, timeWindow: "15 minutes" } },
      schema: {
        tags: ["auth"],
        summary: "Set a new password with a reset link's token; every session of the account is ended",
        description: `An unknown, used or expired token: 400 '${ACCOUNT_MESSAGES.resetInvalid}'`,
        body: ResetPasswordBody,
        response: {
          200: AccountMessageResponse,
          400: ErrorResponse,
          403: ErrorResponse,
          415: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const userId = await account.resetPassword(request.body.token, request.body.newPassword);
      // This browser proved it reads the account's mail: an account slow-down does not hold it back.
      deps.devices.remember(request, reply, userId);
      return { ok: true as const, message: ACCOUNT_MESSAGES.resetDone };
    },
  );

  r.delete(
    "/api/account",
    {
      config: { rateLimit: { max: 30, timeWindow: "15 minutes" } },
      preValidation: signedIn,
      schema: {
        tags: ["account"],
        summary: "Delete the account and its data",
        description:
          "Body {password} for an account with a password, {confirm: 'DELETE'} for a passwordless demo account. Reviews, alerts, notifications, quiz results, contributions, votes and uploads go with it; community reports and contact messages stay without the author. The last admin cannot be deleted (409).",
        body: DeleteAccountBody,
        response: { 200: AccountMessageResponse, 409: ErrorResponse, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const objectKeys = await uploadedObjectKeys(deps.db, user.id);
      const { rescoredCourses } = await account.deleteAccount(user, request.body, request.ip);
      catalogueChanged(deps, { rescoredCourses });
      // The rows are gone; now the files. A file that cannot be removed is logged, never a failure
      // of the deletion the member asked for.
      const storage = request.server.hasDecorator("objectStorage") ? request.server.objectStorage : undefined;
      for (const key of objectKeys) {
        try {
          if (storage) await storage.delete(key);
        } catch (error) {
          request.log.error({ err: error, key }, "could not remove a deleted account's upload");
        }
      }
      if (!storage && objectKeys.length > 0) {
        request.log.warn({ count: objectKeys.length }, "no object storage: a deleted account's uploads stay");
      }
      stageSessionClear(request);
      return { ok: true as const, message: ACCOUNT_MESSAGES.accountDeleted };
    },
  );
}
