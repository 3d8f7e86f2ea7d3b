import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CourseDetail,
  CourseIdParams,
  CourseListQuery,
  CourseListResponse,
  CourseSummary,
  RelatedCoursesResponse,
  RelatedQuery,
} from "../../../shared/contracts/catalog";
import { ErrorResponse } from "../../../shared/contracts/common";
import type { AppDeps } from "../../deps";

export async function registerCourseRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { courses } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: deps.config.rateLimits.catalogPerMinute, timeWindow: "1 minute" };

  r.get(
    "/api/courses",
    {
      config: { rateLimit },
      schema: {
        tags: ["catalogue"],
        summary: "List and search courses",
        description:
          "q: typo-tolerant search over title, description and creator name, ranked by relevance " +
          "(an exact title first). category: a category slug; an unknown slug is a 400 " +
          '"Unknown category." ("all" or blank: every category). verified=true: verified courses ' +
          "only (false: no filter). sort=featured: with q, by relevance; without, verified first, " +
          "then trust score, then average rating, then review count. sort=rating: average rating " +
          "(unrated last), then review count. sort=reviews: review count, then rating. Ties: by id. " +
          "format=array answers the bare array of the page instead of {items,total,hasMore}.",
        querystring: CourseListQuery,
        response: {
          200: z.union([CourseListResponse, z.array(CourseSummary)]),
          400: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      // SPEC.md section 7: the browser sends a cache-busting parameter; caching stays disabled.
      reply.header("cache-control", "no-store");
      const result = await courses.list(request.query);
      return request.query.format === "array" ? result.items : result;
    },
  );

  r.get(
    "/api/courses/:id",
    {
      config: { rateLimit },
      schema: {
        tags: ["catalogue"],
        summary: "One course with its verification record and trust breakdown",
        params: CourseIdParams,
        response: { 200: CourseDetail, 400: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return courses.get(request.params.id);
    },
  );

  r.get(
    "/api/courses/:id/related",
    {
      config: { rateLimit },
      schema: {
        tags: ["catalogue"],
        summary: "Courses like this one: same category first, then the same creator's; best first",
        params: CourseIdParams,
        querystring: RelatedQuery,
        response: {
          200: RelatedCoursesResponse,
          400: ErrorResponse,
          404: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { items: await courses.related(request.params.id, request.query.limit) };
    },
  );
}
