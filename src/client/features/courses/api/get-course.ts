// One course with its trust breakdown; a 404 is a "Course not found" state.
import { courseRoutes } from "../../../../shared/contracts/courses.routes";
import { coursesApi } from "../../../lib/api/courses";
import { useCourseRead } from "./course-read";

export function useCourse(id: number) {
  return useCourseRead(courseRoutes.get.path, coursesApi.get, id);
}
