// The editorial desk: admins create, edit, archive and verify courses and creators. Every change is
// audited in the same transaction, and a change to a course (or a creator's status) rescores the
// courses it touches at once, so the score and its history never wait for the weekly job. A course's
// money is an amount in its currency (src/shared/domain/money.ts); a new course that repeats one in
// the catalogue is refused (course-duplicates.ts), and a draft can be read from its address
// (course-draft.ts).
//
// Each use case is a function of its own (deps first): courses in editorial-courses.ts, creators and
// their linked accounts in editorial-creators.ts, the public History in course-history.ts, what they
// share in editorial-desk.ts and editorial-columns.ts. This factory only binds them to one set of
// dependencies for the routes.
import { bindAll } from "../../lib/use-case";
import { courseHistory } from "./course-history";
import {
  archiveCourse,
  createCourse,
  draftCourse,
  getCourse,
  listCourses,
  revokeCourseVerification,
  updateCourse,
  verifyCourse,
} from "./editorial-courses";
import {
  archiveCreator,
  claimCreator,
  createCreator,
  findMember,
  getCreator,
  listCreators,
  setCreatorStatus,
  unclaimCreator,
  updateCreator,
} from "./editorial-creators";
import type { EditorialDeps } from "./editorial-desk";

export type { EditorialDeps } from "./editorial-desk";

export function createEditorialService(deps: EditorialDeps) {
  return {
    courses: bindAll(deps, {
      get: getCourse,
      list: listCourses,
      create: createCourse,
      update: updateCourse,
      archive: archiveCourse,
      draft: draftCourse,
      verify: verifyCourse,
      revokeVerification: revokeCourseVerification,
    }),
    creators: bindAll(deps, {
      get: getCreator,
      list: listCreators,
      create: createCreator,
      update: updateCreator,
      archive: archiveCreator,
      setStatus: setCreatorStatus,
      claim: claimCreator,
      unclaim: unclaimCreator,
    }),
    ...bindAll(deps, { findMember, courseHistory }),
  };
}

export type EditorialService = ReturnType<typeof createEditorialService>;
