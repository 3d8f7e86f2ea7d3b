import type { FastifyInstance } from "fastify";
import { toolEndpoints as e } from "../../../shared/contracts/tools";
import type { AppDeps } from "../../deps";
import { registerEndpoint } from "../../lib/endpoint";
import { publicCatalogueRead } from "../catalogue-read";
import type { RouteModule } from "../route-module";

/** The fake-guru list and the ad-fatigue check, both read-only views of recorded evidence. */
export async function registerToolRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const publicRead = publicCatalogueRead(deps.config);
  const { fakeGurus, adFatigue } = deps;

  registerEndpoint(app, e.fakeGurus, publicRead, async (request) => {
    return fakeGurus.list(request.query.search);
  });

  registerEndpoint(app, e.adFatigue, publicRead, async (request) => {
    return adFatigue.check(request.query.query);
  });
}

export const routeModule: RouteModule = { order: 120, register: registerToolRoutes };
