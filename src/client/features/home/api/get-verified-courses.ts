// Home's verified courses section: verified only, featured order, 6 of them. The contract loads
// with the answer (lib/api/courses.ts), so zod stays out of Home's first-load JavaScript.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { courseRoutes } from "../../../../shared/contracts/courses.routes";
import { listCoursePage } from "../../../lib/api/courses";

export const HOME_VERIFIED_COURSES = 6;
const VERIFIED_COURSES = { verified: "true", sort: "featured", pageSize: HOME_VERIFIED_COURSES } as const;

export function verifiedCoursesQueryOptions() {
  return queryOptions({
    queryKey: [courseRoutes.list.path, VERIFIED_COURSES],
    queryFn: ({ signal }) => listCoursePage({ query: VERIFIED_COURSES, signal }),
  });
}

export function useVerifiedCourses() {
  return useQuery(verifiedCoursesQueryOptions());
}
