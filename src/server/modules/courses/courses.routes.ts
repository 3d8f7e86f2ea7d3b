import type { FastifyInstance } from "fastify";
import { getCourse, listCourses, listRelatedCourses } from "../../../shared/contracts/catalog";
import type { AppDeps } from "../../deps";
import { registerEndpoint } from "../../lib/endpoint";
import { publicCatalogueRead } from "../catalogue-read";
import type { RouteModule } from "../route-module";

export async function registerCourseRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { courses } = deps;
  const publicRead = publicCatalogueRead(deps.config);

  // The browser sends a cache-busting parameter; the answer is no-store like every API answer.
  registerEndpoint(app, listCourses, publicRead, async (request) => {
    const result = await courses.list(request.query);
    return request.query.format === "array" ? result.items : result;
  });

  registerEndpoint(app, getCourse, publicRead, async (request) => {
    return courses.get(request.params.id);
  });

  registerEndpoint(app, listRelatedCourses, publicRead, async (request) => {
    return { items: await courses.related(request.params.id, request.query.limit) };
  });
}

export const routeModule: RouteModule = { order: 70, register: registerCourseRoutes };
