// The desk's course calls: the admin list (every editorial status, 25 a page), one course with its
// audit, and the changes (create, edit, archive, verify, revoke). A change puts the answer in the
// cache and marks the lists and the course's public History out of date. A draft read from a page
// changes nothing.
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AdminCourse,
  CourseCreateBody,
  CourseDraftBody,
} from "../../../../../shared/contracts/editorial";
import { editorialRoutes } from "../../../../../shared/contracts/editorial.routes";
import { editorialApi } from "../../../../lib/api/editorial";
import { freshOnEveryVisit } from "../../../../lib/query-client";
import type { ListParams } from "../lib/list-params";

/** The answers a form shows itself (bad input, a missing item, a conflict): not failures to log. */
export const FORM_STATUSES = [400, 404, 409] as const;

export const ADMIN_COURSES_KEY = [editorialRoutes.listCourses.path] as const;

export function adminCourseKey(id: number) {
  return [editorialRoutes.getCourse.path, id] as const;
}

export function courseHistoryKey(id: number) {
  return [editorialRoutes.courseHistory.path, id] as const;
}

export function adminCoursesQueryOptions(params: ListParams) {
  const query = { q: params.q || undefined, status: params.status, page: params.page };
  return queryOptions({
    queryKey: [...ADMIN_COURSES_KEY, query],
    queryFn: ({ signal }) => editorialApi.listCourses({ query, signal }),
    staleTime: freshOnEveryVisit,
  });
}

export function useAdminCourses(params: ListParams) {
  return useQuery(adminCoursesQueryOptions(params));
}

export function adminCourseQueryOptions(id: number) {
  return queryOptions({
    queryKey: adminCourseKey(id),
    queryFn: ({ signal }) => editorialApi.getCourse({ params: { id }, signal, expectedStatuses: [404] }),
    staleTime: freshOnEveryVisit,
  });
}

export function useAdminCourse(id: number | null) {
  return useQuery({ ...adminCourseQueryOptions(id ?? 0), enabled: id !== null });
}

/** After any change to a course: the answer is the course now; lists and its History are older. */
function courseChanged(queryClient: QueryClient, course: AdminCourse): void {
  queryClient.setQueryData(adminCourseKey(course.id), course);
  void queryClient.invalidateQueries({ queryKey: ADMIN_COURSES_KEY });
  void queryClient.invalidateQueries({ queryKey: [editorialRoutes.listCreators.path] });
  void queryClient.invalidateQueries({ queryKey: courseHistoryKey(course.id) });
}

/** A desk change: send `input`, then `changed` with the item as the server now has it. */
export function useDeskChange<I, T>(
  send: (input: I, options: { expectedStatuses: typeof FORM_STATUSES }) => Promise<T>,
  changed: (queryClient: QueryClient, item: T) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => send(input, { expectedStatuses: FORM_STATUSES }),
    onSuccess: (item) => changed(queryClient, item),
  });
}

type Changed<T> = (queryClient: QueryClient, item: T) => void;
type ItemCall<B, T> = (args: {
  params: { id: number };
  body: B;
  expectedStatuses: typeof FORM_STATUSES;
}) => Promise<T>;

/** The hook of a change to the item `id` that sends the form's body as it is. */
export function itemChange<B, T>(call: ItemCall<B, T>, changed: Changed<T>) {
  return (id: number) => useDeskChange((body: B, o) => call({ params: { id }, body, ...o }), changed);
}

/** The hook of a change to the item `id` that sends only the reason for it (archive, revoke). */
export function reasonChange<T>(call: ItemCall<{ reason: string }, T>, changed: Changed<T>) {
  return (id: number) =>
    useDeskChange((reason: string, o) => call({ params: { id }, body: { reason }, ...o }), changed);
}

export const useCreateCourse = () =>
  useDeskChange((body: CourseCreateBody, o) => editorialApi.createCourse({ body, ...o }), courseChanged);

export const useUpdateCourse = itemChange(editorialApi.updateCourse, courseChanged);
export const useArchiveCourse = reasonChange(editorialApi.archiveCourse, courseChanged);
export const useVerifyCourse = itemChange(editorialApi.verifyCourse, courseChanged);
export const useRevokeVerification = reasonChange(editorialApi.revokeVerification, courseChanged);

/** A draft of a new course read from its sales page: nothing is stored, so no cache changes. */
export const useDraftCourse = () =>
  useMutation({
    mutationFn: (body: CourseDraftBody) =>
      editorialApi.draftCourse({ body, expectedStatuses: [...FORM_STATUSES, 422] }),
  });
