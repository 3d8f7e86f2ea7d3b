// The desk's course calls: the admin list (every editorial status, 25 a page), one course with its
// audit, and the changes (create, edit, archive, verify, revoke). A change puts the answer in the
// cache and marks the lists and the course's public History out of date. A draft read from a page
// changes nothing.
import { type QueryClient, useMutation, useQuery } from "@tanstack/react-query";
import type {
  AdminCourse,
  CourseCreateBody,
  CourseDraftBody,
} from "../../../../../shared/contracts/editorial";
import { editorialRoutes } from "../../../../../shared/contracts/editorial.routes";
import { editorialApi } from "../../../../lib/api/editorial";
import type { ListParams } from "../lib/list-params";
import {
  deskItemQueryOptions,
  deskListQueryOptions,
  FORM_STATUSES,
  itemChange,
  reasonChange,
  useDeskChange,
} from "./desk";

export const ADMIN_COURSES_KEY = [editorialRoutes.listCourses.path] as const;

export function adminCourseKey(id: number) {
  return [editorialRoutes.getCourse.path, id] as const;
}

export function courseHistoryKey(id: number) {
  return [editorialRoutes.courseHistory.path, id] as const;
}

export function adminCoursesQueryOptions(params: ListParams) {
  return deskListQueryOptions(ADMIN_COURSES_KEY, editorialApi.listCourses, params);
}

export function useAdminCourses(params: ListParams) {
  return useQuery(adminCoursesQueryOptions(params));
}

export function adminCourseQueryOptions(id: number) {
  return deskItemQueryOptions(adminCourseKey(id), editorialApi.getCourse, id);
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
