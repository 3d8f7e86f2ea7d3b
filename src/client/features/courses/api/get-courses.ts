// One page of the catalogue, 24 a page in the browser. Caching is off for this call: a revisited
// filter shows what is cached and refreshes it.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { BROWSER_PAGE_SIZE } from "../../../../shared/contracts/catalog-constants";
import { courseRoutes } from "../../../../shared/contracts/courses.routes";
import { listCoursePage } from "../../../lib/api/courses";
import { freshOnEveryVisit } from "../../../lib/query-client";
import type { BrowserFilters } from "../lib/browser-filters";

export function coursesQueryOptions(filters: BrowserFilters) {
  return queryOptions({
    queryKey: [courseRoutes.list.path, "list", filters],
    queryFn: ({ signal }) =>
      listCoursePage({
        query: {
          q: filters.q,
          category: filters.category,
          sort: filters.sort,
          page: filters.page,
          pageSize: BROWSER_PAGE_SIZE,
        },
        signal,
      }),
    staleTime: freshOnEveryVisit,
  });
}

export function useCourses(filters: BrowserFilters) {
  return useQuery(coursesQueryOptions(filters));
}
