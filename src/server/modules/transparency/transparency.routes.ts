import type { FastifyInstance } from "fastify";
import { getTransparencyReport } from "../../../shared/contracts/transparency";
import type { AppDeps } from "../../deps";
import { registerEndpoint } from "../../lib/endpoint";
import { publicCatalogueRead } from "../catalogue-read";
import type { RouteModule } from "../route-module";

/** The public transparency report. Counted on each request, so it is limited like catalogue reads. */
export async function registerTransparencyRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  registerEndpoint(app, getTransparencyReport, publicCatalogueRead(deps.config), async () => {
    return deps.transparency.report();
  });
}

export const routeModule: RouteModule = { order: 180, register: registerTransparencyRoutes };
