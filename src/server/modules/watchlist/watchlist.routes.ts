import type { FastifyInstance } from "fastify";
import { watchlistEndpoints as e, WATCHLIST_MESSAGES } from "../../../shared/contracts/watchlist";
import type { AppDeps } from "../../deps";
import { registerMemberEndpoint } from "../../plugins/auth";
import type { RouteModule } from "../route-module";

/** The member's watchlist: follow, set a price target, stop following, the e-mail setting. */
export async function registerWatchlistRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const watchlist = deps.watchlist;

  registerMemberEndpoint(app, e.list, async (user) => {
    return watchlist.list(user);
  });

  registerMemberEndpoint(app, e.follow, async (user, request, reply) => {
    const { item, created } = await watchlist.follow(user, request.body);
    const message = created ? WATCHLIST_MESSAGES.followed : WATCHLIST_MESSAGES.alreadyFollowing;
    return reply.code(created ? 201 : 200).send({ item, created, message });
  });

  registerMemberEndpoint(app, e.update, async (user, request) => {
    const item = await watchlist.setPriceTarget(
      user,
      request.params.id,
      request.body.priceTarget,
      request.body.currency,
    );
    return { item, message: WATCHLIST_MESSAGES.updated };
  });

  registerMemberEndpoint(app, e.remove, async (user, request) => {
    await watchlist.remove(user, request.params.id);
    return { ok: true as const, message: WATCHLIST_MESSAGES.removed };
  });

  registerMemberEndpoint(app, e.settings, async (user, request) => {
    const email = await watchlist.setEmail(user, request.body.email);
    return { email, message: WATCHLIST_MESSAGES.settingsSaved };
  });
}

export const routeModule: RouteModule = { order: 170, register: registerWatchlistRoutes };
