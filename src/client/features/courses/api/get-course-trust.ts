// The stored trust score with every piece of evidence behind it, including the detector's findings
// with their positions in the course's own copy.
import { trustRoutes } from "../../../../shared/contracts/trust.routes";
import { trustApi } from "../../../lib/api/trust";
import { useCourseRead } from "./course-read";

export function useCourseTrust(id: number) {
  return useCourseRead(trustRoutes.course.path, trustApi.course, id);
}
