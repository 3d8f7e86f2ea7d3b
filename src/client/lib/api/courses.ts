// The catalogue's calls, derived from its contracts (lib/endpoint-client.ts). Home, the course
// browser and a course's page call these first, so the contracts (zod) load only with an answer.
import type { QueryClient } from "@tanstack/react-query";
import type { CourseListResponse, courseEndpoints } from "../../../shared/contracts/catalog";
import { courseRoutes } from "../../../shared/contracts/courses.routes";
import { trustRoutes } from "../../../shared/contracts/trust.routes";
import { type CallArgs, endpointClient } from "../endpoint-client";

export const coursesApi = endpointClient(
  courseRoutes,
  async () => (await import("../../../shared/contracts/catalog")).courseEndpoints,
);

/**
 * One page of the catalogue as {items, total, hasMore}. The endpoint can also answer the bare
 * array (format=array), which the app never asks for.
 */
export async function listCoursePage(
  args: CallArgs<typeof courseEndpoints.list>,
): Promise<CourseListResponse> {
  const answer = await coursesApi.list(args);
  if (Array.isArray(answer)) throw new Error(`${courseRoutes.list.path} answered an array`);
  return answer;
}

/**
 * Every cached read about courses (lists, one course, related courses, trust evidence) is asked
 * again, for changes that move ratings, review counts or trust scores.
 */
export function invalidateCourseReads(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [courseRoutes.list, courseRoutes.get, courseRoutes.related, trustRoutes.course].map((route) =>
      queryClient.invalidateQueries({ queryKey: [route.path] }),
    ),
  );
}
