// Account security: change password, forgot/reset password, delete account. Chain: rate limit
// (onRequest) -> auth (preValidation) -> validation -> handler.
import type { FastifyInstance } from "fastify";
import {
  ACCOUNT_MESSAGES,
  changePassword,
  deleteAccount,
  forgotPassword,
  getAccountSecurity,
  getPasswordResetOptions,
  resetPassword,
} from "../../../shared/contracts/account";
import type { AppDeps } from "../../deps";
import { registerEndpoint } from "../../lib/endpoint";
import {
  GUARDS,
  registerMemberEndpoint,
  requireUser,
  stageSessionClear,
  stageSessionCookie,
} from "../../plugins/auth";
import type { RouteModule } from "../route-module";
import { uploadedObjectKeys } from "./account.service";

export async function registerAccountRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { config, sessions } = deps;
  const { account } = deps;
  const resetLinkMinutes = Math.round(config.passwordResetTtlMs / 60_000);
  /** A signed-in member changing their own account (the password, a deletion): 30 tries in 15 minutes. */
  const signedInChange = { ...GUARDS.signedIn, config: { rateLimit: { max: 30, timeWindow: "15 minutes" } } };

  registerMemberEndpoint(app, getAccountSecurity, async (user) => {
    return { hasPassword: user.passwordHash !== null, isDemo: user.isDemo, resetLinkMinutes };
  });

  registerEndpoint(app, changePassword, signedInChange, async (request) => {
    const user = await requireUser(request);
    await account.changePassword(user, request.body.currentPassword, request.body.newPassword, request.ip);
    // Every session was ended; this one continues with a new token.
    const { token, expiresAt } = await sessions.create(user.id, request.headers["user-agent"]);
    stageSessionCookie(request, user, token, expiresAt);
    return { ok: true as const, message: ACCOUNT_MESSAGES.passwordChanged };
  });

  registerEndpoint(app, getPasswordResetOptions, GUARDS.public, async () => ({ resetLinkMinutes }));

  registerEndpoint(
    app,
    forgotPassword,
    { ...GUARDS.public, config: { rateLimit: { max: 10, timeWindow: "15 minutes" } } },
    async (request, reply) => {
      // Answered before the address is looked up, so neither the answer nor its timing says
      // whether the account exists. The link's origin is configured, never the request's Host.
      const { email } = request.body;
      deps.background.enqueue("forgot-password", () => account.requestReset(email, config.linkOrigin));
      return reply.code(202).send({ ok: true as const, message: ACCOUNT_MESSAGES.resetRequested });
    },
  );

  registerEndpoint(
    app,
    resetPassword,
    { ...GUARDS.public, config: { rateLimit: { max: 20, timeWindow: "15 minutes" } } },
    async (request, reply) => {
      const userId = await account.resetPassword(request.body.token, request.body.newPassword);
      // This browser proved it reads the account's mail: an account slow-down does not hold it back.
      deps.devices.remember(request, reply, userId);
      return { ok: true as const, message: ACCOUNT_MESSAGES.resetDone };
    },
  );

  registerEndpoint(app, deleteAccount, signedInChange, async (request) => {
    const user = await requireUser(request);
    const objectKeys = await uploadedObjectKeys(deps.db, user.id);
    await account.deleteAccount(user, request.body, request.ip);
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
  });
}

export const routeModule: RouteModule = { order: 280, register: registerAccountRoutes };
