import type { FastifyInstance } from "fastify";
import { getCreator, listCreators } from "../../../shared/contracts/creators";
import type { AppDeps } from "../../deps";
import { registerEndpoint } from "../../lib/endpoint";
import { publicCatalogueRead } from "../catalogue-read";
import type { RouteModule } from "../route-module";

/** The creator directory and a creator's profile with a page of their courses. */
export async function registerCreatorRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { creators } = deps;
  const publicRead = publicCatalogueRead(deps.config);

  registerEndpoint(app, listCreators, publicRead, async (request) => {
    return creators.list(request.query);
  });

  registerEndpoint(app, getCreator, publicRead, async (request) => {
    return creators.get(request.params.slug, request.query);
  });
}

export const routeModule: RouteModule = { order: 100, register: registerCreatorRoutes };
