// GET /api/courses/{id}/history: the course's scores over time (oldest first) and its dated public
// events (newest first). Asked for only when the History tab is shown; the endpoint client loads
// the contract with the answer, so the page's first screen carries no schema for it.
import { editorialRoutes } from "../../../../shared/contracts/editorial.routes";
import { editorialApi } from "../../../lib/api/editorial";
import { useCourseRead } from "./course-read";

export function useCourseHistory(id: number) {
  return useCourseRead(editorialRoutes.courseHistory.path, editorialApi.courseHistory, id);
}
