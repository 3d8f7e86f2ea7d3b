// The catalogue for the tracker's course picker, 100 a page: the price tracker lists courses
// without filters. Every page is read (the catalogue is a few
// hundred courses), so any course can be picked. Its own small fetcher, since features do not import
// one another.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { COURSE_PAGE_SIZE_MAX } from "../../../../shared/contracts/catalog-constants";
import { courseRoutes } from "../../../../shared/contracts/courses.routes";
import type { Billing } from "../../../../shared/domain/money-format";
import { listCoursePage } from "../../../lib/api/courses";

/** A bound on requests, whatever the catalogue grows to. */
const MAX_PAGES = 10;

export interface CourseOption {
  id: number;
  title: string;
  /** In `currency`, charged as `billing` says. */
  price: number;
  currency: string;
  billing: Billing;
  installmentCount: number | null;
}

async function getCourseOptions(signal: AbortSignal): Promise<CourseOption[]> {
  const options: CourseOption[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const list = await listCoursePage({
      query: { sort: "featured", page, pageSize: COURSE_PAGE_SIZE_MAX },
      signal,
    });
    for (const course of list.items)
      options.push({
        id: course.id,
        title: course.title,
        price: course.price,
        currency: course.currency,
        billing: course.billing,
        installmentCount: course.installmentCount,
      });
    if (!list.hasMore) break;
  }
  return options.sort((a, b) => a.title.localeCompare(b.title));
}

export function courseOptionsQueryOptions() {
  return queryOptions({
    queryKey: [courseRoutes.list.path, "price-tracker-options"],
    queryFn: ({ signal }) => getCourseOptions(signal),
    staleTime: 5 * 60 * 1000,
  });
}

export function useCourseOptions() {
  return useQuery(courseOptionsQueryOptions());
}
