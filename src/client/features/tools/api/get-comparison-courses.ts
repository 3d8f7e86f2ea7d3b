// The comparison's reads: the picker's first 9 courses (featured order, an optional search), and for
// each picked course its detail and the detector's findings (its trust evidence). Caching off as on
// the course pages: a revisit shows what is cached and refreshes it.
import { keepPreviousData, queryOptions, useQueries, useQuery } from "@tanstack/react-query";
import { courseRoutes } from "../../../../shared/contracts/courses.routes";
import { trustRoutes } from "../../../../shared/contracts/trust.routes";
import { coursesApi, listCoursePage } from "../../../lib/api/courses";
import { trustApi } from "../../../lib/api/trust";
import { isHttpError } from "../../../lib/api-client";
import { type ComparedCourse, PICKER_SIZE } from "../lib/comparison";

export function comparisonPickerQueryOptions(q: string) {
  return queryOptions({
    queryKey: [courseRoutes.list.path, "comparison-picker", q.trim()],
    queryFn: ({ signal }) =>
      listCoursePage({ query: { q: q.trim(), sort: "featured", pageSize: PICKER_SIZE }, signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useComparisonPicker(q: string) {
  return useQuery(comparisonPickerQueryOptions(q));
}

function detailQueryOptions(id: number) {
  return queryOptions({
    queryKey: [courseRoutes.get.path, id],
    queryFn: ({ signal }) => coursesApi.get({ params: { id }, signal, expectedStatuses: [404] }),
    staleTime: 0,
  });
}

function trustQueryOptions(id: number) {
  return queryOptions({
    queryKey: [trustRoutes.course.path, id],
    queryFn: ({ signal }) => trustApi.course({ params: { id }, signal, expectedStatuses: [404] }),
    staleTime: 0,
  });
}

const isNotFound = (error: unknown) => isHttpError(error) && error.status === 404;

export interface ComparedCourses {
  /** The picked courses that loaded, in the order picked. */
  courses: ComparedCourse[];
  /** Picked ids the catalogue does not have (404). */
  notFound: number[];
  pending: boolean;
  failed: boolean;
  refetching: boolean;
  retry: () => void;
}

/** Detail and trust findings of each picked course. */
export function useComparedCourses(ids: readonly number[]): ComparedCourses {
  const details = useQueries({ queries: ids.map((id) => detailQueryOptions(id)) });
  const trusts = useQueries({ queries: ids.map((id) => trustQueryOptions(id)) });
  const courses: ComparedCourse[] = [];
  const notFound: number[] = [];
  let pending = false;
  let failed = false;
  ids.forEach((id, index) => {
    const detail = details[index];
    const trust = trusts[index];
    if (!detail || !trust) return;
    if (isNotFound(detail.error) || isNotFound(trust.error)) {
      notFound.push(id);
      return;
    }
    if (detail.isError || trust.isError) failed = true;
    else if (detail.data && trust.data) {
      courses.push({ course: detail.data, detectorFlagCount: trust.data.findings.redFlags.length });
    } else pending = true;
  });
  return {
    courses,
    notFound,
    pending,
    failed,
    refetching: [...details, ...trusts].some((query) => query.isFetching),
    retry: () => {
      for (const query of [...details, ...trusts]) if (query.isError) void query.refetch();
    },
  };
}
