import type { FastifyInstance } from "fastify";
import { categoryEndpoints as e } from "../../../shared/contracts/categories";
import type { AppDeps } from "../../deps";
import { registerEndpoint } from "../../lib/endpoint";
import { publicCatalogueRead } from "../catalogue-read";
import type { RouteModule } from "../route-module";

export async function registerCategoryRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { categories } = deps;
  registerEndpoint(app, e.list, publicCatalogueRead(deps.config), async () => categories.list());
}

export const routeModule: RouteModule = { order: 60, register: registerCategoryRoutes };
