// GET /api/courses?verified=true&sort=featured&pageSize=6: Home's verified courses section. The
// contract arrives through a loader so that zod stays out of Home's first-load JavaScript.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CourseListResponse } from "../../../../shared/contracts/catalog";
import { getJson } from "../../../lib/api-client";

export const HOME_VERIFIED_COURSES = 6;
const VERIFIED_COURSES_URL = `/api/courses?verified=true&sort=featured&pageSize=${HOME_VERIFIED_COURSES}`;

const courseListContract = () =>
  import("../../../../shared/contracts/catalog").then((module) => module.CourseListResponse);

export function verifiedCoursesQueryOptions() {
  return queryOptions({
    queryKey: ["/api/courses", { verified: "true", sort: "featured", pageSize: HOME_VERIFIED_COURSES }],
    queryFn: ({ signal }): Promise<CourseListResponse> =>
      getJson(VERIFIED_COURSES_URL, courseListContract, { signal }),
  });
}

export function useVerifiedCourses() {
  return useQuery(verifiedCoursesQueryOptions());
}
