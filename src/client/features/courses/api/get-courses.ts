// GET /api/courses: one page of the catalogue, 24 a page in the browser (DECISIONS.md). SPEC.md
// turns caching off for this call: a revisited filter shows what is cached and refreshes it.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { BROWSER_PAGE_SIZE } from "../../../../shared/contracts/catalog-constants";
import { getJson } from "../../../lib/api-client";
import { freshOnEveryVisit } from "../../../lib/query-client";
import type { BrowserFilters } from "../lib/browser-filters";

const courseListResponseContract = () =>
  import("../../../../shared/contracts/catalog").then((module) => module.CourseListResponse);

export function coursesUrl(filters: BrowserFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.category) params.set("category", filters.category);
  params.set("sort", filters.sort);
  params.set("page", String(filters.page));
  params.set("pageSize", String(BROWSER_PAGE_SIZE));
  return `/api/courses?${params.toString()}`;
}

export function coursesQueryOptions(filters: BrowserFilters) {
  return queryOptions({
    queryKey: ["/api/courses", "list", filters],
    queryFn: ({ signal }) => getJson(coursesUrl(filters), courseListResponseContract, { signal }),
    staleTime: freshOnEveryVisit,
  });
}

export function useCourses(filters: BrowserFilters) {
  return useQuery(coursesQueryOptions(filters));
}
